import { and, desc, eq, ne, sql, type AnyColumn } from 'drizzle-orm';
import { addDays, daysOfRange, DASHBOARD_CHART_DAYS, DASHBOARD_TOP_GOODS, SHOP_TIME_ZONES, type DashboardCharts } from '@roamcart/contracts';
import { users } from '../../platform/tables/users.ts';
import { reportingOrderLines, reportingOrders, reportingPayments } from './tables.ts';
import type { AdminContext } from '../../platform/admin-auth.ts';
import { scopeCondition } from '../../platform/agent-scope.ts';
import { localized } from '../../platform/localized.ts';
import type { Reader } from '../../platform/reader.ts';
import type { AppDeps } from '../../platform/types.ts';

/** The shop's time zone (parameter `shop_time_zone`); UTC while it names none the shop may use. */
async function shopTimeZone(deps: AppDeps): Promise<string> {
  const zone = await deps.ref.parameter('shop_time_zone', 'UTC');
  return SHOP_TIME_ZONES.includes(zone) ? zone : 'UTC';
}

/** The calendar day (`YYYY-MM-DD`) it is at `now` in `timeZone`. */
function dayIn(timeZone: string, now: Date): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
}

/** A timestamp's day in `timeZone`, as `YYYY-MM-DD`. */
const zonedDay = (column: AnyColumn, timeZone: string) => sql<string>`to_char(${column} at time zone ${timeZone}, 'YYYY-MM-DD')`;

/** From the start of `day` in `timeZone` on. */
const fromDayIn = (column: AnyColumn, day: string, timeZone: string) => sql`${column} >= (${day}::date)::timestamp at time zone ${timeZone}`;

/**
 * The dashboard's charts, within the customers the admin may see: orders placed and revenue kept
 * per day of the last DASHBOARD_CHART_DAYS days in the shop's time zone (revenue counted as the
 * sales report does: goods-order payments less their refunds, on the day the money moved), and the
 * goods sold most over those days by quantity (paid sub-orders not cancelled).
 */
export async function dashboardCharts(deps: AppDeps, admin: AdminContext, reader: Reader, now = new Date()): Promise<DashboardCharts> {
  const timeZone = await shopTimeZone(deps);
  const end = dayIn(timeZone, now);
  const start = addDays(end, 1 - DASHBOARD_CHART_DAYS);
  const scope = await scopeCondition(deps.db, admin);
  // Grouped by the select's first column: the day's expression carries the zone as a parameter, which GROUP BY cannot match.
  const byDay = sql`1`;

  const placed = await deps.db
    .select({ day: zonedDay(reportingOrders.createdAt, timeZone), count: sql<number>`count(*)::int` })
    .from(reportingOrders)
    .innerJoin(users, eq(users.id, reportingOrders.userId))
    .where(and(scope, fromDayIn(reportingOrders.createdAt, start, timeZone)))
    .groupBy(byDay);
  const kept = await deps.db
    .select({
      day: zonedDay(reportingPayments.createdAt, timeZone),
      // Refund payments are written as negative amounts: the sum of both is what was kept.
      revenue: sql<string>`coalesce(sum(${reportingPayments.amount}) filter (where ${reportingPayments.status} in ('succeeded', 'refunded')), 0)::text`,
    })
    .from(reportingPayments)
    .innerJoin(users, eq(users.id, reportingPayments.buyerId))
    .where(and(eq(reportingPayments.biz, 'goods_order'), scope, fromDayIn(reportingPayments.createdAt, start, timeZone)))
    .groupBy(byDay);
  const top = await deps.db
    .select({
      goodsId: reportingOrderLines.productId,
      // The newest line's name: the goods' name as it was last sold.
      name: sql<Record<string, string>>`(array_agg(${reportingOrderLines.name} order by ${reportingOrderLines.id} desc))[1]`,
      quantity: sql<number>`sum(${reportingOrderLines.qty})::int`,
      amount: sql<string>`sum(${reportingOrderLines.paid})::text`,
    })
    .from(reportingOrderLines)
    .innerJoin(users, eq(users.id, reportingOrderLines.userId))
    .where(and(scope, ne(reportingOrderLines.status, 'cancelled'), fromDayIn(reportingOrderLines.paidAt, start, timeZone)))
    .groupBy(reportingOrderLines.productId)
    .orderBy(desc(sql`sum(${reportingOrderLines.qty})`), reportingOrderLines.productId)
    .limit(DASHBOARD_TOP_GOODS);

  const orders = new Map(placed.map((row) => [row.day, row.count]));
  const revenue = new Map(kept.map((row) => [row.day, BigInt(row.revenue)]));
  return {
    time_zone: timeZone,
    currency: reader.price.seen.currency,
    days: daysOfRange(start, end).map((date) => ({ date, orders: orders.get(date) ?? 0, revenue: reader.price.out(revenue.get(date) ?? 0n) })),
    top_goods: top.map((row) => ({ goods_id: row.goodsId, name: localized(row.name, reader.lang, reader.fallback), quantity: row.quantity, amount: reader.price.out(BigInt(row.amount)) })),
  };
}
