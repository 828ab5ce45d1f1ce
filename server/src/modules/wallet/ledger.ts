import { and, eq, inArray, sql } from 'drizzle-orm';
import { ErrorCode } from '@roamcart/contracts';
import { users } from '../../platform/tables/users.ts';
import { balanceLedger, pointsLedger } from './tables.ts';
import type { DbOrTx } from '../../platform/db.ts';
import { AppError } from '../../platform/errors.ts';
import { remarkColumns, type Remark } from '../../platform/system-text.ts';

/** What a customer holds: the wallet balance (base minor units) and points. */
interface Amounts {
  balance: bigint;
  points: number;
}
export type Account = keyof Amounts;

const accounts = {
  balance: { column: users.balance, ledger: balanceLedger, shortfall: ErrorCode.InsufficientBalance },
  points: { column: users.points, ledger: pointsLedger, shortfall: ErrorCode.InsufficientPoints },
} as const;

export interface LedgerEntry<A extends Account> {
  userId: number;
  account: A;
  /** Negative to spend. */
  amount: Amounts[A];
  type: string;
  /** A system text (shown in each reader's language), or words an operator typed. */
  remark: Remark;
  reference?: string;
  /** The currency the customer saw the movement in and its rate to the base at that moment. */
  seen?: { currency: string; rate: string };
  /** The payment this balance line settles (the payments service's; the ledger check pairs them). */
  paymentId?: number;
  /**
   * Points only: the move happens even when the customer holds fewer points, leaving a debt (a
   * negative balance, shown in the points log) that later earnings pay off: points earned on an
   * order taken back after a refund, when the customer has spent them.
   */
  mayOwe?: boolean;
}

/**
 * Moves a user's balance or points by `amount` with a conditional update, so neither goes below
 * zero (4201 balance, 4208 points; the users table's CHECK backs the balance up) unless points
 * may be owed (`mayOwe`), and writes the ledger line with the value before and after. Returns the
 * value after.
 */
export async function postLedgerEntry<A extends Account>(tx: DbOrTx, entry: LedgerEntry<A>): Promise<Amounts[A]> {
  const { column, ledger, shortfall } = accounts[entry.account];
  const [row] = await tx
    .update(users)
    .set({ [entry.account]: sql`${column} + ${entry.amount}` })
    .where(and(eq(users.id, entry.userId), entry.mayOwe && entry.account === 'points' ? undefined : sql`${column} + ${entry.amount} >= 0`))
    .returning({ after: column, before: sql`${column} - ${entry.amount}`.mapWith(column) });
  if (!row) throw new AppError(shortfall);
  // Both ledgers have the same columns; only the amounts' type differs with the account.
  await tx.insert(ledger as typeof balanceLedger).values({
    userId: entry.userId,
    before: row.before as bigint,
    after: row.after as bigint,
    amount: entry.amount as bigint,
    type: entry.type,
    ...remarkColumns(entry.remark),
    reference: entry.reference,
    currency: entry.seen?.currency,
    rate: entry.seen?.rate,
    paymentId: entry.paymentId,
  });
  return row.after as Amounts[A];
}

/** What a customer's points moves of `types` about `reference` (an order number) add up to. */
export async function pointsMoved(tx: DbOrTx, userId: number, reference: string, types: readonly string[]): Promise<number> {
  const [moved] = await tx
    .select({ points: sql<number>`coalesce(sum(${pointsLedger.amount}), 0)::int` })
    .from(pointsLedger)
    .where(and(eq(pointsLedger.userId, userId), eq(pointsLedger.reference, reference), inArray(pointsLedger.type, [...types])));
  return moved?.points ?? 0;
}
