import { and, eq, inArray, ne, not, notInArray, sql } from 'drizzle-orm';
import { allocate, ErrorCode, SHIPPING_SOURCES, type Address, type OrderLine, type OrderPreview, type OrderPreviewBody } from '@roamcart/contracts';
import type { LocalizedText } from '../../platform/tables/columns.ts';
import { orderLines, orders, refunds, subOrders } from './tables.ts';
import type { DbOrTx } from '../../platform/db.ts';
import { AppError } from '../../platform/errors.ts';
import { localized } from '../../platform/localized.ts';
import type { Reader } from '../../platform/reader.ts';
import type { ReferenceData } from '../../platform/reference-data.ts';
import { cartLinesToOrder, shippingFeeOf, shippingRule } from '../cart/index.ts';
import { purchaseLimitReached, skusForSale, type SkuForSale } from '../catalogue/index.ts';
import { checkoutSavings, savingsView, type CheckoutSavings, type HeldCoupon } from '../coupons/index.ts';

type Source = (typeof SHIPPING_SOURCES)[number];

/** A priced line, base minor units. */
export interface PricedLine {
  skuId: number;
  productId: number;
  name: LocalizedText;
  specText: LocalizedText;
  image: string;
  price: bigint;
  qty: number;
  amount: bigint;
  /** Its share of the coupon and points discount. */
  discount: bigint;
}

export interface PricedSubOrder {
  source: Source;
  goodsAmount: bigint;
  shippingFee: bigint;
  discount: bigint;
  payAmount: bigint;
  /** The order's points spent on it. */
  pointsUsed: number;
  lines: PricedLine[];
}

/**
 * What the caller read already: the address ordered to (undefined: none such; null: none chosen yet,
 * a preview's), and when read under the customer's lock, the points and usable coupons.
 */
export interface KnownAtCheckout {
  address: Address | null | undefined;
  /** The SKUs of the items asked for (not of a cart's lines: those are read first). */
  skus?: Map<number, SkuForSale>;
  pointsBalance?: number;
  coupons?: HeldCoupon[];
}

/** Preview and create share this: the lines, grouped by shipping source, with every amount in base minor units. */
export interface PricedOrder {
  /** Null for a preview before an address is chosen: nothing in the price depends on it. */
  address: Address | null;
  goodsAmount: bigint;
  shippingFee: bigint;
  discount: bigint;
  payAmount: bigint;
  subOrders: PricedSubOrder[];
  /** The cart lines this order was made from, removed from the cart when it is created. */
  cartLineIds: number[];
  /** The coupons and points considered, and what was applied. */
  savings: CheckoutSavings;
}

/** Order states whose units count against a purchase limit: bought or about to be. */
const NOT_COUNTED = ['cancelled', 'closed'];

/**
 * Units of each goods the customer has in unpaid and paid orders, less what came back: a
 * sub-order refunded in full before it shipped (cancelled) or whose goods were returned.
 */
async function boughtUnits(db: DbOrTx, userId: number, productIds: number[]): Promise<Map<number, number>> {
  if (productIds.length === 0) return new Map();
  const returned = sql`exists (select 1 from ${refunds} where ${refunds.subOrderId} = ${subOrders.id} and ${refunds.kind} = 'return' and ${refunds.status} = 'completed')`;
  const rows = await db
    .select({ productId: orderLines.productId, units: sql<number>`sum(${orderLines.qty})::int` })
    .from(orderLines)
    .innerJoin(orders, eq(orders.id, orderLines.orderId))
    .innerJoin(subOrders, eq(subOrders.id, orderLines.subOrderId))
    .where(and(eq(orders.userId, userId), inArray(orderLines.productId, productIds), notInArray(orders.status, NOT_COUNTED), ne(subOrders.status, 'cancelled'), not(returned)))
    .groupBy(orderLines.productId);
  return new Map(rows.map((row) => [row.productId, row.units]));
}

