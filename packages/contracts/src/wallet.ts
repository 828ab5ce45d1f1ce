import { dateQuery } from './admin/common.ts';
import { filterText } from './admin/common.ts';
import { typedAmount } from './payments.ts';
import { idParam, lineText, pageQuery, pageResultOf, requiredMultilineText, requiredText, z } from './validation.ts';

/**
 * What moved a wallet balance, as ledger lines name it (the storefront labels each one). Other
 * modules add theirs here when they start moving money.
 */
export const BALANCE_LOG_TYPES = [
  'recharge',
  'pay_goods_order',
  'refund_goods_order',
  'pay_hotel_order',
  'refund_hotel_order',
  'pay_ticket_order',
  'refund_ticket_order',
  'payment_surplus',
  'withdrawal',
  'withdrawal_refund',
  'admin_adjust',
] as const;

/** A ledger type as a filter: a known word, so nothing else reaches the query. */
const ledgerType = z
  .string()
  .trim()
  .regex(/^[a-z_]{1,32}$/, { error: 'validation.invalid' })
  .optional()
  .or(z.literal('').transform(() => undefined));

/** GET /user/money_log and /user/points_log: newest first, by type and by UTC day range, both optional. */
export const ledgerLogQuery = pageQuery
  .extend({ type: ledgerType, date_from: dateQuery, date_to: dateQuery })
  .refine((query) => !query.date_from || !query.date_to || query.date_from <= query.date_to, { error: 'validation.date_order', path: ['date_to'] });
export type LedgerLogQuery = z.infer<typeof ledgerLogQuery>;

/** A wallet ledger line; money in the caller's currency (`amount` negative for money out). */
export const moneyLogRow = z.object({
  id: z.number().int(),
  type: z.string(),
  before: z.string(),
  after: z.string(),
  amount: z.string(),
  remark: z.string(),
  created_at: z.string(),
});
export type MoneyLogRow = z.infer<typeof moneyLogRow>;
export const moneyLogPage = pageResultOf(moneyLogRow);
export type MoneyLogPage = z.infer<typeof moneyLogPage>;

/** A points ledger line: the same shape, in whole points. */
export const pointsLogRow = moneyLogRow.extend({ before: z.number().int(), after: z.number().int(), amount: z.number().int() });
export type PointsLogRow = z.infer<typeof pointsLogRow>;
export const pointsLogPage = pageResultOf(pointsLogRow);
export type PointsLogPage = z.infer<typeof pointsLogPage>;

/**
 * Withdrawals (SPEC §4): held from the balance at request time, then paid out by an operator
 * (with the payout's third-party number) or refused with a remark, which gives the money back.
 */
export const WITHDRAWAL_STATUSES = ['pending_review', 'withdrawal_success', 'balance_withdrawal_failed'] as const;
export type WithdrawalStatus = (typeof WITHDRAWAL_STATUSES)[number];

/** Where the money goes: the holder's name, the account number and, optionally, the bank. */
export const withdrawalAccount = z.object({
  name: requiredText(100),
  number: requiredText(64).pipe(z.string().regex(/^[\w -]+$/, { error: 'validation.account_number' })),
  bank: lineText(100).default(''),
});
export type WithdrawalAccount = z.infer<typeof withdrawalAccount>;

/** POST /withdrawal: the amount to receive in the caller's currency; the fee comes on top. Takes an Idempotency-Key. */
export const withdrawalBody = z.object({
  channel_id: idParam,
  amount: typedAmount,
  account: withdrawalAccount,
  password: z.string().min(1).max(128),
});
export type WithdrawalBody = z.infer<typeof withdrawalBody>;

/** A withdrawal as its customer sees it, money in the caller's currency: `deducted` (amount plus fee) left the balance. */
export const withdrawalView = z.object({
  order_no: z.string(),
  channel_title: z.string(),
  amount: z.string(),
  fee: z.string(),
  deducted: z.string(),
  account: withdrawalAccount,
  status: z.enum(WITHDRAWAL_STATUSES),
  third_party_no: z.string().nullable(),
  /** The operator's remark (why a withdrawal was refused). */
  remark: z.string(),
  created_at: z.string(),
  reviewed_at: z.string().nullable(),
});
export type WithdrawalView = z.infer<typeof withdrawalView>;

export const withdrawalListQuery = pageQuery.extend({ status: z.enum(WITHDRAWAL_STATUSES).optional() });
export const withdrawalPage = pageResultOf(withdrawalView);
export type WithdrawalPage = z.infer<typeof withdrawalPage>;

/** The back office's review queue (newest first), by status, customer email, order number and request day. */
export const withdrawalAdminListQuery = pageQuery.extend({
  status: z.enum(WITHDRAWAL_STATUSES).optional(),
  email: filterText(254),
  order_no: filterText(32),
  date_from: dateQuery,
  date_to: dateQuery,
});
export type WithdrawalAdminListQuery = z.infer<typeof withdrawalAdminListQuery>;

/** A withdrawal in the back office: money in the base currency, with who decided and when. */
export const withdrawalAdminRow = withdrawalView.extend({
  id: z.number().int(),
  user_id: z.number().int(),
  user_email: z.string().nullable(),
  channel_id: z.number().int(),
  /** What the customer saw: the currency and its rate to the base at request time. */
  currency: z.string(),
  reviewed_by: z.string().nullable(),
});
export type WithdrawalAdminRow = z.infer<typeof withdrawalAdminRow>;

/**
 * POST /review/withdrawal: pay it out (`approve`, with the payout's third-party number) or refuse
 * it with a remark, which gives the amount and fee back to the balance.
 */
export const withdrawalReviewBody = z
  .object({
    id: idParam,
    approve: z.boolean(),
    third_party_no: lineText(64).default(''),
    remark: z.string().max(255).default(''),
  })
  .superRefine((body, ctx) => {
    if (body.approve && !body.third_party_no) ctx.addIssue({ code: 'custom', path: ['third_party_no'], message: 'validation.required' });
    if (!body.approve && !requiredMultilineText(255).safeParse(body.remark).success) ctx.addIssue({ code: 'custom', path: ['remark'], message: 'validation.required' });
  });
export type WithdrawalReviewBody = z.infer<typeof withdrawalReviewBody>;
