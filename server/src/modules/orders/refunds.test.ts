import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AgentRow, OrderDetail, PageResult, ProductAdminDetail, RebateRow, RefundAdminRow, RefundView } from '@roamcart/contracts';
import { users } from '../../platform/tables/users.ts';
import { skus } from '../catalogue/tables.ts';
import { balanceLedger } from '../wallet/tables.ts';
import { refunds } from './tables.ts';
import { adminCall, signedInAdmin, type AdminBrowser } from '../../test/admin-client.ts';
import { newBuyer, placeOrder, type Buyer } from '../../test/buyer-fixture.ts';
import { saveCategory, saveProduct } from '../../test/catalogue-fixture.ts';
import { walkStateMachine } from '../../test/state-machine-walk.ts';
import { call, createTestApp, type TestApp } from '../../test/test-app.ts';
import { checkLedgers } from '../reporting/index.ts';
import { refundStatus } from './refunds.ts';

let t: TestApp;
let root: AdminBrowser;
let lamp: ProductAdminDetail;

const stockOf = async () => (await t.db.select({ stock: skus.stock }).from(skus).where(eq(skus.id, lamp.skus[0]!.id)))[0]!.stock;
const balanceOf = async (userId: number) => (await t.db.select({ balance: users.balance }).from(users).where(eq(users.id, userId)))[0]!.balance;
const detailOf = async (buyer: Buyer, orderNo: string) => (await call<OrderDetail>(t.app, 'GET', '/goods/order_details', { order_no: orderNo }, { token: buyer.token })).data;
const requestRefund = (buyer: Buyer, body: Record<string, unknown>, lang = 'en') => call<RefundView>(t.app, 'POST', '/order/refund', body, { token: buyer.token, lang });

/** A paid order of two lamps (40.00 + 5.00 shipping); its sub-order number. */
async function paidSubOrder(buyer: Buyer): Promise<{ orderNo: string; subOrderNo: string }> {
  const { order_no } = (await placeOrder(t, buyer, [{ sku_id: lamp.skus[0]!.id, qty: 2 }])).data;
  await call(t.app, 'POST', '/order/pay', { order_no, method: 'wallet' }, { token: buyer.token });
  return { orderNo: order_no, subOrderNo: (await detailOf(buyer, order_no)).sub_orders[0]!.sub_order_no };
}

async function ledgerMatchesBalance(userId: number): Promise<void> {
  const [sum] = await t.db.select({ total: sql<string>`coalesce(sum(${balanceLedger.amount}), 0)::text` }).from(balanceLedger).where(eq(balanceLedger.userId, userId));
  expect(BigInt(sum!.total)).toBe(await balanceOf(userId));
}

beforeAll(async () => {
  t = await createTestApp();
  root = await signedInAdmin(t, 'super');
  const categoryId = (await saveCategory(t, root, { name: { en: 'Lighting' } })).id;
  lamp = await saveProduct(t, root, categoryId, { name: { en: 'Floor Lamp' }, skus: [{ spec_values: [], price: '20.00', stock: 100 }] });
});
afterAll(async () => {
  await t.close();
});

