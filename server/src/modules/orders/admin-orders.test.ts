import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AgentRow, CarrierRow, OrderAdminDetail, OrderAdminRow, OrderDetail, PageResult, ProductAdminDetail } from '@roamcart/contracts';
import { adminCall, signedInAdmin } from '../../test/admin-client.ts';
import { newBuyer, placeOrder, type Buyer } from '../../test/buyer-fixture.ts';
import { saveCategory, saveProduct } from '../../test/catalogue-fixture.ts';
import { runJobAt } from '../../test/jobs.ts';
import { call, createTestApp, type TestApp } from '../../test/test-app.ts';
import { receiveOverdueOrdersJob } from './jobs.ts';

let t: TestApp;
let root: Awaited<ReturnType<typeof signedInAdmin>>;
let teapot: ProductAdminDetail;
let stool: ProductAdminDetail;

const DAY = 24 * 60 * 60_000;

/** A paid order with a warehouse and a merchant sub-order. */
async function paidOrder(buyer: Buyer): Promise<string> {
  const created = await placeOrder(t, buyer, [{ sku_id: teapot.skus[0]!.id, qty: 1 }, { sku_id: stool.skus[0]!.id, qty: 1 }]);
  if (created.code !== 200) throw new Error(JSON.stringify(created));
  const { order_no } = created.data;
  const paid = await call(t.app, 'POST', '/order/pay', { order_no, method: 'wallet' }, { token: buyer.token });
  if (paid.code !== 200) throw new Error(JSON.stringify(paid));
  return order_no;
}
const detailOf = async (buyer: Buyer, orderNo: string) => (await call<OrderDetail>(t.app, 'GET', '/goods/order_details', { order_no: orderNo }, { token: buyer.token })).data;

beforeAll(async () => {
  t = await createTestApp();
  root = await signedInAdmin(t, 'super');
  const categoryId = (await saveCategory(t, root, { name: { en: 'Home' } })).id;
  teapot = await saveProduct(t, root, categoryId, { name: { en: 'Teapot' }, skus: [{ spec_values: [], price: '20.00', stock: 500 }] });
  stool = await saveProduct(t, root, categoryId, { name: { en: 'Stool' }, shipping_source: 'merchant', skus: [{ spec_values: [], price: '60.00', stock: 500 }] });
});
afterAll(async () => {
  await t.close();
});

