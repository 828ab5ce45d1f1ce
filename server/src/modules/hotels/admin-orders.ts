import { asc, desc, eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import {
  daysBetween,
  daysOfRange,
  formatMinor,
  type HotelBookingsReport,
  type HotelOrderAdminDetail,
  type HotelOrderAdminListQuery,
  type HotelOrderAdminRow,
  type PageResult,
  type TravelOrderStatus,
  type TravelReviewBody,
} from '@roamcart/contracts';
import { hotelBookings, hotelCities, hotels } from './tables.ts';
import type { AdminContext } from '../../platform/admin-auth.ts';
import type { Db, DbOrTx } from '../../platform/db.ts';
import type { Mailer } from '../../platform/mail.ts';
import { localized } from '../../platform/localized.ts';
import type { Reader } from '../../platform/reader.ts';
import type { ReferenceData } from '../../platform/reference-data.ts';
import type { ResponseCache } from '../../platform/response-cache.ts';
import type { Actor } from '../../platform/state-machine.ts';
import type { AppDeps } from '../../platform/types.ts';
import { couponTitle } from '../coupons/index.ts';
import {
  paidTravelOrders,
  reviewTravelOrder,
  travelDeskHistory,
  travelDeskRow,
  travelDeskPage,
  travelOrdersWaiting,
  TRAVEL_ORDERS_TO_HANDLE,
  verifyTravelOrder,
  visibleTravelOrder,
  type DeskOrder,
} from '../travel/index.ts';
import { localHotelProvider } from './local-provider.ts';
import type { HotelProvider } from './provider.ts';
import { mailVoucher } from './voucher.ts';
import { bookingOf, bookingsOf, hotelTravelProvider, type BookingRow } from './travel-provider.ts';

const KIND = 'hotel';

/** What the back office's calls need: app.deps fits (db, ref, responses); the provider is the local one unless given. */
export interface HotelAdminDeps {
  db: Db;
  ref: ReferenceData;
  responses?: ResponseCache;
  provider?: HotelProvider;
  mail?: Mailer;
  now?: () => Date;
}

const providerOf = (deps: HotelAdminDeps) => hotelTravelProvider(deps.provider ?? localHotelProvider);
const adminActor = (admin: AdminContext): Actor => ({ kind: 'admin', id: admin.id });

/** An operator approves a new booking (its rooms held for the payment window) or rejects it (cancelled, its rooms released): reviewTravelOrder. */
export function reviewHotelOrder(deps: HotelAdminDeps, admin: Actor, body: { order_no: string; approve: boolean; remark: string }): Promise<{ order_no: string; status: TravelOrderStatus }> {
  return reviewTravelOrder(deps, providerOf(deps), admin, body);
}

/**
 * The hotel (or supplier) confirmed a paid booking: the confirmation number is kept, its held
 * rooms become sold for every night and the booking is verified; the traveller is mailed the
 * voucher (mailVoucher). 4402 unknown, 4207 not paid and waiting.
 */
export async function verifyHotelOrder(deps: HotelAdminDeps, admin: Actor, body: { order_no: string; confirmation_no: string }, log?: FastifyBaseLogger): Promise<{ order_no: string; status: TravelOrderStatus }> {
  const travellerId = await verifyTravelOrder(deps, providerOf(deps), admin, body.order_no, async (tx, order) => {
    await tx.update(hotelBookings).set({ confirmationNo: body.confirmation_no }).where(eq(hotelBookings.travelOrderId, order.id));
    return { remark: body.confirmation_no, result: order.userId };
  });
  if (deps.mail) await mailVoucher({ ...deps, provider: deps.provider ?? localHotelProvider, mail: deps.mail }, travellerId, body.order_no, log);
  return { order_no: body.order_no, status: 'verified_completed' };
}

function hotelOrderRowOf(row: DeskOrder, booking: BookingRow, reader: Reader, digits: number): HotelOrderAdminRow {
  return {
    ...travelDeskRow(row, digits),
    hotel_id: booking.hotelId,
    hotel_name: localized(booking.hotelName, reader.lang, reader.fallback),
    room_type_name: localized(booking.roomTypeName, reader.lang, reader.fallback),
    check_in: booking.checkIn,
    check_out: booking.checkOut,
    nights: daysBetween(booking.checkIn, booking.checkOut),
    rooms: booking.rooms,
    confirmation_no: booking.confirmationNo,
  };
}

/** Bookings of the customers the admin may see (travelDeskPage); amounts in the base currency. */
export async function listHotelOrdersForAdmin(deps: AppDeps, admin: AdminContext, query: HotelOrderAdminListQuery, reader: Reader): Promise<PageResult<HotelOrderAdminRow>> {
  const page = await travelDeskPage(deps.db, admin, providerOf(deps), query);
  const digits = (await deps.ref.baseCurrency()).digits;
  const bookings = await bookingsOf(deps.db, page.list.map((row) => row.order.id));
  return { ...page, list: page.list.map((row) => hotelOrderRowOf(row, bookings.get(row.order.id)!, reader, digits)) };
}

export async function hotelOrderDetailForAdmin(deps: AppDeps, admin: AdminContext, orderNo: string, reader: Reader): Promise<HotelOrderAdminDetail> {
  const row = await visibleTravelOrder(deps.db, admin, KIND, orderNo);
  const digits = (await deps.ref.baseCurrency()).digits;
  const { order } = row;
  const booking = await bookingOf(deps.db, order.id);
  return {
    ...hotelOrderRowOf(row, booking, reader, digits),
    board: booking.board as HotelOrderAdminDetail['board'],
    adults: booking.adults,
    children: booking.children,
    child_ages: booking.childAges,
    guests: booking.guests,
    contact: order.contact,
    remark: order.remark,
    nightly: booking.nightly.map((night) => ({ date: night.date, price: formatMinor(BigInt(night.price), digits) })),
    cancellation: booking.cancellation,
    total_amount: formatMinor(order.totalAmount, digits),
    discount: formatMinor(order.discount, digits),
    coupon_title: await couponTitle(deps.db, order.couponId, reader),
    refunded_amount: formatMinor(order.refundedAmount, digits),
    seen_currency: order.currency,
    seen_rate: order.rate,
    provider: order.provider,
    provider_ref: order.providerRef,
    history: await travelDeskHistory(deps.db, order.id, reader),
  };
}

/** Approve a booking waiting for review, or reject it with the reason (its rooms released); answers the booking as it is now. */
export async function reviewHotelOrderForAdmin(deps: AppDeps, admin: AdminContext, body: TravelReviewBody, reader: Reader): Promise<HotelOrderAdminDetail> {
  // Only bookings of customers the admin may see: an agent's admin cannot move another agent's.
  await visibleTravelOrder(deps.db, admin, KIND, body.order_no);
  await reviewHotelOrder(deps, adminActor(admin), body);
  return hotelOrderDetailForAdmin(deps, admin, body.order_no, reader);
}

/** The hotel's confirmation number for a paid booking: it is verified, its held rooms sold and the voucher mailed. */
export async function verifyHotelOrderForAdmin(deps: AppDeps, admin: AdminContext, body: { order_no: string; confirmation_no: string }, reader: Reader, log?: FastifyBaseLogger): Promise<HotelOrderAdminDetail> {
  await visibleTravelOrder(deps.db, admin, KIND, body.order_no);
  await verifyHotelOrder(deps, adminActor(admin), body, log);
  return hotelOrderDetailForAdmin(deps, admin, body.order_no, reader);
}

/** Hotel bookings waiting for an operator (review or verification), of the customers the admin may see: the dashboard's figure. */
export function hotelOrdersToHandle(db: DbOrTx, admin: AdminContext): Promise<number> {
  return travelOrdersWaiting(db, admin, KIND, TRAVEL_ORDERS_TO_HANDLE);
}

/* Bookings report */

interface BookingSums {
  bookings: number;
  roomNights: number;
  revenue: bigint;
}

const NO_BOOKINGS: BookingSums = { bookings: 0, roomNights: 0, revenue: 0n };

/**
 * Hotel bookings paid in the range (whole UTC days), within the customers the admin may see:
 * per day paid and per city, how many, their room nights (rooms x nights) and what was paid,
 * in the base currency. Totals are summed in minor units before formatting.
 */
export async function hotelBookingsReport(deps: AppDeps, admin: AdminContext, query: { start: string; end: string }, reader: Reader): Promise<HotelBookingsReport> {
  const { db } = deps;
  const base = await deps.ref.baseCurrency();
  const paid = await paidTravelOrders(db, admin, KIND, query);
  const sums = {
    bookings: sql<number>`count(*)::int`,
    roomNights: sql<number>`coalesce(sum(${hotelBookings.rooms} * (${hotelBookings.checkOut} - ${hotelBookings.checkIn})), 0)::int`,
    revenue: sql<string>`coalesce(sum(${paid.paidAmount}), 0)::text`,
  };
  const byDay = await db
    .select({ day: paid.paidDay, ...sums })
    .from(paid)
    .innerJoin(hotelBookings, eq(hotelBookings.travelOrderId, paid.id))
    .groupBy(paid.paidDay);
  const byCity = await db
    .select({ city: hotels.cityCode, cityName: hotelCities.name, ...sums })
    .from(paid)
    .innerJoin(hotelBookings, eq(hotelBookings.travelOrderId, paid.id))
    .innerJoin(hotels, eq(hotels.id, hotelBookings.hotelId))
    .innerJoin(hotelCities, eq(hotelCities.code, hotels.cityCode))
    .groupBy(hotels.cityCode, hotelCities.name)
    .orderBy(desc(sql`sum(${paid.paidAmount})`), asc(hotels.cityCode));

  const out = (sums: BookingSums) => ({ bookings: sums.bookings, room_nights: sums.roomNights, revenue: formatMinor(sums.revenue, base.digits) });
  const days = new Map(byDay.map((row) => [row.day, { bookings: row.bookings, roomNights: row.roomNights, revenue: BigInt(row.revenue) }]));
  const total = { ...NO_BOOKINGS };
  return {
    start: query.start,
    end: query.end,
    currency: base.code,
    days: daysOfRange(query.start, query.end).map((date) => {
      const day = days.get(date) ?? NO_BOOKINGS;
      total.bookings += day.bookings;
      total.roomNights += day.roomNights;
      total.revenue += day.revenue;
      return { date, ...out(day) };
    }),
    cities: byCity.map((row) => ({
      city: row.city,
      city_name: localized(row.cityName, reader.lang, reader.fallback),
      ...out({ bookings: row.bookings, roomNights: row.roomNights, revenue: BigInt(row.revenue) }),
    })),
    totals: out(total),
  };
}
