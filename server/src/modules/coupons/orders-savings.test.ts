// @module-tag embedded
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseMajor, type OrderCreated, type OrderDetail, type OrderPreview, type PageResult, type PointsLogRow, type ProductAdminDetail, type RefundView, type UserCoupon } from '@roamcart/contracts';
import { users } from '../../platform/tables/users.ts';
import { orderLines, orders, subOrders } from '../orders/tables.ts';
import { pointsLedger } from '../wallet/tables.ts';
import { adminCall, signedInAdmin, type AdminBrowser } from '../../test/admin-client.ts';
import { newBuyer as newBuyerOf, type Buyer } from '../../test/buyer-fixture.ts';
import { saveCategory, saveProduct } from '../../test/catalogue-fixture.ts';
import { claimCoupon, saveCouponTemplate } from '../../test/coupon-fixture.ts';
import { runJobAt } from '../../test/jobs.ts';
import { call, createTestApp, type CallOptions, type TestApp } from '../../test/test-app.ts';
import { closeExpiredOrdersJob } from '../orders/index.ts';

let t: TestApp;
let root: AdminBrowser;
/** 12.50 and 7.00 from the warehouse, 30.00 from the merchant; shipping 5.00 per sub-order below 49.00. */
let kettle: ProductAdminDetail;
let lamp: ProductAdminDetail;
let rug: ProductAdminDetail;

const newBuyer = (balance?: string) => newBuyerOf(t, root, balance);
const post = <T>(buyer: Buyer, path: string, body: Record<string, unknown>, options: CallOptions = {}) => call<T>(t.app, 'POST', path, body, { token: buyer.token, ...options });
const get = <T>(buyer: Buyer, path: string, query: Record<string, unknown> = {}, options: CallOptions = {}) => call<T>(t.app, 'GET', path, query, { token: buyer.token, ...options });
const items = (...lines: [ProductAdminDetail, number][]) => lines.map(([product, qty]) => ({ sku_id: product.skus[0]!.id, qty }));
const key = () => ({ headers: { 'idempotency-key': `savings-${Math.random().toString(36).slice(2)}` } });
const pointsOf = async (userId: number) => (await t.db.select({ points: users.points }).from(users).where(eq(users.id, userId)))[0]!.points;
const givePoints = (buyer: Buyer, points: number) => adminCall(t.app, root, 'POST', '/users/adjust', { user_id: buyer.userId, points_delta: points, remark: 'Test points' });

/** The buyer holds a coupon of a new template. */
const couponFor = async (buyer: Buyer, overrides: Record<string, unknown>) => claimCoupon(t, buyer, (await saveCouponTemplate(t, root, overrides)).id);

const create = (buyer: Buyer, lines: { sku_id: number; qty: number }[], extra: Record<string, unknown> = {}) =>
  post<OrderCreated>(buyer, '/order/create', { items: lines, address_id: buyer.addressId, ...extra }, key());
const detail = async (buyer: Buyer, orderNo: string, options: CallOptions = {}) => (await get<OrderDetail>(buyer, '/goods/order_details', { order_no: orderNo }, options)).data;
const usableIds = async (buyer: Buyer) => (await get<PageResult<UserCoupon>>(buyer, '/coupon/mine', { status: 'usable' })).data.list.map((coupon) => coupon.id);

/** The discount of the order is exactly the sum of its sub-orders', and each sub-order's at least the sum of its lines' (the rest is shipping). */
function expectDiscountAddsUp(answer: Pick<OrderPreview, 'discount' | 'coupon_discount' | 'points_discount' | 'sub_orders'>, digits: number, shippingOff = 0n): void {
  const minor = (amount: string) => parseMajor(amount, digits)!;
  const subs = answer.sub_orders.map((sub) => minor(sub.discount));
  expect(subs.reduce((sum, part) => sum + part, 0n)).toBe(minor(answer.discount));
  expect(minor(answer.coupon_discount) + minor(answer.points_discount)).toBe(minor(answer.discount));
  const lines = answer.sub_orders.flatMap((sub) => sub.lines.map((line) => minor(line.discount)));
  expect(lines.reduce((sum, part) => sum + part, 0n) + shippingOff).toBe(minor(answer.discount));
  for (const sub of answer.sub_orders) expect(minor(sub.pay_amount)).toBe(minor(sub.goods_amount) + minor(sub.shipping_fee) - minor(sub.discount));
}

