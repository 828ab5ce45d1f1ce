import { randomInt } from 'node:crypto';
import { and, asc, eq, gte, inArray, lt, sql, type SQL } from 'drizzle-orm';
import { ErrorCode, nightsOf } from '@roamcart/contracts';
import { hotelCities, hotelInventory, hotelRatePlans, hotelRates, hotelRoomTypes, hotels } from './tables.ts';
import type { LocalizedText } from '../../platform/tables/columns.ts';
import { rowsOf, type DbOrTx } from '../../platform/db.ts';
import { AppError } from '../../platform/errors.ts';
import { containing } from '../../platform/like.ts';
import type { HeldRooms, HotelHit, HotelOffers, HotelProvider, HotelQuote, HotelSearchAsk, RoomOffer, StayAsk, Unavailable } from './provider.ts';

interface HitRow {
  id: number;
  name: LocalizedText;
  address: LocalizedText;
  city_code: string;
  city_name: LocalizedText;
  stars: number;
  rating_tenths: number;
  rating_count: number;
  photo: string | null;
  lowest: string | null;
  free: boolean;
  breakfast: boolean;
  instant_confirmation: boolean;
  latitude: number;
  longitude: number;
  total: number;
}

const ORDER_BY: Record<HotelSearchAsk['sort'], SQL> = {
  recommended: sql`h.recommended desc, h.sort desc, h.rating_tenths desc, h.id`,
  price_asc: sql`b.lowest asc nulls last, h.id`,
  price_desc: sql`b.lowest desc nulls last, h.id`,
  stars: sql`h.stars desc, b.lowest asc nulls last, h.id`,
};

/**
 * One statement per search: every active rate plan of the city's hotels priced over the stay's
 * nights from hotel_inventory x hotel_rates (their primary keys are (room type | plan, night), so
 * each plan reads its nights as one range), kept when bookable (a priced, open night for every
 * night, enough rooms left, every night's minimum stay met, the occupancy fits), each hotel's
 * cheapest plan (of equal ones, the one with more included) whose average nightly price and whose
 * terms (free cancellation, breakfast) the card shows together, the filters, the order and the
 * page with the total.
 */
async function searchLocal(db: DbOrTx, ask: HotelSearchAsk): Promise<{ total: number; hits: HotelHit[] }> {
  const nights = nightsOf(ask.checkIn, ask.checkOut).length;
  const planFilters: SQL[] = [];
  if (ask.breakfast) planFilters.push(sql`and rp.board = 'breakfast'`);
  if (ask.freeCancellation) planFilters.push(sql`and (rp.cancellation -> 0 ->> 'refund_percent') = '100'`);
  // Each hotel's today is its own zone's (stay.ts todayIn, here in SQL): a check-in day over there leaves it out.
  const inCity = sql`${ask.city === null ? sql`` : sql`and h.city_code = ${ask.city}`} and ${ask.checkIn}::date >= (${ask.now.toISOString()}::timestamptz at time zone h.time_zone)::date`;
  const hotelFilters: SQL[] = [];
  if (ask.recommendedOnly) hotelFilters.push(sql`and h.recommended`);
  if (ask.keyword) {
    const pattern = containing(ask.keyword);
    hotelFilters.push(
      sql`and (exists (select 1 from jsonb_each_text(h.name) n where n.value ilike ${pattern}) or exists (select 1 from jsonb_each_text(h.address) a where a.value ilike ${pattern}))`,
    );
  }
  if (ask.stars?.length) hotelFilters.push(sql`and h.stars in (${sql.join(ask.stars.map((star) => sql`${star}`), sql`, `)})`);
  // A filter on what is sold leaves out hotels with nothing bookable that fits it.
  if (ask.breakfast || ask.freeCancellation || ask.priceMin !== undefined || ask.priceMax !== undefined) hotelFilters.push(sql`and b.lowest is not null`);
  if (ask.priceMin !== undefined) hotelFilters.push(sql`and b.lowest >= ${ask.priceMin}`);
  if (ask.priceMax !== undefined) hotelFilters.push(sql`and b.lowest <= ${ask.priceMax}`);
  const rows = await rowsOf<HitRow>(
    db,
    sql`with plan_stay as (
      select rt.hotel_id, rp.id as plan_id, rp.board, (rp.cancellation -> 0 ->> 'refund_percent') = '100' as free, sum(r.price)::bigint as total
      from hotels h
      join hotel_room_types rt on rt.hotel_id = h.id and rt.is_active
      join hotel_rate_plans rp on rp.room_type_id = rt.id and rp.is_active
      join hotel_inventory i on i.room_type_id = rt.id and i.night >= ${ask.checkIn}::date and i.night < ${ask.checkOut}::date
      join hotel_rates r on r.rate_plan_id = rp.id and r.night = i.night
      where h.is_active ${inCity}
        and rt.max_adults * ${ask.rooms} >= ${ask.adults} and rt.max_children * ${ask.rooms} >= ${ask.children}
        ${sql.join(planFilters, sql` `)}
      group by rt.hotel_id, rp.id
      having count(*) = ${nights} and bool_and(not i.closed and i.to_sell - i.held - i.sold >= ${ask.rooms}) and max(i.min_stay) <= ${nights}
    ), best as (
      select distinct on (hotel_id) hotel_id, (total + ${nights - 1}) / ${nights} as lowest, free, board = 'breakfast' as breakfast
      from plan_stay order by hotel_id, total, free desc, board = 'breakfast' desc, plan_id
    )
    select h.id, h.name, h.address, h.city_code, c.name as city_name, h.stars, h.rating_tenths, h.rating_count, h.photos ->> 0 as photo, h.instant_confirmation, h.latitude, h.longitude,
      b.lowest::text as lowest, coalesce(b.free, false) as free, coalesce(b.breakfast, false) as breakfast, (count(*) over ())::int as total
    from hotels h
    join hotel_cities c on c.code = h.city_code
    left join best b on b.hotel_id = h.id
    where h.is_active ${inCity} ${sql.join(hotelFilters, sql` `)}
    order by ${ORDER_BY[ask.sort]}
    limit ${ask.limit} offset ${ask.offset}`,
  );
  return {
    total: rows[0]?.total ?? 0,
    hits: rows.map((row) => ({
      id: row.id,
      name: row.name,
      address: row.address,
      cityCode: row.city_code,
      cityName: row.city_name,
      stars: row.stars,
      ratingTenths: row.rating_tenths,
      ratingCount: row.rating_count,
      photo: row.photo,
      lowestNightly: row.lowest === null ? null : BigInt(row.lowest),
      freeCancellation: row.free,
      breakfast: row.breakfast,
      instantConfirmation: row.instant_confirmation,
      latitude: row.latitude,
      longitude: row.longitude,
    })),
  };
}

