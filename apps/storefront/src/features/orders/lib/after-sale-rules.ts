import type { GoodsOrderStatus, RefundStatus, RefundView, SubOrderView } from '@roamcart/contracts';
import { t } from '../../../lib/i18n.ts';
import { isPositive, sumAmounts } from '../../../lib/amounts.ts';

/* The server's rules (server/src/modules/orders/refunds.ts), so the screen offers only what it accepts. */

/** A refund may be asked once the sub-order is paid; a return once its goods were sent. */
const REFUNDABLE: readonly GoodsOrderStatus[] = ['pending_shipping', 'shipped', 'received', 'reviewed', 'completed'];
const RETURNABLE: readonly GoodsOrderStatus[] = ['shipped', 'received', 'reviewed', 'completed'];
/** A request still under way (money on its way back to the card too): a sub-order has at most one. */
const OPEN: readonly RefundStatus[] = ['requested', 'approved', 'in_transit', 'refunding'];
/** Requests whose money went back. */
const PAID_BACK: readonly RefundStatus[] = ['refunded', 'completed'];

/** What is left to ask back on a sub-order: what was paid for it less what already came back. */
export function refundableAmount(sub: Pick<SubOrderView, 'paid_amount'>, refunds: readonly RefundView[]): string {
  return sumAmounts(
    [sub.paid_amount],
    refunds.filter((refund) => PAID_BACK.includes(refund.status)).map((refund) => refund.amount),
  );
}

/** What the buyer may do after the sale with one sub-order, given its refund requests. */
export function afterSaleActions(sub: Pick<SubOrderView, 'status' | 'paid_amount'>, refunds: readonly RefundView[]) {
  const open = refunds.some((refund) => OPEN.includes(refund.status));
  const left = isPositive(refundableAmount(sub, refunds));
  const refundable = REFUNDABLE.includes(sub.status) && !open && left;
  return {
    review: sub.status === 'received',
    refund: refundable,
    returnGoods: refundable && RETURNABLE.includes(sub.status),
  };
}

/** "Refund requested", "Return in transit"…: a request's kind and status in words. */
export function refundStateLabel(refund: Pick<RefundView, 'kind' | 'status'>): string {
  return t(`refund.state.${refund.kind}_${refund.status}`);
}
