import { and, desc, eq, inArray, ne, sql, type SQL } from 'drizzle-orm';
import {
  ErrorCode,
  type GoodsReview,
  type GoodsReviewPage,
  type GoodsReviewsQuery,
  type OrderReviewBody,
  type PageResult,
  type ReviewAdminListQuery,
  type ReviewAdminRow,
  type ReviewStatus,
  type ReviewStatusBody,
} from '@roamcart/contracts';
import { users } from '../../platform/tables/users.ts';
import { goodsReviews, orderLines, subOrders } from './tables.ts';
import type { AdminContext } from '../../platform/admin-auth.ts';
import { scopeCondition } from '../../platform/agent-scope.ts';
import type { DbOrTx } from '../../platform/db.ts';
import { AppError } from '../../platform/errors.ts';
import { localized } from '../../platform/localized.ts';
import { maskedName } from '../../platform/masked-name.ts';
import { countAll, pageOf } from '../../platform/paging.ts';
import type { Reader } from '../../platform/reader.ts';
import { SYSTEM, type Actor } from '../../platform/state-machine.ts';
import type { AppDeps } from '../../platform/types.ts';
import { averageRating, CATALOGUE_ANSWERS, goodsNameOf, recordRating } from '../catalogue/index.ts';
import { earnReviewPoints } from '../coupons/index.ts';
import { lockOwnOrder } from './order-access.ts';
import { followSubOrders, subOrderStatus } from './state.ts';

/**
 * The buyer reviews every line of the received sub-orders named (`order_no` names the order, or
 * one sub-order): each line once, all of a sub-order's lines at once. Reviews with pictures earn
 * points. A reviewed sub-order is then completed. The cached catalogue answers (which show the
 * rating and the reviews) are dropped here before the buyer hears back, not only when this
 * server's own notification comes back: the goods page the buyer opens next shows the review.
 */
export async function reviewOrder(deps: Pick<AppDeps, 'db' | 'responses'>, userId: number, body: OrderReviewBody): Promise<void> {
  await deps.db.transaction(async (tx) => {
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
    await earnReviewPoints(tx, userId, order.orderNo, body.reviews.filter((review) => review.images.length > 0).length);
    const buyer: Actor = { kind: 'user', id: userId };
    for (const sub of named) {
      await subOrderStatus.transition(tx, sub.id, 'reviewed', buyer);
      await subOrderStatus.transition(tx, sub.id, 'completed', SYSTEM);
    }
    await followSubOrders(tx, order.id, buyer);
  });
  deps.responses.invalidate(CATALOGUE_ANSWERS);
}

const withPhotos = sql`jsonb_array_length(${goodsReviews.images}) > 0`;

/**
 * The goods' visible reviews, newest first, those with pictures or of one star count when asked;
 * with the average rating and how many reviews each filter finds (one scan of the goods' reviews).
 */
export async function goodsReviewPage(db: DbOrTx, query: GoodsReviewsQuery, reader: Reader): Promise<GoodsReviewPage> {
  const visible = and(eq(goodsReviews.productId, query.goods_id), eq(goodsReviews.status, 'visible'));
  const filters: SQL[] = [];
  if (query.with_photos) filters.push(withPhotos);
  if (query.stars) filters.push(eq(goodsReviews.rating, query.stars));
  const where = and(visible, ...filters);
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
  const starCount = (stars: number) => sql<number>`(count(*) filter (where ${goodsReviews.rating} = ${stars}))::int`;
  const [counts] = await db
    .select({
      all: sql<number>`count(*)::int`,
      sum: sql<number>`coalesce(sum(${goodsReviews.rating}), 0)::int`,
      withPhotos: sql<number>`(count(*) filter (where ${withPhotos}))::int`,
      one: starCount(1),
      two: starCount(2),
      three: starCount(3),
      four: starCount(4),
      five: starCount(5),
    })
    .from(goodsReviews)
    .where(visible);
  const all = counts?.all ?? 0;
  return {
    ...page,
    rating: averageRating(counts?.sum ?? 0, all),
    counts: {
      all,
      with_photos: counts?.withPhotos ?? 0,
      stars: { '1': counts?.one ?? 0, '2': counts?.two ?? 0, '3': counts?.three ?? 0, '4': counts?.four ?? 0, '5': counts?.five ?? 0 },
    },
  };
}

