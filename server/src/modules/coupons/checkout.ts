import { and, eq, gt, lte, sql } from 'drizzle-orm';
import { allocate, ErrorCode, type BookingSavingsView, type CheckoutSavingsView, type CouponScope, type CouponUnusableReason } from '@roamcart/contracts';
import { users } from '../../platform/tables/users.ts';
import { couponTemplates, userCoupons } from './tables.ts';
import type { DbOrTx } from '../../platform/db.ts';
import { preparedOnce } from '../../platform/prepared-statement.ts';
import { rowAsJson, rowFromJson } from '../../platform/json-rows.ts';
import { AppError } from '../../platform/errors.ts';
import { scalarSubquery } from '../../platform/subquery.ts';
import type { Reader } from '../../platform/reader.ts';
import type { Remark } from '../../platform/system-text.ts';
import type { ReferenceData } from '../../platform/reference-data.ts';
import { categoryChains } from '../catalogue/index.ts';
import { postLedgerEntry } from '../wallet/index.ts';
import { userCouponView, type TemplateRow, type UserCouponRow } from './holding.ts';

/** A travel booking as coupons see it: a hotel stay or a flight. */
export type BookingKind = 'hotel' | 'flight';

/**
 * A line as checkout sees it: goods of a product, or a whole hotel or flight booking; what it costs
 * (base minor units), and its sub-order (an index).
 */
type CheckoutLine = { kind: 'goods'; productId: number; amount: bigint; sub: number } | { kind: BookingKind; amount: bigint; sub: number };

/** What is being bought: the lines, and each sub-order's shipping fee (none for a booking: nothing ships). */
interface CheckoutCart {
  lines: readonly CheckoutLine[];
  shippingFees: readonly bigint[];
}

/** The caller's pick: a coupon (absent: the best; null: none), and whether to spend points. */
interface SavingsChoice {
  couponId?: number | null;
  usePoints: boolean;
  /** The caller's points when already read (under the user's lock); read here otherwise. */
  pointsBalance?: number;
  /** The caller's usable coupons when already read (`usableCouponsAsJson`); read here otherwise. */
  coupons?: HeldCoupon[];
}

export interface HeldCoupon {
  coupon: UserCouponRow;
  template: TemplateRow;
}

/** What the coupons and points take off an order, split down to its lines (base minor units). */
export interface CheckoutSavings {
  /** Usable coupons with what each takes off, the best first. */
  usable: (HeldCoupon & { discount: bigint })[];
  unusable: (HeldCoupon & { reason: CouponUnusableReason })[];
  applied: UserCouponRow | null;
  couponDiscount: bigint;
  pointsBalance: number;
  pointsAvailable: number;
  /** What the available points would take off. */
  pointsAvailableDiscount: bigint;
  pointsUsed: number;
  pointsDiscount: bigint;
  /** Per line, in the cart's order: its share of the coupon and the points. */
  lineDiscounts: bigint[];
  /** Per sub-order: the shipping fee a free-shipping coupon took off, and the points spent on it. */
  shippingDiscounts: bigint[];
  subPoints: number[];
}

const DEFAULT_POINTS_VALUE_RATE = 100;
const DEFAULT_POINTS_MAX_ORDER_SHARE = 20;

/** The kind of line each scope is for: `all` means all goods (as the scope's labels say), the travel scopes their bookings. */
const SCOPE_LINE: Record<CouponScope, CheckoutLine['kind']> = { all: 'goods', categories: 'goods', products: 'goods', hotels: 'hotel', flights: 'flight' };

/** Which lines a coupon applies to. */
function appliesTo(template: TemplateRow, line: CheckoutLine, chains: Map<number, number[]>): boolean {
  const scope = template.scope as CouponScope;
  if (SCOPE_LINE[scope] !== line.kind) return false;
  if (line.kind !== 'goods' || scope === 'all') return true;
  if (scope === 'products') return template.scopeIds.includes(line.productId);
  return (chains.get(line.productId) ?? []).some((id) => template.scopeIds.includes(id));
}

