import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, type DashboardCharts, type PageResult, type ParameterRow, type ProductAdminDetail } from '@roamcart/contracts';
import { orders, subOrders } from '../orders/tables.ts';
import { payments } from '../payments/tables.ts';
import { adminCall, signedInAdmin, type AdminBrowser } from '../../test/admin-client.ts';
import { newBuyer, placeOrder, type Buyer } from '../../test/buyer-fixture.ts';
import { saveCategory, saveProduct } from '../../test/catalogue-fixture.ts';
import { call, createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
let root: AdminBrowser;
let lamp: ProductAdminDetail;
let kettle: ProductAdminDetail;

/** An order of `qty` of the product's first SKU, paid from the wallet. */
async function paidOrder(buyer: Buyer, product: ProductAdminDetail, qty: number): Promise<string> {
  const created = await placeOrder(t, buyer, [{ sku_id: product.skus[0]!.id, qty }]);
  if (created.code !== 200) throw new Error(JSON.stringify(created));
  await call(t.app, 'POST', '/order/pay', { order_no: created.data.order_no, method: 'wallet' }, { token: buyer.token });
  return created.data.order_no;
}

/** Moves an order, its payment and its sub-orders' payment to a past moment. */
async function happenedAt(orderNo: string, at: Date): Promise<void> {
  const [order] = await t.db.update(orders).set({ createdAt: at }).where(eq(orders.orderNo, orderNo)).returning({ id: orders.id });
  await t.db.update(payments).set({ createdAt: at }).where(and(eq(payments.reference, orderNo), eq(payments.status, 'succeeded')));
  await t.db.update(subOrders).set({ paidAt: at }).where(eq(subOrders.orderId, order!.id));
}

async function setTimeZone(zone: string): Promise<void> {
  const list = await adminCall<PageResult<ParameterRow>>(t.app, root, 'GET', '/parameters', { keyword: 'shop_time_zone' });
  const row = list.data.list.find((p) => p.key === 'shop_time_zone')!;
  const saved = await adminCall(t.app, root, 'POST', '/parameters/save', { ...row, value: zone });
  if (saved.code !== 200) throw new Error(JSON.stringify(saved));
}

const dayIn = (timeZone: string, at: Date) => new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(at);
/** The start of `day` in Tokyo (UTC+9, no daylight saving time). */
const tokyoDayStart = (day: string) => new Date(new Date(`${day}T00:00:00Z`).getTime() - 9 * 3600_000);

beforeAll(async () => {
  t = await createTestApp();
  root = await signedInAdmin(t, 'super');
  const categoryId = (await saveCategory(t, root, { name: { en: 'Home' } })).id;
  lamp = await saveProduct(t, root, categoryId, { name: { en: 'Floor Lamp', 'zh-CN': '落地灯' }, skus: [{ spec_values: [], price: '20.00', stock: 500 }] });
  kettle = await saveProduct(t, root, categoryId, { name: { en: 'Kettle' }, skus: [{ spec_values: [], price: '15.00', stock: 500 }] });
});
afterAll(async () => {
  await t.close();
});

describe('GET /dashboard/charts', () => {
  it('counts orders and revenue per day of the last 30 in the shop’s time zone, and the goods sold most', async () => {
    await setTimeZone('Asia/Tokyo');
    const buyer = await newBuyer(t, root, '900.00');
    const today = dayIn('Asia/Tokyo', new Date());
    // 01:00 in Tokyo today: still yesterday in UTC.
    const early = await paidOrder(buyer, lamp, 2);
    await happenedAt(early, new Date(tokyoDayStart(today).getTime() + 3600_000));
    await paidOrder(buyer, lamp, 1);
    const older = await paidOrder(buyer, kettle, 1);
    await happenedAt(older, new Date(tokyoDayStart(addDays(today, -29)).getTime() + 60_000));
    // 31 days ago: outside the charts.
    const tooOld = await paidOrder(buyer, kettle, 5);
    await happenedAt(tooOld, new Date(tokyoDayStart(addDays(today, -30)).getTime() + 60_000));

    const res = await adminCall<DashboardCharts>(t.app, root, 'GET', '/dashboard/charts', undefined, { lang: 'zh-CN' });
    expect(res.code).toBe(200);
    expect(res.data).toMatchObject({ time_zone: 'Asia/Tokyo', currency: 'USD' });
    expect(res.data.days).toHaveLength(30);
    expect(res.data.days[0]).toEqual({ date: addDays(today, -29), orders: 1, revenue: '20.00' });
    // 45.00 (two lamps and shipping) and 25.00 (one lamp and shipping).
    expect(res.data.days[29]).toEqual({ date: today, orders: 2, revenue: '70.00' });
    expect(res.data.days.slice(1, 29).every((day) => day.orders === 0 && day.revenue === '0.00')).toBe(true);
    expect(res.data.top_goods).toEqual([
      { goods_id: lamp.id, name: '落地灯', quantity: 3, amount: '60.00' },
      { goods_id: kettle.id, name: 'Kettle', quantity: 1, amount: '15.00' },
    ]);

    // In UTC the early order falls on yesterday.
    await setTimeZone('UTC');
    const utc = await adminCall<DashboardCharts>(t.app, root, 'GET', '/dashboard/charts');
    const utcToday = dayIn('UTC', new Date());
    const early01 = dayIn('UTC', new Date(tokyoDayStart(today).getTime() + 3600_000));
    expect(utc.data.time_zone).toBe('UTC');
    expect(utc.data.days.at(-1)!.date).toBe(utcToday);
    expect(utc.data.days.find((day) => day.date === early01)!.orders).toBeGreaterThanOrEqual(1);
  });

  it('answers only to an admin who may see the dashboard', async () => {
    const other = await signedInAdmin(t, ['reports:summary']);
    expect((await adminCall(t.app, other, 'GET', '/dashboard/charts')).code).toBe(4003);
  });
});

describe('GET /reports/summary/export', () => {
  it('gives the report’s days and totals as CSV in the caller’s language, money with the currency’s decimals', async () => {
    const buyer = await newBuyer(t, root, '500.00');
    const orderNo = await paidOrder(buyer, kettle, 2);
    await happenedAt(orderNo, new Date('2003-05-10T10:00:00Z'));

    const english = await adminCall<{ filename: string; csv: string }>(t.app, root, 'GET', '/reports/summary/export', { start: '2003-05-10', end: '2003-05-11' });
    expect(english.data.filename).toBe('sales-2003-05-10-2003-05-11.csv');
    expect(english.data.csv).toBe(
      ['Day,Orders,Revenue,Refunds,New users,Currency', '2003-05-10,1,35.00,0.00,0,USD', '2003-05-11,0,0.00,0.00,0,USD', 'Total,1,35.00,0.00,0,USD', ''].join('\r\n'),
    );
    const yen = await adminCall<{ csv: string }>(t.app, root, 'GET', '/reports/summary/export', { start: '2003-05-10', end: '2003-05-10', currency: 'JPY' }, { lang: 'zh-CN' });
    expect(yen.data.csv.split('\r\n')).toEqual(['日期,订单数,收入,退款,新用户,币种', '2003-05-10,1,5285,0,0,JPY', '合计,1,5285,0,0,JPY', '']);
    expect((await adminCall(t.app, root, 'GET', '/reports/summary/export', { start: '2003-05-11', end: '2003-05-10' })).code).toBe(4002);
  });
});
