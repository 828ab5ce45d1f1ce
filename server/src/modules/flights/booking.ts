import { inArray } from 'drizzle-orm';
import {
  ErrorCode,
  TRIP_MIN_CONNECTION_MINUTES,
  type FareRule,
  type FlightParty,
  type FlightCabin,
  type PageResult,
  type PassengerType,
  type TicketOrderCreateBody,
  type TicketOrderDetail,
  type TicketOrderPreviewBody,
  type TravelOrderPreview,
  type TravelOrderStatus,
  type TravelPayBody,
  type TravelPayStatus,
  type TravelRateBody,
  type z,
  type ticketOrderCreated,
  type ticketOrderSummary,
} from '@roamcart/contracts';
import { type BookedSegment, flightFares, flightInstances, ticketBookings, ticketPassengers } from './tables.ts';
import type { Db, DbOrTx } from '../../platform/db.ts';
import { AppError } from '../../platform/errors.ts';
import { runOnceLockingUser, type IdempotencyClaim } from '../../platform/idempotency.ts';
import type { Reader } from '../../platform/reader.ts';
import type { ReferenceData } from '../../platform/reference-data.ts';
import type { ResponseCache } from '../../platform/response-cache.ts';
import type { Payable, PaymentsDeps } from '../payments/index.ts';
import {
  cancelOwnTravelOrder,
  dropOwnAnswers,
  ownTravelOrder,
  ownTravelOrders,
  payTravelOrder,
  placeTravelOrder,
  travelOrderRules,
  rateTravelOrder,
  travelOrderCreated,
  travelOrderPayable,
  travelOrderSummary,
  travelOrderView,
  travelPreviewView,
  travelSavings,
  type TravelOrderRow,
} from '../travel/index.ts';
import { savePassengers } from './passengers.ts';
import { localFlightSeats, type FareQuote, type FlightProvider, type FlightSeats } from './provider.ts';
import { citiesOf, passengersOf, ticketBookingsOf, ticketLegsOf, ticketTravelProvider, tripKindOf, type TicketBookingRow } from './travel-provider.ts';

type TicketOrderSummary = z.infer<typeof ticketOrderSummary>;

/** What ticket orders need: the database, parameters, the provider, channel payments, the answers cache, and the clock (tests move it). */
export interface TicketDeps {
  db: Db;
  ref: ReferenceData;
  provider: FlightProvider;
  payments?: PaymentsDeps;
  responses?: ResponseCache;
  now?: () => Date;
}

export const TICKET_KIND = 'ticket';

/** Two decimals written out are the same amount ("12.5" and "12.50"). */
function sameAmount(a: string, b: string): boolean {
  const parts = (value: string) => {
    const [whole = '0', fraction = ''] = value.split('.');
    return [whole.replace(/^0+(?=\d)/, ''), fraction.replace(/0+$/, '')].join('.');
  };
  return parts(a) === parts(b);
}

/** The trip's flights as the body names them: the first, then `next_legs` in the order flown. */
const tripLegs = (body: { fare_id: number; date: string; next_legs: { fare_id: number; date: string }[] }) => [{ fare_id: body.fare_id, date: body.date }, ...body.next_legs];

/** A field of a flight of the trip as the body names it: the body's own (`fare_id`, `date`) for the first, `next_legs.N.<field>` after it. */
const legField = (index: number, field = 'fare_id') => (index === 0 ? field : `next_legs.${index - 1}.${field}`);

/** Runs `work` on the trip's flight `index`: a 4002 it answers about `fare_id` or `date` names that flight's field. */
async function onLeg<T>(index: number, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (index === 0 || !(error instanceof AppError) || !error.hasFieldDetails || !error.details) throw error;
    const [[field, message]] = Object.entries(error.details) as [[string, string]];
    throw AppError.field(legField(index, field), message, error.code);
  }
}

/** Each flight's fare priced for the party by the provider (4301/4002 as reprice answers, on the flight's field), in the order flown. */
async function priceTrip(provider: FlightProvider, legs: { fare_id: number; date: string }[], party: FlightParty, tx?: DbOrTx): Promise<FareQuote[]> {
  const quotes: FareQuote[] = [];
  for (const [index, leg] of legs.entries()) quotes.push(await onLeg(index, () => provider.reprice(leg.fare_id, leg.date, party, tx)));
  return quotes;
}

