import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { OrderAdminDetail, OrderAdminRow, OrderDetail, PageResult, ProductAdminDetail, RefundView } from '@roamcart/contracts';
import { users } from '../../platform/tables/users.ts';
import { adminCall, signedInAdmin, useSuperAdmin } from '../../test/admin-client.ts';
import { newBuyer, placeOrder, type Buyer } from '../../test/buyer-fixture.ts';
import { saveCategory, saveProduct } from '../../test/catalogue-fixture.ts';
import { call, useTestApp } from '../../test/test-app.ts';
import { checkLedgers } from '../reporting/index.ts';

const t = useTestApp();
const root = useSuperAdmin(t);
let lamp: ProductAdminDetail;

beforeAll(async () => {
  const categoryId = (await saveCategory(t, root, { name: { en: 'Refund lighting' } })).id;
  lamp = await saveProduct(t, root, categoryId, { name: { en: 'Arc Lamp' }, skus: [{ spec_values: [], price: '149.00', stock: 100 }] });
});

const balanceOf = async (userId: number) => (await t.db.select({ balance: users.balance }).from(users).where(eq(users.id, userId)))[0]!.balance;
const adminDetail = async (orderNo: string, lang = 'en') => (await adminCall<OrderAdminDetail>(t.app, root, 'GET', '/orders/detail', { order_no: orderNo }, { lang })).data;
const listedRow = async (orderNo: string) => (await adminCall<PageResult<OrderAdminRow>>(t.app, root, 'GET', '/orders', { order_no: orderNo })).data.list[0]!;
const createRefund = (body: Record<string, unknown>, options: { lang?: string; headers?: Record<string, string> } = {}) =>
  adminCall<RefundView>(t.app, root, 'POST', '/refunds/create', body, options);

/** A shipped order of `qty` lamps at 149.00 (shipping free past the threshold), paid from the wallet. */
async function shippedOrder(buyer: Buyer, qty = 1): Promise<{ orderNo: string; subOrderNo: string }> {
  const { order_no } = (await placeOrder(t, buyer, [{ sku_id: lamp.skus[0]!.id, qty }])).data;
  await call(t.app, 'POST', '/order/pay', { order_no, method: 'wallet' }, { token: buyer.token });
  await adminCall(t.app, root, 'POST', '/orders/ship', { order_no, logistics_company: 'DHL', tracking_no: `RF${order_no.slice(-6)}` });
  const detail = await call<OrderDetail>(t.app, 'GET', '/goods/order_details', { order_no }, { token: buyer.token });
  return { orderNo: order_no, subOrderNo: detail.data.sub_orders[0]!.sub_order_no };
}

