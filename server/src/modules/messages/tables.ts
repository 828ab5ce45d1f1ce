import { index, integer, pgTable, primaryKey, serial, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import { users } from '../../platform/tables/users.ts';

/**
 * Internal messages. `user_id` null is one row for every customer (a broadcast); who has read
 * what is in message_reads, so a broadcast is never copied per user.
 */
export const messages = pgTable(
  'messages',
  {
    id: serial().primaryKey(),
    userId: integer().references(() => users.id),
    title: varchar({ length: 200 }).notNull(),
    content: text().notNull(),
    /** The sending admin (no foreign key: messages outlive admins). */
    adminId: integer(),
    /** The storefront screen the message is about (an order's details), for a message the shop wrote itself. */
    link: varchar({ length: 300 }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index().on(t.userId, t.createdAt), index().on(t.createdAt)],
);

export const messageReads = pgTable(
  'message_reads',
  {
    messageId: integer()
      .notNull()
      .references(() => messages.id, { onDelete: 'cascade' }),
    userId: integer()
      .notNull()
      .references(() => users.id),
    readAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.messageId, t.userId] }), index().on(t.userId)],
);
