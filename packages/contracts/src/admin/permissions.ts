/**
 * The back-office permission registry (SPEC §6): the one list of directories, pages and API
 * permissions. The server seeds the `permissions` table from it by code and every /admin_api
 * route names one of its `api` codes; the admin app reads page paths and codes from here.
 * `name` is a translation key (admin dictionaries); nodes added in the back office may use text.
 */
export const PERMISSION_TYPES = ['directory', 'menu', 'page', 'button', 'api'] as const;
export type PermissionType = (typeof PERMISSION_TYPES)[number];

export interface PermissionDefinition {
  code: string;
  type: PermissionType;
  name: string;
  path?: string;
  icon?: string;
  children?: readonly PermissionDefinition[];
}

const api = (code: string): PermissionDefinition => ({ code, type: 'api', name: `perm.${code.replace(':', '.')}` });

const page = (code: string, path: string, icon: string, apis: readonly string[]): PermissionDefinition => ({
  code,
  type: 'page',
  name: `menu.${code.slice('page:'.length)}`,
  path,
  icon,
  children: apis.map(api),
});

export const PERMISSION_REGISTRY: readonly PermissionDefinition[] = [
  page('page:dashboard', '/dashboard', 'DashboardOutlined', ['dashboard:view']),
  {
    code: 'menu:users',
    type: 'directory',
    name: 'menu.users_group',
    icon: 'TeamOutlined',
    children: [
      page('page:users', '/users', 'UserOutlined', ['users:list', 'users:detail', 'users:status', 'users:adjust', 'users:notes']),
      page('page:agents', '/agents', 'ApartmentOutlined', ['agents:list', 'agents:save', 'agents:delete']),
      page('page:agent_rebates', '/agents/rebates', 'AccountBookOutlined', ['agents:rebates']),
    ],
  },
  {
    code: 'menu:content',
    type: 'directory',
    name: 'menu.content_group',
    icon: 'PictureOutlined',
    children: [
      page('page:banners', '/banners', 'FileImageOutlined', ['banners:list', 'banners:save', 'banners:delete', 'upload:banner']),
      page('page:notices', '/notices', 'NotificationOutlined', ['notices:list', 'notices:save', 'notices:delete']),
      page('page:messages', '/messages', 'MailOutlined', ['messages:list', 'messages:send']),
      page('page:articles', '/articles', 'FileTextOutlined', ['articles:list', 'articles:save', 'articles:delete']),
      api('upload:image'),
    ],
  },
  {
    code: 'menu:catalogue',
    type: 'directory',
    name: 'menu.catalogue_group',
    icon: 'ShoppingOutlined',
    children: [
      page('page:categories', '/catalogue/categories', 'ClusterOutlined', ['categories:list', 'categories:save', 'categories:delete']),
      page('page:products', '/catalogue/products', 'ShoppingCartOutlined', [
        'products:list',
        'products:detail',
        'products:save',
        'products:status',
        'products:delete',
        'products:export',
        'products:import',
        'upload:goods_image',
        'upload:goods_video',
      ]),
      page('page:stock_movements', '/catalogue/stock-movements', 'SwapOutlined', ['stock:list', 'stock:adjust']),
      page('page:hot_keywords', '/catalogue/hot-keywords', 'FireOutlined', ['hot_keywords:list', 'hot_keywords:save', 'hot_keywords:delete']),
      page('page:search_synonyms', '/catalogue/search-synonyms', 'SwapRightOutlined', ['search_synonyms:list', 'search_synonyms:save', 'search_synonyms:delete']),
    ],
  },
  {
    code: 'menu:orders',
    type: 'directory',
    name: 'menu.orders_group',
    icon: 'ProfileOutlined',
    children: [
      page('page:orders', '/orders', 'UnorderedListOutlined', ['orders:list', 'orders:export', 'orders:detail', 'orders:ship', 'orders:cancel']),
      page('page:refunds', '/orders/refunds', 'RollbackOutlined', ['refunds:list', 'refunds:review', 'refunds:confirm_return']),
      page('page:reviews', '/orders/reviews', 'StarOutlined', ['reviews:list', 'reviews:status']),
      page('page:return_addresses', '/orders/return-addresses', 'ImportOutlined', ['return_addresses:list', 'return_addresses:save']),
      page('page:carriers', '/orders/carriers', 'CarOutlined', ['carriers:list', 'carriers:save', 'carriers:delete']),
    ],
  },
  {
    code: 'menu:travel',
    type: 'directory',
    name: 'menu.travel_group',
    icon: 'CompassOutlined',
    children: [
      page('page:hotels', '/hotels', 'HomeOutlined', ['hotels:list', 'hotels:save', 'hotels:delete']),
      page('page:hotel_calendar', '/hotels/calendar', 'CalendarOutlined', ['hotel_rates:list', 'hotel_rates:save']),
      page('page:hotel_orders', '/hotels/orders', 'CarryOutOutlined', ['hotel_orders:list', 'hotel_orders:review', 'hotel_orders:verify']),
      page('page:airports', '/flights/airports', 'EnvironmentOutlined', ['airports:list', 'airports:save']),
      page('page:airlines', '/flights/airlines', 'FlagOutlined', ['airlines:list', 'airlines:save']),
      page('page:flights', '/flights', 'RocketOutlined', ['flights:list', 'flights:save', 'flights:delete']),
      page('page:flight_fares', '/flights/fares', 'TableOutlined', ['flight_fares:list', 'flight_fares:save']),
      page('page:ticket_orders', '/flights/ticket-orders', 'SolutionOutlined', ['ticket_orders:list', 'ticket_orders:review', 'ticket_orders:issue']),
    ],
  },
  {
    code: 'menu:marketing',
    type: 'directory',
    name: 'menu.marketing_group',
    icon: 'GiftOutlined',
    children: [page('page:coupons', '/marketing/coupons', 'TagsOutlined', ['coupons:list', 'coupons:save', 'coupons:delete', 'coupons:send'])],
  },
  {
    code: 'menu:finance',
    type: 'directory',
    name: 'menu.finance_group',
    icon: 'WalletOutlined',
    children: [
      page('page:payment_channels', '/finance/payment-channels', 'CreditCardOutlined', ['payment_channels:list', 'payment_channels:save', 'payment_channels:delete', 'upload:channel_image']),
      page('page:recharges', '/finance/recharges', 'DollarCircleOutlined', ['recharges:list', 'recharges:review']),
      page('page:offline_payments', '/finance/offline-payments', 'FileDoneOutlined', ['offline_payments:list', 'offline_payments:review']),
      page('page:withdrawals', '/finance/withdrawals', 'BankOutlined', ['withdrawals:list', 'withdrawals:review']),
      page('page:ledger_check', '/finance/ledger-check', 'AuditOutlined', ['ledger:list', 'ledger:run']),
    ],
  },
  {
    code: 'menu:reports',
    type: 'directory',
    name: 'menu.reports_group',
    icon: 'BarChartOutlined',
    children: [
      page('page:sales_report', '/reports/sales', 'LineChartOutlined', ['reports:summary']),
      page('page:money_report', '/reports/money', 'FundOutlined', ['reports:money']),
      page('page:bookings_report', '/reports/bookings', 'AreaChartOutlined', ['reports:bookings']),
      page('page:flight_bookings_report', '/reports/flight-bookings', 'DotChartOutlined', ['reports:flight_bookings']),
    ],
  },
  {
    code: 'menu:system',
    type: 'directory',
    name: 'menu.system_group',
    icon: 'SettingOutlined',
    children: [
      page('page:admins', '/admins', 'SafetyOutlined', ['admins:list', 'admins:save', 'admins:delete', 'admins:reset_password', 'admins:reset_totp']),
      page('page:roles', '/roles', 'IdcardOutlined', ['roles:list', 'roles:detail', 'roles:save', 'roles:delete']),
      page('page:permissions', '/permissions', 'KeyOutlined', ['permissions:list', 'permissions:save', 'permissions:delete']),
      page('page:parameters', '/parameters', 'ControlOutlined', ['parameters:list', 'parameters:save', 'parameters:delete']),
      page('page:languages', '/languages', 'GlobalOutlined', ['languages:list', 'languages:save', 'languages:delete']),
      page('page:translations', '/translations', 'TranslationOutlined', ['translations:list', 'translations:save', 'translations:delete']),
      page('page:currencies', '/currencies', 'DollarOutlined', ['currencies:list', 'currencies:save', 'currencies:delete']),
      page('page:logs', '/logs', 'HistoryOutlined', ['logs:list']),
    ],
  },
];

export interface FlatPermission {
  code: string;
  type: PermissionType;
  name: string;
  path: string | null;
  icon: string | null;
  parentCode: string | null;
  sort: number;
}

/** The registry as rows in tree order, each with its parent's code. */
export function flattenPermissions(nodes: readonly PermissionDefinition[] = PERMISSION_REGISTRY, parentCode: string | null = null): FlatPermission[] {
  return nodes.flatMap((node, index) => [
    { code: node.code, type: node.type, name: node.name, path: node.path ?? null, icon: node.icon ?? null, parentCode, sort: (index + 1) * 10 },
    ...flattenPermissions(node.children ?? [], node.code),
  ]);
}

/** Every page of the admin app: its permission code, route path, title key and icon. */
export const ADMIN_PAGES: readonly { code: string; path: string; name: string; icon: string | null }[] = flattenPermissions()
  .filter((p) => p.type === 'page')
  .map((p) => ({ code: p.code, path: p.path ?? '', name: p.name, icon: p.icon }));

/** Every API permission code a route can declare. */
export const ADMIN_API_PERMISSIONS: readonly string[] = flattenPermissions()
  .filter((p) => p.type === 'api')
  .map((p) => p.code);
