import { and, asc, count, desc, eq, gte, inArray, lte, type SQL } from 'drizzle-orm';
import {
  daysOfRange,
  weekdayOf,
  ErrorCode,
  formatMinor,
  parseMajor,
  type HotelAdminDetail,
  type HotelAdminListQuery,
  type HotelAdminRow,
  type HotelCalendar,
  type HotelCalendarQuery,
  type HotelCalendarSaveBody,
  type HotelCityAdminRow,
  type HotelCitySaveBody,
  type HotelSaveBody,
  type PageResult,
  type RatePlanAdminRow,
  type RatePlanSaveBody,
  type RoomTypeAdminList,
  type RoomTypeAdminRow,
  type RoomTypeSaveBody,
} from '@roamcart/contracts';
import { hotelBookings, hotelCities, hotelInventory, hotelRatePlans, hotelRates, hotelRoomTypes, hotels } from './tables.ts';
import type { DbOrTx } from '../../platform/db.ts';
import { AppError } from '../../platform/errors.ts';
import { localized } from '../../platform/localized.ts';
import { countAll, pageOf } from '../../platform/paging.ts';
import type { Reader } from '../../platform/reader.ts';
import type { AppDeps } from '../../platform/types.ts';
import { hotelInventoryChanged } from './cache.ts';
import { anyTextLike } from './text-like.ts';

type HotelRow = typeof hotels.$inferSelect;
type RoomTypeRow = typeof hotelRoomTypes.$inferSelect;
type RatePlanRow = typeof hotelRatePlans.$inferSelect;

/** The calendar's nights `start`..`end` (both included), with their weekday (0 Sunday). */
const calendarNights = (start: string, end: string) => daysOfRange(start, end).map((date) => ({ date, weekday: weekdayOf(date) }));

/* Cities and hotels */

export async function listHotelCities(db: DbOrTx): Promise<HotelCityAdminRow[]> {
  const rows = await db
    .select({ city: hotelCities, hotels: count(hotels.id) })
    .from(hotelCities)
    .leftJoin(hotels, eq(hotels.cityCode, hotelCities.code))
    .groupBy(hotelCities.code)
    .orderBy(asc(hotelCities.sort), asc(hotelCities.code));
  return rows.map((row) => ({ code: row.city.code, name: row.city.name, country: row.city.country, hotels: row.hotels }));
}

/** A new city, or a known one's name, country and order. */
export async function saveHotelCity(deps: AppDeps, body: HotelCitySaveBody): Promise<HotelCityAdminRow> {
  return editInventory(deps, async (db) => {
    const values = { code: body.code, name: filled(body.name), country: body.country, sort: body.sort };
    const [city] = await db.insert(hotelCities).values(values).onConflictDoUpdate({ target: hotelCities.code, set: { name: values.name, country: values.country, sort: values.sort } }).returning();
    return { code: city!.code, name: city!.name, country: city!.country, hotels: await db.$count(hotels, eq(hotels.cityCode, city!.code)) };
  });
}

function hotelConditions(query: HotelAdminListQuery): SQL | undefined {
  const conditions: (SQL | undefined)[] = [];
  if (query.city) conditions.push(eq(hotels.cityCode, query.city));
  if (query.active !== undefined) conditions.push(eq(hotels.isActive, query.active));
  // Any language's name: the operator may type the name they know.
  if (query.keyword) conditions.push(anyTextLike(hotels.name, query.keyword));
  return and(...conditions);
}

export async function listHotelsForAdmin(db: DbOrTx, query: HotelAdminListQuery, reader: Reader): Promise<PageResult<HotelAdminRow>> {
  const where = hotelConditions(query);
  return pageOf(
    query,
    db.select(countAll).from(hotels).where(where),
    (limit, offset) =>
      db
        .select({ hotel: hotels, cityName: hotelCities.name, roomTypes: db.$count(hotelRoomTypes, eq(hotelRoomTypes.hotelId, hotels.id)) })
        .from(hotels)
        .innerJoin(hotelCities, eq(hotelCities.code, hotels.cityCode))
        .where(where)
        .orderBy(desc(hotels.sort), desc(hotels.id))
        .limit(limit)
        .offset(offset),
    ({ hotel, cityName, roomTypes }) => ({
      ...hotelDetailOf(hotel),
      title: localized(hotel.name, reader.lang, reader.fallback),
      city_name: localized(cityName, reader.lang, reader.fallback),
      photo: hotel.photos[0] ?? null,
      room_types: roomTypes,
      updated_at: hotel.updatedAt.toISOString(),
    }),
  );
}

