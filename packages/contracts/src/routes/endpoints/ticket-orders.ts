import { storefrontEndpoint } from '../endpoint.ts';

const tag = 'flights';

/** A traveller's flight ticket orders and saved passengers, their own only. Create and pay take an Idempotency-Key. */
export const ticketOrderEndpoints = {
  /** The fare's price for the party and the caller's coupons for it, before booking. */
  orderPreview: storefrontEndpoint({ tag, method: 'POST', path: '/ticket/order/preview', auth: 'user' }),
  orderCreate: storefrontEndpoint({ tag, method: 'POST', path: '/ticket/order/create', auth: 'user' }),
  orderList: storefrontEndpoint({ tag, method: 'GET', path: '/ticket/order/list', auth: 'user' }),
  orderDetail: storefrontEndpoint({ tag, method: 'GET', path: '/ticket/order/detail', auth: 'user' }),
  orderPay: storefrontEndpoint({ tag, method: 'POST', path: '/ticket/order/pay', auth: 'user' }),
  orderCancel: storefrontEndpoint({ tag, method: 'POST', path: '/ticket/order/cancel', auth: 'user' }),
  orderRate: storefrontEndpoint({ tag, method: 'POST', path: '/ticket/order/rate', auth: 'user' }),
  /** A ticketed order's e-ticket itinerary (PDF) and its flights as calendar entries (.ics), in the traveller's language. */
  orderTicket: storefrontEndpoint({ tag, method: 'GET', path: '/ticket/order/e_ticket', auth: 'user', download: true }),
  orderCalendar: storefrontEndpoint({ tag, method: 'GET', path: '/ticket/order/calendar', auth: 'user', download: true }),
  passengers: storefrontEndpoint({ tag, method: 'GET', path: '/ticket/passengers', auth: 'user' }),
  passengerSave: storefrontEndpoint({ tag, method: 'POST', path: '/ticket/passengers/save', auth: 'user' }),
  /** API.md's `POST /ticket/passengers`: the same save as /ticket/passengers/save. */
  passengerPost: storefrontEndpoint({ tag, method: 'POST', path: '/ticket/passengers', auth: 'user' }),
  passengerDelete: storefrontEndpoint({ tag, method: 'POST', path: '/ticket/passengers/delete', auth: 'user' }),
};
