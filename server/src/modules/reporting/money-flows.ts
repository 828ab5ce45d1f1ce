import { and, eq, sql } from 'drizzle-orm';
import type { MoneyFlow } from '@roamcart/contracts';
import { users } from '../../platform/tables/users.ts';
import { reportingChannelPayments, reportingPayments, reportingWithdrawals } from './tables.ts';
import type { LocalizedText } from '../../platform/tables/columns.ts';
import type { AdminContext } from '../../platform/admin-auth.ts';
import { scopeCondition } from '../../platform/agent-scope.ts';
import { utcDay, withinDays } from '../../platform/day-range.ts';
import type { DbOrTx } from '../../platform/db.ts';

/** One day's money of one flow through one channel (base minor units). */
export interface FlowRow {
  day: string;
  flow: MoneyFlow;
  /** A channel id, or the payment method (`wallet`) for payments made without a channel. */
  channel: string;
  /** The channel's title; null for a payment method, which the back office names itself. */
  title: LocalizedText | null;
  count: number;
  amount: bigint;
  fee: bigint;
}

/**
 * Money in and out per UTC day and channel from `start` to `end` (both included), of the customers
 * the admin may see: top-ups on the day they were paid (or approved), goods order payments on the
 * day paid, through their channel or from the wallet (the buyer's agent decides who sees an order's
 * money, as in the sales report), and withdrawals on the day they were paid out.
 */
export async function moneyFlowsByDay(db: DbOrTx, admin: AdminContext, start: string, end: string): Promise<FlowRow[]> {
  const scope = await scopeCondition(db, admin);
  const topUpDay = utcDay(reportingChannelPayments.paidAt);
  const toppedUp = await db
    .select({
      day: topUpDay,
      channel: reportingChannelPayments.channelId,
      title: reportingChannelPayments.channelTitle,
      count: sql<number>`count(*)::int`,
      amount: sql<string>`sum(${reportingChannelPayments.amount})::text`,
      fee: sql<string>`sum(${reportingChannelPayments.fee})::text`,
    })
    .from(reportingChannelPayments)
    .innerJoin(users, eq(users.id, reportingChannelPayments.userId))
    .where(and(eq(reportingChannelPayments.biz, 'recharge'), eq(reportingChannelPayments.status, 'review_approved'), scope, ...withinDays(reportingChannelPayments.paidAt, start, end)))
    .groupBy(topUpDay, reportingChannelPayments.channelId, reportingChannelPayments.channelTitle);
  const paidDay = utcDay(reportingPayments.createdAt);
  // A channel payment's channel; a payment from the wallet has none and counts under its method.
  const paidThrough = sql<string>`coalesce(${reportingPayments.channelId}::text, ${reportingPayments.method})`;
  const paid = await db
    .select({ day: paidDay, channel: paidThrough, title: reportingPayments.channelTitle, count: sql<number>`count(*)::int`, amount: sql<string>`sum(${reportingPayments.amount})::text` })
    .from(reportingPayments)
    .innerJoin(users, eq(users.id, reportingPayments.buyerId))
    .where(and(eq(reportingPayments.biz, 'goods_order'), eq(reportingPayments.status, 'succeeded'), scope, ...withinDays(reportingPayments.createdAt, start, end)))
    .groupBy(paidDay, paidThrough, reportingPayments.channelTitle);
  const payoutDay = utcDay(reportingWithdrawals.reviewedAt);
  const paidOut = await db
    .select({
      day: payoutDay,
      channel: reportingWithdrawals.channelId,
      title: reportingWithdrawals.channelTitle,
      count: sql<number>`count(*)::int`,
      amount: sql<string>`sum(${reportingWithdrawals.amount})::text`,
      fee: sql<string>`sum(${reportingWithdrawals.fee})::text`,
    })
    .from(reportingWithdrawals)
    .innerJoin(users, eq(users.id, reportingWithdrawals.userId))
    .where(and(eq(reportingWithdrawals.status, 'withdrawal_success'), scope, ...withinDays(reportingWithdrawals.reviewedAt, start, end)))
    .groupBy(payoutDay, reportingWithdrawals.channelId, reportingWithdrawals.channelTitle);
  return [
    ...toppedUp.map((row): FlowRow => ({ day: row.day, flow: 'recharge', channel: String(row.channel), title: row.title, count: row.count, amount: BigInt(row.amount), fee: BigInt(row.fee) })),
    ...paid.map((row): FlowRow => ({ day: row.day, flow: 'order_payment', channel: row.channel, title: row.title, count: row.count, amount: BigInt(row.amount), fee: 0n })),
    ...paidOut.map((row): FlowRow => ({ day: row.day, flow: 'withdrawal', channel: String(row.channel), title: row.title, count: row.count, amount: BigInt(row.amount), fee: BigInt(row.fee) })),
  ];
}
