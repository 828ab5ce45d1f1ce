import { eq, inArray } from 'drizzle-orm';
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
import { hotelBookings, hotelRatePlans, hotels } from './tables.ts';
import type { Db, DbOrTx } from '../../platform/db.ts';
import { AppError } from '../../platform/errors.ts';
import { runOnceLockingUser, type IdempotencyClaim } from '../../platform/idempotency.ts';
import { localized } from '../../platform/localized.ts';
import type { AppMetrics } from '../../platform/metrics.ts';
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
import { cancellationView, stayAsk } from './browse.ts';
import { checkCheckIn } from './stay.ts';
import { hotelInventoryChanged } from './cache.ts';
import { localHotelProvider } from './local-provider.ts';
import type { HotelProvider, HotelRow } from './provider.ts';
import { bookingOf, hotelRowOf, hotelTravelProvider, type BookingRow } from './travel-provider.ts';

type HotelOrderSummary = z.infer<typeof hotelOrderSummary>;

/** What bookings need: the database, parameters, the provider, channel payments, the answers cache, and the clock (tests move it). */
export interface HotelDeps {
  db: Db;
  ref: ReferenceData;
  provider: HotelProvider;
  payments?: PaymentsDeps;
  responses?: ResponseCache;
  /** Counts the bookings placed. */
  metrics: Pick<AppMetrics, 'hotelBookings'>;
  now?: () => Date;
}

const KIND = 'hotel';

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
 * named (none when absent) checked against the price (4224 when it does not fit), then the order
 * placed (placeTravelOrder: the rooms held for every night by one conditional update, 4301 when
 * another booking got them first and nothing is written; the coupon marked used) and the booking
 * with names, nightly prices and the cancellation timeline as they are now. The same
 * Idempotency-Key answers the first booking again.
 */
export async function createHotelOrder(deps: HotelDeps, userId: number, body: HotelOrderCreateBody, reader: Reader, claim: IdempotencyClaim): Promise<z.infer<typeof hotelOrderCreated>> {
  const now = deps.now?.() ?? new Date();
  const provider = hotelTravelProvider(deps.provider);
  // A repeated idempotency key answers the first booking again without running the work: nothing placed.
  let placed = false;
  const rules = await travelOrderRules(deps.ref);
  const created = await runOnceLockingUser(deps.db, userId, `user:${userId}:hotel/order/create`, claim, async (tx) => {
    const { stay, quote } = await quoteStay(deps, tx, body, now);
    const savings = await travelSavings(tx, userId, KIND, quote.total, body.coupon_id ?? null, now);
    const hold = { roomTypeId: quote.roomType.id, checkIn: stay.checkIn, checkOut: stay.checkOut, rooms: stay.rooms };
    const order = await placeTravelOrder(tx, rules, provider, { userId, hold, savings, contact: body.contact, remark: body.remark, seen: reader.price.seen }, now);
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
    placed = true;
    return travelOrderCreated(order, savings, reader);
  });
  dropOwnAnswers(deps, provider);
  if (placed) deps.metrics.hotelBookings.inc();
  return created;
}

function summaryOf(order: TravelOrderRow, booking: BookingRow, hotel: HotelRow, reader: Reader): HotelOrderSummary {
  return {
    ...travelOrderSummary(order, reader),
    hotel_id: booking.hotelId,
    hotel_name: localized(booking.hotelName, reader.lang, reader.fallback),
    room_type_name: localized(booking.roomTypeName, reader.lang, reader.fallback),
    photo: hotel.photos[0] ?? null,
    check_in: booking.checkIn,
    check_out: booking.checkOut,
    nights: nightsOf(booking.checkIn, booking.checkOut).length,
    rooms: booking.rooms,
  };
}

/** A booking as its traveller sees it: the stay, the money, what can be done now, and the history. */
export async function hotelOrderView(deps: Pick<HotelDeps, 'db' | 'provider' | 'now'>, order: TravelOrderRow, reader: Reader): Promise<HotelOrderDetail> {
  const { db } = deps;
  const booking = await bookingOf(db, order.id);
  const hotel = await hotelRowOf(db, booking.hotelId);
  const [plan] = await db.select({ name: hotelRatePlans.name }).from(hotelRatePlans).where(eq(hotelRatePlans.id, booking.ratePlanId));
  return {
    ...(await travelOrderView(db, hotelTravelProvider(deps.provider), order, reader, deps.now?.() ?? new Date())),
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
    guests: booking.guests,
    confirmation_no: booking.confirmationNo,
    cancellation: cancellationView(hotel, booking.cancellation, booking.checkIn).cancellation,
  };
}

export async function listHotelOrders(db: DbOrTx, userId: number, query: { page: number; limit: number; status?: TravelOrderStatus }, reader: Reader): Promise<PageResult<HotelOrderSummary>> {
  const page = await ownTravelOrders(db, KIND, userId, query);
  const ids = page.list.map((order) => order.id);
  const rows = ids.length
    ? await db.select({ booking: hotelBookings, hotel: hotels }).from(hotelBookings).innerJoin(hotels, eq(hotels.id, hotelBookings.hotelId)).where(inArray(hotelBookings.travelOrderId, ids))
    : [];
  const byOrder = new Map(rows.map((row) => [row.booking.travelOrderId, row]));
  return {
    ...page,
    list: page.list.map((order) => {
      const { booking, hotel } = byOrder.get(order.id)!;
      return summaryOf(order, booking, hotel, reader);
    }),
  };
}

export async function hotelOrderDetail(deps: HotelDeps, userId: number, orderNo: string, reader: Reader): Promise<HotelOrderDetail> {
  return hotelOrderView(deps, await ownTravelOrder(deps.db, userId, KIND, orderNo), reader);
}

/** The traveller pays a reviewed booking (payTravelOrder); offline vouchers go to POST /payment/offline with biz hotel. */
export function payHotelOrder(deps: HotelDeps, userId: number, body: TravelPayBody, reader: Reader, claim: IdempotencyClaim | undefined): Promise<TravelPayStatus> {
  return payTravelOrder(deps, hotelTravelProvider(deps.provider), userId, body, reader, claim);
}

/** Hotel bookings as something a channel payment pays. */
export const hotelOrderPayable = (now?: () => Date): Payable => travelOrderPayable(hotelTravelProvider(localHotelProvider), now);

/** The traveller cancels their booking: the rooms go back, the refund the timeline gives now comes back to the wallet; answers the booking. */
export async function cancelHotelOrder(deps: HotelDeps, userId: number, body: { order_no: string; reason: string }, reader: Reader): Promise<HotelOrderDetail> {
  await cancelOwnTravelOrder(deps, hotelTravelProvider(deps.provider), userId, body);
  return hotelOrderDetail(deps, userId, body.order_no, reader);
}

/** The traveller rates the stay (rateTravelOrder): the booking is confirmed and the hotel's average takes the rating in. */
export async function rateHotelOrder(deps: HotelDeps, userId: number, body: TravelRateBody): Promise<void> {
  const provider = hotelTravelProvider(deps.provider);
  await rateTravelOrder(deps.db, provider, userId, body);
  dropOwnAnswers(deps, provider);
}
