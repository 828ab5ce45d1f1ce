// @module-tag embedded
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { ChannelAdminRow, ChannelPaymentAdminRow, DashboardData, ChannelPaymentState, PageResult, PaymentChannelView, RechargeQuote, RechargeStarted, RechargeView } from '@roamcart/contracts';
import { users } from '../../platform/tables/users.ts';
import { balanceLedger } from '../wallet/tables.ts';
import { channelPayments } from './tables.ts';
import { adminCall, useSuperAdmin } from '../../test/admin-client.ts';
import { postSandboxCallback, sandboxEventFor, uploadVoucher } from '../../test/payments-fixture.ts';
import { walkStateMachine } from '../../test/state-machine-walk.ts';
import { call, registerCustomer, useTestApp, type CallOptions } from '../../test/test-app.ts';
import { channelPaymentStatus } from './states.ts';
import { checkLedgers } from '../reporting/index.ts';

const t = useTestApp();
const root = useSuperAdmin(t);

const channelId = async (identifier: string) => {
  const channels = await call<PaymentChannelView[]>(t.app, 'GET', '/payment_channel', { type: 'recharge' });
  return channels.data.find((channel) => channel.identifier === identifier)!.id;
};
const recharge = (token: string, body: Record<string, unknown>, options: CallOptions = {}) => call<RechargeStarted>(t.app, 'POST', '/recharge', body, { token, ...options });
const balanceOf = async (userId: number) => (await t.db.select({ balance: users.balance }).from(users).where(eq(users.id, userId)))[0]!.balance;
const ledgerLines = async (userId: number) => t.db.select().from(balanceLedger).where(eq(balanceLedger.userId, userId));

/** The wallet's ledger chains (each before is the previous after) and ends at the balance. */
async function ledgerConsistent(userId: number): Promise<void> {
  const lines = (await ledgerLines(userId)).sort((a, b) => a.id - b.id);
  let running = 0n;
  for (const line of lines) {
    expect(line.before).toBe(running);
    running = line.after;
  }
  expect(running).toBe(await balanceOf(userId));
}

async function feeChannel(feeRate: string, extra: Record<string, unknown> = {}): Promise<ChannelAdminRow> {
  const saved = await adminCall<ChannelAdminRow>(t.app, root, 'POST', '/payment_channels/save', {
    title: { en: `Card ${feeRate}%`, 'zh-CN': '银行卡' },
    identifier: `card_fee_${feeRate.replace('.', '_')}_${Math.random().toString(36).slice(2, 7)}`,
    kind: 'online',
    gateway: 'sandbox',
    uses: ['recharge', 'pay'],
    min_amount: '1.00',
    max_amount: '500.00',
    fee_rate: feeRate,
    currency: 'USD',
    ...extra,
  });
  expect(saved.code).toBe(200);
  return saved.data;
}

