import { integer, jsonb, pgTable, serial, text, varchar } from 'drizzle-orm/pg-core';
import { type LocalizedText, timestamps } from '../../platform/tables/columns.ts';

export const banners = pgTable('banners', {
  id: serial().primaryKey(),
  /** The text the back office entered first: its alternative text, and its title in a language `titles` lacks. */
  title: varchar({ length: 100 }).notNull(),
  /** The title per language, written over the banner's art by the storefront. */
  titles: jsonb().$type<LocalizedText>().notNull().default({}),
  /** The call to action per language ('' in none: the banner shows no button). */
  cta: jsonb().$type<LocalizedText>().notNull().default({}),
  imageUrl: varchar({ length: 500 }).notNull(),
  link: varchar({ length: 500 }).notNull().default(''),
  sort: integer().notNull().default(0),
  status: varchar({ length: 16 }).notNull().default('active'),
  ...timestamps,
});

export const notices = pgTable('notices', {
  id: serial().primaryKey(),
  /** The default language's title when last saved: the list's search, and the text in a language `titles` lacks. */
  title: varchar({ length: 200 }).notNull(),
  /** The default language's content when last saved (as `title`). */
  content: text().notNull(),
  /** The title per language. */
  titles: jsonb().$type<LocalizedText>().notNull().default({}),
  /** The content per language (a language has both texts or neither). */
  contents: jsonb().$type<LocalizedText>().notNull().default({}),
  sort: integer().notNull().default(0),
  status: varchar({ length: 16 }).notNull().default('active'),
  ...timestamps,
});

export const articles = pgTable('articles', {
  id: serial().primaryKey(),
  key: varchar({ length: 50 }).notNull().unique(),
  title: jsonb().$type<LocalizedText>().notNull(),
  content: jsonb().$type<LocalizedText>().notNull(),
  ...timestamps,
});