function hotelDetailOf(hotel: HotelRow): HotelAdminDetail {
  return {
    id: hotel.id,
    city: hotel.cityCode,
    name: hotel.name,
    description: hotel.description,
    address: hotel.address,
    policies: hotel.policies,
    latitude: hotel.latitude,
    longitude: hotel.longitude,
    time_zone: hotel.timeZone,
    stars: hotel.stars,
    photos: hotel.photos,
    amenities: hotel.amenities,
    check_in_from: hotel.checkInFrom,
    check_out_by: hotel.checkOutBy,
    active: hotel.isActive,
    recommended: hotel.recommended,
    instant_confirmation: hotel.instantConfirmation,
    sort: hotel.sort,
    rating: hotel.ratingCount > 0 ? hotel.ratingTenths / 10 : null,
    rating_count: hotel.ratingCount,
  };
}

async function findHotel(db: DbOrTx, id: number): Promise<HotelRow> {
  const [hotel] = await db.select().from(hotels).where(eq(hotels.id, id));
  if (!hotel) throw new AppError(ErrorCode.RecordNotFound);
  return hotel;
}

export async function hotelForAdmin(db: DbOrTx, id: number): Promise<HotelAdminDetail> {
  return hotelDetailOf(await findHotel(db, id));
}

/** Texts with blank languages left out, so the storefront falls back instead of showing nothing. */
const filled = (texts: Record<string, string>) => Object.fromEntries(Object.entries(texts).filter(([, text]) => text.trim() !== ''));

/** An inventory edit in one transaction; cached hotel answers are dropped everywhere once it commits (and here at once). */
function editInventory<T>(deps: AppDeps, edit: (tx: DbOrTx) => Promise<T>): Promise<T> {
  return deps.db.transaction(async (tx) => {
    const result = await edit(tx);
    await hotelInventoryChanged(tx, deps.responses);
    return result;
  });
}

export async function saveHotel(deps: AppDeps, body: HotelSaveBody): Promise<HotelAdminDetail> {
  return editInventory(deps, async (db) => {
    const [city] = await db.select({ code: hotelCities.code }).from(hotelCities).where(eq(hotelCities.code, body.city));
    if (!city) throw AppError.field('city', 'validation.invalid');
    const values = {
      cityCode: body.city,
      name: filled(body.name),
      description: filled(body.description),
      address: filled(body.address),
      policies: filled(body.policies),
      latitude: body.latitude,
      longitude: body.longitude,
      timeZone: body.time_zone,
      stars: body.stars,
      photos: body.photos,
      amenities: [...new Set(body.amenities)],
      checkInFrom: body.check_in_from,
      checkOutBy: body.check_out_by,
      isActive: body.active,
      recommended: body.recommended,
      instantConfirmation: body.instant_confirmation,
      sort: body.sort,
    };
    if (body.id === undefined) {
      const [created] = await db.insert(hotels).values(values).returning();
      return hotelDetailOf(created!);
    }
    const [updated] = await db.update(hotels).set(values).where(eq(hotels.id, body.id)).returning();
    if (!updated) throw new AppError(ErrorCode.RecordNotFound);
    return hotelDetailOf(updated);
  });
}

/** Inventory with bookings stays: the bookings keep pointing at it (deactivate it instead, 4403). */
async function refuseWhenBooked(db: DbOrTx, where: SQL): Promise<void> {
  const [booked] = await db.select({ id: hotelBookings.travelOrderId }).from(hotelBookings).where(where).limit(1);
  if (booked) throw new AppError(ErrorCode.RecordInUse);
}

export async function deleteHotel(deps: AppDeps, id: number): Promise<void> {
  return editInventory(deps, async (db) => {
    await findHotel(db, id);
    await refuseWhenBooked(db, eq(hotelBookings.hotelId, id));
    await db.delete(hotels).where(eq(hotels.id, id));
  });
}

/* Room types and rate plans */

const ratePlanRowOf = (plan: RatePlanRow): RatePlanAdminRow => ({
  id: plan.id,
  room_type_id: plan.roomTypeId,
  name: plan.name,
  board: plan.board as RatePlanAdminRow['board'],
  cancellation: plan.cancellation,
  active: plan.isActive,
});

const roomTypeRowOf = (room: RoomTypeRow, plans: RatePlanRow[]): RoomTypeAdminRow => ({
  id: room.id,
  hotel_id: room.hotelId,
  name: room.name,
  beds: room.beds,
  size_sqm: room.sizeSqm,
  max_adults: room.maxAdults,
  max_children: room.maxChildren,
  photos: room.photos,
  amenities: room.amenities,
  active: room.isActive,
  sort: room.sort,
  rate_plans: plans.filter((plan) => plan.roomTypeId === room.id).map(ratePlanRowOf),
});