describe('POST /recharge/preview and POST /recharge: amounts', () => {
  it('takes more than 0 with at most two decimals in USD, and names the field in English and Chinese', async () => {
    const { token } = await registerCustomer(t);
    const id = await channelId('sandbox_card');
    expect(await call(t.app, 'POST', '/recharge/preview', { channel_id: id, amount: '0' }, { token })).toMatchObject({ code: 4002, data: { amount: 'The amount must be greater than 0' } });
    expect(await call(t.app, 'POST', '/recharge/preview', { channel_id: id, amount: '10.123' }, { token })).toMatchObject({ code: 4002, data: { amount: 'At most 2 decimal places' } });
    expect(await call(t.app, 'POST', '/recharge/preview', { channel_id: id, amount: '10.123' }, { token, lang: 'zh-CN' })).toMatchObject({ code: 4002, data: { amount: '最多 2 位小数' } });
    expect(await call(t.app, 'POST', '/recharge/preview', { channel_id: id, amount: '-5' }, { token })).toMatchObject({ code: 4002, data: { amount: expect.any(String) } });
    expect(await call<RechargeQuote>(t.app, 'POST', '/recharge/preview', { channel_id: id, amount: '10.5' }, { token })).toMatchObject({
      code: 200,
      data: { amount: '10.50', fee: '0.00', received: '10.50', currency: 'USD' },
    });
    expect(await t.db.select().from(channelPayments)).toHaveLength(0);
  });

  it('takes whole amounts only in JPY and checks the limits in the caller’s currency', async () => {
    const { token } = await registerCustomer(t);
    const id = await channelId('sandbox_card');
    expect(await call(t.app, 'POST', '/recharge/preview', { channel_id: id, amount: '1510.5' }, { token, currency: 'JPY' })).toMatchObject({
      code: 4002,
      data: { amount: 'This currency takes whole amounts only' },
    });
    expect(await call<RechargeQuote>(t.app, 'POST', '/recharge/preview', { channel_id: id, amount: '1510' }, { token, currency: 'JPY' })).toMatchObject({
      code: 200,
      data: { amount: '1510', received: '1510', currency: 'JPY' },
    });
    // 100 JPY is 0.66 USD, below the channel's 1.00 minimum (151 JPY).
    expect(await call(t.app, 'POST', '/recharge/preview', { channel_id: id, amount: '100' }, { token, currency: 'JPY' })).toMatchObject({
      code: 4215,
      msg: 'The amount must be at least 151 JPY',
    });
  });

  it('refuses amounts outside the channel’s minimum and maximum with 4215 and 4216, in English and Chinese', async () => {
    const { token } = await registerCustomer(t);
    const id = await channelId('bank_transfer');
    expect(await recharge(token, { channel_id: id, amount: '9.99' })).toMatchObject({ code: 4215, msg: 'The amount must be at least 10.00 USD' });
    expect(await recharge(token, { channel_id: id, amount: '9.99' }, { lang: 'zh-CN' })).toMatchObject({ code: 4215, msg: '金额不能低于 10.00 USD' });
    expect(await recharge(token, { channel_id: id, amount: '50000.01' })).toMatchObject({ code: 4216, msg: 'The amount must be at most 50000.00 USD' });
    expect(await recharge(token, { channel_id: 999_999, amount: '20' })).toMatchObject({ code: 4214, msg: 'This payment channel is not available' });
    const withdrawalOnly = (await call<PaymentChannelView[]>(t.app, 'GET', '/payment_channel', { type: 'withdrawal' })).data[0]!.id;
    expect(await recharge(token, { channel_id: withdrawalOnly, amount: '20' })).toMatchObject({ code: 4214 });
  });

  it('computes the fee in minor units, rounding half up, and credits the amount less the fee', async () => {
    const channel = await feeChannel('1.5');
    const { token } = await registerCustomer(t);
    const quote = (amount: string) => call<RechargeQuote>(t.app, 'POST', '/recharge/preview', { channel_id: channel.id, amount }, { token });
    // 1.5% of 123.45 is 1.85175: 185 cents; of 11.00 is 16.5 cents: 17; of 10.10 is 15.15 cents: 15.
    expect((await quote('123.45')).data).toMatchObject({ amount: '123.45', fee: '1.85', received: '121.60' });
    expect((await quote('11')).data).toMatchObject({ fee: '0.17', received: '10.83' });
    expect((await quote('10.10')).data).toMatchObject({ fee: '0.15', received: '9.95' });
    expect(channel.fee_rate).toBe('1.50');
  });
});

