import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HotelAdminDetail, HotelAdminRow, HotelCalendar, PageResult, RatePlanAdminRow, RoomTypeAdminList, RoomTypeAdminRow } from '@roamcart/contracts';
import { hotelCities, hotelInventory } from './tables.ts';
import { adminCall, signedInAdmin, type AdminBrowser } from '../../test/admin-client.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
let root: AdminBrowser;

const CITY = 'TSTADM';

async function newHotel(name: string, overrides: Record<string, unknown> = {}) {
  const saved = await adminCall<HotelAdminDetail>(t.app, root, 'POST', '/hotels/save', {
    city: CITY,
    name: { en: name, fr: `${name} FR` },
    latitude: 35.68,
    longitude: 139.76,
    time_zone: 'Asia/Tokyo',
    stars: 4,
    amenities: ['wifi', 'pool'],
    ...overrides,
  });
  if (saved.code !== 200) throw new Error(JSON.stringify(saved));
  return saved.data;
}

async function newRoomType(hotelId: number) {
  const saved = await adminCall<RoomTypeAdminRow>(t.app, root, 'POST', '/room_types/save', { hotel_id: hotelId, name: { en: 'Double' }, beds: { en: '1 queen bed' }, max_adults: 2 });
  if (saved.code !== 200) throw new Error(JSON.stringify(saved));
  return saved.data;
}

async function newRatePlan(roomTypeId: number, board: 'room_only' | 'breakfast' = 'room_only') {
  const saved = await adminCall<RatePlanAdminRow>(t.app, root, 'POST', '/rates/save', {
    room_type_id: roomTypeId,
    name: { en: board === 'breakfast' ? 'With breakfast' : 'Room only' },
    board,
    cancellation: [
      { hours_before: 24, refund_percent: 50 },
      { hours_before: 72, refund_percent: 100 },
    ],
  });
  if (saved.code !== 200) throw new Error(JSON.stringify(saved));
  return saved.data;
}

const calendar = async (roomTypeId: number, start: string, end: string) =>
  (await adminCall<HotelCalendar>(t.app, root, 'GET', '/rates/calendar', { room_type_id: roomTypeId, start, end })).data;

beforeAll(async () => {
  t = await createTestApp();
  root = await signedInAdmin(t, 'super');
  await t.db.insert(hotelCities).values({ code: CITY, name: { en: 'Testopolis', fr: 'Testville' }, country: 'JP' }).onConflictDoNothing();
});
afterAll(async () => {
  await t.close();
});

