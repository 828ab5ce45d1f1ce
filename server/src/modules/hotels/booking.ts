import { and, desc, eq, inArray, lte, not, or, sql, type SQL } from 'drizzle-orm';
import {
  ErrorCode,
  nightsOf,
  type HotelOrderCreateBody,
  type HotelOrderDetail,
  type HotelOrderPreviewBody,
  type PageResult,
  type TravelOrderStatus,
  type TravelPayBody,
  type TravelPayStatus,
  type TravelOrderPreview,
  type TravelRateBody,
  type z,
  type hotelOrderCreated,
  type hotelOrderSummary,
} from '@roamcart/contracts';
import { travelOrders } from '../travel/tables.ts';
import { hotelBookings, hotelRatePlans, hotels } from './tables.ts';
import type { Db, DbOrTx, Tx } from '../../platform/db.ts';
import { AppError } from '../../platform/errors.ts';
import { runOnce, type IdempotencyClaim } from '../../platform/idempotency.ts';
import { localized } from '../../platform/localized.ts';
import { countAll, pageOf } from '../../platform/paging.ts';
import type { Reader } from '../../platform/reader.ts';
import type { ReferenceData } from '../../platform/reference-data.ts';
import type { ResponseCache } from '../../platform/response-cache.ts';
import { SYSTEM, type Actor } from '../../platform/state-machine.ts';
import { couponTitle } from '../coupons/index.ts';
import {
  awaitingReview,
  refundPayment,
  type Payable,
  type PaymentsDeps,
} from '../payments/index.ts';
import {
  canRate,
  HOLDING_STATUSES,
  insertTravelOrder,
  lockTravelOrder,
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
  type TravelRating,
} from '../travel/index.ts';
import { cancellationView, checkCheckIn, stayAsk } from './browse.ts';
import { HOTEL_ANSWERS, hotelInventoryChanged } from './cache.ts';
import { localHotelProvider } from './local-provider.ts';
import type { HeldRooms, HotelProvider, HotelRow } from './provider.ts';
import { refundPercentAt, zonedInstant } from './stay.ts';

type BookingRow = typeof hotelBookings.$inferSelect;
type HotelOrderSummary = z.infer<typeof hotelOrderSummary>;

/** What bookings need: the database, parameters, the provider, channel payments, the answers cache, and the clock (tests move it). */
export interface HotelDeps {
  db: Db;
  ref: ReferenceData;
  provider: HotelProvider;
  payments?: PaymentsDeps;
  responses?: ResponseCache;
  now?: () => Date;
}

export { TRAVEL_PARAMETERS } from '../travel/index.ts';

const KIND = 'hotel';
const HOUR_MS = 3_600_000;

const parameter = travelParameter;

/** The rooms a booking holds or bought, as the provider finds them. */
const heldRoomsOf = (order: TravelOrderRow, booking: BookingRow): HeldRooms => ({
  providerRef: order.providerRef ?? '',
  roomTypeId: booking.roomTypeId,
  checkIn: booking.checkIn,
  checkOut: booking.checkOut,
  rooms: booking.rooms,
});

async function bookingOf(db: DbOrTx, orderId: number): Promise<BookingRow> {
  const [booking] = await db.select().from(hotelBookings).where(eq(hotelBookings.travelOrderId, orderId));
  if (!booking) throw new Error(`travel order ${orderId} has no hotel booking`);
  return booking;
}

/** When the stay starts: check-in day at the hotel's check-in time, in its zone (cancellation deadlines count from it). */
const checkInInstant = (hotel: Pick<HotelRow, 'timeZone' | 'checkInFrom'>, booking: BookingRow) => zonedInstant(booking.checkIn, hotel.checkInFrom, hotel.timeZone);

async function hotelRowOf(db: DbOrTx, hotelId: number): Promise<HotelRow> {
  const [hotel] = await db.select().from(hotels).where(eq(hotels.id, hotelId));
  if (!hotel) throw new Error(`hotel ${hotelId} is gone`);
  return hotel;
}

