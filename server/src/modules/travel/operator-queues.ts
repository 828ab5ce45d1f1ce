import { reviewQueueLinks, ticketingQueueLink, type OperatorMessageKind, type TravelOrderKind } from '@roamcart/contracts';
import type { DbOrTx } from '../../platform/db.ts';
import { notifyOperators } from '../operator-messages/index.ts';
import type { TravelOrderRow } from './orders.ts';

/** The two queues an order of each kind waits in for an operator: review before payment, verification (tickets issued) after it. */
const QUEUES: Record<TravelOrderKind, Record<'review' | 'verify', { kind: OperatorMessageKind; link(orderNo: string): string }>> = {
  hotel: {
    review: { kind: 'hotel_order_review', link: reviewQueueLinks.hotelOrder },
    verify: { kind: 'hotel_order_verify', link: reviewQueueLinks.hotelOrder },
  },
  ticket: {
    review: { kind: 'ticket_order_review', link: reviewQueueLinks.ticketOrder },
    verify: { kind: 'ticket_order_issue', link: ticketingQueueLink },
  },
};

/** Tells the operators who act on `queue` that the order joined it, in the caller's transaction: once per order and queue. */
export async function tellQueueOperators(tx: DbOrTx, queue: 'review' | 'verify', order: Pick<TravelOrderRow, 'kind' | 'orderNo' | 'userId'>, now: Date): Promise<void> {
  const { kind, link } = QUEUES[order.kind as TravelOrderKind][queue];
  await notifyOperators(tx, [{ kind, subject: order.orderNo, customerId: order.userId, params: { order_no: order.orderNo }, link: link(order.orderNo) }], now);
}
