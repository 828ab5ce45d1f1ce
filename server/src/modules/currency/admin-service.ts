import { and, asc, eq, ilike, or, type SQL } from 'drizzle-orm';
import { ErrorCode, type AdminCurrencyRow, type PageResult, type RecordStatus } from '@roamcart/contracts';
import { currencies } from '../../platform/tables/currency.ts';
import { AppError } from '../../platform/errors.ts';
import { countAll, pageOf } from '../../platform/paging.ts';
import { referenceDataChanged } from '../../platform/reference-data.ts';
import type { AppDeps } from '../../platform/types.ts';

type CurrencyRecord = typeof currencies.$inferSelect;

function toRow(row: CurrencyRecord): AdminCurrencyRow {
  return {
    code: row.code,
    name: row.name,
    symbol: row.symbol,
    unit: row.unit,
    digits: row.digits,
    rate: row.rate.replace(/(\.\d*?)0+$/, '$1').replace(/\.$/, ''),
    is_base: row.isBase,
    status: row.status as RecordStatus,
    sort: row.sort,
  };
}

export async function listAllCurrencies(
  deps: AppDeps,
  query: { page: number; limit: number; keyword?: string; status?: string },
): Promise<PageResult<AdminCurrencyRow>> {
  const conditions: (SQL | undefined)[] = [];
  if (query.keyword) conditions.push(or(ilike(currencies.code, `%${query.keyword}%`), ilike(currencies.name, `%${query.keyword}%`)));
  if (query.status) conditions.push(eq(currencies.status, query.status));
  const where = and(...conditions);
  return pageOf(
    query,
    deps.db.select(countAll).from(currencies).where(where),
    (limit, offset) =>
      deps.db
        .select()
        .from(currencies)
        .where(where)
        .orderBy(asc(currencies.sort), asc(currencies.code))
        .limit(limit)
        .offset(offset),
    toRow,
  );
}

/**
 * Adds a currency, or edits the one whose code is `id` (a code never changes). The base
 * currency stays enabled (4502) and keeps rate 1: every amount is stored in it.
 */
export async function saveCurrency(
  deps: AppDeps,
  input: { id?: string; code: string; name: string; symbol: string; unit: string; digits: number; rate: string; status: RecordStatus; sort: number },
): Promise<AdminCurrencyRow> {
  const values = { name: input.name, symbol: input.symbol, unit: input.unit, digits: input.digits, rate: input.rate, status: input.status, sort: input.sort };
  let saved: CurrencyRecord | undefined;
  if (input.id) {
    const [current] = await deps.db.select().from(currencies).where(eq(currencies.code, input.id.toUpperCase())).limit(1);
    if (!current) throw new AppError(ErrorCode.RecordNotFound);
    if (current.isBase && input.status !== 'active') throw new AppError(ErrorCode.BaseCurrencyLocked);
    [saved] = await deps.db
      .update(currencies)
      .set({ ...values, rate: current.isBase ? current.rate : input.rate })
      .where(eq(currencies.code, current.code))
      .returning();
  } else {
    [saved] = await deps.db
      .insert(currencies)
      .values({ ...values, code: input.code })
      .onConflictDoNothing({ target: currencies.code })
      .returning();
    if (!saved) throw AppError.field('code', 'error.4404', ErrorCode.DuplicateKey);
  }
  if (!saved) throw new AppError(ErrorCode.OperationFailed);
  await referenceDataChanged(deps.db, deps.ref, 'currencies');
  return toRow(saved);
}

/** Customers who chose a removed currency see the base currency again. */
export async function deleteCurrency(deps: AppDeps, code: string): Promise<void> {
  const [current] = await deps.db.select().from(currencies).where(eq(currencies.code, code.toUpperCase())).limit(1);
  if (!current) throw new AppError(ErrorCode.RecordNotFound);
  if (current.isBase) throw new AppError(ErrorCode.BaseCurrencyLocked);
  await deps.db.delete(currencies).where(eq(currencies.code, current.code));
  await referenceDataChanged(deps.db, deps.ref, 'currencies');
}