describe('back-office orders', () => {
  it('lists orders with filters by status, number, customer and day, in the base currency', async () => {
    const buyer = await newBuyer(t, root, '200.00');
    const paid = await paidOrder(buyer);
    const unpaid = (await placeOrder(t, buyer, [{ sku_id: teapot.skus[0]!.id, qty: 2 }])).data.order_no;
    const list = (query: Record<string, unknown>) => adminCall<PageResult<OrderAdminRow>>(t.app, root, 'GET', '/orders', query);
    const mine = await list({ customer: '@example.com', order_no: paid.slice(0, 8), limit: 100 });
    expect(mine.data.list.map((row) => row.order_no)).toEqual(expect.arrayContaining([paid, unpaid]));
    const pending = await list({ status: 'pending_payment', order_no: unpaid });
    expect(pending.data.list).toEqual([expect.objectContaining({ order_no: unpaid, user_id: buyer.userId, pay_amount: '45.00', paid_amount: '0.00', sub_orders: 1 })]);
    expect((await list({ order_no: paid })).data.list[0]).toMatchObject({ status: 'pending_shipping', pay_amount: '85.00', paid_amount: '85.00', sub_orders: 2 });
    expect((await list({ order_no: paid, date_to: '2000-01-01' })).data.total).toBe(0);
    expect(await list({ status: 'lost' })).toMatchObject({ code: 4002, data: { status: expect.any(String) } });
  });

  it('exports the filtered list as CSV with a header, defusing formula-like text', async () => {
    const buyer = await newBuyer(t, root, '200.00');
    const orderNo = await paidOrder(buyer);
    const res = await adminCall<{ filename: string; csv: string }>(t.app, root, 'GET', '/orders/export', { order_no: orderNo });
    expect(res.data.filename).toMatch(/^orders-\d{4}-\d{2}-\d{2}\.csv$/);
    const [header, row, end] = res.data.csv.split('\r\n');
    expect(header).toBe('order_no,customer,status,goods_amount,shipping_fee,pay_amount,paid_amount,currency,sub_orders,created_at');
    expect(row).toMatch(new RegExp(`^${orderNo},customer[^,]*@example.com,pending_shipping,80.00,5.00,85.00,85.00,USD,2,`));
    expect(end).toBe('');
  });

  it('ships one sub-order at a time; the order is shipped when all are, and the buyer then confirms receipt', async () => {
    const buyer = await newBuyer(t, root, '200.00');
    const orderNo = await paidOrder(buyer);
    const detail = await adminCall<OrderAdminDetail>(t.app, root, 'GET', '/orders/detail', { order_no: orderNo });
    expect(detail.data).toMatchObject({ user_id: buyer.userId, status: 'pending_shipping', seen_currency: 'USD', seen_rate: '1.0000000000' });
    const [warehouse, merchant] = detail.data.sub_orders.map((sub) => sub.sub_order_no);
    expect((await call(t.app, 'POST', '/order/confirm_receipt', { order_no: orderNo }, { token: buyer.token })).code).toBe(4207);
    expect(await adminCall(t.app, root, 'POST', '/orders/ship', { order_no: warehouse, logistics_company: 'DHL', tracking_no: 'JD0001' })).toMatchObject({ code: 200 });
    expect((await detailOf(buyer, orderNo)).status).toBe('pending_shipping');
    expect((await adminCall(t.app, root, 'POST', '/orders/ship', { order_no: warehouse, logistics_company: 'DHL', tracking_no: 'JD0002' })).code).toBe(4207);
    expect((await adminCall(t.app, root, 'POST', '/orders/ship', { order_no: merchant, logistics_company: '', tracking_no: 'X' })).data).toMatchObject({
      logistics_company: expect.any(String),
    });
    await adminCall(t.app, root, 'POST', '/orders/ship', { order_no: merchant, logistics_company: 'UPS', tracking_no: '1Z999' });
    const shipped = await detailOf(buyer, orderNo);
    expect(shipped.status).toBe('shipped');
    const seen = (await adminCall<OrderAdminDetail>(t.app, root, 'GET', '/orders/detail', { order_no: orderNo })).data;
    expect(seen.history.filter((move) => move.sub_order_no === null).map((move) => [move.to, move.by, move.actor])).toEqual([
      ['paid', 'user', expect.stringMatching(/@example\.com$/)],
      ['pending_shipping', 'system', ''],
      ['shipped', 'admin', root.username],
    ]);
    expect(seen.history.find((move) => move.sub_order_no === merchant && move.to === 'shipped')).toMatchObject({ actor: root.username, remark: 'UPS 1Z999' });
    expect(seen.payments).toEqual([
      { id: expect.any(Number), method: 'wallet', status: 'succeeded', amount: '85.00', user_id: buyer.userId, payer: expect.stringMatching(/@example\.com$/), created_at: expect.any(String) },
    ]);
    expect(shipped.sub_orders.map((sub) => [sub.status, sub.logistics_company, sub.tracking_no])).toEqual([
      ['shipped', 'DHL', 'JD0001'],
      ['shipped', 'UPS', '1Z999'],
    ]);
    expect((await call(t.app, 'POST', '/order/confirm_receipt', { order_no: orderNo }, { token: buyer.token })).code).toBe(200);
    const received = await detailOf(buyer, orderNo);
    expect(received.status).toBe('received');
    expect(received.history.filter((move) => move.sub_order_no === null).map((move) => `${move.to}:${move.by}`)).toEqual([
      'paid:user',
      'pending_shipping:system',
      'shipped:admin',
      'received:user',
    ]);
  });

  it('offers the active carriers in their sort order to whoever may ship, and ships with one of them only', async () => {
    const carriers = await adminCall<string[]>(t.app, root, 'GET', '/orders/logistics_companies');
    expect(carriers.data).toEqual(expect.arrayContaining(['SF Express', 'DHL', 'UPS']));
    const acme = (await adminCall<CarrierRow>(t.app, root, 'POST', '/carriers/save', { name: 'Acme Post', sort: 1 })).data;
    const ups = (await adminCall<PageResult<CarrierRow>>(t.app, root, 'GET', '/carriers', { keyword: 'UPS' })).data.list.find((row) => row.name === 'UPS')!;
    await adminCall(t.app, root, 'POST', '/carriers/save', { ...ups, status: 'disabled' });
    try {
      const offered = (await adminCall<string[]>(t.app, root, 'GET', '/orders/logistics_companies')).data;
      expect(offered.slice(0, 3)).toEqual(['Acme Post', 'SF Express', 'JD Logistics']);
      expect(offered).not.toContain('UPS');
      const buyer = await newBuyer(t, root, '200.00');
      const orderNo = await paidOrder(buyer);
      const ship = (company: string, lang = 'en') => adminCall(t.app, root, 'POST', '/orders/ship', { order_no: orderNo, logistics_company: company, tracking_no: 'AC1' }, { lang });
      expect(await ship('UPS')).toMatchObject({ code: 4002, data: { logistics_company: 'Choose a carrier from the list' } });
      expect(await ship('Nowhere Express', 'zh-CN')).toMatchObject({ code: 4002, data: { logistics_company: '请从列表中选择物流公司' } });
      expect((await detailOf(buyer, orderNo)).status).toBe('pending_shipping');
      expect((await ship('Acme Post')).code).toBe(200);
      expect((await detailOf(buyer, orderNo)).sub_orders.map((sub) => [sub.logistics_company, sub.tracking_url])).toEqual([
        ['Acme Post', null],
        ['Acme Post', null],
      ]);
    } finally {
      await adminCall(t.app, root, 'POST', '/carriers/save', ups);
      await adminCall(t.app, root, 'POST', '/carriers/delete', { id: acme.id });
    }
    const shipper = await signedInAdmin(t, ['orders:ship']);
    expect((await adminCall(t.app, shipper, 'GET', '/orders/logistics_companies')).code).toBe(200);
    const viewer = await signedInAdmin(t, ['orders:list', 'orders:detail']);
    expect((await adminCall(t.app, viewer, 'GET', '/orders/logistics_companies')).code).toBe(4003);
  });

  it('counts a shipped order as received after the automatic-receipt days (a moved clock)', async () => {
    const buyer = await newBuyer(t, root, '200.00');
    const orderNo = await paidOrder(buyer);
    await adminCall(t.app, root, 'POST', '/orders/ship', { order_no: orderNo, logistics_company: 'DHL', tracking_no: 'AUTO1' });
    await runJobAt(t, receiveOverdueOrdersJob, new Date(Date.now() + 9 * DAY));
    expect((await detailOf(buyer, orderNo)).status).toBe('shipped');
    await runJobAt(t, receiveOverdueOrdersJob, new Date(Date.now() + 10 * DAY + 60_000));
    const after = await detailOf(buyer, orderNo);
    expect(after.status).toBe('received');
    expect(after.history.at(-1)).toMatchObject({ to: 'received', by: 'system', remark: 'Received automatically', sub_order_no: null });
  });

  it('takes a review of every line once the order is received, completes it, and shows the reviews and rating on the goods', async () => {
    const buyer = await newBuyer(t, root, '200.00');
    const orderNo = await paidOrder(buyer);
    const review = (body: Record<string, unknown>) => call(t.app, 'POST', '/order/review', { order_no: orderNo, ...body }, { token: buyer.token });
    const both = [
      { sku_id: teapot.skus[0]!.id, rating: 5, content: 'Pours well', images: ['/uploads/test/review.png'] },
      { sku_id: stool.skus[0]!.id, rating: 4 },
    ];
    expect((await review({ reviews: both })).code).toBe(4207);
    await adminCall(t.app, root, 'POST', '/orders/ship', { order_no: orderNo, logistics_company: 'DHL', tracking_no: 'RV1' });
    await call(t.app, 'POST', '/order/confirm_receipt', { order_no: orderNo }, { token: buyer.token });
    expect(await review({ reviews: both.slice(0, 1) })).toMatchObject({ code: 4002, data: { reviews: 'Review every line of the order, once each' } });
    expect(await review({ reviews: [{ ...both[0], rating: 6 }, both[1]] })).toMatchObject({ code: 4002, data: { 'reviews.0.rating': expect.any(String) } });
    expect(await review({ reviews: [{ ...both[0], content: 'x'.repeat(501) }, both[1]] })).toMatchObject({ code: 4002 });
    expect((await review({ reviews: both })).code).toBe(200);
    expect((await detailOf(buyer, orderNo)).status).toBe('completed');
    expect((await review({ reviews: both })).code).toBe(4207);
    const page = await call<{ list: { reviewer: string; rating: number; content: string; images: string[] }[]; rating: string; total: number }>(t.app, 'GET', '/goods/reviews', {
      goods_id: teapot.id,
    });
    expect(page.data).toMatchObject({ rating: '5.0', total: 1, list: [{ rating: 5, content: 'Pours well', images: ['/uploads/test/review.png'] }] });
    expect(page.data.list[0]!.reviewer).toMatch(/^.\*\*\*.?$/);
    const goods = await call<{ rating: string; rating_count: number }>(t.app, 'GET', '/goods/detail', { id: stool.id });
    expect(goods.data).toMatchObject({ rating: '4.0', rating_count: 1 });
  });

  it('cancels an unpaid order with a reason and refuses to cancel a paid one', async () => {
    const buyer = await newBuyer(t, root, '200.00');
    const unpaid = (await placeOrder(t, buyer, [{ sku_id: teapot.skus[0]!.id, qty: 1 }])).data.order_no;
    expect(await adminCall(t.app, root, 'POST', '/orders/cancel', { order_no: unpaid, reason: '' })).toMatchObject({ code: 4001, data: { reason: expect.any(String) } });
    expect((await adminCall(t.app, root, 'POST', '/orders/cancel', { order_no: unpaid, reason: 'Customer called' })).code).toBe(200);
    expect((await detailOf(buyer, unpaid)).history.at(-1)).toMatchObject({ to: 'cancelled', by: 'admin', remark: 'Customer called' });
    const paid = await paidOrder(buyer);
    expect((await adminCall(t.app, root, 'POST', '/orders/cancel', { order_no: paid, reason: 'Too late' })).code).toBe(4207);
  });

  it('keeps an agent’s admins to their customers’ orders, and every route to its permission', async () => {
    const buyer = await newBuyer(t, root, '200.00');
    const orderNo = await paidOrder(buyer);
    const agent = await adminCall<AgentRow>(t.app, root, 'POST', '/agents/save', { name: 'Orders region', rebate_ratio: '1', invite_code: 'ORDREG1', parent_id: null });
    const scoped = await signedInAdmin(t, ['orders:list', 'orders:detail', 'orders:ship'], { agentId: agent.data.id });
    expect((await adminCall<PageResult<OrderAdminRow>>(t.app, scoped, 'GET', '/orders', { order_no: orderNo })).data.total).toBe(0);
    expect((await adminCall(t.app, scoped, 'GET', '/orders/detail', { order_no: orderNo })).code).toBe(4206);
    expect((await adminCall(t.app, scoped, 'POST', '/orders/ship', { order_no: orderNo, logistics_company: 'DHL', tracking_no: 'NO' })).code).toBe(4206);
    expect((await adminCall(t.app, scoped, 'POST', '/orders/cancel', { order_no: orderNo, reason: 'x' })).code).toBe(4003);
    expect((await adminCall(t.app, scoped, 'GET', '/orders/export', {})).code).toBe(4003);
  });
});
