import { and, asc, eq, ilike, inArray, lte, sql, type SQLWrapper } from 'drizzle-orm';
import { airports, flightFares, ticketBookings, ticketPassengers } from './tables.ts';
import type { DbOrTx } from '../../platform/db.ts';
import { containing } from '../../platform/like.ts';
import { scalarSubquery } from '../../platform/subquery.ts';
import { localized } from '../../platform/localized.ts';
import type { Reader } from '../../platform/reader.ts';
import type { TravelFeedLines, TravelOrderRow, TravelProvider } from '../travel/index.ts';
import { FLIGHT_ANSWERS, salesClosed, salesOpen } from './low-fares.ts';
import type { FlightSeats } from './provider.ts';

export type TicketBookingRow = typeof ticketBookings.$inferSelect;
type PassengerRow = typeof ticketPassengers.$inferSelect;

/** SPEC §9: tickets are issued within two hours of payment. */
export const TICKETING_HOURS = 2;
const HOUR_MS = 3_600_000;

export async function ticketBookingOf(db: DbOrTx, orderId: number): Promise<TicketBookingRow> {
  const [booking] = await db.select().from(ticketBookings).where(eq(ticketBookings.travelOrderId, orderId));
  if (!booking) throw new Error(`travel order ${orderId} has no ticket booking`);
  return booking;
}

/** How many passengers the ticket order whose id is in `travelOrderId` has, as a column of a select. */
export const passengerCountOf = (travelOrderId: SQLWrapper) =>
  scalarSubquery<number>(sql`select count(*)::int from ${ticketPassengers} where ${ticketPassengers.travelOrderId} = ${travelOrderId}`);

/** The bookings of the travel orders `orderIds` with how many passengers each has, by order id: one read for a desk page. */
export async function ticketBookingsOf(db: DbOrTx, orderIds: readonly number[]): Promise<Map<number, TicketBookingRow & { passengerCount: number }>> {
  const rows = orderIds.length
    ? await db
        .select({
          booking: ticketBookings,
          passengerCount: passengerCountOf(ticketBookings.travelOrderId),
        })
        .from(ticketBookings)
        .where(inArray(ticketBookings.travelOrderId, [...orderIds]))
    : [];
  return new Map(rows.map(({ booking, passengerCount }) => [booking.travelOrderId, { ...booking, passengerCount }]));
}

export const passengersOf = (db: DbOrTx, orderId: number): Promise<PassengerRow[]> =>
  db.select().from(ticketPassengers).where(eq(ticketPassengers.travelOrderId, orderId)).orderBy(asc(ticketPassengers.id));

/**
 * What cancelling gives back (base minor units) by the fare's refund rule as booked: nothing when
 * it is not refundable, else what was paid less the penalty for each passenger's ticket.
 */
export function refundDue(order: TravelOrderRow, booking: TicketBookingRow, passengerCount: number): bigint {
  if (order.paidAmount === 0n || !booking.refundRule.allowed) return 0n;
  const refund = order.paidAmount - BigInt(booking.refundRule.penalty) * BigInt(passengerCount);
  return refund > 0n ? refund : 0n;
}

async function instantTicketing(db: DbOrTx, fareId: number): Promise<boolean> {
  const [fare] = await db.select({ instant: flightFares.instantTicketing }).from(flightFares).where(eq(flightFares.id, fareId));
  return fare?.instant ?? false;
}

