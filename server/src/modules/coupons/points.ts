import { eq } from 'drizzle-orm';
import { parameters } from '../../platform/tables/admin.ts';
import { currencies } from '../../platform/tables/currency.ts';
import type { DbOrTx } from '../../platform/db.ts';
import { pointsMoved, postLedgerEntry } from '../wallet/index.ts';

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

/** The points an order earns: the points parameter per base-currency unit of what was paid and kept. */
async function pointsForKept(tx: DbOrTx, kept: bigint): Promise<number> {
  const perUnit = await pointsParameter(tx, 'points_per_unit_paid', DEFAULT_POINTS_PER_UNIT_PAID);
  const [base] = await tx.select({ digits: currencies.digits }).from(currencies).where(eq(currencies.isBase, true));
  return Number((kept * BigInt(perUnit)) / 10n ** BigInt(base?.digits ?? 2));
}

/** A completed order earns the points parameter per base-currency unit of what was paid and kept (refunds taken out). */
export async function earnOrderPoints(tx: DbOrTx, order: { userId: number; orderNo: string; kept: bigint }): Promise<void> {
  const points = await pointsForKept(tx, order.kept);
  if (points <= 0) return;
  await postLedgerEntry(tx, { userId: order.userId, account: 'points', amount: points, type: 'order_earn', remark: { key: 'system.ledger.order_earn', params: { reference: order.orderNo } }, reference: order.orderNo });
}

/**
 * A refund of an order that already earned its points takes back what it no longer earns: the
 * points it earned (less any taken back before) over what `kept` (paid less every refund so far)
 * earns now. Points the customer has spent meanwhile become a debt in the points log
 * (`mayOwe`), paid off by later earnings.
 */
export async function takeBackOrderPoints(tx: DbOrTx, order: { userId: number; orderNo: string; kept: bigint }): Promise<void> {
  const held = await pointsMoved(tx, order.userId, order.orderNo, ['order_earn', 'order_earn_taken_back']);
  const excess = held - (await pointsForKept(tx, order.kept));
  if (excess <= 0) return;
  await postLedgerEntry(tx, { userId: order.userId, account: 'points', amount: -excess, type: 'order_earn_taken_back', remark: { key: 'system.ledger.order_earn_taken_back', params: { reference: order.orderNo } }, reference: order.orderNo, mayOwe: true });
}

/** Reviews with pictures earn the points parameter each. */
export async function earnReviewPoints(tx: DbOrTx, userId: number, orderNo: string, reviewsWithPhotos: number): Promise<void> {
  const points = reviewsWithPhotos * (await pointsParameter(tx, 'points_review_photos', DEFAULT_POINTS_REVIEW_PHOTOS));
  if (points <= 0) return;
  await postLedgerEntry(tx, { userId, account: 'points', amount: points, type: 'review_earn', remark: { key: 'system.ledger.review_earn', params: { reference: orderNo } }, reference: orderNo });
}

