import { sql } from 'drizzle-orm';
import { bigint, boolean, check, date, doublePrecision, index, integer, jsonb, pgTable, primaryKey, serial, smallint, varchar } from 'drizzle-orm/pg-core';
import type { CancellationStep, HotelGuest } from '@roamcart/contracts';
import { type LocalizedText, timestamps } from '../../platform/tables/columns.ts';
import { travelOrders } from '../travel/tables.ts';

/** A city with hotels: a short code (the search's `city`) and its translated name. */
export const hotelCities = pgTable('hotel_cities', {
  code: varchar({ length: 16 }).primaryKey(),
  name: jsonb().$type<LocalizedText>().notNull(),
  /** ISO 3166-1 alpha-2. */
  country: varchar({ length: 2 }).notNull(),
  sort: integer().notNull().default(0),
});

/** A hotel of the local inventory. Check-in from / check-out by are the hotel's local times (SPEC §9). */
export const hotels = pgTable(
  'hotels',
  {
    id: serial().primaryKey(),
    cityCode: varchar({ length: 16 })
      .notNull()
      .references(() => hotelCities.code),
    name: jsonb().$type<LocalizedText>().notNull(),
    description: jsonb().$type<LocalizedText>().notNull().default({}),
    address: jsonb().$type<LocalizedText>().notNull().default({}),
    latitude: doublePrecision().notNull(),
    longitude: doublePrecision().notNull(),
    /** The IANA zone of the hotel: check-in times and cancellation deadlines are local to it. */
    timeZone: varchar({ length: 64 }).notNull(),
    stars: smallint().notNull(),
    photos: jsonb().$type<string[]>().notNull().default([]),
    /** Amenity codes (wifi, pool, ...); the apps translate them. */
    amenities: jsonb().$type<string[]>().notNull().default([]),
    checkInFrom: varchar({ length: 5 }).notNull().default('14:00'),
    checkOutBy: varchar({ length: 5 }).notNull().default('12:00'),
    policies: jsonb().$type<LocalizedText>().notNull().default({}),
    /** Guests' average rating in tenths (0-50) and how many rated. */
    ratingTenths: smallint().notNull().default(0),
    ratingCount: integer().notNull().default(0),
    recommended: boolean().notNull().default(false),
    /** Bookings are payable at once and confirmed on payment, without an operator's review or confirmation. */
    instantConfirmation: boolean().notNull().default(false),
    isActive: boolean().notNull().default(true),
    sort: integer().notNull().default(0),
    ...timestamps,
  },
  (t) => [index().on(t.cityCode, t.isActive), check('hotels_stars', sql`${t.stars} between 1 and 5`)],
);

export const hotelRoomTypes = pgTable(
  'hotel_room_types',
  {
    id: serial().primaryKey(),
    hotelId: integer()
      .notNull()
      .references(() => hotels.id, { onDelete: 'cascade' }),
    name: jsonb().$type<LocalizedText>().notNull(),
    /** e.g. "1 king bed". */
    beds: jsonb().$type<LocalizedText>().notNull().default({}),
    sizeSqm: smallint().notNull().default(0),
    maxAdults: smallint().notNull(),
    maxChildren: smallint().notNull().default(0),
    photos: jsonb().$type<string[]>().notNull().default([]),
    amenities: jsonb().$type<string[]>().notNull().default([]),
    isActive: boolean().notNull().default(true),
    sort: integer().notNull().default(0),
    ...timestamps,
  },
  (t) => [index().on(t.hotelId)],
);

/** How a room type is sold: board and the cancellation timeline (refund share by how long before check-in). */
export const hotelRatePlans = pgTable(
  'hotel_rate_plans',
  {
    id: serial().primaryKey(),
    roomTypeId: integer()
      .notNull()
      .references(() => hotelRoomTypes.id, { onDelete: 'cascade' }),
    name: jsonb().$type<LocalizedText>().notNull(),
    /** room_only or breakfast. */
    board: varchar({ length: 16 }).notNull(),
    /** Ordered from the earliest step; empty: non-refundable. */
    cancellation: jsonb().$type<CancellationStep[]>().notNull().default([]),
    isActive: boolean().notNull().default(true),
    ...timestamps,
  },
  (t) => [index().on(t.roomTypeId)],
);

/** Rooms of a type for one night: every hold, release and sale is a conditional update under the CHECK. */
export const hotelInventory = pgTable(
  'hotel_inventory',
  {
    roomTypeId: integer()
      .notNull()
      .references(() => hotelRoomTypes.id, { onDelete: 'cascade' }),
    night: date({ mode: 'string' }).notNull(),
    toSell: integer().notNull(),
    held: integer().notNull().default(0),
    sold: integer().notNull().default(0),
    closed: boolean().notNull().default(false),
    minStay: smallint().notNull().default(1),
  },
  (t) => [
    primaryKey({ columns: [t.roomTypeId, t.night] }),
    check('hotel_inventory_counts', sql`${t.held} >= 0 and ${t.sold} >= 0 and ${t.held} + ${t.sold} <= ${t.toSell}`),
  ],
);

/** A rate plan's price for one night, per room, in base minor units. */
export const hotelRates = pgTable(
  'hotel_rates',
  {
    ratePlanId: integer()
      .notNull()
      .references(() => hotelRatePlans.id, { onDelete: 'cascade' }),
    night: date({ mode: 'string' }).notNull(),
    price: bigint({ mode: 'bigint' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.ratePlanId, t.night] }), check('hotel_rates_price', sql`${t.price} > 0`)],
);

/** What a hotel order booked, as it was when booked (names, nightly prices, cancellation timeline). */
export const hotelBookings = pgTable(
  'hotel_bookings',
  {
    travelOrderId: integer()
      .primaryKey()
      .references(() => travelOrders.id, { onDelete: 'cascade' }),
    hotelId: integer()
      .notNull()
      .references(() => hotels.id),
    roomTypeId: integer()
      .notNull()
      .references(() => hotelRoomTypes.id),
    ratePlanId: integer()
      .notNull()
      .references(() => hotelRatePlans.id),
    hotelName: jsonb().$type<LocalizedText>().notNull(),
    roomTypeName: jsonb().$type<LocalizedText>().notNull(),
    board: varchar({ length: 16 }).notNull(),
    checkIn: date({ mode: 'string' }).notNull(),
    checkOut: date({ mode: 'string' }).notNull(),
    rooms: smallint().notNull(),
    adults: smallint().notNull(),
    children: smallint().notNull().default(0),
    childAges: jsonb().$type<number[]>().notNull().default([]),
    guests: jsonb().$type<HotelGuest[]>().notNull(),
    /** Per room per night, base minor units as decimal strings (jsonb has no bigint). */
    nightly: jsonb().$type<{ date: string; price: string }[]>().notNull(),
    cancellation: jsonb().$type<CancellationStep[]>().notNull(),
    /** The hotel's (or supplier's) confirmation number, entered at verification. */
    confirmationNo: varchar({ length: 64 }),
  },
  (t) => [index().on(t.hotelId, t.checkIn)],
);
