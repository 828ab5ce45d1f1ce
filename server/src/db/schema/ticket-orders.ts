import { bigint, date, index, integer, jsonb, pgTable, serial, smallint, timestamp, unique, varchar } from 'drizzle-orm/pg-core';
import type { FareRule } from '@roamcart/contracts';
import { timestamps } from './columns.ts';
import { users } from './identity.ts';
import { travelOrders } from './travel.ts';

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

/**
 * A flight ticket order's own part, keyed by its travel order (provider and provider_ref live
 * there). The flight, the fare's prices and its rules are copied as they were when booked, so later
 * fare edits change nothing already sold. Prices per passenger in base minor units.
 */
export const ticketBookings = pgTable(
  'ticket_bookings',
  {
    travelOrderId: integer()
      .primaryKey()
      .references(() => travelOrders.id, { onDelete: 'cascade' }),
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
  (t) => [index().on(t.ticketingDeadline), index().on(t.arrivesAt)],
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
