import { eq } from 'drizzle-orm';
import { ErrorCode, formatMinor, parseMajor, type CustomerPageQuery, type MoneyLogPage, type PointsLogPage, type UserAdjustBody, type UserAdjustResult } from '@roamcart/contracts';
import { users } from '../../platform/tables/users.ts';
import type { AdminContext } from '../../platform/admin-auth.ts';
import { AppError } from '../../platform/errors.ts';
import { runOnce, type IdempotencyClaim } from '../../platform/idempotency.ts';
import type { AppDeps } from '../../platform/types.ts';
import { findVisibleUser } from '../../platform/agent-scope.ts';
import { priceFormatFor } from '../../platform/money.ts';
import { currencyInfo } from '../../platform/reference-data.ts';
import type { Reader } from '../../platform/reader.ts';
import { postLedgerEntry } from './ledger.ts';
import { moneyLog, pointsLog } from './money-log.ts';

/**
 * Moves a customer's balance (base currency) and/or points in one transaction, never below zero
 * (4201 / 4208). With an Idempotency-Key the same request from the same admin moves them once and
 * answers the same; the key with another body answers 4012.
 */
export async function adjustUser(deps: AppDeps, admin: AdminContext, input: UserAdjustBody, idempotency?: IdempotencyClaim): Promise<UserAdjustResult> {
  const base = await deps.ref.baseCurrency();
  const amount = input.balance_delta === undefined ? 0n : parseMajor(input.balance_delta, base.digits);
  if (amount === null) throw AppError.field('balance_delta', 'validation.amount');
  await findVisibleUser(deps, admin, input.user_id);
  const entry = { userId: input.user_id, type: 'admin_adjust', remark: input.remark, reference: `admin:${admin.id}` };
  return runOnce(deps.db, `admin:${admin.id}:users/adjust`, idempotency, async (tx) => {
    // The amount is typed in the base currency, so that is the currency the movement is priced in.
    if (amount !== 0n) await postLedgerEntry(tx, { ...entry, account: 'balance', amount, seen: { currency: base.code, rate: base.rate } });
    if (input.points_delta) await postLedgerEntry(tx, { ...entry, account: 'points', amount: input.points_delta });
    const [after] = await tx.select({ balance: users.balance, points: users.points }).from(users).where(eq(users.id, input.user_id));
    if (!after) throw new AppError(ErrorCode.RecordNotFound);
    return { user_id: input.user_id, balance: formatMinor(after.balance, base.digits), points: after.points };
  });
}

/** A customer's wallet lines for the back office: amounts in the base currency, remarks in the admin's language. */
export async function customerMoneyLog(deps: AppDeps, admin: AdminContext, query: CustomerPageQuery, reader: Reader): Promise<MoneyLogPage> {
  await findVisibleUser(deps, admin, query.user_id);
  const base = currencyInfo(await deps.ref.baseCurrency());
  return moneyLog(deps.db, query.user_id, { page: query.page, limit: query.limit }, { ...reader, price: priceFormatFor(base, base) });
}

/** A customer's points lines for the back office, remarks in the admin's language. */
export async function customerPointsLog(deps: AppDeps, admin: AdminContext, query: CustomerPageQuery, reader: Reader): Promise<PointsLogPage> {
  await findVisibleUser(deps, admin, query.user_id);
  return pointsLog(deps.db, query.user_id, { page: query.page, limit: query.limit }, reader);
}
