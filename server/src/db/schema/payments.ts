import { bigint, index, integer, pgTable, serial, timestamp, varchar } from 'drizzle-orm/pg-core';
import { users } from './identity.ts';

/**
 * Every payment, whatever it pays for (`biz`: goods_order now; recharge, hotel and ticket orders
 * later) and however (`method`: wallet now; channels later). Base minor units, with the currency
 * and rate the payer saw.
 */
export const payments = pgTable(
  'payments',
  {
    id: serial().primaryKey(),
    userId: integer()
      .notNull()
      .references(() => users.id),
    biz: varchar({ length: 24 }).notNull(),
    /** What was paid: an order number. */
    reference: varchar({ length: 64 }).notNull(),
    method: varchar({ length: 16 }).notNull(),
    amount: bigint({ mode: 'bigint' }).notNull(),
    currency: varchar({ length: 10 }).notNull(),
    rate: varchar({ length: 32 }).notNull(),
    status: varchar({ length: 16 }).notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  // The sales report sums a business's payments by day.
  (t) => [index().on(t.biz, t.reference), index().on(t.userId, t.id), index().on(t.biz, t.createdAt)],
);
