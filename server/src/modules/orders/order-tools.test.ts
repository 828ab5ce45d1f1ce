import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { ErrorCode, type MessageList, type OrderAdminDetail, type OrderDetail, type OrderNoteView, type ParcelTracking, type ProductAdminDetail } from '@roamcart/contracts';
import { users } from '../../platform/tables/users.ts';
import { skus } from '../catalogue/tables.ts';
import { adminCall, signedInAdmin, useSuperAdmin } from '../../test/admin-client.ts';
import { newBuyer, placeOrder, type Buyer } from '../../test/buyer-fixture.ts';
import { saveCategory, saveProduct } from '../../test/catalogue-fixture.ts';
import { adminDownload, pdfFacts, pdfText } from '../../test/download.ts';
import { call, useTestApp } from '../../test/test-app.ts';

const t = useTestApp();
const root = useSuperAdmin(t);
let teapot: ProductAdminDetail;
let cups: ProductAdminDetail;
let stool: ProductAdminDetail;

const skuOf = (product: ProductAdminDetail) => product.skus[0]!.id;
const stockOf = async (product: ProductAdminDetail) => (await t.db.select({ stock: skus.stock }).from(skus).where(eq(skus.id, skuOf(product))))[0]!.stock;
const detailOf = async (buyer: Buyer, orderNo: string) => (await call<OrderDetail>(t.app, 'GET', '/goods/order_details', { order_no: orderNo }, { token: buyer.token })).data;
const adminDetail = async (orderNo: string) => (await adminCall<OrderAdminDetail>(t.app, root, 'GET', '/orders/detail', { order_no: orderNo })).data;
const inbox = async (buyer: Buyer) => (await call<MessageList>(t.app, 'GET', '/message/list', { limit: 50 }, { token: buyer.token })).data.list;
const ship = (body: Record<string, unknown>) => adminCall(t.app, root, 'POST', '/orders/ship', { logistics_company: 'DHL', ...body });

/** A paid order of three teapots and two cup sets (one warehouse sub-order) and a stool (merchant), in `currency`. */
async function paidOrder(buyer: Buyer, currency = 'USD', lang = 'en') {
  const items = [
    { sku_id: skuOf(teapot), qty: 3 },
    { sku_id: skuOf(cups), qty: 2 },
    { sku_id: skuOf(stool), qty: 1 },
  ];
  const created = await placeOrder(t, buyer, items, { currency, lang });
  if (created.code !== 200) throw new Error(JSON.stringify(created));
  const orderNo = created.data.order_no;
  const paid = await call(t.app, 'POST', '/order/pay', { order_no: orderNo, method: 'wallet' }, { token: buyer.token, currency, lang });
  if (paid.code !== 200) throw new Error(JSON.stringify(paid));
  const subs = (await detailOf(buyer, orderNo)).sub_orders;
  return { orderNo, warehouse: subs.find((sub) => sub.source === 'warehouse')!.sub_order_no, merchant: subs.find((sub) => sub.source === 'merchant')!.sub_order_no };
}

beforeAll(async () => {
  const categoryId = (await saveCategory(t, root, { name: { en: 'Tea' } })).id;
  teapot = await saveProduct(t, root, categoryId, { name: { en: 'Clay Teapot', 'zh-CN': '紫砂茶壶' }, skus: [{ spec_values: [], price: '20.00', stock: 500 }] });
  cups = await saveProduct(t, root, categoryId, { name: { en: 'Cup Set', 'zh-CN': '茶杯套装' }, skus: [{ spec_values: [], price: '8.00', stock: 500 }] });
  stool = await saveProduct(t, root, categoryId, { name: { en: 'Stool', 'zh-CN': '凳子' }, shipping_source: 'merchant', skus: [{ spec_values: [], price: '60.00', stock: 500 }] });
});

