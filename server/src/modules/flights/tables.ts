import { sql } from 'drizzle-orm';
import { bigint, boolean, check, date, doublePrecision, index, integer, jsonb, pgTable, primaryKey, serial, smallint, time, timestamp, unique, varchar } from 'drizzle-orm/pg-core';
import type { FareRule } from '@roamcart/contracts';
import { type LocalizedText, timestamps } from '../../platform/tables/columns.ts';
import { users } from '../../platform/tables/users.ts';
import { travelOrders } from '../travel/tables.ts';

/**
 * An airport (reference data from the OpenFlights set, seeded from a package). Names and cities
 * come in English; other languages can be added to the jsonb. Only enabled airports are offered.
 */
export const airports = pgTable(
  'airports',
  {
    /** IATA code. */
    code: varchar({ length: 3 }).primaryKey(),
    name: jsonb().$type<LocalizedText>().notNull(),
    city: jsonb().$type<LocalizedText>().notNull(),
    /** ISO 3166-1 alpha-2. */
    country: varchar({ length: 2 }).notNull(),
    /** IANA zone: schedules are written in the airports' local times. */
    timeZone: varchar({ length: 64 }).notNull(),
    latitude: doublePrecision().notNull(),
    longitude: doublePrecision().notNull(),
    enabled: boolean().notNull().default(false),
  },
  (t) => [index().on(t.enabled)],
);

export const airlines = pgTable('airlines', {
  /** IATA code. */
  code: varchar({ length: 2 }).primaryKey(),
  name: jsonb().$type<LocalizedText>().notNull(),
  enabled: boolean().notNull().default(false),
});

/** A scheduled flight: a carrier's number between two airports on some days of the week, over a validity period. */
export const flights = pgTable(
  'flights',
  {
    id: serial().primaryKey(),
    carrier: varchar({ length: 2 })
      .notNull()
      .references(() => airlines.code),
    /** The number after the carrier code ("117" of BA117). */
    flightNumber: varchar({ length: 4 }).notNull(),
    origin: varchar({ length: 3 })
      .notNull()
      .references(() => airports.code),
    destination: varchar({ length: 3 })
      .notNull()
      .references(() => airports.code),
    /** Bit 0 = Monday ... bit 6 = Sunday (ISO days), of the departure day at the origin. */
    daysOfWeek: smallint().notNull(),
    validFrom: date({ mode: 'string' }).notNull(),
    validTo: date({ mode: 'string' }).notNull(),
    isActive: boolean().notNull().default(true),
    ...timestamps,
  },
  (t) => [
    index().on(t.origin, t.destination),
    unique().on(t.carrier, t.flightNumber, t.validFrom),
    check('flights_days_of_week', sql`${t.daysOfWeek} between 1 and 127`),
    check('flights_validity', sql`${t.validTo} >= ${t.validFrom}`),
    check('flights_route', sql`${t.origin} <> ${t.destination}`),
  ],
);

/** A leg of a flight, in local times of its airports; day offsets count from the flight's departure day. */
export const flightSegments = pgTable(
  'flight_segments',
  {
    flightId: integer()
      .notNull()
      .references(() => flights.id, { onDelete: 'cascade' }),
    position: smallint().notNull(),
    /** Who operates the leg and under which number (a through flight keeps the flight's). */
    carrier: varchar({ length: 2 })
      .notNull()
      .references(() => airlines.code),
    flightNumber: varchar({ length: 4 }).notNull(),
    origin: varchar({ length: 3 })
      .notNull()
      .references(() => airports.code),
    destination: varchar({ length: 3 })
      .notNull()
      .references(() => airports.code),
    departsLocal: time().notNull(),
    departsDayOffset: smallint().notNull().default(0),
    arrivesLocal: time().notNull(),
    arrivesDayOffset: smallint().notNull().default(0),
    aircraft: varchar({ length: 32 }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.flightId, t.position] }),
    check('flight_segments_offsets', sql`${t.departsDayOffset} between 0 and 3 and ${t.arrivesDayOffset} between ${t.departsDayOffset} and 3`),
  ],
);

