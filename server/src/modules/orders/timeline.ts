import type { OrderTimelineEntry, OrderTimelineEvent, RefundView } from '@roamcart/contracts';

/** A move of the order or a sub-order, its remark already in the reader's words. */
export interface ShownMove {
  to: string;
  at: string;
  remark: string;
  sub_order_no: string | null;
}

/** A move of a refund request, its remark in the reader's words. */
export interface ShownRefundMove {
  refundId: number;
  to: string;
  at: string;
  remark: string;
}

/** What a move into a status means to the customer; statuses not named here are internal steps. */
const ORDER_EVENTS: Partial<Record<string, OrderTimelineEvent>> = {
  paid: 'paid',
  shipped: 'shipped',
  received: 'received',
  cancelled: 'cancelled',
  closed: 'closed',
};
const REFUND_EVENTS: Partial<Record<string, OrderTimelineEvent>> = {
  approved: 'refund_approved',
  rejected: 'refund_rejected',
  refunded: 'refunded',
  completed: 'refunded',
};
/** Events whose remark the customer reads: why it was cancelled or refused, and the parcel's carrier and number. */
const WITH_NOTE: readonly OrderTimelineEvent[] = ['cancelled', 'closed', 'shipped', 'refund_rejected'];

/**
 * The order's timeline in the customer's words, oldest first: placed, then one entry per thing
 * they care about. One payment moves each sub-order and the order through several statuses in
 * one transaction, which records them all at the same instant: moves of the same event at the
 * same instant are one entry, naming the sub-order only when it alone moved (of several). A
 * sub-order or order ending because all of it was refunded is the refund's entry, not a cancel.
 */
export function customerTimeline(placedAt: string, subOrderCount: number, moves: readonly ShownMove[], refunds: readonly RefundView[], refundMoves: readonly ShownRefundMove[]): OrderTimelineEntry[] {
  const entries: (OrderTimelineEntry & { subs: Set<string> })[] = [];
  const add = (event: OrderTimelineEvent, at: string, subOrderNo: string | null, note: string) => {
    const same = entries.find((entry) => entry.event === event && entry.at === at);
    if (same) {
      if (subOrderNo) same.subs.add(subOrderNo);
      return;
    }
    entries.push({ event, at, sub_order_no: null, note: WITH_NOTE.includes(event) ? note : '', subs: new Set(subOrderNo ? [subOrderNo] : []) });
  };
  for (const refund of refunds) add('refund_requested', refund.created_at, refund.sub_order_no, refund.reason);
  const refundOf = new Map(refunds.map((refund) => [refund.id, refund]));
  for (const move of refundMoves) {
    const event = REFUND_EVENTS[move.to];
    if (event) add(event, move.at, refundOf.get(move.refundId)?.sub_order_no ?? null, move.remark);
  }
  const refundedAt = new Set(entries.filter((entry) => entry.event === 'refunded').map((entry) => entry.at));
  for (const move of moves) {
    const event = ORDER_EVENTS[move.to];
    if (!event || (event === 'cancelled' && refundedAt.has(move.at))) continue;
    add(event, move.at, move.sub_order_no, move.remark);
  }
  const ordered: OrderTimelineEntry = { event: 'ordered', at: placedAt, sub_order_no: null, note: '' };
  const shown = entries.map(({ subs, ...entry }) => ({ ...entry, sub_order_no: subOrderCount > 1 && subs.size === 1 ? [...subs][0]! : null }));
  // Stable: entries of the same instant keep the order added (a request before its decision).
  return [ordered, ...shown.sort((a, b) => Date.parse(a.at) - Date.parse(b.at))];
}
