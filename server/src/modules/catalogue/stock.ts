import { eq, sql } from 'drizzle-orm';
import { ErrorCode, type StockReason } from '@roamcart/contracts';
import { skus, stockMovements } from '../../db/schema/index.ts';
import { rowsOf, type DbOrTx } from '../../platform/db.ts';
import { AppError } from '../../platform/errors.ts';
import { cachedAnswersDropped } from '../../platform/response-cache.ts';
import { CATALOGUE_ANSWERS } from './service.ts';

/**
 * Adds `delta` (negative to take) to a SKU's stock with one conditional update, so parallel
 * takers never drive it below zero, and records the movement in the same transaction.
 * Throws 4202 (insufficient inventory) when the stock does not cover a decrement. Cached goods
 * answers are dropped in every server when the transaction commits.
 */
export async function changeStock(tx: DbOrTx, skuId: number, delta: number, reason: StockReason, reference: string, actor: string): Promise<number> {
  // One round trip for the three writes: an order takes stock line by line while holding locks.
  const [changed] = await rowsOf<{ after: number }>(
    tx,
    sql`
    with changed as (
      update ${skus} set stock = stock + ${delta}
      where id = ${skuId} and stock + ${delta} >= 0
      returning id, product_id, stock
    ), moved as (
      insert into ${stockMovements} (sku_id, product_id, before, after, delta, reason, reference, actor)
      select id, product_id, stock - ${delta}, stock, ${delta}, ${reason}, ${reference}, ${actor} from changed
      returning after
    )
    select after, ${cachedAnswersDropped(CATALOGUE_ANSWERS)} from moved`,
  );
  if (!changed) {
    const [exists] = await tx.select({ id: skus.id }).from(skus).where(eq(skus.id, skuId));
    throw new AppError(exists ? ErrorCode.InsufficientInventory : ErrorCode.RecordNotFound);
  }
  return changed.after;
}