describe('hotels, room types and rate plans in the back office', () => {
  it('saves a hotel with its texts per language and the default check-in and check-out times, and lists it by city, keyword and state', async () => {
    const hotel = await newHotel('Harbour View');
    expect(hotel).toMatchObject({ city: CITY, name: { en: 'Harbour View', fr: 'Harbour View FR' }, check_in_from: '14:00', check_out_by: '12:00', active: true, recommended: false, instant_confirmation: false });
    expect(await newHotel('Quay Rooms', { instant_confirmation: true })).toMatchObject({ instant_confirmation: true });
    const list = (query: Record<string, unknown>) => adminCall<PageResult<HotelAdminRow>>(t.app, root, 'GET', '/hotels', query, { lang: 'fr' });
    // Texts are searched, not their language codes.
    expect((await list({ city: CITY, keyword: 'en' })).data.total).toBe(0);
    expect((await list({ city: CITY, keyword: 'harbour view fr' })).data.total).toBe(1);
    expect((await list({ city: CITY, keyword: 'harbour' })).data.list).toEqual([
      expect.objectContaining({ id: hotel.id, title: 'Harbour View FR', city_name: 'Testville', stars: 4, room_types: 0, active: true }),
    ]);
    await adminCall(t.app, root, 'POST', '/hotels/save', { ...hotel, active: false, check_in_from: '15:00' });
    expect((await list({ city: CITY, keyword: 'Harbour', active: true })).data.total).toBe(0);
    expect((await adminCall<HotelAdminDetail>(t.app, root, 'GET', '/hotels/detail', { id: hotel.id })).data).toMatchObject({ active: false, check_in_from: '15:00' });
  });

  it('adds a city by its code and renames it; a bad code is refused', async () => {
    const added = await adminCall(t.app, root, 'POST', '/hotel_cities/save', { code: 'nce2', name: { en: 'Nice', fr: 'Nice' }, country: 'fr' });
    expect(added).toMatchObject({ code: 200, data: { code: 'NCE2', country: 'FR', hotels: 0 } });
    await adminCall(t.app, root, 'POST', '/hotel_cities/save', { code: 'NCE2', name: { en: 'Nice (Côte d’Azur)' }, country: 'FR', sort: 5 });
    const cities = await adminCall<{ code: string; name: Record<string, string> }[]>(t.app, root, 'GET', '/hotel_cities');
    expect(cities.data.find((city) => city.code === 'NCE2')).toMatchObject({ name: { en: 'Nice (Côte d’Azur)' } });
    expect(await adminCall(t.app, root, 'POST', '/hotel_cities/save', { code: 'x', name: { en: 'X' }, country: 'FR' })).toMatchObject({ code: 4002, data: { code: expect.any(String) } });
    expect(await adminCall(t.app, root, 'POST', '/hotel_cities/save', { code: 'ABC', name: { en: 'X' }, country: 'FRA' })).toMatchObject({ code: 4002, data: { country: expect.any(String) } });
  });

  it('refuses bad hotel input naming the field, writing nothing', async () => {
    const bad = async (fields: Record<string, unknown>) =>
      adminCall(t.app, root, 'POST', '/hotels/save', { city: CITY, name: { en: 'Bad' }, latitude: 1, longitude: 1, time_zone: 'Asia/Tokyo', stars: 3, ...fields });
    expect(await bad({ time_zone: 'Mars/Olympus' })).toMatchObject({ code: 4002, data: { time_zone: expect.any(String) } });
    expect(await bad({ check_in_from: '25:00' })).toMatchObject({ code: 4002, data: { check_in_from: expect.any(String) } });
    expect(await bad({ stars: 6 })).toMatchObject({ code: 4002, data: { stars: expect.any(String) } });
    expect(await bad({ city: 'NOWHERE' })).toMatchObject({ code: 4002, data: { city: expect.any(String) } });
    expect(await bad({ name: { en: ' ' } })).toMatchObject({ code: 4001 });
    expect((await adminCall<PageResult<HotelAdminRow>>(t.app, root, 'GET', '/hotels', { keyword: 'Bad' })).data.total).toBe(0);
  });

  it('keeps room types with their rate plans, and a cancellation timeline in order', async () => {
    const hotel = await newHotel('Garden Inn');
    const room = await newRoomType(hotel.id);
    const plan = await newRatePlan(room.id);
    expect(plan.cancellation).toEqual([
      { hours_before: 72, refund_percent: 100 },
      { hours_before: 24, refund_percent: 50 },
    ]);
    const refunds = await adminCall(t.app, root, 'POST', '/rates/save', {
      room_type_id: room.id,
      name: { en: 'Odd' },
      board: 'room_only',
      cancellation: [
        { hours_before: 72, refund_percent: 20 },
        { hours_before: 24, refund_percent: 80 },
      ],
    });
    expect(refunds).toMatchObject({ code: 4002, data: { cancellation: expect.any(String) } });
    const rooms = await adminCall<RoomTypeAdminList>(t.app, root, 'GET', '/room_types', { hotel_id: hotel.id });
    expect(rooms.data).toMatchObject({ hotel_name: 'Garden Inn', room_types: [{ id: room.id, max_adults: 2, rate_plans: [{ id: plan.id, board: 'room_only' }] }] });
    expect(await adminCall(t.app, root, 'POST', '/rates/delete', { id: plan.id })).toMatchObject({ code: 200 });
    expect(await adminCall(t.app, root, 'POST', '/room_types/delete', { id: room.id })).toMatchObject({ code: 200 });
    expect(await adminCall(t.app, root, 'POST', '/hotels/delete', { id: hotel.id })).toMatchObject({ code: 200 });
    expect(await adminCall(t.app, root, 'GET', '/hotels/detail', { id: hotel.id })).toMatchObject({ code: 4402 });
  });
});

