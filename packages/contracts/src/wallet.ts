import { dateQuery } from './admin/common.ts';
import { pageQuery, pageResultOf, z } from './validation.ts';

/**
 * What moved a wallet balance, as ledger lines name it (the storefront labels each one). Other
 * modules add theirs here when they start moving money.
 */
export const BALANCE_LOG_TYPES = ['admin_adjust', 'pay_goods_order', 'refund_goods_order', 'withdrawal', 'withdrawal_refund'] as const;
/** What moved a customer's points. */
export const POINTS_LOG_TYPES = ['email_verified', 'admin_adjust'] as const;

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
