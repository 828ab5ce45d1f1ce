import { and, desc, eq, inArray, notInArray, sql } from 'drizzle-orm';
import { ErrorCode, RECOMMENDED_GOODS_MAX, type GoodsCard, type GoodsOrderStatus, type GoodsRecommendQuery } from '@roamcart/contracts';
import { orderLines, orders } from './tables.ts';
import type { DbOrTx } from '../../platform/db.ts';
import { AppError } from '../../platform/errors.ts';
import type { Reader } from '../../platform/reader.ts';
import { recommendedGoods } from '../catalogue/index.ts';
import { ownOrder } from './order-access.ts';

/** Orders that never became a purchase say nothing of what goes together. */
const NOT_BOUGHT: GoodsOrderStatus[] = ['pending_payment', 'cancelled', 'closed'];
/** Bought-with counts read the lines of at most this many orders of the goods: a bounded read, however popular it is. */
const ORDERS_SAMPLED = 200;

/**
 * Goods bought in the same orders as `seeds` (never a seed), those in most orders first: from
 * the order lines of up to ORDERS_SAMPLED bought orders holding a seed (each read through the
 * lines' goods and order indexes).
 */
async function boughtWith(db: DbOrTx, seeds: readonly number[]): Promise<number[]> {
  const sampled = db
    .select({ id: orderLines.orderId })
    .from(orderLines)
    .innerJoin(orders, eq(orders.id, orderLines.orderId))
    .where(and(inArray(orderLines.productId, [...seeds]), notInArray(orders.status, NOT_BOUGHT)))
    .limit(ORDERS_SAMPLED);
  const inOrders = sql<number>`count(distinct ${orderLines.orderId})`;
  const rows = await db
    .select({ productId: orderLines.productId })
    .from(orderLines)
    .where(and(inArray(orderLines.orderId, sampled), notInArray(orderLines.productId, [...seeds])))
    .groupBy(orderLines.productId)
    .orderBy(desc(inOrders), desc(orderLines.productId))
    .limit(RECOMMENDED_GOODS_MAX);
  return rows.map((row) => row.productId);
}

/**
 * "You may also like": goods like `goods_id`, or like what the caller's order `order_no` bought
 * (4206 for a guest or an order not theirs), or the best sellers with neither; see recommendedGoods.
 */
export async function recommendGoods(db: DbOrTx, userId: number | null, query: GoodsRecommendQuery, reader: Reader): Promise<GoodsCard[]> {
  const seeds = new Set<number>();
  if (query.order_no) {
    if (userId === null) throw new AppError(ErrorCode.OrderNotFound);
    const order = await ownOrder(db, userId, query.order_no);
    const lines = await db.selectDistinct({ productId: orderLines.productId }).from(orderLines).where(eq(orderLines.orderId, order.id));
    for (const line of lines) seeds.add(line.productId);
  }
  if (query.goods_id) seeds.add(query.goods_id);
  const seedIds = [...seeds];
  return recommendedGoods(db, seedIds, seedIds.length > 0 ? await boughtWith(db, seedIds) : [], query.limit, reader);
}
