import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { admins } from '../../platform/tables/admin.ts';
import { type LocalizedText, timestamps } from '../../platform/tables/columns.ts';
import { users } from '../../platform/tables/users.ts';

/**
 * Every payment, whatever it pays for (`biz`: goods_order, recharge; hotel and ticket orders
 * later) and however (`method`: wallet, or channel with the channel payment's number in
 * `channel_pay_no`). Base minor units, with the currency and rate the payer saw.
 */
export const payments = pgTable(
  'payments',
  {
    id: serial().primaryKey(),
    /** Who paid; null for a guest paying a shared order through a channel. */
    userId: integer().references(() => users.id),
    biz: varchar({ length: 24 }).notNull(),
    /** What was paid: an order number. */
    reference: varchar({ length: 64 }).notNull(),
    method: varchar({ length: 16 }).notNull(),
    amount: bigint({ mode: 'bigint' }).notNull(),
    currency: varchar({ length: 10 }).notNull(),
    rate: varchar({ length: 32 }).notNull(),
    status: varchar({ length: 16 }).notNull(),
    channelPayNo: varchar({ length: 32 }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  // The sales report sums a business's payments by day.
  (t) => [index().on(t.biz, t.reference), index().on(t.userId, t.id), index().on(t.biz, t.createdAt)],
);

/**
 * Money through a channel, for a top-up (`biz` recharge) or an order (goods_order): an online
 * checkout on a gateway, or an offline transfer proven by a voucher and reviewed. The statuses of
 * SPEC §4 (pending_payment, pending_review, review_approved, review_failed, payment_failed,
 * cancelled_payment), moved only by the payments state machine. Base minor units, with what the
 * payer saw and what the gateway charged in its own currency.
 */
export const channelPayments = pgTable(
  'channel_payments',
  {
    id: serial().primaryKey(),
    /** Our reference, given to the gateway: a top-up's order number. */
    payNo: varchar({ length: 32 }).notNull().unique(),
    biz: varchar({ length: 24 }).notNull(),
    /** What is paid: the top-up's own number, or an order number. */
    reference: varchar({ length: 64 }).notNull(),
    /** The sub-orders a payment of part of an order covers; empty for all that was unpaid. */
    subOrderNos: jsonb().$type<string[]>().notNull().default([]),
    /** The payer; null for a guest paying a shared order. */
    userId: integer().references(() => users.id),
    channelId: integer()
      .notNull()
      .references(() => paymentChannels.id),
    kind: varchar({ length: 16 }).notNull(),
    gateway: varchar({ length: 24 }).notNull().default(''),
    amount: bigint({ mode: 'bigint' }).notNull(),
    fee: bigint({ mode: 'bigint' }).notNull().default(sql`0`),
    /** What the payer gets: the amount less the fee (credited by a top-up). */
    received: bigint({ mode: 'bigint' }).notNull(),
    /** What the gateway charges, in minor units of the channel's currency. */
    gatewayAmount: bigint({ mode: 'bigint' }).notNull(),
    gatewayCurrency: varchar({ length: 10 }).notNull(),
    currency: varchar({ length: 10 }).notNull(),
    rate: varchar({ length: 32 }).notNull(),
    status: varchar({ length: 24 }).notNull(),
    /** The gateway's checkout (session) id and its page, opened once the payment is recorded. */
    checkoutId: varchar({ length: 255 }),
    payUrl: varchar({ length: 1000 }),
    /** The gateway's or the bank's transaction number. */
    thirdPartyNo: varchar({ length: 255 }).notNull().default(''),
    voucherUrl: varchar({ length: 500 }).notNull().default(''),
    /** An online checkout not paid by then is given up (cancelled payment). */
    expiresAt: timestamp({ withTimezone: true }),
    reviewRemark: varchar({ length: 255 }).notNull().default(''),
    reviewedBy: integer().references(() => admins.id),
    reviewedAt: timestamp({ withTimezone: true }),
    paidAt: timestamp({ withTimezone: true }),
    /** A confirmed payment that found nothing left to pay went to the payer's wallet (or awaits a refund for a guest). */
    settlement: varchar({ length: 24 }).notNull().default(''),
    ...timestamps,
  },
  (t) => [
    index().on(t.biz, t.reference),
    index().on(t.userId, t.biz, t.id),
    index().on(t.status, t.biz, t.id),
    index().on(t.channelId),
    uniqueIndex().on(t.gateway, t.checkoutId),
    check('channel_payments_amounts', sql`${t.amount} > 0 and ${t.fee} >= 0 and ${t.received} = ${t.amount} - ${t.fee}`),
  ],
);

/**
 * A gateway's server-to-server notice still to deliver (the sandbox gateway sends its own), with
 * its signed body; retried with backoff by a job until acknowledged.
 */
export const gatewayCallbacks = pgTable(
  'gateway_callbacks',
  {
    id: serial().primaryKey(),
    gateway: varchar({ length: 24 }).notNull(),
    url: varchar({ length: 500 }).notNull(),
    body: text().notNull(),
    attempts: integer().notNull().default(0),
    nextAttemptAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    deliveredAt: timestamp({ withTimezone: true }),
    lastError: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index().on(t.deliveredAt, t.nextAttemptAt)],
);

/**
 * The built-in sandbox gateway's own checkouts: what it shows on its hosted page and what it
 * answers when asked, as a real gateway keeps them on its side. Minor units of `currency`.
 */
export const sandboxCheckouts = pgTable('sandbox_checkouts', {
  id: varchar({ length: 64 }).primaryKey(),
  reference: varchar({ length: 64 }).notNull(),
  amount: bigint({ mode: 'bigint' }).notNull(),
  currency: varchar({ length: 10 }).notNull(),
  description: varchar({ length: 255 }).notNull(),
  returnUrl: varchar({ length: 500 }).notNull(),
  cancelUrl: varchar({ length: 500 }).notNull(),
  /** open, paid, failed, cancelled */
  status: varchar({ length: 16 }).notNull().default('open'),
  transactionId: varchar({ length: 64 }).notNull().default(''),
  expiresAt: timestamp({ withTimezone: true }).notNull(),
  /** Paid with the test card whose refunds the sandbox declines (SANDBOX_CARDS.refundDeclined). */
  refundDeclined: boolean().notNull().default(false),
  ...timestamps,
});

/**
 * The sandbox gateway's own refunds of its checkouts, one per idempotency key (a repeated call
 * answers the same refund); decided when asked, confirmed by a signed notice afterwards.
 * Minor units of `currency`.
 */
export const sandboxRefunds = pgTable('sandbox_refunds', {
  id: varchar({ length: 64 }).primaryKey(),
  idempotencyKey: varchar({ length: 64 }).notNull().unique(),
  checkoutId: varchar({ length: 64 })
    .notNull()
    .references(() => sandboxCheckouts.id),
  /** The shop's reference for the refund. */
  reference: varchar({ length: 64 }).notNull(),
  amount: bigint({ mode: 'bigint' }).notNull(),
  currency: varchar({ length: 10 }).notNull(),
  /** succeeded, failed */
  status: varchar({ length: 16 }).notNull(),
  failureReason: varchar({ length: 255 }).notNull().default(''),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

/**
 * Money given back through the gateway of the online channel payment that brought it in: pending
 * until the gateway says it succeeded or failed (channel-refund-states.ts). `refund_no` is our
 * reference and the gateway call's idempotency key, so a retried call never refunds twice;
 * `next_attempt_at` is when a call that got no answer is tried again (null once answered).
 * `biz` and `subject` name what the refund is of (goods_order, a refund request's id). Base minor
 * units, and what the gateway gives back in its own currency.
 */
export const channelRefunds = pgTable(
  'channel_refunds',
  {
    id: serial().primaryKey(),
    refundNo: varchar({ length: 32 }).notNull().unique(),
    channelPaymentId: integer()
      .notNull()
      .references(() => channelPayments.id),
    biz: varchar({ length: 24 }).notNull(),
    subject: varchar({ length: 64 }).notNull(),
    gateway: varchar({ length: 24 }).notNull(),
    amount: bigint({ mode: 'bigint' }).notNull(),
    gatewayAmount: bigint({ mode: 'bigint' }).notNull(),
    gatewayCurrency: varchar({ length: 10 }).notNull(),
    status: varchar({ length: 16 }).notNull(),
    gatewayRefundId: varchar({ length: 255 }).notNull().default(''),
    failureReason: varchar({ length: 255 }).notNull().default(''),
    /** The admin who sent the money back. */
    adminId: integer()
      .notNull()
      .references(() => admins.id),
    attempts: integer().notNull().default(0),
    nextAttemptAt: timestamp({ withTimezone: true }),
    lastError: text(),
    ...timestamps,
  },
  (t) => [
    uniqueIndex().on(t.biz, t.subject),
    index().on(t.channelPaymentId),
    index().on(t.status, t.nextAttemptAt),
    check('channel_refunds_amounts', sql`${t.amount} > 0 and ${t.gatewayAmount} > 0`),
  ],
);

/** What a payer of an offline channel is shown: where to send the money. */
export interface ChannelAccountInfo {
  bank: string;
  account_name: string;
  account_number: string;
  /** An uploaded image URL, or ''. */
  qr_image: string;
}

/**
 * A way money comes in or goes out. `kind` online goes through the gateway adapter named by
 * `gateway`; offline shows `account_info` and waits for a voucher and a review. `uses` says where
 * it is offered (recharge, withdrawal, pay). Limits are base minor units (0: no maximum), the fee
 * rate basis points (150 = 1.5%), `currency` what the gateway charges in.
 */
export const paymentChannels = pgTable(
  'payment_channels',
  {
    id: serial().primaryKey(),
    title: jsonb().$type<LocalizedText>().notNull(),
    identifier: varchar({ length: 50 }).notNull().unique(),
    image: varchar({ length: 500 }).notNull().default(''),
    kind: varchar({ length: 16 }).notNull(),
    gateway: varchar({ length: 24 }).notNull().default(''),
    uses: jsonb().$type<string[]>().notNull().default([]),
    minAmount: bigint({ mode: 'bigint' }).notNull().default(sql`0`),
    maxAmount: bigint({ mode: 'bigint' }).notNull().default(sql`0`),
    feeRate: integer().notNull().default(0),
    currency: varchar({ length: 10 }).notNull(),
    accountInfo: jsonb().$type<ChannelAccountInfo>(),
    sort: integer().notNull().default(0),
    status: varchar({ length: 16 }).notNull().default('active'),
    /** A sandbox or demo channel: customers are told it moves no real money; a live one shows no such text. */
    isTest: boolean().notNull().default(false),
    ...timestamps,
  },
  (t) => [
    index().on(t.status, t.sort),
    check('payment_channels_limits', sql`${t.minAmount} >= 0 and ${t.maxAmount} >= 0 and (${t.maxAmount} = 0 or ${t.maxAmount} >= ${t.minAmount})`),
    check('payment_channels_fee_rate', sql`${t.feeRate} >= 0 and ${t.feeRate} < 10000`),
  ],
);

/**
 * A customer's withdrawal: `amount` to pay out and `fee`, both base minor units, held from the
 * balance (one ledger line of amount + fee) at request time and given back when refused. Status
 * moves only through the withdrawal state machine (modules/wallet/withdrawal-states.ts).
 */
export const withdrawals = pgTable(
  'withdrawals',
  {
    id: serial().primaryKey(),
    orderNo: varchar({ length: 32 }).notNull().unique(),
    userId: integer()
      .notNull()
      .references(() => users.id),
    channelId: integer()
      .notNull()
      .references(() => paymentChannels.id),
    amount: bigint({ mode: 'bigint' }).notNull(),
    fee: bigint({ mode: 'bigint' }).notNull(),
    /** The currency the customer typed the amount in and its rate to the base then. */
    currency: varchar({ length: 10 }).notNull(),
    rate: varchar({ length: 32 }).notNull(),
    accountName: varchar({ length: 100 }).notNull(),
    accountNumber: varchar({ length: 64 }).notNull(),
    accountBank: varchar({ length: 100 }).notNull().default(''),
    status: varchar({ length: 32 }).notNull(),
    /** The payout's number at the bank or provider, entered by the operator who paid it. */
    thirdPartyNo: varchar({ length: 64 }),
    /** The operator's remark (the reason of a refusal). */
    remark: varchar({ length: 255 }).notNull().default(''),
    reviewedBy: integer(),
    reviewedAt: timestamp({ withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    index().on(t.userId, t.id),
    index().on(t.status, t.id),
    index().on(t.createdAt),
    check('withdrawals_amounts', sql`${t.amount} > 0 and ${t.fee} >= 0`),
  ],
);
