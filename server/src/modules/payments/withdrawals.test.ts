// @module-tag embedded
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { DashboardData, MoneyLogPage, PageResult, PaymentChannelView, WithdrawalAdminRow, WithdrawalPage, WithdrawalView } from '@roamcart/contracts';
import { stateTransitions } from '../../platform/tables/state-transitions.ts';
import { users } from '../../platform/tables/users.ts';
import { balanceLedger } from '../wallet/tables.ts';
import { withdrawals } from './tables.ts';
import { adminCall, signedInAdmin, useSuperAdmin, type AdminBrowser } from '../../test/admin-client.ts';
import { walkStateMachine } from '../../test/state-machine-walk.ts';
import { anotherServer, call, registerCustomer, useTestApp, type CallOptions } from '../../test/test-app.ts';
import { checkLedgers } from '../reporting/index.ts';
import { withdrawalStatus } from './withdrawal-states.ts';

const t = useTestApp({ RATE_WITHDRAWAL_PER_HOUR: '1000' });
const root = useSuperAdmin(t);
/** The seeded bank payout: 10.00 to 5,000.00, fee 1%. */
let bank: PaymentChannelView;
let card: PaymentChannelView;
beforeAll(async () => {
  const customer = await registerCustomer(t);
  bank = (await call<PaymentChannelView[]>(t.app, 'GET', '/payment_channel', { type: 'withdrawal' }, { token: customer.token })).data[0]!;
  card = (await call<PaymentChannelView[]>(t.app, 'GET', '/payment_channel', { type: 'recharge' }, { token: customer.token })).data[0]!;
});

const ACCOUNT = { name: 'Jane Roe', number: 'DE44 5001 0517 5407 3249 31', bank: 'Demo Bank' };

/** A customer with `balance` (base major units) credited by the back office. */
async function customerWith(balance: string) {
  const customer = await registerCustomer(t);
  await adminCall(t.app, root, 'POST', '/users/adjust', { user_id: customer.userId, balance_delta: balance, remark: 'Start' });
  return customer;
}

type Customer = Awaited<ReturnType<typeof customerWith>>;

const withdraw = (customer: Customer, body: Record<string, unknown>, options: CallOptions = {}) =>
  call<WithdrawalView>(t.app, 'POST', '/withdrawal', { channel_id: bank.id, account: ACCOUNT, password: customer.password, ...body }, { token: customer.token, ...options });

const balanceOf = async (userId: number) => (await t.db.select({ balance: users.balance }).from(users).where(eq(users.id, userId)))[0]!.balance;
const review = (body: Record<string, unknown>, admin: AdminBrowser = root, lang = 'en') => adminCall(t.app, admin, 'POST', '/review/withdrawal', body, { lang });
const idOf = async (orderNo: string) => (await t.db.select({ id: withdrawals.id }).from(withdrawals).where(eq(withdrawals.orderNo, orderNo)))[0]!.id;

