import { boolean, integer, pgTable, primaryKey, serial, text, varchar } from 'drizzle-orm/pg-core';
import { timestamps } from './columns.ts';

export const languages = pgTable('languages', {
  id: serial().primaryKey(),
  code: varchar({ length: 30 }).notNull().unique(),
  /** The language's own name, e.g. "中文". */
  name: varchar({ length: 50 }).notNull().unique(),
  /** Its name in English, e.g. "Simplified Chinese". */
  title: varchar({ length: 50 }).notNull(),
  direction: varchar({ length: 3 }).notNull().default('ltr'),
  isDefault: boolean().notNull().default(false),
  status: varchar({ length: 16 }).notNull().default('active'),
  sort: integer().notNull().default(0),
  ...timestamps,
});

export const translations = pgTable(
  'translations',
  {
    langCode: varchar({ length: 30 }).notNull(),
    key: varchar({ length: 200 }).notNull(),
    text: text().notNull(),
    ...timestamps,
  },
  (t) => [primaryKey({ columns: [t.langCode, t.key] })],
);
