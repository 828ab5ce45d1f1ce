import { and, desc, eq, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import type { LedgerAccount, LedgerCheckTrigger, LedgerIssueKind } from '@roamcart/contracts';
import { users } from '../../platform/tables/users.ts';
import { ledgerCheckRuns, ledgerIssues, reportingBalanceLedger, reportingChannelPayments, reportingPayments, reportingPointsLedger, reportingWithdrawals } from './tables.ts';
import type { Db, Tx } from '../../platform/db.ts';
import type { Job } from '../../platform/jobs/runner.ts';

/** A mismatch as a check finds it; amounts as text (minor units or points). */
export interface FoundIssue {
  kind: LedgerIssueKind;
  account: LedgerAccount;
  userId: number | null;
  recordId: number | null;
  reference: string | null;
  expected: string;
  actual: string;
}

export interface LedgerCheckResult {
  runId: number;
  usersChecked: number;
  paymentsChecked: number;
  withdrawalsChecked: number;
  issues: FoundIssue[];
}

/** At most this many issues of one kind are kept per run: enough to act on, never a flood. */
const ISSUES_KEPT = 1000;
/** Runs kept for the back office; older ones go with their issues. */
const RUNS_KEPT = 60;

/** Payment states in which money moved (paid, or paid back). */
const PAID_STATES = ['succeeded', 'refunded'];
/** The payments settled through the wallet: each must have exactly one balance ledger line. */
const settledThroughWallet = and(eq(reportingPayments.method, 'wallet'), inArray(reportingPayments.status, PAID_STATES));
/** Ledger types written for payments (collectPayment, refundPayment): each line belongs to one. */
const PAYMENT_LINE_TYPES = sql`(${reportingBalanceLedger.type} like 'pay\\_%' or ${reportingBalanceLedger.type} like 'refund\\_%')`;

/**
 * Lines of one ledger that do not chain: a line's before is not the previous line's after (0 for
 * a customer's first line), or its after is not its before plus its amount. Lines are in id order,
 * which is the order they were written in: a line is written while its customer's row is locked.
 */
async function brokenChains(tx: Tx, account: 'balance' | 'points'): Promise<FoundIssue[]> {
  // Both ledgers have the same columns; only the amounts' type differs.
  const ledger = (account === 'balance' ? reportingBalanceLedger : reportingPointsLedger) as typeof reportingBalanceLedger;
  const lines = tx
    .select({
      id: ledger.id,
      userId: ledger.userId,
      reference: ledger.reference,
      before: sql<string>`${ledger.before}::text`.as('before_text'),
      after: sql<string>`${ledger.after}::text`.as('after_text'),
      sum: sql<string>`(${ledger.before} + ${ledger.amount})::text`.as('sum_text'),
      previous: sql<string>`coalesce(lag(${ledger.after}) over (partition by ${ledger.userId} order by ${ledger.id}), 0)::text`.as('previous_text'),
    })
    .from(ledger)
    .as('lines');
  const rows = await tx
    .select()
    .from(lines)
    .where(or(sql`${lines.before} <> ${lines.previous}`, sql`${lines.after} <> ${lines.sum}`))
    .orderBy(lines.id)
    .limit(ISSUES_KEPT);
  return rows.flatMap((row) => {
    const found: FoundIssue[] = [];
    const at = { account, userId: row.userId, recordId: row.id, reference: row.reference };
    if (row.before !== row.previous) found.push({ ...at, kind: 'chain_break', expected: row.previous, actual: row.before });
    if (row.after !== row.sum) found.push({ ...at, kind: 'line_sum', expected: row.sum, actual: row.after });
    return found;
  });
}

/** Customers whose balance or points differ from their ledger's last after (0 without lines). */
async function mismatchedTotals(tx: Tx, account: 'balance' | 'points'): Promise<FoundIssue[]> {
  const ledger = (account === 'balance' ? reportingBalanceLedger : reportingPointsLedger) as typeof reportingBalanceLedger;
  const column = account === 'balance' ? users.balance : users.points;
  const last = sql<string>`coalesce((select ${ledger.after} from ${ledger} where ${ledger.userId} = ${users.id} order by ${ledger.id} desc limit 1), 0)`;
  const rows = await tx
    .select({ userId: users.id, held: sql<string>`${column}::text`, last: sql<string>`${last}::text` })
    .from(users)
    .where(sql`${column} <> ${last}`)
    .orderBy(users.id)
    .limit(ISSUES_KEPT);
  return rows.map((row) => ({ kind: 'balance_mismatch', account, userId: row.userId, recordId: null, reference: null, expected: row.last, actual: row.held }));
}

/**
 * Paid payments settled through the wallet without their one ledger line, or whose line moved
 * another amount (a payment takes its amount from the wallet: the line is its negative; a refund
 * payment is written negative and gives it back) or another customer's money; and payment lines
 * that belong to no payment.
 */
async function unmatchedPayments(tx: Tx): Promise<FoundIssue[]> {
  const rows = await tx
    .select({
      id: reportingPayments.id,
      userId: reportingPayments.userId,
      reference: reportingPayments.reference,
      expected: sql<string>`(-${reportingPayments.amount})::text`,
      lineAmount: sql<string | null>`${reportingBalanceLedger.amount}::text`,
      lineUserId: reportingBalanceLedger.userId,
    })
    .from(reportingPayments)
    .leftJoin(reportingBalanceLedger, eq(reportingBalanceLedger.paymentId, reportingPayments.id))
    .where(and(settledThroughWallet, or(isNull(reportingBalanceLedger.id), sql`${reportingBalanceLedger.amount} <> -${reportingPayments.amount}`, sql`${reportingBalanceLedger.userId} <> ${reportingPayments.userId}`)))
    .orderBy(reportingPayments.id)
    .limit(ISSUES_KEPT);
  const orphans = await tx
    .select({ id: reportingBalanceLedger.id, userId: reportingBalanceLedger.userId, reference: reportingBalanceLedger.reference, amount: sql<string>`${reportingBalanceLedger.amount}::text` })
    .from(reportingBalanceLedger)
    .where(and(isNull(reportingBalanceLedger.paymentId), PAYMENT_LINE_TYPES))
    .orderBy(reportingBalanceLedger.id)
    .limit(ISSUES_KEPT);
  return [
    ...rows.map((row): FoundIssue => {
      const at = { account: 'payment' as const, userId: row.userId, recordId: row.id, reference: row.reference, expected: row.expected };
      if (row.lineAmount === null) return { ...at, kind: 'payment_without_line', actual: '0' };
      return { ...at, kind: 'payment_line_amount', actual: row.lineUserId === row.userId ? row.lineAmount : `${row.lineAmount} (user ${row.lineUserId})` };
    }),
    ...orphans.map((line): FoundIssue => ({ kind: 'line_without_payment', account: 'balance', userId: line.userId, recordId: line.id, reference: line.reference, expected: '0', actual: line.amount })),
  ];
}

/** Wallet lines that money from a channel payment writes: a top-up's credit, or a payment that found nothing left to pay. */
const CHANNEL_CREDIT_TYPES = ['recharge', 'payment_surplus'];

/**
 * Money a channel payment brought into a wallet, each credit with exactly one line (by the channel
 * payment's number): a paid top-up credits what it received (amount less fee); a confirmed payment
 * whose order was already paid credits its amount. Credits without their one line of that amount
 * for that customer, and such lines without a credit, are issues.
 */
async function unmatchedChannelCredits(tx: Tx): Promise<FoundIssue[]> {
  const credits = tx
    .select({ id: reportingPayments.id, userId: reportingPayments.userId, payNo: reportingChannelPayments.payNo, type: sql<string>`'recharge'`.as('credit_type'), amount: reportingChannelPayments.received })
    .from(reportingPayments)
    .innerJoin(reportingChannelPayments, eq(reportingChannelPayments.payNo, reportingPayments.channelPayNo))
    .where(and(eq(reportingPayments.biz, 'recharge'), eq(reportingPayments.method, 'channel'), eq(reportingPayments.status, 'succeeded')))
    .unionAll(
      tx
        .select({ id: reportingChannelPayments.id, userId: reportingChannelPayments.userId, payNo: reportingChannelPayments.payNo, type: sql<string>`'payment_surplus'`, amount: reportingChannelPayments.amount })
        .from(reportingChannelPayments)
        .where(eq(reportingChannelPayments.settlement, 'wallet')),
    )
    .as('credits');
  const lines = tx
    .select({
      reference: reportingBalanceLedger.reference,
      type: reportingBalanceLedger.type,
      count: sql<number>`count(*)::int`.as('line_count'),
      net: sql<string>`sum(${reportingBalanceLedger.amount})`.as('line_net'),
      userId: sql<number>`min(${reportingBalanceLedger.userId})`.as('line_user'),
      firstId: sql<number>`min(${reportingBalanceLedger.id})`.as('first_line'),
    })
    .from(reportingBalanceLedger)
    .where(inArray(reportingBalanceLedger.type, CHANNEL_CREDIT_TYPES))
    .groupBy(reportingBalanceLedger.reference, reportingBalanceLedger.type)
    .as('lines');
  const missing = await tx
    .select({ id: credits.id, userId: credits.userId, payNo: credits.payNo, expected: sql<string>`${credits.amount}::text`, actual: sql<string | null>`${lines.net}::text`, count: lines.count })
    .from(credits)
    .leftJoin(lines, and(eq(lines.reference, credits.payNo), eq(lines.type, credits.type)))
    .where(or(isNull(lines.count), sql`${lines.count} <> 1`, sql`${lines.net} <> ${credits.amount}`, sql`${lines.userId} is distinct from ${credits.userId}`))
    .limit(ISSUES_KEPT);
  const orphans = await tx
    .select({ id: lines.firstId, userId: lines.userId, reference: lines.reference, actual: sql<string>`${lines.net}::text` })
    .from(lines)
    .leftJoin(credits, and(eq(credits.payNo, lines.reference), eq(credits.type, lines.type)))
    .where(isNull(credits.payNo))
    .limit(ISSUES_KEPT);
  return [
    ...missing.map((row): FoundIssue => {
      const at = { account: 'payment' as const, userId: row.userId, recordId: row.id, reference: row.payNo, expected: row.expected };
      return row.actual === null ? { ...at, kind: 'payment_without_line', actual: '0' } : { ...at, kind: 'payment_line_amount', actual: row.count === 1 ? row.actual : `${row.actual} (${row.count} lines)` };
    }),
    ...orphans.map((line): FoundIssue => ({ kind: 'line_without_payment', account: 'balance', userId: line.userId, recordId: line.id, reference: line.reference, expected: '0', actual: line.actual })),
  ];
}

/**
 * Withdrawals whose ledger lines (by their number) do not net to what they hold: amount and fee
 * while pending or paid out, nothing once refused and given back.
 */
async function unmatchedWithdrawals(tx: Tx): Promise<FoundIssue[]> {
  const lines = tx
    .select({ reference: reportingBalanceLedger.reference, net: sql<string>`sum(${reportingBalanceLedger.amount})`.as('net') })
    .from(reportingBalanceLedger)
    .where(sql`${reportingBalanceLedger.type} in ('withdrawal', 'withdrawal_refund')`)
    .groupBy(reportingBalanceLedger.reference)
    .as('lines');
  const expected = sql`case when ${reportingWithdrawals.status} = 'balance_withdrawal_failed' then 0 else -(${reportingWithdrawals.amount} + ${reportingWithdrawals.fee}) end`;
  const rows = await tx
    .select({ id: reportingWithdrawals.id, userId: reportingWithdrawals.userId, reference: reportingWithdrawals.orderNo, expected: sql<string>`(${expected})::text`, actual: sql<string>`coalesce(${lines.net}, 0)::text` })
    .from(reportingWithdrawals)
    .leftJoin(lines, eq(lines.reference, reportingWithdrawals.orderNo))
    .where(sql`coalesce(${lines.net}, 0) <> ${expected}`)
    .orderBy(reportingWithdrawals.id)
    .limit(ISSUES_KEPT);
  return rows.map((row) => ({ kind: 'withdrawal_lines', account: 'withdrawal', userId: row.userId, recordId: row.id, reference: row.reference, expected: row.expected, actual: row.actual }));
}

/** Every check on one snapshot of the database, so money moving meanwhile cannot look like a mismatch. */
async function findIssues(db: Db): Promise<Omit<LedgerCheckResult, 'runId'>> {
  return db.transaction(
    async (tx) => {
      const [counted] = await tx.select({ users: sql<number>`count(*)::int` }).from(users);
      const [paid] = await tx
        .select({ payments: sql<number>`count(*)::int` })
        .from(reportingPayments)
        .where(or(settledThroughWallet, and(eq(reportingPayments.biz, 'recharge'), eq(reportingPayments.status, 'succeeded'))));
      const [withdrawn] = await tx.select({ withdrawals: sql<number>`count(*)::int` }).from(reportingWithdrawals);
      const issues: FoundIssue[] = [];
      for (const account of ['balance', 'points'] as const) issues.push(...(await brokenChains(tx, account)), ...(await mismatchedTotals(tx, account)));
      issues.push(...(await unmatchedPayments(tx)), ...(await unmatchedChannelCredits(tx)), ...(await unmatchedWithdrawals(tx)));
      return { usersChecked: counted?.users ?? 0, paymentsChecked: paid?.payments ?? 0, withdrawalsChecked: withdrawn?.withdrawals ?? 0, issues };
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
}

/**
 * Checks every customer's balance and points ledgers, every paid wallet payment and every
 * withdrawal, and stores the run with what it found (the back office shows the newest run).
 * Older runs beyond RUNS_KEPT go.
 */
export async function checkLedgers(db: Db, trigger: LedgerCheckTrigger, options: { adminId?: number; now?: Date } = {}): Promise<LedgerCheckResult> {
  const startedAt = options.now ?? new Date();
  const found = await findIssues(db);
  return db.transaction(async (tx) => {
    const [run] = await tx
      .insert(ledgerCheckRuns)
      .values({
        trigger,
        adminId: options.adminId,
        startedAt,
        usersChecked: found.usersChecked,
        paymentsChecked: found.paymentsChecked,
        withdrawalsChecked: found.withdrawalsChecked,
        issues: found.issues.length,
      })
      .returning({ id: ledgerCheckRuns.id });
    const runId = run!.id;
    if (found.issues.length > 0) await tx.insert(ledgerIssues).values(found.issues.map((issue) => ({ ...issue, runId })));
    const [oldest] = await tx.select({ id: ledgerCheckRuns.id }).from(ledgerCheckRuns).orderBy(desc(ledgerCheckRuns.id)).offset(RUNS_KEPT - 1).limit(1);
    if (oldest) await tx.delete(ledgerCheckRuns).where(lt(ledgerCheckRuns.id, oldest.id));
    return { runId, ...found };
  });
}

/** The daily reconciliation; what it found is in the back office and the dashboard's count. */
export const ledgerCheckJob: Job = {
  // The name keys the job's row in `jobs`, kept from when the check lived in the wallet module.
  name: 'wallet.ledger-check',
  everyMs: 24 * 60 * 60_000,
  run: async ({ db, now, log }) => {
    const result = await checkLedgers(db, 'job', { now });
    if (result.issues.length > 0) log.error({ run: result.runId, issues: result.issues.length }, 'ledger check found mismatches');
    return { run: result.runId, users: result.usersChecked, payments: result.paymentsChecked, withdrawals: result.withdrawalsChecked, issues: result.issues.length };
  },
};
