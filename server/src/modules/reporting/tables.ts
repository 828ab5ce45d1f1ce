import { sql } from 'drizzle-orm';
import { bigint, index, integer, jsonb, pgTable, pgView, serial, timestamp, varchar } from 'drizzle-orm/pg-core';
import type { LocalizedText } from '../../platform/tables/columns.ts';
import { users } from '../../platform/tables/users.ts';

/*
 * The read side across modules: reports and the ledger check read other modules' rows only
 * through these views. Their SQL is the one place that names other modules' tables and joins
 * the data of several modules; each view keeps a row per row of the table it reads (every join
 * is on a unique key), so counts and sums over it are those of the table. The customer's agent
 * scope stays a condition on the kernel `users` table, joined by the query.
 */

/** Goods orders (orders module): who placed each and when. */
export const reportingOrders = pgView('reporting_orders', {
  id: integer().notNull(),
  userId: integer().notNull(),
  createdAt: timestamp({ withTimezone: true }).notNull(),
}).as(sql`select id, user_id, created_at from orders`);

/** Sub-orders (orders module) with their state: what waits to be shipped. */
export const reportingSubOrders = pgView('reporting_sub_orders', {
  orderId: integer().notNull(),
  userId: integer().notNull(),
  status: varchar({ length: 24 }).notNull(),
}).as(sql`select order_id, user_id, status from sub_orders`);

/** Bought lines (orders module) with their sub-order's buyer, state and payment time: the goods sold most. */
export const reportingOrderLines = pgView('reporting_order_lines', {
  id: integer().notNull(),
  productId: integer().notNull(),
  name: jsonb().$type<LocalizedText>().notNull(),
  qty: integer().notNull(),
  /** What the line was paid: its amount less its share of the discount (base minor units). */
  paid: bigint({ mode: 'bigint' }).notNull(),
  userId: integer().notNull(),
  status: varchar({ length: 24 }).notNull(),
  paidAt: timestamp({ withTimezone: true }),
}).as(sql`select l.id, l.product_id, l.name, l.qty, l.amount - l.discount as paid, so.user_id, so.status, so.paid_at
from order_lines l
join sub_orders so on so.id = l.sub_order_id`);

/** Refund requests (orders module) with their state: what waits for an operator. */
export const reportingRefunds = pgView('reporting_refunds', {
  userId: integer().notNull(),
  status: varchar({ length: 16 }).notNull(),
}).as(sql`select user_id, status from refunds`);

/**
 * Every payment (payments module); a goods order's with the order's buyer (orders module), whose
 * agent decides who sees the money, and one through a channel with the channel and its title.
 */
export const reportingPayments = pgView('reporting_payments', {
  id: integer().notNull(),
  userId: integer(),
  biz: varchar({ length: 24 }).notNull(),
  reference: varchar({ length: 64 }).notNull(),
  method: varchar({ length: 16 }).notNull(),
  amount: bigint({ mode: 'bigint' }).notNull(),
  status: varchar({ length: 16 }).notNull(),
  channelPayNo: varchar({ length: 32 }),
  createdAt: timestamp({ withTimezone: true }).notNull(),
  buyerId: integer(),
  channelId: integer(),
  channelTitle: jsonb().$type<LocalizedText>(),
}).as(sql`select p.id, p.user_id, p.biz, p.reference, p.method, p.amount, p.status, p.channel_pay_no, p.created_at,
  o.user_id as buyer_id, cp.channel_id, pc.title as channel_title
from payments p
left join orders o on p.biz = 'goods_order' and o.order_no = p.reference
left join channel_payments cp on cp.pay_no = p.channel_pay_no
left join payment_channels pc on pc.id = cp.channel_id`);