/** Why a coupon applies to none of the lines: goods it does not cover, or a cart of another kind than its scope's. */
function misfit(scope: CouponScope, cart: CheckoutCart): CouponUnusableReason {
  const kind = SCOPE_LINE[scope];
  if (cart.lines.some((line) => line.kind === kind)) return 'scope';
  if (cart.lines.some((line) => line.kind === 'goods')) return 'travel_only';
  return kind === 'goods' ? 'goods_only' : kind === 'hotel' ? 'hotels_only' : 'flights_only';
}

type Evaluation = { reason: CouponUnusableReason } | { discount: bigint; eligible: boolean[] };

/**
 * Whether a held coupon fits the cart (goods or a booking: one evaluation for both), and what it
 * takes off: amount, percent (capped) or the shipping of the sub-orders it covers.
 */
function evaluate(held: HeldCoupon, cart: CheckoutCart, chains: Map<number, number[]>, now: Date): Evaluation {
  const { template } = held;
  if (held.coupon.validFrom > now) return { reason: 'not_started' };
  const eligible = cart.lines.map((line) => appliesTo(template, line, chains));
  if (!eligible.includes(true)) return { reason: misfit(template.scope as CouponScope, cart) };
  const spend = cart.lines.reduce((sum, line, index) => (eligible[index] ? sum + line.amount : sum), 0n);
  if (spend < template.minSpend) return { reason: 'min_spend' };
  if (template.kind === 'free_shipping') {
    const covered = new Set(cart.lines.filter((_, index) => eligible[index]).map((line) => line.sub));
    return { discount: cart.shippingFees.reduce((sum, fee, sub) => (covered.has(sub) ? sum + fee : sum), 0n), eligible };
  }
  if (template.kind === 'percent') {
    const off = (spend * BigInt(template.percent)) / 100n;
    return { discount: template.maxDiscount > 0n && off > template.maxDiscount ? template.maxDiscount : off, eligible };
  }
  return { discount: template.amount < spend ? template.amount : spend, eligible };
}

/** A customer's coupons usable now (placeholders `userId` and `now`), and the order they are offered in. */
const usableCoupon = and(eq(userCoupons.userId, sql.placeholder('userId')), eq(userCoupons.status, 'usable'), gt(userCoupons.validUntil, sql.placeholder('now')));
const usableCouponOrder = [userCoupons.validUntil, userCoupons.id];

const usableCouponsOf = preparedOnce((db) =>
  db
    .select({ coupon: userCoupons, template: couponTemplates })
    .from(userCoupons)
    .innerJoin(couponTemplates, eq(couponTemplates.id, userCoupons.templateId))
    .where(usableCoupon)
    .orderBy(...usableCouponOrder)
    .prepare('usable_coupons_of'),
);

/** The caller's coupons not used and not past their end, with their templates. */
async function heldCoupons(db: DbOrTx, userId: number, now: Date): Promise<HeldCoupon[]> {
  return usableCouponsOf(db).execute({ userId, now });
}

/**
 * `heldCoupons` as one JSON column, for a statement that reads them along with other things
 * (placeholders `userId` and `now`, an ISO time); `heldCouponsFromJson` reads the column back.
 */
export const usableCouponsAsJson = scalarSubquery<HeldCouponJson[]>(sql`
  select coalesce(jsonb_agg(jsonb_build_object('coupon', ${rowAsJson(userCoupons)}, 'template', ${rowAsJson(couponTemplates)}) order by ${sql.join(usableCouponOrder, sql`, `)}), '[]'::jsonb)
  from ${userCoupons} join ${couponTemplates} on ${couponTemplates.id} = ${userCoupons.templateId}
  where ${usableCoupon}`);

type HeldCouponJson = { coupon: Record<string, unknown>; template: Record<string, unknown> };