/**
 * A flight on one day. Route and UTC instants are copied from the flight and its legs when the
 * day is opened, so search reads one table by (origin, destination, day).
 */
export const flightInstances = pgTable(
  'flight_instances',
  {
    id: serial().primaryKey(),
    flightId: integer()
      .notNull()
      .references(() => flights.id, { onDelete: 'cascade' }),
    /** The departure day at the origin. */
    departureDate: date({ mode: 'string' }).notNull(),
    origin: varchar({ length: 3 }).notNull(),
    destination: varchar({ length: 3 }).notNull(),
    departsAt: timestamp({ withTimezone: true }).notNull(),
    arrivesAt: timestamp({ withTimezone: true }).notNull(),
    /** scheduled or cancelled. */
    status: varchar({ length: 16 }).notNull().default('scheduled'),
  },
  (t) => [
    unique().on(t.flightId, t.departureDate),
    index().on(t.origin, t.destination, t.departureDate),
    check('flight_instances_times', sql`${t.arrivesAt} > ${t.departsAt}`),
    check('flight_instances_status', sql`${t.status} in ('scheduled', 'cancelled')`),
  ],
);

/**
 * A fare sold on one flight day: cabin, brand, baggage, rules and its own seats. Every hold,
 * confirmation and release is a conditional update under the CHECK. Prices per passenger in
 * base minor units; `taxes` per seated passenger (an infant's price includes theirs).
 */
export const flightFares = pgTable(
  'flight_fares',
  {
    id: serial().primaryKey(),
    instanceId: integer()
      .notNull()
      .references(() => flightInstances.id, { onDelete: 'cascade' }),
    cabin: varchar({ length: 16 }).notNull(),
    brand: varchar({ length: 16 }).notNull(),
    carryOn: smallint().notNull(),
    carryOnKg: smallint().notNull(),
    checkedBags: smallint().notNull(),
    checkedKg: smallint().notNull(),
    refundRule: jsonb().$type<FareRule>().notNull(),
    changeRule: jsonb().$type<FareRule>().notNull(),
    seats: integer().notNull(),
    held: integer().notNull().default(0),
    sold: integer().notNull().default(0),
    priceAdult: bigint({ mode: 'bigint' }).notNull(),
    priceChild: bigint({ mode: 'bigint' }).notNull(),
    priceInfant: bigint({ mode: 'bigint' }).notNull(),
    taxes: bigint({ mode: 'bigint' }).notNull(),
    /** Orders of this fare are payable at once and ticketed on payment, without an operator's review or ticketing. */
    instantTicketing: boolean().notNull().default(false),
    ...timestamps,
  },
  (t) => [
    index().on(t.instanceId),
    check('flight_fares_seats', sql`${t.held} >= 0 and ${t.sold} >= 0 and ${t.held} + ${t.sold} <= ${t.seats}`),
    check('flight_fares_prices', sql`${t.priceAdult} > 0 and ${t.priceChild} >= 0 and ${t.priceInfant} >= 0 and ${t.taxes} >= 0`),
    check('flight_fares_cabin', sql`${t.cabin} in ('economy', 'premium', 'business')`),
  ],
);

/**
 * The low-fare calendar: per route and departure day, the lowest adult price with taxes of a
 * fare with a seat left, as search shows it (indicative). A day without a row has no bookable
 * flight. Kept by `refreshLowFares` after every fare or seat change.
 */
export const flightLowFares = pgTable(
  'flight_low_fares',
  {
    origin: varchar({ length: 3 }).notNull(),
    destination: varchar({ length: 3 }).notNull(),
    day: date({ mode: 'string' }).notNull(),
    lowestTotal: bigint({ mode: 'bigint' }).notNull(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.origin, t.destination, t.day] })],
);

/** A leg as it was booked: airport codes, local times with their offsets, the operating flight number. */
export interface BookedSegment {
  from: string;
  to: string;
  depart_at: string;
  arrive_at: string;
  duration_minutes: number;
  aircraft: string;
  flight_no: string;
}

/** The trip's first flight: its row also keeps the order's ticketing (deadline, late). */
export const FIRST_LEG = 0;

