import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MoneyReport, PaymentChannelView, ProductAdminDetail, RechargeStarted, WithdrawalView } from '@roamcart/contracts';
import { channelPayments, payments, withdrawals } from '../payments/tables.ts';
import { adminCall, signedInAdmin, type AdminBrowser } from '../../test/admin-client.ts';
import { newBuyer, placeOrder, type Buyer } from '../../test/buyer-fixture.ts';
import { saveCategory, saveProduct } from '../../test/catalogue-fixture.ts';
import { postSandboxCallback, sandboxEventFor } from '../../test/payments-fixture.ts';
import { call, createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
let root: AdminBrowser;
let lamp: ProductAdminDetail;
let bank: PaymentChannelView;
let card: PaymentChannelView;

const report = (query: Record<string, unknown>, lang = 'en', admin = root) => adminCall<MoneyReport>(t.app, admin, 'GET', '/reports/money', query, { lang });

/** An order of one lamp (20.00 + 5.00 shipping) paid from the wallet on `day`. */
async function paidOrder(buyer: Buyer, day: string): Promise<void> {
  const created = await placeOrder(t, buyer, [{ sku_id: lamp.skus[0]!.id, qty: 1 }]);
  await call(t.app, 'POST', '/order/pay', { order_no: created.data.order_no, method: 'wallet' }, { token: buyer.token });
  await t.db.update(payments).set({ createdAt: new Date(`${day}T10:00:00Z`) }).where(eq(payments.reference, created.data.order_no));
}

/** A withdrawal of `amount` (1% fee) paid out on `day`, or refused when `paidOutOn` is null. */
async function withdrawal(buyer: Buyer & { password?: string }, amount: string, paidOutOn: string | null): Promise<void> {
  const asked = await call<WithdrawalView>(
    t.app,
    'POST',
    '/withdrawal',
    { channel_id: bank.id, amount, account: { name: 'Ann Lee', number: '12345678' }, password: 'secret123' },
    { token: buyer.token },
  );
  const [row] = await t.db.select().from(withdrawals).where(eq(withdrawals.orderNo, asked.data.order_no));
  const decision = paidOutOn ? { approve: true, third_party_no: `P-${row!.id}` } : { approve: false, remark: 'Wrong account' };
  await adminCall(t.app, root, 'POST', '/review/withdrawal', { id: row!.id, ...decision });
  if (paidOutOn) await t.db.update(withdrawals).set({ reviewedAt: new Date(`${paidOutOn}T12:00:00Z`) }).where(eq(withdrawals.id, row!.id));
}

/** A top-up of `amount` on the sandbox card channel, paid through its checkout on `day`. */
async function topUp(buyer: Buyer, amount: string, day: string): Promise<void> {
  const started = await call<RechargeStarted>(t.app, 'POST', '/recharge', { channel_id: card.id, amount }, { token: buyer.token });
  await postSandboxCallback(t, await sandboxEventFor(t, started.data.pay_no));
  await t.db.update(channelPayments).set({ paidAt: new Date(`${day}T08:00:00Z`) }).where(eq(channelPayments.payNo, started.data.pay_no));
}

beforeAll(async () => {
  t = await createTestApp();
  root = await signedInAdmin(t, 'super');
  const categoryId = (await saveCategory(t, root, { name: { en: 'Lighting' } })).id;
  lamp = await saveProduct(t, root, categoryId, { name: { en: 'Floor Lamp' }, skus: [{ spec_values: [], price: '20.00', stock: 500 }] });
  const buyer = await newBuyer(t, root);
  bank = (await call<PaymentChannelView[]>(t.app, 'GET', '/payment_channel', { type: 'withdrawal' }, { token: buyer.token })).data[0]!;
  card = (await call<PaymentChannelView[]>(t.app, 'GET', '/payment_channel', { type: 'recharge' }, { token: buyer.token })).data.find((c) => c.identifier === 'sandbox_card')!;
});
afterAll(async () => {
  await t.close();
});

describe('GET /reports/money', () => {
  it('sums top-ups, order payments and paid-out withdrawals per day and per channel, with zeros on quiet days', async () => {
    const ann = await newBuyer(t, root, '400.00');
    await topUp(ann, '100.00', '2003-05-01');
    await paidOrder(ann, '2003-05-01');
    await paidOrder(ann, '2003-05-03');
    await paidOrder(ann, '2003-05-03');
    await withdrawal(ann, '100.00', '2003-05-03');
    await withdrawal(ann, '50.00', '2003-05-02');
    await withdrawal(ann, '70.00', null);

    const res = await report({ start: '2003-05-01', end: '2003-05-03' });
    const none = { count: 0, amount: '0.00', fee: '0.00' };
    expect(res.data.days).toEqual([
      { date: '2003-05-01', recharge: { count: 1, amount: '100.00', fee: '0.00' }, order_payment: { count: 1, amount: '25.00', fee: '0.00' }, withdrawal: none },
      { date: '2003-05-02', recharge: none, order_payment: none, withdrawal: { count: 1, amount: '50.00', fee: '0.50' } },
      { date: '2003-05-03', recharge: none, order_payment: { count: 2, amount: '50.00', fee: '0.00' }, withdrawal: { count: 1, amount: '100.00', fee: '1.00' } },
    ]);
    expect(res.data.totals).toEqual({
      recharge: { count: 1, amount: '100.00', fee: '0.00' },
      order_payment: { count: 3, amount: '75.00', fee: '0.00' },
      withdrawal: { count: 2, amount: '150.00', fee: '1.50' },
    });
    expect(res.data.channels).toEqual([
      { flow: 'order_payment', channel: 'wallet', title: 'Wallet balance', count: 3, amount: '75.00', fee: '0.00' },
      { flow: 'recharge', channel: String(card.id), title: 'Card', count: 1, amount: '100.00', fee: '0.00' },
      { flow: 'withdrawal', channel: String(bank.id), title: 'Bank account', count: 2, amount: '150.00', fee: '1.50' },
    ]);
    const chinese = await report({ start: '2003-05-01', end: '2003-05-03' }, 'zh-CN');
    expect(chinese.data.channels.map((channel) => channel.title)).toEqual(['钱包余额', '银行卡', '银行账户']);
  });

  it('exports the rows as CSV in the admin’s language', async () => {
    const bob = await newBuyer(t, root, '100.00');
    await paidOrder(bob, '2004-01-10');
    await withdrawal(bob, '20.00', '2004-01-11');
    const res = await adminCall<{ filename: string; csv: string }>(t.app, root, 'GET', '/reports/money/export', { start: '2004-01-10', end: '2004-01-11' }, { lang: 'zh-CN' });
    expect(res.data.filename).toBe('money-2004-01-10-2004-01-11.csv');
    expect(res.data.csv).toBe('日期,类型,渠道,笔数,金额,手续费,币种\r\n2004-01-10,订单支付,钱包余额,1,25.00,0.00,USD\r\n2004-01-11,提现,银行账户,1,20.00,0.20,USD\r\n');
  });

  it('refuses a reversed or too long range and an admin without the report permission', async () => {
    expect(await report({ start: '2004-02-02', end: '2004-02-01' })).toMatchObject({ code: 4002, data: { end: 'The end date comes before the start date' } });
    expect((await report({ start: '2001-01-01', end: '2004-01-01' })).code).toBe(4002);
    const sales = await signedInAdmin(t, ['page:sales_report', 'reports:summary']);
    expect((await report({ start: '2004-02-01', end: '2004-02-01' }, 'en', sales)).code).toBe(4003);
  });
});
