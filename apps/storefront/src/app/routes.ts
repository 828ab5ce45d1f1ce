import { createElement, lazy, useState, type ComponentType, type ElementType } from 'react';
import { prefetchGoodsDetail } from '../features/catalogue/api/get-goods-detail.ts';
import { prefetchHome } from '../features/catalogue/api/get-home.ts';
import { goodsIdFrom } from '../lib/goods-id.ts';
import { queryClient } from './query-client.ts';

type Screen = ComponentType & {
  /** Fetches the screen's chunk ahead of its first render. */
  preload: () => Promise<unknown>;
};

export interface ScreenRoute {
  path: string;
  screen: Screen;
  /** One of the tab bar's screens: the tab bar is shown on it. */
  tab?: boolean;
  /** Forms start fresh on every visit instead of staying in the keep-alive cache. */
  fresh?: boolean;
  /** Fetches what the screen's first render reads (from its query string) while startup still runs. */
  prefetch?: (params: URLSearchParams) => Promise<void>;
}

/**
 * Paths reachable without a token (SPEC §6), plus what this app adds for visitors: the password
 * reset, and the language and currency choices the Home screen offers (they live in the browser
 * until there is an account to keep them on).
 */
const PUBLIC_PATHS = new Set([
  '/', '/login', '/register', '/resetpassword', '/language', '/changecurrency', '/new', '/category', '/search', '/choosegoods', '/goodsdetail',
  '/shareorder', '/choosesuborder', '/hotelhome', '/payorder', '/rechagerpayment', '/offlinepayment', '/ticketshome',
  '/ticketsdetail', '/ticketssearch', '/hotelorderdetail', '/ticketorderdetail', '/hotelpayment', '/hotelsearch',
  '/hoteldetails', '/completed',
  // The not-found route: anyone may learn that a page does not exist.
  '*',
]);

export function isPublicPath(pathname: string): boolean {
  return PUBLIC_PATHS.has(pathname);
}

/**
 * Every screen is its own chunk, loaded on first visit (or ahead of it, see `preloadScreenFor`).
 * A screen whose chunk is in already renders at once: a lazy component would still suspend
 * once, and the first screen would show the loading block between the splash and its content.
 * Each mount keeps the component it started with, so a screen is never remounted by its chunk
 * arriving.
 */
function screen<K extends string>(load: () => Promise<Record<K, ComponentType>>, name: K): Screen {
  let loaded: ComponentType | undefined;
  const preload = async () => {
    const module = await load();
    loaded = module[name];
    return module;
  };
  const Lazy = lazy(async () => ({ default: (await preload())[name] }));
  function LoadedOrLazy() {
    const [{ Component }] = useState<{ Component: ElementType }>(() => ({ Component: loaded ?? Lazy }));
    return createElement(Component);
  }
  return Object.assign(LoadedOrLazy, { preload });
}