/** After the transaction that moved rooms: this server's cached hotel answers go at once (the others' on the commit's notification). */
function dropOwnAnswers(deps: HotelDeps): void {
  deps.responses?.invalidate(HOTEL_ANSWERS);
}

/** The stay checked (check-in today or later in the hotel's zone) and priced by the provider now (4301 when the offer is not bookable). */
async function quoteStay(deps: HotelDeps, db: DbOrTx, body: HotelOrderPreviewBody, now: Date) {
  const hotel = await deps.provider.hotelOfRoomType(db, body.room_type_id);
  if (!hotel) throw new AppError(ErrorCode.RecordNotFound);
  checkCheckIn(body.check_in, hotel.timeZone, now);
  const stay = stayAsk(body);
  return { stay, quote: await deps.provider.quote(db, body.room_type_id, body.rate_plan_id, stay) };
}

/** The booking's price and the caller's coupons for it (the best applied unless the body names one or null), before booking. */
export async function previewHotelOrder(deps: HotelDeps, userId: number, body: HotelOrderPreviewBody, reader: Reader): Promise<TravelOrderPreview> {
  const now = deps.now?.() ?? new Date();
  const { quote } = await quoteStay(deps, deps.db, body, now);
  return travelPreviewView(await travelSavings(deps.db, userId, KIND, quote.total, body.coupon_id, now), reader, now);
}

/**
 * Books rooms in one transaction: the stay checked and priced as the preview does it, the coupon
 * named (none when absent) checked against the price (4224 when it does not fit), the rooms held
 * for every night by one conditional update (4301 when another booking got them first, and
 * nothing is written), then the travel order (pending review, held until the review window's
 * end; the total, the coupon's discount and what is due), the coupon marked used (4224 when a
 * parallel booking took it first: nothing is written) and the booking with names, nightly prices
 * and the cancellation timeline as they are now. The same Idempotency-Key answers the first booking again.
 */
export async function createHotelOrder(deps: HotelDeps, userId: number, body: HotelOrderCreateBody, reader: Reader, claim: IdempotencyClaim): Promise<z.infer<typeof hotelOrderCreated>> {
  const now = deps.now?.() ?? new Date();
  const reviewHours = await parameter(deps.ref, 'reviewHours');
  const created = await runOnce(deps.db, `user:${userId}:hotel/order/create`, claim, async (tx) => {
    const { stay, quote } = await quoteStay(deps, tx, body, now);
    const savings = await travelSavings(tx, userId, KIND, quote.total, body.coupon_id ?? null, now);
    const providerRef = await deps.provider.hold(tx, { roomTypeId: quote.roomType.id, checkIn: stay.checkIn, checkOut: stay.checkOut, rooms: stay.rooms });
    const holdDeadline = new Date(now.getTime() + reviewHours * HOUR_MS);
    const order = await insertTravelOrder(tx, now, {
      kind: KIND,
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
      provider: deps.provider.name,
      providerRef,
      holdDeadline,
    });
    await spendTravelCoupon(tx, savings, order, now);
    await tx.insert(hotelBookings).values({
      travelOrderId: order.id,
      hotelId: quote.hotel.id,
      roomTypeId: quote.roomType.id,
      ratePlanId: quote.ratePlan.id,
      hotelName: quote.hotel.name,
      roomTypeName: quote.roomType.name,
      board: quote.ratePlan.board,
      checkIn: stay.checkIn,
      checkOut: stay.checkOut,
      rooms: stay.rooms,
      adults: stay.adults,
      children: stay.children,
      childAges: body.child_ages,
      guests: body.guests,
      nightly: quote.nightly.map((night) => ({ date: night.date, price: String(night.price) })),
      cancellation: quote.ratePlan.cancellation,
    });
    await hotelInventoryChanged(tx);
    return { order_no: order.orderNo, status: order.status as TravelOrderStatus, ...travelAmountsView(savings, reader), currency: reader.price.seen.currency, hold_deadline: holdDeadline.toISOString() };
  });
  dropOwnAnswers(deps);
  return created;
}

