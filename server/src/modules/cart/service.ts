import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { CART_LINES_MAX, ErrorCode, type CartLine, type CartLineChange, type CartView } from '@roamcart/contracts';
import { cartLines } from '../../db/schema/index.ts';
import type { DbOrTx } from '../../platform/db.ts';
import { AppError } from '../../platform/errors.ts';
import { localized } from '../../platform/localized.ts';
import { lockUserRow } from '../../platform/locks.ts';
import { countAll } from '../../platform/paging.ts';
import type { Reader } from '../../platform/reader.ts';
import { skusForSale, type SkuForSale } from '../catalogue/index.ts';

type LineRow = typeof cartLines.$inferSelect;

function changesOf(line: LineRow, sku: SkuForSale | undefined): CartLineChange[] {
  if (!sku || !sku.onSale) return ['offline'];
  const changes: CartLineChange[] = [];
  if (sku.price !== line.addedPrice) changes.push('price');
  if (sku.stock < line.qty) changes.push('stock');
  return changes;
}

/** The caller's cart, oldest line first, each flagged with what changed since it was added. */
export async function cartOf(db: DbOrTx, userId: number, reader: Reader): Promise<CartView> {
  const rows = await db.select().from(cartLines).where(eq(cartLines.userId, userId)).orderBy(asc(cartLines.id));
  const found = await skusForSale(
    db,
    rows.map((row) => row.skuId),
    reader.fallback,
  );
  const text = (value: Record<string, string> | undefined) => (value ? localized(value, reader.lang, reader.fallback) : '');
  let selectedQty = 0;
  let selectedAmount = 0n;
  const list = rows.map((row): CartLine => {
    const sku = found.get(row.skuId);
    const changes = changesOf(row, sku);
    if (sku && row.selected && !changes.includes('offline')) {
      selectedQty += row.qty;
      selectedAmount += sku.price * BigInt(row.qty);
    }
    return {
      id: row.id,
      sku_id: row.skuId,
      goods_id: sku?.productId ?? 0,
      name: text(sku?.name),
      image: sku?.image ?? '',
      spec_text: text(sku?.specText),
      qty: row.qty,
      selected: row.selected,
      price: reader.price.out(sku?.price ?? row.addedPrice),
      added_price: reader.price.out(row.addedPrice),
      stock: sku?.stock ?? 0,
      purchase_limit: sku?.purchaseLimit ?? 0,
      changes,
    };
  });
  return { list, count: rows.length, selected_qty: selectedQty, selected_amount: reader.price.out(selectedAmount) };
}

/** A quantity the SKU can take now: it exists (4402), is on sale (4205), within stock (4202) and the purchase limit (4204). */
function checkQuantity(sku: SkuForSale | undefined, qty: number): SkuForSale {
  if (!sku) throw new AppError(ErrorCode.RecordNotFound);
  if (!sku.onSale) throw new AppError(ErrorCode.ProductOffline);
  if (qty > sku.stock) throw new AppError(ErrorCode.InsufficientInventory);
  if (sku.purchaseLimit > 0 && qty > sku.purchaseLimit) throw new AppError(ErrorCode.ExceedsPurchaseLimit);
  return sku;
}

/**
 * Adds units of a SKU: to its line when there is one (the price seen moves to today's), else a
 * new selected line while the cart has room (4213). One statement adds to the line or starts it
 * and keeps its row locked, so the quantity check after it holds under parallel adds; only a new
 * line takes the user's row lock, to count the cart.
 */
export async function addToCart(db: DbOrTx, userId: number, skuId: number, qty: number, reader: Reader): Promise<void> {
  await db.transaction(async (tx) => {
    const sku = checkQuantity((await skusForSale(tx, [skuId], reader.fallback)).get(skuId), qty);
    const [line] = await tx
      .insert(cartLines)
      .values({ userId, skuId, qty, addedPrice: sku.price })
      .onConflictDoUpdate({ target: [cartLines.userId, cartLines.skuId], set: { qty: sql`${cartLines.qty} + ${qty}`, addedPrice: sku.price, selected: true } })
      .returning({ qty: cartLines.qty, started: sql<boolean>`xmax = 0` });
    checkQuantity(sku, line!.qty);
    if (!line!.started) return;
    // Counted after the lock by a statement of its own, whose snapshot sees every add that held the lock before.
    await lockUserRow(tx, userId);
    const [lines] = await tx.select(countAll).from(cartLines).where(eq(cartLines.userId, userId));
    if ((lines?.total ?? 0) > CART_LINES_MAX) throw new AppError(ErrorCode.CartFull, null, { max: CART_LINES_MAX });
  });
}

/** Sets a line's quantity (checked as on adding; the price seen moves to today's) and/or its selection. */
export async function updateCartLine(db: DbOrTx, userId: number, change: { id: number; qty?: number; selected?: boolean }, reader: Reader): Promise<void> {
  await db.transaction(async (tx) => {
    const [line] = await tx
      .select()
      .from(cartLines)
      .where(and(eq(cartLines.id, change.id), eq(cartLines.userId, userId)))
      .for('update');
    if (!line) throw new AppError(ErrorCode.RecordNotFound);
    const set: Partial<LineRow> = {};
    if (change.qty !== undefined) {
      set.qty = change.qty;
      set.addedPrice = checkQuantity((await skusForSale(tx, [line.skuId], reader.fallback)).get(line.skuId), change.qty).price;
    }
    if (change.selected !== undefined) set.selected = change.selected;
    if (Object.keys(set).length > 0) await tx.update(cartLines).set(set).where(eq(cartLines.id, line.id));
  });
}

export async function selectAllCartLines(db: DbOrTx, userId: number, selected: boolean): Promise<void> {
  await db.update(cartLines).set({ selected }).where(eq(cartLines.userId, userId));
}

/** Removes the caller's lines among `ids`; ids of other carts are left alone. */
export async function deleteCartLines(db: DbOrTx, userId: number, ids: readonly number[]): Promise<void> {
  await db.delete(cartLines).where(and(eq(cartLines.userId, userId), inArray(cartLines.id, [...ids])));
}