export const screenRoutes: ScreenRoute[] = [
  {
    path: '/',
    tab: true,
    screen: screen(() => import('../features/catalogue/screens/home-screen.tsx'), 'HomeScreen'),
    prefetch: () => prefetchHome(queryClient),
  },
  { path: '/cart', tab: true, screen: screen(() => import('../features/cart/screens/cart-screen.tsx'), 'CartScreen') },
  { path: '/mine', tab: true, screen: screen(() => import('../features/account/screens/mine-screen.tsx'), 'MineScreen') },
  { path: '/new', tab: true, screen: screen(() => import('../features/catalogue/screens/new-goods-screen.tsx'), 'NewGoodsScreen') },
  { path: '/category', tab: true, screen: screen(() => import('../features/catalogue/screens/category-screen.tsx'), 'CategoryScreen') },
  { path: '/search', screen: screen(() => import('../features/catalogue/screens/search-screen.tsx'), 'SearchScreen') },
  { path: '/wishlist', screen: screen(() => import('../features/catalogue/screens/wishlist-screen.tsx'), 'WishlistScreen') },
  { path: '/history', screen: screen(() => import('../features/catalogue/screens/history-screen.tsx'), 'HistoryScreen') },
  { path: '/stockalerts', screen: screen(() => import('../features/catalogue/screens/stock-alerts-screen.tsx'), 'StockAlertsScreen') },
  { path: '/login', fresh: true, screen: screen(() => import('../features/auth/screens/login-screen.tsx'), 'LoginScreen') },
  { path: '/register', fresh: true, screen: screen(() => import('../features/auth/screens/register-screen.tsx'), 'RegisterScreen') },
  { path: '/resetpassword', fresh: true, screen: screen(() => import('../features/auth/screens/reset-password-screen.tsx'), 'ResetPasswordScreen') },
  { path: '/message', screen: screen(() => import('../features/messages/screens/message-list-screen.tsx'), 'MessageListScreen') },
  { path: '/messagedetail', screen: screen(() => import('../features/messages/screens/message-detail-screen.tsx'), 'MessageDetailScreen') },
  { path: '/setting', screen: screen(() => import('../features/account/screens/setting-screen.tsx'), 'SettingScreen') },
  { path: '/editprofile', screen: screen(() => import('../features/account/screens/edit-profile-screen.tsx'), 'EditProfileScreen') },
  { path: '/nickname', fresh: true, screen: screen(() => import('../features/account/screens/nickname-screen.tsx'), 'NicknameScreen') },
  { path: '/preference', fresh: true, screen: screen(() => import('../features/account/screens/preference-screen.tsx'), 'PreferenceScreen') },
  { path: '/size', fresh: true, screen: screen(() => import('../features/account/screens/size-screen.tsx'), 'SizeScreen') },
  { path: '/myaddress', screen: screen(() => import('../features/addresses/screens/my-address-screen.tsx'), 'MyAddressScreen') },
  { path: '/addaddress', fresh: true, screen: screen(() => import('../features/addresses/screens/add-address-screen.tsx'), 'AddAddressScreen') },
  { path: '/changecurrency', screen: screen(() => import('../features/locale/screens/change-currency-screen.tsx'), 'ChangeCurrencyScreen') },
  { path: '/language', screen: screen(() => import('../features/locale/screens/language-screen.tsx'), 'LanguageScreen') },
  { path: '/account', screen: screen(() => import('../features/account/screens/account-screen.tsx'), 'AccountScreen') },
  { path: '/changepassword', fresh: true, screen: screen(() => import('../features/account/screens/change-password-screen.tsx'), 'ChangePasswordScreen') },
  { path: '/deleteaccount', fresh: true, screen: screen(() => import('../features/account/screens/delete-account-screen.tsx'), 'DeleteAccountScreen') },
  { path: '/email', fresh: true, screen: screen(() => import('../features/account/screens/email-screen.tsx'), 'EmailScreen') },
  { path: '/emailverify', fresh: true, screen: screen(() => import('../features/account/screens/email-verify-screen.tsx'), 'EmailVerifyScreen') },
  { path: '/phone', fresh: true, screen: screen(() => import('../features/account/screens/phone-screen.tsx'), 'PhoneScreen') },
  {
    path: '/goodsdetail',
   
    prefetch: async (params) => {
      const id = goodsIdFrom(params.get('id'));
      if (id !== null) await prefetchGoodsDetail(queryClient, id);
    },
    screen: screen(() => import('../features/catalogue/screens/goods-detail-screen.tsx'), 'GoodsDetailScreen'),
  },
  { path: '/confirmorder', fresh: true, screen: screen(() => import('../features/orders/screens/confirm-order-screen.tsx'), 'ConfirmOrderScreen') },
  { path: '/payorder', fresh: true, screen: screen(() => import('./pay-order-route.tsx'), 'PayOrderRoute') },
  { path: '/completed', fresh: true, screen: screen(() => import('../features/orders/screens/pay-order-screen.tsx'), 'CompletedScreen') },
  { path: '/myorders', screen: screen(() => import('../features/orders/screens/my-orders-screen.tsx'), 'MyOrdersScreen') },
  { path: '/orderdetails', screen: screen(() => import('../features/orders/screens/order-details-screen.tsx'), 'OrderDetailsScreen') },
  { path: '/orderreview', fresh: true, screen: screen(() => import('../features/orders/screens/review-order-screen.tsx'), 'ReviewOrderScreen') },
  { path: '/orderrefund', fresh: true, screen: screen(() => import('../features/orders/screens/refund-screen.tsx'), 'RefundScreen') },
  { path: '/returnshipping', fresh: true, screen: screen(() => import('../features/orders/screens/return-shipping-screen.tsx'), 'ReturnShippingScreen') },
  { path: '/ordertracking', screen: screen(() => import('../features/orders/screens/parcel-tracking-screen.tsx'), 'ParcelTrackingScreen') },
  { path: '/shareorder', screen: screen(() => import('../features/orders/screens/share-order-screen.tsx'), 'ShareOrderScreen') },
  { path: '/choosesuborder', fresh: true, screen: screen(() => import('../features/orders/screens/choose-sub-order-screen.tsx'), 'ChooseSubOrderScreen') },
  { path: '/choosegoods', fresh: true, screen: screen(() => import('../features/catalogue/screens/choose-goods-screen.tsx'), 'ChooseGoodsScreen') },
  { path: '/couponcenter', screen: screen(() => import('../features/coupons/screens/coupon-center-screen.tsx'), 'CouponCenterScreen') },
  { path: '/mycoupons', screen: screen(() => import('../features/coupons/screens/my-coupons-screen.tsx'), 'MyCouponsScreen') },
  { path: '/wallet', screen: screen(() => import('../features/wallet/screens/wallet-screen.tsx'), 'WalletScreen') },
  { path: '/withdrawal', fresh: true, screen: screen(() => import('../features/wallet/screens/withdrawal-screen.tsx'), 'WithdrawalScreen') },
  { path: '/withdrawallist', screen: screen(() => import('../features/wallet/screens/withdrawal-list-screen.tsx'), 'WithdrawalListScreen') },
  { path: '/pointslog', screen: screen(() => import('../features/wallet/screens/points-log-screen.tsx'), 'PointsLogScreen') },
  { path: '/recharge', fresh: true, screen: screen(() => import('../features/wallet/screens/recharge-screen.tsx'), 'RechargeScreen') },
  { path: '/rechagerpayment', screen: screen(() => import('../features/wallet/screens/recharge-result-screen.tsx'), 'RechargeResultScreen') },
  { path: '/rechargelist', screen: screen(() => import('../features/wallet/screens/recharge-list-screen.tsx'), 'RechargeListScreen') },
  { path: '/offlinepayment', fresh: true, screen: screen(() => import('../features/payments/screens/offline-payment-screen.tsx'), 'OfflinePaymentScreen') },
  { path: '/order', screen: screen(() => import('../features/orders/screens/all-orders-screen.tsx'), 'AllOrdersScreen') },
  { path: '/hotelhome', screen: screen(() => import('../features/hotels/screens/hotel-home-screen.tsx'), 'HotelHomeScreen') },
  {
    path: '/hotelsearch',
   
    // The screen's own chunk (loading anyway) knows the search's query: no hotel code in the first load.
    prefetch: async (params) => (await import('../features/hotels/screens/hotel-search-screen.tsx')).prefetchHotelSearch(queryClient, params),
    screen: screen(() => import('../features/hotels/screens/hotel-search-screen.tsx'), 'HotelSearchScreen'),
  },
  { path: '/hoteldetails', screen: screen(() => import('../features/hotels/screens/hotel-details-screen.tsx'), 'HotelDetailsScreen') },
  { path: '/hotelsubmitorder', fresh: true, screen: screen(() => import('../features/hotels/screens/hotel-submit-order-screen.tsx'), 'HotelSubmitOrderScreen') },
  { path: '/hotelpayment', fresh: true, screen: screen(() => import('../features/hotels/screens/hotel-payment-screen.tsx'), 'HotelPaymentScreen') },
  { path: '/hotelorderdetail', screen: screen(() => import('../features/hotels/screens/hotel-order-detail-screen.tsx'), 'HotelOrderDetailScreen') },
  { path: '/ticketshome', screen: screen(() => import('../features/flights/screens/ticket-home-screen.tsx'), 'TicketHomeScreen') },
  { path: '/ticketssearch', screen: screen(() => import('../features/flights/screens/ticket-search-screen.tsx'), 'TicketSearchScreen') },
  { path: '/ticketsdetail', screen: screen(() => import('../features/flights/screens/ticket-details-screen.tsx'), 'TicketDetailsScreen') },
  { path: '/ticketssubmitorder', fresh: true, screen: screen(() => import('../features/flights/screens/ticket-submit-order-screen.tsx'), 'TicketSubmitOrderScreen') },
  { path: '/ticketorderdetail', screen: screen(() => import('../features/flights/screens/ticket-order-detail-screen.tsx'), 'TicketOrderDetailScreen') },
  { path: '/returnpolicy', screen: screen(() => import('../features/content/screens/article-screen.tsx'), 'ReturnPolicyScreen') },
  { path: '/privacy', screen: screen(() => import('../features/content/screens/article-screen.tsx'), 'PrivacyScreen') },
  { path: '/condition', screen: screen(() => import('../features/content/screens/article-screen.tsx'), 'ConditionScreen') },
];

