import type { TravelOrderKind, TravelOrderPreview } from '@roamcart/contracts';
import type { DbOrTx } from '../../platform/db.ts';
import type { Reader } from '../../platform/reader.ts';
import { bookingSavings, bookingSavingsView, returnCoupon, useCoupon, type BookingKind, type BookingSavings } from '../coupons/index.ts';
import type { TravelOrderRow } from './orders.ts';

/** The coupons' name for each kind of travel order: a ticket order is a flight booking. */
const COUPON_KIND: Record<TravelOrderKind, BookingKind> = { hotel: 'hotel', ticket: 'flight' };

/** A booking's price, what the coupon takes off and what is due (base minor units). */
export interface TravelSavings extends BookingSavings {
  total: bigint;
  payAmount: bigint;
}

/**
 * What the caller's coupon takes off a booking of `kind` priced `total`: the coupons module's
 * evaluation of a cart of one line of that kind (`couponId`: absent the best, null none, else that
 * one or 4224), and what is then due.
 */
export async function travelSavings(db: DbOrTx, userId: number, kind: TravelOrderKind, total: bigint, couponId: number | null | undefined, now: Date): Promise<TravelSavings> {
  const savings = await bookingSavings(db, userId, { kind: COUPON_KIND[kind], amount: total }, couponId, now);
  return { ...savings, total, payAmount: total - savings.discount };
}

/**
 * A booking's total, discount and amount due as the caller reads them: the total and the due
 * converted, the discount their difference, so the three add up in any currency.
 */
export function travelAmountsView(amounts: { total: bigint; payAmount: bigint }, reader: Reader): { total_price: string; discount: string; pay_amount: string } {
  const total = reader.price.toMinor(amounts.total);
  const due = reader.price.toMinor(amounts.payAmount);
  return { total_price: reader.price.write(total), discount: reader.price.write(total - due), pay_amount: reader.price.write(due) };
}

/** The preview of a booking: its amounts and the caller's coupons for it, in the caller's currency. */
export function travelPreviewView(savings: TravelSavings, reader: Reader, now: Date): TravelOrderPreview {
  const amounts = travelAmountsView(savings, reader);
  return { ...bookingSavingsView(savings, amounts.discount, reader, now), ...amounts, currency: reader.price.seen.currency };
}

/** The booking just inserted uses its coupon, in the booking's transaction (4224 when a parallel booking took it first). */
export async function spendTravelCoupon(tx: DbOrTx, savings: TravelSavings, order: TravelOrderRow, now: Date): Promise<void> {
  if (savings.applied) await useCoupon(tx, savings.applied.id, order.userId, { travelOrderId: order.id }, now);
}

/**
 * A booking ending unpaid (rejected, hold expired, cancelled before paying) gives its coupon back,
 * usable again within its own dates. A paid one keeps it spent, also when the coupon left nothing to pay.
 */
export async function returnTravelCoupon(tx: DbOrTx, order: TravelOrderRow): Promise<void> {
  if (order.paidAt === null && order.couponId !== null) await returnCoupon(tx, { travelOrderId: order.id });
}