describe('shipping a sub-order in several parcels', () => {
  it('ships chosen lines and quantities, shows the sub-order partly shipped, and moves it to shipped with the last parcel', async () => {
    const buyer = await newBuyer(t, root, '500.00');
    const { orderNo, warehouse, merchant } = await paidOrder(buyer);

    expect(await ship({ order_no: orderNo, tracking_no: 'P-0', lines: [{ sku_id: skuOf(teapot), qty: 1 }] })).toMatchObject({ code: ErrorCode.InvalidParameters, data: { lines: expect.any(String) } });
    expect(await ship({ order_no: warehouse, tracking_no: 'P-0', lines: [{ sku_id: skuOf(stool), qty: 1 }] })).toMatchObject({ code: ErrorCode.InvalidParameters, data: { lines: expect.any(String) } });
    expect(await ship({ order_no: warehouse, tracking_no: 'P-0', lines: [{ sku_id: skuOf(teapot), qty: 4 }] })).toMatchObject({
      code: ErrorCode.InvalidParameters,
      data: { lines: 'More than is left to ship' },
    });
    expect(await ship({ order_no: warehouse, tracking_no: 'P-0', lines: [{ sku_id: skuOf(teapot), qty: 0 }] })).toMatchObject({ code: ErrorCode.InvalidParameters });

    expect((await ship({ order_no: warehouse, tracking_no: 'P-1', lines: [{ sku_id: skuOf(teapot), qty: 2 }] })).code).toBe(200);
    let sub = (await detailOf(buyer, orderNo)).sub_orders.find((one) => one.sub_order_no === warehouse)!;
    expect(sub.status).toBe('pending_shipping');
    expect(sub.lines.map((line) => [line.sku_id, line.qty, line.shipped_qty])).toEqual([
      [skuOf(teapot), 3, 2],
      [skuOf(cups), 2, 0],
    ]);
    expect(sub.parcels).toEqual([expect.objectContaining({ logistics_company: 'DHL', tracking_no: 'P-1', lines: [{ sku_id: skuOf(teapot), name: 'Clay Teapot', spec_text: '', qty: 2 }], latest_event: null })]);
    expect(await ship({ order_no: warehouse, tracking_no: 'P-0', lines: [{ sku_id: skuOf(teapot), qty: 2 }] })).toMatchObject({ code: ErrorCode.InvalidParameters, data: { lines: 'More than is left to ship' } });

    expect((await ship({ order_no: warehouse, tracking_no: 'P-2', lines: [{ sku_id: skuOf(cups), qty: 2 }] })).code).toBe(200);
    expect((await detailOf(buyer, orderNo)).sub_orders.find((one) => one.sub_order_no === warehouse)!.status).toBe('pending_shipping');
    // Without lines: everything left (the last teapot) goes, and the sub-order is shipped; the order follows once the merchant's is too.
    expect((await ship({ order_no: warehouse, tracking_no: 'P-3' })).code).toBe(200);
    const detail = await detailOf(buyer, orderNo);
    sub = detail.sub_orders.find((one) => one.sub_order_no === warehouse)!;
    expect(sub).toMatchObject({ status: 'shipped', tracking_no: 'P-3' });
    expect(sub.parcels.map((parcel) => [parcel.tracking_no, parcel.lines.map((line) => [line.name, line.qty])])).toEqual([
      ['P-1', [['Clay Teapot', 2]]],
      ['P-2', [['Cup Set', 2]]],
      ['P-3', [['Clay Teapot', 1]]],
    ]);
    expect(detail.status).toBe('pending_shipping');
    expect((await ship({ order_no: warehouse, tracking_no: 'P-4' })).code).toBe(ErrorCode.OrderStateConflict);
    expect((await ship({ order_no: merchant, tracking_no: 'M-1' })).code).toBe(200);
    expect((await detailOf(buyer, orderNo)).status).toBe('shipped');

    // The customer is told of each parcel.
    const shipped = (await inbox(buyer)).filter((message) => message.title.includes(orderNo) && /P-\d|M-1/.test(message.content));
    expect(shipped).toHaveLength(4);
  });

  it('keeps carrier events per parcel, and the tracking screen shows each parcel with its own events', async () => {
    const buyer = await newBuyer(t, root, '500.00');
    const { orderNo, warehouse } = await paidOrder(buyer);
    const event = (body: Record<string, unknown>) =>
      adminCall(t.app, root, 'POST', '/orders/shipment_event', { sub_order_no: warehouse, occurred_at: '2026-01-02T08:00:00Z', status: 'picked_up', location: 'Leipzig', ...body });

    expect((await event({})).code).toBe(ErrorCode.OrderStateConflict);
    expect((await call(t.app, 'GET', '/order/tracking', { sub_order_no: warehouse }, { token: buyer.token })).code).toBe(ErrorCode.OrderStateConflict);
    await ship({ order_no: warehouse, tracking_no: 'T-1', lines: [{ sku_id: skuOf(teapot), qty: 3 }] });
    expect((await event({})).code).toBe(200);
    await ship({ order_no: warehouse, tracking_no: 'T-2' });
    expect(await event({})).toMatchObject({ code: ErrorCode.InvalidParameters, data: { parcel_id: expect.any(String) } });
    const [first, second] = (await adminDetail(orderNo)).sub_orders.find((sub) => sub.sub_order_no === warehouse)!.parcels;
    expect(await event({ parcel_id: 999_999 })).toMatchObject({ code: ErrorCode.InvalidParameters, data: { parcel_id: expect.any(String) } });
    expect((await event({ parcel_id: second!.parcel_id, status: 'in_transit', occurred_at: '2026-01-03T08:00:00Z' })).code).toBe(200);

    const tracking = (await call<ParcelTracking>(t.app, 'GET', '/order/tracking', { sub_order_no: warehouse }, { token: buyer.token })).data;
    expect(tracking).toMatchObject({ status: 'shipped', tracking_no: 'T-2' });
    expect(tracking.events.map((one) => one.status)).toEqual(['in_transit', 'picked_up']);
    expect(tracking.parcels.map((parcel) => [parcel.parcel_id, parcel.tracking_no, parcel.events.map((one) => one.status), parcel.lines.map((line) => line.qty)])).toEqual([
      [first!.parcel_id, 'T-1', ['picked_up'], [3]],
      [second!.parcel_id, 'T-2', ['in_transit'], [2]],
    ]);
    const admin = await adminDetail(orderNo);
    expect(admin.shipment_events.map((one) => [one.parcel_id, one.status])).toEqual([
      [second!.parcel_id, 'in_transit'],
      [first!.parcel_id, 'picked_up'],
    ]);
    expect(admin.sub_orders.find((sub) => sub.sub_order_no === warehouse)!.latest_event).toMatchObject({ status: 'in_transit' });
  });

  it('refunding a partly shipped sub-order in full gives back the stock of the units not shipped only', async () => {
    const buyer = await newBuyer(t, root, '500.00');
    const { orderNo, warehouse } = await paidOrder(buyer);
    await ship({ order_no: warehouse, tracking_no: 'R-1', lines: [{ sku_id: skuOf(teapot), qty: 1 }] });
    const [teapots, cupSets] = [await stockOf(teapot), await stockOf(cups)];
    const paid = (await detailOf(buyer, orderNo)).sub_orders.find((sub) => sub.sub_order_no === warehouse)!.paid_amount;
    const asked = await call<{ id: number }>(t.app, 'POST', '/order/refund', { order_no: warehouse, kind: 'refund', reason: 'Changed my mind', amount: paid }, { token: buyer.token });
    expect(asked.code).toBe(200);
    expect((await adminCall(t.app, root, 'POST', '/review/refund', { id: asked.data.id, approve: true })).code).toBe(200);
    expect([await stockOf(teapot), await stockOf(cups)]).toEqual([teapots + 2, cupSets + 2]);
    expect((await detailOf(buyer, orderNo)).sub_orders.find((sub) => sub.sub_order_no === warehouse)!.status).toBe('cancelled');
  });
});

