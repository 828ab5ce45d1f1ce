import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { CART_LINES_MAX, ErrorCode, SHIPPING_SOURCES, type CartLine, type CartLineChange, type CartView } from '@roamcart/contracts';
import { cartLines } from './tables.ts';
import { commitsAsynchronously, type Db, type DbOrTx } from '../../platform/db.ts';
import { preparedOnce } from '../../platform/prepared-statement.ts';
import { AppError } from '../../platform/errors.ts';
import { lockUserRow } from '../../platform/locks.ts';
import { countAll } from '../../platform/paging.ts';
import type { Reader } from '../../platform/reader.ts';
import { localized } from '../../platform/localized.ts';
import { purchaseLimitReached, skusForSale, skusOnShow, type SkuForSale } from '../catalogue/index.ts';
import { freeShippingGap, type ShippingRule } from './shipping-rule.ts';

type LineRow = typeof cartLines.$inferSelect;

/** What the cart shows of its lines (the owner is known, the timestamps are not shown). */
const lineOnShow = { id: cartLines.id, skuId: cartLines.skuId, qty: cartLines.qty, selected: cartLines.selected, addedPrice: cartLines.addedPrice };
type LineOnShow = Pick<LineRow, keyof typeof lineOnShow>;

/** A cart line's SKU as the cart reads it: in the reader's language (see `readerParams`). */
const skuOnShow = {
  skuId: skusOnShow.skuId,
  productId: skusOnShow.productId,
  skuImage: skusOnShow.skuImage,
  price: skusOnShow.price,
  stock: skusOnShow.stock,
  firstImage: skusOnShow.firstImage,
  purchaseLimit: skusOnShow.purchaseLimit,
  shippingSource: skusOnShow.shippingSource,
  onSale: skusOnShow.onSale,
  name: skusOnShow.name,
  specText: skusOnShow.specText,
};

function readerParams(reader: Reader) {
  return { lang: reader.lang, fallback: reader.fallback };
}

function changesOf(line: LineOnShow, sku: Pick<SkuForSale, 'onSale' | 'price' | 'stock'>): CartLineChange[] {
  if (!sku.onSale) return ['offline'];
  const changes: CartLineChange[] = [];
  if (sku.price !== line.addedPrice) changes.push('price');
  if (sku.stock < line.qty) changes.push('stock');
  return changes;
}

type CartRow = Awaited<ReturnType<ReturnType<typeof cartLinesOf>['execute']>>[number];

const cartLinesOf = preparedOnce((db) =>
  db
    .select({ line: lineOnShow, sku: skuOnShow })
    .from(cartLines)
    .innerJoin(skusOnShow, eq(skusOnShow.skuId, cartLines.skuId))
    .where(eq(cartLines.userId, sql.placeholder('userId')))
    .orderBy(asc(cartLines.id))
    .prepare('cart_lines_of'),
);

/**
 * The caller's cart, oldest line first, each flagged with what changed since it was added, and how
 * far each parcel of the selected goods is from free shipping (`rule`); one round trip.
 */
export async function cartOf(db: Db, userId: number, reader: Reader, rule: ShippingRule): Promise<CartView> {
  return cartView(await cartLinesOf(db).execute({ userId, ...readerParams(reader) }), reader, rule);
}

/** A parcel's source as an order groups the goods (checkout's sub-orders). */
const sourceOf = (shippingSource: string) => (shippingSource === 'merchant' ? 'merchant' : 'warehouse');

function cartView(rows: CartRow[], reader: Reader, rule: ShippingRule): CartView {
  let selectedQty = 0;
  let selectedAmount = 0n;
  const perSource = new Map<(typeof SHIPPING_SOURCES)[number], bigint>();
  const list = rows.map(({ line, sku }): CartLine => {
    const changes = changesOf(line, sku);
    if (line.selected && !changes.includes('offline')) {
      const amount = sku.price * BigInt(line.qty);
      selectedQty += line.qty;
      selectedAmount += amount;
      const source = sourceOf(sku.shippingSource);
      perSource.set(source, (perSource.get(source) ?? 0n) + amount);
    }
    return {
      id: line.id,
      sku_id: line.skuId,
      goods_id: sku.productId,
      name: sku.name,
      image: sku.skuImage || (sku.firstImage ?? ''),
      spec_text: sku.specText,
      qty: line.qty,
      selected: line.selected,
      price: reader.price.out(sku.price),
      added_price: reader.price.out(line.addedPrice),
      stock: sku.stock,
      purchase_limit: sku.purchaseLimit,
      changes,
    };
  });
  const gaps = SHIPPING_SOURCES.flatMap((source) => {
    const missing = freeShippingGap(rule, perSource.get(source) ?? 0n);
    return missing === null ? [] : [{ source, missing: reader.price.out(missing) }];
  });
  return { list, count: rows.length, selected_qty: selectedQty, selected_amount: reader.price.out(selectedAmount), free_shipping_gaps: gaps };
}