const byPath = new Map(screenRoutes.map((route) => [route.path, route]));

export function findRoute(pathname: string): ScreenRoute | undefined {
  return byPath.get(pathname);
}

/** Shown for an unknown path and for paths whose screens do not exist yet. */
const notFoundScreen = screen(() => import('./not-found-screen.tsx'), 'NotFoundScreen');
export const notFoundRoute: ScreenRoute = { path: '*', screen: notFoundScreen };

/**
 * Loads the chunk of the screen a location hash (`#/mine?x=1`) opens, so that on a first visit
 * it arrives while startup fetches the configuration and the dictionary. Settles either way: a
 * chunk that fails to load is the screen's to report when it renders.
 */
export function preloadScreenFor(hash: string): Promise<unknown> {
  const path = hash.replace(/^#/, '').split('?')[0] || '/';
  return (findRoute(path)?.screen ?? notFoundScreen).preload().catch(() => undefined);
}

/**
 * Fetches the data of the screen a location hash opens, once language and currency are chosen,
 * so that it comes beside the dictionary instead of after the first render. Settles either way:
 * a failed query is the screen's to show.
 */
export function prefetchDataFor(hash: string): Promise<void> {
  const [path = '', query = ''] = hash.replace(/^#/, '').split('?');
  return (findRoute(path || '/')?.prefetch?.(new URLSearchParams(query)) ?? Promise.resolve()).catch(() => undefined);
}