describe('online top-up through the sandbox gateway', () => {
  it('opens a checkout on the sandbox’s page and credits the balance once its signed notice arrives, once even when replayed', async () => {
    const channel = await feeChannel('2');
    const { token, userId } = await registerCustomer(t);
    const started = await recharge(token, { channel_id: channel.id, amount: '50.00' });
    expect(started).toMatchObject({ code: 200, data: { status: 'pending_payment', amount: '50.00', fee: '1.00', received: '49.00', kind: 'online' } });
    expect(started.data.pay_url).toMatch(/\/sandbox-gateway\/checkout\/cs_sbx_/);
    const page = await t.app.inject({ method: 'GET', url: new URL(started.data.pay_url!).pathname });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('50.00 USD');
    // The gateway's page speaks the payer's language.
    expect(new URL(started.data.pay_url!).searchParams.get('lang')).toBe('en');
    const chinese = await t.app.inject({ method: 'GET', url: `${new URL(started.data.pay_url!).pathname}?lang=zh-CN` });
    expect(chinese.body).toContain('卡号');

    const event = await sandboxEventFor(t, started.data.pay_no);
    expect(await postSandboxCallback(t, event)).toEqual({ status: 200, body: { received: true, result: 'credited' } });
    expect(await postSandboxCallback(t, event)).toEqual({ status: 200, body: { received: true, result: 'duplicate' } });
    expect(await balanceOf(userId)).toBe(4900n);
    expect((await ledgerLines(userId)).map((line) => [line.type, line.amount, line.reference])).toEqual([['recharge', 4900n, started.data.pay_no]]);
    const detail = await call<RechargeView>(t.app, 'GET', '/recharge/detail', { pay_no: started.data.pay_no }, { token });
    expect(detail.data).toMatchObject({ status: 'review_approved', third_party_no: `sbx_txn_${started.data.pay_no}`, received: '49.00' });
    const list = await call<PageResult<RechargeView>>(t.app, 'GET', '/recharge/list', {}, { token });
    expect(list.data.list.map((row) => [row.pay_no, row.status])).toEqual([[started.data.pay_no, 'review_approved']]);
    await ledgerConsistent(userId);
  });

  it('credits once when the same notice arrives five times at once', async () => {
    const { token, userId } = await registerCustomer(t);
    const started = await recharge(token, { channel_id: await channelId('sandbox_card'), amount: '15.00' });
    const event = await sandboxEventFor(t, started.data.pay_no);
    const answers = await Promise.all(Array.from({ length: 5 }, () => postSandboxCallback(t, event)));
    expect(answers.map((answer) => answer.body.result).sort()).toEqual(['credited', 'duplicate', 'duplicate', 'duplicate', 'duplicate']);
    expect(await balanceOf(userId)).toBe(1500n);
    await ledgerConsistent(userId);
  });

  it('refuses a notice with a bad signature, an old timestamp, an unknown reference or another amount, and credits nothing', async () => {
    const { token, userId } = await registerCustomer(t);
    const started = await recharge(token, { channel_id: await channelId('sandbox_card'), amount: '20.00' });
    const event = await sandboxEventFor(t, started.data.pay_no);
    expect(await postSandboxCallback(t, event, { secret: Buffer.from('not the sandbox key at all') })).toEqual({ status: 400, body: { received: false, error: 'signature' } });
    expect(await postSandboxCallback(t, event, { at: new Date(Date.now() - 10 * 60_000) })).toEqual({ status: 400, body: { received: false, error: 'timestamp' } });
    expect(await postSandboxCallback(t, { ...event, reference: 'R2026010100000000000001' })).toEqual({ status: 400, body: { received: false, error: 'reference' } });
    expect(await postSandboxCallback(t, { ...event, amount: '2001' })).toEqual({ status: 400, body: { received: false, error: 'amount' } });
    expect(await postSandboxCallback(t, { ...event, currency: 'EUR' })).toEqual({ status: 400, body: { received: false, error: 'amount' } });
    expect(await balanceOf(userId)).toBe(0n);
    const [payment] = await t.db.select().from(channelPayments).where(eq(channelPayments.payNo, started.data.pay_no));
    expect(payment!.status).toBe('pending_payment');
  });

  it('marks a declined or cancelled checkout and never credits it', async () => {
    const { token, userId } = await registerCustomer(t);
    const id = await channelId('sandbox_card');
    const failed = await recharge(token, { channel_id: id, amount: '20.00' });
    expect((await postSandboxCallback(t, await sandboxEventFor(t, failed.data.pay_no, 'checkout.failed'))).body.result).toBe('failed');
    const cancelled = await recharge(token, { channel_id: id, amount: '20.00' });
    expect((await postSandboxCallback(t, await sandboxEventFor(t, cancelled.data.pay_no, 'checkout.cancelled'))).body.result).toBe('cancelled');
    const state = (payNo: string) => call<ChannelPaymentState>(t.app, 'GET', '/payment/status', { pay_no: payNo });
    expect((await state(failed.data.pay_no)).data.status).toBe('payment_failed');
    expect((await state(cancelled.data.pay_no)).data.status).toBe('cancelled_payment');
    expect(await balanceOf(userId)).toBe(0n);
  });

  it('answers the first top-up again for the same Idempotency-Key, and 4012 for that key with another body', async () => {
    const { token } = await registerCustomer(t);
    const id = await channelId('sandbox_card');
    const headers = { 'idempotency-key': `top-up-${Math.random().toString(36).slice(2)}` };
    const first = await recharge(token, { channel_id: id, amount: '30.00' }, { headers });
    const again = await recharge(token, { channel_id: id, amount: '30.00' }, { headers });
    expect(again.data.pay_no).toBe(first.data.pay_no);
    expect(await recharge(token, { channel_id: id, amount: '31.00' }, { headers })).toMatchObject({ code: 4012, msg: 'This Idempotency-Key was already used with a different request' });
    expect(await recharge(token, { channel_id: id, amount: '31.00' }, { headers, lang: 'zh-CN' })).toMatchObject({ code: 4012 });
    const [count] = await t.db.select({ n: sql<number>`count(*)::int` }).from(channelPayments).where(eq(channelPayments.reference, first.data.pay_no));
    expect(count!.n).toBe(1);
  });
});

