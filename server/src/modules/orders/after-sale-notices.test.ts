import { desc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { MessageList, OrderAdminDetail, OrderDetail, ParcelTracking, ProductAdminDetail, RefundView, ReturnAddressRow } from '@roamcart/contracts';
import { users } from '../../platform/tables/users.ts';
import { mailOutbox } from '../../platform/tables/mail.ts';
import { adminCall, signedInAdmin, useSuperAdmin } from '../../test/admin-client.ts';
import { newBuyer, placeOrder, type Buyer } from '../../test/buyer-fixture.ts';
import { saveCategory, saveProduct } from '../../test/catalogue-fixture.ts';
import { call, useTestApp } from '../../test/test-app.ts';

const t = useTestApp();
const root = useSuperAdmin(t);
let teapot: ProductAdminDetail;
let stool: ProductAdminDetail;

const WAREHOUSE_ADDRESS = { source: 'warehouse', name: 'Roamcart Returns', phone: '+44 20 7946 0958', country: 'GB', line1: '1 Dock Road', line2: 'London E16 1AA' };

const detailOf = async (buyer: Buyer, orderNo: string) => (await call<OrderDetail>(t.app, 'GET', '/goods/order_details', { order_no: orderNo }, { token: buyer.token })).data;
const inbox = async (buyer: Buyer) => (await call<MessageList>(t.app, 'GET', '/message/list', { limit: 50 }, { token: buyer.token })).data.list;
const lastMailTo = async (email: string) => (await t.db.select().from(mailOutbox).where(eq(mailOutbox.to, email)).orderBy(desc(mailOutbox.id)).limit(1))[0];

/** A paid order of one teapot (warehouse) and one stool (merchant): its number and its sub-orders' numbers by source. */
async function paidOrder(buyer: Buyer): Promise<{ orderNo: string; warehouse: string; merchant: string }> {
  const { order_no } = (await placeOrder(t, buyer, [{ sku_id: teapot.skus[0]!.id, qty: 1 }, { sku_id: stool.skus[0]!.id, qty: 1 }])).data;
  await call(t.app, 'POST', '/order/pay', { order_no, method: 'wallet' }, { token: buyer.token });
  const subs = (await detailOf(buyer, order_no)).sub_orders;
  return { orderNo: order_no, warehouse: subs.find((sub) => sub.source === 'warehouse')!.sub_order_no, merchant: subs.find((sub) => sub.source === 'merchant')!.sub_order_no };
}

/** A shipped warehouse parcel with a return asked for it; the request's id. */
async function askedReturn(buyer: Buyer): Promise<{ orderNo: string; refundId: number }> {
  const order = await paidOrder(buyer);
  await adminCall(t.app, root, 'POST', '/orders/ship', { order_no: order.warehouse, logistics_company: 'DHL', tracking_no: 'RET-1' });
  const asked = await call<RefundView>(t.app, 'POST', '/order/refund', { order_no: order.warehouse, kind: 'return', reason: 'Chipped', amount: '5.00' }, { token: buyer.token });
  return { orderNo: order.orderNo, refundId: asked.data.id };
}

beforeAll(async () => {
  const categoryId = (await saveCategory(t, root, { name: { en: 'Kitchen' } })).id;
  teapot = await saveProduct(t, root, categoryId, { name: { en: 'Teapot' }, skus: [{ spec_values: [], price: '20.00', stock: 500 }] });
  stool = await saveProduct(t, root, categoryId, { name: { en: 'Stool' }, shipping_source: 'merchant', skus: [{ spec_values: [], price: '60.00', stock: 500 }] });
});

describe('return addresses', () => {
  it('approves a return with no address kept for its source, saying the shop will send it, in the inbox and the mail', async () => {
    const buyer = await newBuyer(t, root, '500.00');
    const { orderNo, refundId } = await askedReturn(buyer);
    expect((await adminCall(t.app, root, 'POST', '/review/refund', { id: refundId, approve: true })).code).toBe(200);
    const refund = (await detailOf(buyer, orderNo)).refunds[0]!;
    expect(refund).toMatchObject({ status: 'approved', return_address: null });
    const [message] = await inbox(buyer);
    expect(message).toMatchObject({ title: `Your return for order ${orderNo} is approved`, link: `/orderdetails?order_no=${orderNo}` });
    expect(message!.content).toContain('We will send you the address');
    const mail = await lastMailTo(buyer.email);
    expect(mail).toMatchObject({ subject: `Your return for order ${orderNo} is approved` });
    expect(mail!.body).toContain(`/#/orderdetails?order_no=${orderNo}`);
  });

  it('keeps one address per shipping source for whoever may edit them, checking the phone against the country', async () => {
    const editor = await signedInAdmin(t, ['return_addresses:list', 'return_addresses:save']);
    const reader = await signedInAdmin(t, ['return_addresses:list']);
    expect((await adminCall<ReturnAddressRow[]>(t.app, editor, 'GET', '/return_addresses')).data).toEqual([
      { source: 'warehouse', address: null, updated_at: null },
      { source: 'merchant', address: null, updated_at: null },
    ]);
    expect((await adminCall(t.app, reader, 'POST', '/return_addresses/save', WAREHOUSE_ADDRESS)).code).toBe(4003);
    expect(await adminCall(t.app, editor, 'POST', '/return_addresses/save', { ...WAREHOUSE_ADDRESS, phone: '12345' })).toMatchObject({ code: 4002, data: { phone: 'Invalid phone number' } });
    expect((await adminCall(t.app, editor, 'POST', '/return_addresses/save', { ...WAREHOUSE_ADDRESS, country: 'XX' })).data).toMatchObject({ country: expect.any(String) });
    expect((await adminCall<ReturnAddressRow[]>(t.app, reader, 'GET', '/return_addresses')).data[0]!.address).toBeNull();

    const saved = await adminCall<ReturnAddressRow>(t.app, editor, 'POST', '/return_addresses/save', WAREHOUSE_ADDRESS);
    expect(saved.data).toMatchObject({ source: 'warehouse', address: { name: 'Roamcart Returns', phone: '+442079460958', country: 'GB', line1: '1 Dock Road', line2: 'London E16 1AA' } });
    await adminCall(t.app, editor, 'POST', '/return_addresses/save', { ...WAREHOUSE_ADDRESS, line1: '2 Dock Road' });
    const listed = (await adminCall<ReturnAddressRow[]>(t.app, reader, 'GET', '/return_addresses')).data;
    expect(listed.map((row) => [row.source, row.address?.line1 ?? null])).toEqual([
      ['warehouse', '2 Dock Road'],
      ['merchant', null],
    ]);
    await adminCall(t.app, editor, 'POST', '/return_addresses/save', WAREHOUSE_ADDRESS);
  });

  it('shows the source’s return address with the approved return, in the customer’s language in the inbox and the mail', async () => {
    const buyer = await newBuyer(t, root, '500.00');
    await t.db.update(users).set({ lang: 'fr' }).where(eq(users.id, buyer.userId));
    const { orderNo, refundId } = await askedReturn(buyer);
    expect((await detailOf(buyer, orderNo)).refunds[0]!.return_address).toBeNull();
    await adminCall(t.app, root, 'POST', '/review/refund', { id: refundId, approve: true });
    const address = { name: 'Roamcart Returns', phone: '+442079460958', country: 'GB', line1: '1 Dock Road', line2: 'London E16 1AA' };
    expect((await detailOf(buyer, orderNo)).refunds[0]).toMatchObject({ status: 'approved', return_address: address });

    const [message] = await inbox(buyer);
    expect(message!.title).toBe(`Votre retour pour la commande ${orderNo} est accepté`);
    const detail = await call<{ content: string }>(t.app, 'GET', '/message/detail', { id: message!.id }, { token: buyer.token });
    expect(detail.data.content).toContain('Roamcart Returns +442079460958\n1 Dock Road\nLondon E16 1AA\nRoyaume-Uni');
    expect((await lastMailTo(buyer.email))!.body).toContain('1 Dock Road\nLondon E16 1AA\nRoyaume-Uni');

    // Still shown while the goods travel back; the back office's list shows it too.
    await call(t.app, 'POST', '/order/refund_ship', { refund_id: refundId, logistics_company: 'UPS', tracking_no: '1Z-BACK' }, { token: buyer.token });
    expect((await detailOf(buyer, orderNo)).refunds[0]).toMatchObject({ status: 'in_transit', return_address: address });
  });
});

describe('parcel tracking', () => {
  it('lets whoever may ship add carrier events to a shipped parcel, refusing one not shipped, another’s, or in the future', async () => {
    const buyer = await newBuyer(t, root, '500.00');
    const order = await paidOrder(buyer);
    const event = { sub_order_no: order.warehouse, occurred_at: '2026-01-05T08:30:00Z', status: 'picked_up', location: 'Leeds hub', description: 'Collected from the warehouse' };
    expect((await adminCall(t.app, root, 'POST', '/orders/shipment_event', event)).code).toBe(4207);
    await adminCall(t.app, root, 'POST', '/orders/ship', { order_no: order.warehouse, logistics_company: 'DHL', tracking_no: 'JD 42/7' });
    const viewer = await signedInAdmin(t, ['orders:detail']);
    expect((await adminCall(t.app, viewer, 'POST', '/orders/shipment_event', event)).code).toBe(4003);
    expect(await adminCall(t.app, root, 'POST', '/orders/shipment_event', { ...event, status: 'lost' })).toMatchObject({ code: 4002, data: { status: expect.any(String) } });
    expect(await adminCall(t.app, root, 'POST', '/orders/shipment_event', { ...event, occurred_at: '2999-01-01T00:00:00Z' })).toMatchObject({
      code: 4002,
      data: { occurred_at: 'Cannot be in the future' },
    });
    expect((await adminCall(t.app, root, 'POST', '/orders/shipment_event', event)).code).toBe(200);
    expect((await adminCall(t.app, root, 'POST', '/orders/shipment_event', { ...event, occurred_at: '2026-01-06T09:00:00+01:00', status: 'in_transit', location: 'Manchester', description: '' })).code).toBe(200);

    const admin = await adminCall<OrderAdminDetail>(t.app, root, 'GET', '/orders/detail', { order_no: order.orderNo });
    expect(admin.data.shipment_events.map((row) => [row.sub_order_no, row.status, row.occurred_at])).toEqual([
      [order.warehouse, 'in_transit', '2026-01-06T08:00:00.000Z'],
      [order.warehouse, 'picked_up', '2026-01-05T08:30:00.000Z'],
    ]);

    // The buyer sees the newest event on the order, the whole timeline on the parcel's screen, and the carrier's page.
    const detail = await detailOf(buyer, order.orderNo);
    const warehouse = detail.sub_orders.find((sub) => sub.sub_order_no === order.warehouse)!;
    expect(warehouse).toMatchObject({
      latest_event: { status: 'in_transit', location: 'Manchester', occurred_at: '2026-01-06T08:00:00.000Z' },
      tracking_url: 'https://www.dhl.com/global-en/home/tracking/tracking-express.html?submit=1&tracking-id=JD%2042%2F7',
    });
    expect(detail.sub_orders.find((sub) => sub.sub_order_no === order.merchant)).toMatchObject({ latest_event: null, tracking_url: null });
    const tracking = await call<ParcelTracking>(t.app, 'GET', '/order/tracking', { sub_order_no: order.warehouse }, { token: buyer.token });
    expect(tracking.data).toMatchObject({ order_no: order.orderNo, source: 'warehouse', status: 'shipped', logistics_company: 'DHL', tracking_no: 'JD 42/7' });
    expect(tracking.data.events.map((row) => [row.status, row.location, row.description])).toEqual([
      ['in_transit', 'Manchester', ''],
      ['picked_up', 'Leeds hub', 'Collected from the warehouse'],
    ]);
    expect((await call(t.app, 'GET', '/order/tracking', { sub_order_no: order.merchant }, { token: buyer.token })).code).toBe(4207);

    // Nobody else reaches it, by the sub-order's number or the order's.
    const stranger = await newBuyer(t, root);
    expect((await call(t.app, 'GET', '/order/tracking', { sub_order_no: order.warehouse }, { token: stranger.token })).code).toBe(4206);
    expect((await call(t.app, 'GET', '/goods/order_details', { order_no: order.orderNo }, { token: stranger.token })).code).toBe(4206);
    expect((await call(t.app, 'GET', '/order/tracking', { sub_order_no: order.warehouse })).code).toBe(2001);
    expect((await call(t.app, 'GET', '/order/tracking', { sub_order_no: order.orderNo }, { token: buyer.token })).code).toBe(4206);
  });

  it('links no carrier page for a carrier whose pattern is not known', async () => {
    const buyer = await newBuyer(t, root, '500.00');
    const order = await paidOrder(buyer);
    await adminCall(t.app, root, 'POST', '/orders/ship', { order_no: order.merchant, logistics_company: 'JD Logistics', tracking_no: 'JD0001' });
    const tracking = await call<ParcelTracking>(t.app, 'GET', '/order/tracking', { sub_order_no: order.merchant }, { token: buyer.token });
    expect(tracking.data).toMatchObject({ tracking_url: null, events: [] });
  });
});

describe('messages to the customer', () => {
  it('tells the customer once when their order ships and when money comes back, in their language, linking to the order', async () => {
    const buyer = await newBuyer(t, root, '500.00');
    await t.db.update(users).set({ lang: 'ja' }).where(eq(users.id, buyer.userId));
    const order = await paidOrder(buyer);
    await adminCall(t.app, root, 'POST', '/orders/ship', { order_no: order.orderNo, logistics_company: 'UPS', tracking_no: '1Z999' });
    // Shipping again changes nothing and tells nothing.
    expect((await adminCall(t.app, root, 'POST', '/orders/ship', { order_no: order.orderNo, logistics_company: 'UPS', tracking_no: '1Z999' })).code).toBe(4207);
    const shipped = await inbox(buyer);
    expect(shipped).toHaveLength(1);
    expect(shipped[0]).toMatchObject({ title: `ご注文 ${order.orderNo} を発送しました`, link: `/orderdetails?order_no=${order.orderNo}`, read: false });
    expect(shipped[0]!.content).toContain('UPS（追跡番号 1Z999）');

    const asked = await call<RefundView>(t.app, 'POST', '/order/refund', { order_no: order.merchant, kind: 'refund', reason: 'Too big', amount: '12.50' }, { token: buyer.token });
    await adminCall(t.app, root, 'POST', '/review/refund', { id: asked.data.id, approve: true });
    expect((await adminCall(t.app, root, 'POST', '/review/refund', { id: asked.data.id, approve: true })).code).toBe(4207);
    const after = await inbox(buyer);
    expect(after).toHaveLength(2);
    expect(after[0]).toMatchObject({ title: `ご注文 ${order.orderNo} の返金`, link: `/orderdetails?order_no=${order.orderNo}` });
    expect(after[0]!.content).toContain('$12.50');
    // A rejected request moves no money and tells nothing.
    const rejected = await call<RefundView>(t.app, 'POST', '/order/refund', { order_no: order.merchant, kind: 'refund', reason: 'Again', amount: '1.00' }, { token: buyer.token });
    await adminCall(t.app, root, 'POST', '/review/refund', { id: rejected.data.id, approve: false, remark: 'No' });
    expect(await inbox(buyer)).toHaveLength(2);
  });

  it('tells of the money back when the returned goods arrive', async () => {
    const buyer = await newBuyer(t, root, '500.00');
    const { orderNo, refundId } = await askedReturn(buyer);
    await adminCall(t.app, root, 'POST', '/review/refund', { id: refundId, approve: true });
    await call(t.app, 'POST', '/order/refund_ship', { refund_id: refundId, logistics_company: 'UPS', tracking_no: '1Z-BACK' }, { token: buyer.token });
    await adminCall(t.app, root, 'POST', '/refunds/confirm_return', { id: refundId, remark: 'Arrived' });
    const titles = (await inbox(buyer)).map((message) => message.title);
    expect(titles).toEqual([`Refund for order ${orderNo}`, `Your return for order ${orderNo} is approved`, `Order ${orderNo} has shipped`]);
  });
});
