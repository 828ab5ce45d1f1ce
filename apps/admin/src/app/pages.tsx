import { AccountBookOutlined, ApartmentOutlined, AreaChartOutlined, AuditOutlined, BankOutlined, BarChartOutlined, CalendarOutlined, CarOutlined, CarryOutOutlined, ClusterOutlined, CompassOutlined, ControlOutlined, CreditCardOutlined, DashboardOutlined, DollarCircleOutlined, DollarOutlined, DotChartOutlined, EnvironmentOutlined, FileDoneOutlined, FileImageOutlined, FileTextOutlined, FireOutlined, FlagOutlined, FundOutlined, GiftOutlined, GlobalOutlined, HistoryOutlined, HomeOutlined, IdcardOutlined, ImportOutlined, KeyOutlined, LineChartOutlined, MailOutlined, NotificationOutlined, PictureOutlined, ProfileOutlined, RocketOutlined, RollbackOutlined, SafetyOutlined, SettingOutlined, ShoppingCartOutlined, ShoppingOutlined, SolutionOutlined, StarOutlined, SwapOutlined, SwapRightOutlined, TableOutlined, TagsOutlined, TeamOutlined, TranslationOutlined, UnorderedListOutlined, UserOutlined, WalletOutlined } from '@ant-design/icons';
import { lazy, type ComponentType, type LazyExoticComponent, type ReactNode } from 'react';

/**
 * The one list of back-office pages. The router, the side menu and the route guard are all
 * derived from it; paths, permission codes and label keys are those of the server's registry
 * (`PERMISSION_REGISTRY` in @roamcart/contracts), so the menu reads like the role editor's tree.
 * To add a page: add it to that registry, then its entry here.
 */
type MenuGroupKey = 'users' | 'content' | 'catalogue' | 'orders' | 'travel' | 'marketing' | 'finance' | 'reports' | 'system';

interface MenuGroup {
  key: MenuGroupKey;
  label: string;
  icon: ReactNode;
}

/** The side menu's groups, in menu order; a group shows when one of its pages does. */
export const MENU_GROUPS: readonly MenuGroup[] = [
  { key: 'users', label: 'menu.users_group', icon: <TeamOutlined /> },
  { key: 'content', label: 'menu.content_group', icon: <PictureOutlined /> },
  { key: 'catalogue', label: 'menu.catalogue_group', icon: <ShoppingOutlined /> },
  { key: 'orders', label: 'menu.orders_group', icon: <ProfileOutlined /> },
  { key: 'travel', label: 'menu.travel_group', icon: <CompassOutlined /> },
  { key: 'marketing', label: 'menu.marketing_group', icon: <GiftOutlined /> },
  { key: 'finance', label: 'menu.finance_group', icon: <WalletOutlined /> },
  { key: 'reports', label: 'menu.reports_group', icon: <BarChartOutlined /> },
  { key: 'system', label: 'menu.system_group', icon: <SettingOutlined /> },
];

export interface PageEntry {
  path: string;
  component: LazyExoticComponent<ComponentType>;
  /** Codes the admin must all hold to open the page; empty: every signed-in admin. */
  permissions: readonly string[];
  /** Its side-menu entry; pages without one are reached from elsewhere (the header, links). */
  menu?: { label: string; icon: ReactNode; group?: MenuGroupKey };
}

