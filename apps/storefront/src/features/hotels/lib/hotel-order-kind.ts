import type { TravelKind } from '../../../components/travel/travel-kind.ts';
import { cancelHotelOrder, payHotelOrder, rateHotelOrder, refreshHotelOrders } from '../api/hotels.ts';

/** A hotel booking on the travel order screens. */
export const HOTEL_ORDER_KIND: TravelKind = {
  name: 'hotel',
  texts: {
    statusNote: 'hotel.status_note',
    heldFor: 'hotel.held_for',
    holdReleased: 'hotel.hold_released',
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
};
