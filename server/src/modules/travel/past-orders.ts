import type { TravelContact, TravelOrderStatus } from '@roamcart/contracts';
import type { Tx } from '../../platform/db.ts';
import { SYSTEM, type PastMove } from '../../platform/state-machine.ts';
import { recordPastChannelPayments, type ChannelRow } from '../payments/index.ts';
import { insertTravelOrders, type TravelOrderRow } from './orders.ts';
import type { TravelProvider } from './provider.ts';
import { travelOrderStatus } from './state.ts';

/**
 * A travel order that ran its whole course before it was recorded here: booked, reviewed, paid
 * online, confirmed by the supplier, its stay or flight over, and rated by its traveller within
 * the rating window. `amount` in base minor units (no coupon); `seen` is what the traveller saw.
 */
export interface PastTravelOrder {
  userId: number;
  amount: bigint;
  seen: { currency: string; rate: string };
  contact: TravelContact;
  bookedAt: Date;
  reviewedAt: Date;
  /** When the traveller opened the online payment, and when its gateway confirmed it. */
  payingAt: Date;
  paidAt: Date;
  /** When the supplier confirmed it, and its confirmation (the history's remark, as an operator types it). */
  verifiedAt: Date;
  confirmation: string;
  /** When the stay or flight ended. */
  endedAt: Date;
  ratedAt: Date;
  rating: number;
  comment: string;
}

const RATED: TravelOrderStatus = 'confirmed';

/**
 * Records orders of the provider's kind that ran their course before they were recorded here
 * (the demo's past stays): each written rated (confirmed), numbered by when it was booked, paid
 * through the online `channel` (recordPastChannelPayments), with a history row per move at the
 * time it was made, checked against the travel state machine. Nobody reviewed them here, so the
 * system made the operator's moves. What the kind records besides (its booking, what a rating
 * changes) is the caller's. Answers the rows, in the order given.
 */
export async function recordPastTravelOrders(tx: Tx, provider: TravelProvider, channel: ChannelRow, orders: readonly PastTravelOrder[]): Promise<TravelOrderRow[]> {
  if (orders.length === 0) return [];
  const rows = await insertTravelOrders(
    tx,
    orders.map((order) => ({
      now: order.bookedAt,
      values: {
        kind: provider.kind,
        userId: order.userId,
        status: RATED,
        totalAmount: order.amount,
        payAmount: order.amount,
        paidAmount: order.amount,
        currency: order.seen.currency,
        rate: order.seen.rate,
        contact: order.contact,
        provider: provider.name,
        paidAt: order.paidAt,
        verifiedAt: order.verifiedAt,
        rating: order.rating,
        ratingComment: order.comment,
        createdAt: order.bookedAt,
        updatedAt: order.ratedAt,
      },
    })),
  );
  const payNos = await recordPastChannelPayments(
    tx,
    channel,
    rows.map((row, index) => ({ biz: provider.biz, reference: row.orderNo, userId: row.userId, amount: row.payAmount, seen: orders[index]!.seen, startedAt: orders[index]!.payingAt, paidAt: orders[index]!.paidAt })),
  );
  await travelOrderStatus.recordPast(
    tx,
    rows.map((row, index) => {
      const order = orders[index]!;
      const moves: PastMove<TravelOrderStatus>[] = [
        { to: 'reviewed_pending_payment', actor: SYSTEM, remark: '', at: order.reviewedAt },
        { to: 'paid_pending_verification', actor: SYSTEM, remark: `channel ${payNos[index]}`, at: order.paidAt },
        { to: 'verified_completed', actor: SYSTEM, remark: order.confirmation, at: order.verifiedAt },
        { to: 'verified_pending_rating', actor: SYSTEM, remark: provider.serviceEndRemark, at: order.endedAt },
        { to: RATED, actor: { kind: 'user', id: order.userId }, remark: '', at: order.ratedAt },
      ];
      return { id: row.id, moves };
    }),
  );
  return rows;
}
