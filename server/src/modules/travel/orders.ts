import { randomInt } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import { ErrorCode } from '@roamcart/contracts';
import { travelOrders } from './tables.ts';
import type { DbOrTx, Tx } from '../../platform/db.ts';
import { AppError } from '../../platform/errors.ts';
import { insertRows } from '../../platform/insert-rows.ts';

export type TravelOrderRow = typeof travelOrders.$inferSelect;

/** A date-time and a random part, like goods order numbers: sortable by time, not guessable in sequence. */
function newTravelOrderNo(now: Date): string {
  const stamp = now.toISOString().replace(/\D/g, '').slice(0, 14);
  return `${stamp}${String(randomInt(0, 1_000_000)).padStart(6, '0')}`;
}

/** Draws of a number before giving up: a clash is a one-in-a-million chance within the same second. */
const ORDER_NO_DRAWS = 5;

type NewTravelOrder = Omit<typeof travelOrders.$inferInsert, 'orderNo'>;

/** Inserts the travel order under a number of its own, drawing another in the rare case it is taken. */
export async function insertTravelOrder(tx: Tx, now: Date, values: NewTravelOrder): Promise<TravelOrderRow> {
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

/**
 * Inserts many travel orders at once (insertRows), each under a number of its own drawn from its
 * `now`, drawing again for the rare ones whose number is taken or was drawn twice. Answers the
 * rows in the order given.
 */
export async function insertTravelOrders(tx: Tx, orders: readonly { now: Date; values: NewTravelOrder }[]): Promise<TravelOrderRow[]> {
  const numbers: (string | undefined)[] = orders.map(() => undefined);
  let waiting = orders.map((_, index) => index);
  for (let draw = 0; draw < ORDER_NO_DRAWS && waiting.length > 0; draw += 1) {
    const drawn = new Map<string, number>();
    for (const index of waiting) {
      const orderNo = newTravelOrderNo(orders[index]!.now);
      if (!drawn.has(orderNo)) drawn.set(orderNo, index);
    }
    const written = await insertRows(
      tx,
      travelOrders,
      [...drawn].map(([orderNo, index]) => ({ ...orders[index]!.values, orderNo })),
      { skipTaken: travelOrders.orderNo, returning: ['orderNo'] },
    );
    for (const { orderNo } of written) numbers[drawn.get(orderNo)!] = orderNo;
    waiting = waiting.filter((index) => numbers[index] === undefined);
  }
  if (waiting.length > 0) throw new Error(`no free travel order number after ${ORDER_NO_DRAWS} draws`);
  const rows = await tx
    .select()
    .from(travelOrders)
    .where(inArray(travelOrders.orderNo, numbers as string[]));
  const rowOf = new Map(rows.map((row) => [row.orderNo, row]));
  return numbers.map((orderNo) => rowOf.get(orderNo!)!);
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
