import { daysOfRange, toCsv, translateMessage, type ReportDay, type ReportSummary, type ReportSummaryQuery, type SalesFigures } from '@roamcart/contracts';
import type { AdminContext } from '../../platform/admin-auth.ts';
import type { Reader } from '../../platform/reader.ts';
import type { AppDeps } from '../../platform/types.ts';
import { newUsersByDay } from '../identity/index.ts';
import { salesByDay, type DaySales } from './sales-figures.ts';

const NO_SALES: DaySales = { orders: 0, revenue: 0n, refunds: 0n };

function salesOut(sales: DaySales, reader: Reader): SalesFigures {
  return { orders: sales.orders, revenue: reader.price.out(sales.revenue), refunds: reader.price.out(sales.refunds) };
}

/**
 * Every day of the range with its figures, within the customers the admin may see; a day
 * without any shows zeros. Totals are summed in minor units, before any rounding for display.
 */
export async function reportSummary(deps: AppDeps, admin: AdminContext, query: ReportSummaryQuery, reader: Reader): Promise<ReportSummary> {
  const sales = await salesByDay(deps.db, admin, query.start, query.end);
  const newUsers = await newUsersByDay(deps, admin, query.start, query.end);
  const total = { ...NO_SALES };
  let totalNewUsers = 0;
  const days = daysOfRange(query.start, query.end).map((date): ReportDay => {
    const day = sales.get(date) ?? NO_SALES;
    const joined = newUsers.get(date) ?? 0;
    total.orders += day.orders;
    total.revenue += day.revenue;
    total.refunds += day.refunds;
    totalNewUsers += joined;
    return { date, sales: salesOut(day, reader), users: { new_users: joined } };
  });
  return {
    start: query.start,
    end: query.end,
    currency: reader.price.seen.currency,
    days,
    totals: { sales: salesOut(total, reader), users: { new_users: totalNewUsers } },
  };
}

/** The report as CSV in the reader's language: the days it shows, then their totals; money as text with the currency's decimals. */
export async function exportReportSummary(deps: AppDeps, admin: AdminContext, query: ReportSummaryQuery, reader: Reader): Promise<{ filename: string; csv: string }> {
  const report = await reportSummary(deps, admin, query, reader);
  const row = (label: string, figures: { sales: SalesFigures; users: { new_users: number } }) => [
    label,
    figures.sales.orders,
    figures.sales.revenue,
    figures.sales.refunds,
    figures.users.new_users,
    report.currency,
  ];
  const csv = toCsv(translateMessage(reader.lang, 'report.sales_csv_header').split(','), [
    ...report.days.map((day) => row(day.date, day)),
    row(translateMessage(reader.lang, 'report.total'), report.totals),
  ]);
  return { filename: `sales-${query.start}-${query.end}.csv`, csv };
}
