import { and, eq, gte, sql } from 'drizzle-orm';
import { ErrorCode } from '@roamcart/contracts';
import { balanceLedger, pointsLedger, users } from '../../db/schema/index.ts';
import type { DbOrTx } from '../../platform/db.ts';
import { AppError } from '../../platform/errors.ts';

interface LedgerEntry {
  userId: number;
  type: string;
  remark: string;
  reference?: string;
}

/**
 * Moves a user's points by `amount` (negative to spend) with a conditional update, so points
 * never go below zero (4208), and writes the ledger line with the value before and after.
 */
export async function changePoints(tx: DbOrTx, entry: LedgerEntry & { amount: number }): Promise<number> {
  const [row] = await tx
    .update(users)
    .set({ points: sql`${users.points} + ${entry.amount}` })
    .where(and(eq(users.id, entry.userId), gte(users.points, -entry.amount)))
    .returning({ after: users.points });
  if (!row) throw new AppError(ErrorCode.InsufficientPoints);
  await tx.insert(pointsLedger).values({
    userId: entry.userId,
    before: row.after - entry.amount,
    after: row.after,
    amount: entry.amount,
    type: entry.type,
    remark: entry.remark,
    reference: entry.reference,
  });
  return row.after;
}

/** The same for the wallet balance (base minor units); refuses to go below zero with 4201. */
export async function changeBalance(tx: DbOrTx, entry: LedgerEntry & { amount: bigint }): Promise<bigint> {
  const [row] = await tx
    .update(users)
    .set({ balance: sql`${users.balance} + ${entry.amount}` })
    .where(and(eq(users.id, entry.userId), gte(users.balance, -entry.amount)))
    .returning({ after: users.balance });
  if (!row) throw new AppError(ErrorCode.InsufficientBalance);
  await tx.insert(balanceLedger).values({
    userId: entry.userId,
    before: row.after - entry.amount,
    after: row.after,
    amount: entry.amount,
    type: entry.type,
    remark: entry.remark,
    reference: entry.reference,
  });
  return row.after;
}
