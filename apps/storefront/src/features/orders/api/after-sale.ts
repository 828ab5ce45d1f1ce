import type { OrderReviewBody, RefundRequestBody } from '@roamcart/contracts';
import { storefrontApi } from '@roamcart/contracts/api';
import { call } from '../../../api/client.ts';

/** Reviews every line of a received sub-order (`order_no` names the sub-order). */
export function reviewOrder(body: OrderReviewBody) {
  return call(storefrontApi.orders.review, body);
}

/** Asks for money back on a sub-order: a refund, or a return-and-refund; the amount in the chosen currency. */
export function requestRefund(body: RefundRequestBody) {
  return call(storefrontApi.orders.refund, body);
}

/** The carrier and tracking number of an approved return on its way back. */
export function shipReturn(body: { refund_id: number; logistics_company: string; tracking_no: string }) {
  return call(storefrontApi.orders.refundShip, body);
}
