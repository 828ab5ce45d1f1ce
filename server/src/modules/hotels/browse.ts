import { asc, desc, eq, sql } from 'drizzle-orm';
import {
  earliestToday,
  ErrorCode,
  latestToday,
  type HotelCard,
  type HotelDetail,
  type HotelDetailQuery,
  type HotelReviewPage,
  type HotelReviewsQuery,
  type HotelRoomOffer,
  type HotelSearchQuery,
  type PageResult,
} from '@roamcart/contracts';
import { hotelBookings, hotelCities } from './tables.ts';
import type { DbOrTx } from '../../platform/db.ts';
import { AppError } from '../../platform/errors.ts';
import { localized } from '../../platform/localized.ts';
import { maskedName } from '../../platform/masked-name.ts';
import { countAll } from '../../platform/paging.ts';
import type { Reader } from '../../platform/reader.ts';
import { ratedTravelOrders } from '../travel/index.ts';
import type { HotelHit, HotelProvider, HotelRow, RoomOffer, StayAsk } from './provider.ts';
import { cancellationDeadlines, checkCheckIn, isFreeCancellation, zonedInstant, zonedIso } from './stay.ts';

/** What hotel browsing needs: the database, the provider behind the hotels, and the clock (tests move it). */
export interface HotelBrowseDeps {
  db: DbOrTx;
  provider: HotelProvider;
  now?: () => Date;
}

/** The home page's stay: tonight to tomorrow (UTC calendar), one room for two adults. */
export const HOME_STAY = { nights: 1, rooms: 1, adults: 2 } as const;
const HOME_RECOMMENDED = 8;

/** Stay fields of a validated query, as the provider asks them. */
export function stayAsk(query: { check_in: string; check_out: string; rooms: number; adults: number; children: number }): StayAsk {
  return { checkIn: query.check_in, checkOut: query.check_out, rooms: query.rooms, adults: query.adults, children: query.children };
}

/** Average rating 0-5 with one decimal; null before anyone rated. */
const ratingOf = (tenths: number, count: number): number | null => (count > 0 ? tenths / 10 : null);

function hotelCard(hit: HotelHit, reader: Reader): HotelCard {
  return {
    id: hit.id,
    name: localized(hit.name, reader.lang, reader.fallback),
    city: hit.cityCode,
    city_name: localized(hit.cityName, reader.lang, reader.fallback),
    address: localized(hit.address, reader.lang, reader.fallback),
    stars: hit.stars,
    rating: ratingOf(hit.ratingTenths, hit.ratingCount),
    rating_count: hit.ratingCount,
    photo: hit.photo,
    lowest_price: hit.lowestNightly === null ? null : reader.price.out(hit.lowestNightly),
    currency: reader.price.seen.currency,
    free_cancellation: hit.freeCancellation,
    instant_confirmation: hit.instantConfirmation,
    breakfast: hit.breakfast,
    latitude: hit.latitude,
    longitude: hit.longitude,
  };
}

/** A price filter typed in the caller's currency, in base minor units; 4002 on the field when it cannot be read. */
function priceBound(reader: Reader, field: string, value: number | undefined): bigint | undefined {
  if (value === undefined) return undefined;
  const base = reader.price.in(String(value));
  if (base === null) throw AppError.field(field, 'validation.invalid');
  return base;
}

export async function searchHotels(deps: HotelBrowseDeps, query: HotelSearchQuery, reader: Reader): Promise<PageResult<HotelCard>> {
  const now = deps.now?.() ?? new Date();
  // Search spans zones: a day over everywhere is refused; a hotel where it is over is left out.
  if (query.check_in < earliestToday(now)) throw AppError.field('check_in', 'validation.check_in_past');
  const found = await deps.provider.search(deps.db, {
    ...stayAsk(query),
    now,
    city: query.city,
    keyword: query.keyword,
    stars: query.stars,
    priceMin: priceBound(reader, 'price_min', query.price_min),
    priceMax: priceBound(reader, 'price_max', query.price_max),
    freeCancellation: query.free_cancellation,
    breakfast: query.breakfast,
    sort: query.sort,
    limit: query.limit,
    offset: (query.page - 1) * query.limit,
  });
  return { list: found.hits.map((hit) => hotelCard(hit, reader)), total: found.total, page: query.page, limit: query.limit };
}

/** The cities with hotels, and the recommended hotels priced for HOME_STAY. */
export async function hotelHome(deps: HotelBrowseDeps, reader: Reader) {
  const now = deps.now?.() ?? new Date();
  // The latest today on earth: a check-in day not over at any hotel.
  const checkIn = latestToday(now);
  const checkOut = new Date(Date.parse(`${checkIn}T00:00:00Z`) + HOME_STAY.nights * 86_400_000).toISOString().slice(0, 10);
  const cities = await deps.db.select().from(hotelCities).orderBy(asc(hotelCities.sort), asc(hotelCities.code));
  const recommended = await deps.provider.search(deps.db, {
    checkIn,
    checkOut,
    rooms: HOME_STAY.rooms,
    adults: HOME_STAY.adults,
    children: 0,
    now,
    city: null,
    recommendedOnly: true,
    sort: 'recommended',
    limit: HOME_RECOMMENDED,
    offset: 0,
  });
  return {
    cities: cities.map((city) => ({ code: city.code, name: localized(city.name, reader.lang, reader.fallback), country: city.country })),
    recommended: recommended.hits.map((hit) => hotelCard(hit, reader)),
  };
}

