import { and, eq, inArray, sql } from 'drizzle-orm';
import { users } from '../../platform/tables/users.ts';
import { reportingOrders, reportingPayments, reportingRefunds, reportingSubOrders } from './tables.ts';
import type { AdminContext } from '../../platform/admin-auth.ts';
import { scopeCondition } from '../../platform/agent-scope.ts';
import { utcDay, withinDays } from '../../platform/day-range.ts';
import type { DbOrTx } from '../../platform/db.ts';
import { AWAITING_SHIPMENT, REFUND_STATES_TO_HANDLE } from '../orders/index.ts';

/** A day's goods sales: orders placed, money kept (paid in less paid back) and paid back (base minor units). */
export interface DaySales {
  orders: number;
  revenue: bigint;
  refunds: bigint;
}

/**
 * Goods sales per UTC day from `start` to `end` (`YYYY-MM-DD`, both included), of the customers
 * the admin may see; days without any are absent. Revenue and refunds come from the payments
 * (a shared order's sub-orders may be paid on different days, refunds come later), counted on
 * the day the money moved; revenue is net of the refunds, so a refunded order earns nothing.
 * Orders count on the day they were placed.
 */
export async function salesByDay(db: DbOrTx, admin: AdminContext, start: string, end: string): Promise<Map<string, DaySales>> {
  const scope = await scopeCondition(db, admin);
  const orderDay = utcDay(reportingOrders.createdAt);
  const placed = await db
    .select({ day: orderDay, count: sql<number>`count(*)::int` })
    .from(reportingOrders)
    .innerJoin(users, eq(users.id, reportingOrders.userId))
    .where(and(scope, ...withinDays(reportingOrders.createdAt, start, end)))
    .groupBy(orderDay);
  const paymentDay = utcDay(reportingPayments.createdAt);
  const money = await db
    .select({
      day: paymentDay,
      // Refund payments are written as negative amounts: the sum of both is what was kept.
      revenue: sql<string>`coalesce(sum(${reportingPayments.amount}) filter (where ${reportingPayments.status} in ('succeeded', 'refunded')), 0)::text`,
      refunds: sql<string>`coalesce(-sum(${reportingPayments.amount}) filter (where ${reportingPayments.status} = 'refunded'), 0)::text`,
    })
    .from(reportingPayments)
    // The buyer's agent decides who sees an order's money, whoever paid it (a shared order's friend).
    .innerJoin(users, eq(users.id, reportingPayments.buyerId))
    .where(and(eq(reportingPayments.biz, 'goods_order'), scope, ...withinDays(reportingPayments.createdAt, start, end)))
    .groupBy(paymentDay);
  const days = new Map<string, DaySales>();
  const dayOf = (day: string) => days.get(day) ?? days.set(day, { orders: 0, revenue: 0n, refunds: 0n }).get(day)!;
  for (const row of placed) dayOf(row.day).orders = row.count;
  for (const row of money) Object.assign(dayOf(row.day), { revenue: BigInt(row.revenue), refunds: BigInt(row.refunds) });
  return days;
}

/** What waits for an operator now, of the customers the admin may see: orders with a sub-order to ship, refund requests to handle. */
export async function ordersToHandle(db: DbOrTx, admin: AdminContext): Promise<{ toShip: number; refunds: number }> {
  const scope = await scopeCondition(db, admin);
  const [shipping] = await db
    .select({ count: sql<number>`count(distinct ${reportingSubOrders.orderId})::int` })
    .from(reportingSubOrders)
    .innerJoin(users, eq(users.id, reportingSubOrders.userId))
    .where(and(eq(reportingSubOrders.status, AWAITING_SHIPMENT), scope));
  const [refunding] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(reportingRefunds)
    .innerJoin(users, eq(users.id, reportingRefunds.userId))
    .where(and(inArray(reportingRefunds.status, REFUND_STATES_TO_HANDLE), scope));
  return { toShip: shipping?.count ?? 0, refunds: refunding?.count ?? 0 };
}
