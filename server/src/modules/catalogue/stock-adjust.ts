import { eq } from 'drizzle-orm';
import { ErrorCode, type StockAdjustBody } from '@roamcart/contracts';
import { skus } from './tables.ts';
import type { DbOrTx } from '../../platform/db.ts';
import { AppError } from '../../platform/errors.ts';
import { changeStock } from './stock.ts';

/**
 * An operator's hand adjustment of one SKU's stock: the new count, or units added or taken. Goes
 * through `changeStock` (conditional update, movement with reason and note, back-in-stock alerts);
 * taking more than there is answers 4202. Setting the count it already has writes nothing.
 */
export async function adjustStock(db: DbOrTx, input: StockAdjustBody, actor: string): Promise<{ sku_id: number; stock: number }> {
  return db.transaction(async (tx) => {
    // Locked, so a "set" computes its delta from the count no order changes before it lands.
    const [sku] = await tx.select({ stock: skus.stock, productId: skus.productId }).from(skus).where(eq(skus.id, input.sku_id)).for('update');
    if (!sku) throw AppError.field('sku_id', 'validation.invalid', ErrorCode.InvalidParameters);
    const delta = input.mode === 'set' ? input.quantity - sku.stock : input.mode === 'add' ? input.quantity : -input.quantity;
    if (delta === 0) return { sku_id: input.sku_id, stock: sku.stock };
    const stock = await changeStock(tx, input.sku_id, delta, input.reason, `product:${sku.productId}`, actor, input.note);
    return { sku_id: input.sku_id, stock };
  });
}
