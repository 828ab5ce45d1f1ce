import { eq, sql } from 'drizzle-orm';
import type { TravelContact, TravelOrderStatus } from '@roamcart/contracts';
import type { DbOrTx } from '../../platform/db.ts';
import type { Reader } from '../../platform/reader.ts';
import { couponTitle } from '../coupons/index.ts';
import { awaitingReview } from '../payments/index.ts';
import { travelAmountsView, type TravelSavings } from './coupons.ts';
import { travelHistory } from './history.ts';
import type { TravelOrderRow } from './orders.ts';
import type { TravelProvider } from './provider.ts';
import { travelOrders } from './tables.ts';
import { canRate } from './rating.ts';
import { HOLDING_STATUSES, travelOrderStatus } from './state.ts';

/** Whether a transfer's voucher for the order waits for an operator's review. */
async function paymentInReview(db: DbOrTx, provider: TravelProvider, order: TravelOrderRow): Promise<boolean> {
  const [row] = await db
    .select({ waiting: sql<boolean>`${awaitingReview(provider.biz, travelOrders.orderNo)}` })
    .from(travelOrders)
    .where(eq(travelOrders.id, order.id));
  return row?.waiting ?? false;
}

/** What every kind's order list shows of an order, in the caller's currency. */
export function travelOrderSummary(order: TravelOrderRow, reader: Reader) {
  return {
    order_no: order.orderNo,
    status: order.status as TravelOrderStatus,
    total_price: reader.price.out(order.totalAmount),
    pay_amount: reader.price.out(order.payAmount),
    currency: reader.price.seen.currency,
    created_at: order.createdAt.toISOString(),
  };
}

/**
 * What every kind's order detail shows of an order as its traveller sees it: the money (the
 * discount as the shown total less the shown amount due), the contact, what can be done now (with
 * what cancelling gives back now), the rating and the history.
 */
export async function travelOrderView(db: DbOrTx, provider: TravelProvider, order: TravelOrderRow, reader: Reader, now: Date) {
  const status = order.status as TravelOrderStatus;
  const canCancel = travelOrderStatus.allows(status, 'cancelled', 'user');
  // A sent voucher waits for the operator: the traveller has paid as far as they can tell, and the hold waits with it (jobs.ts).
  const inReview = status === 'reviewed_pending_payment' && (await paymentInReview(db, provider, order));
  return {
    ...travelOrderSummary(order, reader),
    discount: travelAmountsView({ total: order.totalAmount, payAmount: order.payAmount }, reader).discount,
    coupon_title: await couponTitle(db, order.couponId, reader),
    paid_amount: reader.price.out(order.paidAmount),
    refunded_amount: reader.price.out(order.refundedAmount),
    contact: order.contact as TravelContact,
    remark: order.remark,
    hold_deadline: HOLDING_STATUSES.includes(status) && !inReview ? (heldUntilOf(order)?.toISOString() ?? null) : null,
    can_pay: status === 'reviewed_pending_payment' && !inReview,
    payment_in_review: inReview,
    hold_released: status === 'ordered_pending_review' && order.releasedAt !== null,
    can_cancel: canCancel,
    cancel_refund: canCancel ? reader.price.out(await provider.refundDue(db, order, now)) : null,
    can_rate: canRate(status),
    rating: order.rating,
    rating_comment: order.ratingComment,
    history: await travelHistory(db, order.id, reader),
  };
}

/** A new order as its booking answers it: the number, the state, the amounts and how long it is held. */
export function travelOrderCreated(order: TravelOrderRow, savings: TravelSavings, reader: Reader) {
  return {
    order_no: order.orderNo,
    status: order.status as TravelOrderStatus,
    ...travelAmountsView(savings, reader),
    currency: reader.price.seen.currency,
    hold_deadline: heldUntilOf(order)!.toISOString(),
  };
}

/** Until when the order's rooms or seats are held: in review, the payment window after booking (none once let go); awaiting payment, the payment deadline. Orders placed before the window existed were held for their whole review. */
export function heldUntilOf(order: TravelOrderRow): Date | null {
  if (order.releasedAt) return null;
  return order.heldUntil ?? order.holdDeadline;
}