export function heldCouponsFromJson(json: HeldCouponJson[]): HeldCoupon[] {
  return json.map((held) => ({ coupon: rowFromJson(userCoupons, held.coupon), template: rowFromJson(couponTemplates, held.template) }));
}

type UsableCoupon = HeldCoupon & { discount: bigint; eligible: boolean[] };

/** The caller's coupons sorted out for a cart, and the one applied with what it takes off. */
interface CouponChoice {
  usable: UsableCoupon[];
  unusable: (HeldCoupon & { reason: CouponUnusableReason })[];
  applied: UsableCoupon | null;
}

/**
 * The caller's coupons for this cart, usable (the best first) or not (with why), and the one
 * applied: the one chosen (4224 when it does not fit or is not the caller's), none for null, or
 * for `undefined` the one saving most (ties: the one ending first).
 */
async function chooseCoupon(db: DbOrTx, userId: number, cart: CheckoutCart, couponId: number | null | undefined, now: Date, known?: HeldCoupon[]): Promise<CouponChoice> {
  const held = known ?? (await heldCoupons(db, userId, now));
  const goods = cart.lines.flatMap((line) => (line.kind === 'goods' ? [line.productId] : []));
  const scoped = goods.length > 0 && held.some(({ template }) => template.scope === 'categories');
  const chains = scoped ? await categoryChains(db, [...new Set(goods)]) : new Map<number, number[]>();
  const usable: UsableCoupon[] = [];
  const unusable: CouponChoice['unusable'] = [];
  for (const coupon of held) {
    const result = evaluate(coupon, cart, chains, now);
    if ('reason' in result) unusable.push({ ...coupon, reason: result.reason });
    else usable.push({ ...coupon, ...result });
  }
  // Best first; `held` came ending-soonest first, and the sort keeps that order among equals.
  usable.sort((a, b) => (a.discount === b.discount ? 0 : a.discount > b.discount ? -1 : 1));

  let applied: UsableCoupon | null = null;
  if (couponId === undefined) applied = usable[0] && usable[0].discount > 0n ? usable[0] : null;
  else if (couponId !== null) {
    applied = usable.find((entry) => entry.coupon.id === couponId) ?? null;
    if (!applied) throw new AppError(ErrorCode.CouponNotUsable);
  }
  return { usable, unusable, applied };
}

/**
 * What the caller's coupons and points can take off this cart. The coupon is chosen as
 * chooseCoupon says. Its discount is split over the lines it applies to in proportion to their
 * amounts (free shipping: the fees of the sub-orders it covers). Points pay at most the points
 * parameters' share of the goods left to pay, at their rate, split over the lines the same way;
 * every split is exact in minor units.
 */