beforeAll(async () => {
  t = await createTestApp();
  root = await signedInAdmin(t, 'super');
  const categoryId = (await saveCategory(t, root, { name: { en: 'Home' } })).id;
  kettle = await saveProduct(t, root, categoryId, { name: { en: 'Steel Kettle' }, skus: [{ spec_values: [], price: '12.50', stock: 1000 }] });
  lamp = await saveProduct(t, root, categoryId, { name: { en: 'Desk Lamp' }, skus: [{ spec_values: [], price: '7.00', stock: 1000 }] });
  rug = await saveProduct(t, root, categoryId, { name: { en: 'Wool Rug' }, shipping_source: 'merchant', skus: [{ spec_values: [], price: '30.00', stock: 1000 }] });
});
afterAll(async () => {
  await t.close();
});

describe('POST /order/create with a coupon', () => {
  it('marks the coupon used on the order: once, even for two orders sent together', async () => {
    const buyer = await newBuyer();
    const coupon = await couponFor(buyer, { kind: 'amount', amount: '5.00' });
    const [first, second] = await Promise.all([create(buyer, items([kettle, 2]), { coupon_id: coupon.id }), create(buyer, items([kettle, 2]), { coupon_id: coupon.id })]);
    expect([first!.code, second!.code].sort()).toEqual([200, 4224]);
    const created = (first!.code === 200 ? first : second)!.data;
    expect(created.pay_amount).toBe('25.00');
    expect(await detail(buyer, created.order_no)).toMatchObject({ discount: '5.00', coupon_discount: '5.00', points_used: 0, pay_amount: '25.00' });
    const used = await get<PageResult<UserCoupon>>(buyer, '/coupon/mine', { status: 'used' });
    expect(used.data.list).toMatchObject([{ id: coupon.id, status: 'used', order_no: created.order_no }]);
    expect(await create(buyer, items([kettle, 2]), { coupon_id: coupon.id })).toMatchObject({ code: 4224, msg: 'This coupon cannot be used on this order' });
    // Without a coupon named, the best usable one is taken: there is none left.
    expect((await create(buyer, items([kettle, 2]))).data.pay_amount).toBe('30.00');
  });

  it('gives the coupon and the points back when the order is cancelled or closed unpaid', async () => {
    const buyer = await newBuyer();
    await givePoints(buyer, 1000);
    const coupon = await couponFor(buyer, { kind: 'amount', amount: '5.00' });
    const created = await create(buyer, items([kettle, 2]), { coupon_id: coupon.id, use_points: true });
    // 25.00 less the coupon leaves 20.00 of goods; points pay 20% of that: 4.00, 400 points.
    expect(created.data.pay_amount).toBe('21.00');
    expect(await pointsOf(buyer.userId)).toBe(700);
    const [spent] = await t.db.select().from(pointsLedger).where(eq(pointsLedger.reference, created.data.order_no));
    expect(spent).toMatchObject({ type: 'order_spend', amount: -400, before: 1100, after: 700 });

    expect((await post(buyer, '/order/cancel_order', { order_no: created.data.order_no })).code).toBe(200);
    expect(await pointsOf(buyer.userId)).toBe(1100);
    expect(await usableIds(buyer)).toEqual([coupon.id]);

    const again = await create(buyer, items([kettle, 2]), { use_points: true });
    expect(again.data.pay_amount).toBe('21.00');
    const [order] = await t.db.select().from(orders).where(eq(orders.orderNo, again.data.order_no));
    expect(order).toMatchObject({ couponId: coupon.id, pointsUsed: 400 });
    await runJobAt(t, closeExpiredOrdersJob, new Date(order!.payDeadline.getTime() + 60_000));
    expect((await detail(buyer, again.data.order_no)).status).toBe('closed');
    expect(await pointsOf(buyer.userId)).toBe(1100);
    expect(await usableIds(buyer)).toEqual([coupon.id]);
    const moves = await t.db.select().from(pointsLedger).where(eq(pointsLedger.userId, buyer.userId));
    expect(moves.map((move) => [move.type, move.amount])).toEqual([
      ['email_verified', 100],
      ['admin_adjust', 1000],
      ['order_spend', -400],
      ['order_return', 400],
      ['order_spend', -400],
      ['order_return', 400],
    ]);
  });
});

