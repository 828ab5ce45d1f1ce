import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, jsonb, pgTable, serial, timestamp, varchar } from 'drizzle-orm/pg-core';
import { type LocalizedText, timestamps } from '../../platform/tables/columns.ts';
import { users } from '../../platform/tables/users.ts';
import { orders } from '../orders/tables.ts';
import { travelOrders } from '../travel/tables.ts';

/**
 * What an operator sets up: a coupon's terms, how many there are and how customers get them.
 * Money is base minor units. `issued` counts the coupons given out; a conditional update keeps it
 * at most `total`, however many customers claim at once.
 */
export const couponTemplates = pgTable(
  'coupon_templates',
  {
    id: serial().primaryKey(),
    title: jsonb().$type<LocalizedText>().notNull(),
    /** amount | percent | free_shipping */
    kind: varchar({ length: 16 }).notNull(),
    amount: bigint({ mode: 'bigint' }).notNull().default(sql`0`),
    percent: integer().notNull().default(0),
    /** The most a percent coupon takes off; 0: no cap. */
    maxDiscount: bigint({ mode: 'bigint' }).notNull().default(sql`0`),
    minSpend: bigint({ mode: 'bigint' }).notNull().default(sql`0`),
    /** all | categories | products | hotels | flights */
    scope: varchar({ length: 16 }).notNull().default('all'),
    scopeIds: jsonb().$type<number[]>().notNull().default([]),
    /** fixed (valid_from .. valid_until) | days (valid_days from getting it) */
    validity: varchar({ length: 8 }).notNull(),
    validFrom: timestamp({ withTimezone: true }),
    validUntil: timestamp({ withTimezone: true }),
    validDays: integer().notNull().default(0),
    total: integer().notNull(),
    issued: integer().notNull().default(0),
    perCustomerLimit: integer().notNull().default(1),
    /** claim | register | send */
    giveOut: varchar({ length: 16 }).notNull(),
    status: varchar({ length: 16 }).notNull().default('active'),
    ...timestamps,
  },
  (t) => [index().on(t.giveOut, t.status), check('coupon_templates_issued_within_total', sql`${t.issued} >= 0 and ${t.issued} <= ${t.total}`)],
);

/**
 * A coupon a customer holds, valid from..until (copied from its template, or counted from when it
 * was given). `status` is usable or used; a usable one past `valid_until` reads as expired.
 */
export const userCoupons = pgTable(
  'user_coupons',
  {
    id: serial().primaryKey(),
    templateId: integer()
      .notNull()
      .references(() => couponTemplates.id),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: varchar({ length: 16 }).notNull().default('usable'),
    /** claim | register | send */
    source: varchar({ length: 16 }).notNull(),
    validFrom: timestamp({ withTimezone: true }).notNull(),
    validUntil: timestamp({ withTimezone: true }).notNull(),
    /** The goods order, or the hotel or flight booking, it paid part of, while used (one of them). */
    orderId: integer().references(() => orders.id, { onDelete: 'set null' }),
    travelOrderId: integer().references(() => travelOrders.id, { onDelete: 'set null' }),
    usedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index().on(t.userId, t.status, t.validUntil),
    index().on(t.templateId, t.userId),
    // A booking that ends unpaid finds its coupon by it.
    index().on(t.travelOrderId),
    check('user_coupons_one_order', sql`${t.orderId} is null or ${t.travelOrderId} is null`),
  ],
);
