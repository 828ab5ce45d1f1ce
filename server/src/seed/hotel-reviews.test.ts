// @module-tag embedded
import { and, asc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { LANGUAGE_CODES, type HotelOrderAdminDetail, type HotelReviewPage } from '@roamcart/contracts';
import { hotelBookings, hotelInventory, hotelRates, hotels } from '../modules/hotels/tables.ts';
import { channelPayments, payments } from '../modules/payments/tables.ts';
import { checkLedgers } from '../modules/reporting/index.ts';
import { travelOrders } from '../modules/travel/tables.ts';
import { rowsOf } from '../platform/db.ts';
import { maskedName } from '../platform/masked-name.ts';
import { stateTransitions } from '../platform/tables/state-transitions.ts';
import { users } from '../platform/tables/users.ts';
import { adminCall, signedInAdmin } from '../test/admin-client.ts';
import { call, useTestApp } from '../test/test-app.ts';
import { seedDemoHotelReviews } from './hotel-reviews.ts';
import { seedDemoHotels } from './hotels.ts';

const t = useTestApp();
const DAY_MS = 86_400_000;

/** Every night's held and sold rooms, summed over all room types. */
const roomCounts = async () => (await t.db.select({ held: sql<number>`sum(${hotelInventory.held})::int`, sold: sql<number>`sum(${hotelInventory.sold})::int` }).from(hotelInventory))[0]!;

/** The rated stays with their order, booking and traveller. */
const ratedStays = () =>
  t.db
    .select({ order: travelOrders, booking: hotelBookings, lang: users.lang, nickname: users.nickname })
    .from(travelOrders)
    .innerJoin(hotelBookings, eq(hotelBookings.travelOrderId, travelOrders.id))
    .innerJoin(users, eq(users.id, travelOrders.userId))
    .where(and(eq(travelOrders.status, 'confirmed'), isNotNull(travelOrders.rating)))
    .orderBy(asc(travelOrders.id));

function staysByHotel<Stay extends { booking: { hotelId: number } }>(stays: Stay[]): Map<number, Stay[]> {
  const byHotel = new Map<number, Stay[]>();
  for (const stay of stays) byHotel.set(stay.booking.hotelId, [...(byHotel.get(stay.booking.hotelId) ?? []), stay]);
  return byHotel;
}

let roomsBefore: { held: number; sold: number };

beforeAll(async () => {
  // The demo hotels with their year of rates, as a fresh install has them.
  expect(await seedDemoHotels(t.app.deps)).toBe(true);
  roomsBefore = await roomCounts();
  await seedDemoHotelReviews(t.db);
}, 180_000);

describe('seedDemoHotelReviews', () => {
  it('gives most demo hotels two to six rated stays of different travellers, written in the six languages, mostly four and five stars', async () => {
    const stays = await ratedStays();
    const allHotels = await t.db.select({ id: hotels.id }).from(hotels);
    const byHotel = staysByHotel(stays);
    expect(byHotel.size).toBeGreaterThanOrEqual(allHotels.length * 0.75);
    expect(byHotel.size).toBeLessThan(allHotels.length);
    for (const ofHotel of byHotel.values()) {
      expect(ofHotel.length).toBeGreaterThanOrEqual(2);
      expect(ofHotel.length).toBeLessThanOrEqual(6);
      expect(new Set(ofHotel.map((stay) => stay.order.userId)).size).toBe(ofHotel.length);
    }
    expect(new Set(stays.map((stay) => stay.lang))).toEqual(new Set(LANGUAGE_CODES));
    expect(stays.every((stay) => (stay.order.ratingComment ?? '').length > 20 && stay.order.rating! >= 2 && stay.order.rating! <= 5)).toBe(true);
    expect(stays.filter((stay) => stay.order.rating! >= 4).length).toBeGreaterThan(stays.length * 0.7);
    expect(stays.some((stay) => stay.order.rating === 3)).toBe(true);
    // A comment praising breakfast follows only a stay that had it.
    expect(stays.filter((stay) => /breakfast/i.test(stay.order.ratingComment!)).every((stay) => stay.booking.board === 'breakfast')).toBe(true);
  });

  it('charges each past stay what its nights cost, paid by card, with the moves the travel state machine allows at the times they happened', async () => {
    const stays = await ratedStays();
    const today = new Date().toISOString().slice(0, 10);
    for (const { order, booking } of stays) {
      expect(booking.checkOut < today).toBe(true);
      const nights = booking.nightly.map((night) => night.date);
      expect(nights).toEqual(Array.from({ length: nights.length }, (_, index) => new Date(Date.parse(booking.checkIn) + index * DAY_MS).toISOString().slice(0, 10)));
      expect(new Date(Date.parse(booking.checkIn) + nights.length * DAY_MS).toISOString().slice(0, 10)).toBe(booking.checkOut);
      const nightly = booking.nightly.reduce((sum, night) => sum + BigInt(night.price), 0n);
      expect(order).toMatchObject({ totalAmount: nightly * BigInt(booking.rooms), payAmount: order.totalAmount, paidAmount: order.totalAmount, refundedAmount: 0n, discount: 0n });
    }
    // A past night costs what its plan charges 52 weeks on, as the demo prices them.
    const [mispriced] = await rowsOf<{ nights: number }>(
      t.db,
      sql`select count(*)::int as nights from ${hotelBookings} b cross join jsonb_array_elements(b.nightly) paid
        where not exists (select 1 from ${hotelRates} r where r.rate_plan_id = b.rate_plan_id and r.night = (paid->>'date')::date + 364 and r.price = (paid->>'price')::bigint)`,
    );
    expect(mispriced!.nights).toBe(0);

    const orderNos = stays.map((stay) => stay.order.orderNo);
    const paid = await t.db.select({ payment: payments, channel: channelPayments }).from(payments).innerJoin(channelPayments, eq(channelPayments.payNo, payments.channelPayNo)).where(inArray(payments.reference, orderNos));
    expect(paid).toHaveLength(stays.length);
    for (const { order } of stays) {
      const { payment, channel } = paid.find((row) => row.payment.reference === order.orderNo)!;
      expect(payment).toMatchObject({ biz: 'hotel_order', method: 'channel', status: 'succeeded', amount: order.payAmount, userId: order.userId, createdAt: order.paidAt });
      expect(channel).toMatchObject({ status: 'review_approved', kind: 'online', amount: order.payAmount, paidAt: order.paidAt });
    }

    const moves = await t.db
      .select()
      .from(stateTransitions)
      .where(and(eq(stateTransitions.entityKind, 'travel_order'), inArray(stateTransitions.entityId, stays.map((stay) => stay.order.id))))
      .orderBy(asc(stateTransitions.id));
    for (const { order } of stays) {
      const own = moves.filter((move) => move.entityId === order.id);
      expect(own.map((move) => `${move.fromState} > ${move.toState} by ${move.actorKind}`)).toEqual([
        'ordered_pending_review > reviewed_pending_payment by system',
        'reviewed_pending_payment > paid_pending_verification by system',
        'paid_pending_verification > verified_completed by system',
        'verified_completed > verified_pending_rating by system',
        'verified_pending_rating > confirmed by user',
      ]);
      const times = own.map((move) => move.createdAt.getTime());
      expect(times).toEqual([...times].sort((a, b) => a - b));
      expect(order.createdAt.getTime()).toBeLessThan(times[0]!);
      expect(times.at(-1)).toBeLessThan(Date.now());
      expect(own[4]!.actorId).toBe(order.userId);
    }
    expect((await checkLedgers(t.db, 'cli')).issues).toEqual([]);

    // The back office shows such a booking like any other: its guest's money, the hotel's confirmation, who moved it.
    const { order, booking } = stays[0]!;
    const root = await signedInAdmin(t, 'super');
    const detail = await adminCall<HotelOrderAdminDetail>(t.app, root, 'GET', '/hotel_orders/detail', { order_no: order.orderNo });
    expect(detail.data).toMatchObject({ status: 'confirmed', confirmation_no: booking.confirmationNo, seen_currency: order.currency, contact: order.contact });
    expect(detail.data.history.map((move) => move.actor_name)).toEqual(['', '', '', '', order.contact.email]);
  });

  it('rates each hotel with the average of its confirmed stays, as GET /hotel/reviews lists them', async () => {
    const stays = await ratedStays();
    const byHotel = staysByHotel(stays);
    for (const hotel of await t.db.select().from(hotels)) {
      const ratings = (byHotel.get(hotel.id) ?? []).map((stay) => stay.order.rating!);
      const tenths = ratings.length ? Math.round((ratings.reduce((sum, stars) => sum + stars, 0) * 10) / ratings.length) : 0;
      expect({ id: hotel.id, tenths: hotel.ratingTenths, count: hotel.ratingCount }).toEqual({ id: hotel.id, tenths, count: ratings.length });
    }

    const [hotelId, ofHotel] = [...byHotel].find(([, rated]) => rated.length >= 4)!;
    const [hotel] = await t.db.select().from(hotels).where(eq(hotels.id, hotelId));
    const page = await call<HotelReviewPage>(t.app, 'GET', '/hotel/reviews', { hotel_id: hotelId, limit: 20 }, { lang: 'ja' });
    expect(page.code).toBe(200);
    expect(page.data).toMatchObject({ total: ofHotel.length, rating: hotel!.ratingTenths / 10 });
    expect(page.data.list.map((review) => review.comment).sort()).toEqual(ofHotel.map((stay) => stay.order.ratingComment).sort());
    expect(page.data.list.map((review) => review.reviewer).sort()).toEqual(ofHotel.map((stay) => maskedName(stay.nickname)).sort());
    expect(page.data.list.map((review) => review.stay_month).sort()).toEqual(ofHotel.map((stay) => stay.booking.checkIn.slice(0, 7)).sort());
  });

  it('moves no room of any night, and adds nothing on a second run', async () => {
    expect(await roomCounts()).toEqual(roomsBefore);
    const counts = async () => ({
      orders: (await t.db.select({ n: sql<number>`count(*)::int` }).from(travelOrders))[0]!.n,
      users: (await t.db.select({ n: sql<number>`count(*)::int` }).from(users))[0]!.n,
      payments: (await t.db.select({ n: sql<number>`count(*)::int` }).from(payments))[0]!.n,
      moves: (await t.db.select({ n: sql<number>`count(*)::int` }).from(stateTransitions))[0]!.n,
      ratings: (await t.db.select({ n: sql<number>`sum(${hotels.ratingCount})::int` }).from(hotels))[0]!.n,
    });
    const before = await counts();
    expect(before.orders).toBeGreaterThan(0);
    expect(await seedDemoHotels(t.app.deps)).toBe(false);
    await seedDemoHotelReviews(t.db);
    expect(await counts()).toEqual(before);
  });
});
