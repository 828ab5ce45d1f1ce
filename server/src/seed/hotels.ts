import { sql } from 'drizzle-orm';
import { hotelCities, hotelRatePlans, hotelRoomTypes, hotels } from '../modules/hotels/tables.ts';
import type { LocalizedText } from '../platform/tables/columns.ts';
import type { Db } from '../platform/db.ts';
import type { Storage } from '../platform/storage.ts';
import { storeUpload } from '../platform/store-upload.ts';
import { DEMO_LANGS, type Words } from './catalogue-words.ts';
import { encodePicture, extraPicturesOf, HOTEL_PICTURES, PICTURE_SIZE, roomPicture, type HotelPictureKind } from './hotel-pictures.ts';
import {
  DEMO_HOTEL_CITIES,
  HOTEL_ADDRESS_PATTERNS,
  HOTEL_AMENITIES,
  HOTEL_DESCRIPTIONS,
  HOTEL_KINDS,
  HOTEL_NAME_PATTERNS,
  HOTEL_POLICIES,
  HOTEL_RATE_PLANS,
  HOTEL_ROOM_TYPES,
  HOTEL_STREETS,
  HOTEL_STYLES,
  ROOM_AMENITIES,
} from './hotel-words.ts';

const HOTELS_PER_CITY = 4;
/** Days of inventory and rates from yesterday (UTC), so "today" in every zone is covered. */
const DEMO_HOTEL_DAYS = 366;

const texts = (words: Words): LocalizedText => Object.fromEntries(DEMO_LANGS.map((lang, index) => [lang, words[index] ?? words[0]]));
/** A text per language from a pattern per language and words per language. */
const patterned = (patterns: Words, fill: (lang: number) => Record<string, string | number>): LocalizedText =>
  Object.fromEntries(DEMO_LANGS.map((lang, index) => [lang, (patterns[index] ?? '').replace(/\{(\w+)\}/g, (_, key: string) => String(fill(index)[key] ?? ''))]));

/** A demo hotel's class, by its serial number. */
const starsOf = (serial: number) => 3 + (serial % 3);
/** A demo hotel's room types: two to four of HOTEL_ROOM_TYPES, by its serial number. */
const roomTypesOf = (serial: number) => HOTEL_ROOM_TYPES.slice(0, 2 + (serial % 3));

/**
 * Each demo hotel's pictures, drawn (hotel-pictures.ts) and stored like uploads: the gallery
 * (facade first, for the cards; lobby; its first room type's room; pool or view on most; the
 * bathroom) and each room type's own (its room, then the bathroom). Drawn all at once: encoding
 * runs on the image library's threads.
 */
async function storeHotelPictures(deps: { db: Db; storage: Storage }, hotelCount: number): Promise<{ gallery: string[]; roomTypes: string[][] }[]> {
  const store = async (drawing: string) => (await storeUpload(deps, await encodePicture(drawing), { mime: 'image/jpeg', extension: 'jpg', ...PICTURE_SIZE, owner: 'seed' })).url;
  return Promise.all(
    Array.from({ length: hotelCount }, async (_, serial) => {
      const look = { serial, stars: starsOf(serial) };
      const rooms = await Promise.all(roomTypesOf(serial).map((type) => store(roomPicture(look, type.bedLayout))));
      const kinds: HotelPictureKind[] = ['facade', 'lobby', 'bathroom', ...extraPicturesOf(serial)];
      const [facade, lobby, bathroom, ...extras] = await Promise.all(kinds.map((kind) => store(HOTEL_PICTURES[kind](look))));
      return { gallery: [facade!, lobby!, rooms[0]!, ...extras, bathroom!], roomTypes: rooms.map((room) => [room, bathroom!]) };
    }),
  );
}

/**
 * The demo hotels on an empty hotel catalogue: 8 cities, 4 hotels each (names, descriptions,
 * addresses and policies in six languages), 2-4 room types per hotel, 1-2 rate plans per room
 * type, and `days` of inventory and rates (seasons, weekends, a few sold-out and closed nights,
 * a few minimum stays) written by two generate_series statements. Runs at start; a database
 * with any hotel city is left alone. Answers whether it added the demo hotels.
 */
