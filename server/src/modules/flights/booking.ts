import { eq, inArray, sql } from 'drizzle-orm';
import {
  ErrorCode,
  type FareRule,
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
import { localFlightSeats, type FlightProvider, type FlightSeats } from './provider.ts';
import { citiesOf, passengersOf, ticketBookingOf, ticketTravelProvider, type TicketBookingRow } from './travel-provider.ts';

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

/** The fare's price for the party and the caller's coupons for it (the best applied unless the body names one or null), before booking. */
export async function previewTicketOrder(deps: TicketDeps, userId: number, body: TicketOrderPreviewBody, reader: Reader): Promise<TravelOrderPreview> {
  const now = deps.now?.() ?? new Date();
  const quote = await deps.provider.reprice(body.fare_id, body.date, { adults: body.adults, children: body.children, infants: body.infants });
  return travelPreviewView(await travelSavings(deps.db, userId, TICKET_KIND, quote.total, body.coupon_id, now), reader, now);
}

/**
 * Books a fare in one transaction: priced again by the provider (4301 when it cannot seat the
 * party; 4303 with the new total when it differs from the `expected_total` the traveller saw, and
 * nothing is written), the coupon named (none when absent) checked against the total (4224 when
 * it does not fit), then the order placed (placeTravelOrder: the seats of adults and children held
 * by one conditional update, 4301 when another booking got them first; the coupon marked used),
 * the booking with the flight, prices and rules as they are now, the passengers, and the saved
 * passengers when asked. The same Idempotency-Key answers the first booking again. The departure
 * day's window and the passenger rules are the body's (contracts).
 */
export async function createTicketOrder(deps: TicketDeps, userId: number, body: TicketOrderCreateBody, reader: Reader, claim: IdempotencyClaim): Promise<z.infer<typeof ticketOrderCreated>> {
  const now = deps.now?.() ?? new Date();
  const provider = ticketTravelProvider(deps.provider);
  const count = (type: PassengerType) => body.passengers.filter((passenger) => passenger.type === type).length;
  const party = { adults: count('adult'), children: count('child'), infants: count('infant') };
  const seats = party.adults + party.children;
  // The flight as booked (legs in local times); read before the transaction, it does not depend on seats.
  const { flight } = await deps.provider.detail({ fare_id: body.fare_id, date: body.date }, reader);
  const rules = await travelOrderRules(deps.ref);
  const created = await runOnceLockingUser(deps.db, userId, `user:${userId}:ticket/order/create`, claim, async (tx) => {
    const quote = await deps.provider.reprice(body.fare_id, body.date, party, tx);
    const shown = reader.price.out(quote.total);
    if (body.expected_total !== undefined && !sameAmount(shown, body.expected_total)) {
      throw new AppError(ErrorCode.PriceChanged, { total_price: shown, expected_total: body.expected_total, currency: reader.price.seen.currency }, { total: shown, currency: reader.price.seen.currency });
    }
    const savings = await travelSavings(tx, userId, TICKET_KIND, quote.total, body.coupon_id ?? null, now);
    const order = await placeTravelOrder(tx, rules, provider, { userId, hold: { fareId: quote.fareId, seats }, savings, contact: body.contact, remark: body.remark, seen: reader.price.seen }, now);
    const [fare] = await tx.select({ refundRule: flightFares.refundRule, changeRule: flightFares.changeRule }).from(flightFares).where(eq(flightFares.id, quote.fareId));
    const [instance] = await tx.select().from(flightInstances).where(eq(flightInstances.id, quote.instanceId));
    await tx.insert(ticketBookings).values({
      travelOrderId: order.id,
      fareId: quote.fareId,
      instanceId: quote.instanceId,
      departureDate: quote.date,
      origin: instance!.origin,
      destination: instance!.destination,
      flightNo: flight.flight_no,
      departsAt: instance!.departsAt,
      arrivesAt: instance!.arrivesAt,
      segments: flight.segments.map(({ from, to, depart_at, arrive_at, duration_minutes, aircraft, flight_no }) => ({ from, to, depart_at, arrive_at, duration_minutes, aircraft, flight_no })),
      cabin: quote.cabin,
      brand: quote.brand,
      seats,
      priceAdult: quote.priceAdult,
      priceChild: quote.priceChild,
      priceInfant: quote.priceInfant,
      taxes: quote.taxes,
      refundRule: fare!.refundRule,
      changeRule: fare!.changeRule,
    });
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

function summaryOf(order: TravelOrderRow, booking: TicketBookingRow, passengerCount: number, cities: Map<string, string>, reader: Reader): TicketOrderSummary {
  return {
    ...travelOrderSummary(order, reader),
    from: booking.origin,
    to: booking.destination,
    from_city: cities.get(booking.origin) ?? booking.origin,
    to_city: cities.get(booking.destination) ?? booking.destination,
    flight_no: booking.flightNo,
    date: booking.departureDate,
    depart_at: isoLocal(booking.segments, 'first'),
    arrive_at: isoLocal(booking.segments, 'last'),
    cabin: booking.cabin as FlightCabin,
    brand: booking.brand,
    passenger_count: passengerCount,
  };
}

const ruleOut = (rule: FareRule, reader: Reader) => ({ allowed: rule.allowed, penalty: rule.allowed ? reader.price.out(BigInt(rule.penalty)) : null });

/** A ticket order as its traveller sees it: the flight, fare rules, prices, passengers with their tickets, what can be done now, and the history. */
export async function ticketOrderView(deps: { db: Db; provider?: FlightSeats; now?: () => Date }, order: TravelOrderRow, reader: Reader): Promise<TicketOrderDetail> {
  const { db } = deps;
  const booking = await ticketBookingOf(db, order.id);
  const passengers = await passengersOf(db, order.id);
  const cities = await citiesOf(db, [booking.origin, booking.destination, ...booking.segments.flatMap((segment) => [segment.from, segment.to])], reader);
  const count = (type: PassengerType) => passengers.filter((passenger) => passenger.type === type).length;
  return {
    ...(await travelOrderView(db, ticketTravelProvider(deps.provider ?? localFlightSeats), order, reader, deps.now?.() ?? new Date())),
    ...summaryOf(order, booking, passengers.length, cities, reader),
    segments: booking.segments.map((segment) => ({ ...segment, from_city: cities.get(segment.from) ?? segment.from, to_city: cities.get(segment.to) ?? segment.to })),
    refund_rule: ruleOut(booking.refundRule, reader),
    change_rule: ruleOut(booking.changeRule, reader),
    prices: { adult: reader.price.out(booking.priceAdult), child: reader.price.out(booking.priceChild), infant: reader.price.out(booking.priceInfant), taxes: reader.price.out(booking.taxes) },
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
    ticketing_deadline: booking.ticketingDeadline?.toISOString() ?? null,
  };
}

export async function listTicketOrders(db: DbOrTx, userId: number, query: { page: number; limit: number; status?: TravelOrderStatus }, reader: Reader): Promise<PageResult<TicketOrderSummary>> {
  const page = await ownTravelOrders(db, TICKET_KIND, userId, query);
  const ids = page.list.map((order) => order.id);
  const rows = ids.length
    ? await db
        .select({ booking: ticketBookings, passengers: sql<number>`(select count(*)::int from ticket_passengers p where p.travel_order_id = ${ticketBookings.travelOrderId})` })
        .from(ticketBookings)
        .where(inArray(ticketBookings.travelOrderId, ids))
    : [];
  const byOrder = new Map(rows.map((row) => [row.booking.travelOrderId, row]));
  const cities = await citiesOf(db, rows.flatMap((row) => [row.booking.origin, row.booking.destination]), reader);
  return {
    ...page,
    list: page.list.map((order) => {
      const { booking, passengers } = byOrder.get(order.id)!;
      return summaryOf(order, booking, Number(passengers), cities, reader);
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
