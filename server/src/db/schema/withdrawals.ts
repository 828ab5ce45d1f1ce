import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, pgTable, serial, timestamp, varchar } from 'drizzle-orm/pg-core';
import { timestamps } from './columns.ts';
import { users } from './identity.ts';
import { paymentChannels } from './payment-channels.ts';

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
