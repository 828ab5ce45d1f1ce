import { and, asc, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
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
import { travelOrders } from '../travel/tables.ts';
import { airports, type BookedSegment, flightFares, flightInstances, ticketBookings, ticketPassengers } from './tables.ts';
import type { Db, DbOrTx, Tx } from '../../platform/db.ts';
import { AppError } from '../../platform/errors.ts';
import { runOnce, type IdempotencyClaim } from '../../platform/idempotency.ts';
import { localized } from '../../platform/localized.ts';
import { countAll, pageOf } from '../../platform/paging.ts';
import type { Reader } from '../../platform/reader.ts';
import type { ReferenceData } from '../../platform/reference-data.ts';
import type { ResponseCache } from '../../platform/response-cache.ts';
import type { Actor } from '../../platform/state-machine.ts';
import { couponTitle } from '../coupons/index.ts';
import {
  refundPayment,
  type Payable,
  type PaymentsDeps,
} from '../payments/index.ts';
import {
  canRate,
  HOLDING_STATUSES,
  insertTravelOrder,
  ownTravelOrder,
  payTravelOrder,
  rateTravelOrder,
  returnTravelCoupon,
  spendTravelCoupon,
  travelAmountsView,
  travelHistory,
  travelOrderPayable,
  travelOrderStatus,
  travelParameter,
  travelPreviewView,
  travelSavings,
  type TravelOrderRow,
  type TravelPayment,
} from '../travel/index.ts';
import { FLIGHT_ANSWERS } from './low-fares.ts';
import { savePassengers } from './passengers.ts';
import type { FlightProvider } from './provider.ts';

export type TicketBookingRow = typeof ticketBookings.$inferSelect;
type PassengerRow = typeof ticketPassengers.$inferSelect;
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
/** SPEC §9: tickets are issued within two hours of payment. */
export const TICKETING_HOURS = 2;
const HOUR_MS = 3_600_000;

/** Adults and children take seats; infants sit on an adult's lap. */
export const seatsOf = (types: readonly string[]) => types.filter((type) => type !== 'infant').length;

/** Two decimals written out are the same amount ("12.5" and "12.50"). */
function sameAmount(a: string, b: string): boolean {
  const parts = (value: string) => {
    const [whole = '0', fraction = ''] = value.split('.');
    return [whole.replace(/^0+(?=\d)/, ''), fraction.replace(/0+$/, '')].join('.');
  };
  return parts(a) === parts(b);
}

export async function ticketBookingOf(db: DbOrTx, orderId: number): Promise<TicketBookingRow> {
  const [booking] = await db.select().from(ticketBookings).where(eq(ticketBookings.travelOrderId, orderId));
  if (!booking) throw new Error(`travel order ${orderId} has no ticket booking`);
  return booking;
}

export const passengersOf = (db: DbOrTx, orderId: number): Promise<PassengerRow[]> =>
  db.select().from(ticketPassengers).where(eq(ticketPassengers.travelOrderId, orderId)).orderBy(asc(ticketPassengers.id));

/** After the transaction that moved seats: this server's cached flight answers go at once (the others' on the commit's notification). */
function dropOwnAnswers(deps: { responses?: ResponseCache }): void {
  deps.responses?.invalidate(FLIGHT_ANSWERS);
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
 * it does not fit), the seats of adults and children held by one conditional update (4301 when
 * another booking got them first), then the travel order (pending review, held until the review
 * window's end; the total, the coupon's discount and what is due), the coupon marked used (4224
 * when a parallel booking took it first: nothing is written), the booking with the flight,
 * prices and rules as they are now, the passengers, and the saved passengers when asked. The same
 * Idempotency-Key answers the first booking again. The departure day's window and the passenger
 * rules are the body's (contracts).
 */
export async function createTicketOrder(deps: TicketDeps, userId: number, body: TicketOrderCreateBody, reader: Reader, claim: IdempotencyClaim): Promise<z.infer<typeof ticketOrderCreated>> {
  const now = deps.now?.() ?? new Date();
  const reviewHours = await travelParameter(deps.ref, 'reviewHours');
  const count = (type: PassengerType) => body.passengers.filter((passenger) => passenger.type === type).length;
  const party = { adults: count('adult'), children: count('child'), infants: count('infant') };
  const seats = party.adults + party.children;
  // The flight as booked (legs in local times); read before the transaction, it does not depend on seats.
  const { flight } = await deps.provider.detail({ fare_id: body.fare_id, date: body.date }, reader);
  const created = await runOnce(deps.db, `user:${userId}:ticket/order/create`, claim, async (tx) => {
    const quote = await deps.provider.reprice(body.fare_id, body.date, party, tx);
    const shown = reader.price.out(quote.total);
    if (body.expected_total !== undefined && !sameAmount(shown, body.expected_total)) {
      throw new AppError(ErrorCode.PriceChanged, { total_price: shown, expected_total: body.expected_total, currency: reader.price.seen.currency }, { total: shown, currency: reader.price.seen.currency });
    }
    const savings = await travelSavings(tx, userId, TICKET_KIND, quote.total, body.coupon_id ?? null, now);
    await deps.provider.hold(tx, quote.fareId, seats);
    const [fare] = await tx.select({ refundRule: flightFares.refundRule, changeRule: flightFares.changeRule }).from(flightFares).where(eq(flightFares.id, quote.fareId));
    const [instance] = await tx.select().from(flightInstances).where(eq(flightInstances.id, quote.instanceId));
    const holdDeadline = new Date(now.getTime() + reviewHours * HOUR_MS);
    const order = await insertTravelOrder(tx, now, {
      kind: TICKET_KIND,
      userId,
      status: travelOrderStatus.initial,
      totalAmount: quote.total,
      discount: savings.discount,
      couponId: savings.applied?.id ?? null,
      payAmount: savings.payAmount,
      currency: reader.price.seen.currency,
      rate: reader.price.seen.rate,
      contact: body.contact,
      remark: body.remark,
      provider: 'local',
      providerRef: String(quote.fareId),
      holdDeadline,
    });
    await spendTravelCoupon(tx, savings, order, now);
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
    return { order_no: order.orderNo, status: order.status as TravelOrderStatus, ...travelAmountsView(savings, reader), currency: reader.price.seen.currency, hold_deadline: holdDeadline.toISOString() };
  });
  dropOwnAnswers(deps);
  return created;
}

/**
 * What cancelling gives back (base minor units) by the fare's refund rule as booked: nothing when
 * it is not refundable, else what was paid less the penalty for each passenger's ticket.
 */
export function refundDue(order: TravelOrderRow, booking: TicketBookingRow, passengerCount: number): bigint {
  if (order.paidAmount === 0n || !booking.refundRule.allowed) return 0n;
  const refund = order.paidAmount - BigInt(booking.refundRule.penalty) * BigInt(passengerCount);
  return refund > 0n ? refund : 0n;
}

/**
 * Ends a ticket order (locked by the caller) by `actor`: held seats are released, sold ones
 * (tickets issued) go back on sale, what the fare's refund rule gives back comes to the wallet
 * through the payment service, a coupon of an order ending unpaid comes back, and the order moves
 * to cancelled. 4207 when the state machine does not let `actor` cancel it now.
 */
export async function endTicketOrder(tx: Tx, provider: FlightProvider, order: TravelOrderRow, actor: Actor, remark: string): Promise<void> {
  if (!travelOrderStatus.allows(order.status, 'cancelled', actor.kind)) throw new AppError(ErrorCode.OrderStateConflict);
  const booking = await ticketBookingOf(tx, order.id);
  if (order.status === 'verified_completed') await provider.cancel(tx, booking.fareId, booking.seats);
  else await provider.release(tx, booking.fareId, booking.seats);
  const refund = refundDue(order, booking, (await passengersOf(tx, order.id)).length);
  if (refund > 0n) {
    await refundPayment(tx, {
      userId: order.userId,
      biz: 'ticket_order',
      reference: order.orderNo,
      amount: refund,
      seen: { currency: order.currency, rate: order.rate },
      remark: `Refund for ticket order ${order.orderNo}`,
    });
  }
  await returnTravelCoupon(tx, order);
  await travelOrderStatus.transition(tx, order.id, 'cancelled', actor, remark, { refundedAmount: order.refundedAmount + refund, holdDeadline: null });
}

/** City names of airports in the reader's language, by code. */
async function citiesOf(db: DbOrTx, codes: string[], reader: Reader): Promise<Map<string, string>> {
  const rows = codes.length ? await db.select({ code: airports.code, city: airports.city }).from(airports).where(inArray(airports.code, [...new Set(codes)])) : [];
  return new Map(rows.map((row) => [row.code, localized(row.city, reader.lang, reader.fallback)]));
}

const isoLocal = (segments: BookedSegment[], at: 'first' | 'last') => (at === 'first' ? segments[0]?.depart_at : segments[segments.length - 1]?.arrive_at) ?? '';

function summaryOf(order: TravelOrderRow, booking: TicketBookingRow, passengerCount: number, cities: Map<string, string>, reader: Reader): TicketOrderSummary {
  return {
    order_no: order.orderNo,
    status: order.status as TravelOrderStatus,
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
    total_price: reader.price.out(order.totalAmount),
    pay_amount: reader.price.out(order.payAmount),
    currency: reader.price.seen.currency,
    created_at: order.createdAt.toISOString(),
  };
}

const ruleOut = (rule: FareRule, reader: Reader) => ({ allowed: rule.allowed, penalty: rule.allowed ? reader.price.out(BigInt(rule.penalty)) : null });

/** A ticket order as its traveller sees it: the flight, fare rules, prices, passengers with their tickets, what can be done now, and the history. */
export async function ticketOrderView(db: DbOrTx, order: TravelOrderRow, reader: Reader): Promise<TicketOrderDetail> {
  const booking = await ticketBookingOf(db, order.id);
  const passengers = await passengersOf(db, order.id);
  const cities = await citiesOf(db, [booking.origin, booking.destination, ...booking.segments.flatMap((segment) => [segment.from, segment.to])], reader);
  const status = order.status as TravelOrderStatus;
  const canCancel = travelOrderStatus.allows(status, 'cancelled', 'user');
  const count = (type: PassengerType) => passengers.filter((passenger) => passenger.type === type).length;
  return {
    ...summaryOf(order, booking, passengers.length, cities, reader),
    segments: booking.segments.map((segment) => ({ ...segment, from_city: cities.get(segment.from) ?? segment.from, to_city: cities.get(segment.to) ?? segment.to })),
    refund_rule: ruleOut(booking.refundRule, reader),
    change_rule: ruleOut(booking.changeRule, reader),
    prices: { adult: reader.price.out(booking.priceAdult), child: reader.price.out(booking.priceChild), infant: reader.price.out(booking.priceInfant), taxes: reader.price.out(booking.taxes) },
    counts: { adult: count('adult'), child: count('child'), infant: count('infant') },
    discount: travelAmountsView({ total: order.totalAmount, payAmount: order.payAmount }, reader).discount,
    coupon_title: await couponTitle(db, order.couponId, reader),
    paid_amount: reader.price.out(order.paidAmount),
    refunded_amount: reader.price.out(order.refundedAmount),
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
    contact: order.contact,
    remark: order.remark,
    hold_deadline: HOLDING_STATUSES.includes(status) && order.holdDeadline ? order.holdDeadline.toISOString() : null,
    ticketing_deadline: booking.ticketingDeadline?.toISOString() ?? null,
    can_pay: status === 'reviewed_pending_payment',
    can_cancel: canCancel,
    cancel_refund: canCancel ? reader.price.out(refundDue(order, booking, passengers.length)) : null,
    can_rate: canRate(status),
    rating: order.rating,
    rating_comment: order.ratingComment,
    history: await travelHistory(db, order.id),
  };
}

export async function listTicketOrders(db: DbOrTx, userId: number, query: { page: number; limit: number; status?: TravelOrderStatus }, reader: Reader): Promise<PageResult<TicketOrderSummary>> {
  const conditions: SQL[] = [eq(travelOrders.userId, userId), eq(travelOrders.kind, TICKET_KIND)];
  if (query.status) conditions.push(eq(travelOrders.status, query.status));
  const where = and(...conditions);
  const page = await pageOf(
    query,
    db.select(countAll).from(travelOrders).where(where),
    (limit, offset) =>
      db
        .select({ order: travelOrders, booking: ticketBookings, passengers: sql<number>`(select count(*)::int from ticket_passengers p where p.travel_order_id = ${travelOrders.id})` })
        .from(travelOrders)
        .innerJoin(ticketBookings, eq(ticketBookings.travelOrderId, travelOrders.id))
        .where(where)
        .orderBy(desc(travelOrders.id))
        .limit(limit)
        .offset(offset),
    (row) => row,
  );
  const cities = await citiesOf(db, page.list.flatMap((row) => [row.booking.origin, row.booking.destination]), reader);
  return { ...page, list: page.list.map((row) => summaryOf(row.order, row.booking, Number(row.passengers), cities, reader)) };
}

export async function ticketOrderDetail(deps: TicketDeps, userId: number, orderNo: string, reader: Reader): Promise<TicketOrderDetail> {
  return ticketOrderView(deps.db, await ownTravelOrder(deps.db, userId, TICKET_KIND, orderNo), reader);
}

/** Paid: on to ticketing, due two hours from now (SPEC §9), inside the payment's transaction. */
const TICKET_PAYMENT: TravelPayment = {
  kind: TICKET_KIND,
  biz: 'ticket_order',
  async afterPaid(tx, order, now) {
    await tx
      .update(ticketBookings)
      .set({ ticketingDeadline: new Date(now.getTime() + TICKETING_HOURS * HOUR_MS) })
      .where(eq(ticketBookings.travelOrderId, order.id));
  },
};

/** The traveller pays a reviewed order, as hotel bookings are paid (payTravelOrder); offline vouchers go to POST /payment/offline with biz ticket. */
export function payTicketOrder(deps: TicketDeps, userId: number, body: TravelPayBody, reader: Reader, claim: IdempotencyClaim | undefined): Promise<TravelPayStatus> {
  return payTravelOrder(deps, TICKET_PAYMENT, userId, body, reader, claim);
}

/** Ticket orders as something a channel payment pays (registerPayable('ticket_order')). */
export const ticketOrderPayable = (now?: () => Date): Payable => travelOrderPayable(TICKET_PAYMENT, now);

/** The traveller cancels their order: the seats go back, the fare's refund rule decides what comes back to the wallet; answers the order. */
export async function cancelTicketOrder(deps: TicketDeps, userId: number, body: { order_no: string; reason: string }, reader: Reader): Promise<TicketOrderDetail> {
  const order = await deps.db.transaction(async (tx) => {
    const own = await ownTravelOrder(tx, userId, TICKET_KIND, body.order_no, true);
    await endTicketOrder(tx, deps.provider, own, { kind: 'user', id: userId }, body.reason);
    return own;
  });
  dropOwnAnswers(deps);
  return ticketOrderDetail(deps, userId, order.orderNo, reader);
}

/** The traveller rates the flight once it is over (rateTravelOrder): the order is confirmed with their stars and comment. */
export function rateTicketOrder(deps: TicketDeps, userId: number, body: TravelRateBody): Promise<void> {
  return rateTravelOrder(deps.db, { kind: TICKET_KIND }, userId, body);
}
