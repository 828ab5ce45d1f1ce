import { integer, pgTable, serial, timestamp, varchar } from 'drizzle-orm/pg-core';

/** Every stored image, with who uploaded it. */
export const uploads = pgTable('uploads', {
  id: serial().primaryKey(),
  path: varchar({ length: 255 }).notNull().unique(),
  mime: varchar({ length: 50 }).notNull(),
  bytes: integer().notNull(),
  width: integer().notNull(),
  height: integer().notNull(),
  /** user:<id> or admin:<id> */
  owner: varchar({ length: 40 }).notNull(),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});
