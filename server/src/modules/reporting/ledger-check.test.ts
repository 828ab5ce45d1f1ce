import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { DashboardData, LedgerCheckRun, LedgerIssuesPage } from '@roamcart/contracts';
import { users } from '../../platform/tables/users.ts';
import { payments } from '../payments/tables.ts';
import { balanceLedger, pointsLedger } from '../wallet/tables.ts';
import { ledgerCheckRuns } from './tables.ts';
import { adminCall, signedInAdmin, useSuperAdmin } from '../../test/admin-client.ts';
import { runJobAt } from '../../test/jobs.ts';
import { registerCustomer, useTestApp } from '../../test/test-app.ts';
import { collectPayment, refundPayment } from '../payments/index.ts';
import { checkLedgers, ledgerCheckJob } from './ledger-check.ts';

const t = useTestApp();
const root = useSuperAdmin(t);

const seen = { currency: 'USD', rate: '1.0000000000' };

/** A customer with 20.00 credited, 12.00 paid for an order from the wallet and 5.00 of it refunded. */
async function customerWithPayments(): Promise<{ userId: number; reference: string }> {
  const { userId } = await registerCustomer(t);
  const reference = `20260501${String(userId).padStart(8, '0')}`;
  await adminCall(t.app, root, 'POST', '/users/adjust', { user_id: userId, balance_delta: '20.00', points_delta: 5, remark: 'Start' });
  await t.db.transaction((tx) => collectPayment(tx, { userId, biz: 'goods_order', reference, method: 'wallet', amount: 1200n, seen }));
  await t.db.transaction((tx) => refundPayment(tx, { userId, biz: 'goods_order', reference, amount: 500n, seen, remark: 'Refund' }));
  return { userId, reference };
}

describe('checkLedgers', () => {
  it('finds nothing wrong after deposits, payments and refunds, and records the run', async () => {
    await customerWithPayments();
    await customerWithPayments();
    const result = await checkLedgers(t.db, 'cli');
    expect(result.issues).toEqual([]);
    expect(result.usersChecked).toBeGreaterThanOrEqual(2);
    expect(result.paymentsChecked).toBeGreaterThanOrEqual(4);
    const [run] = await t.db.select().from(ledgerCheckRuns).where(eq(ledgerCheckRuns.id, result.runId));
    expect(run).toMatchObject({ trigger: 'cli', issues: 0 });
  });

  it('finds a broken chain, a wrong line, a balance the ledger does not explain and a payment without its line', async () => {
    const { userId, reference } = await customerWithPayments();
    const lines = await t.db.select().from(balanceLedger).where(eq(balanceLedger.userId, userId)).orderBy(balanceLedger.id);
    const [, paid, refunded] = lines;
    // Someone edits the payment's line: its before no longer follows the deposit, its after no longer adds up.
    await t.db.update(balanceLedger).set({ before: 1900n }).where(eq(balanceLedger.id, paid!.id));
    await t.db.update(users).set({ balance: 1400n }).where(eq(users.id, userId));
    await t.db.update(balanceLedger).set({ paymentId: null }).where(eq(balanceLedger.id, refunded!.id));
    const [points] = await t.db.select().from(pointsLedger).where(eq(pointsLedger.userId, userId)).orderBy(pointsLedger.id);
    await t.db.update(pointsLedger).set({ after: 99 }).where(eq(pointsLedger.id, points!.id));

    const { issues } = await checkLedgers(t.db, 'cli');
    const [refundPaymentRow] = await t.db.select().from(payments).where(eq(payments.reference, reference)).orderBy(payments.id).offset(1);
    expect(issues).toEqual(
      expect.arrayContaining([
        { kind: 'chain_break', account: 'balance', userId, recordId: paid!.id, reference, expected: '2000', actual: '1900' },
        { kind: 'line_sum', account: 'balance', userId, recordId: paid!.id, reference, expected: '700', actual: '800' },
        { kind: 'balance_mismatch', account: 'balance', userId, recordId: null, reference: null, expected: '1300', actual: '1400' },
        { kind: 'payment_without_line', account: 'payment', userId, recordId: refundPaymentRow!.id, reference, expected: '500', actual: '0' },
        { kind: 'line_without_payment', account: 'balance', userId, recordId: refunded!.id, reference, expected: '0', actual: '500' },
        { kind: 'line_sum', account: 'points', userId, recordId: points!.id, reference: null, expected: '100', actual: '99' },
        { kind: 'chain_break', account: 'points', userId, recordId: expect.any(Number), reference: `admin:${root.adminId}`, expected: '99', actual: '100' },
      ]),
    );
    expect(issues.every((issue) => issue.userId === userId)).toBe(true);

    // Put back as it was: clean again.
    await t.db.update(balanceLedger).set({ before: 2000n }).where(eq(balanceLedger.id, paid!.id));
    await t.db.update(users).set({ balance: 1300n }).where(eq(users.id, userId));
    await t.db.update(balanceLedger).set({ paymentId: refundPaymentRow!.id }).where(eq(balanceLedger.id, refunded!.id));
    await t.db.update(pointsLedger).set({ after: 100 }).where(eq(pointsLedger.id, points!.id));
    expect((await checkLedgers(t.db, 'cli')).issues).toEqual([]);
  });

  it('runs every day through the job runner', async () => {
    await runJobAt(t, ledgerCheckJob, new Date('2026-05-02T03:00:00Z'));
    const [run] = await t.db.select().from(ledgerCheckRuns).where(eq(ledgerCheckRuns.startedAt, new Date('2026-05-02T03:00:00Z')));
    expect(run).toMatchObject({ trigger: 'job', issues: 0 });
  });
});

