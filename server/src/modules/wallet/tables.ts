import { bigint, index, integer, numeric, pgTable, serial, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { users } from '../../platform/tables/users.ts';
import { payments } from '../payments/tables.ts';

/** The columns both ledgers share: who, why, the currency seen and when (fresh builders per table). */
const ledgerEntry = () => ({
  id: serial().primaryKey(),
  userId: integer().notNull().references(() => users.id),
  type: varchar({ length: 32 }).notNull(),
  remark: varchar({ length: 255 }).notNull().default(''),
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

/** One reconciliation of every ledger (the daily job, `npm run ledger:check`, or an operator). */
export const ledgerCheckRuns = pgTable('ledger_check_runs', {
  id: serial().primaryKey(),
  /** job | cli | admin */
  trigger: varchar({ length: 8 }).notNull(),
  /** The admin who asked for it, when one did. */
  adminId: integer(),
  startedAt: timestamp({ withTimezone: true }).notNull(),
  finishedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  usersChecked: integer().notNull(),
  paymentsChecked: integer().notNull(),
  withdrawalsChecked: integer().notNull().default(0),
  issues: integer().notNull(),
});

/** A mismatch a run found; the newest run's are what the back office shows. */
export const ledgerIssues = pgTable(
  'ledger_issues',
  {
    id: serial().primaryKey(),
    runId: integer()
      .notNull()
      .references(() => ledgerCheckRuns.id, { onDelete: 'cascade' }),
    kind: varchar({ length: 32 }).notNull(),
    /** balance | points | payment | withdrawal */
    account: varchar({ length: 16 }).notNull(),
    userId: integer().references(() => users.id),
    /** The ledger line or the payment concerned. */
    recordId: integer(),
    reference: varchar({ length: 64 }),
    /** Minor units (balance, payments) or points, as text: what should be and what is. */
    expected: varchar({ length: 40 }).notNull(),
    actual: varchar({ length: 40 }).notNull(),
  },
  (t) => [index().on(t.runId, t.id)],
);
