import { index, integer, pgTable, serial, timestamp, varchar } from 'drizzle-orm/pg-core';
import { users } from './identity.ts';

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