/** What cancelling at `now` gives back (base minor units): what was paid times the share of the step in force. */
function refundDue(order: TravelOrderRow, booking: BookingRow, hotel: HotelRow, now: Date): bigint {
  const percent = refundPercentAt(booking.cancellation, checkInInstant(hotel, booking), now);
  return (order.paidAmount * BigInt(percent)) / 100n;
}

/**
 * Ends a booking (locked by the caller) by `actor`: its rooms go back on sale (held ones, or sold
 * ones after verification), what was paid comes back to the wallet as far as the cancellation
 * timeline gives it (through the payment service), a coupon of a booking ending unpaid comes
 * back, and the order moves to cancelled. 4207 when the state machine does not let `actor` cancel it now.
 */
export async function endHotelOrder(tx: Tx, provider: HotelProvider, order: TravelOrderRow, actor: Actor, remark: string, now: Date): Promise<void> {
  if (!travelOrderStatus.allows(order.status, 'cancelled', actor.kind)) throw new AppError(ErrorCode.OrderStateConflict);
  const booking = await bookingOf(tx, order.id);
  const rooms = heldRoomsOf(order, booking);
  if (order.status === 'verified_completed') await provider.cancel(tx, rooms);
  else await provider.release(tx, rooms);
  const refund = order.paidAmount > 0n ? refundDue(order, booking, await hotelRowOf(tx, booking.hotelId), now) : 0n;
  if (refund > 0n) {
    await refundPayment(tx, {
      userId: order.userId,
      biz: 'hotel_order',
      reference: order.orderNo,
      amount: refund,
      seen: { currency: order.currency, rate: order.rate },
      remark: `Refund for hotel booking ${order.orderNo}`,
    });
  }
  await returnTravelCoupon(tx, order);
  await travelOrderStatus.transition(tx, order.id, 'cancelled', actor, remark, { refundedAmount: order.refundedAmount + refund, holdDeadline: null });
  await hotelInventoryChanged(tx);
}

function summaryOf(order: TravelOrderRow, booking: BookingRow, hotel: HotelRow, reader: Reader): HotelOrderSummary {
  return {
    order_no: order.orderNo,
    status: order.status as TravelOrderStatus,
    hotel_id: booking.hotelId,
    hotel_name: localized(booking.hotelName, reader.lang, reader.fallback),
    room_type_name: localized(booking.roomTypeName, reader.lang, reader.fallback),
    photo: hotel.photos[0] ?? null,
    check_in: booking.checkIn,
    check_out: booking.checkOut,
    nights: nightsOf(booking.checkIn, booking.checkOut).length,
    rooms: booking.rooms,
    total_price: reader.price.out(order.totalAmount),
    pay_amount: reader.price.out(order.payAmount),
    currency: reader.price.seen.currency,
    created_at: order.createdAt.toISOString(),
  };
}

/** The booking's discount as the caller reads it: the shown total less the shown amount due. */
const discountOut = (order: TravelOrderRow, reader: Reader) => travelAmountsView({ total: order.totalAmount, payAmount: order.payAmount }, reader).discount;

