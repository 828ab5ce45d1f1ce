import { idParam, pageQuery, pageResultOf, z } from '../validation.ts';

/**
 * What a ledger check finds wrong (server/src/modules/wallet/ledger-check.ts):
 * - `chain_break`: a line's before is not the previous line's after (the first line's before is 0);
 * - `line_sum`: a line's after is not its before plus its amount;
 * - `balance_mismatch`: the last line's after (0 without lines) is not what the account holds;
 * - `payment_without_line`: a paid payment settled through the wallet (or a channel payment's
 *   credit to it: a top-up, a surplus) has no ledger line;
 * - `payment_line_amount`: its line moved another amount or another customer's money (or it has several);
 * - `line_without_payment`: a payment-type line (pay_*, refund_*, recharge, payment_surplus) belongs to no payment;
 * - `withdrawal_lines`: a withdrawal's lines do not net to what it holds (amount and fee while
 *   pending or paid out, nothing once refused).
 */
export const LEDGER_ISSUE_KINDS = ['chain_break', 'line_sum', 'balance_mismatch', 'payment_without_line', 'payment_line_amount', 'line_without_payment', 'withdrawal_lines'] as const;
export type LedgerIssueKind = (typeof LEDGER_ISSUE_KINDS)[number];

/** Which ledger the issue is in: the wallet's, the points', or the payments and withdrawals against the wallet's. */
export const LEDGER_ACCOUNTS = ['balance', 'points', 'payment', 'withdrawal'] as const;
export type LedgerAccount = (typeof LEDGER_ACCOUNTS)[number];

/** Who started a check: the daily job, `npm run ledger:check`, or an operator in the back office. */
export const LEDGER_CHECK_TRIGGERS = ['job', 'cli', 'admin'] as const;
export type LedgerCheckTrigger = (typeof LEDGER_CHECK_TRIGGERS)[number];

export const ledgerCheckRun = z.object({
  id: z.number().int(),
  trigger: z.enum(LEDGER_CHECK_TRIGGERS),
  /** The username of the admin who ran it (trigger `admin`); null for the job and the command line, or once that admin is gone. */
  admin: z.string().nullable(),
  started_at: z.string(),
  finished_at: z.string(),
  users_checked: z.number().int(),
  payments_checked: z.number().int(),
  withdrawals_checked: z.number().int(),
  issues: z.number().int(),
});
export type LedgerCheckRun = z.infer<typeof ledgerCheckRun>;

/** One mismatch; money as base-currency decimals, points as whole numbers (as text both). */
export const ledgerIssueRow = z.object({
  id: z.number().int(),
  kind: z.enum(LEDGER_ISSUE_KINDS),
  account: z.enum(LEDGER_ACCOUNTS),
  user_id: z.number().int().nullable(),
  user_email: z.string().nullable(),
  /** The ledger line (chain and line issues) or the payment (payment issues). */
  record_id: z.number().int().nullable(),
  reference: z.string().nullable(),
  /** The username of the admin whose entry it is (an operator's adjustment); null for the customer's and the system's. */
  admin: z.string().nullable(),
  expected: z.string(),
  actual: z.string(),
});
export type LedgerIssueRow = z.infer<typeof ledgerIssueRow>;

/** GET /ledger_check: a run's issues (the latest run's without `run_id`). */
export const ledgerIssuesQuery = pageQuery.extend({ run_id: idParam.optional() });
export type LedgerIssuesQuery = z.infer<typeof ledgerIssuesQuery>;

/** The run (null before the first one) and a page of its issues. */
export const ledgerIssuesPage = pageResultOf(ledgerIssueRow).extend({ run: ledgerCheckRun.nullable(), currency: z.string() });
export type LedgerIssuesPage = z.infer<typeof ledgerIssuesPage>;
