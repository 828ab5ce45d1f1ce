import { bigint, index, integer, pgTable, serial, timestamp, varchar } from 'drizzle-orm/pg-core';
import { users } from './identity.ts';

/** Append-only: every change of a user's points, with the value before and after. */
export const pointsLedger = pgTable(
  'points_ledger',
  {
    id: serial().primaryKey(),
    userId: integer().notNull().references(() => users.id),
    before: bigint({ mode: 'number' }).notNull(),
    after: bigint({ mode: 'number' }).notNull(),
    amount: bigint({ mode: 'number' }).notNull(),
    type: varchar({ length: 32 }).notNull(),
    remark: varchar({ length: 255 }).notNull().default(''),
    reference: varchar({ length: 64 }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index().on(t.userId)],
);

/** Append-only wallet ledger in base minor units; the sum of amounts equals the balance. */
export const balanceLedger = pgTable(
  'balance_ledger',
  {
    id: serial().primaryKey(),
    userId: integer().notNull().references(() => users.id),
    before: bigint({ mode: 'bigint' }).notNull(),
    after: bigint({ mode: 'bigint' }).notNull(),
    amount: bigint({ mode: 'bigint' }).notNull(),
    type: varchar({ length: 32 }).notNull(),
    remark: varchar({ length: 255 }).notNull().default(''),
    reference: varchar({ length: 64 }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index().on(t.userId)],
);
