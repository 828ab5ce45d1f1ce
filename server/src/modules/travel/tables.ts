import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, jsonb, pgTable, serial, smallint, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import type { TravelContact } from '@roamcart/contracts';
import { timestamps } from '../../platform/tables/columns.ts';
import { users } from '../../platform/tables/users.ts';

/**
 * A hotel booking or a flight ticket order: the part both kinds share, moved by the one travel
 * state machine (modules/travel). Amounts are base minor units; `currency` and `rate` are what the
 * traveller saw. What is special to a kind lives in its own table keyed by this row's id
 * (hotel_bookings; the flight issue adds its own). `provider`/`provider_ref` name the supplier
 * behind the provider interface that holds the rooms or seats (`local` for our own inventory).
 */
export const travelOrders = pgTable(
  'travel_orders',
  {
    id: serial().primaryKey(),
    orderNo: varchar({ length: 32 }).notNull().unique(),
    /** hotel or ticket. */
    kind: varchar({ length: 8 }).notNull(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: varchar({ length: 32 }).notNull(),
    /** The price before savings, the saving (coupon) and what is due. */
    totalAmount: bigint({ mode: 'bigint' }).notNull(),
    discount: bigint({ mode: 'bigint' }).notNull().default(sql`0`),
    couponId: integer(),
    payAmount: bigint({ mode: 'bigint' }).notNull(),
    paidAmount: bigint({ mode: 'bigint' }).notNull().default(sql`0`),
    refundedAmount: bigint({ mode: 'bigint' }).notNull().default(sql`0`),
    currency: varchar({ length: 8 }).notNull(),
    rate: varchar({ length: 32 }).notNull(),
    contact: jsonb().$type<TravelContact>().notNull(),
    remark: text().notNull().default(''),
    provider: varchar({ length: 32 }).notNull(),
    providerRef: varchar({ length: 64 }),
    /** The order lapses (cancelled by the system) when its review or payment has not come by then. */
    holdDeadline: timestamp({ withTimezone: true }),
    /**
     * While the order waits for review: its rooms or seats go back on sale at this instant (the
     * payment window after booking), so a slow review cannot hoard them; null once reviewed.
     */
    heldUntil: timestamp({ withTimezone: true }),
    /** Set when the rooms or seats went back on sale during a long review: approving holds them again, if still free. */
    releasedAt: timestamp({ withTimezone: true }),
    paidAt: timestamp({ withTimezone: true }),
    verifiedAt: timestamp({ withTimezone: true }),
    /** The traveller's rating after the stay or flight (1-5) and comment. */
    rating: smallint(),
    ratingComment: text(),
    ...timestamps,
  },
  (t) => [
    index().on(t.userId, t.id),
    index().on(t.kind, t.status, t.holdDeadline),
    index().on(t.kind, t.heldUntil),
    index().on(t.createdAt),
    check('travel_orders_amounts', sql`${t.payAmount} >= 0 and ${t.paidAmount} >= 0 and ${t.refundedAmount} >= 0 and ${t.refundedAmount} <= ${t.paidAmount}`),
  ],
);
