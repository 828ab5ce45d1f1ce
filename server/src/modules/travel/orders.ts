import { randomInt } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { ErrorCode } from '@roamcart/contracts';
import { travelOrders } from './tables.ts';
import type { DbOrTx, Tx } from '../../platform/db.ts';
import { AppError } from '../../platform/errors.ts';

export type TravelOrderRow = typeof travelOrders.$inferSelect;

/** A date-time and a random part, like goods order numbers: sortable by time, not guessable in sequence. */
function newTravelOrderNo(now: Date): string {
  const stamp = now.toISOString().replace(/\D/g, '').slice(0, 14);
  return `${stamp}${String(randomInt(0, 1_000_000)).padStart(6, '0')}`;
}

/** Draws of a number before giving up: a clash is a one-in-a-million chance within the same second. */
const ORDER_NO_DRAWS = 5;

/** Inserts the travel order under a number of its own, drawing another in the rare case it is taken. */
export async function insertTravelOrder(tx: Tx, now: Date, values: Omit<typeof travelOrders.$inferInsert, 'orderNo'>): Promise<TravelOrderRow> {
  for (let draw = 0; draw < ORDER_NO_DRAWS; draw += 1) {
    const [order] = await tx
      .insert(travelOrders)
      .values({ ...values, orderNo: newTravelOrderNo(now) })
      .onConflictDoNothing({ target: travelOrders.orderNo })
      .returning();
    if (order) return order;
  }
  throw new Error(`no free travel order number after ${ORDER_NO_DRAWS} draws`);
}

/** The caller's travel order of `kind`; 4402 for one that is not theirs or does not exist (the same answer, so numbers cannot be probed). */
export async function ownTravelOrder(db: DbOrTx, userId: number, kind: string, orderNo: string, lock = false): Promise<TravelOrderRow> {
  const query = db
    .select()
    .from(travelOrders)
    .where(and(eq(travelOrders.orderNo, orderNo), eq(travelOrders.userId, userId), eq(travelOrders.kind, kind)));
  const [order] = lock ? await query.for('update') : await query;
  if (!order) throw new AppError(ErrorCode.RecordNotFound);
  return order;
}

/** A travel order by number for the back office or a job, locked; 4402 when there is none of `kind`. */
export async function lockTravelOrder(tx: DbOrTx, kind: string, orderNo: string): Promise<TravelOrderRow> {
  const [order] = await tx
    .select()
    .from(travelOrders)
    .where(and(eq(travelOrders.orderNo, orderNo), eq(travelOrders.kind, kind)))
    .for('update');
  if (!order) throw new AppError(ErrorCode.RecordNotFound);
  return order;
}