/**
 * Tops up the caller's line of a SKU on sale while the new quantity stays within its stock and
 * purchase limit, at today's price, and answers the whole cart as it is then, in one statement:
 * the cart is read in the snapshot before the top-up, so the topped line's new values come from
 * the update itself (`topped`, null on every row when nothing was topped up). A cart line is
 * low-value data: the top-up commits without waiting for the disk (`commitsAsynchronously`).
 */
const cartAfterTopUp = preparedOnce((db) => {
  const qty = sql.placeholder('qty');
  const topped = db.$with('topped').as(
    db
      .update(cartLines)
      .set({ qty: sql`${cartLines.qty} + ${qty}`, addedPrice: sql`${skusOnShow.price}`, selected: true })
      .from(skusOnShow)
      .where(
        and(
          eq(cartLines.userId, sql.placeholder('userId')),
          eq(cartLines.skuId, sql.placeholder('skuId')),
          eq(skusOnShow.skuId, cartLines.skuId),
          sql`${skusOnShow.onSale}`,
          sql`${cartLines.qty} + ${qty} <= case when ${skusOnShow.purchaseLimit} > 0 then least(${skusOnShow.stock}, ${skusOnShow.purchaseLimit}) else ${skusOnShow.stock} end`,
          commitsAsynchronously,
        ),
      )
      .returning({ toppedId: cartLines.id, toppedQty: cartLines.qty, toppedPrice: cartLines.addedPrice }),
  );
  return db
    .with(topped)
    .select({ line: lineOnShow, sku: skuOnShow, topped: { qty: topped.toppedQty, addedPrice: topped.toppedPrice } })
    .from(cartLines)
    .innerJoin(skusOnShow, eq(skusOnShow.skuId, cartLines.skuId))
    .leftJoin(topped, eq(topped.toppedId, cartLines.id))
    .where(eq(cartLines.userId, sql.placeholder('userId')))
    .orderBy(asc(cartLines.id))
    .prepare('cart_after_top_up');
});

/**
 * A quantity the SKU can take now: it exists (4402), is on sale (4205), within stock (4202) and the
 * purchase limit (4204 naming the goods and how many more fit beside the `inCart` units already there).
 */
function checkQuantity(sku: SkuForSale | undefined, qty: number, reader: Reader, inCart = 0): SkuForSale {
  if (!sku) throw new AppError(ErrorCode.RecordNotFound);
  if (!sku.onSale) throw new AppError(ErrorCode.ProductOffline);
  if (qty > sku.stock) throw new AppError(ErrorCode.InsufficientInventory);
  if (sku.purchaseLimit > 0 && qty > sku.purchaseLimit) {
    throw purchaseLimitReached({ productId: sku.productId, name: localized(sku.name, reader.lang, reader.fallback), limit: sku.purchaseLimit, already: inCart });
  }
  return sku;
}

/**
 * Adds units of a SKU: to its line when there is one (the price seen moves to today's), else a
 * new selected line while the cart has room (4213); answers the cart after it. Most adds top up a
 * line already there: one statement, no transaction (`cartAfterTopUp`). Otherwise (a new line, or a refused
 * top-up, to say why) the SKU is checked and one statement adds to the line or starts it and
 * keeps its row locked, so the quantity check after it holds under parallel adds; only a new
 * line takes the user's row lock, to count the cart.
 */
export async function addToCart(db: Db, userId: number, skuId: number, qty: number, reader: Reader, rule: ShippingRule): Promise<CartView> {
  const rows = await cartAfterTopUp(db).execute({ userId, skuId, qty, ...readerParams(reader) });
  if (rows.some((row) => row.topped)) {
    const cart = rows.map(({ line, sku, topped }) => ({ sku, line: topped ? { ...line, ...topped, selected: true } : line }));
    return cartView(cart, reader, rule);
  }
  const sku = checkQuantity((await skusForSale(db, [skuId], reader.fallback)).get(skuId), qty, reader);
  await db.transaction(async (tx) => {
    const [line] = await tx
      .insert(cartLines)
      .values({ userId, skuId, qty, addedPrice: sku.price })
      .onConflictDoUpdate({ target: [cartLines.userId, cartLines.skuId], set: { qty: sql`${cartLines.qty} + ${qty}`, addedPrice: sku.price, selected: true } })
      .returning({ qty: cartLines.qty, started: sql<boolean>`xmax = 0` });
    checkQuantity(sku, line!.qty, reader, line!.qty - qty);
    if (!line!.started) return;
    // Counted after the lock by a statement of its own, whose snapshot sees every add that held the lock before.
    await lockUserRow(tx, userId);
    const [lines] = await tx.select(countAll).from(cartLines).where(eq(cartLines.userId, userId));
    if ((lines?.total ?? 0) > CART_LINES_MAX) throw new AppError(ErrorCode.CartFull, null, { max: CART_LINES_MAX });
  });
  return cartOf(db, userId, reader, rule);
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
      set.addedPrice = checkQuantity((await skusForSale(tx, [line.skuId], reader.fallback)).get(line.skuId), change.qty, reader).price;
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
