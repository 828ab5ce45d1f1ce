import { filterText, imageUrlField, localizedTextField, sortField, statusField } from './admin/common.ts';
import { idParam, lineText, pageQuery, requiredText, z } from './validation.ts';

/* Payment channels (API.md "Wallet and payments"): how money comes in and goes out. */

/** Where a channel is offered: top-ups, withdrawals, paying orders. */
export const CHANNEL_USES = ['recharge', 'withdrawal', 'pay'] as const;
export type ChannelUse = (typeof CHANNEL_USES)[number];

/** online: a gateway's hosted checkout; offline: a transfer to the shown account, proven by a voucher and reviewed. */
export const CHANNEL_KINDS = ['online', 'offline'] as const;
export type ChannelKind = (typeof CHANNEL_KINDS)[number];

/** The gateway adapters an online channel can go through. */
export const GATEWAYS = ['sandbox', 'stripe'] as const;
export type GatewayName = (typeof GATEWAYS)[number];

/** Fee rates are basis points: 150 is 1.5%. Below 100%. */
export const FEE_RATE_SCALE = 10_000;

export const channelListQuery = z.object({ type: z.enum(CHANNEL_USES) });

/** Where an offline channel's payers send the money. */
export const channelAccountInfo = z.object({
  bank: z.string(),
  account_name: z.string(),
  account_number: z.string(),
  qr_image: z.string(),
});
export type ChannelAccountInfoView = z.infer<typeof channelAccountInfo>;

/** A channel as a customer sees it: limits in the caller's currency (max "0": none), fee rate in percent ("1.50"). */
export const paymentChannelView = z.object({
  id: z.number().int(),
  title: z.string(),
  identifier: z.string(),
  image: z.string(),
  kind: z.enum(CHANNEL_KINDS),
  min: z.string(),
  max: z.string(),
  fee_rate: z.string(),
  currency: z.string(),
  account_info: channelAccountInfo.nullable(),
  /** A test channel (a sandbox gateway, a demo account): the customer is told no real money moves. */
  test: z.boolean(),
});
export type PaymentChannelView = z.infer<typeof paymentChannelView>;

/** Basis points as a percent with two decimals: 150 -> "1.50". */
export function feeRatePercent(basisPoints: number): string {
  return `${Math.trunc(basisPoints / 100)}.${String(basisPoints % 100).padStart(2, '0')}`;
}

/** The fee of `amount` minor units at `basisPoints`, rounded half-up to a minor unit. */
export function feeOf(amount: bigint, basisPoints: number): bigint {
  return (amount * BigInt(basisPoints) * 2n + BigInt(FEE_RATE_SCALE)) / (BigInt(FEE_RATE_SCALE) * 2n);
}

/* Back office: channels (amounts in the base currency's major units) */

const baseMoney = z
  .union([z.string(), z.number().transform(String)])
  .pipe(z.string().trim().regex(/^\d{1,12}(\.\d{1,4})?$/, { error: 'validation.amount' }));

/** A percent with up to two decimals, below 100 ("1.50"). */
export const feeRateField = z
  .union([z.string(), z.number().transform(String)])
  .pipe(z.string().trim().regex(/^\d{1,2}(\.\d{1,2})?$/, { error: 'validation.fee_rate' }));

/** "1.5" -> 150 basis points. */
export function feeRateBasisPoints(percent: string): number {
  const [whole = '0', fraction = ''] = percent.split('.');
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
}

export const channelAdminListQuery = pageQuery.extend({
  keyword: filterText(50),
  use: z.enum(CHANNEL_USES).optional(),
  status: statusField.optional(),
});

export const channelAccountInfoBody = z.object({
  bank: lineText(100).default(''),
  account_name: lineText(100).default(''),
  account_number: lineText(100).default(''),
  qr_image: z.union([z.literal(''), imageUrlField]).default(''),
});

