import { and, eq, inArray, lte, sql } from 'drizzle-orm';
import { hotelBookings, hotelRoomTypes, hotels } from './tables.ts';
import type { DbOrTx } from '../../platform/db.ts';
import { localized } from '../../platform/localized.ts';
import type { Reader } from '../../platform/reader.ts';
import type { TravelFeedLines, TravelOrderRow, TravelProvider } from '../travel/index.ts';
import { HOTEL_ANSWERS, hotelInventoryChanged } from './cache.ts';
import type { HeldRooms, HotelProvider, HotelRow } from './provider.ts';
import { recountHotelRatings } from './ratings.ts';
import { checkCheckIn, refundPercentAt, zonedInstant } from './stay.ts';
import { anyTextLike } from './text-like.ts';

export type BookingRow = typeof hotelBookings.$inferSelect;

const DAY_MS = 86_400_000;

export async function bookingOf(db: DbOrTx, orderId: number): Promise<BookingRow> {
  const [booking] = await db.select().from(hotelBookings).where(eq(hotelBookings.travelOrderId, orderId));
  if (!booking) throw new Error(`travel order ${orderId} has no hotel booking`);
  return booking;
}

/** The bookings of the travel orders `orderIds`, by order id: one read for a desk page. */
export async function bookingsOf(db: DbOrTx, orderIds: readonly number[]): Promise<Map<number, BookingRow>> {
  const rows = orderIds.length ? await db.select().from(hotelBookings).where(inArray(hotelBookings.travelOrderId, [...orderIds])) : [];
  return new Map(rows.map((row) => [row.travelOrderId, row]));
}

export async function hotelRowOf(db: DbOrTx, hotelId: number): Promise<HotelRow> {
  const [hotel] = await db.select().from(hotels).where(eq(hotels.id, hotelId));
  if (!hotel) throw new Error(`hotel ${hotelId} is gone`);
  return hotel;
}

/** The rooms a booking holds or bought, as the supplier finds them. */
async function heldRoomsOf(db: DbOrTx, order: TravelOrderRow): Promise<HeldRooms> {
  const booking = await bookingOf(db, order.id);
  return { providerRef: order.providerRef ?? '', ...roomsOf(booking) };
}

const roomsOf = (booking: BookingRow) => ({ roomTypeId: booking.roomTypeId, checkIn: booking.checkIn, checkOut: booking.checkOut, rooms: booking.rooms });

/** What cancelling at `now` gives back (base minor units): what was paid times the share of the step in force, counted from check-in at the hotel's time in its zone. */
export function refundDue(order: TravelOrderRow, booking: BookingRow, hotel: HotelRow, now: Date): bigint {
  const percent = refundPercentAt(booking.cancellation, zonedInstant(booking.checkIn, hotel.checkInFrom, hotel.timeZone), now);
  return (order.paidAmount * BigInt(percent)) / 100n;
}

