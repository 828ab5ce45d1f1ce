import { eq, sql } from 'drizzle-orm';
import { ErrorCode, type StockReason } from '@roamcart/contracts';
import { skus, stockMovements } from '../../db/schema/index.ts';
import type { DbOrTx } from '../../platform/db.ts';
import { AppError } from '../../platform/errors.ts';
import { dropCachedAnswers } from '../../platform/response-cache.ts';
import { CATALOGUE_ANSWERS } from './service.ts';

/**
 * Adds `delta` (negative to take) to a SKU's stock with one conditional update, so parallel
 * takers never drive it below zero, and records the movement in the same transaction.
 * Throws 4202 (insufficient inventory) when the stock does not cover a decrement. Cached goods
 * answers are dropped in every server when the transaction commits.
 */
export async function changeStock(tx: DbOrTx, skuId: number, delta: number, reason: StockReason, reference: string, actor: string): Promise<number> {
  const [changed] = await tx
    .update(skus)
    .set({ stock: sql`${skus.stock} + ${delta}` })
    .where(sql`${skus.id} = ${skuId} and ${skus.stock} + ${delta} >= 0`)
    .returning({ after: skus.stock, productId: skus.productId });
  if (!changed) {
    const [exists] = await tx.select({ id: skus.id }).from(skus).where(eq(skus.id, skuId));
    throw new AppError(exists ? ErrorCode.InsufficientInventory : ErrorCode.RecordNotFound);
  }
  await tx.insert(stockMovements).values({
    skuId,
    productId: changed.productId,
    before: changed.after - delta,
    after: changed.after,
    delta,
    reason,
    reference,
    actor,
  });
  await dropCachedAnswers(tx, CATALOGUE_ANSWERS);
  return changed.after;
}
