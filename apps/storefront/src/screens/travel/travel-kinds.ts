import type { QueryClient } from '@tanstack/react-query';
import type { HotelOrderDetail, TravelOrderKind, TravelPayStatus } from '@roamcart/contracts';
import { cancelHotelOrder, payHotelOrder, rateHotelOrder, refreshHotelOrders } from '../../api/hotels.ts';
import { cancelTicketOrder, payTicketOrder, rateTicketOrder, refreshTicketOrders } from '../../api/ticket-orders.ts';

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
  | 'can_cancel'
  | 'can_rate'
  | 'rating'
  | 'rating_comment'
  | 'contact'
>;

/**
 * What differs between a hotel booking and a flight order on the screens they share: where they
 * are shown and paid, the words (translation keys) that name them, and their calls. Test ids
 * start with the kind (`hotel-order-status`, `ticket-order-status`).
 */
interface TravelKindScreens {
  detailPath: string;
  payPath: (orderNo: string) => string;
  texts: {
    /** Followed by `.<status>`: what the state means for the traveller. */
    statusNote: string;
    heldFor: string;
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

export const TRAVEL_KINDS: Record<TravelOrderKind, TravelKindScreens> = {
  hotel: {
    detailPath: '/hotelorderdetail',
    payPath: (orderNo) => `/hotelpayment?order_no=${orderNo}`,
    texts: {
      statusNote: 'hotel.status_note',
      heldFor: 'hotel.held_for',
      payAfterReview: 'hotel.pay_after_review',
      cancelTitle: 'hotel.cancel_title',
      cancelConfirm: 'hotel.cancel_confirm',
      cancelOrder: 'hotel.cancel_booking',
      keepOrder: 'hotel.keep_booking',
      cancelled: 'hotel.cancelled',
      rateTitle: 'hotel.rate_title',
      ratePlaceholder: 'hotel.rate_placeholder',
    },
    pay: payHotelOrder,
    cancel: cancelHotelOrder,
    rate: rateHotelOrder,
    refresh: refreshHotelOrders,
  },
  ticket: {
    detailPath: '/ticketorderdetail',
    payPath: (orderNo) => `/payorder?biz=ticket&order_no=${orderNo}`,
    texts: {
      statusNote: 'flight.status_note',
      heldFor: 'flight.held_for',
      payAfterReview: 'flight.pay_after_review',
      cancelTitle: 'flight.cancel_title',
      cancelConfirm: 'flight.cancel_confirm',
      cancelOrder: 'flight.cancel_order',
      keepOrder: 'flight.keep_order',
      cancelled: 'flight.cancelled',
      rateTitle: 'flight.rate_title',
      ratePlaceholder: 'flight.rate_placeholder',
    },
    pay: payTicketOrder,
    cancel: cancelTicketOrder,
    rate: rateTicketOrder,
    refresh: refreshTicketOrders,
  },
};
