import { index, integer, pgTable, primaryKey, serial, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import { timestamps } from './columns.ts';
import { users } from './identity.ts';

export const banners = pgTable('banners', {
  id: serial().primaryKey(),
  title: varchar({ length: 100 }).notNull(),
  imageUrl: varchar({ length: 500 }).notNull(),
  link: varchar({ length: 500 }).notNull().default(''),
  sort: integer().notNull().default(0),
  status: varchar({ length: 16 }).notNull().default('active'),
  ...timestamps,
});

export const notices = pgTable('notices', {
  id: serial().primaryKey(),
  title: varchar({ length: 200 }).notNull(),
  content: text().notNull(),
  sort: integer().notNull().default(0),
  status: varchar({ length: 16 }).notNull().default('active'),
  ...timestamps,
});

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