/** A cancellation timeline as the stay sees it: absolute deadlines in the hotel's zone, and until when cancelling is free. */
export function cancellationView(hotel: Pick<HotelRow, 'timeZone' | 'checkInFrom'>, steps: RoomOffer['ratePlan']['cancellation'], checkIn: string) {
  const deadlines = cancellationDeadlines(steps, zonedInstant(checkIn, hotel.checkInFrom, hotel.timeZone)).map((step) => ({
    until: zonedIso(step.until, hotel.timeZone),
    refund_percent: step.refund_percent,
  }));
  return { cancellation: deadlines, free_cancellation_until: isFreeCancellation(steps) ? deadlines[0]!.until : null };
}

function offerView(hotel: HotelRow, offer: RoomOffer, stay: StayAsk, reader: Reader): HotelRoomOffer {
  const text = (value: Record<string, string>) => localized(value, reader.lang, reader.fallback);
  const { roomType, ratePlan } = offer;
  return {
    id: roomType.id,
    rate_plan_id: ratePlan.id,
    name: text(roomType.name),
    rate_plan_name: text(ratePlan.name),
    beds: text(roomType.beds),
    size_sqm: roomType.sizeSqm,
    max_adults: roomType.maxAdults,
    max_children: roomType.maxChildren,
    photos: roomType.photos,
    amenities: roomType.amenities,
    board: ratePlan.board === 'breakfast' ? 'breakfast' : 'room_only',
    rooms_left: offer.unavailable === 'closed' ? 0 : offer.roomsLeft,
    unavailable: offer.unavailable,
    min_stay: offer.minStay,
    nightly: offer.nightly.map((night) => ({ date: night.date, price: reader.price.out(night.price) })),
    total_price: reader.price.out(offer.nightly.reduce((sum, night) => sum + night.price, 0n) * BigInt(stay.rooms)),
    currency: reader.price.seen.currency,
    ...cancellationView(hotel, ratePlan.cancellation, stay.checkIn),
  };
}

export async function hotelDetail(deps: HotelBrowseDeps, query: HotelDetailQuery, reader: Reader): Promise<HotelDetail> {
  const stay = stayAsk(query);
  const found = await deps.provider.detail(deps.db, query.id, stay);
  if (!found) throw new AppError(ErrorCode.RecordNotFound);
  const { hotel, city, offers } = found;
  checkCheckIn(query.check_in, hotel.timeZone, deps.now?.() ?? new Date());
  const text = (value: Record<string, string>) => localized(value, reader.lang, reader.fallback);
  return {
    id: hotel.id,
    name: text(hotel.name),
    description: text(hotel.description),
    city: city.code,
    city_name: text(city.name),
    address: text(hotel.address),
    latitude: hotel.latitude,
    longitude: hotel.longitude,
    time_zone: hotel.timeZone,
    stars: hotel.stars,
    rating: ratingOf(hotel.ratingTenths, hotel.ratingCount),
    rating_count: hotel.ratingCount,
    instant_confirmation: hotel.instantConfirmation,
    photos: hotel.photos,
    amenities: hotel.amenities,
    check_in_from: hotel.checkInFrom,
    check_out_by: hotel.checkOutBy,
    policies: text(hotel.policies),
    room_types: offers.map((offer) => offerView(hotel, offer, stay, reader)),
  };
}

/**
 * What guests said of a hotel after their stays: their stars and comment (as written), the room
 * type they stayed in and the month the stay began, the latest stays first; with the average of
 * the stars. A guest shows by a shortened nickname only.
 */
export async function hotelReviewPage(db: DbOrTx, query: HotelReviewsQuery, reader: Reader): Promise<HotelReviewPage> {
  const rated = ratedTravelOrders(db, 'hotel');
  const ofHotel = eq(hotelBookings.hotelId, query.hotel_id);
  const [summary] = await db
    .select({ ...countAll, stars: sql<number>`coalesce(sum(${rated.rating}), 0)::int` })
    .from(hotelBookings)
    .innerJoin(rated, eq(rated.id, hotelBookings.travelOrderId))
    .where(ofHotel);
  const rows = await db
    .select({ nickname: rated.nickname, rating: rated.rating, comment: rated.comment, roomTypeName: hotelBookings.roomTypeName, checkIn: hotelBookings.checkIn })
    .from(hotelBookings)
    .innerJoin(rated, eq(rated.id, hotelBookings.travelOrderId))
    .where(ofHotel)
    .orderBy(desc(hotelBookings.checkOut), desc(hotelBookings.travelOrderId))
    .limit(query.limit)
    .offset((query.page - 1) * query.limit);
  const total = summary?.total ?? 0;
  return {
    list: rows.map((row) => ({
      reviewer: maskedName(row.nickname),
      rating: row.rating,
      comment: row.comment,
      room_type_name: localized(row.roomTypeName, reader.lang, reader.fallback),
      stay_month: row.checkIn.slice(0, 7),
    })),
    total,
    page: query.page,
    limit: query.limit,
    rating: total > 0 ? Math.round(((summary?.stars ?? 0) * 10) / total) / 10 : null,
  };
}
