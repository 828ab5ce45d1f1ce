import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AgentRow, DashboardData, OrderDetail, ProductAdminDetail, RefundView, ReportSummary } from '@roamcart/contracts';
import { users } from '../../platform/tables/users.ts';
import { orders } from '../orders/tables.ts';
import { payments } from '../payments/tables.ts';
import { adminCall, signedInAdmin, type AdminBrowser } from '../../test/admin-client.ts';
import { newBuyer, placeOrder, type Buyer } from '../../test/buyer-fixture.ts';
import { saveCategory, saveProduct } from '../../test/catalogue-fixture.ts';
import { call, createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
let root: AdminBrowser;
let lamp: ProductAdminDetail;

const summary = (admin: AdminBrowser, query: Record<string, unknown>, lang = 'en') => adminCall<ReportSummary>(t.app, admin, 'GET', '/reports/summary', query, { lang });
const dashboard = async (admin: AdminBrowser) => (await adminCall<DashboardData>(t.app, admin, 'GET', '/dashboard')).data;
const cents = (amount: string) => Math.round(Number(amount) * 100);

/** An order of two lamps (40.00 + 5.00 shipping), paid from the wallet unless `pay` is false. */
async function lampOrder(buyer: Buyer, pay = true): Promise<{ orderNo: string; subOrderNo: string }> {
  const created = await placeOrder(t, buyer, [{ sku_id: lamp.skus[0]!.id, qty: 2 }]);
  if (created.code !== 200) throw new Error(JSON.stringify(created));
  const orderNo = created.data.order_no;
  if (pay) await call(t.app, 'POST', '/order/pay', { order_no: orderNo, method: 'wallet' }, { token: buyer.token });
  const detail = await call<OrderDetail>(t.app, 'GET', '/goods/order_details', { order_no: orderNo }, { token: buyer.token });
  return { orderNo, subOrderNo: detail.data.sub_orders[0]!.sub_order_no };
}

/** A refund of `amount` on the sub-order, approved by the back office. */
async function refunded(buyer: Buyer, subOrderNo: string, amount: string): Promise<void> {
  const asked = await call<RefundView>(t.app, 'POST', '/order/refund', { order_no: subOrderNo, kind: 'refund', reason: 'Broken', amount }, { token: buyer.token });
  const approved = await adminCall(t.app, root, 'POST', '/review/refund', { id: asked.data.id, approve: true });
  if (approved.code !== 200) throw new Error(JSON.stringify(approved));
}

/** Moves what happened to a past moment, as if it had happened then. */
const placedAt = (orderNo: string, at: string) => t.db.update(orders).set({ createdAt: new Date(at) }).where(eq(orders.orderNo, orderNo));
const paidAt = (orderNo: string, status: 'succeeded' | 'refunded', at: string) =>
  t.db
    .update(payments)
    .set({ createdAt: new Date(at) })
    .where(and(eq(payments.reference, orderNo), eq(payments.status, status)));
const joinedAt = (buyer: Buyer, at: string) => t.db.update(users).set({ createdAt: new Date(at) }).where(eq(users.id, buyer.userId));

beforeAll(async () => {
  t = await createTestApp();
  root = await signedInAdmin(t, 'super');
  const categoryId = (await saveCategory(t, root, { name: { en: 'Lighting' } })).id;
  lamp = await saveProduct(t, root, categoryId, { name: { en: 'Floor Lamp' }, skus: [{ spec_values: [], price: '20.00', stock: 500 }] });
});
afterAll(async () => {
  await t.close();
});

describe('GET /reports/summary', () => {
  it('answers every day of the range, with zeros where nothing happened', async () => {
    const res = await summary(root, { start: '2001-02-27', end: '2001-03-01' });
    expect(res.code).toBe(200);
    const zero = { sales: { orders: 0, revenue: '0.00', refunds: '0.00' }, users: { new_users: 0 } };
    expect(res.data).toEqual({
      start: '2001-02-27',
      end: '2001-03-01',
      currency: 'USD',
      days: [
        { date: '2001-02-27', ...zero },
        { date: '2001-02-28', ...zero },
        { date: '2001-03-01', ...zero },
      ],
      totals: zero,
    });
  });

  it('sums real orders, payments, refunds and sign-ups per UTC day, within the admin’s customers', async () => {
    const ann = await newBuyer(t, root, '500.00');
    const bob = await newBuyer(t, root, '500.00');
    const first = await lampOrder(ann);
    const unpaid = await lampOrder(ann, false);
    const bobs = await lampOrder(bob);
    await refunded(bob, bobs.subOrderNo, '10.00');
    await joinedAt(ann, '2021-06-01T08:00:00Z');
    await joinedAt(bob, '2021-06-01T09:00:00Z');
    await placedAt(first.orderNo, '2021-06-01T23:59:59Z');
    await paidAt(first.orderNo, 'succeeded', '2021-06-01T23:59:59Z');
    await placedAt(unpaid.orderNo, '2021-06-02T00:00:00Z');
    await placedAt(bobs.orderNo, '2021-06-03T10:00:00Z');
    await paidAt(bobs.orderNo, 'succeeded', '2021-06-03T10:05:00Z');
    await paidAt(bobs.orderNo, 'refunded', '2021-06-05T12:00:00Z');

    const res = await summary(root, { start: '2021-06-01', end: '2021-06-05' });
    const row = (orders: number, revenue: string, refunds: string, newUsers: number) => ({ sales: { orders, revenue, refunds }, users: { new_users: newUsers } });
    expect(res.data.days).toEqual([
      { date: '2021-06-01', ...row(1, '45.00', '0.00', 2) },
      { date: '2021-06-02', ...row(1, '0.00', '0.00', 0) },
      { date: '2021-06-03', ...row(1, '45.00', '0.00', 0) },
      { date: '2021-06-04', ...row(0, '0.00', '0.00', 0) },
      // Revenue is net of refunds, counted on the day the money went back.
      { date: '2021-06-05', ...row(0, '-10.00', '10.00', 0) },
    ]);
    expect(res.data.totals).toEqual(row(3, '80.00', '10.00', 2));
    expect((await summary(root, { start: '2021-06-02', end: '2021-06-02' })).data.totals).toEqual(row(1, '0.00', '0.00', 0));

    // An agent's admins see their customers' figures only.
    const agent = await adminCall<AgentRow>(t.app, root, 'POST', '/agents/save', { name: 'Report region', rebate_ratio: '1', invite_code: 'REPREG1', parent_id: null });
    await t.db.update(users).set({ agentId: agent.data.id }).where(eq(users.id, bob.userId));
    const scoped = await signedInAdmin(t, ['reports:summary'], { agentId: agent.data.id });
    expect((await summary(scoped, { start: '2021-06-01', end: '2021-06-05' })).data.totals).toEqual(row(1, '35.00', '10.00', 1));
  });

  it('refuses a missing, malformed, reversed or too long range with the field, in English and Chinese', async () => {
    expect(await summary(root, { end: '2021-06-01' })).toMatchObject({ code: 4001, data: { start: 'Required' } });
    expect(await summary(root, { start: '', end: '2021-06-01' })).toMatchObject({ code: 4001, data: { start: 'Required' } });
    expect(await summary(root, { start: '2021-02-30', end: '2021-03-01' })).toMatchObject({ code: 4002, data: { start: expect.any(String) } });
    expect(await summary(root, { start: '2021-06-02', end: '2021-06-01' })).toMatchObject({ code: 4002, data: { end: 'The end date comes before the start date' } });
    expect(await summary(root, { start: '2021-06-02', end: '2021-06-01' }, 'zh-CN')).toMatchObject({ code: 4002, data: { end: '结束日期早于开始日期' } });
    expect(await summary(root, { start: '2019-01-01', end: '2020-01-02' })).toMatchObject({ code: 4002, data: { end: 'Choose at most 366 days' } });
    expect(await summary(root, { start: '2019-01-01', end: '2020-01-02' }, 'zh-CN')).toMatchObject({ code: 4002, data: { end: '最多选择 366 天' } });
    const leapYear = await summary(root, { start: '2020-01-01', end: '2020-12-31' });
    expect(leapYear.data.days).toHaveLength(366);
    expect(leapYear.data.days.at(-1)!.date).toBe('2020-12-31');
  });

  it('needs its own permission', async () => {
    const other = await signedInAdmin(t, ['dashboard:view', 'orders:list']);
    expect(await summary(other, { start: '2021-06-01', end: '2021-06-01' })).toMatchObject({ code: 4003, msg: 'No permission for this action' });
  });
});

describe('GET /dashboard, orders', () => {
  it('counts today’s orders and revenue net of refunds, and the orders to ship and refunds to handle now', async () => {
    const before = await dashboard(root);
    const buyer = await newBuyer(t, root, '500.00');
    await lampOrder(buyer);
    await lampOrder(buyer, false);
    const refunding = await lampOrder(buyer);
    const asked = await call<RefundView>(t.app, 'POST', '/order/refund', { order_no: refunding.subOrderNo, kind: 'refund', reason: 'Changed my mind', amount: '45.00' }, { token: buyer.token });
    const during = await dashboard(root);
    expect(during.orders_today.count - before.orders_today.count).toBe(3);
    expect(cents(during.revenue_today.amount) - cents(before.revenue_today.amount)).toBe(9000);
    expect(during.pending_shipment.count - before.pending_shipment.count).toBe(2);
    expect(during.pending_refunds.count - before.pending_refunds.count).toBe(1);
    expect(during.orders_today.path).toBe('/reports/sales');
    // Each figure opens the list of what it counts.
    expect(during.pending_shipment.path).toBe('/orders?to_handle=true');
    expect(during.pending_refunds.path).toBe('/orders/refunds?to_handle=true');
    const listed = async (path: string) => (await adminCall<{ total: number }>(t.app, root, 'GET', path, { to_handle: 'true' })).data.total;
    expect(await listed('/orders')).toBe(during.pending_shipment.count);
    expect(await listed('/refunds')).toBe(during.pending_refunds.count);

    // A full refund before shipping cancels the sub-order: nothing left to ship or to handle there.
    await adminCall(t.app, root, 'POST', '/review/refund', { id: asked.data.id, approve: true });
    const after = await dashboard(root);
    expect(after.pending_shipment.count - before.pending_shipment.count).toBe(1);
    expect(after.pending_refunds.count).toBe(before.pending_refunds.count);
    // The refunded order no longer counts as revenue.
    expect(cents(after.revenue_today.amount) - cents(during.revenue_today.amount)).toBe(-4500);
    expect(await listed('/orders')).toBe(after.pending_shipment.count);
    expect(await listed('/refunds')).toBe(after.pending_refunds.count);

    const viewer = await signedInAdmin(t, ['dashboard:view']);
    expect((await dashboard(viewer)).revenue_today).toEqual({ amount: after.revenue_today.amount, path: null });
  });
});