/** A booking as its traveller sees it: the stay, the money, what can be done now, and the history. */
export async function hotelOrderView(db: DbOrTx, order: TravelOrderRow, reader: Reader, now: Date): Promise<HotelOrderDetail> {
  const booking = await bookingOf(db, order.id);
  const hotel = await hotelRowOf(db, booking.hotelId);
  const [plan] = await db.select({ name: hotelRatePlans.name }).from(hotelRatePlans).where(eq(hotelRatePlans.id, booking.ratePlanId));
  const status = order.status as TravelOrderStatus;
  const canCancel = travelOrderStatus.allows(status, 'cancelled', 'user');
  return {
    ...summaryOf(order, booking, hotel, reader),
    rate_plan_name: plan ? localized(plan.name, reader.lang, reader.fallback) : '',
    board: booking.board === 'breakfast' ? 'breakfast' : 'room_only',
    address: localized(hotel.address, reader.lang, reader.fallback),
    check_in_from: hotel.checkInFrom,
    check_out_by: hotel.checkOutBy,
    adults: booking.adults,
    children: booking.children,
    child_ages: booking.childAges,
    nightly: booking.nightly.map((night) => ({ date: night.date, price: reader.price.out(BigInt(night.price)) })),
    discount: discountOut(order, reader),
    coupon_title: await couponTitle(db, order.couponId, reader),
    paid_amount: reader.price.out(order.paidAmount),
    refunded_amount: reader.price.out(order.refundedAmount),
    guests: booking.guests,
    contact: order.contact,
    remark: order.remark,
    confirmation_no: booking.confirmationNo,
    cancellation: cancellationView(hotel, booking.cancellation, booking.checkIn).cancellation,
    hold_deadline: HOLDING_STATUSES.includes(status) && order.holdDeadline ? order.holdDeadline.toISOString() : null,
    cancel_refund: canCancel ? reader.price.out(refundDue(order, booking, hotel, now)) : null,
    can_pay: status === 'reviewed_pending_payment',
    can_cancel: canCancel,
    can_rate: canRate(status),
    rating: order.rating,
    rating_comment: order.ratingComment,
    history: await travelHistory(db, order.id),
  };
}

export async function listHotelOrders(db: DbOrTx, userId: number, query: { page: number; limit: number; status?: TravelOrderStatus }, reader: Reader): Promise<PageResult<HotelOrderSummary>> {
  const conditions: SQL[] = [eq(travelOrders.userId, userId), eq(travelOrders.kind, KIND)];
  if (query.status) conditions.push(eq(travelOrders.status, query.status));
  const where = and(...conditions);
  return pageOf(
    query,
    db.select(countAll).from(travelOrders).where(where),
    (limit, offset) =>
      db
        .select({ order: travelOrders, booking: hotelBookings, hotel: hotels })
        .from(travelOrders)
        .innerJoin(hotelBookings, eq(hotelBookings.travelOrderId, travelOrders.id))
        .innerJoin(hotels, eq(hotels.id, hotelBookings.hotelId))
        .where(where)
        .orderBy(desc(travelOrders.id))
        .limit(limit)
        .offset(offset),
    (row) => summaryOf(row.order, row.booking, row.hotel, reader),
  );
}

export async function hotelOrderDetail(deps: HotelDeps, userId: number, orderNo: string, reader: Reader): Promise<HotelOrderDetail> {
  return hotelOrderView(deps.db, await ownTravelOrder(deps.db, userId, KIND, orderNo), reader, deps.now?.() ?? new Date());
}

const HOTEL_PAYMENT: TravelPayment = { kind: KIND, biz: 'hotel_order' };

/** The traveller pays a reviewed booking (payTravelOrder); offline vouchers go to POST /payment/offline with biz hotel. */
export function payHotelOrder(deps: HotelDeps, userId: number, body: TravelPayBody, reader: Reader, claim: IdempotencyClaim | undefined): Promise<TravelPayStatus> {
  return payTravelOrder(deps, HOTEL_PAYMENT, userId, body, reader, claim);
}

/** Hotel bookings as something a channel payment pays. */
export const hotelOrderPayable = (now?: () => Date): Payable => travelOrderPayable(HOTEL_PAYMENT, now);

/** The traveller cancels their booking: the rooms go back, the refund the timeline gives now comes back to the wallet; answers the booking. */
export async function cancelHotelOrder(deps: HotelDeps, userId: number, body: { order_no: string; reason: string }, reader: Reader): Promise<HotelOrderDetail> {
  const now = deps.now?.() ?? new Date();
  const order = await deps.db.transaction(async (tx) => {
    const own = await ownTravelOrder(tx, userId, KIND, body.order_no, true);
    await endHotelOrder(tx, deps.provider, own, { kind: 'user', id: userId }, body.reason, now);
    return own;
  });
  dropOwnAnswers(deps);
  return hotelOrderDetail(deps, userId, order.orderNo, reader);
}

