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
 * the order lines of the ORDERS_SAMPLED most recent bought orders holding a seed. Each seed's
 * recent orders are read backwards through the lines' (goods, order) index, a few hundred
 * entries however many orders the goods has; the order's status is looked up per line so that
 * the read stops at the sample's size.
 */
async function boughtWith(db: DbOrTx, seeds: readonly number[]): Promise<number[]> {
  const seed = sql`seed.id`;
  const recentOfSeed = db
    .select({ orderId: orderLines.orderId })
    .from(orderLines)
    .where(and(eq(orderLines.productId, seed), notInArray(sql`(select ${orders.status} from ${orders} where ${orders.id} = ${orderLines.orderId})`, NOT_BOUGHT)))
    .orderBy(desc(orderLines.orderId))
    .limit(ORDERS_SAMPLED)
    .as('recent');
  const sampled = db
    .selectDistinct({ orderId: recentOfSeed.orderId })
    .from(sql`unnest(${sql.param([...seeds])}::int[]) as seed(id)`)
    .crossJoinLateral(recentOfSeed)
    .orderBy(desc(recentOfSeed.orderId))
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
