// @module-tag embedded
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { and, eq, gte, lt, ne } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyRequest } from 'fastify';
import { addDays, nightsOf, type HotelDetail, type HotelCard, type PageResult } from '@roamcart/contracts';
import { hotelInventory, hotelRoomTypes, hotels } from './tables.ts';
import { seedTestHotels } from '../../test/hotel-fixture.ts';
import { call, createTestApp, type TestApp } from '../../test/test-app.ts';
import { AppError } from '../../platform/errors.ts';
import { priceFormat } from '../../platform/money.ts';
import { textReader } from '../../platform/system-text.ts';
import { hotelDetail, searchHotels } from './browse.ts';
import { hotelInventoryChanged } from './cache.ts';
import { localHotelProvider } from './local-provider.ts';
import { todayIn } from './stay.ts';

let t: TestApp;
const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

beforeAll(async () => {
  t = await createTestApp();
  await seedTestHotels(t);
});
afterAll(async () => t?.close());

describe('hotel browsing', () => {
  it('home lists the cities and recommended hotels priced for tonight', async () => {
    const home = await call<{ cities: { code: string; name: string; country: string }[]; recommended: HotelCard[] }>(t.app, 'GET', '/hotel/home', undefined, { lang: 'zh-CN' });
    expect(home.code).toBe(200);
    expect(home.data.cities).toHaveLength(8);
    expect(home.data.cities).toContainEqual({ code: 'TYO', name: '东京', country: 'JP' });
    expect(home.data.recommended).toHaveLength(8);
    expect(home.data.recommended.every((card) => card.photo !== null && card.name !== '')).toBe(true);
  });

  it('search answers the lowest nightly price of a bookable plan, in the caller currency, paged and sorted', async () => {
    const stay = { city: 'PAR', check_in: day(3), check_out: day(5), rooms: 1, adults: 2 };
    const usd = await call<PageResult<HotelCard>>(t.app, 'GET', '/hotel/search', { ...stay, sort: 'price_asc' });
    expect(usd.code).toBe(200);
    expect(usd.data.total).toBe(4);
    const prices = usd.data.list.map((card) => card.lowest_price).filter((price): price is string => price !== null);
    expect(prices.length).toBeGreaterThan(0);
    expect([...prices].map(Number)).toEqual([...prices].map(Number).sort((a, b) => a - b));
    const cny = await call<PageResult<HotelCard>>(t.app, 'GET', '/hotel/search', { ...stay, sort: 'price_asc' }, { currency: 'CNY' });
    expect(cny.data.list[0]!.currency).toBe('CNY');
    expect(Number(cny.data.list[0]!.lowest_price)).toBeCloseTo(Number(usd.data.list[0]!.lowest_price) * 7.1, 0);
    const paged = await call<PageResult<HotelCard>>(t.app, 'GET', '/hotel/search', { ...stay, limit: 3, page: 2 });
    expect(paged.data).toMatchObject({ total: 4, page: 2 });
    expect(paged.data.list).toHaveLength(1);
  });

  it('search filters by keyword in any language, stars, price, breakfast and free cancellation', async () => {
    const stay = { city: 'TYO', check_in: day(2), check_out: day(3) };
    const [first] = await t.db.select().from(hotels).where(eq(hotels.cityCode, 'TYO')).limit(1);
    const byChinese = await call<PageResult<HotelCard>>(t.app, 'GET', '/hotel/search', { ...stay, keyword: first!.name['zh-CN']!.slice(2) });
    expect(byChinese.data.list.map((card) => card.id)).toContain(first!.id);
    const fives = await call<PageResult<HotelCard>>(t.app, 'GET', '/hotel/search', { ...stay, stars: '5' });
    expect(fives.data.list.every((card) => card.stars === 5)).toBe(true);
    const breakfast = await call<PageResult<HotelCard>>(t.app, 'GET', '/hotel/search', { ...stay, breakfast: true });
    expect(breakfast.data.list.length).toBeGreaterThan(0);
    expect(breakfast.data.list.every((card) => card.breakfast && card.lowest_price !== null)).toBe(true);
    const free = await call<PageResult<HotelCard>>(t.app, 'GET', '/hotel/search', { ...stay, free_cancellation: true });
    expect(free.data.list.every((card) => card.free_cancellation)).toBe(true);
    const all = await call<PageResult<HotelCard>>(t.app, 'GET', '/hotel/search', { ...stay, sort: 'price_asc' });
    const cheapest = Number(all.data.list[0]!.lowest_price);
    const cheap = await call<PageResult<HotelCard>>(t.app, 'GET', '/hotel/search', { ...stay, price_max: cheapest });
    expect(cheap.data.list.map((card) => Number(card.lowest_price))).toEqual([cheapest]);
    const cheapInYen = await call<PageResult<HotelCard>>(t.app, 'GET', '/hotel/search', { ...stay, price_max: Math.ceil(cheapest * 151) }, { currency: 'JPY' });
    expect(cheapInYen.data.list.map((card) => card.id)).toEqual([all.data.list[0]!.id]);
  });

  it('refuses past check-in, short or long stays and bad occupancy naming the field, in the caller language', async () => {
    const base = { city: 'SHA', check_in: day(1), check_out: day(2) };
    expect(await call(t.app, 'GET', '/hotel/search', { ...base, check_in: day(-2), check_out: day(1) })).toMatchObject({ code: 4002, data: { check_in: 'Check-in is today or later' } });
    expect(await call(t.app, 'GET', '/hotel/search', { ...base, check_in: day(-2), check_out: day(1) }, { lang: 'zh-CN' })).toMatchObject({ code: 4002, data: { check_in: '入住日期须为今天或之后' } });
    expect(await call(t.app, 'GET', '/hotel/search', { ...base, check_out: day(1) })).toMatchObject({ code: 4002, data: { check_out: 'Check-out must be after check-in' } });
    expect(await call(t.app, 'GET', '/hotel/search', { ...base, check_out: day(32) }, { lang: 'zh-CN' })).toMatchObject({ code: 4002, data: { check_out: '最多可连住30晚' } });
    expect(await call(t.app, 'GET', '/hotel/search', { ...base, rooms: 3, adults: 2 })).toMatchObject({ code: 4002, data: { adults: 'At least one adult per room' } });
    expect(await call(t.app, 'GET', '/hotel/search', { ...base, rooms: 10, adults: 10 })).toMatchObject({ code: 4002, data: { rooms: expect.any(String) } });
    expect(await call(t.app, 'GET', '/hotel/search', { ...base, children: 2, child_ages: '4' })).toMatchObject({ code: 4002, data: { child_ages: 'Give the age of every child' } });
    expect(await call(t.app, 'GET', '/hotel/search', { ...base, children: 1, child_ages: '18' })).toMatchObject({ code: 4002, data: { 'child_ages.0': 'Must be at most 17' } });
    const [hotel] = await t.db.select().from(hotels).limit(1);
    expect(await call(t.app, 'GET', '/hotel/detail', { id: hotel!.id, check_in: day(-3), check_out: day(1) }, { lang: 'zh-CN' })).toMatchObject({ code: 4002, data: { check_in: '入住日期须为今天或之后' } });
  });

  it('search shows with each hotel’s lowest price the free cancellation and breakfast of the rate selling at it', async () => {
    const stay = { city: 'PAR', check_in: day(10), check_out: day(12), rooms: 1, adults: 2 };
    const found = await call<PageResult<HotelCard>>(t.app, 'GET', '/hotel/search', stay);
    const priced = found.data.list.filter((card) => card.lowest_price !== null);
    expect(priced.length).toBeGreaterThan(0);
    let breakfastCostsMore = 0;
    for (const card of priced) {
      const detail = await call<HotelDetail>(t.app, 'GET', '/hotel/detail', { ...stay, id: card.id });
      const bookable = detail.data.room_types.filter((offer) => offer.unavailable === null);
      const lowest = Math.min(...bookable.map((offer) => Number(offer.total_price)));
      expect(Number(card.lowest_price), card.name).toBeCloseTo(lowest / 2, 1);
      const atLowest = bookable.filter((offer) => Number(offer.total_price) === lowest);
      expect(atLowest.some((offer) => (offer.free_cancellation_until !== null) === card.free_cancellation && (offer.board === 'breakfast') === card.breakfast), card.name).toBe(true);
      if (!card.breakfast && bookable.some((offer) => offer.board === 'breakfast')) breakfastCostsMore += 1;
    }
    // The demo's breakfast rates cost more than its room-only ones: a card priced at room only says nothing of breakfast.
    expect(breakfastCostsMore).toBeGreaterThan(0);
  });

  it('search and home cards carry each hotel’s coordinates, for its pin on the map', async () => {
    const stay = { city: 'TYO', check_in: day(4), check_out: day(6) };
    const found = await call<PageResult<HotelCard>>(t.app, 'GET', '/hotel/search', stay);
    const stored = await t.db.select({ id: hotels.id, latitude: hotels.latitude, longitude: hotels.longitude }).from(hotels).where(eq(hotels.cityCode, 'TYO'));
    expect(found.data.list.map((card) => ({ id: card.id, latitude: card.latitude, longitude: card.longitude })).sort((a, b) => a.id - b.id)).toEqual(
      stored.sort((a, b) => a.id - b.id),
    );
    // The demo's Tokyo hotels stand apart, in Tokyo.
    expect(new Set(found.data.list.map((card) => `${card.latitude},${card.longitude}`)).size).toBe(found.data.list.length);
    for (const card of found.data.list) {
      expect(card.latitude).toBeCloseTo(35.7, 0);
      expect(card.longitude).toBeCloseTo(139.7, 0);
    }
    const home = await call<{ recommended: HotelCard[] }>(t.app, 'GET', '/hotel/home');
    expect(home.data.recommended.every((card) => typeof card.latitude === 'number' && typeof card.longitude === 'number')).toBe(true);
  });

  it('detail lists room type x rate plan offers, nightly prices, totals and deadlines in the hotel zone; closed and sold-out nights show', async () => {
    const [hotel] = await t.db.select().from(hotels).where(eq(hotels.cityCode, 'NYC')).limit(1);
    const checkIn = day(6);
    const checkOut = day(8);
    const stay = { id: hotel!.id, check_in: checkIn, check_out: checkOut, rooms: 2, adults: 2 };
    const detail = await call<HotelDetail>(t.app, 'GET', '/hotel/detail', stay);
    expect(detail.code).toBe(200);
    expect(detail.data).toMatchObject({ time_zone: 'America/New_York', check_in_from: '14:00' });
    const offer = detail.data.room_types.find((room) => room.unavailable === null)!;
    expect(offer.nightly.map((night) => night.date)).toEqual(nightsOf(checkIn, checkOut));
    const perRoom = offer.nightly.reduce((sum, night) => sum + Number(night.price), 0);
    expect(Number(offer.total_price)).toBeCloseTo(perRoom * 2, 2);
    const breakfast = detail.data.room_types.find((room) => room.board === 'breakfast')!;
    // Free until 48 h before check-in at 14:00 New York time, half back until check-in.
    expect(breakfast.cancellation.map((step) => step.refund_percent)).toEqual([100, 50]);
    expect(breakfast.cancellation[1]!.until).toMatch(new RegExp(`^${checkIn}T14:00:00-0[45]:00$`));
    expect(breakfast.free_cancellation_until).toBe(breakfast.cancellation[0]!.until);
    expect(Date.parse(breakfast.cancellation[1]!.until) - Date.parse(breakfast.cancellation[0]!.until)).toBe(48 * 3_600_000);

    const roomTypeId = offer.id;
    await t.db
      .update(hotelInventory)
      .set({ closed: true })
      .where(and(eq(hotelInventory.roomTypeId, roomTypeId), gte(hotelInventory.night, day(7)), lt(hotelInventory.night, day(8))));
    await hotelInventoryChanged(t.db, t.app.deps.responses);
    const closed = await call<HotelDetail>(t.app, 'GET', '/hotel/detail', stay);
    expect(closed.data.room_types.filter((room) => room.id === roomTypeId).every((room) => room.unavailable === 'closed' && room.rooms_left === 0)).toBe(true);

    const [other] = await t.db
      .select()
      .from(hotelRoomTypes)
      .where(and(eq(hotelRoomTypes.hotelId, hotel!.id), ne(hotelRoomTypes.id, roomTypeId)))
      .limit(1);
    await t.db
      .update(hotelInventory)
      .set({ sold: hotelInventory.toSell })
      .where(and(eq(hotelInventory.roomTypeId, other!.id), eq(hotelInventory.night, checkIn)));
    await hotelInventoryChanged(t.db, t.app.deps.responses);
    const soldOut = await call<HotelDetail>(t.app, 'GET', '/hotel/detail', stay);
    expect(soldOut.data.room_types.filter((room) => room.id === other!.id).every((room) => room.unavailable === 'sold_out' && room.rooms_left === 0)).toBe(true);
  });

  it('a stay too big for a room type says so', async () => {
    const [hotel] = await t.db.select().from(hotels).where(eq(hotels.cityCode, 'MAD')).limit(1);
    const detail = await call<HotelDetail>(t.app, 'GET', '/hotel/detail', { id: hotel!.id, check_in: day(4), check_out: day(5), rooms: 1, adults: 3 });
    const standard = detail.data.room_types.find((room) => room.max_adults === 2)!;
    expect(standard.unavailable).toBe('too_many_guests');
  });

  it('shows every demo hotel in 4 to 6 pictures of its own, the facade first, and each room type in a room picture of its own', async () => {
    const storedFile = (url: string) => path.join(t.app.deps.storage.root, url.replace('/uploads/', ''));
    /** A stored picture by its content: the same drawing stored twice has two addresses. */
    const contentOf = async (url: string) => createHash('sha256').update(await readFile(storedFile(url))).digest('hex');
    const hotelOf = new Map<string, number>();
    const roomPictures = new Set<string>();
    const roomTypes = await t.db.select({ hotelId: hotelRoomTypes.hotelId, photos: hotelRoomTypes.photos }).from(hotelRoomTypes);
    const allHotels = await t.db.select({ id: hotels.id, photos: hotels.photos }).from(hotels);
    expect(allHotels).toHaveLength(32);
    for (const hotel of allHotels) {
      expect(hotel.photos.length).toBeGreaterThanOrEqual(4);
      expect(hotel.photos.length).toBeLessThanOrEqual(6);
      const gallery = await Promise.all(hotel.photos.map(contentOf));
      expect(new Set(gallery).size).toBe(gallery.length);
      const ownRoomTypes = roomTypes.filter((roomType) => roomType.hotelId === hotel.id);
      for (const roomType of ownRoomTypes) roomPictures.add(await contentOf(roomType.photos[0]!));
      for (const content of [...gallery, ...(await Promise.all(ownRoomTypes.flatMap((roomType) => roomType.photos).map(contentOf)))]) {
        expect(hotelOf.get(content) ?? hotel.id).toBe(hotel.id);
        hotelOf.set(content, hotel.id);
      }
    }
    expect(roomPictures.size).toBe(roomTypes.length);

    const card = (await call<PageResult<HotelCard>>(t.app, 'GET', '/hotel/search', { city: 'SIN', check_in: day(3), check_out: day(4) })).data.list[0]!;
    const detail = await call<HotelDetail>(t.app, 'GET', '/hotel/detail', { id: card.id, check_in: day(3), check_out: day(4) });
    expect(detail.data.photos[0]).toBe(card.photo);
    expect(await sharp(storedFile(card.photo!)).metadata()).toMatchObject({ format: 'jpeg', width: 600, height: 388 });
  });
});

