import { bigint, index, integer, jsonb, numeric, pgTable, serial, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import type { SystemTextParams } from '@roamcart/contracts';
import { users } from '../../platform/tables/users.ts';
import { payments } from '../payments/tables.ts';

/** The columns both ledgers share: who, why, the currency seen and when (fresh builders per table). */
const ledgerEntry = () => ({
  id: serial().primaryKey(),
  userId: integer().notNull().references(() => users.id),
  type: varchar({ length: 32 }).notNull(),
  /** The remark in English (exports, logs); what a reader sees comes from `remarkKey` when set. */
  remark: varchar({ length: 255 }).notNull().default(''),
  /** A remark the system wrote: its message key and values, shown in each reader's language; null for one typed by an operator (and rows from before). */
  remarkKey: varchar({ length: 64 }),
  remarkParams: jsonb().$type<SystemTextParams>(),
  reference: varchar({ length: 64 }),
  // The currency the customer saw the movement in and its rate to the base at that moment
  // (DESIGN §5); null on rows written before these columns existed and on movements nobody priced.
  currency: varchar({ length: 10 }),
  rate: numeric({ precision: 20, scale: 10 }),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

/** Append-only: every change of a user's points, with the value before and after. */
export const pointsLedger = pgTable(
  'points_ledger',
  {
    ...ledgerEntry(),
    before: bigint({ mode: 'number' }).notNull(),
    after: bigint({ mode: 'number' }).notNull(),
    amount: bigint({ mode: 'number' }).notNull(),
  },
  (t) => [index().on(t.userId)],
);

/** Append-only wallet ledger in base minor units; the sum of amounts equals the balance. */
export const balanceLedger = pgTable(
  'balance_ledger',
  {
    ...ledgerEntry(),
    before: bigint({ mode: 'bigint' }).notNull(),
    after: bigint({ mode: 'bigint' }).notNull(),
    amount: bigint({ mode: 'bigint' }).notNull(),
    /** The payment this line settles (paid from or into the wallet): one line per payment. */
    paymentId: integer().references(() => payments.id),
  },
  (t) => [index().on(t.userId), uniqueIndex().on(t.paymentId)],
);