describe('the ledger check in the back office', () => {
  it('shows the newest run’s mismatches with the customer, counts them on the dashboard and runs a check on demand', async () => {
    const { userId } = await customerWithPayments();
    await t.db.update(users).set({ balance: 1301n }).where(eq(users.id, userId));
    const run = await adminCall<LedgerCheckRun>(t.app, root, 'POST', '/ledger_check/run', {});
    expect(run.data).toMatchObject({ trigger: 'admin', issues: 1 });
    const page = await adminCall<LedgerIssuesPage>(t.app, root, 'GET', '/ledger_check');
    expect(page.data).toMatchObject({ total: 1, currency: 'USD', run: { id: run.data.id, issues: 1 } });
    expect(page.data.list).toMatchObject([{ kind: 'balance_mismatch', account: 'balance', user_id: userId, user_email: expect.stringContaining('@'), expected: '13.00', actual: '13.01' }]);
    const dashboard = await adminCall<DashboardData>(t.app, root, 'GET', '/dashboard');
    expect(dashboard.data.ledger_issues).toEqual({ count: 1, path: '/finance/ledger-check' });

    await t.db.update(users).set({ balance: 1300n }).where(eq(users.id, userId));
    await adminCall(t.app, root, 'POST', '/ledger_check/run', {});
    expect((await adminCall<DashboardData>(t.app, root, 'GET', '/dashboard')).data.ledger_issues.count).toBe(0);
    // An earlier run stays readable.
    expect((await adminCall<LedgerIssuesPage>(t.app, root, 'GET', '/ledger_check', { run_id: run.data.id })).data.total).toBe(1);
  });

  it('names the admin who ran the check and the admin whose adjustment a mismatch is in, by username', async () => {
    const { userId } = await customerWithPayments();
    const [adjustment] = await t.db.select().from(balanceLedger).where(eq(balanceLedger.userId, userId)).orderBy(balanceLedger.id);
    // The operator's deposit line no longer adds up.
    await t.db.update(balanceLedger).set({ after: 2001n }).where(eq(balanceLedger.id, adjustment!.id));
    const run = await adminCall<LedgerCheckRun>(t.app, root, 'POST', '/ledger_check/run', {});
    expect(run.data).toMatchObject({ trigger: 'admin', admin: root.username });
    const page = await adminCall<LedgerIssuesPage>(t.app, root, 'GET', '/ledger_check');
    expect(page.data.run).toMatchObject({ id: run.data.id, admin: root.username });
    expect(page.data.list).toContainEqual(expect.objectContaining({ kind: 'line_sum', user_id: userId, reference: `admin:${root.adminId}`, admin: root.username }));
    // A customer's own line names no admin; a run nobody started in the back office neither.
    expect(page.data.list.filter((row) => !row.reference?.startsWith('admin:')).every((row) => row.admin === null)).toBe(true);
    await t.db.update(balanceLedger).set({ after: 2000n }).where(eq(balanceLedger.id, adjustment!.id));
    await checkLedgers(t.db, 'cli');
    expect((await adminCall<LedgerIssuesPage>(t.app, root, 'GET', '/ledger_check')).data.run).toMatchObject({ trigger: 'cli', admin: null, issues: 0 });
  });

  it('needs the ledger permissions', async () => {
    const viewer = await signedInAdmin(t, ['page:ledger_check', 'ledger:list']);
    expect((await adminCall(t.app, viewer, 'GET', '/ledger_check')).code).toBe(200);
    expect((await adminCall(t.app, viewer, 'POST', '/ledger_check/run', {}, { lang: 'zh-CN' })).code).toBe(4003);
    const other = await signedInAdmin(t, ['page:users', 'users:list']);
    expect((await adminCall(t.app, other, 'GET', '/ledger_check')).code).toBe(4003);
  });
});
