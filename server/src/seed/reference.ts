import { BUILT_IN_PARAMETERS } from '@roamcart/contracts';
import type { LocalizedText } from '../platform/tables/columns.ts';

export const SEED_LANGUAGES = [
  { code: 'en', name: 'English', title: 'English', direction: 'ltr', isDefault: true, sort: 1 },
  { code: 'zh-CN', name: '中文', title: 'Simplified Chinese', direction: 'ltr', isDefault: false, sort: 2 },
  { code: 'es', name: 'Español', title: 'Spanish', direction: 'ltr', isDefault: false, sort: 3 },
  { code: 'fr', name: 'Français', title: 'French', direction: 'ltr', isDefault: false, sort: 4 },
  { code: 'ja', name: '日本語', title: 'Japanese', direction: 'ltr', isDefault: false, sort: 5 },
  { code: 'ar', name: 'العربية', title: 'Arabic', direction: 'rtl', isDefault: false, sort: 6 },
];

/** Demo rates against USD; the back office keeps them current. */
export const SEED_CURRENCIES = [
  { code: 'USD', name: 'US Dollar', symbol: '$', unit: 'dollar', digits: 2, rate: '1', isBase: true, sort: 1 },
  { code: 'CNY', name: 'Chinese Yuan', symbol: '¥', unit: '元', digits: 2, rate: '7.1', isBase: false, sort: 2 },
  { code: 'EUR', name: 'Euro', symbol: '€', unit: 'euro', digits: 2, rate: '0.92', isBase: false, sort: 3 },
  { code: 'GBP', name: 'British Pound', symbol: '£', unit: 'pound', digits: 2, rate: '0.79', isBase: false, sort: 4 },
  { code: 'JPY', name: 'Japanese Yen', symbol: 'JP¥', unit: '円', digits: 0, rate: '151', isBase: false, sort: 5 },
  { code: 'HKD', name: 'Hong Kong Dollar', symbol: 'HK$', unit: 'dollar', digits: 2, rate: '7.8', isBase: false, sort: 6 },
  { code: 'AUD', name: 'Australian Dollar', symbol: 'A$', unit: 'dollar', digits: 2, rate: '1.52', isBase: false, sort: 7 },
  { code: 'SAR', name: 'Saudi Riyal', symbol: 'SAR', unit: 'riyal', digits: 2, rate: '3.75', isBase: false, sort: 8 },
];

const PARAMETER_TEXTS = [
  { key: 'max_addresses', name: 'Max addresses', value: '20', description: 'Most delivery addresses a customer may keep' },
  { key: 'order_payment_timeout_minutes', name: 'Order payment timeout', value: '30', description: 'Minutes before an unpaid order closes' },
  { key: 'max_unpaid_orders', name: 'Max unpaid orders', value: '5', description: 'Unpaid orders a customer may have before paying or cancelling one' },
  { key: 'shipping_fee', name: 'Shipping fee', value: '5.00', description: 'Flat shipping fee per sub-order, in the base currency' },
  { key: 'free_shipping_threshold', name: 'Free shipping threshold', value: '49.00', description: 'A sub-order whose goods cost at least this ships free (base currency; 0 = never free)' },
  { key: 'order_auto_receive_days', name: 'Automatic receipt', value: '10', description: 'Days after shipping when an order counts as received' },
  { key: 'earn_url', name: 'Earn URL', value: '', description: 'Link shown to customers for earning points' },
  { key: 'chat_script_url', name: 'Chat script URL', value: '', description: 'Customer chat widget script; empty hides the chat' },
  { key: 'points_value_rate', name: 'Points value', value: '100', description: 'Points worth one base-currency unit when paying an order' },
  { key: 'points_max_order_share', name: 'Points share of an order', value: '20', description: 'Percent of an order’s goods that points may pay at most' },
  { key: 'points_per_unit_paid', name: 'Points per unit paid', value: '1', description: 'Points a completed order earns per base-currency unit paid' },
  { key: 'points_review_photos', name: 'Points for a review with pictures', value: '20', description: 'Points a review with pictures earns, per reviewed goods' },
  { key: 'travel_review_hours', name: 'Travel review window', value: '24', description: 'Hours to review a new hotel booking before its held rooms are released' },
  { key: 'travel_payment_minutes', name: 'Travel payment window', value: '30', description: 'Minutes to pay a reviewed hotel booking before its held rooms are released' },
  { key: 'travel_unpaid_orders_max', name: 'Unpaid travel orders', value: '2', description: 'Unpaid hotel and flight orders a traveller may have at once; each holds rooms or seats' },
  { key: 'flight_booking_cutoff_hours', name: 'Flight booking cut-off', value: '2', description: 'Hours before departure a flight stops being sold and paid for' },
  { key: 'travel_rating_days', name: 'Travel rating window', value: '7', description: 'Days after check-out to rate a stay before the booking is confirmed without a rating' },
  {
    key: 'hotel_map_style_url',
    name: 'Hotel map style',
    value: '',
    description: 'MapLibre style URL of the hotel search map; its tiles, glyphs and sprites must come from the same origin. Empty hides the map',
  },
  { key: 'operator_message_retention_days', name: 'Notification retention', value: '90', description: 'Days the back office keeps operators’ notifications, read or not, before deleting them' },
  { key: 'shop_time_zone', name: 'Shop time zone', value: 'UTC', description: 'The time zone the dashboard counts its days in (an IANA name such as Asia/Shanghai)' },
  { key: 'lang_cache_time', name: 'Language cache time', value: '1', description: 'Bumped on every translation change so apps refetch' },
];

/** The parameters the code reads, each with its fixed type and range (BUILT_IN_PARAMETERS). */
export const SEED_PARAMETERS = PARAMETER_TEXTS.map((parameter) => {
  const definition = BUILT_IN_PARAMETERS[parameter.key];
  if (!definition) throw new Error(`${parameter.key} has no definition in BUILT_IN_PARAMETERS`);
  return { ...parameter, ...definition };
});

export const SEED_HOBBIES: LocalizedText[] = [
  { en: 'Travel', 'zh-CN': '旅行', es: 'Viajes', fr: 'Voyages', ja: '旅行', ar: 'السفر' },
  { en: 'Fashion', 'zh-CN': '时尚', es: 'Moda', fr: 'Mode', ja: 'ファッション', ar: 'الموضة' },
  { en: 'Sports', 'zh-CN': '运动', es: 'Deportes', fr: 'Sport', ja: 'スポーツ', ar: 'الرياضة' },
  { en: 'Food', 'zh-CN': '美食', es: 'Comida', fr: 'Cuisine', ja: 'グルメ', ar: 'الطعام' },
  { en: 'Electronics', 'zh-CN': '数码', es: 'Electrónica', fr: 'Électronique', ja: '家電', ar: 'الإلكترونيات' },
  { en: 'Home', 'zh-CN': '家居', es: 'Hogar', fr: 'Maison', ja: 'インテリア', ar: 'المنزل' },
  { en: 'Beauty', 'zh-CN': '美妆', es: 'Belleza', fr: 'Beauté', ja: 'コスメ', ar: 'الجمال' },
  { en: 'Reading', 'zh-CN': '阅读', es: 'Lectura', fr: 'Lecture', ja: '読書', ar: 'القراءة' },
];