export async function seedDemoHotels(deps: { db: Db; storage: Storage }, days = DEMO_HOTEL_DAYS): Promise<boolean> {
  const { db } = deps;
  const [{ count } = { count: 0 }] = await db.select({ count: sql<number>`count(*)::int` }).from(hotelCities);
  if (count > 0) return false;

  const pictures = await storeHotelPictures(deps, DEMO_HOTEL_CITIES.length * HOTELS_PER_CITY);

  await db.transaction(async (tx) => {
    await tx.insert(hotelCities).values(DEMO_HOTEL_CITIES.map((city, index) => ({ code: city.code, name: texts(city.name), country: city.country, sort: DEMO_HOTEL_CITIES.length - index })));
    const hotelRows = DEMO_HOTEL_CITIES.flatMap((city, cityIndex) =>
      Array.from({ length: HOTELS_PER_CITY }, (_, hotelIndex) => {
        const serial = cityIndex * HOTELS_PER_CITY + hotelIndex;
        const style = HOTEL_STYLES[(hotelIndex + cityIndex) % HOTEL_STYLES.length]!;
        const kind = HOTEL_KINDS[hotelIndex % HOTEL_KINDS.length]!;
        const stars = starsOf(serial);
        const name = patterned(HOTEL_NAME_PATTERNS, (lang) => ({ style: style[lang]!, kind: kind[lang]!, city: city.name[lang]! }));
        return {
          cityCode: city.code,
          name,
          description: patterned(HOTEL_DESCRIPTIONS, (lang) => ({ name: name[DEMO_LANGS[lang]!]!, city: city.name[lang]!, stars })),
          address: patterned(HOTEL_ADDRESS_PATTERNS, (lang) => ({ number: 8 + serial * 7, street: HOTEL_STREETS[hotelIndex % HOTEL_STREETS.length]![lang]!, city: city.name[lang]! })),
          latitude: city.latitude + (hotelIndex - 1.5) * 0.012,
          longitude: city.longitude + ((serial % 3) - 1) * 0.015,
          timeZone: city.timeZone,
          stars,
          photos: pictures[serial]!.gallery,
          amenities: HOTEL_AMENITIES.slice(0, 4 + stars),
          policies: texts(HOTEL_POLICIES),
          recommended: hotelIndex === 0,
          sort: HOTELS_PER_CITY - hotelIndex,
        };
      }),
    );
    const inserted = await tx.insert(hotels).values(hotelRows).returning({ id: hotels.id, stars: hotels.stars });

    const roomTypeRows = inserted.flatMap((hotel, serial) =>
      roomTypesOf(serial).map((type, index) => ({
        hotelId: hotel.id,
        name: texts(type.name),
        beds: texts(type.beds),
        sizeSqm: type.sizeSqm,
        maxAdults: type.maxAdults,
        maxChildren: type.maxChildren,
        photos: pictures[serial]!.roomTypes[index]!,
        amenities: ROOM_AMENITIES.slice(0, 4 + index),
        sort: HOTEL_ROOM_TYPES.length - index,
        // The night price of the room-only flexible plan, base minor units (USD cents): by stars, room type and hotel.
        basePrice: Math.round(((hotel.stars * 4000 + ((serial * 1700) % 5000)) * type.pricePercent) / 100),
      })),
    );
    const roomTypes = await tx
      .insert(hotelRoomTypes)
      .values(roomTypeRows.map(({ basePrice: _basePrice, ...row }) => row))
      .returning({ id: hotelRoomTypes.id });

    const planRows = roomTypes.flatMap((roomType, index) => {
      const roomOnly = index % 2 === 0 ? HOTEL_RATE_PLANS.nonRefundable : HOTEL_RATE_PLANS.flexible;
      const plans = index % 3 === 2 ? [roomOnly] : [roomOnly, HOTEL_RATE_PLANS.breakfast];
      return plans.map((plan) => ({
        roomTypeId: roomType.id,
        name: texts(plan.name),
        board: plan.board,
        cancellation: plan.cancellation,
        price: Math.round((roomTypeRows[index]!.basePrice * plan.pricePercent) / 100),
      }));
    });
    const plans = await tx
      .insert(hotelRatePlans)
      .values(planRows.map(({ price: _price, ...row }) => row))
      .returning({ id: hotelRatePlans.id });

    const roomTypeList = sql.join(
      roomTypes.map((roomType) => sql`(${roomType.id}::int)`),
      sql`, `,
    );
    // Rooms to sell 3-10; about one night in 47 sold out, one in 71 closed, one in 89 with a two-night minimum.
    await tx.execute(sql`insert into hotel_inventory (room_type_id, night, to_sell, held, sold, closed, min_stay)
      select rt.id, d.night, 3 + (rt.id * 5) % 8,
        0,
        case when (rt.id * 7 + d.n) % 47 = 0 then 3 + (rt.id * 5) % 8 else 0 end,
        (rt.id * 13 + d.n) % 71 = 0,
        case when (rt.id + d.n) % 89 = 0 then 2 else 1 end
      from (values ${roomTypeList}) as rt(id)
      cross join (select (current_date - 1 + n)::date as night, n from generate_series(0, ${days - 1}) as n) as d`);
    const planList = sql.join(
      plans.map((plan, index) => sql`(${plan.id}::int, ${planRows[index]!.price}::bigint)`),
      sql`, `,
    );
    // Summer +25%, December +20%, January-February -10%; Friday and Saturday nights +15%.
    await tx.execute(sql`insert into hotel_rates (rate_plan_id, night, price)
      select rp.id, d.night,
        round(rp.price
          * case when extract(month from d.night) in (6, 7, 8) then 1.25 when extract(month from d.night) = 12 then 1.2 when extract(month from d.night) in (1, 2) then 0.9 else 1 end
          * case when extract(isodow from d.night) in (5, 6) then 1.15 else 1 end)::bigint
      from (values ${planList}) as rp(id, price)
      cross join (select (current_date - 1 + n)::date as night from generate_series(0, ${days - 1}) as n) as d`);
  });
  return true;
}