export const PAGES: readonly PageEntry[] = [
  {
    path: '/dashboard',
    component: lazy(() => import('../pages/dashboard/dashboard-page.tsx')),
    permissions: ['page:dashboard'],
    menu: { label: 'menu.dashboard', icon: <DashboardOutlined /> },
  },
  {
    path: '/users',
    component: lazy(() => import('../pages/users/users-page.tsx')),
    permissions: ['page:users'],
    menu: { label: 'menu.users', icon: <UserOutlined />, group: 'users' },
  },
  {
    path: '/users/detail',
    component: lazy(() => import('../pages/users/customer-page.tsx')),
    permissions: ['page:users', 'users:detail'],
  },
  {
    path: '/agents',
    component: lazy(() => import('../pages/agents/agents-page.tsx')),
    permissions: ['page:agents'],
    menu: { label: 'menu.agents', icon: <ApartmentOutlined />, group: 'users' },
  },
  {
    path: '/agents/rebates',
    component: lazy(() => import('../pages/agents/rebates-page.tsx')),
    permissions: ['page:agent_rebates'],
    menu: { label: 'menu.agent_rebates', icon: <AccountBookOutlined />, group: 'users' },
  },
  {
    path: '/banners',
    component: lazy(() => import('../pages/banners/banners-page.tsx')),
    permissions: ['page:banners'],
    menu: { label: 'menu.banners', icon: <FileImageOutlined />, group: 'content' },
  },
  {
    path: '/notices',
    component: lazy(() => import('../pages/notices/notices-page.tsx')),
    permissions: ['page:notices'],
    menu: { label: 'menu.notices', icon: <NotificationOutlined />, group: 'content' },
  },
  {
    path: '/messages',
    component: lazy(() => import('../pages/messages/messages-page.tsx')),
    permissions: ['page:messages'],
    menu: { label: 'menu.messages', icon: <MailOutlined />, group: 'content' },
  },
  {
    path: '/articles',
    component: lazy(() => import('../pages/articles/articles-page.tsx')),
    permissions: ['page:articles'],
    menu: { label: 'menu.articles', icon: <FileTextOutlined />, group: 'content' },
  },
  {
    path: '/catalogue/categories',
    component: lazy(() => import('../pages/catalogue/categories-page.tsx')),
    permissions: ['page:categories'],
    menu: { label: 'menu.categories', icon: <ClusterOutlined />, group: 'catalogue' },
  },
  {
    path: '/catalogue/products',
    component: lazy(() => import('../pages/catalogue/products/products-page.tsx')),
    permissions: ['page:products'],
    menu: { label: 'menu.products', icon: <ShoppingCartOutlined />, group: 'catalogue' },
  },
  {
    path: '/catalogue/stock-movements',
    component: lazy(() => import('../pages/catalogue/stock-movements-page.tsx')),
    permissions: ['page:stock_movements'],
    menu: { label: 'menu.stock_movements', icon: <SwapOutlined />, group: 'catalogue' },
  },
  {
    path: '/catalogue/hot-keywords',
    component: lazy(() => import('../pages/catalogue/hot-keywords-page.tsx')),
    permissions: ['page:hot_keywords'],
    menu: { label: 'menu.hot_keywords', icon: <FireOutlined />, group: 'catalogue' },
  },
  {
    path: '/catalogue/search-synonyms',
    component: lazy(() => import('../pages/catalogue/search-synonyms-page.tsx')),
    permissions: ['page:search_synonyms'],
    menu: { label: 'menu.search_synonyms', icon: <SwapRightOutlined />, group: 'catalogue' },
  },
  {
    path: '/orders',
    component: lazy(() => import('../pages/orders/orders-page.tsx')),
    permissions: ['page:orders'],
    menu: { label: 'menu.orders', icon: <UnorderedListOutlined />, group: 'orders' },
  },
  {
    path: '/orders/detail',
    component: lazy(() => import('../pages/orders/order-detail-page.tsx')),
    permissions: ['page:orders', 'orders:detail'],
  },
  {
    path: '/orders/refunds',
    component: lazy(() => import('../pages/orders/refunds-page.tsx')),
    permissions: ['page:refunds'],
    menu: { label: 'menu.refunds', icon: <RollbackOutlined />, group: 'orders' },
  },
  {
    path: '/orders/reviews',
    component: lazy(() => import('../pages/orders/reviews-page.tsx')),
    permissions: ['page:reviews'],
    menu: { label: 'menu.reviews', icon: <StarOutlined />, group: 'orders' },
  },
  {
    path: '/orders/return-addresses',
    component: lazy(() => import('../pages/orders/return-addresses-page.tsx')),
    permissions: ['page:return_addresses'],
    menu: { label: 'menu.return_addresses', icon: <ImportOutlined />, group: 'orders' },
  },
  {
    path: '/orders/carriers',
    component: lazy(() => import('../pages/orders/carriers-page.tsx')),
    permissions: ['page:carriers'],
    menu: { label: 'menu.carriers', icon: <CarOutlined />, group: 'orders' },
  },
  {
    path: '/hotels',
    component: lazy(() => import('../pages/hotels/hotels-page.tsx')),
    permissions: ['page:hotels'],
    menu: { label: 'menu.hotels', icon: <HomeOutlined />, group: 'travel' },
  },
  {
    path: '/hotels/rooms',
    component: lazy(() => import('../pages/hotels/room-types-page.tsx')),
    permissions: ['page:hotels'],
  },
  {
    path: '/hotels/calendar',
    component: lazy(() => import('../pages/hotels/calendar-page.tsx')),
    permissions: ['page:hotel_calendar'],
    menu: { label: 'menu.hotel_calendar', icon: <CalendarOutlined />, group: 'travel' },
  },
  {
    path: '/hotels/orders',
    component: lazy(() => import('../pages/hotels/hotel-orders-page.tsx')),
    permissions: ['page:hotel_orders'],
    menu: { label: 'menu.hotel_orders', icon: <CarryOutOutlined />, group: 'travel' },
  },
  {
    path: '/flights',
    component: lazy(() => import('../pages/flights/flights-page.tsx')),
    permissions: ['page:flights'],
    menu: { label: 'menu.flights', icon: <RocketOutlined />, group: 'travel' },
  },
  {
    path: '/flights/fares',
    component: lazy(() => import('../pages/flights/fares-page.tsx')),
    permissions: ['page:flight_fares'],
    menu: { label: 'menu.flight_fares', icon: <TableOutlined />, group: 'travel' },
  },
  {
    path: '/flights/airports',
    component: lazy(() => import('../pages/flights/airports-page.tsx')),
    permissions: ['page:airports'],
    menu: { label: 'menu.airports', icon: <EnvironmentOutlined />, group: 'travel' },
  },
  {
    path: '/flights/airlines',
    component: lazy(() => import('../pages/flights/airlines-page.tsx')),
    permissions: ['page:airlines'],
    menu: { label: 'menu.airlines', icon: <FlagOutlined />, group: 'travel' },
  },
  {
    path: '/flights/ticket-orders',
    component: lazy(() => import('../pages/flights/ticket-orders-page.tsx')),
    permissions: ['page:ticket_orders'],
    menu: { label: 'menu.ticket_orders', icon: <SolutionOutlined />, group: 'travel' },
  },
  {
    path: '/marketing/coupons',
    component: lazy(() => import('../pages/marketing/coupons-page.tsx')),
    permissions: ['page:coupons'],
    menu: { label: 'menu.coupons', icon: <TagsOutlined />, group: 'marketing' },
  },
  {
    path: '/finance/payment-channels',
    component: lazy(() => import('../pages/payments/payment-channels-page.tsx')),
    permissions: ['page:payment_channels'],
    menu: { label: 'menu.payment_channels', icon: <CreditCardOutlined />, group: 'finance' },
  },
  {
    path: '/finance/recharges',
    component: lazy(() => import('../pages/payments/recharges-page.tsx')),
    permissions: ['page:recharges'],
    menu: { label: 'menu.recharges', icon: <DollarCircleOutlined />, group: 'finance' },
  },
  {
    path: '/finance/offline-payments',
    component: lazy(() => import('../pages/payments/offline-payments-page.tsx')),
    permissions: ['page:offline_payments'],
    menu: { label: 'menu.offline_payments', icon: <FileDoneOutlined />, group: 'finance' },
  },
  {
    path: '/finance/withdrawals',
    component: lazy(() => import('../pages/finance/withdrawals-page.tsx')),
    permissions: ['page:withdrawals'],
    menu: { label: 'menu.withdrawals', icon: <BankOutlined />, group: 'finance' },
  },
  {
    path: '/finance/ledger-check',
    component: lazy(() => import('../pages/finance/ledger-check-page.tsx')),
    permissions: ['page:ledger_check'],
    menu: { label: 'menu.ledger_check', icon: <AuditOutlined />, group: 'finance' },
  },
  {
    path: '/reports/sales',
    component: lazy(() => import('../pages/reports/sales-report-page.tsx')),
    permissions: ['page:sales_report'],
    menu: { label: 'menu.sales_report', icon: <LineChartOutlined />, group: 'reports' },
  },
  {
    path: '/reports/money',
    component: lazy(() => import('../pages/reports/money-report-page.tsx')),
    permissions: ['page:money_report'],
    menu: { label: 'menu.money_report', icon: <FundOutlined />, group: 'reports' },
  },
  {
    path: '/reports/bookings',
    component: lazy(() => import('../pages/reports/bookings-report-page.tsx')),
    permissions: ['page:bookings_report'],
    menu: { label: 'menu.bookings_report', icon: <AreaChartOutlined />, group: 'reports' },
  },
  {
    path: '/reports/flight-bookings',
    component: lazy(() => import('../pages/reports/flight-bookings-report-page.tsx')),
    permissions: ['page:flight_bookings_report'],
    menu: { label: 'menu.flight_bookings_report', icon: <DotChartOutlined />, group: 'reports' },
  },
  {
    path: '/admins',
    component: lazy(() => import('../pages/admins/admins-page.tsx')),
    permissions: ['page:admins'],
    menu: { label: 'menu.admins', icon: <SafetyOutlined />, group: 'system' },
  },
  {
    path: '/roles',
    component: lazy(() => import('../pages/roles/roles-page.tsx')),
    permissions: ['page:roles'],
    menu: { label: 'menu.roles', icon: <IdcardOutlined />, group: 'system' },
  },
  {
    path: '/permissions',
    component: lazy(() => import('../pages/permissions/permissions-page.tsx')),
    permissions: ['page:permissions'],
    menu: { label: 'menu.permissions', icon: <KeyOutlined />, group: 'system' },
  },
  {
    path: '/parameters',
    component: lazy(() => import('../pages/parameters/parameters-page.tsx')),
    permissions: ['page:parameters'],
    menu: { label: 'menu.parameters', icon: <ControlOutlined />, group: 'system' },
  },
  {
    path: '/languages',
    component: lazy(() => import('../pages/languages/languages-page.tsx')),
    permissions: ['page:languages'],
    menu: { label: 'menu.languages', icon: <GlobalOutlined />, group: 'system' },
  },
  {
    path: '/translations',
    component: lazy(() => import('../pages/translations/translations-page.tsx')),
    permissions: ['page:translations'],
    menu: { label: 'menu.translations', icon: <TranslationOutlined />, group: 'system' },
  },
  {
    path: '/currencies',
    component: lazy(() => import('../pages/currencies/currencies-page.tsx')),
    permissions: ['page:currencies'],
    menu: { label: 'menu.currencies', icon: <DollarOutlined />, group: 'system' },
  },
  {
    path: '/logs',
    component: lazy(() => import('../pages/logs/logs-page.tsx')),
    permissions: ['page:logs'],
    menu: { label: 'menu.logs', icon: <HistoryOutlined />, group: 'system' },
  },
  {
    path: '/account',
    component: lazy(() => import('../pages/account/account-page.tsx')),
    permissions: [],
  },
];
