import { randomBytes } from 'node:crypto';
import { and, asc, eq, gte, lt } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { HotelReviewPage, TravelPayStatus } from '@roamcart/contracts';
import { travelOrders } from '../travel/tables.ts';
import { hotelInventory, hotelRatePlans, hotelRoomTypes, hotels } from './tables.ts';
import type { Actor } from '../../platform/state-machine.ts';
import { adminCall, signedInAdmin, type AdminBrowser } from '../../test/admin-client.ts';
import { seedTestHotels } from '../../test/hotel-fixture.ts';
import { runJobAt } from '../../test/jobs.ts';
import { call, registerCustomer, useTestApp, type CallOptions } from '../../test/test-app.ts';
import { reviewHotelOrder, verifyHotelOrder } from './admin-orders.ts';
import { followHotelStaysJob } from './jobs.ts';

const t = useTestApp();
let root: AdminBrowser;
const ADMIN: Actor = { kind: 'admin', id: 1 };
const DAY_MS = 86_400_000;
const day = (offset: number) => new Date(Date.now() + offset * DAY_MS).toISOString().slice(0, 10);
const key = (label: string) => ({ 'idempotency-key': `${label}-${randomBytes(6).toString('hex')}` });

interface Guest {
  token: string;
  nickname: string;
}

/** A customer named `name` (made unique) with wallet money for a few nights. */
async function newGuest(name: string): Promise<Guest> {
  const nickname = `${name}${randomBytes(3).toString('hex')}`;
  const { token, userId } = await registerCustomer(t, { nickname });
  await adminCall(t.app, root, 'POST', '/users/adjust', { user_id: userId, balance_delta: '5000.00', remark: 'Test money' });
  return { token, nickname };
}

/** The first room type of `hotelId` with its first plan, `rooms` free every night of the stay. */
async function roomOf(hotelId: number, from: string, to: string) {
  const [plan] = await t.db
    .select({ roomTypeId: hotelRoomTypes.id, ratePlanId: hotelRatePlans.id })
    .from(hotelRatePlans)
    .innerJoin(hotelRoomTypes, eq(hotelRoomTypes.id, hotelRatePlans.roomTypeId))
    .where(eq(hotelRoomTypes.hotelId, hotelId))
    .orderBy(asc(hotelRoomTypes.id), asc(hotelRatePlans.id))
    .limit(1);
  await t.db
    .update(hotelInventory)
    .set({ toSell: 9, closed: false, minStay: 1 })
    .where(and(eq(hotelInventory.roomTypeId, plan!.roomTypeId), gte(hotelInventory.night, from), lt(hotelInventory.night, to)));
  return plan!;
}

/** A stay booked, approved, paid from the wallet and confirmed by the hotel: it waits for its check-out. */
async function verifiedStay(guest: Guest, hotelId: number, checkIn: string, checkOut: string): Promise<string> {
  const room = await roomOf(hotelId, checkIn, checkOut);
  const as: CallOptions = { token: guest.token };
  const booked = await call<{ order_no: string }>(
    t.app,
    'POST',
    '/hotel/order/create',
    { room_type_id: room.roomTypeId, rate_plan_id: room.ratePlanId, check_in: checkIn, check_out: checkOut, rooms: 1, adults: 1, guests: [{ name: 'Guest One' }], contact: { name: 'Guest One', phone: '+33 1 42 68 53 00', email: 'guest@example.com' } },
    { ...as, headers: key('book') },
  );
  expect(booked.code).toBe(200);
  const orderNo = booked.data.order_no;
  await reviewHotelOrder(t.app.deps, ADMIN, { order_no: orderNo, approve: true, remark: '' });
  const paid = await call<TravelPayStatus>(t.app, 'POST', '/hotel/order/pay', { order_no: orderNo, method: 'wallet' }, { ...as, headers: key('pay') });
  expect(paid.data.status).toBe('paid_pending_verification');
  await verifyHotelOrder(t.app.deps, ADMIN, { order_no: orderNo, confirmation_no: 'HT-1' });
  return orderNo;
}

const rate = (guest: Guest, orderNo: string, rating: number, comment: string) => call(t.app, 'POST', '/hotel/order/rate', { order_no: orderNo, rating, comment }, { token: guest.token });
const reviewsOf = (hotelId: number, paging: { page?: number; limit?: number } = {}, options: CallOptions = {}) =>
  call<HotelReviewPage>(t.app, 'GET', '/hotel/reviews', { hotel_id: hotelId, ...paging }, options);

let hotelId: number;
let otherHotelId: number;
const guests: Record<'aiko' | 'bruno' | 'chloe' | 'dalia' | 'elif', Guest> = {} as never;
const stays: Record<string, string> = {};

