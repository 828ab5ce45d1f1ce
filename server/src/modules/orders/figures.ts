import { and, eq, inArray, sql } from 'drizzle-orm';
import { users } from '../../platform/tables/users.ts';
import { payments } from '../payments/tables.ts';
import { orders, refunds, subOrders } from './tables.ts';
import type { AdminContext } from '../../platform/admin-auth.ts';
import { scopeCondition } from '../../platform/agent-scope.ts';
import { utcDay, withinDays } from '../../platform/day-range.ts';
import type { DbOrTx } from '../../platform/db.ts';

/** A day's goods sales: orders placed, money paid in and paid back (base minor units). */
export interface DaySales {
  orders: number;
  revenue: bigint;
  refunds: bigint;
}

/**
 * Goods sales per UTC day from `start` to `end` (`YYYY-MM-DD`, both included), of the customers
 * the admin may see; days without any are absent. Revenue and refunds come from the payments
 * (a shared order's sub-orders may be paid on different days, refunds come later), counted on
 * the day the money moved; orders on the day they were placed.
 */
export async function salesByDay(db: DbOrTx, admin: AdminContext, start: string, end: string): Promise<Map<string, DaySales>> {
  const scope = await scopeCondition(db, admin);
  const orderDay = utcDay(orders.createdAt);
  const placed = await db
    .select({ day: orderDay, count: sql<number>`count(*)::int` })
    .from(orders)
    .innerJoin(users, eq(users.id, orders.userId))
    .where(and(scope, ...withinDays(orders.createdAt, start, end)))
    .groupBy(orderDay);
  const paymentDay = utcDay(payments.createdAt);
  const money = await db
    .select({
      day: paymentDay,
      revenue: sql<string>`coalesce(sum(${payments.amount}) filter (where ${payments.status} = 'succeeded'), 0)::text`,
      // Refund payments are written as negative amounts.
      refunds: sql<string>`coalesce(-sum(${payments.amount}) filter (where ${payments.status} = 'refunded'), 0)::text`,
    })
    .from(payments)
    // The buyer's agent decides who sees an order's money, whoever paid it (a shared order's friend).
    .innerJoin(orders, eq(orders.orderNo, payments.reference))
    .innerJoin(users, eq(users.id, orders.userId))
    .where(and(eq(payments.biz, 'goods_order'), scope, ...withinDays(payments.createdAt, start, end)))
    .groupBy(paymentDay);
  const days = new Map<string, DaySales>();
  const dayOf = (day: string) => days.get(day) ?? days.set(day, { orders: 0, revenue: 0n, refunds: 0n }).get(day)!;
  for (const row of placed) dayOf(row.day).orders = row.count;
  for (const row of money) Object.assign(dayOf(row.day), { revenue: BigInt(row.revenue), refunds: BigInt(row.refunds) });
  return days;
}

/** Refund requests that wait for an operator: to approve or reject, or returned goods to confirm. */
export const refundWaitsForOperator = inArray(refunds.status, ['requested', 'in_transit']);

/** Of a select from `orders`: the order has a sub-order waiting to be shipped. */
export const orderWaitsForShipment = sql`exists (select 1 from ${subOrders} where ${subOrders.orderId} = ${orders.id} and ${subOrders.status} = 'pending_shipping')`;

/** What waits for an operator now, of the customers the admin may see: orders with a sub-order to ship, refund requests to handle. */
export async function ordersToHandle(db: DbOrTx, admin: AdminContext): Promise<{ toShip: number; refunds: number }> {
  const scope = await scopeCondition(db, admin);
  const [shipping] = await db
    .select({ count: sql<number>`count(distinct ${subOrders.orderId})::int` })
    .from(subOrders)
    .innerJoin(users, eq(users.id, subOrders.userId))
    .where(and(eq(subOrders.status, 'pending_shipping'), scope));
  const [refunding] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(refunds)
    .innerJoin(users, eq(users.id, refunds.userId))
    .where(and(refundWaitsForOperator, scope));
  return { toShip: shipping?.count ?? 0, refunds: refunding?.count ?? 0 };
}