/**
 * A flight of a ticket order (provider and provider_ref live on the travel order): one row for a
 * one-way trip, a row per flight, in the order flown, for a round trip or a multi-city trip (`leg`
 * 0 first). The flight, the fare's prices and its rules are copied as they were when booked, so
 * later fare edits change nothing already sold. Prices per passenger in base minor units. The
 * ticketing deadline and the late mark are the whole order's and live on the first flight's row.
 */
export const ticketBookings = pgTable(
  'ticket_bookings',
  {
    travelOrderId: integer()
      .notNull()
      .references(() => travelOrders.id, { onDelete: 'cascade' }),
    leg: smallint().notNull().default(FIRST_LEG),
    fareId: integer().notNull(),
    instanceId: integer().notNull(),
    departureDate: date({ mode: 'string' }).notNull(),
    origin: varchar({ length: 3 }).notNull(),
    destination: varchar({ length: 3 }).notNull(),
    flightNo: varchar({ length: 8 }).notNull(),
    departsAt: timestamp({ withTimezone: true }).notNull(),
    arrivesAt: timestamp({ withTimezone: true }).notNull(),
    segments: jsonb().$type<BookedSegment[]>().notNull(),
    cabin: varchar({ length: 16 }).notNull(),
    brand: varchar({ length: 16 }).notNull(),
    /** Adults and children: the seats held or sold (infants sit on a lap). */
    seats: smallint().notNull(),
    priceAdult: bigint({ mode: 'bigint' }).notNull(),
    priceChild: bigint({ mode: 'bigint' }).notNull(),
    priceInfant: bigint({ mode: 'bigint' }).notNull(),
    taxes: bigint({ mode: 'bigint' }).notNull(),
    refundRule: jsonb().$type<FareRule>().notNull(),
    changeRule: jsonb().$type<FareRule>().notNull(),
    /** Tickets are due by then: two hours after payment (SPEC §9). */
    ticketingDeadline: timestamp({ withTimezone: true }),
    /** When the late-ticketing job found the deadline passed without tickets (the operators were told). */
    ticketingLateAt: timestamp({ withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.travelOrderId, t.leg] }), index().on(t.ticketingDeadline), index().on(t.arrivesAt), check('ticket_bookings_leg', sql`${t.leg} between 0 and 3`)],
);

/** A passenger of a ticket order, with the ticket number the back office types in when issuing. */
export const ticketPassengers = pgTable(
  'ticket_passengers',
  {
    id: serial().primaryKey(),
    travelOrderId: integer()
      .notNull()
      .references(() => travelOrders.id, { onDelete: 'cascade' }),
    type: varchar({ length: 8 }).notNull(),
    firstName: varchar({ length: 40 }).notNull(),
    lastName: varchar({ length: 40 }).notNull(),
    gender: varchar({ length: 8 }).notNull(),
    nationality: varchar({ length: 2 }).notNull(),
    docType: varchar({ length: 16 }).notNull(),
    docNumber: varchar({ length: 20 }).notNull(),
    docExpiry: date({ mode: 'string' }).notNull(),
    birthDate: date({ mode: 'string' }).notNull(),
    ticketNo: varchar({ length: 20 }).unique(),
  },
  (t) => [index().on(t.travelOrderId)],
);

/** Passengers a traveller saved for next time, one per document. */
export const savedPassengers = pgTable(
  'saved_passengers',
  {
    id: serial().primaryKey(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    firstName: varchar({ length: 40 }).notNull(),
    lastName: varchar({ length: 40 }).notNull(),
    gender: varchar({ length: 8 }).notNull(),
    nationality: varchar({ length: 2 }).notNull(),
    docType: varchar({ length: 16 }).notNull(),
    docNumber: varchar({ length: 20 }).notNull(),
    docExpiry: date({ mode: 'string' }).notNull(),
    birthDate: date({ mode: 'string' }).notNull(),
    ...timestamps,
  },
  (t) => [unique().on(t.userId, t.docType, t.docNumber), index().on(t.userId, t.id)],
);
