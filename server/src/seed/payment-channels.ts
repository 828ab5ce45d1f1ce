import type { paymentChannels } from '../modules/payments/tables.ts';

type ChannelSeed = typeof paymentChannels.$inferInsert;

/**
 * The demo channels (added to an empty table only; the back office edits them): a card checkout
 * on the built-in sandbox gateway, a bank transfer proven by a voucher, and a bank payout for
 * withdrawals. All are test channels: customers see that no real money moves, and the titles
 * leave the word "sandbox" to the back office. Limits are base (USD) minor units.
 */
export const SEED_PAYMENT_CHANNELS: ChannelSeed[] = [
  {
    identifier: 'sandbox_card',
    title: { en: 'Card', 'zh-CN': '银行卡', es: 'Tarjeta', fr: 'Carte bancaire', ja: 'カード', ar: 'بطاقة' },
    kind: 'online',
    gateway: 'sandbox',
    uses: ['recharge', 'pay'],
    minAmount: 100n,
    maxAmount: 1_000_000n,
    feeRate: 0,
    currency: 'USD',
    isTest: true,
    sort: 1,
  },
  {
    identifier: 'bank_transfer',
    title: { en: 'Bank transfer', 'zh-CN': '银行转账', es: 'Transferencia bancaria', fr: 'Virement bancaire', ja: '銀行振込', ar: 'تحويل بنكي' },
    kind: 'offline',
    uses: ['recharge', 'pay'],
    minAmount: 1000n,
    maxAmount: 5_000_000n,
    feeRate: 0,
    currency: 'USD',
    accountInfo: { bank: 'Roamcart Demo Bank', account_name: 'Roamcart Ltd', account_number: 'DE89 3704 0044 0532 0130 00', qr_image: '' },
    isTest: true,
    sort: 2,
  },
  {
    identifier: 'bank_withdrawal',
    title: { en: 'Bank account', 'zh-CN': '银行账户', es: 'Cuenta bancaria', fr: 'Compte bancaire', ja: '銀行口座', ar: 'حساب بنكي' },
    kind: 'offline',
    uses: ['withdrawal'],
    minAmount: 1000n,
    maxAmount: 500_000n,
    feeRate: 100,
    currency: 'USD',
    isTest: true,
    sort: 3,
  },
];
