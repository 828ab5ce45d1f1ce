// @module-tag embedded
import { asc, eq, inArray, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { ErrorCode, LANGUAGE_CODES, type GoodsCard, type GoodsReviewPage, type OrderSummary, type PageResult } from '@roamcart/contracts';
import { averageRating } from '../modules/catalogue/index.ts';
import { products, skus } from '../modules/catalogue/tables.ts';
import { goodsReviews, orderLines, orderParcels, orders, subOrders } from '../modules/orders/tables.ts';
import { channelPayments, payments } from '../modules/payments/tables.ts';
import { checkLedgers } from '../modules/reporting/index.ts';
import { maskedName } from '../platform/masked-name.ts';
import { stateTransitions } from '../platform/tables/state-transitions.ts';
import { users } from '../platform/tables/users.ts';
import { createAdmin } from '../test/admin-client.ts';
import { call, registerCustomer, useTestApp } from '../test/test-app.ts';
import { seedDemoCatalogue } from './catalogue.ts';
import { demoCustomers } from './demo-customers.ts';
import { seedDemoGoodsOrders } from './goods-orders.ts';
import { DEMO_TRAVELLERS } from './hotel-review-words.ts';

const t = useTestApp();

/** The units, stars and reviews of each goods, as the seeded orders and reviews hold them. */
async function soldByGoods() {
  const lines = await t.db.select({ productId: orderLines.productId, units: sql<number>`sum(${orderLines.qty})::int` }).from(orderLines).groupBy(orderLines.productId);
  const reviews = await t.db
    .select({ productId: goodsReviews.productId, stars: sql<number>`sum(${goodsReviews.rating})::int`, count: sql<number>`count(*)::int` })
    .from(goodsReviews)
    .groupBy(goodsReviews.productId);
  return { units: new Map(lines.map((row) => [row.productId, row.units])), reviews: new Map(reviews.map((row) => [row.productId, row])) };
}

let stockBefore: number;
let adminId: number;

beforeAll(async () => {
  // A fresh install: its first admin, then the demo goods with the demo customers' orders.
  adminId = (await createAdmin(t, { permissions: 'super' })).id;
  expect(await seedDemoCatalogue(t.app.deps)).toBe(true);
  stockBefore = (await t.db.select({ units: sql<number>`sum(${skus.stock})::int` }).from(skus))[0]!.units;
  await seedDemoGoodsOrders(t.app.deps);
}, 180_000);

describe('seedDemoGoodsOrders', () => {
  it('counts each goods’ sales from the orders’ quantities, popular goods selling many, with no stock moved', async () => {
    const { units } = await soldByGoods();
    const all = await t.db.select({ id: products.id, sales: products.salesVolume, status: products.status }).from(products);
    for (const goods of all) expect({ id: goods.id, sales: goods.sales }).toEqual({ id: goods.id, sales: units.get(goods.id) ?? 0 });
    const sales = all.map((goods) => goods.sales).sort((a, b) => b - a);
    expect(sales[0]).toBeGreaterThanOrEqual(20);
    expect(sales.filter((sold) => sold > 0).length).toBeGreaterThan(all.length / 2);
    // Zipf: the ten best sellers sell more than the rest of the top hundred put together would if they sold like the tenth.
    expect(sales.slice(0, 10).reduce((sum, sold) => sum + sold, 0)).toBeGreaterThan(sales[50]! * 30);
    expect(all.filter((goods) => goods.status !== 'online').every((goods) => goods.sales === 0)).toBe(true);
    expect((await t.db.select({ units: sql<number>`sum(${skus.stock})::int` }).from(skus))[0]!.units).toBe(stockBefore);

    const best = await call<PageResult<GoodsCard>>(t.app, 'GET', '/goods/list', { sort: 'sales', limit: 3 });
    expect(best.data.list.map((card) => card.sales_volume)).toEqual(sales.slice(0, 3));
  });

  it('rates goods with the averages of the seeded reviews, written by the demo customers in their six languages', async () => {
    const { reviews } = await soldByGoods();
    for (const goods of await t.db.select().from(products)) {
      const found = reviews.get(goods.id);
      expect({ id: goods.id, sum: goods.ratingSum, count: goods.ratingCount }).toEqual({ id: goods.id, sum: found?.stars ?? 0, count: found?.count ?? 0 });
    }
    const written = await t.db.select({ review: goodsReviews, lang: users.lang, nickname: users.nickname }).from(goodsReviews).innerJoin(users, eq(users.id, goodsReviews.userId));
    expect(new Set(written.map((row) => row.lang))).toEqual(new Set(LANGUAGE_CODES));
    expect(written.filter((row) => row.review.rating >= 4).length).toBeGreaterThan(written.length * 0.6);
    expect(written.some((row) => row.review.rating <= 3)).toBe(true);
    expect(written.some((row) => row.review.content === '')).toBe(true);
    expect(written.filter((row) => row.review.content !== '').length).toBeGreaterThan(written.length / 2);
    expect(written.filter((row) => row.lang === 'ja' && row.review.content).every((row) => /[\u3040-\u30ff\u4e00-\u9fff]/.test(row.review.content))).toBe(true);
    expect(written.filter((row) => row.lang === 'ar' && row.review.content).every((row) => /[\u0600-\u06ff]/.test(row.review.content))).toBe(true);

    const [productId, most] = [...reviews].sort((a, b) => b[1].count - a[1].count)[0]!;
    const page = await call<GoodsReviewPage>(t.app, 'GET', '/goods/reviews', { goods_id: productId, limit: 50 });
    expect(page.data).toMatchObject({ total: most.count, rating: averageRating(most.stars, most.count) });
    const own = written.filter((row) => row.review.productId === productId);
    expect(page.data.list.map((review) => review.reviewer).sort()).toEqual(own.map((row) => maskedName(row.nickname)).sort());
  });

  it('records each order paid online, shipped in one parcel per sub-order and received, with the moves the goods order machine allows, in time', async () => {
    const all = await t.db.select().from(orders).orderBy(asc(orders.id));
    expect(all.length).toBeGreaterThan(50);
    const subs = await t.db.select().from(subOrders);
    const parcels = await t.db.select().from(orderParcels);
    const moves = await t.db.select().from(stateTransitions).where(inArray(stateTransitions.entityKind, ['goods_order', 'goods_sub_order'])).orderBy(asc(stateTransitions.id));
    const paid = await t.db.select({ payment: payments, channel: channelPayments }).from(payments).innerJoin(channelPayments, eq(channelPayments.payNo, payments.channelPayNo)).where(eq(payments.biz, 'goods_order'));
    expect(paid).toHaveLength(all.length);
    const reviewedSubs = new Set((await t.db.select({ id: goodsReviews.subOrderId }).from(goodsReviews)).map((row) => row.id));
    const lines = await t.db.select().from(orderLines);

    for (const order of all) {
      const own = subs.filter((sub) => sub.orderId === order.id);
      expect(order.payAmount).toBe(order.goodsAmount + order.shippingFee);
      expect(order).toMatchObject({ paidAmount: order.payAmount, discount: 0n, paidAt: expect.any(Date) });
      // Before the back office's last 30 days, which show the shop's own trade.
      expect(order.paidAt!.getTime()).toBeLessThan(Date.now() - 31 * 86_400_000);
      expect(own.reduce((sum, sub) => sum + sub.payAmount, 0n)).toBe(order.payAmount);
      expect(lines.filter((line) => line.orderId === order.id).every((line) => line.shippedQty === line.qty && line.amount === line.price * BigInt(line.qty))).toBe(true);
      const { payment, channel } = paid.find((row) => row.payment.reference === order.orderNo)!;
      expect(payment).toMatchObject({ method: 'channel', status: 'succeeded', amount: order.payAmount, userId: order.userId, createdAt: order.paidAt });
      expect(channel).toMatchObject({ status: 'review_approved', kind: 'online', amount: order.payAmount, subOrderNos: own.map((sub) => sub.subOrderNo).sort() });

      const reviewed = own.every((sub) => reviewedSubs.has(sub.id));
      expect(order.status).toBe(reviewed ? 'completed' : 'received');
      const course = (end: string) => ['pending_payment > paid', 'paid > pending_shipping', 'pending_shipping > shipped', `shipped > received`, ...(end === 'completed' ? ['received > reviewed', 'reviewed > completed'] : [])];
      const history = (kind: string, id: number) => moves.filter((move) => move.entityKind === kind && move.entityId === id);
      for (const [kind, id] of [['goods_order', order.id], ...own.map((sub) => ['goods_sub_order', sub.id] as const)] as const) {
        const entity = history(kind, id);
        expect(entity.map((move) => `${move.fromState} > ${move.toState}`)).toEqual(course(order.status));
        expect(entity.map((move) => move.actorKind)).toEqual(['system', 'system', 'admin', entity[3]!.actorKind, ...(reviewed ? ['user', 'system'] : [])]);
        expect(entity[2]!.actorId).toBe(adminId);
        const times = entity.map((move) => move.createdAt.getTime());
        expect(times).toEqual([...times].sort((a, b) => a - b));
        // Written in the order they happened: ids follow the times.
        expect(entity.map((move) => move.id)).toEqual([...entity.map((move) => move.id)].sort((a, b) => a - b));
        expect(order.createdAt.getTime()).toBeLessThan(times[0]!);
        expect(times.at(-1)).toBeLessThan(Date.now());
      }
      for (const sub of own) {
        expect(parcels.filter((parcel) => parcel.subOrderId === sub.id)).toEqual([expect.objectContaining({ logisticsCompany: sub.logisticsCompany, trackingNo: sub.trackingNo, shippedAt: sub.shippedAt, adminId })]);
        expect(sub.logisticsCompany).not.toBe('');
        expect(sub.receivedAt!.getTime()).toBeGreaterThan(sub.shippedAt!.getTime());
      }
    }
    expect(all.some((order) => order.status === 'received') && all.some((order) => order.status === 'completed')).toBe(true);
    expect(new Set(moves.filter((move) => move.toState === 'received').map((move) => move.actorKind))).toEqual(new Set(['user', 'system']));
    expect((await checkLedgers(t.db, 'cli')).issues).toEqual([]);
  });

  it('belongs only to demo customers who cannot sign in, and shows no one else their orders', async () => {
    const buyers = await t.db.selectDistinct({ email: users.email, passwordHash: users.passwordHash }).from(orders).innerJoin(users, eq(users.id, orders.userId));
    expect(buyers.length).toBeGreaterThanOrEqual(10);
    expect(buyers.every((buyer) => buyer.passwordHash === '!')).toBe(true);
    const signIn = await call(t.app, 'POST', '/user/login', { email: buyers[0]!.email, password: '!' });
    expect(signIn.code).not.toBe(200);

    const other = await registerCustomer(t);
    const list = await call<PageResult<OrderSummary>>(t.app, 'GET', '/order/order_list', { page: 1, limit: 20 }, { token: other.token });
    expect(list.data.total).toBe(0);
    const [someone] = await t.db.select({ orderNo: orders.orderNo }).from(orders).limit(1);
    const detail = await call(t.app, 'GET', '/goods/order_details', { order_no: someone!.orderNo }, { token: other.token });
    expect(detail.code).toBe(ErrorCode.OrderNotFound);
  });

  it('buys some goods together, so "you may also like" shows what went with them', async () => {
    const together = await t.db
      .select({ orderId: orderLines.orderId, goods: sql<number[]>`array_agg(${orderLines.productId} order by ${orderLines.id})` })
      .from(orderLines)
      .groupBy(orderLines.orderId)
      .having(sql`count(*) > 1`)
      .orderBy(orderLines.orderId);
    expect(together.length).toBeGreaterThanOrEqual(8);
    const [first, ...with_] = together[0]!.goods;
    const liked = await call<GoodsCard[]>(t.app, 'GET', '/goods/recommend', { goods_id: first!, limit: 6 });
    expect(liked.data.slice(0, with_.length).map((card) => card.id).sort()).toEqual([...with_].sort());
  });

  it('shares its customers with the hotel guests\' seed: the same accounts, signed up by the earlier of the two dates', async () => {
    const buyers = await t.db.selectDistinct({ id: users.id, createdAt: users.createdAt }).from(orders).innerJoin(users, eq(users.id, orders.userId));
    const firstOrder = (await t.db.select({ at: sql<Date>`min(${orders.createdAt})` }).from(orders))[0]!.at;
    expect(buyers.every((buyer) => buyer.createdAt < new Date(firstOrder))).toBe(true);
    const earlier = new Date(Date.now() - 400 * 86_400_000);
    const guests = await t.db.transaction((tx) => demoCustomers(tx, earlier));
    expect([...guests.values()].sort()).toEqual(expect.arrayContaining(buyers.map((buyer) => buyer.id).sort()));
    expect(guests.size).toBe(DEMO_TRAVELLERS.length);
    const signedUp = await t.db.select({ createdAt: users.createdAt }).from(users).where(inArray(users.id, [...guests.values()]));
    expect(signedUp.every((row) => row.createdAt.getTime() === earlier.getTime())).toBe(true);
  });

  it('adds nothing on a second run', async () => {
    const counts = async () => ({
      orders: (await t.db.select({ n: sql<number>`count(*)::int` }).from(orders))[0]!.n,
      users: (await t.db.select({ n: sql<number>`count(*)::int` }).from(users))[0]!.n,
      payments: (await t.db.select({ n: sql<number>`count(*)::int` }).from(payments))[0]!.n,
      sales: (await t.db.select({ n: sql<number>`sum(${products.salesVolume})::int` }).from(products))[0]!.n,
    });
    const before = await counts();
    expect(await seedDemoCatalogue(t.app.deps)).toBe(false);
    await seedDemoGoodsOrders(t.app.deps);
    expect(await counts()).toEqual(before);
  });
});
