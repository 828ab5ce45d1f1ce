import { and, asc, eq, ilike, inArray, lte, sql, type SQLWrapper } from 'drizzle-orm';
import type { TripKind } from '@roamcart/contracts';
import { airports, FIRST_LEG, flightFares, ticketBookings, ticketPassengers } from './tables.ts';
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

/** The flights of a ticket order, in the order flown (one for a one-way trip). */
export async function ticketLegsOf(db: DbOrTx, orderId: number): Promise<TicketBookingRow[]> {
  const legs = await db.select().from(ticketBookings).where(eq(ticketBookings.travelOrderId, orderId)).orderBy(asc(ticketBookings.leg));
  if (!legs[0]) throw new Error(`travel order ${orderId} has no ticket booking`);
  return legs;
}

/** The trip's first flight's row, which also keeps the order's ticketing: the one row per order of a desk list or a report. */
export const firstLegOnly = eq(ticketBookings.leg, FIRST_LEG);

/** A one-way trip; a round trip when the second and last flight flies the first's route back; else a multi-city trip. */
export function tripKindOf(legs: readonly Pick<TicketBookingRow, 'origin' | 'destination'>[]): TripKind {
  const [first, second] = legs;
  if (!first || !second) return 'one_way';
  return legs.length === 2 && second.origin === first.destination && second.destination === first.origin ? 'round_trip' : 'multi_city';
}

/** A flight of a trip in the back office's lists: route, number and day. */
export const legRoute = (leg: TicketBookingRow) => ({ from: leg.origin, to: leg.destination, flight_no: leg.flightNo, date: leg.departureDate });

/** How many passengers the ticket order whose id is in `travelOrderId` has, as a column of a select. */
export const passengerCountOf = (travelOrderId: SQLWrapper) =>
  scalarSubquery<number>(sql`select count(*)::int from ${ticketPassengers} where ${ticketPassengers.travelOrderId} = ${travelOrderId}`);

/** The flights of the travel orders `orderIds` (in the order flown) with how many passengers each has, by order id: one read for a page of orders. */
export async function ticketBookingsOf(db: DbOrTx, orderIds: readonly number[]): Promise<Map<number, { legs: TicketBookingRow[]; passengerCount: number }>> {
  const rows = orderIds.length
    ? await db
        .select({
          booking: ticketBookings,
          passengerCount: passengerCountOf(ticketBookings.travelOrderId),
        })
        .from(ticketBookings)
        .where(inArray(ticketBookings.travelOrderId, [...orderIds]))
        .orderBy(asc(ticketBookings.travelOrderId), asc(ticketBookings.leg))
    : [];
  const byOrder = new Map<number, { legs: TicketBookingRow[]; passengerCount: number }>();
  for (const { booking, passengerCount } of rows) {
    const trip = byOrder.get(booking.travelOrderId) ?? { legs: [], passengerCount };
    trip.legs.push(booking);
    byOrder.set(booking.travelOrderId, trip);
  }
  return byOrder;
}

export const passengersOf = (db: DbOrTx, orderId: number): Promise<PassengerRow[]> =>
  db.select().from(ticketPassengers).where(eq(ticketPassengers.travelOrderId, orderId)).orderBy(asc(ticketPassengers.id));

/** What a flight of the order cost before any saving: its prices for the passengers (taxes per seated one). */
function legValue(leg: TicketBookingRow, passengers: readonly Pick<PassengerRow, 'type'>[]): bigint {
  return passengers.reduce((sum, passenger) => {
    if (passenger.type === 'infant') return sum + leg.priceInfant;
    return sum + (passenger.type === 'child' ? leg.priceChild : leg.priceAdult) + leg.taxes;
  }, 0n);
}

/**
 * What cancelling gives back (base minor units) by each flight's refund rule as booked: what was
 * paid is shared between the flights by their prices (the last takes the remainder, so the
 * shares add up to it); a refundable flight gives back its share less the penalty for each
 * passenger's ticket, a non-refundable one nothing.
 */
export function refundDue(order: TravelOrderRow, legs: readonly TicketBookingRow[], passengers: readonly Pick<PassengerRow, 'type'>[]): bigint {
  if (order.paidAmount === 0n) return 0n;
  const values = legs.map((leg) => legValue(leg, passengers));
  const total = values.reduce((sum, value) => sum + value, 0n);
  let shared = 0n;
  let refund = 0n;
  for (const [index, leg] of legs.entries()) {
    const share = index === legs.length - 1 || total === 0n ? order.paidAmount - shared : (order.paidAmount * values[index]!) / total;
    shared += share;
    if (!leg.refundRule.allowed) continue;
    const back = share - BigInt(leg.refundRule.penalty) * BigInt(passengers.length);
    if (back > 0n) refund += back;
  }
  return refund;
}

/** Whether every one of the fares is ticketed by the supplier on payment: a trip is ticketed at once only when all its flights are. */
async function instantTicketing(db: DbOrTx, fareIds: readonly number[]): Promise<boolean> {
  const fares = await db.select({ instant: flightFares.instantTicketing }).from(flightFares).where(inArray(flightFares.id, [...fareIds]));
  return fares.length === new Set(fareIds).size && fares.every((fare) => fare.instant);
}