export async function listRoomTypes(db: DbOrTx, hotelId: number, reader: Reader): Promise<RoomTypeAdminList> {
  const hotel = await findHotel(db, hotelId);
  const rooms = await db.select().from(hotelRoomTypes).where(eq(hotelRoomTypes.hotelId, hotelId)).orderBy(desc(hotelRoomTypes.sort), asc(hotelRoomTypes.id));
  const plans = rooms.length
    ? await db
        .select()
        .from(hotelRatePlans)
        .where(
          inArray(
            hotelRatePlans.roomTypeId,
            rooms.map((room) => room.id),
          ),
        )
        .orderBy(asc(hotelRatePlans.id))
    : [];
  return { hotel_id: hotel.id, hotel_name: localized(hotel.name, reader.lang, reader.fallback), room_types: rooms.map((room) => roomTypeRowOf(room, plans)) };
}

async function findRoomType(db: DbOrTx, id: number): Promise<RoomTypeRow> {
  const [room] = await db.select().from(hotelRoomTypes).where(eq(hotelRoomTypes.id, id));
  if (!room) throw new AppError(ErrorCode.RecordNotFound);
  return room;
}

export async function saveRoomType(deps: AppDeps, body: RoomTypeSaveBody): Promise<RoomTypeAdminRow> {
  return editInventory(deps, async (db) => {
    await findHotel(db, body.hotel_id).catch(() => {
      throw AppError.field('hotel_id', 'validation.invalid');
    });
    const values = {
      hotelId: body.hotel_id,
      name: filled(body.name),
      beds: filled(body.beds),
      sizeSqm: body.size_sqm,
      maxAdults: body.max_adults,
      maxChildren: body.max_children,
      photos: body.photos,
      amenities: [...new Set(body.amenities)],
      isActive: body.active,
      sort: body.sort,
    };
    if (body.id === undefined) {
      const [created] = await db.insert(hotelRoomTypes).values(values).returning();
      return roomTypeRowOf(created!, []);
    }
    // A room type stays with its hotel: its bookings and inventory say which hotel they are of.
    const [updated] = await db
      .update(hotelRoomTypes)
      .set(values)
      .where(and(eq(hotelRoomTypes.id, body.id), eq(hotelRoomTypes.hotelId, body.hotel_id)))
      .returning();
    if (!updated) throw new AppError(ErrorCode.RecordNotFound);
    const plans = await db.select().from(hotelRatePlans).where(eq(hotelRatePlans.roomTypeId, updated.id)).orderBy(asc(hotelRatePlans.id));
    return roomTypeRowOf(updated, plans);
  });
}

export async function deleteRoomType(deps: AppDeps, id: number): Promise<void> {
  return editInventory(deps, async (db) => {
    await findRoomType(db, id);
    await refuseWhenBooked(db, eq(hotelBookings.roomTypeId, id));
    await db.delete(hotelRoomTypes).where(eq(hotelRoomTypes.id, id));
  });
}

export async function saveRatePlan(deps: AppDeps, body: RatePlanSaveBody): Promise<RatePlanAdminRow> {
  return editInventory(deps, async (db) => {
    await findRoomType(db, body.room_type_id).catch(() => {
      throw AppError.field('room_type_id', 'validation.invalid');
    });
    const values = { roomTypeId: body.room_type_id, name: filled(body.name), board: body.board, cancellation: body.cancellation, isActive: body.active };
    if (body.id === undefined) {
      const [created] = await db.insert(hotelRatePlans).values(values).returning();
      return ratePlanRowOf(created!);
    }
    const [updated] = await db
      .update(hotelRatePlans)
      .set(values)
      .where(and(eq(hotelRatePlans.id, body.id), eq(hotelRatePlans.roomTypeId, body.room_type_id)))
      .returning();
    if (!updated) throw new AppError(ErrorCode.RecordNotFound);
    return ratePlanRowOf(updated);
  });
}

export async function deleteRatePlan(deps: AppDeps, id: number): Promise<void> {
  return editInventory(deps, async (db) => {
    const [plan] = await db.select({ id: hotelRatePlans.id }).from(hotelRatePlans).where(eq(hotelRatePlans.id, id));
    if (!plan) throw new AppError(ErrorCode.RecordNotFound);
    await refuseWhenBooked(db, eq(hotelBookings.ratePlanId, id));
    await db.delete(hotelRatePlans).where(eq(hotelRatePlans.id, id));
  });
}

/* Rates and availability */

