import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, jsonb, pgTable, serial, varchar } from 'drizzle-orm/pg-core';
import { timestamps, type LocalizedText } from './columns.ts';

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
    ...timestamps,
  },
  (t) => [
    index().on(t.status, t.sort),
    check('payment_channels_limits', sql`${t.minAmount} >= 0 and ${t.maxAmount} >= 0 and (${t.maxAmount} = 0 or ${t.maxAmount} >= ${t.minAmount})`),
    check('payment_channels_fee_rate', sql`${t.feeRate} >= 0 and ${t.feeRate} < 10000`),
  ],
);