/** Ticket orders as the travel-order process sees them, their seats behind `flights`. */
export function ticketTravelProvider(flights: FlightSeats): TravelProvider<{ fareId: number; seats: number }> {
  const seatsOf = async (tx: DbOrTx, order: TravelOrderRow) => {
    const booking = await ticketBookingOf(tx, order.id);
    return [booking.fareId, booking.seats] as const;
  };
  return {
    kind: 'ticket',
    biz: 'ticket_order',
    label: 'ticket order',
    answers: FLIGHT_ANSWERS,
    name: flights.name,
    async hold(tx, { fareId, seats }) {
      await flights.hold(tx, fareId, seats);
      return String(fareId);
    },
    async holdAgain(tx, order) {
      const [fareId, seats] = await seatsOf(tx, order);
      await flights.hold(tx, fareId, seats);
      return String(fareId);
    },
    instantFor: (tx, { fareId }) => instantTicketing(tx, fareId),
    /** A fare with instant ticketing: the supplier issues each passenger's ticket on payment. */
    async confirmOnPayment(tx, order) {
      const booking = await ticketBookingOf(tx, order.id);
      if (!(await instantTicketing(tx, booking.fareId))) return null;
      for (const passenger of await passengersOf(tx, order.id)) {
        await tx.update(ticketPassengers).set({ ticketNo: await flights.issueTicketNo(tx, booking.flightNo) }).where(eq(ticketPassengers.id, passenger.id));
      }
      return 'tickets issued';
    },
    confirm: async (tx, order) => flights.confirm(tx, ...(await seatsOf(tx, order))),
    release: async (tx, order) => flights.release(tx, ...(await seatsOf(tx, order))),
    cancel: async (tx, order) => flights.cancel(tx, ...(await seatsOf(tx, order))),
    refundDue: async (db, order) => refundDue(order, await ticketBookingOf(db, order.id), (await passengersOf(db, order.id)).length),
    /** The flight ends at its last arrival. */
    async servicesEnded(db, among, until, limit) {
      const landed = await db
        .select({ id: ticketBookings.travelOrderId })
        .from(ticketBookings)
        .where(and(inArray(ticketBookings.travelOrderId, among), lte(ticketBookings.arrivesAt, until)))
        .orderBy(ticketBookings.arrivesAt, ticketBookings.travelOrderId)
        .limit(limit);
      return landed.map((row) => row.id);
    },
    serviceEndRemark: 'arrived',
    async checkPayable(tx, order) {
      const [booking] = await tx.select({ onSale: salesOpen(ticketBookings.departsAt) }).from(ticketBookings).where(eq(ticketBookings.travelOrderId, order.id));
      if (!booking?.onSale) throw salesClosed();
    },
    /** Paid: on to ticketing, due two hours from now (SPEC §9). */
    async afterPaid(tx, order, now) {
      await tx
        .update(ticketBookings)
        .set({ ticketingDeadline: new Date(now.getTime() + TICKETING_HOURS * HOUR_MS) })
        .where(eq(ticketBookings.travelOrderId, order.id));
    },
    matches(keyword, orderId) {
      const like = containing(keyword);
      return sql`(exists (select 1 from ${ticketBookings} where ${ticketBookings.travelOrderId} = ${orderId} and (${ilike(ticketBookings.flightNo, like)} or ${ilike(sql`${ticketBookings.origin} || '-' || ${ticketBookings.destination}`, like)}))
        or exists (select 1 from ticket_passengers p where p.travel_order_id = ${orderId} and ((p.first_name || ' ' || p.last_name) ilike ${like} or (p.last_name || ' ' || p.first_name) ilike ${like})))`;
    },
  };
}

/** City names of airports in the reader's language, by code. */
export async function citiesOf(db: DbOrTx, codes: string[], reader: Reader): Promise<Map<string, string>> {
  const rows = codes.length ? await db.select({ code: airports.code, city: airports.city }).from(airports).where(inArray(airports.code, [...new Set(codes)])) : [];
  return new Map(rows.map((row) => [row.code, localized(row.city, reader.lang, reader.fallback)]));
}

/** The feed's line of a ticket order: the route by city, the date and the flight number, and the departure in the airport's local time. */
export const ticketFeedLines: TravelFeedLines['ticket'] = async (db, ids, reader) => {
  const tickets = await db
    .select({
      orderId: ticketBookings.travelOrderId,
      origin: ticketBookings.origin,
      destination: ticketBookings.destination,
      date: ticketBookings.departureDate,
      flightNo: ticketBookings.flightNo,
      segments: ticketBookings.segments,
    })
    .from(ticketBookings)
    .where(inArray(ticketBookings.travelOrderId, [...ids]));
  const cities = await citiesOf(db, tickets.flatMap((ticket) => [ticket.origin, ticket.destination]), reader);
  const cityOf = (code: string) => cities.get(code) ?? code;
  return new Map(
    tickets.map((ticket) => [
      ticket.orderId,
      { title: `${cityOf(ticket.origin)} → ${cityOf(ticket.destination)}`, subtitle: `${ticket.date} · ${ticket.flightNo}`, image: null, departs_at: ticket.segments[0]?.depart_at ?? null },
    ]),
  );
};
