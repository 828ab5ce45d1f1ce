import { and, eq, sql } from 'drizzle-orm';
import type { MoneyFlow } from '@roamcart/contracts';
import { users } from '../../platform/tables/users.ts';
import { orders } from '../orders/tables.ts';
import { channelPayments, paymentChannels, payments, withdrawals } from './tables.ts';
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
  const topUpDay = utcDay(channelPayments.paidAt);
  const toppedUp = await db
    .select({
      day: topUpDay,
      channel: channelPayments.channelId,
      title: paymentChannels.title,
      count: sql<number>`count(*)::int`,
      amount: sql<string>`sum(${channelPayments.amount})::text`,
      fee: sql<string>`sum(${channelPayments.fee})::text`,
    })
    .from(channelPayments)
    .innerJoin(users, eq(users.id, channelPayments.userId))
    .innerJoin(paymentChannels, eq(paymentChannels.id, channelPayments.channelId))
    .where(and(eq(channelPayments.biz, 'recharge'), eq(channelPayments.status, 'review_approved'), scope, ...withinDays(channelPayments.paidAt, start, end)))
    .groupBy(topUpDay, channelPayments.channelId, paymentChannels.title);
  const paidDay = utcDay(payments.createdAt);
  // A channel payment's channel; a payment from the wallet has none and counts under its method.
  const paidThrough = sql<string>`coalesce(${channelPayments.channelId}::text, ${payments.method})`;
  const paid = await db
    .select({ day: paidDay, channel: paidThrough, title: paymentChannels.title, count: sql<number>`count(*)::int`, amount: sql<string>`sum(${payments.amount})::text` })
    .from(payments)
    .innerJoin(orders, eq(orders.orderNo, payments.reference))
    .innerJoin(users, eq(users.id, orders.userId))
    .leftJoin(channelPayments, eq(channelPayments.payNo, payments.channelPayNo))
    .leftJoin(paymentChannels, eq(paymentChannels.id, channelPayments.channelId))
    .where(and(eq(payments.biz, 'goods_order'), eq(payments.status, 'succeeded'), scope, ...withinDays(payments.createdAt, start, end)))
    .groupBy(paidDay, paidThrough, paymentChannels.title);
  const payoutDay = utcDay(withdrawals.reviewedAt);
  const paidOut = await db
    .select({
      day: payoutDay,
      channel: withdrawals.channelId,
      title: paymentChannels.title,
      count: sql<number>`count(*)::int`,
      amount: sql<string>`sum(${withdrawals.amount})::text`,
      fee: sql<string>`sum(${withdrawals.fee})::text`,
    })
    .from(withdrawals)
    .innerJoin(users, eq(users.id, withdrawals.userId))
    .innerJoin(paymentChannels, eq(paymentChannels.id, withdrawals.channelId))
    .where(and(eq(withdrawals.status, 'withdrawal_success'), scope, ...withinDays(withdrawals.reviewedAt, start, end)))
    .groupBy(payoutDay, withdrawals.channelId, paymentChannels.title);
  return [
    ...toppedUp.map((row): FlowRow => ({ day: row.day, flow: 'recharge', channel: String(row.channel), title: row.title, count: row.count, amount: BigInt(row.amount), fee: BigInt(row.fee) })),
    ...paid.map((row): FlowRow => ({ day: row.day, flow: 'order_payment', channel: row.channel, title: row.title, count: row.count, amount: BigInt(row.amount), fee: 0n })),
    ...paidOut.map((row): FlowRow => ({ day: row.day, flow: 'withdrawal', channel: String(row.channel), title: row.title, count: row.count, amount: BigInt(row.amount), fee: BigInt(row.fee) })),
  ];
}