describe("a hotel's today is its own zone's", () => {
  /** Search and detail as the routes run them, on a fixed clock. */
  async function atClock(now: Date) {
    const browse = { db: t.db, provider: localHotelProvider, now: () => now };
    const request = { currency: await t.app.deps.ref.baseCurrency() } as FastifyRequest;
    const reader = { lang: 'en', fallback: 'en', price: await priceFormat(t.app.deps.ref, request), text: await textReader(t.app.deps.ref, 'en') };
    return {
      search: (city: string, checkIn: string) => searchHotels(browse, { city, check_in: checkIn, check_out: addDays(checkIn, 1), rooms: 1, adults: 1, children: 0, child_ages: [], page: 1, limit: 20, sort: 'recommended' }, reader),
      opens: (id: number, checkIn: string) =>
        hotelDetail(browse, { id, check_in: checkIn, check_out: addDays(checkIn, 1), rooms: 1, adults: 1, children: 0, child_ages: [] }, reader).then(
          () => true,
          (error: unknown) => (error instanceof AppError ? false : Promise.reject(error)),
        ),
    };
  }

  it('at every hour boundary of a day, search finds a city’s hotels exactly when their check-in day is not over there, and what it finds opens', async () => {
    const utcDay = day(1);
    const zones = { TYO: 'Asia/Tokyo', NYC: 'America/New_York' } as const;
    for (let hour = 0; hour < 24; hour += 1) {
      for (const now of [new Date(Date.parse(`${utcDay}T00:00:00Z`) + hour * 3_600_000 - 1), new Date(Date.parse(`${utcDay}T00:00:00Z`) + hour * 3_600_000)]) {
        const clock = await atClock(now);
        for (const [city, zone] of Object.entries(zones)) {
          const found = await clock.search(city, utcDay);
          const open = utcDay >= todayIn(zone, now);
          expect({ at: now.toISOString(), city, found: found.total > 0 }).toEqual({ at: now.toISOString(), city, found: open });
          if (found.list[0]) expect(await clock.opens(found.list[0].id, utcDay)).toBe(true);
        }
      }
    }
  });

  it('after 15:00 UTC a Tokyo stay starting that UTC day is over there: search leaves Tokyo out and its detail refuses it', async () => {
    const utcDay = day(1);
    const clock = await atClock(new Date(`${utcDay}T15:00:00Z`));
    expect((await clock.search('TYO', utcDay)).total).toBe(0);
    expect((await clock.search('TYO', addDays(utcDay, 1))).total).toBeGreaterThan(0);
    const [tokyo] = await t.db.select().from(hotels).where(eq(hotels.cityCode, 'TYO')).limit(1);
    expect(await clock.opens(tokyo!.id, utcDay)).toBe(false);
    expect(await clock.opens(tokyo!.id, addDays(utcDay, 1))).toBe(true);
    // New York is five hours behind UTC: its day is not over.
    expect((await clock.search('NYC', utcDay)).total).toBeGreaterThan(0);
  });

  it('refuses a check-in day that is over everywhere', async () => {
    const utcDay = day(1);
    const clock = await atClock(new Date(`${utcDay}T12:00:00Z`));
    await expect(clock.search('NYC', addDays(utcDay, -1))).rejects.toMatchObject({ details: { check_in: 'validation.check_in_past' } });
  });
});