describe('the rates and availability calendar', () => {
  it('bulk-edits the chosen weekdays of a range only: prices per rate plan, rooms, closed and minimum stay', async () => {
    const hotel = await newHotel('Calendar House');
    const room = await newRoomType(hotel.id);
    const plain = await newRatePlan(room.id);
    const breakfast = await newRatePlan(room.id, 'breakfast');
    // 2027-03-01 is a Monday: Mon..Sun 1..7, Mon 8.
    const saved = await adminCall(t.app, root, 'POST', '/rates/calendar/save', {
      room_type_id: room.id,
      start: '2027-03-01',
      end: '2027-03-08',
      weekdays: [5, 6],
      prices: [
        { rate_plan_id: plain.id, price: '120.50' },
        { rate_plan_id: breakfast.id, price: 140 },
      ],
      to_sell: 5,
      min_stay: 2,
    });
    expect(saved).toMatchObject({ code: 200, data: { nights: 2 } });
    const weekday = await adminCall(t.app, root, 'POST', '/rates/calendar/save', {
      room_type_id: room.id,
      start: '2027-03-01',
      end: '2027-03-08',
      weekdays: [1, 2, 3, 4, 0],
      prices: [{ rate_plan_id: plain.id, price: '99' }],
      to_sell: 8,
    });
    expect(weekday).toMatchObject({ code: 200, data: { nights: 6 } });
    await adminCall(t.app, root, 'POST', '/rates/calendar/save', { room_type_id: room.id, start: '2027-03-03', end: '2027-03-03', weekdays: [0, 1, 2, 3, 4, 5, 6], closed: true });

    const view = await calendar(room.id, '2027-02-28', '2027-03-08');
    expect(view.currency).toBe('USD');
    expect(view.rate_plans.map((plan) => plan.id)).toEqual([plain.id, breakfast.id]);
    const night = (date: string) => view.nights.find((entry) => entry.date === date)!;
    expect(night('2027-02-28')).toEqual({
      date: '2027-02-28',
      weekday: 0,
      to_sell: null,
      held: 0,
      sold: 0,
      closed: false,
      min_stay: 1,
      prices: [
        { rate_plan_id: plain.id, price: null },
        { rate_plan_id: breakfast.id, price: null },
      ],
    });
    expect(night('2027-03-05')).toMatchObject({ weekday: 5, to_sell: 5, min_stay: 2, closed: false, prices: [{ price: '120.50' }, { price: '140.00' }] });
    expect(night('2027-03-06')).toMatchObject({ weekday: 6, to_sell: 5, min_stay: 2, prices: [{ price: '120.50' }, { price: '140.00' }] });
    expect(night('2027-03-07')).toMatchObject({ weekday: 0, to_sell: 8, min_stay: 1, prices: [{ price: '99.00' }, { price: null }] });
    // Closing a night kept its rooms and prices.
    expect(night('2027-03-03')).toMatchObject({ to_sell: 8, closed: true, prices: [{ price: '99.00' }, { price: null }] });
    expect(night('2027-03-08')).toMatchObject({ weekday: 1, to_sell: 8, closed: false });
  });

  it('refuses rooms to sell below what is held and sold on a night, naming the date, and writes nothing of the edit', async () => {
    const hotel = await newHotel('Busy Lodge');
    const room = await newRoomType(hotel.id);
    const plan = await newRatePlan(room.id);
    const all = [0, 1, 2, 3, 4, 5, 6];
    await adminCall(t.app, root, 'POST', '/rates/calendar/save', { room_type_id: room.id, start: '2027-04-01', end: '2027-04-05', weekdays: all, to_sell: 6, prices: [{ rate_plan_id: plan.id, price: '80' }] });
    await t.db
      .update(hotelInventory)
      .set({ held: 2, sold: 2 })
      .where(and(eq(hotelInventory.roomTypeId, room.id), eq(hotelInventory.night, '2027-04-03')));

    const refused = await adminCall(t.app, root, 'POST', '/rates/calendar/save', {
      room_type_id: room.id,
      start: '2027-04-01',
      end: '2027-04-05',
      weekdays: all,
      to_sell: 3,
      prices: [{ rate_plan_id: plan.id, price: '60' }],
    });
    expect(refused).toMatchObject({ code: 4002, data: { to_sell: expect.stringContaining('2027-04-03') } });
    expect((refused as { data: { to_sell: string } }).data.to_sell).toContain('4');
    const after = await calendar(room.id, '2027-04-01', '2027-04-05');
    expect(after.nights.map((entry) => [entry.to_sell, entry.prices[0]!.price])).toEqual(Array(5).fill([6, '80.00']));

    // Exactly held + sold is allowed; skipping the busy night's weekday lets a lower figure through elsewhere.
    expect(await adminCall(t.app, root, 'POST', '/rates/calendar/save', { room_type_id: room.id, start: '2027-04-03', end: '2027-04-03', weekdays: all, to_sell: 4 })).toMatchObject({
      code: 200,
    });
    const saturday = new Date('2027-04-03T00:00:00Z').getUTCDay();
    const others = all.filter((day) => day !== saturday);
    expect(await adminCall(t.app, root, 'POST', '/rates/calendar/save', { room_type_id: room.id, start: '2027-04-01', end: '2027-04-05', weekdays: others, to_sell: 1 })).toMatchObject({
      code: 200,
      data: { nights: 4 },
    });
    expect((await calendar(room.id, '2027-04-01', '2027-04-05')).nights.map((entry) => entry.to_sell)).toEqual([1, 1, 4, 1, 1]);
  });

  it('refuses a rate plan of another room type, a reversed or too long range, and an edit that changes nothing', async () => {
    const hotel = await newHotel('Strict Stay');
    const room = await newRoomType(hotel.id);
    const other = await newRatePlan((await newRoomType(hotel.id)).id);
    const save = (fields: Record<string, unknown>) => adminCall(t.app, root, 'POST', '/rates/calendar/save', { room_type_id: room.id, start: '2027-05-01', end: '2027-05-02', weekdays: [0, 1, 2, 3, 4, 5, 6], ...fields });
    expect(await save({ prices: [{ rate_plan_id: other.id, price: '10' }] })).toMatchObject({ code: 4002, data: { 'prices.0.rate_plan_id': expect.any(String) } });
    expect(await save({ to_sell: 1, end: '2027-04-01' })).toMatchObject({ code: 4002, data: { end: expect.any(String) } });
    expect(await save({ to_sell: 1, end: '2028-05-01' })).toMatchObject({ code: 4002, data: { end: expect.any(String) } });
    expect(await save({})).toMatchObject({ code: 4001, data: { to_sell: 'Choose something to change' } });
    expect(await save({ to_sell: 1, weekdays: [] })).toMatchObject({ code: 4002 });
    expect(await save({ prices: [{ rate_plan_id: other.id, price: '0' }] })).toMatchObject({ code: 4002 });
    expect((await calendar(room.id, '2027-05-01', '2027-05-02')).nights.every((night) => night.to_sell === null)).toBe(true);
  });
});

