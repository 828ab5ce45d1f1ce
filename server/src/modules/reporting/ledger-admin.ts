import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { formatMinor, type LedgerCheckRun, type LedgerIssueKind, type LedgerIssueRow, type LedgerIssuesPage, type LedgerIssuesQuery } from '@roamcart/contracts';
import { admins } from '../../platform/tables/admin.ts';
import { users } from '../../platform/tables/users.ts';
import { ledgerCheckRuns, ledgerIssues } from './tables.ts';
import type { AdminContext } from '../../platform/admin-auth.ts';
import { scopeCondition } from '../../platform/agent-scope.ts';
import type { DbOrTx } from '../../platform/db.ts';
import { countAll, pageOf } from '../../platform/paging.ts';
import type { AppDeps } from '../../platform/types.ts';
import { checkLedgers } from './ledger-check.ts';

type RunRow = typeof ledgerCheckRuns.$inferSelect;

/** An operator's adjustment names its admin in the ledger line's reference (wallet admin-service). */
const ADMIN_REFERENCE = /^admin:(\d+)$/;

/** Usernames of the admins by id (a deleted admin is absent). */
async function adminNames(db: DbOrTx, ids: readonly number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db.select({ id: admins.id, username: admins.username }).from(admins).where(inArray(admins.id, [...new Set(ids)]));
  return new Map(rows.map((row) => [row.id, row.username]));
}

function runOut(run: RunRow, names: Map<number, string>): LedgerCheckRun {
  return {
    id: run.id,
    trigger: run.trigger as LedgerCheckRun['trigger'],
    admin: (run.adminId !== null && names.get(run.adminId)) || null,
    started_at: run.startedAt.toISOString(),
    finished_at: run.finishedAt.toISOString(),
    users_checked: run.usersChecked,
    payments_checked: run.paymentsChecked,
    withdrawals_checked: run.withdrawalsChecked,
    issues: run.issues,
  };
}

async function latestRun(db: DbOrTx): Promise<RunRow | undefined> {
  const [run] = await db.select().from(ledgerCheckRuns).orderBy(desc(ledgerCheckRuns.id)).limit(1);
  return run;
}

/**
 * A run's issues (the newest run's by default) of the customers the admin may see. Money is
 * shown in base-currency decimals; points as they are.
 */
export async function listLedgerIssues(deps: AppDeps, admin: AdminContext, query: LedgerIssuesQuery): Promise<LedgerIssuesPage> {
  const { db } = deps;
  const base = await deps.ref.baseCurrency();
  const [run] = query.run_id ? await db.select().from(ledgerCheckRuns).where(eq(ledgerCheckRuns.id, query.run_id)) : [await latestRun(db)];
  const where = and(eq(ledgerIssues.runId, run?.id ?? 0), await scopeCondition(db, admin));
  const amount = (account: string, value: string) => (account === 'points' || !/^-?\d+$/.test(value) ? value : formatMinor(BigInt(value), base.digits));
  const adminOf = (reference: string | null) => Number(reference?.match(ADMIN_REFERENCE)?.[1] ?? 0);
  const page = await pageOf(
    query,
    db.select(countAll).from(ledgerIssues).leftJoin(users, eq(users.id, ledgerIssues.userId)).where(where),
    (limit, offset) =>
      db
        .select({ issue: ledgerIssues, email: users.email })
        .from(ledgerIssues)
        .leftJoin(users, eq(users.id, ledgerIssues.userId))
        .where(where)
        .orderBy(ledgerIssues.id)
        .limit(limit)
        .offset(offset),
    ({ issue, email }): LedgerIssueRow => ({
      id: issue.id,
      kind: issue.kind as LedgerIssueKind,
      account: issue.account as LedgerIssueRow['account'],
      user_id: issue.userId,
      user_email: email,
      record_id: issue.recordId,
      reference: issue.reference,
      admin: null,
      expected: amount(issue.account, issue.expected),
      actual: amount(issue.account, issue.actual),
    }),
  );
  const names = await adminNames(db, [...(run?.adminId ? [run.adminId] : []), ...page.list.map((row) => adminOf(row.reference)).filter((id) => id > 0)]);
  const list = page.list.map((row) => ({ ...row, admin: names.get(adminOf(row.reference)) ?? null }));
  return { ...page, list, run: run ? runOut(run, names) : null, currency: base.code };
}

/** Checks every ledger now, for an operator. */
export async function runLedgerCheck(deps: AppDeps, admin: AdminContext): Promise<LedgerCheckRun> {
  const result = await checkLedgers(deps.db, 'admin', { adminId: admin.id });
  const [run] = await deps.db.select().from(ledgerCheckRuns).where(eq(ledgerCheckRuns.id, result.runId));
  return runOut(run!, await adminNames(deps.db, [admin.id]));
}

/** How many mismatches the newest check found among the customers the admin may see: the dashboard's count. */
export async function countLedgerIssues(db: DbOrTx, admin: AdminContext): Promise<number> {
  const run = await latestRun(db);
  if (!run) return 0;
  const [counted] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(ledgerIssues)
    .leftJoin(users, eq(users.id, ledgerIssues.userId))
    .where(and(eq(ledgerIssues.runId, run.id), await scopeCondition(db, admin)));
  return counted?.count ?? 0;
}
