import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { ErrorCode, type GoodsReview, type GoodsReviewPage, type OrderReviewBody, type PageQuery } from '@roamcart/contracts';
import { goodsReviews, orderLines, subOrders, users } from '../../db/schema/index.ts';
import type { Db, DbOrTx } from '../../platform/db.ts';
import { AppError } from '../../platform/errors.ts';
import { localized } from '../../platform/localized.ts';
import { countAll, pageOf } from '../../platform/paging.ts';
import type { Reader } from '../../platform/reader.ts';
import { SYSTEM, type Actor } from '../../platform/state-machine.ts';
import { averageRating, recordRating } from '../catalogue/index.ts';
import { lockOwnOrder } from './order-access.ts';
import { followSubOrders, subOrderStatus } from './state.ts';

/**
 * The buyer reviews every line of the received sub-orders named (`order_no` names the order, or
 * one sub-order): each line once, all of a sub-order's lines at once. A reviewed sub-order is
 * then completed.
 */
export async function reviewOrder(db: Db, userId: number, body: OrderReviewBody): Promise<void> {
  await db.transaction(async (tx) => {
    const order = await lockOwnOrder(tx, userId, body.order_no);
    const received = await tx
      .select({ id: subOrders.id, no: subOrders.subOrderNo })
      .from(subOrders)
      .where(and(eq(subOrders.orderId, order.id), eq(subOrders.status, 'received')));
    const named = body.order_no === order.orderNo ? received : received.filter((sub) => sub.no === body.order_no);
    if (named.length === 0) throw new AppError(ErrorCode.OrderStateConflict);
    const lines = await tx
      .select()
      .from(orderLines)
      .where(
        inArray(
          orderLines.subOrderId,
          named.map((sub) => sub.id),
        ),
      );
    const bySku = new Map(body.reviews.map((review) => [review.sku_id, review]));
    if (bySku.size !== body.reviews.length || lines.length !== bySku.size || lines.some((line) => !bySku.has(line.skuId))) {
      throw AppError.field('reviews', 'validation.review_every_line');
    }
    for (const line of lines) {
      const review = bySku.get(line.skuId)!;
      await tx.insert(goodsReviews).values({
        orderLineId: line.id,
        subOrderId: line.subOrderId,
        productId: line.productId,
        userId,
        rating: review.rating,
        content: review.content,
        images: review.images,
        specText: line.specText,
      });
      await recordRating(tx, line.productId, review.rating);
    }
    const buyer: Actor = { kind: 'user', id: userId };
    for (const sub of named) {
      await subOrderStatus.transition(tx, sub.id, 'reviewed', buyer);
      await subOrderStatus.transition(tx, sub.id, 'completed', SYSTEM);
    }
    await followSubOrders(tx, order.id, buyer);
  });
}

/** "Jane" -> "J***e": enough to tell reviewers apart, not enough to find them. */
function maskedName(name: string | null): string {
  const characters = [...(name ?? '')];
  if (characters.length === 0) return '***';
  if (characters.length <= 2) return `${characters[0]}***`;
  return `${characters[0]}***${characters.at(-1)}`;
}

/** The goods' visible reviews, newest first, with the average rating. */
export async function goodsReviewPage(db: DbOrTx, productId: number, query: PageQuery, reader: Reader): Promise<GoodsReviewPage> {
  const where = and(eq(goodsReviews.productId, productId), eq(goodsReviews.status, 'visible'));
  const page = await pageOf(
    query,
    db.select(countAll).from(goodsReviews).where(where),
    (limit, offset) =>
      db
        .select({ review: goodsReviews, nickname: users.nickname })
        .from(goodsReviews)
        .innerJoin(users, eq(users.id, goodsReviews.userId))
        .where(where)
        .orderBy(desc(goodsReviews.id))
        .limit(limit)
        .offset(offset),
    ({ review, nickname }): GoodsReview => ({
      id: review.id,
      reviewer: maskedName(nickname),
      rating: review.rating,
      content: review.content,
      images: review.images,
      spec_text: localized(review.specText, reader.lang, reader.fallback),
      created_at: review.createdAt.toISOString(),
    }),
  );
  const [stars] = await db.select({ sum: sql<number>`coalesce(sum(${goodsReviews.rating}), 0)::int` }).from(goodsReviews).where(where);
  return { ...page, rating: averageRating(stars?.sum ?? 0, page.total) };
}
