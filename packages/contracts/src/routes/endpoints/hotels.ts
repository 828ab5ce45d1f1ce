import { storefrontEndpoint } from '../endpoint.ts';

const tag = 'hotels';

/** Hotel search is open to guests; booking and the booking's calls are the signed-in traveller's own. Create and pay take an Idempotency-Key. */
export const hotelEndpoints = {
  home: storefrontEndpoint({ tag, method: 'GET', path: '/hotel/home', auth: 'public' }),
  search: storefrontEndpoint({ tag, method: 'GET', path: '/hotel/search', auth: 'public' }),
  detail: storefrontEndpoint({ tag, method: 'GET', path: '/hotel/detail', auth: 'public' }),
  /** What guests wrote after their stays, the latest first. */
  reviews: storefrontEndpoint({ tag, method: 'GET', path: '/hotel/reviews', auth: 'public' }),
  /** The booking's price and the caller's coupons for it, before booking. */
  orderPreview: storefrontEndpoint({ tag, method: 'POST', path: '/hotel/order/preview', auth: 'user' }),
  orderCreate: storefrontEndpoint({ tag, method: 'POST', path: '/hotel/order/create', auth: 'user' }),
  orderList: storefrontEndpoint({ tag, method: 'GET', path: '/hotel/order/list', auth: 'user' }),
  orderDetail: storefrontEndpoint({ tag, method: 'GET', path: '/hotel/order/detail', auth: 'user' }),
  orderPay: storefrontEndpoint({ tag, method: 'POST', path: '/hotel/order/pay', auth: 'user' }),
  orderCancel: storefrontEndpoint({ tag, method: 'POST', path: '/hotel/order/cancel', auth: 'user' }),
  /** The guest's rating after the stay: moves verified_pending_rating -> confirmed. */
  orderRate: storefrontEndpoint({ tag, method: 'POST', path: '/hotel/order/rate', auth: 'user' }),
  /** A confirmed booking's voucher (PDF) and its stay as a calendar entry (.ics), in the traveller's language. */
  orderVoucher: storefrontEndpoint({ tag, method: 'GET', path: '/hotel/order/voucher', auth: 'user', download: true }),
  orderCalendar: storefrontEndpoint({ tag, method: 'GET', path: '/hotel/order/calendar', auth: 'user', download: true }),
};

/** Every order of the caller, goods and travel, newest first (API.md `GET /order`). */
export const orderFeedEndpoints = {
  list: storefrontEndpoint({ tag: 'orders', method: 'GET', path: '/order', auth: 'user' }),
};