describe('refunds in the back office’s order', () => {
  it('marks a fully refunded order beside its status, shows the refunded total and records request and refund in the timeline, by name and in the reader’s language', async () => {
    const buyer = await newBuyer(t, root, '800.00');
    const { orderNo, subOrderNo } = await shippedOrder(buyer);
    const asked = await call<RefundView>(t.app, 'POST', '/order/refund', { order_no: subOrderNo, kind: 'refund', reason: 'Arrived broken', amount: '149.00' }, { token: buyer.token });
    expect((await adminCall(t.app, root, 'POST', '/review/refund', { id: asked.data.id, approve: true, remark: 'Sorry' })).code).toBe(200);

    const detail = await adminDetail(orderNo);
    // The status machine is untouched: still shipped, now fully refunded.
    expect(detail).toMatchObject({ status: 'shipped', paid_amount: '149.00', refunded_amount: '149.00', refund_mark: 'fully_refunded' });
    expect(detail.sub_orders[0]).toMatchObject({ status: 'shipped', refund_mark: 'fully_refunded', refunded_amount: '149.00' });
    expect(await listedRow(orderNo)).toMatchObject({ status: 'shipped', refund_mark: 'fully_refunded', refunded_amount: '149.00' });
    const refundMoves = detail.history.filter((move) => move.refund_id === asked.data.id);
    expect(refundMoves).toEqual([
      expect.objectContaining({ from: '', to: 'requested', by: 'user', actor: buyer.email, remark: 'Arrived broken', sub_order_no: subOrderNo }),
      expect.objectContaining({ from: 'requested', to: 'refunded', by: 'admin', actor: root.username, remark: 'Refunded 149.00 USD to the wallet: Sorry' }),
    ]);
    // The order's own moves name no refund; everything is oldest first.
    expect(detail.history.filter((move) => move.refund_id === null).map((move) => move.to)).toContain('shipped');
    expect(detail.history.map((move) => move.at)).toEqual([...detail.history.map((move) => move.at)].sort());
    const inChinese = await adminDetail(orderNo, 'zh-CN');
    expect(inChinese.history.find((move) => move.to === 'refunded')).toMatchObject({ actor: root.username, remark: '已退款 149.00 USD 至余额：Sorry' });
  });

  it('marks a partly refunded order and sub-order', async () => {
    const buyer = await newBuyer(t, root, '800.00');
    const { orderNo, subOrderNo } = await shippedOrder(buyer);
    const asked = await call<RefundView>(t.app, 'POST', '/order/refund', { order_no: subOrderNo, kind: 'refund', reason: 'One scratched', amount: '20.00' }, { token: buyer.token });
    await adminCall(t.app, root, 'POST', '/review/refund', { id: asked.data.id, approve: true });
    expect(await adminDetail(orderNo)).toMatchObject({ refund_mark: 'partially_refunded', refunded_amount: '20.00', sub_orders: [{ refund_mark: 'partially_refunded' }] });
    const untouched = await shippedOrder(buyer);
    expect(await listedRow(untouched.orderNo)).toMatchObject({ refund_mark: 'none', refunded_amount: '0.00' });
  });
});

describe('POST /review/refund, rejecting', () => {
  it('requires a remark to reject, in the caller’s language, and records the rejection with the admin named', async () => {
    const buyer = await newBuyer(t, root, '800.00');
    const { orderNo, subOrderNo } = await shippedOrder(buyer);
    const asked = await call<RefundView>(t.app, 'POST', '/order/refund', { order_no: subOrderNo, kind: 'refund', reason: 'Changed my mind', amount: '10.00' }, { token: buyer.token });
    expect(await adminCall(t.app, root, 'POST', '/review/refund', { id: asked.data.id, approve: false })).toMatchObject({ code: 4002, data: { remark: 'A remark is required to reject' } });
    expect(await adminCall(t.app, root, 'POST', '/review/refund', { id: asked.data.id, approve: false, remark: '' }, { lang: 'zh-CN' })).toMatchObject({ code: 4002, data: { remark: expect.any(String) } });
    expect((await adminDetail(orderNo)).refunds[0]).toMatchObject({ status: 'requested' });
    expect((await adminCall(t.app, root, 'POST', '/review/refund', { id: asked.data.id, approve: false, remark: 'Used goods' })).code).toBe(200);
    const rejected = (await adminDetail(orderNo)).history.find((move) => move.refund_id === asked.data.id && move.to === 'rejected');
    expect(rejected).toMatchObject({ from: 'requested', by: 'admin', actor: root.username, remark: 'Used goods' });
  });
});

