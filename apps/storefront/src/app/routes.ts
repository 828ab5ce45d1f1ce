import { createElement, lazy, useState, type ComponentType, type ElementType } from 'react';
import { prefetchGoodsDetail } from '../api/get-goods-detail.ts';
import { prefetchHome } from '../api/get-home.ts';
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
  /** Where Back leads when the screen was opened directly, with no history inside the app. */
  parent?: string;
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
    screen: screen(() => import('../screens/home/home-screen.tsx'), 'HomeScreen'),
    prefetch: () => prefetchHome(queryClient),
  },
  { path: '/cart', tab: true, screen: screen(() => import('../screens/cart/cart-screen.tsx'), 'CartScreen') },
  { path: '/mine', tab: true, screen: screen(() => import('../screens/mine/mine-screen.tsx'), 'MineScreen') },
  { path: '/new', tab: true, screen: screen(() => import('../screens/goods/new-goods-screen.tsx'), 'NewGoodsScreen') },
  { path: '/category', tab: true, screen: screen(() => import('../screens/category/category-screen.tsx'), 'CategoryScreen') },
  { path: '/search', parent: '/', screen: screen(() => import('../screens/search/search-screen.tsx'), 'SearchScreen') },
  { path: '/wishlist', parent: '/mine', screen: screen(() => import('../screens/wishlist/wishlist-screen.tsx'), 'WishlistScreen') },
  { path: '/history', parent: '/mine', screen: screen(() => import('../screens/history/history-screen.tsx'), 'HistoryScreen') },
  { path: '/login', parent: '/', fresh: true, screen: screen(() => import('../screens/auth/login-screen.tsx'), 'LoginScreen') },
  { path: '/register', parent: '/login', fresh: true, screen: screen(() => import('../screens/auth/register-screen.tsx'), 'RegisterScreen') },
  { path: '/resetpassword', parent: '/login', fresh: true, screen: screen(() => import('../screens/auth/reset-password-screen.tsx'), 'ResetPasswordScreen') },
  { path: '/message', parent: '/mine', screen: screen(() => import('../screens/message/message-list-screen.tsx'), 'MessageListScreen') },
  { path: '/messagedetail', parent: '/message', screen: screen(() => import('../screens/message/message-detail-screen.tsx'), 'MessageDetailScreen') },
  { path: '/setting', parent: '/mine', screen: screen(() => import('../screens/mine/setting-screen.tsx'), 'SettingScreen') },
  { path: '/editprofile', parent: '/mine', screen: screen(() => import('../screens/profile/edit-profile-screen.tsx'), 'EditProfileScreen') },
  { path: '/nickname', parent: '/editprofile', fresh: true, screen: screen(() => import('../screens/profile/nickname-screen.tsx'), 'NicknameScreen') },
  { path: '/preference', parent: '/mine', fresh: true, screen: screen(() => import('../screens/preference/preference-screen.tsx'), 'PreferenceScreen') },
  { path: '/size', parent: '/mine', fresh: true, screen: screen(() => import('../screens/preference/size-screen.tsx'), 'SizeScreen') },
  { path: '/myaddress', parent: '/mine', screen: screen(() => import('../screens/address/my-address-screen.tsx'), 'MyAddressScreen') },
  { path: '/addaddress', parent: '/myaddress', fresh: true, screen: screen(() => import('../screens/address/add-address-screen.tsx'), 'AddAddressScreen') },
  { path: '/changecurrency', parent: '/mine', screen: screen(() => import('../screens/locale/change-currency-screen.tsx'), 'ChangeCurrencyScreen') },
  { path: '/language', parent: '/mine', screen: screen(() => import('../screens/locale/language-screen.tsx'), 'LanguageScreen') },
  { path: '/account', parent: '/mine', screen: screen(() => import('../screens/account/account-screen.tsx'), 'AccountScreen') },
  { path: '/changepassword', parent: '/account', fresh: true, screen: screen(() => import('../screens/account/change-password-screen.tsx'), 'ChangePasswordScreen') },
  { path: '/deleteaccount', parent: '/account', fresh: true, screen: screen(() => import('../screens/account/delete-account-screen.tsx'), 'DeleteAccountScreen') },
  { path: '/email', parent: '/account', fresh: true, screen: screen(() => import('../screens/account/email-screen.tsx'), 'EmailScreen') },
  { path: '/emailverify', parent: '/email', fresh: true, screen: screen(() => import('../screens/account/email-verify-screen.tsx'), 'EmailVerifyScreen') },
  { path: '/phone', parent: '/account', fresh: true, screen: screen(() => import('../screens/account/phone-screen.tsx'), 'PhoneScreen') },
  {
    path: '/goodsdetail',
    parent: '/',
    prefetch: async (params) => {
      const id = goodsIdFrom(params.get('id'));
      if (id !== null) await prefetchGoodsDetail(queryClient, id);
    },
    screen: screen(() => import('../screens/goods/goods-detail-screen.tsx'), 'GoodsDetailScreen'),
  },
  { path: '/confirmorder', parent: '/cart', fresh: true, screen: screen(() => import('../screens/order/confirm-order-screen.tsx'), 'ConfirmOrderScreen') },
  { path: '/payorder', parent: '/myorders', fresh: true, screen: screen(() => import('../screens/order/pay-order-screen.tsx'), 'PayOrderScreen') },
  { path: '/completed', parent: '/', fresh: true, screen: screen(() => import('../screens/order/pay-order-screen.tsx'), 'CompletedScreen') },
  { path: '/myorders', parent: '/mine', screen: screen(() => import('../screens/order/my-orders-screen.tsx'), 'MyOrdersScreen') },
  { path: '/orderdetails', parent: '/myorders', screen: screen(() => import('../screens/order/order-details-screen.tsx'), 'OrderDetailsScreen') },
  { path: '/orderreview', parent: '/myorders', fresh: true, screen: screen(() => import('../screens/order/review-order-screen.tsx'), 'ReviewOrderScreen') },
  { path: '/orderrefund', parent: '/myorders', fresh: true, screen: screen(() => import('../screens/order/refund-screen.tsx'), 'RefundScreen') },
  { path: '/returnshipping', parent: '/myorders', fresh: true, screen: screen(() => import('../screens/order/return-shipping-screen.tsx'), 'ReturnShippingScreen') },
  { path: '/shareorder', parent: '/', screen: screen(() => import('../screens/order/share-order-screen.tsx'), 'ShareOrderScreen') },
  { path: '/choosesuborder', parent: '/', fresh: true, screen: screen(() => import('../screens/order/choose-sub-order-screen.tsx'), 'ChooseSubOrderScreen') },
  { path: '/choosegoods', parent: '/', fresh: true, screen: screen(() => import('../screens/goods/choose-goods-screen.tsx'), 'ChooseGoodsScreen') },
  { path: '/couponcenter', parent: '/mine', screen: screen(() => import('../screens/coupon/coupon-center-screen.tsx'), 'CouponCenterScreen') },
  { path: '/mycoupons', parent: '/mine', screen: screen(() => import('../screens/coupon/my-coupons-screen.tsx'), 'MyCouponsScreen') },
  { path: '/wallet', parent: '/mine', screen: screen(() => import('../screens/wallet/wallet-screen.tsx'), 'WalletScreen') },
  { path: '/withdrawal', parent: '/wallet', fresh: true, screen: screen(() => import('../screens/wallet/withdrawal-screen.tsx'), 'WithdrawalScreen') },
  { path: '/withdrawallist', parent: '/wallet', screen: screen(() => import('../screens/wallet/withdrawal-list-screen.tsx'), 'WithdrawalListScreen') },
  { path: '/pointslog', parent: '/wallet', screen: screen(() => import('../screens/wallet/points-log-screen.tsx'), 'PointsLogScreen') },
  { path: '/recharge', parent: '/wallet', fresh: true, screen: screen(() => import('../screens/recharge/recharge-screen.tsx'), 'RechargeScreen') },
  { path: '/rechagerpayment', parent: '/wallet', screen: screen(() => import('../screens/recharge/recharge-result-screen.tsx'), 'RechargeResultScreen') },
  { path: '/rechargelist', parent: '/wallet', screen: screen(() => import('../screens/recharge/recharge-list-screen.tsx'), 'RechargeListScreen') },
  { path: '/offlinepayment', parent: '/', fresh: true, screen: screen(() => import('../screens/payment/offline-payment-screen.tsx'), 'OfflinePaymentScreen') },
  { path: '/order', parent: '/mine', screen: screen(() => import('../screens/travel/all-orders-screen.tsx'), 'AllOrdersScreen') },
  { path: '/hotelhome', parent: '/', screen: screen(() => import('../screens/hotel/hotel-home-screen.tsx'), 'HotelHomeScreen') },
  {
    path: '/hotelsearch',
    parent: '/hotelhome',
    // The screen's own chunk (loading anyway) knows the search's query: no hotel code in the first load.
    prefetch: async (params) => (await import('../screens/hotel/hotel-search-screen.tsx')).prefetchHotelSearch(queryClient, params),
    screen: screen(() => import('../screens/hotel/hotel-search-screen.tsx'), 'HotelSearchScreen'),
  },
  { path: '/hoteldetails', parent: '/hotelsearch', screen: screen(() => import('../screens/hotel/hotel-details-screen.tsx'), 'HotelDetailsScreen') },
  { path: '/hotelsubmitorder', parent: '/hoteldetails', fresh: true, screen: screen(() => import('../screens/hotel/hotel-submit-order-screen.tsx'), 'HotelSubmitOrderScreen') },
  { path: '/hotelpayment', parent: '/order', fresh: true, screen: screen(() => import('../screens/hotel/hotel-payment-screen.tsx'), 'HotelPaymentScreen') },
  { path: '/hotelorderdetail', parent: '/order', screen: screen(() => import('../screens/hotel/hotel-order-detail-screen.tsx'), 'HotelOrderDetailScreen') },
  { path: '/ticketshome', parent: '/', screen: screen(() => import('../screens/ticket/ticket-home-screen.tsx'), 'TicketHomeScreen') },
  { path: '/ticketssearch', parent: '/ticketshome', screen: screen(() => import('../screens/ticket/ticket-search-screen.tsx'), 'TicketSearchScreen') },
  { path: '/ticketsdetail', parent: '/ticketssearch', screen: screen(() => import('../screens/ticket/ticket-details-screen.tsx'), 'TicketDetailsScreen') },
  { path: '/ticketssubmitorder', parent: '/ticketsdetail', fresh: true, screen: screen(() => import('../screens/ticket/ticket-submit-order-screen.tsx'), 'TicketSubmitOrderScreen') },
  { path: '/ticketorderdetail', parent: '/order', screen: screen(() => import('../screens/ticket/ticket-order-detail-screen.tsx'), 'TicketOrderDetailScreen') },
  { path: '/returnpolicy', parent: '/mine', screen: screen(() => import('../screens/article/article-screen.tsx'), 'ReturnPolicyScreen') },
  { path: '/privacy', parent: '/mine', screen: screen(() => import('../screens/article/article-screen.tsx'), 'PrivacyScreen') },
  { path: '/condition', parent: '/mine', screen: screen(() => import('../screens/article/article-screen.tsx'), 'ConditionScreen') },
];

const byPath = new Map(screenRoutes.map((route) => [route.path, route]));

export function findRoute(pathname: string): ScreenRoute | undefined {
  return byPath.get(pathname);
}

/** The screen above `pathname`; Home for the tab screens and for paths without a screen. */
export function parentOf(pathname: string): string {
  return findRoute(pathname)?.parent ?? '/';
}

/** Shown for an unknown path and for paths whose screens do not exist yet. */
const notFoundScreen = screen(() => import('../screens/not-found/not-found-screen.tsx'), 'NotFoundScreen');
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