/** Every channel payment (payments module), with its channel's title. */
export const reportingChannelPayments = pgView('reporting_channel_payments', {
  id: integer().notNull(),
  userId: integer(),
  payNo: varchar({ length: 32 }).notNull(),
  biz: varchar({ length: 24 }).notNull(),
  status: varchar({ length: 24 }).notNull(),
  channelId: integer().notNull(),
  channelTitle: jsonb().$type<LocalizedText>().notNull(),
  amount: bigint({ mode: 'bigint' }).notNull(),
  fee: bigint({ mode: 'bigint' }).notNull(),
  received: bigint({ mode: 'bigint' }).notNull(),
  settlement: varchar({ length: 24 }).notNull(),
  paidAt: timestamp({ withTimezone: true }),
}).as(sql`select cp.id, cp.user_id, cp.pay_no, cp.biz, cp.status, cp.channel_id, pc.title as channel_title, cp.amount, cp.fee, cp.received, cp.settlement, cp.paid_at
from channel_payments cp
join payment_channels pc on pc.id = cp.channel_id`);

/** Every withdrawal (payments module), with its channel's title. */
export const reportingWithdrawals = pgView('reporting_withdrawals', {
  id: integer().notNull(),
  userId: integer().notNull(),
  orderNo: varchar({ length: 32 }).notNull(),
  status: varchar({ length: 32 }).notNull(),
  channelId: integer().notNull(),
  channelTitle: jsonb().$type<LocalizedText>().notNull(),
  amount: bigint({ mode: 'bigint' }).notNull(),
  fee: bigint({ mode: 'bigint' }).notNull(),
  reviewedAt: timestamp({ withTimezone: true }),
}).as(sql`select w.id, w.user_id, w.order_no, w.status, w.channel_id, pc.title as channel_title, w.amount, w.fee, w.reviewed_at
from withdrawals w
join payment_channels pc on pc.id = w.channel_id`);

/** The wallet's balance ledger (wallet module), line by line. */
export const reportingBalanceLedger = pgView('reporting_balance_ledger', {
  id: integer().notNull(),
  userId: integer().notNull(),
  type: varchar({ length: 32 }).notNull(),
  reference: varchar({ length: 64 }),
  before: bigint({ mode: 'bigint' }).notNull(),
  after: bigint({ mode: 'bigint' }).notNull(),
  amount: bigint({ mode: 'bigint' }).notNull(),
  paymentId: integer(),
}).as(sql`select id, user_id, type, reference, before, after, amount, payment_id from balance_ledger`);

/** The points ledger (wallet module), line by line. */
export const reportingPointsLedger = pgView('reporting_points_ledger', {
  id: integer().notNull(),
  userId: integer().notNull(),
  type: varchar({ length: 32 }).notNull(),
  reference: varchar({ length: 64 }),
  before: bigint({ mode: 'number' }).notNull(),
  after: bigint({ mode: 'number' }).notNull(),
  amount: bigint({ mode: 'number' }).notNull(),
}).as(sql`select id, user_id, type, reference, before, after, amount from points_ledger`);

/** One reconciliation of every ledger (the daily job, `npm run ledger:check`, or an operator). */
export const ledgerCheckRuns = pgTable('ledger_check_runs', {
  id: serial().primaryKey(),
  /** job | cli | admin */
  trigger: varchar({ length: 8 }).notNull(),
  /** The admin who asked for it, when one did. */
  adminId: integer(),
  startedAt: timestamp({ withTimezone: true }).notNull(),
  finishedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  usersChecked: integer().notNull(),
  paymentsChecked: integer().notNull(),
  withdrawalsChecked: integer().notNull().default(0),
  issues: integer().notNull(),
});

/** A mismatch a run found; the newest run's are what the back office shows. */
export const ledgerIssues = pgTable(
  'ledger_issues',
  {
    id: serial().primaryKey(),
    runId: integer()
      .notNull()
      .references(() => ledgerCheckRuns.id, { onDelete: 'cascade' }),
    kind: varchar({ length: 32 }).notNull(),
    /** balance | points | payment | withdrawal */
    account: varchar({ length: 16 }).notNull(),
    userId: integer().references(() => users.id),
    /** The ledger line or the payment concerned. */
    recordId: integer(),
    reference: varchar({ length: 64 }),
    /** Minor units (balance, payments) or points, as text: what should be and what is. */
    expected: varchar({ length: 40 }).notNull(),
    actual: varchar({ length: 40 }).notNull(),
  },
  (t) => [index().on(t.runId, t.id)],
);