describe('the discount split', () => {
  it('spreads coupon and points over sub-orders and lines in proportion, adding up exactly in USD and in JPY', async () => {
    const buyer = await newBuyer();
    const coupon = await couponFor(buyer, { kind: 'amount', amount: '10.00' });
    const lines = items([kettle, 1], [lamp, 1], [rug, 1]);
    const usd = await post<OrderPreview>(buyer, '/order/preview', { items: lines, address_id: buyer.addressId, use_points: true });
    // 10.00 over 12.50 / 7.00 / 30.00 leaves a cent for the largest remainder (the kettle's); 100 points (1.00) over what is left.
    expect(usd.data).toMatchObject({ coupon_id: coupon.id, coupon_discount: '10.00', points_used: 100, points_discount: '1.00', discount: '11.00', pay_amount: '48.50' });
    expect(usd.data.sub_orders.map((sub) => [sub.discount, sub.lines.map((line) => line.discount)])).toEqual([
      ['4.33', ['2.78', '1.55']],
      ['6.67', ['6.67']],
    ]);
    expectDiscountAddsUp(usd.data, 2);
    const jpy = await post<OrderPreview>(buyer, '/order/preview', { items: lines, address_id: buyer.addressId, use_points: true }, { currency: 'JPY' });
    expect(jpy.data).toMatchObject({ currency: 'JPY', discount: '1661' });
    expectDiscountAddsUp(jpy.data, 0);

    const created = await create(buyer, lines, { use_points: true });
    expect(created.data.pay_amount).toBe('48.50');
    const [order] = await t.db.select().from(orders).where(eq(orders.orderNo, created.data.order_no));
    expect(order).toMatchObject({ discount: 1100n, couponDiscount: 1000n, pointsUsed: 100, pointsDiscount: 100n, payAmount: 4850n });
    const subs = await t.db.select().from(subOrders).where(eq(subOrders.orderId, order!.id)).orderBy(subOrders.id);
    const rows = await t.db.select().from(orderLines).where(eq(orderLines.orderId, order!.id)).orderBy(orderLines.id);
    expect(subs.map((sub) => [sub.discount, sub.pointsUsed])).toEqual([
      [433n, 39],
      [667n, 61],
    ]);
    for (const sub of subs) expect(rows.filter((row) => row.subOrderId === sub.id).reduce((sum, row) => sum + row.discount, 0n)).toBe(sub.discount);
    expectDiscountAddsUp(await detail(buyer, created.data.order_no, { currency: 'JPY' }), 0);
  });

  it('takes a free-shipping coupon off the shipping of the sub-orders it covers, not the lines', async () => {
    const buyer = await newBuyer();
    await couponFor(buyer, { kind: 'free_shipping' });
    const answer = await post<OrderPreview>(buyer, '/order/preview', { items: items([kettle, 1], [rug, 1]), address_id: buyer.addressId }, { currency: 'JPY' });
    expect(answer.data.sub_orders.map((sub) => sub.discount)).toEqual(['755', '755']);
    expectDiscountAddsUp(answer.data, 0, 1510n);
  });
});