/** Hotel bookings as the travel-order process sees them, their rooms behind `supplier`. */
export function hotelTravelProvider(supplier: HotelProvider): TravelProvider<Omit<HeldRooms, 'providerRef'>> {
  return {
    kind: 'hotel',
    biz: 'hotel_order',
    label: 'system.travel.hotel_booking',
    answers: HOTEL_ANSWERS,
    name: supplier.name,
    hold: (tx, rooms) => supplier.hold(tx, rooms),
    async instantFor(tx, rooms) {
      const [hotel] = await tx
        .select({ instant: hotels.instantConfirmation })
        .from(hotelRoomTypes)
        .innerJoin(hotels, eq(hotels.id, hotelRoomTypes.hotelId))
        .where(eq(hotelRoomTypes.id, rooms.roomTypeId));
      return hotel?.instant ?? false;
    },
    /** The supplier's hold reference confirms the rooms of a hotel with instant confirmation. */
    async confirmOnPayment(tx, order) {
      const booking = await bookingOf(tx, order.id);
      if (!(await hotelRowOf(tx, booking.hotelId)).instantConfirmation || !order.providerRef) return null;
      await tx.update(hotelBookings).set({ confirmationNo: order.providerRef }).where(eq(hotelBookings.travelOrderId, order.id));
      return order.providerRef;
    },
    holdAgain: async (tx, order) => supplier.hold(tx, roomsOf(await bookingOf(tx, order.id))),
    confirm: async (tx, order) => supplier.confirm(tx, await heldRoomsOf(tx, order)),
    release: async (tx, order) => supplier.release(tx, await heldRoomsOf(tx, order)),
    cancel: async (tx, order) => supplier.cancel(tx, await heldRoomsOf(tx, order)),
    async checkPayable(tx, order, now) {
      const booking = await bookingOf(tx, order.id);
      checkCheckIn(booking.checkIn, (await hotelRowOf(tx, booking.hotelId)).timeZone, now);
    },
    async refundDue(db, order, now) {
      const booking = await bookingOf(db, order.id);
      return refundDue(order, booking, await hotelRowOf(db, booking.hotelId), now);
    },
    /** The stay ends at the hotel's check-out time in its zone. */
    async servicesEnded(db, among, until, limit) {
      // A check-out date up to the day after `until` (UTC) may have passed somewhere; the exact time is the hotel's.
      const horizon = new Date(until.getTime() + DAY_MS).toISOString().slice(0, 10);
      const stays = await db
        .select({ id: hotelBookings.travelOrderId, checkOut: hotelBookings.checkOut, timeZone: hotels.timeZone, checkOutBy: hotels.checkOutBy })
        .from(hotelBookings)
        .innerJoin(hotels, eq(hotels.id, hotelBookings.hotelId))
        .where(and(inArray(hotelBookings.travelOrderId, among), lte(hotelBookings.checkOut, horizon)))
        // The longest past first: what is not due yet (a zone behind) comes last and cannot hold the due ones back.
        .orderBy(hotelBookings.checkOut, hotelBookings.travelOrderId)
        .limit(limit);
      return stays.filter((stay) => zonedInstant(stay.checkOut, stay.checkOutBy, stay.timeZone) <= until).map((stay) => stay.id);
    },
    serviceEndRemark: { key: 'system.history.checked_out' },
    /** A rating of the stay counts in the hotel's average (recountHotelRatings). */
    async afterRated(tx, order) {
      const booking = await bookingOf(tx, order.id);
      await recountHotelRatings(tx, [booking.hotelId]);
      await hotelInventoryChanged(tx);
    },
    changed: (tx) => hotelInventoryChanged(tx),
    matches: (keyword, orderId) => sql`exists (select 1 from ${hotelBookings} where ${hotelBookings.travelOrderId} = ${orderId} and ${anyTextLike(hotelBookings.hotelName, keyword)})`,
  };
}

/** The feed's line of a hotel booking: hotel and room, the stay's dates, the hotel's first photo. */
export const hotelFeedLines: TravelFeedLines['hotel'] = async (db, ids, reader: Reader) => {
  const bookings = await db
    .select({ orderId: hotelBookings.travelOrderId, hotelName: hotelBookings.hotelName, roomTypeName: hotelBookings.roomTypeName, checkIn: hotelBookings.checkIn, checkOut: hotelBookings.checkOut, photos: hotels.photos })
    .from(hotelBookings)
    .innerJoin(hotels, eq(hotels.id, hotelBookings.hotelId))
    .where(inArray(hotelBookings.travelOrderId, [...ids]));
  const text = (value: Record<string, string>) => localized(value, reader.lang, reader.fallback);
  return new Map(
    bookings.map((booking) => [
      booking.orderId,
      { title: `${text(booking.hotelName)} · ${text(booking.roomTypeName)}`, subtitle: `${booking.checkIn} – ${booking.checkOut}`, image: booking.photos[0] ?? null, departs_at: null, trip: null },
    ]),
  );
};