export const channelSaveBody = z
  .object({
    id: idParam.optional(),
    title: localizedTextField(100),
    identifier: requiredText(50).regex(/^[a-z][a-z0-9_]*$/, { error: 'validation.channel_identifier' }),
    image: z.union([z.literal(''), imageUrlField]).default(''),
    kind: z.enum(CHANNEL_KINDS),
    /** The adapter of an online channel; '' for offline ones. */
    gateway: z.union([z.literal(''), z.enum(GATEWAYS)]).default(''),
    uses: z.array(z.enum(CHANNEL_USES)).min(1).max(CHANNEL_USES.length),
    min_amount: baseMoney.default('0'),
    /** 0: no maximum. */
    max_amount: baseMoney.default('0'),
    fee_rate: feeRateField.default('0'),
    currency: requiredText(10).regex(/^[A-Z]{3,10}$/, { error: 'validation.currency_code' }),
    account_info: channelAccountInfoBody.nullable().default(null),
    /** Customers are told it moves no real money; a channel on the sandbox gateway always is one. */
    test: z.boolean().default(false),
    sort: sortField,
    status: statusField.default('active'),
  })
  .refine((body) => body.kind === 'offline' || body.gateway !== '', { error: 'validation.channel_gateway', path: ['gateway'] })
  .refine((body) => Number(body.max_amount) === 0 || Number(body.max_amount) >= Number(body.min_amount), { error: 'validation.channel_limits', path: ['max_amount'] });
export type ChannelSaveBody = z.infer<typeof channelSaveBody>;

export const channelAdminRow = z.object({
  id: z.number().int(),
  title: z.record(z.string(), z.string()),
  identifier: z.string(),
  image: z.string(),
  kind: z.enum(CHANNEL_KINDS),
  gateway: z.string(),
  uses: z.array(z.enum(CHANNEL_USES)),
  min_amount: z.string(),
  max_amount: z.string(),
  fee_rate: z.string(),
  currency: z.string(),
  account_info: channelAccountInfo.nullable(),
  test: z.boolean(),
  sort: z.number().int(),
  status: statusField,
  created_at: z.string(),
  updated_at: z.string(),
});
export type ChannelAdminRow = z.infer<typeof channelAdminRow>;

/* Channel payments: top-ups and orders paid through a channel (SPEC §4 statuses) */

export const CHANNEL_PAYMENT_STATUSES = ['pending_payment', 'pending_review', 'review_approved', 'review_failed', 'payment_failed', 'cancelled_payment'] as const;
export type ChannelPaymentStatus = (typeof CHANNEL_PAYMENT_STATUSES)[number];

/** What a channel payment is for: a top-up of the payer's wallet, a goods order, a hotel booking or a flight ticket order. */
export const CHANNEL_PAYMENT_BIZ = ['recharge', 'goods_order', 'hotel_order', 'ticket_order'] as const;
export type ChannelPaymentBiz = (typeof CHANNEL_PAYMENT_BIZ)[number];

/** Orders of every kind: what the offline-payments review queue holds vouchers for. */
export const ORDER_PAYMENT_BIZ = ['goods_order', 'hotel_order', 'ticket_order'] as const satisfies readonly ChannelPaymentBiz[];

/** Our payment numbers: a letter and digits. */
export const payNoField = z.string().trim().regex(/^[A-Z]\d{16,31}$/, { error: 'validation.invalid' });

/** An amount typed in the caller's currency: decimal digits; its currency's decimals are checked by the server. */
export const typedAmount = z
  .union([z.string(), z.number().transform(String)])
  .pipe(z.string().trim().min(1).regex(/^\d{1,12}(\.\d+)?$/, { error: 'validation.amount' }));

export const rechargeBody = z.object({ channel_id: idParam, amount: typedAmount });
export type RechargeBody = z.infer<typeof rechargeBody>;

/** What a top-up costs and brings, in the caller's currency, before it is confirmed. */
export const rechargeQuote = z.object({ amount: z.string(), fee: z.string(), received: z.string(), currency: z.string() });
export type RechargeQuote = z.infer<typeof rechargeQuote>;

/** A top-up as its owner sees it. */
export const rechargeView = rechargeQuote.extend({
  pay_no: z.string(),
  channel_id: z.number().int(),
  channel_title: z.string(),
  kind: z.enum(CHANNEL_KINDS),
  status: z.enum(CHANNEL_PAYMENT_STATUSES),
  third_party_no: z.string(),
  voucher_url: z.string(),
  remark: z.string(),
  created_at: z.string(),
  account_info: channelAccountInfo.nullable(),
});
export type RechargeView = z.infer<typeof rechargeView>;