describe('refunds', () => {
  it('frees the purchase limit for units refunded before shipping or returned, and names the goods when it is reached', async () => {
    const buyer = await newBuyer(t, root, '500.00');
    const categoryId = (await saveCategory(t, root, { name: { en: 'Limited' } })).id;
    const vase = await saveProduct(t, root, categoryId, { name: { en: 'Blue Vase', 'zh-CN': '蓝色花瓶' }, purchase_limit: 2, skus: [{ spec_values: [], price: '10.00', stock: 50 }] });
    const vaseSku = vase.skus[0]!.id;
    const address = buyer.addressId;
    const preview = (qty: number, lang = 'en') => call(t.app, 'POST', '/order/preview', { items: [{ sku_id: vaseSku, qty }], address_id: address }, { token: buyer.token, lang });
    const buyTwo = async () => {
      const { order_no } = (await placeOrder(t, buyer, [{ sku_id: vaseSku, qty: 2 }])).data;
      await call(t.app, 'POST', '/order/pay', { order_no, method: 'wallet' }, { token: buyer.token });
      const [sub] = (await detailOf(buyer, order_no)).sub_orders;
      return { orderNo: order_no, subOrderNo: sub!.sub_order_no, paid: sub!.pay_amount };
    };

    const first = await buyTwo();
    expect(await preview(1)).toMatchObject({ code: 4204, data: { goods_id: vase.id, limit: 2, left: 0 }, msg: 'Blue Vase is limited to 2 per customer: you can take 0 more' });
    expect((await preview(1, 'zh-CN')).msg).toBe('蓝色花瓶每人限购 2 件，您还可购买 0 件');
    // Refunded in full before it shipped: those units never reached the buyer.
    const refund = await requestRefund(buyer, { order_no: first.subOrderNo, kind: 'refund', reason: 'Ordered twice', amount: first.paid });
    await adminCall(t.app, root, 'POST', '/review/refund', { id: refund.data.id, approve: true });
    expect((await preview(2)).code).toBe(200);

    // Returned goods: counted until the operator confirms they came back.
    const second = await buyTwo();
    await adminCall(t.app, root, 'POST', '/orders/ship', { order_no: second.orderNo, logistics_company: 'DHL', tracking_no: 'V1' });
    const asked = await requestRefund(buyer, { order_no: second.subOrderNo, kind: 'return', reason: 'Chipped', amount: '20.00' });
    await adminCall(t.app, root, 'POST', '/review/refund', { id: asked.data.id, approve: true });
    await call(t.app, 'POST', '/order/refund_ship', { refund_id: asked.data.id, logistics_company: 'UPS', tracking_no: '1Z' }, { token: buyer.token });
    expect((await preview(1)).code).toBe(4204);
    await adminCall(t.app, root, 'POST', '/refunds/confirm_return', { id: asked.data.id, remark: 'Arrived' });
    expect((await preview(2)).code).toBe(200);
  });

  it('refunds an unshipped sub-order in full: money back to the wallet, the order cancelled, the stock back', async () => {
    const buyer = await newBuyer(t, root, '100.00');
    const before = await stockOf();
    const { orderNo, subOrderNo } = await paidSubOrder(buyer);
    expect(await balanceOf(buyer.userId)).toBe(5500n);
    const asked = await requestRefund(buyer, { order_no: subOrderNo, kind: 'refund', reason: 'Ordered twice', amount: '45.00' });
    expect(asked).toMatchObject({ code: 200, data: { kind: 'refund', status: 'requested', amount: '45.00', sub_order_no: subOrderNo } });
    expect((await requestRefund(buyer, { order_no: subOrderNo, kind: 'refund', reason: 'Again', amount: '1.00' })).code).toBe(4207);
    expect((await adminCall(t.app, root, 'POST', '/review/refund', { id: asked.data.id, approve: true, remark: 'OK' })).code).toBe(200);
    expect(await balanceOf(buyer.userId)).toBe(10000n);
    expect(await stockOf()).toBe(before);
    const detail = await detailOf(buyer, orderNo);
    expect(detail).toMatchObject({ status: 'cancelled', sub_orders: [{ status: 'cancelled' }], refunds: [{ status: 'refunded', amount: '45.00' }] });
    await ledgerMatchesBalance(buyer.userId);
  });

  it('refunds part of a received sub-order, never more than was paid and not yet refunded, in the caller’s currency', async () => {
    const buyer = await newBuyer(t, root, '100.00');
    const { orderNo, subOrderNo } = await paidSubOrder(buyer);
    await adminCall(t.app, root, 'POST', '/orders/ship', { order_no: orderNo, logistics_company: 'DHL', tracking_no: 'P1' });
    await call(t.app, 'POST', '/order/confirm_receipt', { order_no: orderNo }, { token: buyer.token });
    expect(await requestRefund(buyer, { order_no: subOrderNo, kind: 'refund', reason: 'Scratched', amount: '45.01' })).toMatchObject({
      code: 4002,
      data: { amount: 'More than what was paid for it and not yet refunded' },
    });
    expect(await requestRefund(buyer, { order_no: orderNo, kind: 'refund', reason: 'Scratched', amount: '1' })).toMatchObject({ code: 4002, data: { order_no: expect.any(String) } });
    expect(await requestRefund(buyer, { order_no: subOrderNo, kind: 'refund', reason: '', amount: '1' })).toMatchObject({ code: 4001, data: { reason: expect.any(String) } });
    const first = await call<RefundView>(t.app, 'POST', '/order/refund', { order_no: subOrderNo, kind: 'refund', reason: 'Scratched', amount: '9.20' }, { token: buyer.token, currency: 'EUR' });
    expect(first.data.amount).toBe('9.20');
    await adminCall(t.app, root, 'POST', '/review/refund', { id: first.data.id, approve: true });
    expect(await balanceOf(buyer.userId)).toBe(5500n + 1000n);
    expect((await detailOf(buyer, orderNo)).status).toBe('received');
    expect((await requestRefund(buyer, { order_no: subOrderNo, kind: 'refund', reason: 'More', amount: '35.01' })).code).toBe(4002);
    const rejected = await requestRefund(buyer, { order_no: subOrderNo, kind: 'refund', reason: 'More', amount: '35.00' });
    await adminCall(t.app, root, 'POST', '/review/refund', { id: rejected.data.id, approve: false, remark: 'No damage shown' });
    expect(await balanceOf(buyer.userId)).toBe(6500n);
    await ledgerMatchesBalance(buyer.userId);
  });

  it('refunds all that is left when the buyer asks for it as shown in a currency whose rounding converts it back a cent higher', async () => {
    const buyer = await newBuyer(t, root, '100.00');
    const { orderNo, subOrderNo } = await paidSubOrder(buyer);
    await adminCall(t.app, root, 'POST', '/orders/ship', { order_no: orderNo, logistics_company: 'DHL', tracking_no: 'P2' });
    await call(t.app, 'POST', '/order/confirm_receipt', { order_no: orderNo }, { token: buyer.token });
    const most = await requestRefund(buyer, { order_no: subOrderNo, kind: 'refund', reason: 'Scratched', amount: '44.94' });
    await adminCall(t.app, root, 'POST', '/review/refund', { id: most.data.id, approve: true });
    // 0.06 USD shows as 0.06 EUR (0.0552 rounded), which converts back to 0.07 USD.
    const rest = await call<RefundView>(t.app, 'POST', '/order/refund', { order_no: subOrderNo, kind: 'refund', reason: 'The rest', amount: '0.06' }, { token: buyer.token, currency: 'EUR' });
    expect(rest).toMatchObject({ code: 200, data: { amount: '0.06' } });
    expect((await t.db.select({ amount: refunds.amount }).from(refunds).where(eq(refunds.id, rest.data.id)))[0]!.amount).toBe(6n);
    expect((await call(t.app, 'POST', '/order/refund', { order_no: subOrderNo, kind: 'refund', reason: 'More', amount: '0.07' }, { token: buyer.token, currency: 'EUR' })).code).toBe(4207);
    await ledgerMatchesBalance(buyer.userId);
  });

  it('returns goods: approved, sent back by the buyer, confirmed by the operator; then money and stock come back', async () => {
    const buyer = await newBuyer(t, root, '100.00');
    const { orderNo, subOrderNo } = await paidSubOrder(buyer);
    expect((await requestRefund(buyer, { order_no: subOrderNo, kind: 'return', reason: 'Too big', amount: '40.00' })).code).toBe(4207);
    await adminCall(t.app, root, 'POST', '/orders/ship', { order_no: orderNo, logistics_company: 'DHL', tracking_no: 'R1' });
    const asked = await requestRefund(buyer, { order_no: subOrderNo, kind: 'return', reason: 'Too big', amount: '40.00' });
    const ship = (body: Record<string, unknown>) => call(t.app, 'POST', '/order/refund_ship', { refund_id: asked.data.id, logistics_company: 'UPS', tracking_no: '1Z', ...body }, { token: buyer.token });
    expect((await ship({})).code).toBe(4207);
    await adminCall(t.app, root, 'POST', '/review/refund', { id: asked.data.id, approve: true });
    expect(await balanceOf(buyer.userId)).toBe(5500n);
    expect((await adminCall(t.app, root, 'POST', '/refunds/confirm_return', { id: asked.data.id })).code).toBe(4207);
    const stranger = await newBuyer(t, root);
    expect((await call(t.app, 'POST', '/order/refund_ship', { refund_id: asked.data.id, logistics_company: 'UPS', tracking_no: 'X' }, { token: stranger.token })).code).toBe(4402);
    expect((await requestRefund(stranger, { order_no: subOrderNo, kind: 'refund', reason: 'Mine?', amount: '1' })).code).toBe(4206);
    expect((await ship({})).code).toBe(200);
    const before = await stockOf();
    expect((await adminCall(t.app, root, 'POST', '/refunds/confirm_return', { id: asked.data.id, remark: 'Arrived' })).code).toBe(200);
    expect(await balanceOf(buyer.userId)).toBe(9500n);
    expect(await stockOf()).toBe(before + 2);
    const listed = await adminCall<PageResult<RefundAdminRow>>(t.app, root, 'GET', '/refunds', { order_no: orderNo });
    expect(listed.data.list).toEqual([expect.objectContaining({ id: asked.data.id, kind: 'return', status: 'completed', tracking_no: '1Z', user_id: buyer.userId })]);
    expect((await detailOf(buyer, orderNo)).refunds[0]).toMatchObject({ status: 'completed', logistics_company: 'UPS' });
    await ledgerMatchesBalance(buyer.userId);
  });

  it('credits the buyer’s agent and its superior when an order completes, and takes back in proportion on a later refund', async () => {
    const saveAgent = async (name: string, ratio: string, code: string, parentId: number | null) =>
      (await adminCall<AgentRow>(t.app, root, 'POST', '/agents/save', { name, rebate_ratio: ratio, invite_code: code, parent_id: parentId })).data.id;
    const region = await saveAgent('Rebate region', '3', 'REBREG1', null);
    const branch = await saveAgent('Rebate branch', '1', 'REBBR1', region);
    const buyer = await newBuyer(t, root, '100.00');
    await t.db.update(users).set({ agentId: branch }).where(eq(users.id, buyer.userId));
    const { orderNo, subOrderNo } = await paidSubOrder(buyer);
    await adminCall(t.app, root, 'POST', '/orders/ship', { order_no: orderNo, logistics_company: 'DHL', tracking_no: 'RB1' });
    await call(t.app, 'POST', '/order/confirm_receipt', { order_no: orderNo }, { token: buyer.token });
    await call(t.app, 'POST', '/order/review', { order_no: orderNo, reviews: [{ sku_id: lamp.skus[0]!.id, rating: 5 }] }, { token: buyer.token });
    expect((await detailOf(buyer, orderNo)).status).toBe('completed');
    const rebates = (agentId: number) => adminCall<PageResult<RebateRow> & { total_amount: string }>(t.app, root, 'GET', '/agents/rebates', { agent_id: agentId });
    // 45.00 paid: the branch earns 1 %, the region the 2 % its 3 % adds.
    expect((await rebates(branch)).data).toMatchObject({ total_amount: '0.45', list: [{ order_no: orderNo, kind: 'earned', basis: '45.00', ratio: '1.00', amount: '0.45' }] });
    expect((await rebates(region)).data).toMatchObject({ total_amount: '0.90', list: [{ ratio: '2.00', amount: '0.90' }] });
    const refund = await requestRefund(buyer, { order_no: subOrderNo, kind: 'refund', reason: 'Broken', amount: '22.50' });
    await adminCall(t.app, root, 'POST', '/review/refund', { id: refund.data.id, approve: true });
    expect((await rebates(branch)).data).toMatchObject({ total_amount: '0.23', list: [{ kind: 'reversed', amount: '-0.22' }, { kind: 'earned' }] });
    expect((await rebates(region)).data.total_amount).toBe('0.45');
  });

  it('takes back the points a completed order earned when it is refunded; points already spent become a debt in the points log', async () => {
    const buyer = await newBuyer(t, root, '100.00');
    const { orderNo, subOrderNo } = await paidSubOrder(buyer);
    await adminCall(t.app, root, 'POST', '/orders/ship', { order_no: orderNo, logistics_company: 'DHL', tracking_no: 'PT1' });
    await call(t.app, 'POST', '/order/confirm_receipt', { order_no: orderNo }, { token: buyer.token });
    await call(t.app, 'POST', '/order/review', { order_no: orderNo, reviews: [{ sku_id: lamp.skus[0]!.id, rating: 5 }] }, { token: buyer.token });
    const pointsOf = async () => (await t.db.select({ points: users.points }).from(users).where(eq(users.id, buyer.userId)))[0]!.points;
    const start = await pointsOf();
    const log = async () => (await call<PageResult<{ type: string; amount: number; after: number }>>(t.app, 'GET', '/user/points_log', { page: 1, limit: 10 }, { token: buyer.token })).data.list;
    // 45.00 paid and kept: 45 points (1 per unit).
    expect((await log())[0]).toMatchObject({ type: 'order_earn', amount: 45 });

    // Half refunded: the order now earns 22 of its 45.
    const half = await requestRefund(buyer, { order_no: subOrderNo, kind: 'refund', reason: 'One broken', amount: '22.50' });
    await adminCall(t.app, root, 'POST', '/review/refund', { id: half.data.id, approve: true });
    expect((await log())[0]).toMatchObject({ type: 'order_earn_taken_back', amount: -23 });
    expect(await pointsOf()).toBe(start - 23);

    // The buyer spends every point they have; the rest of the refund takes back 22 they no longer hold: a debt of 22.
    await adminCall(t.app, root, 'POST', '/users/adjust', { user_id: buyer.userId, points_delta: -(await pointsOf()), remark: 'Redeemed' });
    const rest = await requestRefund(buyer, { order_no: subOrderNo, kind: 'refund', reason: 'Both broken', amount: '22.50' });
    await adminCall(t.app, root, 'POST', '/review/refund', { id: rest.data.id, approve: true });
    expect((await log())[0]).toMatchObject({ type: 'order_earn_taken_back', amount: -22, after: -22 });
    expect(await pointsOf()).toBe(-22);
    // Owed points pay nothing at checkout, and every ledger still adds up.
    const preview = await call<{ points_available: number; points_discount: string }>(t.app, 'POST', '/order/preview', { items: [{ sku_id: lamp.skus[0]!.id, qty: 1 }], address_id: buyer.addressId, use_points: true }, { token: buyer.token });
    expect(preview.data).toMatchObject({ points_discount: '0.00' });
    expect((await checkLedgers(t.db, 'cli')).issues).toEqual([]);
  });

  it('allows exactly the moves of the refund table', async () => {
    const buyer = await newBuyer(t, root, '100.00');
    const { subOrderNo } = await paidSubOrder(buyer);
    const asked = await requestRefund(buyer, { order_no: subOrderNo, kind: 'refund', reason: 'Walk', amount: '1.00' });
    await walkStateMachine(refundStatus, {
      db: t.db,
      arrange: async (state) => {
        await t.db.update(refunds).set({ status: state }).where(eq(refunds.id, asked.data.id));
        return asked.data.id;
      },
      actorIds: { user: buyer.userId, admin: root.adminId },
    });
  });
});