export async function checkoutSavings(db: DbOrTx, ref: ReferenceData, userId: number, cart: CheckoutCart, choice: SavingsChoice, now: Date): Promise<CheckoutSavings> {
  const { usable, unusable, applied } = await chooseCoupon(db, userId, cart, choice.couponId, now, choice.coupons);

  const lineCoupon = cart.lines.map(() => 0n);
  const shippingDiscounts = cart.shippingFees.map(() => 0n);
  if (applied?.template.kind === 'free_shipping') {
    for (const [index, line] of cart.lines.entries()) if (applied.eligible[index]) shippingDiscounts[line.sub] = cart.shippingFees[line.sub]!;
  } else if (applied) {
    const shares = allocate(
      applied.discount,
      cart.lines.map((line, index) => (applied.eligible[index] ? line.amount : 0n)),
    );
    shares.forEach((share, index) => (lineCoupon[index] = share));
  }

  const pointsBalance = choice.pointsBalance ?? (await db.select({ points: users.points }).from(users).where(eq(users.id, userId)))[0]?.points ?? 0;
  const rate = BigInt(Math.max(1, await ref.intParameter('points_value_rate', DEFAULT_POINTS_VALUE_RATE)));
  const share = BigInt(Math.min(100, Math.max(0, await ref.intParameter('points_max_order_share', DEFAULT_POINTS_MAX_ORDER_SHARE))));
  const unit = 10n ** BigInt((await ref.baseCurrency()).digits);
  const left = cart.lines.map((line, index) => line.amount - lineCoupon[index]!);
  const maxValue = (left.reduce((sum, amount) => sum + amount, 0n) * share) / 100n;
  // Points owed (a negative balance, after a refund took back spent points) pay nothing.
  const pointsAvailable = Math.max(0, Math.min(pointsBalance, Number((maxValue * rate) / unit)));
  // The money the points pay, in whole minor units, and the points that money costs (never more than available).
  const pointsAvailableDiscount = (BigInt(pointsAvailable) * unit) / rate;
  const pointsDiscount = choice.usePoints ? pointsAvailableDiscount : 0n;
  const pointsUsed = Number((pointsDiscount * rate + unit - 1n) / unit);
  const linePoints = allocate(pointsDiscount, left);
  const subPointsValue = cart.shippingFees.map((_, sub) => cart.lines.reduce((sum, line, index) => (line.sub === sub ? sum + linePoints[index]! : sum), 0n));

  return {
    usable: usable.map(({ eligible: _eligible, ...entry }) => entry),
    unusable,
    applied: applied?.coupon ?? null,
    couponDiscount: applied?.discount ?? 0n,
    pointsBalance,
    pointsAvailable,
    pointsAvailableDiscount,
    pointsUsed,
    pointsDiscount,
    lineDiscounts: cart.lines.map((_, index) => lineCoupon[index]! + linePoints[index]!),
    shippingDiscounts,
    subPoints: allocate(BigInt(pointsUsed), subPointsValue).map(Number),
  };
}

/** What a hotel or flight booking's coupon takes off (base minor units): the coupons of a cart of one line of its kind. */
export interface BookingSavings {
  usable: (HeldCoupon & { discount: bigint })[];
  unusable: (HeldCoupon & { reason: CouponUnusableReason })[];
  applied: UserCouponRow | null;
  discount: bigint;
}

/**
 * The caller's coupons for a booking of `kind` costing `amount`: the cart of one line of that kind,
 * with nothing to ship, evaluated as goods carts are (minimum spend, percent and its cap, amount,
 * not started); `couponId` as chooseCoupon takes it.
 */
export async function bookingSavings(db: DbOrTx, userId: number, booking: { kind: BookingKind; amount: bigint }, couponId: number | null | undefined, now: Date): Promise<BookingSavings> {
  const cart: CheckoutCart = { lines: [{ kind: booking.kind, amount: booking.amount, sub: 0 }], shippingFees: [] };
  const { usable, unusable, applied } = await chooseCoupon(db, userId, cart, couponId, now);
  return {
    usable: usable.map(({ eligible: _eligible, ...entry }) => entry),
    unusable,
    applied: applied?.coupon ?? null,
    discount: applied?.discount ?? 0n,
  };
}

/** The coupons of a preview, money in the caller's currency. */
function couponListsView(savings: Pick<CheckoutSavings, 'usable' | 'unusable'>, reader: Reader, now: Date): Pick<CheckoutSavingsView, 'coupons' | 'unusable_coupons'> {
  return {
    coupons: savings.usable.map(({ coupon, template, discount }) => ({ ...userCouponView(coupon, template, null, reader, now), discount: reader.price.out(discount) })),
    unusable_coupons: savings.unusable.map(({ coupon, template, reason }) => ({ ...userCouponView(coupon, template, null, reader, now), reason })),
  };
}

/** A booking's coupons as its preview answers them; the discount as the caller reads it (`shownDiscount`, so the preview's amounts add up). */
export function bookingSavingsView(savings: BookingSavings, shownDiscount: string, reader: Reader, now: Date): BookingSavingsView {
  return { ...couponListsView(savings, reader, now), coupon_id: savings.applied?.id ?? null, coupon_discount: shownDiscount };
}