const tripTotal = (quotes: readonly FareQuote[]) => quotes.reduce((sum, quote) => sum + quote.total, 0n);

/** The trip's fares priced for the party and the caller's coupons for it (the best applied unless the body names one or null), before booking. */
export async function previewTicketOrder(deps: TicketDeps, userId: number, body: TicketOrderPreviewBody, reader: Reader): Promise<TravelOrderPreview> {
  const now = deps.now?.() ?? new Date();
  const quotes = await priceTrip(deps.provider, tripLegs(body), { adults: body.adults, children: body.children, infants: body.infants });
  return travelPreviewView(await travelSavings(deps.db, userId, TICKET_KIND, tripTotal(quotes), body.coupon_id, now), reader, now);
}

/**
 * Each flight of the trip leaves at least TRIP_MIN_CONNECTION_MINUTES after the one before it
 * lands (4002 on the later flight's fare, `validation.leg_too_soon`).
 */
function checkConnections(instances: readonly { departsAt: Date; arrivesAt: Date }[]) {
  for (let index = 1; index < instances.length; index++) {
    const earliest = instances[index - 1]!.arrivesAt.getTime() + TRIP_MIN_CONNECTION_MINUTES * 60_000;
    if (instances[index]!.departsAt.getTime() < earliest) throw AppError.field(legField(index), 'validation.leg_too_soon');
  }
}

/**
 * Books a trip (one flight, or a round trip or multi-city trip: `next_legs`) as one order in one
 * transaction: every fare priced again by the provider (4301 when one cannot seat the party; 4303
 * with the new total when the trip's total differs from the `expected_total` the traveller saw, and
 * nothing is written), each flight leaving long enough after the previous lands (4002), the coupon
 * named (none when absent) checked against the total (4224 when it does not fit), then the order
 * placed (placeTravelOrder: the seats of adults and children held on every flight by conditional
 * updates, 4301 when another booking got them first; the coupon marked used), a booking row per
 * flight with the flight, prices and rules as they are now, the passengers, and the saved
 * passengers when asked. The same Idempotency-Key answers the first booking again. The departure
 * days' window and the passenger rules are the body's (contracts).
 */
export async function createTicketOrder(deps: TicketDeps, userId: number, body: TicketOrderCreateBody, reader: Reader, claim: IdempotencyClaim): Promise<z.infer<typeof ticketOrderCreated>> {
  const now = deps.now?.() ?? new Date();
  const provider = ticketTravelProvider(deps.provider);
  const count = (type: PassengerType) => body.passengers.filter((passenger) => passenger.type === type).length;
  const party = { adults: count('adult'), children: count('child'), infants: count('infant') };
  const seats = party.adults + party.children;
  const legs = tripLegs(body);
  // The flights as booked (legs in local times); read before the transaction, they do not depend on seats.
  const flights = await Promise.all(legs.map(async (leg, index) => (await onLeg(index, () => deps.provider.detail({ fare_id: leg.fare_id, date: leg.date }, reader))).flight));
  const rules = await travelOrderRules(deps.ref);
  const created = await runOnceLockingUser(deps.db, userId, `user:${userId}:ticket/order/create`, claim, async (tx) => {
    const quotes = await priceTrip(deps.provider, legs, party, tx);
    const total = tripTotal(quotes);
    const shown = reader.price.out(total);
    if (body.expected_total !== undefined && !sameAmount(shown, body.expected_total)) {
      throw new AppError(ErrorCode.PriceChanged, { total_price: shown, expected_total: body.expected_total, currency: reader.price.seen.currency }, { total: shown, currency: reader.price.seen.currency });
    }
    const fareIds = quotes.map((quote) => quote.fareId);
    const fares = new Map((await tx.select({ id: flightFares.id, refundRule: flightFares.refundRule, changeRule: flightFares.changeRule }).from(flightFares).where(inArray(flightFares.id, fareIds))).map((fare) => [fare.id, fare]));
    const instances = new Map((await tx.select().from(flightInstances).where(inArray(flightInstances.id, quotes.map((quote) => quote.instanceId)))).map((instance) => [instance.id, instance]));
    const flown = quotes.map((quote) => instances.get(quote.instanceId)!);
    checkConnections(flown);
    const savings = await travelSavings(tx, userId, TICKET_KIND, total, body.coupon_id ?? null, now);
    const order = await placeTravelOrder(tx, rules, provider, { userId, hold: { fareIds, seats }, savings, contact: body.contact, remark: body.remark, seen: reader.price.seen }, now);
    await tx.insert(ticketBookings).values(
      quotes.map((quote, leg) => {
        const instance = flown[leg]!;
        const fare = fares.get(quote.fareId)!;
        return {
          travelOrderId: order.id,
          leg,
          fareId: quote.fareId,
          instanceId: quote.instanceId,
          departureDate: quote.date,
          origin: instance.origin,
          destination: instance.destination,
          flightNo: flights[leg]!.flight_no,
          departsAt: instance.departsAt,
          arrivesAt: instance.arrivesAt,
          segments: flights[leg]!.segments.map(({ from, to, depart_at, arrive_at, duration_minutes, aircraft, flight_no }) => ({ from, to, depart_at, arrive_at, duration_minutes, aircraft, flight_no })),
          cabin: quote.cabin,
          brand: quote.brand,
          seats,
          priceAdult: quote.priceAdult,
          priceChild: quote.priceChild,
          priceInfant: quote.priceInfant,
          taxes: quote.taxes,
          refundRule: fare.refundRule,
          changeRule: fare.changeRule,
        };
      }),
    );
    await tx.insert(ticketPassengers).values(
      body.passengers.map((passenger) => ({
        travelOrderId: order.id,
        type: passenger.type,
        firstName: passenger.first_name,
        lastName: passenger.last_name,
        gender: passenger.gender,
        nationality: passenger.nationality,
        docType: passenger.doc_type,
        docNumber: passenger.doc_number,
        docExpiry: passenger.doc_expiry,
        birthDate: passenger.birth_date,
      })),
    );
    if (body.save_passengers) await savePassengers(tx, userId, body.passengers);
    return travelOrderCreated(order, savings, reader);
  });
  dropOwnAnswers(deps, provider);
  return created;
}