beforeAll(async () => {
  await seedTestHotels(t);
  root = await signedInAdmin(t, 'super');
  const [first, second] = await t.db.select({ id: hotels.id }).from(hotels).where(eq(hotels.cityCode, 'PAR')).orderBy(asc(hotels.id)).limit(2);
  hotelId = first!.id;
  otherHotelId = second!.id;
  for (const name of ['aiko', 'bruno', 'chloe', 'dalia', 'elif'] as const) guests[name] = await newGuest(name.charAt(0).toUpperCase() + name.slice(1));
  stays.aiko = await verifiedStay(guests.aiko, hotelId, day(2), day(3));
  stays.bruno = await verifiedStay(guests.bruno, hotelId, day(4), day(6));
  stays.chloe = await verifiedStay(guests.chloe, hotelId, day(3), day(4));
  stays.dalia = await verifiedStay(guests.dalia, hotelId, day(2), day(4));
  stays.elif = await verifiedStay(guests.elif, otherHotelId, day(2), day(3));
  // After every check-out: each stay waits for its guest's rating.
  await runJobAt(t, followHotelStaysJob(t.app.deps.ref), new Date(Date.now() + 8 * DAY_MS));
});

describe('GET /hotel/reviews', () => {
  it('shows none before any guest rated: an empty page and no average', async () => {
    expect(await reviewsOf(hotelId)).toMatchObject({ code: 200, data: { list: [], total: 0, rating: null } });
  });

  it('lists the rated stays of that hotel only, the latest stay first, as written, the guest by a shortened name', async () => {
    expect((await rate(guests.aiko, stays.aiko!, 4, 'Calme et très propre, petit-déjeuner copieux.')).code).toBe(200);
    expect((await rate(guests.bruno, stays.bruno!, 5, '部屋が広くて、駅からも近かったです。')).code).toBe(200);
    expect((await rate(guests.chloe, stays.chloe!, 2, '')).code).toBe(200);
    expect((await rate(guests.elif, stays.elif!, 1, 'Another hotel entirely')).code).toBe(200);

    const [roomType] = await t.db.select({ name: hotelRoomTypes.name }).from(hotelRoomTypes).where(eq(hotelRoomTypes.hotelId, hotelId)).orderBy(asc(hotelRoomTypes.id)).limit(1);
    const page = await reviewsOf(hotelId, {}, { lang: 'zh-CN' });
    expect(page.code).toBe(200);
    expect(page.data).toMatchObject({ total: 3, page: 1, rating: 3.7 });
    expect(page.data.list).toEqual([
      { reviewer: `B***${guests.bruno.nickname.at(-1)}`, rating: 5, comment: '部屋が広くて、駅からも近かったです。', room_type_name: roomType!.name['zh-CN'], stay_month: day(4).slice(0, 7) },
      { reviewer: `C***${guests.chloe.nickname.at(-1)}`, rating: 2, comment: '', room_type_name: roomType!.name['zh-CN'], stay_month: day(3).slice(0, 7) },
      { reviewer: `A***${guests.aiko.nickname.at(-1)}`, rating: 4, comment: 'Calme et très propre, petit-déjeuner copieux.', room_type_name: roomType!.name['zh-CN'], stay_month: day(2).slice(0, 7) },
    ]);
    expect(JSON.stringify(page.data)).not.toContain(guests.aiko.nickname);

    const other = await reviewsOf(otherHotelId);
    expect(other.data).toMatchObject({ total: 1, rating: 1 });
    expect(other.data.list.map((review) => review.comment)).toEqual(['Another hotel entirely']);
  });

  it('pages the reviews', async () => {
    const first = await reviewsOf(hotelId, { page: 1, limit: 2 });
    const second = await reviewsOf(hotelId, { page: 2, limit: 2 });
    expect(first.data).toMatchObject({ total: 3, page: 1, limit: 2 });
    expect(first.data.list.map((review) => review.rating)).toEqual([5, 2]);
    expect(second.data.list.map((review) => review.rating)).toEqual([4]);
  });

  it('takes a new rating in at once though the answer was cached, and never a stay confirmed without one', async () => {
    expect((await reviewsOf(hotelId)).data.total).toBe(3);
    expect((await rate(guests.dalia, stays.dalia!, 5, 'مكان رائع وموظفون ودودون')).code).toBe(200);
    const after = await reviewsOf(hotelId);
    expect(after.data).toMatchObject({ total: 4, rating: 4 });
    // Dalia's stay ended on day 4 with Chloé's, and was booked after it.
    expect(after.data.list.map((review) => review.comment)).toEqual(['部屋が広くて、駅からも近かったです。', 'مكان رائع وموظفون ودودون', '', 'Calme et très propre, petit-déjeuner copieux.']);

    const silent = await verifiedStay(guests.aiko, hotelId, day(5), day(6));
    await runJobAt(t, followHotelStaysJob(t.app.deps.ref), new Date(Date.now() + 30 * DAY_MS));
    const [confirmed] = await t.db.select({ status: travelOrders.status, rating: travelOrders.rating }).from(travelOrders).where(eq(travelOrders.orderNo, silent));
    expect(confirmed).toEqual({ status: 'confirmed', rating: null });
    expect((await reviewsOf(hotelId)).data.total).toBe(4);
  });

  it('refuses a hotel id that is not a number, naming the field', async () => {
    expect(await call(t.app, 'GET', '/hotel/reviews', { hotel_id: 'paris' })).toMatchObject({ code: 4002, data: { hotel_id: expect.any(String) } });
    expect(await call(t.app, 'GET', '/hotel/reviews', {})).toMatchObject({ code: 4001, data: { hotel_id: expect.any(String) } });
  });
});