/** The savings as the preview answers them, money in the caller's currency. */
export function savingsView(savings: CheckoutSavings, reader: Reader, now: Date): CheckoutSavingsView {
  return {
    ...couponListsView(savings, reader, now),
    coupon_id: savings.applied?.id ?? null,
    coupon_discount: reader.price.out(savings.couponDiscount),
    points_balance: savings.pointsBalance,
    points_available: savings.pointsAvailable,
    points_available_discount: reader.price.out(savings.pointsAvailableDiscount),
    points_used: savings.pointsUsed,
    points_discount: reader.price.out(savings.pointsDiscount),
  };
}

/** What a coupon is used on: a goods order, or a hotel or flight booking (a travel order). */
export type CouponUse = { orderId: number } | { travelOrderId: number };

const usedOn = (use: CouponUse) => ('orderId' in use ? eq(userCoupons.orderId, use.orderId) : eq(userCoupons.travelOrderId, use.travelOrderId));

/**
 * Marks the caller's coupon used on the order or booking being created, in its transaction, by a
 * conditional update: 4224 if it was used meanwhile (of parallel creates with one coupon, one
 * gets it), ran out, or is not the caller's.
 */
export async function useCoupon(tx: DbOrTx, couponId: number, userId: number, use: CouponUse, now: Date): Promise<void> {
  const marked = await tx
    .update(userCoupons)
    .set({ status: 'used', ...use, usedAt: now })
    .where(and(eq(userCoupons.id, couponId), eq(userCoupons.userId, userId), eq(userCoupons.status, 'usable'), lte(userCoupons.validFrom, now), gt(userCoupons.validUntil, now)))
    .returning({ id: userCoupons.id });
  if (marked.length === 0) throw new AppError(ErrorCode.CouponNotUsable);
}

/**
 * Spends the savings on the order being created, in its transaction: the coupon is marked used
 * (useCoupon), the points go through the points ledger (4208 when the balance no longer covers them).
 */
export async function spendSavings(tx: DbOrTx, savings: CheckoutSavings, order: { id: number; orderNo: string; userId: number }, now: Date): Promise<void> {
  if (savings.applied) await useCoupon(tx, savings.applied.id, order.userId, { orderId: order.id }, now);
  if (savings.pointsUsed > 0) {
    await postLedgerEntry(tx, { userId: order.userId, account: 'points', amount: -savings.pointsUsed, type: 'order_spend', remark: { key: 'system.ledger.order_spend', params: { reference: order.orderNo } }, reference: order.orderNo });
  }
}

/** A coupon used on an order or a booking that ended unpaid becomes usable again (until its own end). */
export async function returnCoupon(tx: DbOrTx, use: CouponUse): Promise<void> {
  await tx
    .update(userCoupons)
    .set({ status: 'usable', orderId: null, travelOrderId: null, usedAt: null })
    .where(and(usedOn(use), eq(userCoupons.status, 'used')));
}

/** Points spent on an order come back through the points ledger (cancelled sub-orders, refunds). */
export async function returnPoints(tx: DbOrTx, userId: number, points: number, orderNo: string, remark: Remark): Promise<void> {
  if (points <= 0) return;
  await postLedgerEntry(tx, { userId, account: 'points', amount: points, type: 'order_return', remark, reference: orderNo });
}

/**
 * The points a refund gives back: the share of the sub-order's points that the money refunded
 * so far reaches, less the share earlier refunds reached, so refunds in parts add up to all of them.
 */
export function pointsForRefund(pointsUsed: number, paid: bigint, refundedBefore: bigint, refunded: bigint): number {
  if (pointsUsed === 0 || paid <= 0n) return 0;
  const reached = (amount: bigint) => (BigInt(pointsUsed) * (amount > paid ? paid : amount)) / paid;
  return Number(reached(refundedBefore + refunded) - reached(refundedBefore));
}
