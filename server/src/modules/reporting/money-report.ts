import { daysOfRange, toCsv, MONEY_FLOWS, translateMessage, type FlowFigures, type MoneyChannelFigures, type MoneyFlow, type MoneyReport, type ReportSummaryQuery } from '@roamcart/contracts';
import type { AdminContext } from '../../platform/admin-auth.ts';
import { localized } from '../../platform/localized.ts';
import type { Reader } from '../../platform/reader.ts';
import type { AppDeps } from '../../platform/types.ts';
import { moneyFlowsByDay, type FlowRow } from './money-flows.ts';

interface Sum {
  count: number;
  amount: bigint;
  fee: bigint;
}

const zero = (): Sum => ({ count: 0, amount: 0n, fee: 0n });
const noFlows = () => Object.fromEntries(MONEY_FLOWS.map((flow) => [flow, zero()])) as Record<MoneyFlow, Sum>;

function add(sum: Sum, row: Sum): void {
  sum.count += row.count;
  sum.amount += row.amount;
  sum.fee += row.fee;
}

function out(sum: Sum, reader: Reader) {
  return { count: sum.count, amount: reader.price.out(sum.amount), fee: reader.price.out(sum.fee) };
}

function flowsOut(flows: Record<MoneyFlow, Sum>, reader: Reader): FlowFigures {
  return Object.fromEntries(MONEY_FLOWS.map((flow) => [flow, out(flows[flow], reader)])) as FlowFigures;
}

/** A channel's name in the reader's language; payments from the balance are "wallet balance". */
function channelTitle(row: FlowRow, reader: Reader): string {
  return row.title ? localized(row.title, reader.lang, reader.fallback) : translateMessage(reader.lang, `report.channel_${row.channel}`);
}

/**
 * Top-ups, order payments and withdrawals of the customers the admin may see, for every day of the range
 * (zeros on quiet days) and per channel over the range; sums in minor units before display.
 */
export async function moneyReport(deps: AppDeps, admin: AdminContext, query: ReportSummaryQuery, reader: Reader): Promise<MoneyReport> {
  const rows = await moneyFlowsByDay(deps.db, admin, query.start, query.end);
  const byDay = new Map<string, Record<MoneyFlow, Sum>>();
  const byChannel = new Map<string, { flow: MoneyFlow; channel: string; title: string; sum: Sum }>();
  const totals = noFlows();
  for (const row of rows) {
    const day = byDay.get(row.day) ?? byDay.set(row.day, noFlows()).get(row.day)!;
    add(day[row.flow], row);
    add(totals[row.flow], row);
    const key = `${row.flow}:${row.channel}`;
    const channel = byChannel.get(key) ?? byChannel.set(key, { flow: row.flow, channel: row.channel, title: channelTitle(row, reader), sum: zero() }).get(key)!;
    add(channel.sum, row);
  }
  const channels = [...byChannel.values()].map(({ sum, ...channel }): MoneyChannelFigures => ({ ...channel, ...out(sum, reader) }));
  return {
    start: query.start,
    end: query.end,
    currency: reader.price.seen.currency,
    days: daysOfRange(query.start, query.end).map((date) => ({ date, ...flowsOut(byDay.get(date) ?? noFlows(), reader) })),
    channels: channels.sort((a, b) => a.flow.localeCompare(b.flow) || a.title.localeCompare(b.title)),
    totals: flowsOut(totals, reader),
  };
}

/** The report as CSV in the reader's language: one row per day, flow and channel that moved money. */
export async function exportMoneyReport(deps: AppDeps, admin: AdminContext, query: ReportSummaryQuery, reader: Reader): Promise<{ filename: string; csv: string }> {
  const rows = (await moneyFlowsByDay(deps.db, admin, query.start, query.end)).sort((a, b) => a.day.localeCompare(b.day) || a.flow.localeCompare(b.flow) || a.channel.localeCompare(b.channel));
  const currency = reader.price.seen.currency;
  const csv = toCsv(
    translateMessage(reader.lang, 'report.csv_header').split(','),
    rows.map((row) => [row.day, translateMessage(reader.lang, `report.flow_${row.flow}`), channelTitle(row, reader), row.count, reader.price.out(row.amount), reader.price.out(row.fee), currency]),
  );
  return { filename: `money-${query.start}-${query.end}.csv`, csv };
}