describe('internal notes', () => {
  it('keeps operators\u2019 notes with who wrote them and when, in the back office only', async () => {
    const buyer = await newBuyer(t, root, '500.00');
    const { orderNo, warehouse } = await paidOrder(buyer);
    const viewer = await signedInAdmin(t, ['orders:detail']);
    const outsider = await signedInAdmin(t, ['orders:list']);
    const note = (browser: typeof root, body: string, order = orderNo) => adminCall<OrderNoteView>(t.app, browser, 'POST', '/orders/note', { order_no: order, body });

    expect((await note(root, '   ')).code).toBe(ErrorCode.MissingParameters);
    expect(await note(root, 'x'.repeat(1001))).toMatchObject({ code: ErrorCode.InvalidParameters, data: { body: expect.any(String) } });
    expect((await note(outsider, 'Not mine')).code).toBe(4003);
    expect((await note(root, 'Nobody', '99999999999')).code).toBe(ErrorCode.OrderNotFound);

    const first = await note(root, 'Customer called: leave at the door');
    expect(first).toMatchObject({ code: 200, data: { body: 'Customer called: leave at the door', admin: root.username } });
    expect((await note(viewer, '客户要求周末送货\n请致电', warehouse)).code).toBe(200);
    const notes = (await adminDetail(orderNo)).notes;
    expect(notes.map((one) => one.body)).toEqual(['Customer called: leave at the door', '客户要求周末送货\n请致电']);
    expect(notes.every((one) => !Number.isNaN(Date.parse(one.created_at)))).toBe(true);

    // No storefront answer about the order carries them: details, list, share link, tracking.
    await ship({ order_no: warehouse, tracking_no: 'N-1' });
    const share = await call<{ share_token: string }>(t.app, 'POST', '/order/share', { order_no: orderNo }, { token: buyer.token });
    const answers = [
      await call(t.app, 'GET', '/goods/order_details', { order_no: orderNo }, { token: buyer.token }),
      await call(t.app, 'GET', '/order/order_list', { limit: 50 }, { token: buyer.token }),
      await call(t.app, 'GET', '/order/order_list', { limit: 50 }, { token: buyer.token, lang: 'zh-CN', currency: 'CNY' }),
      await call(t.app, 'GET', '/order/tracking', { sub_order_no: warehouse }, { token: buyer.token }),
      ...(share.code === 200 ? [await call(t.app, 'GET', '/order/share_detail', { share_token: share.data.share_token })] : []),
    ];
    for (const answer of answers) {
      expect(answer.code).toBe(200);
      const text = JSON.stringify(answer);
      expect(text).not.toContain('leave at the door');
      expect(text).not.toContain('周末送货');
      expect(text).not.toContain('"notes"');
    }
  });
});

