import type { TravelKind } from '../../../components/travel/travel-kind.ts';
import { cancelTicketOrder, payTicketOrder, rateTicketOrder, refreshTicketOrders } from '../api/ticket-orders.ts';

/** A flight order on the travel order screens. */
export const TICKET_ORDER_KIND: TravelKind = {
  name: 'ticket',
  texts: {
    statusNote: 'flight.status_note',
    heldFor: 'flight.held_for',
    holdReleased: 'flight.hold_released',
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
};
