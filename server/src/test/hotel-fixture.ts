import type { HotelAdminDetail, RatePlanAdminRow, RoomTypeAdminRow } from '@roamcart/contracts';
import { hotelCities } from '../modules/hotels/tables.ts';
import { seedDemoHotels } from '../seed/hotels.ts';
import { adminCall, type AdminBrowser } from './admin-client.ts';
import type { TestApp } from './test-app.ts';

/** The demo hotels with `days` of inventory and rates (fewer than the real seed's year keeps tests quick). */
export async function seedTestHotels(t: TestApp, days = 40): Promise<void> {
  await seedDemoHotels(t.app.deps, days);
}

/**
 * A hotel made through the back office for a test file: in a new city `city` (country `country`),
 * a Twin room type for two adults and one Flexible rate plan of `board` (full refund up to 48 h
 * before), 3 rooms at 100.00 a night for the next 31 days.
 */
export async function adminTestHotel(
  t: TestApp,
  root: AdminBrowser,
  { city, country, board, hotel }: { city: { code: string; name: string }; country: string; board: 'room_only' | 'breakfast'; hotel: Record<string, unknown> },
): Promise<{ roomTypeId: number; ratePlanId: number }> {
  await t.db.insert(hotelCities).values({ code: city.code, name: { en: city.name }, country });
  const saved = (await adminCall<HotelAdminDetail>(t.app, root, 'POST', '/hotels/save', { city: city.code, ...hotel })).data;
  const roomTypeId = (await adminCall<RoomTypeAdminRow>(t.app, root, 'POST', '/room_types/save', { hotel_id: saved.id, name: { en: 'Twin' }, max_adults: 2 })).data.id;
  const ratePlanId = (
    await adminCall<RatePlanAdminRow>(t.app, root, 'POST', '/rates/save', { room_type_id: roomTypeId, name: { en: 'Flexible' }, board, cancellation: [{ hours_before: 48, refund_percent: 100 }] })
  ).data.id;
  const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
  const loaded = await adminCall(t.app, root, 'POST', '/rates/calendar/save', {
    room_type_id: roomTypeId,
    start: day(0),
    end: day(30),
    weekdays: [0, 1, 2, 3, 4, 5, 6],
    to_sell: 3,
    prices: [{ rate_plan_id: ratePlanId, price: '100.00' }],
  });
  if (loaded.code !== 200) throw new Error(JSON.stringify(loaded));
  return { roomTypeId, ratePlanId };
}