/** A rating of the stay counts in the hotel's average (tenths, rounded), in the rating's transaction. */
const HOTEL_RATING: TravelRating = {
  kind: KIND,
  async afterRated(tx, order, stars) {
    const booking = await bookingOf(tx, order.id);
    await tx
      .update(hotels)
      .set({
        ratingTenths: sql`round((${hotels.ratingTenths} * ${hotels.ratingCount} + ${stars * 10})::numeric / (${hotels.ratingCount} + 1))`,
        ratingCount: sql`${hotels.ratingCount} + 1`,
      })
      .where(eq(hotels.id, booking.hotelId));
    await hotelInventoryChanged(tx);
  },
};

/** The traveller rates the stay (rateTravelOrder): the booking is confirmed and the hotel's average takes the rating in. */
export async function rateHotelOrder(deps: HotelDeps, userId: number, body: TravelRateBody): Promise<void> {
  await rateTravelOrder(deps.db, HOTEL_RATING, userId, body);
  dropOwnAnswers(deps);
}

/* Back office */

/** What the back office's calls need: app.deps fits (db, ref, responses); the provider is the local one unless given. */
export interface HotelAdminDeps {
  db: Db;
  ref: ReferenceData;
  responses?: ResponseCache;
  provider?: HotelProvider;
  now?: () => Date;
}

/**
 * An operator reviews a new booking: approved, it waits for payment and its rooms stay held for
 * the payment window parameter from now; rejected (the remark says why), it is cancelled and its
 * rooms released. 4402 for an unknown booking, 4207 when it is not waiting for review.
 */
export async function reviewHotelOrder(deps: HotelAdminDeps, admin: Actor, body: { order_no: string; approve: boolean; remark: string }): Promise<{ order_no: string; status: TravelOrderStatus }> {
  const now = deps.now?.() ?? new Date();
  const paymentMinutes = await parameter(deps.ref, 'paymentMinutes');
  const status = await deps.db.transaction(async (tx) => {
    const order = await lockTravelOrder(tx, KIND, body.order_no);
    if (body.approve) {
      await travelOrderStatus.transition(tx, order.id, 'reviewed_pending_payment', admin, body.remark, { holdDeadline: new Date(now.getTime() + paymentMinutes * 60_000) });
      return 'reviewed_pending_payment' as const;
    }
    if (order.status !== 'ordered_pending_review') throw new AppError(ErrorCode.OrderStateConflict);
    await endHotelOrder(tx, deps.provider ?? localHotelProvider, order, admin, body.remark, now);
    return 'cancelled' as const;
  });
  deps.responses?.invalidate(HOTEL_ANSWERS);
  return { order_no: body.order_no, status };
}

/**
 * The hotel (or supplier) confirmed a paid booking: its held rooms become sold for every night,
 * the confirmation number is kept, and the booking is verified. 4402 unknown, 4207 not paid and waiting.
 */
export async function verifyHotelOrder(deps: HotelAdminDeps, admin: Actor, body: { order_no: string; confirmation_no: string }): Promise<{ order_no: string; status: TravelOrderStatus }> {
  const now = deps.now?.() ?? new Date();
  await deps.db.transaction(async (tx) => {
    const order = await lockTravelOrder(tx, KIND, body.order_no);
    if (order.status !== 'paid_pending_verification') throw new AppError(ErrorCode.OrderStateConflict);
    const booking = await bookingOf(tx, order.id);
    await (deps.provider ?? localHotelProvider).confirm(tx, heldRoomsOf(order, booking));
    await tx.update(hotelBookings).set({ confirmationNo: body.confirmation_no }).where(eq(hotelBookings.travelOrderId, order.id));
    await travelOrderStatus.transition(tx, order.id, 'verified_completed', admin, body.confirmation_no, { verifiedAt: now });
  });
  return { order_no: body.order_no, status: 'verified_completed' };
}

