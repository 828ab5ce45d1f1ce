import { and, desc, eq, type SQL } from 'drizzle-orm';
import type { LedgerLogQuery, MoneyLogPage, PointsLogPage } from '@roamcart/contracts';
import { balanceLedger, pointsLedger } from './tables.ts';
import { withinDays } from '../../platform/day-range.ts';
import type { DbOrTx } from '../../platform/db.ts';
import { countAll, pageOf } from '../../platform/paging.ts';
import type { Reader } from '../../platform/reader.ts';

/** One page of a customer's lines of `ledger`, newest first, filtered by type and UTC days. */
function ledgerPage<T>(db: DbOrTx, ledger: typeof balanceLedger, userId: number, query: LedgerLogQuery, toItem: (line: typeof balanceLedger.$inferSelect) => T) {
  const conditions: SQL[] = [eq(ledger.userId, userId), ...withinDays(ledger.createdAt, query.date_from, query.date_to)];
  if (query.type) conditions.push(eq(ledger.type, query.type));
  const where = and(...conditions);
  return pageOf(
    query,
    db.select(countAll).from(ledger).where(where),
    (limit, offset) => db.select().from(ledger).where(where).orderBy(desc(ledger.id)).limit(limit).offset(offset),
    toItem,
  );
}

/**
 * The customer's wallet lines, amounts in the reader's currency and remarks in their language: the balances before and after are
 * converted and each line's amount is their difference, so in a currency with fewer decimals (JPY)
 * every line still adds up, and the lines add up to the balance shown.
 */
export function moneyLog(db: DbOrTx, userId: number, query: LedgerLogQuery, reader: Reader): Promise<MoneyLogPage> {
  return ledgerPage(db, balanceLedger, userId, query, (line) => {
    const before = reader.price.toMinor(line.before);
    const after = reader.price.toMinor(line.after);
    return {
      id: line.id,
      type: line.type,
      before: reader.price.write(before),
      after: reader.price.write(after),
      amount: reader.price.write(after - before),
      remark: reader.text(line),
      created_at: line.createdAt.toISOString(),
    };
  });
}

/** The customer's points lines, remarks in their language. */
export function pointsLog(db: DbOrTx, userId: number, query: LedgerLogQuery, reader: Reader): Promise<PointsLogPage> {
  // Both ledgers have the same columns; only the amounts' type differs (numbers here).
  return ledgerPage(db, pointsLedger as unknown as typeof balanceLedger, userId, query, (line) => ({
    id: line.id,
    type: line.type,
    before: Number(line.before),
    after: Number(line.after),
    amount: Number(line.amount),
    remark: reader.text(line),
    created_at: line.createdAt.toISOString(),
  }));
}
