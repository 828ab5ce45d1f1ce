import { index, integer, jsonb, numeric, pgTable, primaryKey, serial, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import type { ParameterType } from '@roamcart/contracts';
import { timestamps, type LocalizedText } from './columns.ts';
import { users } from './identity.ts';

/** System parameters, edited in the back office and read through a cache. */
export const parameters = pgTable('parameters', {
  id: serial().primaryKey(),
  name: varchar({ length: 50 }).notNull(),
  key: varchar({ length: 50 }).notNull().unique(),
  value: text().notNull().default(''),
  description: varchar({ length: 255 }).notNull().default(''),
  /** integer, decimal, boolean, text or choice (PARAMETER_TYPES); checked on every save. */
  type: varchar({ length: 16 }).$type<ParameterType>().notNull().default('text'),
  /** Inclusive range of integer and decimal values; null when open. */
  min: numeric({ mode: 'number' }),
  max: numeric({ mode: 'number' }),
  /** The allowed values of a choice. */
  choices: jsonb().$type<string[]>().notNull().default([]),
  ...timestamps,
});

export const hobbies = pgTable('hobbies', {
  id: serial().primaryKey(),
  name: jsonb().$type<LocalizedText>().notNull(),
  sort: integer().notNull().default(0),
  ...timestamps,
});

export const userHobbies = pgTable(
  'user_hobbies',
  {
    userId: integer().notNull().references(() => users.id),
    hobbyId: integer().notNull().references(() => hobbies.id),
  },
  (t) => [primaryKey({ columns: [t.userId, t.hobbyId] })],
);

export const articles = pgTable('articles', {
  id: serial().primaryKey(),
  key: varchar({ length: 50 }).notNull().unique(),
  title: jsonb().$type<LocalizedText>().notNull(),
  content: jsonb().$type<LocalizedText>().notNull(),
  ...timestamps,
});

/** Every mail the server sends; without SMTP_URL this is where it goes. */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: serial().primaryKey(),
    to: varchar({ length: 254 }).notNull(),
    subject: varchar({ length: 255 }).notNull(),
    body: text().notNull(),
    /** queued (no SMTP), sent, failed */
    status: varchar({ length: 16 }).notNull(),
    error: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index().on(t.to)],
);

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