/* Jobs */

/** The hold-expiry round: bookings not reviewed or not paid by their deadline are cancelled by the system, their rooms released; returns how many. */
export async function releaseExpiredHolds(db: Db, provider: HotelProvider, now: Date): Promise<number> {
  const due = await db
    .select({ id: travelOrders.id })
    .from(travelOrders)
    // A booking whose offline payment waits for an operator's review keeps its rooms meanwhile.
    .where(and(eq(travelOrders.kind, KIND), inArray(travelOrders.status, [...HOLDING_STATUSES]), lte(travelOrders.holdDeadline, now), not(awaitingReview('hotel_order', travelOrders.orderNo))))
    .orderBy(travelOrders.holdDeadline)
    .limit(100);
  let released = 0;
  for (const { id } of due) {
    await db.transaction(async (tx) => {
      // Skip what a payment or a cancel holds right now; the next round sees it again if still due.
      const [order] = await tx.select().from(travelOrders).where(eq(travelOrders.id, id)).for('update', { skipLocked: true });
      if (!order || !HOLDING_STATUSES.includes(order.status as TravelOrderStatus) || !order.holdDeadline || order.holdDeadline > now) return;
      await endHotelOrder(tx, provider, order, SYSTEM, 'hold expired', now);
      released += 1;
    });
  }
  return released;
}

/**
 * After the stay: verified bookings whose check-out time (the hotel's, in its zone) has passed
 * wait for their rating; those waiting longer than the rating window are confirmed by the
 * system. Returns how many moved.
 */
export async function followStays(db: Db, ref: ReferenceData, now: Date): Promise<number> {
  const ratingDays = await parameter(ref, 'ratingDays');
  // A check-out date up to tomorrow (UTC) may have passed somewhere; the exact time is the hotel's.
  const horizon = (daysAgo: number) => new Date(now.getTime() + (1 - daysAgo) * 86_400_000).toISOString().slice(0, 10);
  const candidates = await db
    .select({ id: travelOrders.id, status: travelOrders.status, checkOut: hotelBookings.checkOut, timeZone: hotels.timeZone, checkOutBy: hotels.checkOutBy })
    .from(travelOrders)
    .innerJoin(hotelBookings, eq(hotelBookings.travelOrderId, travelOrders.id))
    .innerJoin(hotels, eq(hotels.id, hotelBookings.hotelId))
    .where(
      and(
        eq(travelOrders.kind, KIND),
        or(
          and(eq(travelOrders.status, 'verified_completed'), lte(hotelBookings.checkOut, horizon(0))),
          and(eq(travelOrders.status, 'verified_pending_rating'), lte(hotelBookings.checkOut, horizon(ratingDays))),
        ),
      ),
    )
    // The longest past first: what is not due yet (a zone behind) comes last and cannot hold the due ones back.
    .orderBy(hotelBookings.checkOut, travelOrders.id)
    .limit(200);
  let moved = 0;
  for (const row of candidates) {
    const checkedOut = zonedInstant(row.checkOut, row.checkOutBy, row.timeZone);
    const to = row.status === 'verified_completed' ? 'verified_pending_rating' : 'confirmed';
    const dueAt = to === 'confirmed' ? checkedOut.getTime() + ratingDays * 86_400_000 : checkedOut.getTime();
    if (dueAt > now.getTime()) continue;
    await db.transaction(async (tx) => {
      const [order] = await tx.select({ status: travelOrders.status }).from(travelOrders).where(eq(travelOrders.id, row.id)).for('update', { skipLocked: true });
      if (order?.status !== row.status) return;
      await travelOrderStatus.transition(tx, row.id, to, SYSTEM, to === 'confirmed' ? 'rating window ended' : 'checked out');
      moved += 1;
    });
  }
  return moved;
}
