import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import type { Address } from '@roamcart/contracts';
import { agents } from '../../platform/tables/agents.ts';
import { type LocalizedText, timestamps } from '../../platform/tables/columns.ts';
import { users } from '../../platform/tables/users.ts';

/**
 * A goods order: what the customer checked out at once. Amounts are base minor units; `currency`
 * and `rate` are what the customer saw. `pay_amount` is due, `paid_amount` what came in so far
 * (sub-orders can be paid apart, for shared orders).
 */
export const orders = pgTable(
  'orders',
  {
    id: serial().primaryKey(),
    orderNo: varchar({ length: 32 }).notNull().unique(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: varchar({ length: 24 }).notNull(),
    goodsAmount: bigint({ mode: 'bigint' }).notNull(),
    shippingFee: bigint({ mode: 'bigint' }).notNull(),
    discount: bigint({ mode: 'bigint' }).notNull().default(sql`0`),
    payAmount: bigint({ mode: 'bigint' }).notNull(),
    paidAmount: bigint({ mode: 'bigint' }).notNull().default(sql`0`),
    /** The user coupon applied (user_coupons.id) and its part of `discount`. */
    couponId: integer(),
    couponDiscount: bigint({ mode: 'bigint' }).notNull().default(sql`0`),
    /** Points spent, and the money they took off (the rest of `discount`). */
    pointsUsed: integer().notNull().default(0),
    pointsDiscount: bigint({ mode: 'bigint' }).notNull().default(sql`0`),
    currency: varchar({ length: 8 }).notNull(),
    rate: varchar({ length: 32 }).notNull(),
    /** The delivery address as it was when ordering. */
    address: jsonb().$type<Omit<Address, 'is_default'>>().notNull(),
    remark: text().notNull().default(''),
    /** An unpaid order closes after this (the payment timeout parameter when it was created). */
    payDeadline: timestamp({ withTimezone: true }).notNull(),
    paidAt: timestamp({ withTimezone: true }),
    /** An unguessable token for the share link (/order/share): anyone holding it may see and pay what is unpaid. */
    shareToken: varchar({ length: 64 }).unique(),
    ...timestamps,
  },
  (t) => [
    index().on(t.userId, t.id),
    index().on(t.status, t.payDeadline),
    // Each create counts the caller's unpaid orders: a few entries, however many orders they have.
    index('orders_unpaid_by_user').on(t.userId).where(sql`${t.status} = 'pending_payment'`),
    // The back office's day filters and the sales report read orders by day.
    index().on(t.createdAt),
    check('orders_amounts_not_negative', sql`${t.payAmount} >= 0 and ${t.paidAmount} >= 0 and ${t.paidAmount} <= ${t.payAmount}`),
  ],
);

/** The part of an order shipped from one source, with its own state. */
export const subOrders = pgTable(
  'sub_orders',
  {
    id: serial().primaryKey(),
    orderId: integer()
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    subOrderNo: varchar({ length: 32 }).notNull().unique(),
    userId: integer().notNull(),
    source: varchar({ length: 16 }).notNull(),
    status: varchar({ length: 24 }).notNull(),
    goodsAmount: bigint({ mode: 'bigint' }).notNull(),
    shippingFee: bigint({ mode: 'bigint' }).notNull(),
    discount: bigint({ mode: 'bigint' }).notNull().default(sql`0`),
    payAmount: bigint({ mode: 'bigint' }).notNull(),
    paidAmount: bigint({ mode: 'bigint' }).notNull().default(sql`0`),
    /** The order's points spent on this sub-order: what comes back when it is cancelled or refunded. */
    pointsUsed: integer().notNull().default(0),
    logisticsCompany: varchar({ length: 100 }).notNull().default(''),
    trackingNo: varchar({ length: 100 }).notNull().default(''),
    paidAt: timestamp({ withTimezone: true }),
    /** Who paid: the buyer, or whoever paid through the share link; refunds go back to them. */
    paidBy: integer(),
    shippedAt: timestamp({ withTimezone: true }),
    /** A shipped sub-order counts as received after this (the automatic-receipt parameter when it shipped). */
    autoReceiveAt: timestamp({ withTimezone: true }),
    receivedAt: timestamp({ withTimezone: true }),
    ...timestamps,
  },
  (t) => [index().on(t.orderId), index().on(t.status, t.autoReceiveAt)],
);

/** A bought SKU, with its names, specs and price as they were when ordering. */
export const orderLines = pgTable(
  'order_lines',
  {
    id: serial().primaryKey(),
    orderId: integer()
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    subOrderId: integer()
      .notNull()
      .references(() => subOrders.id, { onDelete: 'cascade' }),
    productId: integer().notNull(),
    skuId: integer().notNull(),
    name: jsonb().$type<LocalizedText>().notNull(),
    specText: jsonb().$type<LocalizedText>().notNull(),
    image: varchar({ length: 500 }).notNull().default(''),
    price: bigint({ mode: 'bigint' }).notNull(),
    qty: integer().notNull(),
    amount: bigint({ mode: 'bigint' }).notNull(),
    /** The line's share of the coupon and points discount: it was paid `amount - discount`. */
    discount: bigint({ mode: 'bigint' }).notNull().default(sql`0`),
    /** How many of `qty` went out in the sub-order's parcels so far. */
    shippedQty: integer().notNull().default(0),
  },
  (t) => [
    index().on(t.orderId),
    index().on(t.subOrderId),
    // A goods' most recent orders first (bought-with in recommend.ts), and a goods' lines.
    index().on(t.productId, t.orderId),
    check('order_lines_shipped_within_qty', sql`${t.shippedQty} >= 0 and ${t.shippedQty} <= ${t.qty}`),
  ],
);

/**
 * A parcel sent for a sub-order: some or all of its lines under one carrier and tracking number.
 * A sub-order may go out in several; it is shipped once every line is in one.
 */
export const orderParcels = pgTable(
  'order_parcels',
  {
    id: serial().primaryKey(),
    subOrderId: integer()
      .notNull()
      .references(() => subOrders.id, { onDelete: 'cascade' }),
    logisticsCompany: varchar({ length: 100 }).notNull(),
    trackingNo: varchar({ length: 100 }).notNull(),
    shippedAt: timestamp({ withTimezone: true }).notNull(),
    /** The operator who shipped it; null for parcels from before they were kept apart. */
    adminId: integer(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index().on(t.subOrderId)],
);

/** How many of an order line a parcel holds. */
export const orderParcelLines = pgTable(
  'order_parcel_lines',
  {
    parcelId: integer()
      .notNull()
      .references(() => orderParcels.id, { onDelete: 'cascade' }),
    orderLineId: integer()
      .notNull()
      .references(() => orderLines.id, { onDelete: 'cascade' }),
    qty: integer().notNull(),
  },
  (t) => [primaryKey({ columns: [t.parcelId, t.orderLineId] }), index().on(t.orderLineId), check('order_parcel_lines_qty_positive', sql`${t.qty} > 0`)],
);

/** An operator's note on an order: seen in the back office only, never by the customer. */
export const orderNotes = pgTable(
  'order_notes',
  {
    id: serial().primaryKey(),
    orderId: integer()
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    adminId: integer().notNull(),
    body: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index().on(t.orderId, t.id)],
);

/** A buyer's review of one bought line: 1-5 stars, text, up to six pictures; hidden by the back office when needed. */
export const goodsReviews = pgTable(
  'goods_reviews',
  {
    id: serial().primaryKey(),
    orderLineId: integer()
      .notNull()
      .unique()
      .references(() => orderLines.id, { onDelete: 'cascade' }),
    subOrderId: integer().notNull(),
    productId: integer().notNull(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    rating: integer().notNull(),
    content: text().notNull().default(''),
    images: jsonb().$type<string[]>().notNull().default([]),
    /** The spec text of the line, kept for the goods page ("Red / L"). */
    specText: jsonb().$type<LocalizedText>().notNull(),
    status: varchar({ length: 16 }).notNull().default('visible'),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index().on(t.productId, t.status, t.id), check('goods_reviews_rating_range', sql`${t.rating} between 1 and 5`)],
);

/** A line an operator's refund covers: the sub-order's line by its SKU, and how many of it. */
export interface RefundedLine {
  sku_id: number;
  qty: number;
}

/**
 * A refund (money only) or return-and-refund (goods back first) request on a sub-order, with its
 * own state machine (server/src/modules/orders/refunds.ts). `amount` is base minor units.
 */
export const refunds = pgTable(
  'refunds',
  {
    id: serial().primaryKey(),
    orderId: integer()
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    subOrderId: integer()
      .notNull()
      .references(() => subOrders.id, { onDelete: 'cascade' }),
    userId: integer().notNull(),
    /** refund | return */
    kind: varchar({ length: 16 }).notNull(),
    status: varchar({ length: 16 }).notNull(),
    /** The words the buyer typed, kept as typed (the whole reason on rows from before `reasonKey`). */
    reason: text().notNull(),
    /** The reason chosen from the list (`system.refund_reason.<code>`), shown in each reader's language; null when none was chosen. */
    reasonKey: varchar({ length: 64 }),
    amount: bigint({ mode: 'bigint' }).notNull(),
    images: jsonb().$type<string[]>().notNull().default([]),
    /** The return's carrier and tracking number, entered by the buyer once approved. */
    logisticsCompany: varchar({ length: 100 }).notNull().default(''),
    trackingNo: varchar({ length: 100 }).notNull().default(''),
    /** The operator who started it from the order's page; null when the buyer asked. */
    adminId: integer(),
    /** The lines (by SKU) and quantities an operator's refund gives money back for; empty for the buyer's requests. */
    lines: jsonb().$type<RefundedLine[]>().notNull().default([]),
    ...timestamps,
  },
  (t) => [index().on(t.subOrderId), index().on(t.status, t.id), check('refunds_amount_positive', sql`${t.amount} > 0`)],
);

/**
 * A carrier's event on one of a sub-order's parcels (picked up, in transit, out for delivery,
 * delivered...), as its carrier provider reported it (`provider`; `back_office`: an operator,
 * `admin_id`, entered it).
 */
export const shipmentEvents = pgTable(
  'shipment_events',
  {
    id: serial().primaryKey(),
    subOrderId: integer()
      .notNull()
      .references(() => subOrders.id, { onDelete: 'cascade' }),
    parcelId: integer()
      .notNull()
      .references(() => orderParcels.id, { onDelete: 'cascade' }),
    occurredAt: timestamp({ withTimezone: true }).notNull(),
    status: varchar({ length: 24 }).notNull(),
    location: varchar({ length: 200 }).notNull().default(''),
    description: varchar({ length: 500 }).notNull().default(''),
    provider: varchar({ length: 24 }).notNull(),
    adminId: integer(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index().on(t.subOrderId, t.occurredAt), index().on(t.parcelId, t.occurredAt)],
);

/** Where returned goods of a shipping source go back to, kept by the back office; none yet: the shop sends it with the approval. */
export const returnAddresses = pgTable('return_addresses', {
  source: varchar({ length: 16 }).primaryKey(),
  name: varchar({ length: 100 }).notNull(),
  phone: varchar({ length: 30 }).notNull(),
  country: varchar({ length: 2 }).notNull(),
  line1: varchar({ length: 200 }).notNull(),
  line2: varchar({ length: 200 }).notNull().default(''),
  adminId: integer(),
  ...timestamps,
});

/**
 * The carriers the back office ships with while active, each with its tracking page pattern
 * (`{no}` where the tracking number goes; empty: no link). Parcels and returns keep the carrier's
 * name as typed, so a name is unique whatever its case and links are found by it the same way.
 */
export const carriers = pgTable(
  'carriers',
  {
    id: serial().primaryKey(),
    name: varchar({ length: 100 }).notNull(),
    trackingUrlPattern: varchar({ length: 500 }).notNull().default(''),
    sort: integer().notNull().default(0),
    status: varchar({ length: 16 }).notNull().default('active'),
    ...timestamps,
  },
  (t) => [uniqueIndex('carriers_name_lower_unique').on(sql`lower(${t.name})`)],
);

/**
 * What agents earn on completed orders of their customers (SPEC §1): the buyer's agent its rebate
 * ratio of the amount paid, each superior the difference its own ratio adds. A refund of a
 * completed order writes negative rows in proportion. Base minor units.
 */
export const rebateLedger = pgTable(
  'rebate_ledger',
  {
    id: serial().primaryKey(),
    agentId: integer()
      .notNull()
      .references(() => agents.id),
    orderId: integer()
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    buyerId: integer().notNull(),
    /** The amount the rebate was worked out on. */
    basis: bigint({ mode: 'bigint' }).notNull(),
    basisPoints: integer().notNull(),
    amount: bigint({ mode: 'bigint' }).notNull(),
    /** earned | reversed */
    kind: varchar({ length: 16 }).notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index().on(t.agentId, t.id), index().on(t.orderId)],
);