export async function calendarForAdmin(deps: AppDeps, query: HotelCalendarQuery, reader: Reader): Promise<HotelCalendar> {
  const { db } = deps;
  const room = await findRoomType(db, query.room_type_id);
  const base = await deps.ref.baseCurrency();
  const plans = await db.select().from(hotelRatePlans).where(eq(hotelRatePlans.roomTypeId, room.id)).orderBy(asc(hotelRatePlans.id));
  const inventory = await db
    .select()
    .from(hotelInventory)
    .where(and(eq(hotelInventory.roomTypeId, room.id), gte(hotelInventory.night, query.start), lte(hotelInventory.night, query.end)));
  const rates = plans.length
    ? await db
        .select()
        .from(hotelRates)
        .where(
          and(
            inArray(
              hotelRates.ratePlanId,
              plans.map((plan) => plan.id),
            ),
            gte(hotelRates.night, query.start),
            lte(hotelRates.night, query.end),
          ),
        )
    : [];
  const byNight = new Map(inventory.map((row) => [row.night, row]));
  const priceOf = new Map(rates.map((rate) => [`${rate.ratePlanId}/${rate.night}`, rate.price]));
  return {
    room_type_id: room.id,
    hotel_id: room.hotelId,
    currency: base.code,
    rate_plans: plans.map((plan) => ({ id: plan.id, name: localized(plan.name, reader.lang, reader.fallback), board: plan.board as HotelCalendar['rate_plans'][number]['board'], active: plan.isActive })),
    nights: calendarNights(query.start, query.end).map(({ date, weekday }) => {
      const row = byNight.get(date);
      return {
        date,
        weekday,
        to_sell: row?.toSell ?? null,
        held: row?.held ?? 0,
        sold: row?.sold ?? 0,
        closed: row?.closed ?? false,
        min_stay: row?.minStay ?? 1,
        prices: plans.map((plan) => {
          const price = priceOf.get(`${plan.id}/${date}`);
          return { rate_plan_id: plan.id, price: price === undefined ? null : formatMinor(price, base.digits) };
        }),
      };
    }),
  };
}

/**
 * The bulk edit: every chosen night of the range gets the given fields, in one transaction.
 * The nights' inventory rows are locked first, so no hold can slip in between the check that
 * rooms to sell stay at or above held + sold and the write (the CHECK would refuse it anyway).
 * A night without inventory yet is created (with 0 rooms unless `to_sell` says).
 */
export async function saveCalendar(deps: AppDeps, body: HotelCalendarSaveBody): Promise<{ nights: number }> {
  const digits = (await deps.ref.baseCurrency()).digits;
  const prices = body.prices.map((entry, index) => {
    const price = parseMajor(entry.price, digits);
    if (price === null || price <= 0n) throw AppError.field(`prices.${index}.price`, 'validation.amount');
    return { ratePlanId: entry.rate_plan_id, price };
  });
  const nights = calendarNights(body.start, body.end)
    .filter((night) => body.weekdays.includes(night.weekday))
    .map((night) => night.date);
  if (nights.length === 0) return { nights: 0 };

  return deps.db.transaction(async (tx) => {
    const room = await findRoomType(tx, body.room_type_id);
    if (prices.length) {
      const plans = await tx
        .select({ id: hotelRatePlans.id })
        .from(hotelRatePlans)
        .where(and(eq(hotelRatePlans.roomTypeId, room.id), inArray(hotelRatePlans.id, prices.map((entry) => entry.ratePlanId))));
      const known = new Set(plans.map((plan) => plan.id));
      const stranger = prices.findIndex((entry) => !known.has(entry.ratePlanId));
      if (stranger >= 0) throw AppError.field(`prices.${stranger}.rate_plan_id`, 'validation.invalid');
    }

    const inventoryChanges = body.to_sell !== undefined || body.closed !== undefined || body.min_stay !== undefined;
    if (inventoryChanges) {
      const existing = await tx
        .select()
        .from(hotelInventory)
        .where(and(eq(hotelInventory.roomTypeId, room.id), inArray(hotelInventory.night, nights)))
        .orderBy(asc(hotelInventory.night))
        .for('update');
      if (body.to_sell !== undefined) {
        const short = existing.find((row) => row.held + row.sold > body.to_sell!);
        if (short) throw new AppError(ErrorCode.InvalidParameters, { to_sell: 'validation.to_sell_below_taken' }, { date: short.night, taken: short.held + short.sold });
      }
      const changes = {
        ...(body.to_sell !== undefined && { toSell: body.to_sell }),
        ...(body.closed !== undefined && { closed: body.closed }),
        ...(body.min_stay !== undefined && { minStay: body.min_stay }),
      };
      await tx
        .insert(hotelInventory)
        .values(nights.map((night) => ({ roomTypeId: room.id, night, toSell: 0, ...changes })))
        .onConflictDoUpdate({ target: [hotelInventory.roomTypeId, hotelInventory.night], set: changes });
    }
    if (prices.length) {
      for (const entry of prices) {
        await tx
          .insert(hotelRates)
          .values(nights.map((night) => ({ ratePlanId: entry.ratePlanId, night, price: entry.price })))
          .onConflictDoUpdate({ target: [hotelRates.ratePlanId, hotelRates.night], set: { price: entry.price } });
      }
    }
    await hotelInventoryChanged(tx, deps.responses);
    return { nights: nights.length };
  });
}