/** The answer of starting a top-up: online ones go to `pay_url`; offline ones wait for a voucher. */
export const rechargeStarted = rechargeView.extend({ pay_url: z.string().nullable() });
export type RechargeStarted = z.infer<typeof rechargeStarted>;

export const rechargeListQuery = pageQuery.extend({ status: z.enum(CHANNEL_PAYMENT_STATUSES).optional() });
export const payNoQuery = z.object({ pay_no: payNoField });
export const payNoBody = z.object({ pay_no: payNoField });

/** POST /payment/offline: the voucher of an offline transfer, for a top-up (its pay_no), a goods order, a hotel booking or a ticket order (its order number). */
export const offlinePaymentBody = z
  .object({
    biz: z.enum(['recharge', 'order', 'hotel', 'ticket']),
    /** The top-up's pay_no, or the order's number. */
    order_no: z.string().trim().regex(/^([A-Z]\d{16,31}|\d{10,32})$/, { error: 'validation.invalid' }),
    channel_id: idParam,
    voucher_url: z.string().trim().max(500).optional().transform((value) => value ?? ''),
    third_party_no: lineText(100).default(''),
    /** For an order: the sub-orders this transfer pays (all unpaid ones when absent). */
    sub_order_nos: z.array(z.string().trim().regex(/^\d{10,32}$/, { error: 'validation.invalid' })).min(1).max(10).optional(),
    /** For someone paying a shared order through its link. */
    share_token: z.string().trim().regex(/^[\w-]{20,64}$/, { error: 'validation.invalid' }).optional(),
  });
export type OfflinePaymentBody = z.infer<typeof offlinePaymentBody>;

/** Where a channel payment stands: the return page asks after the gateway's page. */
export const channelPaymentState = z.object({
  pay_no: z.string(),
  biz: z.enum(CHANNEL_PAYMENT_BIZ),
  /** The top-up's own number or the order's. */
  reference: z.string(),
  /** A card page's payment (online) or a reviewed transfer (offline): an approved online one is simply paid. */
  kind: z.enum(CHANNEL_KINDS),
  status: z.enum(CHANNEL_PAYMENT_STATUSES),
  amount: z.string(),
  currency: z.string(),
  /** Set on an order payment found nothing left to pay: wallet (credited back) or refund_due. */
  settlement: z.string(),
});
export type ChannelPaymentState = z.infer<typeof channelPaymentState>;

/* Back office: review queues of top-ups and offline order payments */

export const channelPaymentAdminQuery = pageQuery.extend({
  status: z.enum(CHANNEL_PAYMENT_STATUSES).optional(),
  kind: z.enum(CHANNEL_KINDS).optional(),
  /** The offline-payments queue: vouchers for one kind of order only. */
  biz: z.enum(ORDER_PAYMENT_BIZ).optional(),
  pay_no: filterText(32),
  customer: filterText(100),
});
export type ChannelPaymentAdminQuery = z.infer<typeof channelPaymentAdminQuery>;

/** Base-currency amounts; the currency and rate the payer saw beside them. */
export const channelPaymentAdminRow = z.object({
  id: z.number().int(),
  pay_no: z.string(),
  biz: z.enum(CHANNEL_PAYMENT_BIZ),
  reference: z.string(),
  sub_order_nos: z.array(z.string()),
  user_id: z.number().int().nullable(),
  customer: z.string(),
  channel_title: z.string(),
  kind: z.enum(CHANNEL_KINDS),
  amount: z.string(),
  fee: z.string(),
  received: z.string(),
  seen_currency: z.string(),
  status: z.enum(CHANNEL_PAYMENT_STATUSES),
  third_party_no: z.string(),
  voucher_url: z.string(),
  remark: z.string(),
  settlement: z.string(),
  reviewer: z.string(),
  reviewed_at: z.string().nullable(),
  created_at: z.string(),
});
export type ChannelPaymentAdminRow = z.infer<typeof channelPaymentAdminRow>;

/** POST /admin_api/review/recharge and /review/offline_payment (API.md): a remark is required to reject. */
export const paymentReviewBody = z
  .object({ id: idParam, approve: z.boolean(), remark: lineText(200).default('') })
  .refine((body) => body.approve || body.remark.length > 0, { error: 'validation.review_remark', path: ['remark'] });
export type PaymentReviewBody = z.infer<typeof paymentReviewBody>;
