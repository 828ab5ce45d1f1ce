import type { QueryClient } from '@tanstack/react-query';
import type { HotelOrderDetail, TravelOrderKind, TravelPayStatus } from '@roamcart/contracts';

/** What hotel bookings and flight orders both show on the screens they share. */
export type TravelOrderView = Pick<
  HotelOrderDetail,
  | 'order_no'
  | 'status'
  | 'created_at'
  | 'history'
  | 'hold_deadline'
  | 'total_price'
  | 'discount'
  | 'coupon_title'
  | 'pay_amount'
  | 'paid_amount'
  | 'refunded_amount'
  | 'cancel_refund'
  | 'can_pay'
  | 'payment_in_review'
  | 'hold_released'
  | 'can_cancel'
  | 'can_rate'
  | 'rating'
  | 'rating_comment'
  | 'contact'
>;

/**
 * What differs between a hotel booking and a flight order on the screens they share: which kind
 * it is (test ids start with it: `hotel-order-status`, `ticket-order-status`; the paths follow
 * from it), the words (translation keys) that name it, and its calls. The hotels and flights
 * features each hand theirs to the shared parts.
 */
export interface TravelKind {
  name: TravelOrderKind;
  texts: {
    /** Followed by `.<status>`: what the state means for the traveller. */
    statusNote: string;
    /** Before the hold's countdown, on the order and on its payment screen. */
    heldFor: string;
    /** In review past the payment window: the rooms or seats went back on sale until approval. */
    holdReleased: string;
    payAfterReview: string;
    cancelTitle: string;
    /** The cancel dialog's words when nothing was paid. */
    cancelConfirm: string;
    cancelOrder: string;
    keepOrder: string;
    cancelled: string;
    rateTitle: string;
    ratePlaceholder: string;
  };
  pay: (orderNo: string, method: 'wallet' | 'online', idempotencyKey: string, channelId?: number) => Promise<TravelPayStatus>;
  cancel: (orderNo: string, reason: string) => Promise<unknown>;
  rate: (orderNo: string, rating: number, comment: string) => Promise<unknown>;
  /** After the order moved: its detail and the all-orders feed are asked again. */
  refresh: (client: QueryClient) => Promise<void>;
}
