import type { RouteRefs } from './endpoint.ts';
import { addressEndpoints } from './endpoints/address.ts';
import { cartEndpoints } from './endpoints/cart.ts';
import { couponAdminEndpoints, couponEndpoints } from './endpoints/coupons.ts';
import { carrierAdminEndpoints, orderAdminEndpoints, orderEndpoints } from './endpoints/orders.ts';
import { catalogueAdminEndpoints, catalogueEndpoints, goodsEngagementEndpoints } from './endpoints/catalogue.ts';
import { adminAccessEndpoints, adminAuthEndpoints, agentAdminEndpoints, parameterAdminEndpoints, reportAdminEndpoints, systemAdminEndpoints } from './endpoints/admin.ts';
import { contentAdminEndpoints, contentEndpoints } from './endpoints/content.ts';
import { currencyAdminEndpoints, currencyEndpoints } from './endpoints/currency.ts';
import { engagementEndpoints } from './endpoints/engagement.ts';
import { i18nAdminEndpoints, i18nEndpoints } from './endpoints/i18n.ts';
import { identityEndpoints, userAdminEndpoints } from './endpoints/identity.ts';
import { messageAdminEndpoints, messageEndpoints } from './endpoints/messages.ts';
import { operatorMessageAdminEndpoints } from './endpoints/operator-messages.ts';
import { paymentChannelAdminEndpoints, paymentEndpoints, paymentReviewAdminEndpoints } from './endpoints/payments.ts';
import { uploadAdminEndpoints, uploadEndpoints } from './endpoints/upload.ts';
import { walletAdminEndpoints, walletEndpoints } from './endpoints/wallet.ts';
import { hotelEndpoints, orderFeedEndpoints } from './endpoints/hotels.ts';
import { hotelAdminEndpoints } from './endpoints/hotels-admin.ts';
import { flightAdminEndpoints } from './endpoints/flights-admin.ts';
import { flightEndpoints } from './endpoints/flights.ts';
import { ticketOrderEndpoints } from './endpoints/ticket-orders.ts';
import type { adminRoutes, storefrontRoutes } from './index.ts';

/**
 * The route tables as the apps use them (`@roamcart/contracts/api`): the endpoints at run time,
 * typed by the declarations of index.ts, whose schemas stay out of the apps' first load.
 * Same shape as `storefrontRoutes` / `adminRoutes` (a contracts test holds them together).
 */
export const storefrontApi = {
  identity: identityEndpoints,
  i18n: i18nEndpoints,
  currency: currencyEndpoints,
  content: contentEndpoints,
  engagement: engagementEndpoints,
  address: addressEndpoints,
  upload: uploadEndpoints,
  messages: messageEndpoints,
  catalogue: catalogueEndpoints,
  goodsEngagement: goodsEngagementEndpoints,
  cart: cartEndpoints,
  orders: orderEndpoints,
  coupons: couponEndpoints,
  payments: paymentEndpoints,
  wallet: walletEndpoints,
  hotels: hotelEndpoints,
  orderFeed: orderFeedEndpoints,
  flights: flightEndpoints,
  ticketOrders: ticketOrderEndpoints,
} as RouteRefs<typeof storefrontRoutes>;

export const adminApi = {
  auth: adminAuthEndpoints,
  ...adminAccessEndpoints,
  agents: agentAdminEndpoints,
  ...systemAdminEndpoints,
  reports: reportAdminEndpoints,
  parameters: parameterAdminEndpoints,
  users: userAdminEndpoints,
  ...i18nAdminEndpoints,
  currencies: currencyAdminEndpoints,
  ...contentAdminEndpoints,
  messages: messageAdminEndpoints,
  operatorMessages: operatorMessageAdminEndpoints,
  upload: uploadAdminEndpoints,
  ...catalogueAdminEndpoints,
  orders: orderAdminEndpoints,
  carriers: carrierAdminEndpoints,
  coupons: couponAdminEndpoints,
  paymentChannels: paymentChannelAdminEndpoints,
  paymentReviews: paymentReviewAdminEndpoints,
  wallet: walletAdminEndpoints,
  hotels: hotelAdminEndpoints,
  flights: flightAdminEndpoints,
} as RouteRefs<typeof adminRoutes>;

export * from './endpoint.ts';
export { LOCALE_COOKIE, STARTUP_CONFIG_ELEMENT_ID } from './endpoints/content.ts';
export type { RouteBody, RouteResponse } from './define.ts';
