import { type AnyPgColumn, integer, pgTable, serial, varchar } from 'drizzle-orm/pg-core';
import { timestamps } from './columns.ts';

export const agents = pgTable('agents', {
  id: serial().primaryKey(),
  name: varchar({ length: 100 }).notNull(),
  level: integer().notNull().default(1),
  /** Rebate ratio in basis points: 0..10000 is 0 % to 100 % with two decimals. */
  rebateBasisPoints: integer().notNull().default(0),
  parentId: integer().references((): AnyPgColumn => agents.id),
  inviteCode: varchar({ length: 32 }).notNull().unique(),
  status: varchar({ length: 16 }).notNull().default('active'),
  ...timestamps,
});