describe('points', () => {
  it('spends points up to the share of the order, earns them for a completed order and reviews with pictures, and logs every move', async () => {
    const buyer = await newBuyer('100.00');
    await givePoints(buyer, 5000);
    const without = await post<OrderPreview>(buyer, '/order/preview', { items: items([kettle, 4]), address_id: buyer.addressId });
    expect(without.data).toMatchObject({ points_balance: 5100, points_available: 1000, points_available_discount: '10.00', points_used: 0, pay_amount: '50.00' });
    const created = await create(buyer, items([kettle, 4]), { use_points: true });
    expect(created.data.pay_amount).toBe('40.00');
    const orderNo = created.data.order_no;
    await post(buyer, '/order/pay', { order_no: orderNo, method: 'wallet' });
    await adminCall(t.app, root, 'POST', '/orders/ship', { order_no: orderNo, logistics_company: 'DHL', tracking_no: 'PT1' });
    await post(buyer, '/order/confirm_receipt', { order_no: orderNo });
    const reviewed = await post(buyer, '/order/review', { order_no: orderNo, reviews: [{ sku_id: kettle.skus[0]!.id, rating: 5, content: 'Boils fast', images: ['/uploads/reviews/kettle.jpg'] }] });
    expect(reviewed.code).toBe(200);
    expect((await detail(buyer, orderNo)).status).toBe('completed');
    // 5100 - 1000 spent + 20 for the review with a picture + 40 for the 40.00 paid.
    expect(await pointsOf(buyer.userId)).toBe(4160);
    const log = await get<PageResult<PointsLogRow>>(buyer, '/user/points_log', { limit: 3 });
    expect(log.data.total).toBe(5);
    expect(log.data.list.map((row) => [row.type, row.amount, row.before, row.after])).toEqual([
      ['order_earn', 40, 4120, 4160],
      ['review_earn', 20, 4100, 4120],
      ['order_spend', -1000, 5100, 4100],
    ]);
    expect(log.data.list.every((row) => row.remark.includes(orderNo))).toBe(true);
    const other = await newBuyer();
    expect((await get<PageResult<PointsLogRow>>(other, '/user/points_log')).data.list.map((row) => row.type)).toEqual(['email_verified']);
  });

  it('refunds what was paid for a discounted order and gives the points back in step with the money', async () => {
    const buyer = await newBuyer('100.00');
    await givePoints(buyer, 900);
    await couponFor(buyer, { kind: 'amount', amount: '5.00' });
    const created = await create(buyer, items([kettle, 2]), { use_points: true });
    // 25.00 - 5.00 coupon - 4.00 points (400) + 5.00 shipping.
    expect(created.data.pay_amount).toBe('21.00');
    await post(buyer, '/order/pay', { order_no: created.data.order_no, method: 'wallet' });
    const subOrderNo = (await detail(buyer, created.data.order_no)).sub_orders[0]!.sub_order_no;
    const tooMuch = await post(buyer, '/order/refund', { order_no: subOrderNo, kind: 'refund', reason: 'Changed my mind', amount: '25.00' });
    expect(tooMuch).toMatchObject({ code: 4002, data: { amount: 'More than what was paid for it and not yet refunded' } });
    const part = await post<RefundView>(buyer, '/order/refund', { order_no: subOrderNo, kind: 'refund', reason: 'One arrived dented', amount: '8.40' });
    await adminCall(t.app, root, 'POST', '/review/refund', { id: part.data.id, approve: true });
    // 8.40 of 21.00 paid: 40% of the 400 points.
    expect(await pointsOf(buyer.userId)).toBe(760);
    const rest = await post<RefundView>(buyer, '/order/refund', { order_no: subOrderNo, kind: 'refund', reason: 'The other too', amount: '12.60' });
    await adminCall(t.app, root, 'POST', '/review/refund', { id: rest.data.id, approve: true });
    expect(await pointsOf(buyer.userId)).toBe(1000);
    expect((await t.db.select({ balance: users.balance }).from(users).where(eq(users.id, buyer.userId)))[0]!.balance).toBe(10000n);
  });
});