describe('offline top-up with a voucher and a review', () => {
  it('requires the voucher, then waits for review; approval credits the balance once, with the admin and time recorded', async () => {
    const { token, userId } = await registerCustomer(t);
    const id = await channelId('bank_transfer');
    const started = await recharge(token, { channel_id: id, amount: '100.00' });
    expect(started.data).toMatchObject({ kind: 'offline', pay_url: null, account_info: { bank: 'Roamcart Demo Bank' } });
    const offline = (body: Record<string, unknown>, lang = 'en') => call<ChannelPaymentState>(t.app, 'POST', '/payment/offline', { biz: 'recharge', order_no: started.data.pay_no, channel_id: id, ...body }, { token, lang });
    expect(await offline({})).toMatchObject({ code: 4001, data: { voucher_url: 'Please upload the payment voucher' } });
    expect(await offline({}, 'zh-CN')).toMatchObject({ code: 4001, data: { voucher_url: '请上传付款凭证' } });
    // Someone else's upload is not this payer's voucher.
    const other = await registerCustomer(t);
    expect(await offline({ voucher_url: await uploadVoucher(t, other.token) })).toMatchObject({ code: 4002, data: { voucher_url: expect.any(String) } });
    const voucher = await uploadVoucher(t, token);
    expect(await offline({ voucher_url: voucher, third_party_no: 'BANK-778' })).toMatchObject({ code: 200, data: { status: 'pending_review' } });
    expect(await balanceOf(userId)).toBe(0n);
    const waiting = await adminCall<DashboardData>(t.app, root, 'GET', '/dashboard');
    expect(waiting.data.pending_recharges).toEqual({ count: 1, path: '/finance/recharges' });

    const queue = await adminCall<PageResult<ChannelPaymentAdminRow>>(t.app, root, 'GET', '/recharges', { status: 'pending_review' });
    const row = queue.data.list.find((item) => item.pay_no === started.data.pay_no)!;
    expect(row).toMatchObject({ voucher_url: voucher, third_party_no: 'BANK-778', amount: '100.00', status: 'pending_review' });
    expect(await adminCall(t.app, root, 'POST', '/review/recharge', { id: row.id, approve: false })).toMatchObject({ code: 4002, data: { remark: expect.any(String) } });
    const approved = await adminCall<ChannelPaymentAdminRow>(t.app, root, 'POST', '/review/recharge', { id: row.id, approve: true, remark: 'Seen on the statement' });
    expect(approved.data).toMatchObject({ status: 'review_approved', reviewer: root.username, remark: 'Seen on the statement', reviewed_at: expect.any(String) });
    expect(await adminCall(t.app, root, 'POST', '/review/recharge', { id: row.id, approve: true })).toMatchObject({ code: 4207 });
    expect(await balanceOf(userId)).toBe(10_000n);
    expect((await adminCall<DashboardData>(t.app, root, 'GET', '/dashboard')).data.pending_recharges.count).toBe(0);
    await ledgerConsistent(userId);
  });

  it('credits nothing when the review fails, and the payer sees the remark', async () => {
    const { token, userId } = await registerCustomer(t);
    const id = await channelId('bank_transfer');
    const started = await recharge(token, { channel_id: id, amount: '40.00' });
    await call(t.app, 'POST', '/payment/offline', { biz: 'recharge', order_no: started.data.pay_no, channel_id: id, voucher_url: await uploadVoucher(t, token) }, { token });
    const row = (await adminCall<PageResult<ChannelPaymentAdminRow>>(t.app, root, 'GET', '/recharges', { pay_no: started.data.pay_no })).data.list[0]!;
    await adminCall(t.app, root, 'POST', '/review/recharge', { id: row.id, approve: false, remark: 'No such transfer' });
    const detail = await call<RechargeView>(t.app, 'GET', '/recharge/detail', { pay_no: started.data.pay_no }, { token });
    expect(detail.data).toMatchObject({ status: 'review_failed', remark: 'No such transfer' });
    expect(await balanceOf(userId)).toBe(0n);
  });

  it('lets the payer cancel a top-up still waiting for money, and not one in review', async () => {
    const { token } = await registerCustomer(t);
    const id = await channelId('bank_transfer');
    const started = await recharge(token, { channel_id: id, amount: '40.00' });
    expect(await call<RechargeView>(t.app, 'POST', '/recharge/cancel', { pay_no: started.data.pay_no }, { token })).toMatchObject({ code: 200, data: { status: 'cancelled_payment' } });
    expect(await call(t.app, 'POST', '/recharge/cancel', { pay_no: started.data.pay_no }, { token })).toMatchObject({ code: 4207 });
    const other = await registerCustomer(t);
    expect(await call(t.app, 'GET', '/recharge/detail', { pay_no: started.data.pay_no }, { token: other.token })).toMatchObject({ code: 4402 });
  });
});

describe('the channel payment state machine', () => {
  it('allows exactly the moves of its table', async () => {
    const { userId } = await registerCustomer(t);
    const [channel] = await t.db.select().from(channelPayments).limit(1);
    const { id: _id, ...template } = channel!;
    // A fresh row per move: 6 states, 6 targets, 3 actors.
    await walkStateMachine(channelPaymentStatus, {
      db: t.db,
      arrange: async (status) => {
        const payNo = `R${Date.now()}${String(Math.floor(Math.random() * 1e9)).padStart(9, '0')}`;
        const [row] = await t.db.insert(channelPayments).values({ ...template, payNo, userId, status, checkoutId: null }).returning({ id: channelPayments.id });
        return row!.id;
      },
    });
  });
});

describe('the ledgers afterwards', () => {
  it('are consistent: every chain holds, every payment and credit has its one wallet line', async () => {
    expect((await checkLedgers(t.db, 'cli')).issues).toEqual([]);
  });
});
