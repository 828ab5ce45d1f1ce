import { addressRoutes } from './address.ts';
import { cartRoutes } from './cart.ts';
import { couponAdminRoutes, couponRoutes } from './coupons.ts';
import { carrierAdminRoutes, orderAdminRoutes, orderRoutes } from './orders.ts';
import { catalogueAdminRoutes, catalogueRoutes, goodsEngagementRoutes } from './catalogue.ts';
import { adminAccessRoutes, adminAuthRoutes, agentAdminRoutes, parameterAdminRoutes, reportAdminRoutes, systemAdminRoutes } from './admin.ts';
import { contentAdminRoutes, contentRoutes } from './content.ts';
import { currencyAdminRoutes, currencyRoutes } from './currency.ts';
import type { Endpoint, RouteDeclaration } from './endpoint.ts';
import { engagementRoutes } from './engagement.ts';
import { i18nAdminRoutes, i18nRoutes } from './i18n.ts';
import { identityRoutes, userAdminRoutes } from './identity.ts';
import { messageAdminRoutes, messageRoutes } from './messages.ts';
import { operatorMessageAdminRoutes } from './operator-messages.ts';
import { paymentChannelAdminRoutes, paymentReviewAdminRoutes, paymentRoutes } from './payments.ts';
import { uploadAdminRoutes, uploadRoutes } from './upload.ts';
import { walletAdminRoutes, walletRoutes } from './wallet.ts';
import { hotelRoutes, orderFeedRoutes } from './hotels.ts';
import { hotelAdminRoutes } from './hotels-admin.ts';
import { flightAdminRoutes } from './flights-admin.ts';
import { flightRoutes } from './flights.ts';
import { ticketOrderRoutes } from './ticket-orders.ts';

export * from './define.ts';
export * from './endpoint.ts';

/** Every storefront route (under /app_index), by domain. */
export const storefrontRoutes = {
  identity: identityRoutes,
  i18n: i18nRoutes,
  currency: currencyRoutes,
  content: contentRoutes,
  engagement: engagementRoutes,
  address: addressRoutes,
  upload: uploadRoutes,
  messages: messageRoutes,
  catalogue: catalogueRoutes,
  goodsEngagement: goodsEngagementRoutes,
  cart: cartRoutes,
  orders: orderRoutes,
  coupons: couponRoutes,
  payments: paymentRoutes,
  wallet: walletRoutes,
  hotels: hotelRoutes,
  orderFeed: orderFeedRoutes,
  flights: flightRoutes,
  ticketOrders: ticketOrderRoutes,
};

/** Every back-office route (under /admin_api), by domain. */
export const adminRoutes = {
  auth: adminAuthRoutes,
  ...adminAccessRoutes,
  agents: agentAdminRoutes,
  ...systemAdminRoutes,
  reports: reportAdminRoutes,
  parameters: parameterAdminRoutes,
  users: userAdminRoutes,
  ...i18nAdminRoutes,
  currencies: currencyAdminRoutes,
  ...contentAdminRoutes,
  messages: messageAdminRoutes,
  operatorMessages: operatorMessageAdminRoutes,
  upload: uploadAdminRoutes,
  ...catalogueAdminRoutes,
  orders: orderAdminRoutes,
  carriers: carrierAdminRoutes,
  coupons: couponAdminRoutes,
  paymentChannels: paymentChannelAdminRoutes,
  paymentReviews: paymentReviewAdminRoutes,
  wallet: walletAdminRoutes,
  hotels: hotelAdminRoutes,
  flights: flightAdminRoutes,
};

function isEndpoint(value: unknown): value is Endpoint {
  return typeof value === 'object' && value !== null && 'api' in value && 'path' in value;
}

/** The routes of a table (nested by domain), as a flat list. */
export function listRoutes<T extends Endpoint = RouteDeclaration>(table: object): T[] {
  return Object.values(table).flatMap((entry: unknown) => (isEndpoint(entry) ? [entry as T] : typeof entry === 'object' && entry ? listRoutes<T>(entry) : []));
}