describe('POST /refunds/create', () => {
  it('refunds chosen lines to the wallet through the refund flow, once per idempotency key, within what is refundable', async () => {
    const buyer = await newBuyer(t, root, '800.00');
    const { orderNo, subOrderNo } = await shippedOrder(buyer, 2);
    const before = await balanceOf(buyer.userId);
    const body = { sub_order_no: subOrderNo, lines: [{ sku_id: lamp.skus[0]!.id, qty: 1 }], amount: '149.00', reason: 'Damaged in transit' };
    const headers = { 'idempotency-key': `refund-${subOrderNo}` };

    const first = await createRefund(body, { headers });
    expect(first).toMatchObject({ code: 200, data: { kind: 'refund', status: 'refunded', amount: '149.00', sub_order_no: subOrderNo, reason: 'Damaged in transit' } });
    // A repeat of the same key answers the same refund and pays nothing more.
    expect(await createRefund(body, { headers })).toMatchObject({ code: 200, data: { id: first.data.id } });
    expect(await balanceOf(buyer.userId)).toBe(before + 14900n);

    const detail = await adminDetail(orderNo);
    expect(detail).toMatchObject({ status: 'shipped', refund_mark: 'partially_refunded', refunded_amount: '149.00', refunds: [{ id: first.data.id, status: 'refunded' }] });
    expect(detail.history.filter((move) => move.refund_id === first.data.id)).toEqual([
      expect.objectContaining({ to: 'requested', by: 'admin', actor: root.username, remark: 'Damaged in transit' }),
      expect.objectContaining({ to: 'refunded', by: 'admin', actor: root.username, remark: 'Refunded 149.00 USD to the wallet' }),
    ]);

    // Bounded: the other lamp is left (149.00), one of it to choose.
    expect(await createRefund({ ...body, amount: '149.01' })).toMatchObject({ code: 4002, data: { amount: 'More than what was paid for it and not yet refunded' } });
    expect(await createRefund({ ...body, lines: [{ sku_id: lamp.skus[0]!.id, qty: 2 }], amount: '1.00' })).toMatchObject({ code: 4002, data: { lines: 'At most what was bought and not yet refunded' } });
    expect(await createRefund({ ...body, lines: [{ sku_id: lamp.skus[0]!.id, qty: 2 }], amount: '1.00' }, { lang: 'zh-CN' })).toMatchObject({ code: 4002, data: { lines: '不能超过已购买且未退款的数量' } });
    expect(await createRefund({ ...body, amount: '1.001' })).toMatchObject({ code: 4002, data: { amount: expect.any(String) } });
    expect(await createRefund({ ...body, reason: '' })).toMatchObject({ code: 4001, data: { reason: expect.any(String) } });
    expect(await balanceOf(buyer.userId)).toBe(before + 14900n);

    // The rest: fully refunded, the status still the machine's.
    expect((await createRefund(body)).code).toBe(200);
    expect(await adminDetail(orderNo)).toMatchObject({ status: 'shipped', refund_mark: 'fully_refunded', refunded_amount: '298.00' });
    expect(await createRefund({ ...body, lines: [], amount: '0.01' })).toMatchObject({ code: 4002, data: { amount: expect.any(String) } });
    expect((await checkLedgers(t.db, 'cli')).issues.filter((issue) => issue.userId === buyer.userId)).toEqual([]);
  });

  it('waits for a request under review (4207), refuses an unpaid sub-order (4207) and needs the refund review permission', async () => {
    const buyer = await newBuyer(t, root, '800.00');
    const { subOrderNo } = await shippedOrder(buyer);
    await call(t.app, 'POST', '/order/refund', { order_no: subOrderNo, kind: 'refund', reason: 'Late', amount: '5.00' }, { token: buyer.token });
    expect((await createRefund({ sub_order_no: subOrderNo, amount: '1.00', reason: 'Goodwill' })).code).toBe(4207);
    const { order_no: unpaid } = (await placeOrder(t, buyer, [{ sku_id: lamp.skus[0]!.id, qty: 1 }])).data;
    const unpaidSub = (await adminDetail(unpaid)).sub_orders[0]!.sub_order_no;
    expect((await createRefund({ sub_order_no: unpaidSub, amount: '1.00', reason: 'Goodwill' })).code).toBe(4207);
    const viewer = await signedInAdmin(t, ['orders:detail']);
    expect((await adminCall(t.app, viewer, 'POST', '/refunds/create', { sub_order_no: subOrderNo, amount: '1.00', reason: 'Goodwill' })).code).toBe(4003);
  });
});
