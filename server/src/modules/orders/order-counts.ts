import { and, eq, inArray, sql } from 'drizzle-orm';
import { ORDER_COUNT_STATUSES, type OrderCounts } from '@roamcart/contracts';
import { orders } from './tables.ts';
import type { DbOrTx } from '../../platform/db.ts';

const COUNTED = Object.values(ORDER_COUNT_STATUSES);

/** How many of the caller's own orders wait in each of the Me page's steps (the statuses of My orders' tabs), in one query. */
export async function orderCounts(db: DbOrTx, userId: number): Promise<OrderCounts> {
  const rows = await db
    .select({ status: orders.status, count: sql<number>`count(*)::int` })
    .from(orders)
    .where(and(eq(orders.userId, userId), inArray(orders.status, COUNTED)))
    .groupBy(orders.status);
  const of = (status: string) => rows.find((row) => row.status === status)?.count ?? 0;
  return {
    to_pay: of(ORDER_COUNT_STATUSES.to_pay),
    to_ship: of(ORDER_COUNT_STATUSES.to_ship),
    to_receive: of(ORDER_COUNT_STATUSES.to_receive),
    to_review: of(ORDER_COUNT_STATUSES.to_review),
  };
}
