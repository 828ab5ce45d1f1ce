import { index, integer, pgTable, serial, timestamp, varchar } from 'drizzle-orm/pg-core';

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
