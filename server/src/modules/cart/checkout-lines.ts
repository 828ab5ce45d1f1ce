import { and, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db.ts';
import { cartLines } from './tables.ts';

/** The customer's cart lines among `ids`, for a checkout (another customer's lines are not found). */
export function cartLinesToOrder(db: DbOrTx, userId: number, ids: number[]): Promise<{ id: number; skuId: number; qty: number }[]> {
  return db
    .select({ id: cartLines.id, skuId: cartLines.skuId, qty: cartLines.qty })
    .from(cartLines)
    .where(and(eq(cartLines.userId, userId), inArray(cartLines.id, ids)));
}

/** Removes the ordered lines from the customer's cart, inside the transaction that creates the order. */
export async function removeOrderedCartLines(tx: DbOrTx, userId: number, ids: number[]): Promise<void> {
  if (ids.length > 0) await tx.delete(cartLines).where(and(eq(cartLines.userId, userId), inArray(cartLines.id, ids)));
}