const isoLocal = (segments: BookedSegment[], at: 'first' | 'last') => (at === 'first' ? segments[0]?.depart_at : segments[segments.length - 1]?.arrive_at) ?? '';

type Cities = Map<string, string>;

/** A flight of the order as lists show it: route with cities, number, day, first departure and last arrival, fare. */
function legSummary(leg: TicketBookingRow, cities: Cities) {
  return {
    from: leg.origin,
    to: leg.destination,
    from_city: cities.get(leg.origin) ?? leg.origin,
    to_city: cities.get(leg.destination) ?? leg.destination,
    flight_no: leg.flightNo,
    date: leg.departureDate,
    depart_at: isoLocal(leg.segments, 'first'),
    arrive_at: isoLocal(leg.segments, 'last'),
    cabin: leg.cabin as FlightCabin,
    brand: leg.brand,
  };
}

/** The order in a list: its trip kind and flights; the first flight's fields at the top level, as one-way orders always had them. */
function summaryOf(order: TravelOrderRow, legs: TicketBookingRow[], passengerCount: number, cities: Cities, reader: Reader): TicketOrderSummary {
  const flights = legs.map((leg) => legSummary(leg, cities));
  return { ...travelOrderSummary(order, reader), trip: tripKindOf(legs), legs: flights, ...flights[0]!, passenger_count: passengerCount };
}

const ruleOut = (rule: FareRule, reader: Reader) => ({ allowed: rule.allowed, penalty: rule.allowed ? reader.price.out(BigInt(rule.penalty)) : null });

/** A flight of the order in full: its legs with cities, its rules and its prices per passenger, as booked. */
function legDetail(leg: TicketBookingRow, cities: Cities, reader: Reader) {
  return {
    ...legSummary(leg, cities),
    segments: leg.segments.map((segment) => ({ ...segment, from_city: cities.get(segment.from) ?? segment.from, to_city: cities.get(segment.to) ?? segment.to })),
    refund_rule: ruleOut(leg.refundRule, reader),
    change_rule: ruleOut(leg.changeRule, reader),
    prices: { adult: reader.price.out(leg.priceAdult), child: reader.price.out(leg.priceChild), infant: reader.price.out(leg.priceInfant), taxes: reader.price.out(leg.taxes) },
  };
}

