import { daysBetween } from '../calendar-days.ts';
import { dateField, z } from '../validation.ts';

/** The longest range one report covers, in days: a year, leap day included. */
export const REPORT_DAYS_MAX = 366;

/** GET /reports/summary: whole UTC days `start`..`end`, both included, at most REPORT_DAYS_MAX of them. */
export const reportSummaryQuery = z.object({ start: dateField, end: dateField }).superRefine((query, ctx) => {
  if (query.end < query.start) {
    ctx.addIssue({ code: 'custom', path: ['end'], message: 'validation.date_order' });
    return;
  }
  const days = daysBetween(query.start, query.end) + 1;
  if (days > REPORT_DAYS_MAX) ctx.addIssue({ code: 'custom', path: ['end'], message: 'validation.report_days', max: REPORT_DAYS_MAX });
});
export type ReportSummaryQuery = z.infer<typeof reportSummaryQuery>;

/**
 * Goods sales of a day or a range, in the base currency: orders placed, what was kept (`revenue`:
 * payments less refunds, on the days the money moved) and what went back (`refunds`).
 */
export const salesFigures = z.object({
  orders: z.number().int(),
  revenue: z.string(),
  refunds: z.string(),
});
export type SalesFigures = z.infer<typeof salesFigures>;

/** Customers who signed up (and have not deleted their account since). */
export const userFigures = z.object({ new_users: z.number().int() });
export type UserFigures = z.infer<typeof userFigures>;

/**
 * One figure group per business (API.md: sales, recharges, withdrawals, bookings; user growth):
 * each comes as a group of its own, so the money and travel issues add theirs beside these.
 */
const reportFigures = z.object({ sales: salesFigures, users: userFigures });

export const reportDay = reportFigures.extend({ date: z.string() });
export type ReportDay = z.infer<typeof reportDay>;

/** Every day of the range, in order, days without anything included with zeros; amounts in `currency`, the base one. */
export const reportSummary = z.object({
  start: z.string(),
  end: z.string(),
  currency: z.string(),
  days: z.array(reportDay),
  totals: reportFigures,
});
export type ReportSummary = z.infer<typeof reportSummary>;

/**
 * Money flows of the money report, each per day and per channel: top-ups (counted on the day
 * paid), order payments (on the day paid, by how they were paid) and withdrawals (on the day paid out).
 */
export const MONEY_FLOWS = ['recharge', 'order_payment', 'withdrawal'] as const;
export type MoneyFlow = (typeof MONEY_FLOWS)[number];

/** How many, how much and the fees taken on them; amounts in the base currency. */
export const moneyFigures = z.object({ count: z.number().int(), amount: z.string(), fee: z.string() });
export type MoneyFigures = z.infer<typeof moneyFigures>;

const flowFigures = z.object(Object.fromEntries(MONEY_FLOWS.map((flow) => [flow, moneyFigures])) as Record<MoneyFlow, typeof moneyFigures>);
export type FlowFigures = z.infer<typeof flowFigures>;

/** One flow through one channel over the range: `channel` is a channel id, or `wallet` for payments from the balance. */
export const moneyChannelFigures = moneyFigures.extend({ flow: z.enum(MONEY_FLOWS), channel: z.string(), title: z.string() });
export type MoneyChannelFigures = z.infer<typeof moneyChannelFigures>;

/** GET /reports/money: every day of the range with each flow (zeros included), each flow per channel, and the totals. */
export const moneyReport = z.object({
  start: z.string(),
  end: z.string(),
  currency: z.string(),
  days: z.array(flowFigures.extend({ date: z.string() })),
  channels: z.array(moneyChannelFigures),
  totals: flowFigures,
});
export type MoneyReport = z.infer<typeof moneyReport>;
export type MoneyReportDay = MoneyReport['days'][number];

/** GET /reports/money/export: one CSV row per day, flow and channel that moved money. */
export const moneyReportExport = z.object({ filename: z.string(), csv: z.string() });

/** GET /reports/summary/export: the summary's rows as CSV (money as text with the currency's decimals). */
export const reportSummaryExport = z.object({ filename: z.string(), csv: z.string() });