describe('hotel permissions', () => {
  it('answers 4003 to an admin without the hotel permissions, and lets one with them through', async () => {
    const outsider = await signedInAdmin(t, ['orders:list']);
    expect(await adminCall(t.app, outsider, 'GET', '/hotels', {})).toMatchObject({ code: 4003 });
    expect(await adminCall(t.app, outsider, 'POST', '/rates/calendar/save', { room_type_id: 1, start: '2027-05-01', end: '2027-05-01', weekdays: [0], to_sell: 1 })).toMatchObject({ code: 4003 });
    expect(await adminCall(t.app, outsider, 'GET', '/hotel_orders', {})).toMatchObject({ code: 4003 });
    expect(await adminCall(t.app, outsider, 'POST', '/review/hotel_order', { order_no: '1234567890', approve: true })).toMatchObject({ code: 4003 });
    expect(await adminCall(t.app, outsider, 'POST', '/hotel_orders/verify', { order_no: '1234567890', confirmation_no: 'X' })).toMatchObject({ code: 4003 });
    expect(await adminCall(t.app, outsider, 'GET', '/reports/bookings', { start: '2027-01-01', end: '2027-01-02' })).toMatchObject({ code: 4003 });

    const viewer = await signedInAdmin(t, ['hotels:list', 'hotel_rates:list']);
    expect(await adminCall(t.app, viewer, 'GET', '/hotels', {})).toMatchObject({ code: 200 });
    expect(await adminCall(t.app, viewer, 'POST', '/hotels/save', { city: CITY, name: { en: 'Nope' }, latitude: 1, longitude: 1, time_zone: 'UTC', stars: 3 })).toMatchObject({ code: 4003 });
  });
});