/** A ticket order as its traveller sees it: each flight with its rules and prices, passengers with their tickets, what can be done now, and the history. */
export async function ticketOrderView(deps: { db: Db; provider?: FlightSeats; now?: () => Date }, order: TravelOrderRow, reader: Reader): Promise<TicketOrderDetail> {
  const { db } = deps;
  const legs = await ticketLegsOf(db, order.id);
  const passengers = await passengersOf(db, order.id);
  const cities = await citiesOf(db, legs.flatMap((leg) => [leg.origin, leg.destination, ...leg.segments.flatMap((segment) => [segment.from, segment.to])]), reader);
  const count = (type: PassengerType) => passengers.filter((passenger) => passenger.type === type).length;
  const flights = legs.map((leg) => legDetail(leg, cities, reader));
  const { segments, refund_rule, change_rule, prices } = flights[0]!;
  return {
    ...(await travelOrderView(db, ticketTravelProvider(deps.provider ?? localFlightSeats), order, reader, deps.now?.() ?? new Date())),
    ...summaryOf(order, legs, passengers.length, cities, reader),
    legs: flights,
    segments,
    refund_rule,
    change_rule,
    prices,
    counts: { adult: count('adult'), child: count('child'), infant: count('infant') },
    passengers: passengers.map((passenger) => ({
      id: passenger.id,
      type: passenger.type as PassengerType,
      first_name: passenger.firstName,
      last_name: passenger.lastName,
      gender: passenger.gender as 'male' | 'female',
      nationality: passenger.nationality,
      doc_type: passenger.docType as 'passport' | 'id_card' | 'travel_permit',
      doc_number: passenger.docNumber,
      doc_expiry: passenger.docExpiry,
      birth_date: passenger.birthDate,
      ticket_no: passenger.ticketNo,
    })),
    ticketing_deadline: legs[0]!.ticketingDeadline?.toISOString() ?? null,
  };
}

export async function listTicketOrders(db: DbOrTx, userId: number, query: { page: number; limit: number; status?: TravelOrderStatus }, reader: Reader): Promise<PageResult<TicketOrderSummary>> {
  const page = await ownTravelOrders(db, TICKET_KIND, userId, query);
  const trips = await ticketBookingsOf(db, page.list.map((order) => order.id));
  const cities = await citiesOf(db, [...trips.values()].flatMap(({ legs }) => legs.flatMap((leg) => [leg.origin, leg.destination])), reader);
  return {
    ...page,
    list: page.list.map((order) => {
      const { legs, passengerCount } = trips.get(order.id)!;
      return summaryOf(order, legs, passengerCount, cities, reader);
    }),
  };
}

export async function ticketOrderDetail(deps: TicketDeps, userId: number, orderNo: string, reader: Reader): Promise<TicketOrderDetail> {
  return ticketOrderView(deps, await ownTravelOrder(deps.db, userId, TICKET_KIND, orderNo), reader);
}

/** The traveller pays a reviewed order, as hotel bookings are paid (payTravelOrder); offline vouchers go to POST /payment/offline with biz ticket. */
export function payTicketOrder(deps: TicketDeps, userId: number, body: TravelPayBody, reader: Reader, claim: IdempotencyClaim | undefined): Promise<TravelPayStatus> {
  return payTravelOrder(deps, ticketTravelProvider(deps.provider), userId, body, reader, claim);
}

/** Ticket orders as something a channel payment pays (registerPayable('ticket_order')). */
export const ticketOrderPayable = (now?: () => Date): Payable => travelOrderPayable(ticketTravelProvider(localFlightSeats), now);

/** The traveller cancels their order: the seats go back, the fare's refund rule decides what comes back to the wallet; answers the order. */
export async function cancelTicketOrder(deps: TicketDeps, userId: number, body: { order_no: string; reason: string }, reader: Reader): Promise<TicketOrderDetail> {
  await cancelOwnTravelOrder(deps, ticketTravelProvider(deps.provider), userId, body);
  return ticketOrderDetail(deps, userId, body.order_no, reader);
}

/** The traveller rates the flight once it is over (rateTravelOrder): the order is confirmed with their stars and comment. */
export function rateTicketOrder(deps: TicketDeps, userId: number, body: TravelRateBody): Promise<void> {
  return rateTravelOrder(deps.db, ticketTravelProvider(deps.provider), userId, body);
}