/** Why an offer cannot be booked for the stay, first reason first; null when it can. */
function unavailableOf(roomsLeft: number, anyClosed: boolean, minStay: number, fits: boolean, stay: StayAsk, nights: number): Unavailable | null {
  if (!fits) return 'too_many_guests';
  if (anyClosed) return 'closed';
  if (roomsLeft < stay.rooms) return 'sold_out';
  if (minStay > nights) return 'min_stay';
  return null;
}

/** Every active room type x active plan of a hotel for the stay, in three reads (plans, the nights' inventory, the nights' rates). */
async function offersOf(db: DbOrTx, hotelId: number, stay: StayAsk, roomTypeId?: number): Promise<RoomOffer[]> {
  const plans = await db
    .select({ roomType: hotelRoomTypes, ratePlan: hotelRatePlans })
    .from(hotelRoomTypes)
    .innerJoin(hotelRatePlans, and(eq(hotelRatePlans.roomTypeId, hotelRoomTypes.id), eq(hotelRatePlans.isActive, true)))
    .where(and(eq(hotelRoomTypes.hotelId, hotelId), eq(hotelRoomTypes.isActive, true), roomTypeId === undefined ? undefined : eq(hotelRoomTypes.id, roomTypeId)))
    .orderBy(asc(hotelRoomTypes.sort), asc(hotelRoomTypes.id), asc(hotelRatePlans.id));
  if (plans.length === 0) return [];
  const nights = nightsOf(stay.checkIn, stay.checkOut);
  const inStay = (column: typeof hotelInventory.night | typeof hotelRates.night) => and(gte(column, stay.checkIn), lt(column, stay.checkOut));
  const roomTypeIds = [...new Set(plans.map((plan) => plan.roomType.id))];
  const inventory = await db
    .select()
    .from(hotelInventory)
    .where(and(inArray(hotelInventory.roomTypeId, roomTypeIds), inStay(hotelInventory.night)));
  const rates = await db
    .select()
    .from(hotelRates)
    .where(
      and(
        inArray(
          hotelRates.ratePlanId,
          plans.map((plan) => plan.ratePlan.id),
        ),
        inStay(hotelRates.night),
      ),
    );
  return plans.map(({ roomType, ratePlan }) => {
    const own = new Map(inventory.filter((row) => row.roomTypeId === roomType.id).map((row) => [row.night, row]));
    const prices = new Map(rates.filter((row) => row.ratePlanId === ratePlan.id).map((row) => [row.night, row.price]));
    const anyClosed = nights.some((night) => own.get(night)?.closed !== false || !prices.has(night));
    const roomsLeft = anyClosed ? 0 : Math.min(...nights.map((night) => Math.max(0, own.get(night)!.toSell - own.get(night)!.held - own.get(night)!.sold)));
    const minStay = Math.max(1, ...nights.map((night) => own.get(night)?.minStay ?? 1));
    const fits = roomType.maxAdults * stay.rooms >= stay.adults && roomType.maxChildren * stay.rooms >= stay.children;
    return {
      roomType,
      ratePlan,
      roomsLeft,
      unavailable: unavailableOf(roomsLeft, anyClosed, minStay, fits, stay, nights.length),
      minStay,
      nightly: nights.filter((night) => prices.has(night)).map((night) => ({ date: night, price: prices.get(night)! })),
    };
  });
}

