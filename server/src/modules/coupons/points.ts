import { eq } from 'drizzle-orm';
import { parameters } from '../../platform/tables/admin.ts';
import { currencies } from '../../platform/tables/currency.ts';
import type { DbOrTx } from '../../platform/db.ts';
import { postLedgerEntry } from '../wallet/index.ts';

const DEFAULT_POINTS_PER_UNIT_PAID = 1;
const DEFAULT_POINTS_REVIEW_PHOTOS = 20;

/**
 * A points parameter read inside the caller's transaction: earning happens deep in order moves
 * (completion, reviews) that have no cached reference data at hand, and only once per order or review.
 */
async function pointsParameter(tx: DbOrTx, key: string, fallback: number): Promise<number> {
  const [row] = await tx.select({ value: parameters.value }).from(parameters).where(eq(parameters.key, key));
  const value = Number.parseInt(row?.value ?? '', 10);
  return Number.isFinite(value) && value >= 0 ? value : fallback;
}

/** A completed order earns the points parameter per base-currency unit of what was paid and kept (refunds taken out). */
export async function earnOrderPoints(tx: DbOrTx, order: { userId: number; orderNo: string; kept: bigint }): Promise<void> {
  const perUnit = await pointsParameter(tx, 'points_per_unit_paid', DEFAULT_POINTS_PER_UNIT_PAID);
  const [base] = await tx.select({ digits: currencies.digits }).from(currencies).where(eq(currencies.isBase, true));
  const points = Number((order.kept * BigInt(perUnit)) / 10n ** BigInt(base?.digits ?? 2));
  if (points <= 0) return;
  await postLedgerEntry(tx, { userId: order.userId, account: 'points', amount: points, type: 'order_earn', remark: `Completed order ${order.orderNo}`, reference: order.orderNo });
}

/** Reviews with pictures earn the points parameter each. */
export async function earnReviewPoints(tx: DbOrTx, userId: number, orderNo: string, reviewsWithPhotos: number): Promise<void> {
  const points = reviewsWithPhotos * (await pointsParameter(tx, 'points_review_photos', DEFAULT_POINTS_REVIEW_PHOTOS));
  if (points <= 0) return;
  await postLedgerEntry(tx, { userId, account: 'points', amount: points, type: 'review_earn', remark: `Reviews with pictures on order ${orderNo}`, reference: orderNo });
}