describe('POST /withdrawal', () => {
  it('holds the amount plus the channel’s fee from the balance and lists the withdrawal as pending review', async () => {
    const customer = await customerWith('100.00');
    const res = await withdraw(customer, { amount: '20.00' });
    expect(res.data).toMatchObject({ amount: '20.00', fee: '0.20', deducted: '20.20', status: 'pending_review', account: ACCOUNT, third_party_no: null, channel_title: 'Bank account' });
    expect(res.data.order_no).toMatch(/^W\d{20}$/);
    expect(await balanceOf(customer.userId)).toBe(7980n);
    const list = await call<WithdrawalPage>(t.app, 'GET', '/withdrawal/list', {}, { token: customer.token, lang: 'zh-CN' });
    expect(list.data).toMatchObject({ total: 1, list: [{ order_no: res.data.order_no, channel_title: '银行账户', deducted: '20.20' }] });
    const log = await call<MoneyLogPage>(t.app, 'GET', '/user/money_log', { type: 'withdrawal' }, { token: customer.token });
    expect(log.data.list).toMatchObject([{ type: 'withdrawal', before: '100.00', after: '79.80', amount: '-20.20' }]);
    const stranger = await registerCustomer(t);
    expect((await call<WithdrawalPage>(t.app, 'GET', '/withdrawal/list', {}, { token: stranger.token })).data.total).toBe(0);
  });

  it('never takes the balance below zero: of 20 parallel withdrawals exactly those the balance covers go through', async () => {
    const customer = await customerWith('50.00');
    const results = await Promise.all(Array.from({ length: 20 }, () => withdraw(customer, { amount: '10.00' })));
    const codes = results.map((r) => r.code);
    // 10.00 plus a 0.10 fee each: four of them fit in 50.00.
    expect(codes.filter((c) => c === 200)).toHaveLength(4);
    expect(codes.filter((c) => c === 4201)).toHaveLength(16);
    expect(await balanceOf(customer.userId)).toBe(960n);
    expect(await t.db.select().from(withdrawals).where(eq(withdrawals.userId, customer.userId))).toHaveLength(4);
    const lines = await t.db.select().from(balanceLedger).where(and(eq(balanceLedger.userId, customer.userId), eq(balanceLedger.type, 'withdrawal')));
    expect(lines.map((line) => line.amount)).toEqual([-1010n, -1010n, -1010n, -1010n]);
  });

  it('checks the amount in the caller’s currency: decimals, the channel’s minimum and maximum, in USD and JPY, in English and Chinese', async () => {
    const customer = await customerWith('6000.00');
    expect(await withdraw(customer, { amount: '10.001' })).toMatchObject({ code: 4002, data: { amount: 'At most 2 decimal places' } });
    expect(await withdraw(customer, { amount: '0' })).toMatchObject({ code: 4002, data: { amount: 'The amount must be greater than 0' } });
    expect(await withdraw(customer, { amount: '-5' })).toMatchObject({ code: 4002 });
    expect(await withdraw(customer, { amount: '9.99' })).toMatchObject({ code: 4215, msg: 'The amount must be at least 10.00 USD' });
    expect(await withdraw(customer, { amount: '5000.01' }, { lang: 'zh-CN' })).toMatchObject({ code: 4216, msg: '金额不能高于 5000.00 USD' });
    const jpy = { currency: 'JPY' };
    expect(await withdraw(customer, { amount: '1510.5' }, { ...jpy, lang: 'zh-CN' })).toMatchObject({ code: 4002, data: { amount: '该币种只能输入整数金额' } });
    expect(await withdraw(customer, { amount: '1509' }, jpy)).toMatchObject({ code: 4215, msg: 'The amount must be at least 1510 JPY' });
    const yen = await withdraw(customer, { amount: '1510' }, jpy);
    expect(yen.data).toMatchObject({ amount: '1510', fee: '15', deducted: '1525' });
    expect(await balanceOf(customer.userId)).toBe(600000n - 1010n);
    expect((await withdraw(customer, { amount: '10.00' })).data).toMatchObject({ amount: '10.00', deducted: '10.10' });
  });

  it('refuses a wrong password, a channel not for withdrawals and a bad account, and holds nothing', async () => {
    const customer = await customerWith('100.00');
    expect(await withdraw(customer, { amount: '20', password: 'wrong-one' }, { lang: 'zh-CN' })).toMatchObject({ code: 4108, data: { password: '密码错误' } });
    expect(await withdraw(customer, { amount: '20', channel_id: card.id })).toMatchObject({ code: 4214, msg: 'This payment channel is not available' });
    expect(await withdraw(customer, { amount: '20', account: { name: '', number: '123' } })).toMatchObject({ code: 4001, data: { 'account.name': 'Required' } });
    expect(await withdraw(customer, { amount: '20', account: { name: 'Jane', number: '12;DROP' } })).toMatchObject({
      code: 4002,
      data: { 'account.number': 'Account number may use letters, digits, spaces and dashes' },
    });
    expect(await balanceOf(customer.userId)).toBe(10000n);
    expect(await t.db.select().from(withdrawals).where(eq(withdrawals.userId, customer.userId))).toEqual([]);
  });

  it('holds once per Idempotency-Key, even for requests sent together', async () => {
    const customer = await customerWith('100.00');
    const headers = { 'idempotency-key': `withdraw-${customer.userId}-a` };
    const results = await Promise.all(Array.from({ length: 4 }, () => withdraw(customer, { amount: '25.00' }, { headers })));
    expect(new Set(results.map((r) => r.data.order_no)).size).toBe(1);
    expect(await balanceOf(customer.userId)).toBe(10000n - 2525n);
    expect((await withdraw(customer, { amount: '26.00' }, { headers })).code).toBe(4012);
  });

  it('is rate-limited per account (4029)', async () => {
    const limited = await anotherServer(t, { RATE_WITHDRAWAL_PER_HOUR: 2 });
    try {
      const customer = await customerWith('100.00');
      const body = { channel_id: bank.id, amount: '10', account: ACCOUNT, password: customer.password };
      const codes = [];
      for (let i = 0; i < 3; i += 1) codes.push((await call(limited, 'POST', '/withdrawal', body, { token: customer.token, ip: `10.9.9.${i}` })).code);
      expect(codes).toEqual([200, 200, 4029]);
    } finally {
      await limited.close();
    }
  });
});