/** What the body asks to buy, as (SKU, quantity) pairs: the caller's own cart lines or the items given. */
async function requestedItems(db: DbOrTx, userId: number, body: OrderPreviewBody): Promise<{ items: { skuId: number; qty: number }[]; cartLineIds: number[] }> {
  if (body.items) {
    const merged = new Map<number, number>();
    for (const item of body.items) merged.set(item.sku_id, (merged.get(item.sku_id) ?? 0) + item.qty);
    return { items: [...merged].map(([skuId, qty]) => ({ skuId, qty })), cartLineIds: [] };
  }
  const lines = await cartLinesToOrder(db, userId, body.cart_ids ?? []);
  if (lines.length !== new Set(body.cart_ids).size) throw AppError.field('cart_ids', 'validation.invalid');
  return { items: lines.map((line) => ({ skuId: line.skuId, qty: line.qty })), cartLineIds: lines.map((line) => line.id) };
}

/**
 * Prices an order for the caller: every SKU on sale (4205), in stock (4202) and within its goods'
 * purchase limit counting what the caller already bought or has unpaid (4204); the address, when
 * one is named, must be theirs (4111). A sub-order per shipping source, each paying the flat shipping fee unless its
 * goods reach the free-shipping threshold. Then the coupon and points the body asks for (the best
 * coupon by default) come off, split over the sub-orders and their lines.
 */
export async function priceOrder(
  db: DbOrTx,
  ref: ReferenceData,
  userId: number,
  body: OrderPreviewBody,
  known: KnownAtCheckout,
  reader: Pick<Reader, 'lang' | 'fallback'>,
  now: Date,
): Promise<PricedOrder> {
  const { address, pointsBalance, coupons } = known;
  if (address === undefined) throw new AppError(ErrorCode.AddressNotFound);
  const { items, cartLineIds } = await requestedItems(db, userId, body);
  const skus =
    known.skus ??
    (await skusForSale(
      db,
      items.map((item) => item.skuId),
      reader.fallback,
    ));
  const lines: (PricedLine & { source: Source; purchaseLimit: number })[] = items.map(({ skuId, qty }) => {
    const sku = skus.get(skuId);
    if (!sku) throw new AppError(ErrorCode.RecordNotFound);
    if (!sku.onSale) throw new AppError(ErrorCode.ProductOffline);
    if (qty > sku.stock) throw new AppError(ErrorCode.InsufficientInventory);
    return {
      skuId,
      productId: sku.productId,
      name: sku.name,
      specText: sku.specText,
      image: sku.image,
      price: sku.price,
      qty,
      amount: sku.price * BigInt(qty),
      discount: 0n,
      source: sku.shippingSource === 'merchant' ? 'merchant' : 'warehouse',
      purchaseLimit: sku.purchaseLimit,
    };
  });
  const limited = lines.filter((line) => line.purchaseLimit > 0);
  const bought = await boughtUnits(db, userId, [...new Set(limited.map((line) => line.productId))]);
  for (const line of limited) {
    const units = lines.filter((other) => other.productId === line.productId).reduce((sum, other) => sum + other.qty, 0);
    const already = bought.get(line.productId) ?? 0;
    if (already + units > line.purchaseLimit) throw purchaseLimitReached({ productId: line.productId, name: localized(line.name, reader.lang, reader.fallback), limit: line.purchaseLimit, already });
  }

  const rule = await shippingRule(ref);
  const grouped = SHIPPING_SOURCES.flatMap((source) => {
    const own = lines.filter((line) => line.source === source).map(({ source: _source, purchaseLimit: _limit, ...line }) => line);
    if (own.length === 0) return [];
    const goodsAmount = own.reduce((sum, line) => sum + line.amount, 0n);
    return [{ source, goodsAmount, shippingFee: shippingFeeOf(rule, goodsAmount), lines: own }];
  });
  const cart = {
    lines: grouped.flatMap((sub, index) => sub.lines.map((line) => ({ kind: 'goods' as const, productId: line.productId, amount: line.amount, sub: index }))),
    shippingFees: grouped.map((sub) => sub.shippingFee),
  };
  const savings = await checkoutSavings(db, ref, userId, cart, { couponId: body.coupon_id, usePoints: body.use_points, pointsBalance, coupons }, now);
  let lineIndex = 0;
  const subOrders = grouped.map((sub, index): PricedSubOrder => {
    const priced = sub.lines.map((line) => ({ ...line, discount: savings.lineDiscounts[lineIndex++]! }));
    const discount = priced.reduce((sum, line) => sum + line.discount, savings.shippingDiscounts[index]!);
    return { ...sub, discount, payAmount: sub.goodsAmount + sub.shippingFee - discount, pointsUsed: savings.subPoints[index]!, lines: priced };
  });
  const sum = (pick: (sub: PricedSubOrder) => bigint) => subOrders.reduce((total, sub) => total + pick(sub), 0n);
  return {
    address,
    goodsAmount: sum((sub) => sub.goodsAmount),
    shippingFee: sum((sub) => sub.shippingFee),
    discount: sum((sub) => sub.discount),
    payAmount: sum((sub) => sub.payAmount),
    subOrders,
    cartLineIds,
    savings,
  };
}

