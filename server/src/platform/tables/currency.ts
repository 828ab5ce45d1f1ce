import { boolean, integer, numeric, pgTable, varchar } from 'drizzle-orm/pg-core';
import { timestamps } from './columns.ts';

export const currencies = pgTable('currencies', {
  code: varchar({ length: 10 }).primaryKey(),
  name: varchar({ length: 50 }).notNull(),
  symbol: varchar({ length: 10 }).notNull(),
  /** A short unit word such as "dollar" or "元". */
  unit: varchar({ length: 10 }).notNull().default(''),
  /** Minor-unit digits: 2 for USD, 0 for JPY. */
  digits: integer().notNull().default(2),
  /** Units of this currency for one unit of the base currency. */
  rate: numeric({ precision: 20, scale: 10 }).notNull(),
  isBase: boolean().notNull().default(false),
  status: varchar({ length: 16 }).notNull().default('active'),
  sort: integer().notNull().default(0),
  ...timestamps,
});