describe('reviewing withdrawals in the back office', () => {
  it('pays a withdrawal out with the third-party number, recording who and when; the balance stays as held', async () => {
    const customer = await customerWith('100.00');
    const { data } = await withdraw(customer, { amount: '40.00' });
    const id = await idOf(data.order_no);
    expect(await review({ id, approve: true })).toMatchObject({ code: 4001, data: { third_party_no: 'Required' } });
    expect((await review({ id, approve: true, third_party_no: 'PAYOUT-88231' })).code).toBe(200);
    expect(await balanceOf(customer.userId)).toBe(5960n);
    const queue = await adminCall<PageResult<WithdrawalAdminRow>>(t.app, root, 'GET', '/withdrawals', { order_no: data.order_no });
    expect(queue.data.list).toMatchObject([{ id, status: 'withdrawal_success', third_party_no: 'PAYOUT-88231', reviewed_by: root.username, user_email: customer.email, amount: '40.00', fee: '0.40' }]);
    expect(queue.data.list[0]!.reviewed_at).not.toBeNull();
    const [move] = await t.db.select().from(stateTransitions).where(and(eq(stateTransitions.entityKind, 'withdrawal'), eq(stateTransitions.entityId, id)));
    expect(move).toMatchObject({ fromState: 'pending_review', toState: 'withdrawal_success', actorKind: 'admin', actorId: root.adminId });
    // Decided once: neither paid again nor refused afterwards.
    expect((await review({ id, approve: false, remark: 'Too late' })).code).toBe(4207);
    expect(await balanceOf(customer.userId)).toBe(5960n);
  });

  it('gives the amount and fee back once when an operator refuses with a remark, even when two refuse together', async () => {
    const customer = await customerWith('100.00');
    const { data } = await withdraw(customer, { amount: '30.00' });
    const id = await idOf(data.order_no);
    expect(await review({ id, approve: false, remark: '  ' }, root, 'zh-CN')).toMatchObject({ code: 4001, data: { remark: '必填' } });
    const decisions = await Promise.all([review({ id, approve: false, remark: 'Account name does not match' }), review({ id, approve: false, remark: 'Account name does not match' })]);
    expect(decisions.map((d) => d.code).sort()).toEqual([200, 4207]);
    expect(await balanceOf(customer.userId)).toBe(10000n);
    const list = await call<WithdrawalPage>(t.app, 'GET', '/withdrawal/list', {}, { token: customer.token });
    expect(list.data.list[0]).toMatchObject({ status: 'balance_withdrawal_failed', remark: 'Account name does not match' });
    const log = await call<MoneyLogPage>(t.app, 'GET', '/user/money_log', {}, { token: customer.token });
    expect(log.data.list.map((line) => line.type)).toEqual(['withdrawal_refund', 'withdrawal', 'admin_adjust']);
    expect(log.data.list[0]).toMatchObject({ amount: '30.30', after: '100.00' });
  });

  it('never both pays out and refuses a withdrawal decided twice at once', async () => {
    const customer = await customerWith('100.00');
    const { data } = await withdraw(customer, { amount: '30.00' });
    const id = await idOf(data.order_no);
    const decisions = await Promise.all([review({ id, approve: false, remark: 'Wrong name' }), review({ id, approve: true, third_party_no: 'X-1' })]);
    expect(decisions.map((d) => d.code).sort()).toEqual([200, 4207]);
    const [row] = await t.db.select().from(withdrawals).where(eq(withdrawals.id, id));
    // Whichever came first decided: refused gives everything back, paid out keeps it held.
    expect(await balanceOf(customer.userId)).toBe(row!.status === 'balance_withdrawal_failed' ? 10000n : 6970n);
  });

  it('takes the balance to exactly zero when amount and fee use it all, and a refusal gives all of it back', async () => {
    const customer = await customerWith('50.00');
    expect((await withdraw(customer, { amount: '50.00' })).code).toBe(4201);
    // 49.50 and a fee of 0.495, rounded half-up to 0.50.
    const { data } = await withdraw(customer, { amount: '49.50' });
    expect(data).toMatchObject({ fee: '0.50', deducted: '50.00' });
    expect(await balanceOf(customer.userId)).toBe(0n);
    expect((await review({ id: await idOf(data.order_no), approve: false, remark: 'Wrong bank' })).code).toBe(200);
    expect(await balanceOf(customer.userId)).toBe(5000n);
  });

  it('counts pending withdrawals on the dashboard and needs the withdrawal permissions', async () => {
    const customer = await customerWith('30.00');
    const { data } = await withdraw(customer, { amount: '10.00' });
    const dashboard = await adminCall<DashboardData>(t.app, root, 'GET', '/dashboard');
    expect(dashboard.data.pending_withdrawals.count).toBeGreaterThanOrEqual(1);
    expect(dashboard.data.pending_withdrawals.path).toBe('/finance/withdrawals');
    const viewer = await signedInAdmin(t, ['page:withdrawals', 'withdrawals:list']);
    expect((await adminCall(t.app, viewer, 'GET', '/withdrawals', { status: 'pending_review' })).code).toBe(200);
    expect((await review({ id: await idOf(data.order_no), approve: true, third_party_no: 'P-1' }, viewer)).code).toBe(4003);
  });

  it('shows in the ledger check when a withdrawal’s lines do not explain it', async () => {
    const customer = await customerWith('20.00');
    const { data } = await withdraw(customer, { amount: '10.00' });
    const id = await idOf(data.order_no);
    // Marked refused without the money given back: the check finds it.
    await t.db.update(withdrawals).set({ status: 'balance_withdrawal_failed' }).where(eq(withdrawals.id, id));
    const { issues } = await checkLedgers(t.db, 'cli');
    expect(issues).toEqual([{ kind: 'withdrawal_lines', account: 'withdrawal', userId: customer.userId, recordId: id, reference: data.order_no, expected: '0', actual: '-1010' }]);
    await t.db.update(withdrawals).set({ status: 'pending_review' }).where(eq(withdrawals.id, id));
  });

  it('allows exactly the moves of the withdrawal table', async () => {
    const customer = await customerWith('20.00');
    const { data } = await withdraw(customer, { amount: '10.00' });
    const id = await idOf(data.order_no);
    await walkStateMachine(withdrawalStatus, {
      db: t.db,
      arrange: async (state) => {
        await t.db.update(withdrawals).set({ status: state }).where(eq(withdrawals.id, id));
        return id;
      },
    });
    // The walk moved the status by hand; put the row back as paid out so the ledgers still explain it.
    await t.db.update(withdrawals).set({ status: 'withdrawal_success' }).where(eq(withdrawals.id, id));
  });
});

describe('the ledgers afterwards', () => {
  it('are consistent: every withdrawal is held, and given back once refused', async () => {
    expect((await checkLedgers(t.db, 'cli')).issues).toEqual([]);
  });
});
