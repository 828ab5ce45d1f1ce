import { BUILT_IN_PARAMETERS } from '@roamcart/contracts';
import type { LocalizedText } from '../db/schema/columns.ts';

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
  { key: 'withdrawal_fee_rate', name: 'Withdrawal fee rate', value: '0.00', description: 'Percent charged on withdrawals' },
  { key: 'earn_url', name: 'Earn URL', value: '', description: 'Link shown to customers for earning points' },
  { key: 'chat_script_url', name: 'Chat script URL', value: '', description: 'Customer chat widget script; empty hides the chat' },
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

export const SEED_ARTICLES: { key: string; title: LocalizedText; content: LocalizedText }[] = [
  {
    key: 'return_policy',
    title: { en: 'Return policy', 'zh-CN': '退货政策' },
    content: {
      en: '<p>You may return goods within 7 days of receipt if they are unused and in their original packaging.</p><p>Request a return from the order detail page; once we receive the goods, the refund goes back to the way you paid within 5 working days.</p><p>Hotel and flight bookings follow the rules shown when you booked.</p>',
      'zh-CN': '<p>商品签收后 7 天内，未使用且包装完好的，可申请退货。</p><p>请在订单详情页提交退货申请；我们收到商品后，退款将在 5 个工作日内原路退回。</p><p>酒店和机票预订以下单时显示的规则为准。</p>',
    },
  },
  {
    key: 'privacy',
    title: { en: 'Privacy policy', 'zh-CN': '隐私政策' },
    content: {
      en: '<p>We keep only what we need to run your account and your orders: your email, nickname, addresses and order history.</p><p>Passwords are stored as one-way hashes. We never sell your data. You can delete your account at any time from Account settings; your personal data is then removed.</p>',
      'zh-CN': '<p>我们只保存为您提供账号和订单服务所需的信息：邮箱、昵称、地址和订单记录。</p><p>密码以单向哈希方式保存。我们绝不出售您的数据。您可随时在账号设置中注销账号，届时您的个人数据将被删除。</p>',
    },
  },
  {
    key: 'conditions',
    title: { en: 'Terms and conditions', 'zh-CN': '服务条款' },
    content: {
      en: '<p>By using Roamcart you agree to provide true information, to keep your password safe, and to pay for what you order.</p><p>Prices are shown in your chosen currency at the current rate; the amount charged is the one shown when you confirm.</p>',
      'zh-CN': '<p>使用 Roamcart 即表示您同意提供真实信息、妥善保管密码，并为所下订单付款。</p><p>价格按当前汇率以您选择的币种显示，实际扣款以确认时显示的金额为准。</p>',
    },
  },
];