const totalOf = (offer: RoomOffer, rooms: number): bigint => offer.nightly.reduce((sum, night) => sum + night.price, 0n) * BigInt(rooms);

/** A reference for rooms held in the local inventory: the letters LH, the time and a random part. */
function newHoldRef(): string {
  return `LH${Date.now()}${String(randomInt(0, 1_000_000)).padStart(6, '0')}`;
}

/** Adds `delta` to a counter of every night of the held rooms; the whole stay or a failure (the CHECK keeps held + sold <= to_sell). */
async function moveRooms(tx: DbOrTx, rooms: HeldRooms, changes: { held?: number; sold?: number }): Promise<void> {
  const nights = nightsOf(rooms.checkIn, rooms.checkOut).length;
  const moved = await tx
    .update(hotelInventory)
    .set({
      held: sql`${hotelInventory.held} + ${changes.held ?? 0}`,
      sold: sql`${hotelInventory.sold} + ${changes.sold ?? 0}`,
    })
    .where(and(eq(hotelInventory.roomTypeId, rooms.roomTypeId), gte(hotelInventory.night, rooms.checkIn), lt(hotelInventory.night, rooms.checkOut)))
    .returning({ night: hotelInventory.night });
  if (moved.length !== nights) throw new Error(`inventory of room type ${rooms.roomTypeId} lacks nights between ${rooms.checkIn} and ${rooms.checkOut}`);
}

/** Our own hotels in PostgreSQL: inventory per room type and night, prices per rate plan and night. */
export const localHotelProvider: HotelProvider = {
  name: 'local',
  search: searchLocal,

  async detail(db, hotelId, stay): Promise<HotelOffers | null> {
    const [found] = await db
      .select({ hotel: hotels, city: hotelCities })
      .from(hotels)
      .innerJoin(hotelCities, eq(hotelCities.code, hotels.cityCode))
      .where(and(eq(hotels.id, hotelId), eq(hotels.isActive, true)));
    if (!found) return null;
    return { ...found, offers: await offersOf(db, hotelId, stay) };
  },

  async hotelOfRoomType(db, roomTypeId) {
    const [found] = await db
      .select({ hotel: hotels })
      .from(hotelRoomTypes)
      .innerJoin(hotels, eq(hotels.id, hotelRoomTypes.hotelId))
      .where(and(eq(hotelRoomTypes.id, roomTypeId), eq(hotelRoomTypes.isActive, true), eq(hotels.isActive, true)));
    return found?.hotel ?? null;
  },

  async quote(db, roomTypeId, ratePlanId, stay): Promise<HotelQuote> {
    const hotel = await this.hotelOfRoomType(db, roomTypeId);
    if (!hotel) throw new AppError(ErrorCode.RecordNotFound);
    const offers = (await offersOf(db, hotel.id, stay, roomTypeId)).filter((offer) => ratePlanId === undefined || offer.ratePlan.id === ratePlanId);
    if (offers.length === 0) throw new AppError(ErrorCode.RecordNotFound);
    const bookable = offers.filter((offer) => offer.unavailable === null).sort((a, b) => (totalOf(a, 1) < totalOf(b, 1) ? -1 : totalOf(a, 1) > totalOf(b, 1) ? 1 : 0));
    const chosen = bookable[0];
    if (!chosen) throw new AppError(ErrorCode.NoAvailability, { reason: offers[0]!.unavailable, min_stay: offers[0]!.minStay });
    return { ...chosen, hotel, total: totalOf(chosen, stay.rooms) };
  },

  /**
   * One conditional update over the stay's nights: a night counts only while open with the rooms
   * free, so under any number of parallel bookings the rooms go to as many as there are rooms;
   * fewer nights updated than the stay has means no availability, and the caller's transaction
   * (with the nights it did update) is rolled back by the 4301.
   */
  async hold(tx, rooms): Promise<string> {
    const nights = nightsOf(rooms.checkIn, rooms.checkOut).length;
    const held = await tx
      .update(hotelInventory)
      .set({ held: sql`${hotelInventory.held} + ${rooms.rooms}` })
      .where(
        and(
          eq(hotelInventory.roomTypeId, rooms.roomTypeId),
          gte(hotelInventory.night, rooms.checkIn),
          lt(hotelInventory.night, rooms.checkOut),
          eq(hotelInventory.closed, false),
          sql`${hotelInventory.held} + ${hotelInventory.sold} + ${rooms.rooms} <= ${hotelInventory.toSell}`,
        ),
      )
      .returning({ night: hotelInventory.night });
    if (held.length !== nights) throw new AppError(ErrorCode.NoAvailability, { reason: 'sold_out' });
    return newHoldRef();
  },

  confirm: (tx, rooms) => moveRooms(tx, rooms, { held: -rooms.rooms, sold: rooms.rooms }),
  release: (tx, rooms) => moveRooms(tx, rooms, { held: -rooms.rooms }),
  cancel: (tx, rooms) => moveRooms(tx, rooms, { sold: -rooms.rooms }),
};
