import { asc, inArray, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db.ts';
import { orderLines, orders } from './tables.ts';

// What the all-orders feed (travel's GET /order) shows of goods orders.

/** The caller's goods orders (not deleted) in the feed's columns, in `status` when given. */
export function goodsOrderFeedRows(userId: number, status: string | undefined): SQL {
  return sql`select 'goods' as type, o.id, o.order_no, o.status, o.pay_amount, o.created_at from ${orders} o where o.user_id = ${userId} and o.status <> 'deleted' ${status ? sql`and o.status = ${status}` : sql``}`;
}

/** Each goods order's first line (name, spec, picture), by order id. */
export async function goodsOrderFirstLines(db: DbOrTx, orderIds: readonly number[]) {
  const lines = orderIds.length
    ? await db
        .select({ orderId: orderLines.orderId, name: orderLines.name, specText: orderLines.specText, image: orderLines.image })
        .from(orderLines)
        .where(inArray(orderLines.orderId, [...orderIds]))
        .orderBy(asc(orderLines.id))
    : [];
  const first = new Map<number, (typeof lines)[number]>();
  for (const line of lines) if (!first.has(line.orderId)) first.set(line.orderId, line);
  return first;
}