/** The back office's filters, within the reviewers the admin may see (an agent's admins: their agents' customers). */
async function adminReviewConditions(db: DbOrTx, admin: AdminContext, query: ReviewAdminListQuery): Promise<SQL | undefined> {
  const conditions: (SQL | undefined)[] = [await scopeCondition(db, admin)];
  if (query.goods_id) conditions.push(eq(goodsReviews.productId, query.goods_id));
  if (query.rating) conditions.push(eq(goodsReviews.rating, query.rating));
  if (query.status) conditions.push(eq(goodsReviews.status, query.status));
  return and(...conditions);
}

/** Reviews newest first, hidden ones included, with the reviewer in full and the goods' name in the caller's language. */
export async function listReviewsForAdmin(db: DbOrTx, admin: AdminContext, query: ReviewAdminListQuery, reader: Reader): Promise<PageResult<ReviewAdminRow>> {
  const where = await adminReviewConditions(db, admin, query);
  return pageOf(
    query,
    db.select(countAll).from(goodsReviews).innerJoin(users, eq(users.id, goodsReviews.userId)).where(where),
    (limit, offset) =>
      db
        .select({ review: goodsReviews, email: users.email, nickname: users.nickname, goodsName: goodsNameOf(goodsReviews.productId), subOrderNo: subOrders.subOrderNo })
        .from(goodsReviews)
        .innerJoin(users, eq(users.id, goodsReviews.userId))
        .innerJoin(subOrders, eq(subOrders.id, goodsReviews.subOrderId))
        .where(where)
        .orderBy(desc(goodsReviews.id))
        .limit(limit)
        .offset(offset),
    // Deleted goods keep their reviews: the name is then blank.
    ({ review, email, nickname, goodsName, subOrderNo }): ReviewAdminRow => ({
      id: review.id,
      goods_id: review.productId,
      goods_name: goodsName ? localized(goodsName, reader.lang, reader.fallback) : '',
      sub_order_no: subOrderNo,
      user_id: review.userId,
      customer: email ?? nickname ?? '',
      rating: review.rating,
      content: review.content,
      images: review.images,
      spec_text: localized(review.specText, reader.lang, reader.fallback),
      status: review.status as ReviewStatus,
      created_at: review.createdAt.toISOString(),
    }),
  );
}

/**
 * Hides a review or shows it again: its stars leave or rejoin the goods' rating in the same
 * transaction, and the cached catalogue answers (which show the rating) are dropped here at
 * once and on the other servers at commit. Setting the status a review already has changes
 * nothing; a review the admin may not see is 4402.
 */
export async function setReviewStatus(deps: AppDeps, admin: AdminContext, body: ReviewStatusBody): Promise<void> {
  const changed = await deps.db.transaction(async (tx) => {
    const visible = await tx
      .select({ id: goodsReviews.id })
      .from(goodsReviews)
      .innerJoin(users, eq(users.id, goodsReviews.userId))
      .where(and(eq(goodsReviews.id, body.id), await scopeCondition(tx, admin)));
    if (visible.length === 0) throw new AppError(ErrorCode.RecordNotFound);
    // Conditional on the old status, so two admins hiding at once take the stars out once.
    const [review] = await tx
      .update(goodsReviews)
      .set({ status: body.status })
      .where(and(eq(goodsReviews.id, body.id), ne(goodsReviews.status, body.status)))
      .returning({ productId: goodsReviews.productId, rating: goodsReviews.rating });
    if (!review) return false;
    const sign = body.status === 'hidden' ? -1 : 1;
    await recordRating(tx, review.productId, sign * review.rating, sign);
    return true;
  });
  if (changed) deps.responses.invalidate(CATALOGUE_ANSWERS);
}