/** The seats a ticket order holds: the same party on each of its flights' fares. */
export interface TripSeats {
  fareIds: number[];
  seats: number;
}

/** Ticket orders as the travel-order process sees them, the seats of each of their flights behind `flights`. */
export function ticketTravelProvider(flights: FlightSeats): TravelProvider<TripSeats> {
  const seatsOf = async (tx: DbOrTx, order: TravelOrderRow): Promise<TripSeats> => {
    const legs = await ticketLegsOf(tx, order.id);
    return { fareIds: legs.map((leg) => leg.fareId), seats: legs[0]!.seats };
  };
  const eachFare = (move: FlightSeats['hold']) => async (tx: DbOrTx, order: TravelOrderRow) => {
    const { fareIds, seats } = await seatsOf(tx, order);
    for (const fareId of fareIds) await move(tx, fareId, seats);
  };
  const holdAll = async (tx: DbOrTx, { fareIds, seats }: TripSeats) => {
    for (const fareId of fareIds) await flights.hold(tx, fareId, seats);
    return fareIds.join(',');
  };
  return {
    kind: 'ticket',
    biz: 'ticket_order',
    label: 'system.travel.ticket_order',
    answers: FLIGHT_ANSWERS,
    name: flights.name,
    hold: holdAll,
    holdAgain: async (tx, order) => holdAll(tx, await seatsOf(tx, order)),
    instantFor: (tx, { fareIds }) => instantTicketing(tx, fareIds),
    /** Fares with instant ticketing: the supplier issues each passenger's ticket, one for the whole trip, on payment. */
    async confirmOnPayment(tx, order) {
      const legs = await ticketLegsOf(tx, order.id);
      if (!(await instantTicketing(tx, legs.map((leg) => leg.fareId)))) return null;
      for (const passenger of await passengersOf(tx, order.id)) {
        await tx.update(ticketPassengers).set({ ticketNo: await flights.issueTicketNo(tx, legs[0]!.flightNo) }).where(eq(ticketPassengers.id, passenger.id));
      }
      return { key: 'system.history.tickets_issued' };
    },
    confirm: eachFare(flights.confirm),
    release: eachFare(flights.release),
    cancel: eachFare(flights.cancel),
    refundDue: async (db, order) => refundDue(order, await ticketLegsOf(db, order.id), await passengersOf(db, order.id)),
    /** The trip ends at its last flight's arrival. */
    async servicesEnded(db, among, until, limit) {
      const lastArrival = sql<Date>`max(${ticketBookings.arrivesAt})`;
      const landed = await db
        .select({ id: ticketBookings.travelOrderId })
        .from(ticketBookings)
        .where(inArray(ticketBookings.travelOrderId, among))
        .groupBy(ticketBookings.travelOrderId)
        .having(lte(lastArrival, until))
        .orderBy(lastArrival, ticketBookings.travelOrderId)
        .limit(limit);
      return landed.map((row) => row.id);
    },
    serviceEndRemark: { key: 'system.history.arrived' },
    /** Every flight of the trip must still be on sale; the first leaves first, so its cut-off decides. */
    async checkPayable(tx, order) {
      const [booking] = await tx
        .select({ onSale: salesOpen(ticketBookings.departsAt) })
        .from(ticketBookings)
        .where(and(eq(ticketBookings.travelOrderId, order.id), firstLegOnly));
      if (!booking?.onSale) throw salesClosed();
    },
    /** Paid: on to ticketing, due two hours from now (SPEC §9). */
    async afterPaid(tx, order, now) {
      await tx
        .update(ticketBookings)
        .set({ ticketingDeadline: new Date(now.getTime() + TICKETING_HOURS * HOUR_MS) })
        .where(and(eq(ticketBookings.travelOrderId, order.id), firstLegOnly));
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

/** A trip's route by city: "Tokyo → Paris", a round trip "Tokyo ⇄ Paris", a multi-city trip through each city. */
export function tripRoute(legs: readonly Pick<TicketBookingRow, 'origin' | 'destination'>[], cityOf: (code: string) => string): string {
  const first = legs[0]!;
  if (tripKindOf(legs) === 'round_trip') return `${cityOf(first.origin)} ⇄ ${cityOf(first.destination)}`;
  const stops = [first.origin, ...legs.map((leg) => leg.destination)];
  return stops.map(cityOf).join(' → ');
}

/** The feed's line of a ticket order: the route by city, the first flight's date and number, and its departure in the airport's local time. */
export const ticketFeedLines: TravelFeedLines['ticket'] = async (db, ids, reader) => {
  const trips = await ticketBookingsOf(db, [...ids]);
  const cities = await citiesOf(db, [...trips.values()].flatMap(({ legs }) => legs.flatMap((leg) => [leg.origin, leg.destination])), reader);
  const cityOf = (code: string) => cities.get(code) ?? code;
  return new Map(
    [...trips].map(([orderId, { legs }]) => {
      const first = legs[0]!;
      return [orderId, { title: tripRoute(legs, cityOf), subtitle: `${first.departureDate} · ${first.flightNo}`, image: null, departs_at: first.segments[0]?.depart_at ?? null, trip: tripKindOf(legs) }];
    }),
  );
};
