import type { SQL, SQLWrapper } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { TravelOrderKind } from '@roamcart/contracts';
import type { DbOrTx } from '../../platform/db.ts';
import type { Remark } from '../../platform/system-text.ts';
import type { TravelOrderRow } from './orders.ts';

/**
 * What one kind of travel order (hotel bookings, ticket orders) gives the one travel-order process
 * (process.ts, jobs.ts, desk.ts): the rooms or seats behind an order, held, confirmed, released or
 * cancelled through the kind's supplier, what a cancellation gives back, when the service ends,
 * and what being paid or rated changes besides the order. `Hold` is what the kind holds for a new
 * order (rooms of a stay, seats of a fare).
 */
export interface TravelProvider<Hold = unknown> {
  kind: TravelOrderKind;
  /** The payment service's name for the kind's orders. */
  biz: 'hotel_order' | 'ticket_order';
  /** The message key naming the kind's orders in a refund's wallet line ("Refund for <label> <order no>"), in each reader's language. */
  label: string;
  /** The region of cached answers that moves of rooms or seats make stale. */
  answers: string;
  /** Recorded on orders (travel_orders.provider). */
  name: string;
  /** Holds what a new order books, all or none (4301); answers the supplier's reference (travel_orders.provider_ref). */
  hold(tx: DbOrTx, hold: Hold): Promise<string>;
  /** Whether what `hold` books is confirmed by the supplier on payment (instant confirmation): then no operator reviews or verifies it. */
  instantFor(tx: DbOrTx, hold: Hold): Promise<boolean>;
  /**
   * In the payment's transaction: when the order's hotel or fare confirms instantly, the
   * supplier's confirmation recorded (confirmation or ticket numbers) and the history remark
   * answered; null when an operator verifies it.
   */
  confirmOnPayment(tx: DbOrTx, order: TravelOrderRow): Promise<Remark | null>;
  /** Held rooms or seats become sold (the order was verified). */
  confirm(tx: DbOrTx, order: TravelOrderRow): Promise<void>;
  /** Holds again, all or none (4301), what an order in review let go back on sale; answers the supplier's new reference. */
  holdAgain(tx: DbOrTx, order: TravelOrderRow): Promise<string>;
  /** Held rooms or seats go back on sale (rejected, expired, cancelled before verification, a review past the payment window). */
  release(tx: DbOrTx, order: TravelOrderRow): Promise<void>;
  /** Sold rooms or seats go back on sale (cancelled after verification). */
  cancel(tx: DbOrTx, order: TravelOrderRow): Promise<void>;
  /** What cancelling the order at `now` gives back of what was paid (base minor units). */
  refundDue(db: DbOrTx, order: TravelOrderRow, now: Date): Promise<bigint>;
  /**
   * Orders among the ids `among` selects (a subquery) whose stay or flight ended by `until`, the earliest end
   * first, at most `limit`: the service-end follow-up moves them on.
   */
  servicesEnded(db: DbOrTx, among: SQLWrapper, until: Date, limit: number): Promise<number[]>;
  /** The history remark of the move an ended service makes (checked out, arrived). */
  serviceEndRemark: Remark;
  /** Refuses (4002 naming the field) paying an order whose service may no longer be sold: a flight past its cut-off, a stay whose check-in day is over. */
  checkPayable(tx: DbOrTx, order: TravelOrderRow, now: Date): Promise<void>;
  /** Runs in a payment's transaction right after the order moved to paid (flights start their ticketing clock). */
  afterPaid?(tx: DbOrTx, order: TravelOrderRow, now: Date): Promise<void>;
  /** Runs in a rating's transaction right after the order was confirmed with its rating (hotels count it in their average). */
  afterRated?(tx: DbOrTx, order: TravelOrderRow): Promise<void>;
  /** Runs in the transaction of every move of rooms or seats, to tell the other servers their answers are stale. */
  changed?(tx: DbOrTx): Promise<void>;
  /** The back office's keyword search over the kind's booking of the order whose id is `orderId`. */
  matches(keyword: string, orderId: AnyPgColumn): SQL;
}
