import { index, integer, pgTable, primaryKey, serial, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import { users } from '../../platform/tables/users.ts';

export const emailCodes = pgTable(
  'email_codes',
  {
    id: serial().primaryKey(),
    email: varchar({ length: 254 }).notNull(),
    scene: varchar({ length: 20 }).notNull(),
    codeHash: varchar({ length: 64 }).notNull(),
    attempts: integer().notNull().default(0),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    consumedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index().on(t.email, t.scene)],
);

/** An operator's note on a customer: seen in the back office only, never by the customer. */
export const customerNotes = pgTable(
  'customer_notes',
  {
    id: serial().primaryKey(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    adminId: integer().notNull(),
    body: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index().on(t.userId, t.id)],
);

/** The back office's labels on a customer ("VIP", "wholesale"), to find them by in the customer list. */
export const customerTags = pgTable(
  'customer_tags',
  {
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tag: varchar({ length: 50 }).notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.tag] }), index().on(t.tag)],
);