describe('packing slip and invoice', () => {
  it('are PDFs in the customer’s language and currency: English in US dollars', async () => {
    const buyer = await newBuyer(t, root, '500.00');
    const { orderNo } = await paidOrder(buyer);
    const detail = await detailOf(buyer, orderNo);

    const slip = await adminDownload(t, root, '/orders/packing_slip', { order_no: orderNo });
    expect(slip.type).toBe('application/pdf');
    expect(slip.disposition).toBe(`attachment; filename="packing-slip-${orderNo}.pdf"`);
    expect(slip.body.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pdfFacts(slip.body).subject).toBe(orderNo);
    const slipText = pdfText(slip.body);
    expect(slipText).toEqual(expect.arrayContaining(['Packing slip', `Order ${orderNo}`, 'Clay Teapot', 'Quantity: 3', 'Cup Set', 'Quantity: 2', 'Stool', 'Quantity: 1', 'Jane Roe +12125550134', '350 Fifth Avenue', 'New York NY 10001', 'United States of America']));

    const bill = await adminDownload(t, root, '/orders/invoice', { order_no: orderNo });
    expect(bill.type).toBe('application/pdf');
    expect(bill.disposition).toBe(`attachment; filename="invoice-${orderNo}.pdf"`);
    const billText = pdfText(bill.body);
    expect(billText).toEqual(expect.arrayContaining(['Invoice', 'Clay Teapot', '3 × $20.00 = $60.00', '2 × $8.00 = $16.00', 'Total', `$${detail.pay_amount}`, 'Refunded', '$0.00']));

    const stranger = await signedInAdmin(t, ['orders:list']);
    expect((await adminDownload(t, stranger, '/orders/invoice', { order_no: orderNo })).envelope().code).toBe(4003);
    expect((await adminDownload(t, root, '/orders/invoice', { order_no: '99999999999' })).envelope().code).toBe(ErrorCode.OrderNotFound);
    expect((await adminDownload(t, root, '/orders/invoice', { order_no: 'abc' })).envelope().code).toBe(ErrorCode.InvalidParameters);
  });

  it('are PDFs in the customer’s language and currency: Chinese in yuan, whatever the operator reads', async () => {
    const buyer = await newBuyer(t, root, '500.00');
    await t.db.update(users).set({ lang: 'zh-CN' }).where(eq(users.id, buyer.userId));
    const { orderNo } = await paidOrder(buyer, 'CNY', 'zh-CN');
    const detail = (await call<OrderDetail>(t.app, 'GET', '/goods/order_details', { order_no: orderNo }, { token: buyer.token, currency: 'CNY', lang: 'zh-CN' })).data;

    const slipText = pdfText((await adminDownload(t, root, '/orders/packing_slip', { order_no: orderNo })).body);
    expect(slipText).toEqual(expect.arrayContaining(['装箱单', `Order ${orderNo}`.replace('Order', '订单'), '紫砂茶壶', '数量：3', '茶杯套装', '数量：2']));

    const bill = await adminDownload(t, root, '/orders/invoice', { order_no: orderNo });
    const billText = pdfText(bill.body);
    expect(billText).toEqual(expect.arrayContaining(['发票', '紫砂茶壶', '总计', `¥${detail.pay_amount}`]));
    expect(billText.join('\n')).not.toContain('$');
  });
});
