import { and, inArray, sql, type Column } from 'drizzle-orm';
import type { RefundMark, RefundStatus } from '@roamcart/contracts';
import { refunds } from './tables.ts';
import type { DbOrTx } from '../../platform/db.ts';
import type { Reader } from '../../platform/reader.ts';

/** Requests whose money went back: a refund paid, a return whose goods arrived. */
export const PAID_BACK: RefundStatus[] = ['refunded', 'completed'];

/** The money paid back on each sub-order of the orders `orderIds`, by sub-order id (absent: nothing). */
export async function refundedBySubOrder(db: DbOrTx, orderIds: readonly number[]): Promise<Map<number, bigint>> {
  if (orderIds.length === 0) return new Map();
  const rows = await db
    .select({ subOrderId: refunds.subOrderId, total: sql<string>`sum(${refunds.amount})::text` })
    .from(refunds)
    .where(and(inArray(refunds.orderId, [...orderIds]), inArray(refunds.status, PAID_BACK)))
    .groupBy(refunds.subOrderId);
  return new Map(rows.map((row) => [row.subOrderId, BigInt(row.total)]));
}

/** The money paid back on the order whose id is `orderId` (a column of the outer query), as text: a list's column. */
export function refundedOfOrder(orderId: Column) {
  return sql<string>`(select coalesce(sum(${refunds.amount}), 0) from ${refunds} where ${refunds.orderId} = ${orderId} and ${inArray(refunds.status, PAID_BACK)})::text`;
}

/** Whether nothing, some or all of what was paid came back; a status of its own, beside the order's. */
export function refundMarkOf(paid: bigint, refunded: bigint): RefundMark {
  if (refunded <= 0n) return 'none';
  return refunded >= paid ? 'fully_refunded' : 'partially_refunded';
}

/** An order's or sub-order's refund mark and the amount paid back, as the reader reads money. */
export function refundMarks(paid: bigint, refunded: bigint, reader: Reader): { refund_mark: RefundMark; refunded_amount: string } {
  return { refund_mark: refundMarkOf(paid, refunded), refunded_amount: reader.price.out(refunded) };
}