interface Discounted {
  discount: bigint;
  lines: readonly { discount: bigint }[];
}

/**
 * The discounts as the caller reads them: the order's converted once and split over the
 * sub-orders as in base units, each sub-order's over its shipping and its lines, so the parts
 * shown add up to the whole in any currency (a yen amount has no cents to round away).
 */
export function discountsView(
  order: { discount: bigint; couponDiscount: bigint; pointsDiscount: bigint },
  subs: readonly Discounted[],
  reader: Reader,
): { order: string; coupon: string; points: string; subs: string[]; lines: string[][] } {
  const { price } = reader;
  const total = price.toMinor(order.discount);
  const perSub = allocate(
    total,
    subs.map((sub) => sub.discount),
  );
  const [coupon = 0n, points = 0n] = allocate(total, [order.couponDiscount, order.pointsDiscount]);
  return {
    order: price.write(total),
    coupon: price.write(coupon),
    points: price.write(points),
    subs: perSub.map(price.write),
    lines: subs.map((sub, index) => {
      const onLines = sub.lines.reduce((sum, line) => sum + line.discount, 0n);
      const [, ...shares] = allocate(perSub[index]!, [sub.discount - onLines, ...sub.lines.map((line) => line.discount)]);
      return shares.map(price.write);
    }),
  };
}

/** A line as the caller reads it, with its share of the discount as `discountsView` shows it. */
export function lineView(line: Omit<PricedLine, 'discount'>, discount: string, reader: Reader): OrderLine {
  return {
    sku_id: line.skuId,
    goods_id: line.productId,
    name: localized(line.name, reader.lang, reader.fallback),
    image: line.image,
    spec_text: localized(line.specText, reader.lang, reader.fallback),
    price: reader.price.out(line.price),
    qty: line.qty,
    amount: reader.price.out(line.amount),
    discount,
  };
}

/** The four amounts every order, sub-order and preview answers, in the caller's currency (the discount as `discountsView` shows it). */
export function amountsView(amounts: { goodsAmount: bigint; shippingFee: bigint; payAmount: bigint }, discount: string, reader: Reader) {
  return {
    goods_amount: reader.price.out(amounts.goodsAmount),
    shipping_fee: reader.price.out(amounts.shippingFee),
    discount,
    pay_amount: reader.price.out(amounts.payAmount),
  };
}

export function previewView(priced: PricedOrder, reader: Reader, now: Date): OrderPreview {
  const { savings } = priced;
  const shown = discountsView({ discount: priced.discount, couponDiscount: savings.couponDiscount, pointsDiscount: savings.pointsDiscount }, priced.subOrders, reader);
  return {
    ...amountsView(priced, shown.order, reader),
    ...savingsView(savings, reader, now),
    coupon_discount: shown.coupon,
    points_discount: shown.points,
    currency: reader.price.seen.currency,
    address: priced.address,
    sub_orders: priced.subOrders.map((sub, index) => ({
      source: sub.source,
      ...amountsView(sub, shown.subs[index]!, reader),
      lines: sub.lines.map((line, at) => lineView(line, shown.lines[index]![at]!, reader)),
    })),
  };
}
