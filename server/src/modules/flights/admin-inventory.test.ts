import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, ErrorCode, type AirlineAdminRow, type AirportAdminRow, type AirportResult, type FlightHome, type FlightSearchResult, type FlightAdminRow, type FlightCalendarDay, type FlightFaresGrid, type FlightSaved, type PageResult } from '@roamcart/contracts';
import { rowsOf } from '../../platform/db.ts';
import { adminCall, signedInAdmin, type AdminBrowser } from '../../test/admin-client.ts';
import { call, createTestApp, type TestApp } from '../../test/test-app.ts';
import { salesWindow } from './window.ts';

let t: TestApp;
let root: AdminBrowser;
const { first: today } = salesWindow();

beforeAll(async () => {
  t = await createTestApp({}, { template: 'flights' });
  root = await signedInAdmin(t, 'super');
});
afterAll(async () => {
  await t.close();
});

const calendar = async (from: string, to: string, start: string, end: string) =>
  (await call<FlightCalendarDay[]>(t.app, 'GET', '/ticket/calendar', { from, to, start, end })).data;
const grid = async (flightId: number, start: string, end: string) =>
  (await adminCall<FlightFaresGrid>(t.app, root, 'GET', '/flight_fares', { flight_id: flightId, start, end })).data;
/** The one flight of the route (the first by number when it has several). */
async function flightOf(origin: string, destination: string): Promise<FlightAdminRow> {
  const listed = await adminCall<PageResult<FlightAdminRow>>(t.app, root, 'GET', '/flights', { origin, destination });
  return listed.data.list[0]!;
}
const ISO_WEEKDAY = (day: string) => new Date(`${day}T00:00:00Z`).getUTCDay() || 7;

describe('airports and airlines in the back office', () => {
  it('lists the package airports with filters and enables one, which travellers can then find', async () => {
    const gatwick = await adminCall<PageResult<AirportAdminRow>>(t.app, root, 'GET', '/airports', { keyword: 'gatwick' });
    expect(gatwick.data.list).toEqual([expect.objectContaining({ code: 'LGW', city: 'London', country: 'GB', enabled: false, flights: 0 })]);
    const network = await adminCall<PageResult<AirportAdminRow>>(t.app, root, 'GET', '/airports', { country: 'jp', enabled: true });
    expect(network.data.list.map((airport) => airport.code)).toContain('NRT');
    expect(network.data.list.every((airport) => airport.enabled && airport.country === 'JP')).toBe(true);

    expect((await call<unknown[]>(t.app, 'GET', '/ticket/airports', { keyword: 'Gatwick' })).data).toEqual([]);
    expect(await adminCall(t.app, root, 'POST', '/airports/enable', { code: 'lgw', enabled: true })).toMatchObject({ code: 200, data: { code: 'LGW', enabled: true } });
    expect((await call<{ code: string }[]>(t.app, 'GET', '/ticket/airports', { keyword: 'Gatwick' })).data.map((airport) => airport.code)).toEqual(['LGW']);
    await adminCall(t.app, root, 'POST', '/airports/enable', { code: 'LGW', enabled: false });
    expect(await adminCall(t.app, root, 'POST', '/airports/enable', { code: 'QQQ', enabled: true })).toMatchObject({ code: ErrorCode.RecordNotFound });
  });

  it('renames an airline per language and disabling it takes its flights out of the low-fare calendar', async () => {
    const flight = await flightOf('SIN', 'KUL');
    const renamed = await adminCall<AirlineAdminRow>(t.app, root, 'POST', '/airlines/save', { code: flight.carrier, name: { fr: 'Compagnie Test' } }, { lang: 'fr' });
    expect(renamed.data).toMatchObject({ code: flight.carrier, title: 'Compagnie Test', enabled: true });
    expect(Object.keys(renamed.data.name)).toContain('en');

    const day = addDays(today, 20);
    const before = await calendar('SIN', 'KUL', day, day);
    expect(before[0]!.lowest_price).not.toBeNull();
    const [others] = await rowsOf<{ count: number }>(t.db, sql`select count(*)::int as count from flights where origin = 'SIN' and destination = 'KUL' and carrier <> ${flight.carrier}`);
    await adminCall(t.app, root, 'POST', '/airlines/save', { code: flight.carrier, enabled: false });
    if (others!.count === 0) expect((await calendar('SIN', 'KUL', day, day))[0]!.lowest_price).toBeNull();
    const [flightsOfCarrier] = await rowsOf<{ count: number }>(
      t.db,
      sql`select count(*)::int as count from flight_low_fares l where l.day >= current_date and exists (
        select 1 from flight_instances i join flights fl on fl.id = i.flight_id where fl.carrier = ${flight.carrier} and i.origin = l.origin and i.destination = l.destination and i.departure_date = l.day)
        and not exists (select 1 from flight_instances i join flights fl on fl.id = i.flight_id join airlines a on a.code = fl.carrier where a.enabled and i.origin = l.origin and i.destination = l.destination and i.departure_date = l.day)`,
    );
    expect(flightsOfCarrier!.count).toBe(0);
    await adminCall(t.app, root, 'POST', '/airlines/save', { code: flight.carrier, enabled: true });
    expect((await calendar('SIN', 'KUL', day, day))[0]!.lowest_price).toBe(before[0]!.lowest_price);
  });

  it('translates an airport’s name and city over CLDR’s: travellers find it by the new text and read it, other languages keep theirs', async () => {
    const airportsFor = (keyword: string, lang: string) => call<AirportResult[]>(t.app, 'GET', '/ticket/airports', { keyword }, { lang });
    expect((await airportsFor('东京都', 'zh-CN')).data).toEqual([]);
    const before = await adminCall<PageResult<AirportAdminRow>>(t.app, root, 'GET', '/airports', { keyword: 'narita' });
    expect(before.data.list[0]).toMatchObject({ code: 'NRT', name_texts: { en: 'Narita International Airport' }, city_texts: { en: 'Tokyo', 'zh-CN': '东京', ja: '東京', ar: 'طوكيو' } });
    const saved = await adminCall<AirportAdminRow>(t.app, root, 'POST', '/airports/save', { code: 'nrt', name: { 'zh-CN': '东京成田国际机场' }, city: { 'zh-CN': '东京都', en: 'Tokyo' } }, { lang: 'zh-CN' });
    expect(saved.data).toMatchObject({ code: 'NRT', name: '东京成田国际机场', city: '东京都', city_texts: { en: 'Tokyo', 'zh-CN': '东京都', ja: '東京' } });
    expect(saved.data.name_texts.en).toBe('Narita International Airport');

    expect((await airportsFor('东京都', 'zh-CN')).data).toEqual([expect.objectContaining({ code: 'NRT', city: '东京都', name: '东京成田国际机场', country_name: '日本' })]);
    // By the Chinese name in another language too, shown there in that language's city and the English name.
    expect((await airportsFor('成田', 'ja')).data).toEqual([expect.objectContaining({ code: 'NRT', city: '東京', name: 'Narita International Airport' })]);
    const tokyo = (await airportsFor('东京', 'zh-CN')).data;
    expect(Object.fromEntries(tokyo.map((airport) => [airport.code, airport.city]))).toEqual({ HND: '东京', NRT: '东京都' });

    // The back office lists it in the admin's language, and by the Chinese city.
    const listed = await adminCall<PageResult<AirportAdminRow>>(t.app, root, 'GET', '/airports', { keyword: '东京都' });
    expect(listed.data.list.map((airport) => [airport.code, airport.city])).toEqual([['NRT', 'Tokyo']]);

    // A blank language loses its translation; English cannot be blanked.
    const blankEnglish = await adminCall(t.app, root, 'POST', '/airports/save', { code: 'NRT', city: { en: ' ', 'zh-CN': '东京' } });
    expect(blankEnglish).toMatchObject({ code: ErrorCode.InvalidParameters, data: { city: 'Keep the English text: languages without their own show it' } });
    const cleared = await adminCall<AirportAdminRow>(t.app, root, 'POST', '/airports/save', { code: 'NRT', name: { en: 'Narita International Airport', 'zh-CN': '' } });
    expect(cleared.data.name_texts).toEqual({ en: 'Narita International Airport' });
    expect(cleared.data.city_texts['zh-CN']).toBe('东京都');
    expect((await airportsFor('东京都', 'zh-CN')).data).toEqual([expect.objectContaining({ code: 'NRT', name: 'Narita International Airport', city: '东京都' })]);
    expect(await adminCall(t.app, root, 'POST', '/airports/save', { code: 'QQQ', name: { en: 'Nowhere' } })).toMatchObject({ code: ErrorCode.RecordNotFound });
  });

  it('shows translated cities and airlines in search results and the calendar home, with English where a language has none', async () => {
    const [route] = (await call<FlightHome>(t.app, 'GET', '/ticket/home')).data.popular_routes;
    const date = addDays(today, 9);
    const [flight] = (await call<FlightSearchResult>(t.app, 'GET', '/ticket/search', { from: route!.from, to: route!.to, date, sort: 'departure' })).data.flights;
    // Renamed in English it is no city CLDR names: French and Spanish, blanked, show the English text.
    await adminCall(t.app, root, 'POST', '/airports/save', { code: route!.from, city: { en: 'Test City', 'zh-CN': '测试城', ja: 'テスト市', fr: '', es: '' } });
    await adminCall(t.app, root, 'POST', '/airlines/save', { code: flight!.carrier, name: { 'zh-CN': '测试航空' } });

    const home = async (lang: string) => (await call<FlightHome>(t.app, 'GET', '/ticket/home', {}, { lang })).data.popular_routes.find((popular) => popular.from === route!.from && popular.to === route!.to)!;
    expect((await home('zh-CN')).from_city).toBe('测试城');
    expect((await home('ja')).from_city).toBe('テスト市');
    expect((await home('fr')).from_city).toBe('Test City');
    const searched = async (lang: string) =>
      (await call<FlightSearchResult>(t.app, 'GET', '/ticket/search', { from: route!.from, to: route!.to, date, sort: 'departure' }, { lang })).data.flights[0]!;
    expect(await searched('zh-CN')).toMatchObject({ carrier_name: '测试航空', segments: [expect.objectContaining({ from_city: '测试城' })] });
    expect(await searched('es')).toMatchObject({ carrier_name: flight!.carrier_name, segments: [expect.objectContaining({ from_city: 'Test City' })] });
  });

  it('refuses writes without the save permission and lists with the list one', async () => {
    const reader = await signedInAdmin(t, ['flights:list', 'airports:list', 'flight_fares:list']);
    expect((await adminCall(t.app, reader, 'GET', '/flights', {})).code).toBe(200);
    expect((await adminCall(t.app, reader, 'GET', '/airports', {})).code).toBe(200);
    expect((await adminCall(t.app, reader, 'POST', '/airports/enable', { code: 'LGW', enabled: true })).code).toBe(ErrorCode.NoPermission);
    expect((await adminCall(t.app, reader, 'POST', '/airports/save', { code: 'LGW', city: { 'zh-CN': '伦敦' } })).code).toBe(ErrorCode.NoPermission);
    expect((await adminCall(t.app, reader, 'POST', '/airlines/save', { code: 'BA', enabled: false })).code).toBe(ErrorCode.NoPermission);
    expect((await adminCall(t.app, reader, 'POST', '/flights/delete', { id: 1 })).code).toBe(ErrorCode.NoPermission);
    expect((await adminCall(t.app, reader, 'POST', '/flight_fares/bulk', { flight_id: 1, start: today, end: today, weekdays: [1], seats: 1 })).code).toBe(ErrorCode.NoPermission);
    const nobody = await signedInAdmin(t, []);
    expect((await adminCall(t.app, nobody, 'GET', '/flight_fares', { flight_id: 1, start: today, end: today })).code).toBe(ErrorCode.NoPermission);
  });
});

describe('flights and schedules', () => {
  const leg = { origin: 'SIN', destination: 'KUL', departs_local: '07:15', arrives_local: '08:20', aircraft: 'Airbus A320' };
  const sinKulDays = async (flightId: number) =>
    rowsOf<{ date: string; status: string }>(t.db, sql`select to_char(departure_date, 'YYYY-MM-DD') as date, status from flight_instances where flight_id = ${flightId} order by departure_date`);

  it('saves a one-stop flight on some weekdays, opening its days in the window with the UTC times of the legs', async () => {
    const carrier = (await flightOf('SIN', 'KUL')).carrier;
    const validTo = addDays(today, 27);
    const saved = await adminCall<FlightSaved>(t.app, root, 'POST', '/flights/save', {
      carrier,
      flight_number: '9871',
      segments: [leg, { origin: 'KUL', destination: 'BKK', departs_local: '09:30', arrives_local: '10:35', aircraft: 'Airbus A320' }],
      days_of_week: [1, 3, 5],
      valid_from: today,
      valid_to: validTo,
    });
    expect(saved.code).toBe(200);
    expect(saved.data.flight).toMatchObject({ flight_no: `${carrier}9871`, origin: 'SIN', destination: 'BKK', days_of_week: [1, 3, 5], segments: [expect.objectContaining({ departs_local: '07:15' }), expect.any(Object)] });
    const days = await sinKulDays(saved.data.flight.id);
    expect(days.length).toBe(saved.data.opened_days);
    expect(days.length).toBeGreaterThanOrEqual(11);
    expect(days.every((day) => [1, 3, 5].includes(ISO_WEEKDAY(day.date)) && day.date <= validTo)).toBe(true);
    // Singapore is UTC+8: 07:15 local is 23:15 UTC the day before; Bangkok UTC+7: 10:35 is 03:35 UTC.
    const [times] = await rowsOf<{ departs: string; arrives: string }>(
      t.db,
      sql`select to_char(departs_at at time zone 'UTC', 'HH24:MI') as departs, to_char(arrives_at at time zone 'UTC', 'HH24:MI') as arrives from flight_instances where flight_id = ${saved.data.flight.id} limit 1`,
    );
    expect(times).toEqual({ departs: '23:15', arrives: '03:35' });
  });

  it('cancels the days a narrower schedule drops and gives new days the fare table of the latest day', async () => {
    const carrier = (await flightOf('SIN', 'KUL')).carrier;
    const body = { carrier, flight_number: '9872', segments: [leg], days_of_week: [1, 2, 3, 4, 5, 6, 7], valid_from: today, valid_to: addDays(today, 13) };
    const first = (await adminCall<FlightSaved>(t.app, root, 'POST', '/flights/save', body)).data;
    expect(first.opened_days).toBe(14);
    await adminCall(t.app, root, 'POST', '/flight_fares/save', {
      flight_id: first.flight.id,
      start: today,
      end: addDays(today, 13),
      weekdays: [1, 2, 3, 4, 5, 6, 7],
      cabin: 'economy',
      brand: 'standard',
      carry_on: 1,
      carry_on_kg: 7,
      checked_bags: 1,
      checked_kg: 23,
      refund_rule: { allowed: true, penalty: '30' },
      change_rule: { allowed: true, penalty: '0' },
      instant_ticketing: true,
      seats: 50,
      price_adult: '80',
      price_child: '60',
      price_infant: '8',
      taxes: '12.50',
    });
    const widened = (await adminCall<FlightSaved>(t.app, root, 'POST', '/flights/save', { ...body, id: first.flight.id, days_of_week: [2, 4], valid_to: addDays(today, 20) })).data;
    const days = await sinKulDays(first.flight.id);
    expect(widened.cancelled_days).toBe(days.filter((day) => day.date <= addDays(today, 13) && ![2, 4].includes(ISO_WEEKDAY(day.date))).length);
    expect(days.filter((day) => day.status === 'scheduled').every((day) => [2, 4].includes(ISO_WEEKDAY(day.date)))).toBe(true);
    const later = (await grid(first.flight.id, addDays(today, 14), addDays(today, 20))).days.filter((day) => day.status === 'scheduled');
    expect(later.length).toBe(widened.opened_days);
    expect(later.every((day) => day.cells[0]?.price_adult === '80.00' && day.cells[0].taxes === '12.50' && day.cells[0].sold === 0)).toBe(true);
    // New days copy the fare's instant ticketing with the rest.
    expect((await grid(first.flight.id, addDays(today, 14), addDays(today, 20))).fares[0]).toMatchObject({ instant_ticketing: true });
  });

  it('refuses a leg that does not connect, a clashing number and unknown airports, naming the field', async () => {
    const existing = await flightOf('SIN', 'KUL');
    const base = { carrier: existing.carrier, flight_number: '9873', segments: [leg], days_of_week: [1], valid_from: today, valid_to: addDays(today, 5) };
    expect(await adminCall(t.app, root, 'POST', '/flights/save', { ...base, segments: [leg, { ...leg, origin: 'BKK', destination: 'HKG' }] })).toMatchObject({ code: 4002, data: { 'segments.1.origin': expect.any(String) } });
    expect(await adminCall(t.app, root, 'POST', '/flights/save', { ...base, segments: [{ ...leg, arrives_local: '07:00' }] })).toMatchObject({ code: 4002, data: { 'segments.0.arrives_local': expect.any(String) } });
    expect(await adminCall(t.app, root, 'POST', '/flights/save', { ...base, segments: [{ ...leg, destination: 'ZZZ' }] })).toMatchObject({ code: 4002, data: { 'segments.0.destination': expect.any(String) } });
    expect(await adminCall(t.app, root, 'POST', '/flights/save', { ...base, flight_number: existing.flight_number, valid_from: existing.valid_from })).toMatchObject({ code: 4002, data: { flight_number: expect.any(String) } });
    expect(await adminCall(t.app, root, 'POST', '/flights/save', { ...base, valid_to: addDays(today, -1) })).toMatchObject({ code: 4002, data: { valid_to: expect.any(String) } });
  });

  it('deletes a flight nobody booked; one with seats sold is refused (4403)', async () => {
    const booked = await flightOf('SIN', 'KUL');
    await t.db.execute(sql`update flight_fares set sold = sold + 1 where id = (select f.id from flight_fares f join flight_instances i on i.id = f.instance_id where i.flight_id = ${booked.id} and f.sold + f.held < f.seats limit 1)`);
    expect((await adminCall(t.app, root, 'POST', '/flights/delete', { id: booked.id })).code).toBe(ErrorCode.RecordInUse);
    const fresh = (await adminCall<FlightSaved>(t.app, root, 'POST', '/flights/save', { carrier: booked.carrier, flight_number: '9874', segments: [leg], days_of_week: [1, 2, 3, 4, 5, 6, 7], valid_from: today, valid_to: addDays(today, 3) })).data;
    expect((await adminCall(t.app, root, 'POST', '/flights/delete', { id: fresh.flight.id })).code).toBe(200);
    expect(await sinKulDays(fresh.flight.id)).toEqual([]);
  });
});

describe('fares: the grid, the bulk edit and the low-fare calendar', () => {
  it('bulk-edits prices on the chosen weekdays of a range only, and the calendar shows the new lowest price', async () => {
    const flight = await flightOf('SIN', 'KUL');
    const start = addDays(today, 30);
    const end = addDays(today, 43);
    const before = await grid(flight.id, start, end);
    const light = before.fares.findIndex((fare) => fare.brand === 'light');
    expect(light).toBeGreaterThanOrEqual(0);
    const weekdays = [ISO_WEEKDAY(start), ISO_WEEKDAY(addDays(start, 1))];
    const saved = await adminCall(t.app, root, 'POST', '/flight_fares/bulk', { flight_id: flight.id, start, end, weekdays, fares: [{ cabin: 'economy', brand: 'light' }], price_adult: '1.00', taxes: '0.50' });
    // Two weekdays over two weeks: four days, one fare each.
    expect(saved).toMatchObject({ code: 200, data: { days: 4, fares: 4 } });
    const after = await grid(flight.id, start, end);
    for (const [index, day] of after.days.entries()) {
      const chosen = weekdays.includes(day.weekday);
      expect(day.cells[light]!.price_adult).toBe(chosen ? '1.00' : before.days[index]!.cells[light]!.price_adult);
      expect(day.cells[light]!.price_child).toBe(before.days[index]!.cells[light]!.price_child);
      if (chosen) expect(day.cells[light]!.taxes).toBe('0.50');
    }
    // The light fare is sold out on some days: the calendar shows 1.50 only where it has a seat left.
    const days = await calendar('SIN', 'KUL', start, end);
    for (const day of after.days.filter((candidate) => weekdays.includes(candidate.weekday))) {
      const cell = day.cells[light]!;
      const shown = days.find((candidate) => candidate.date === day.date)!.lowest_price;
      if (cell.seats - cell.held - cell.sold > 0) expect(shown).toBe('1.50');
      else expect(shown).not.toBe('1.50');
    }
  });

  it('sets seats over a range and refuses seats below held + sold on any day, naming the date, writing nothing', async () => {
    const flight = await flightOf('SIN', 'KUL');
    const start = addDays(today, 50);
    const end = addDays(today, 56);
    const before = await grid(flight.id, start, end);
    const target = before.days[3]!;
    const fareIndex = target.cells.findIndex((cell) => cell !== null);
    const fare = before.fares[fareIndex]!;
    // The demo sold some seats: the range starts empty but for 2 held and 5 sold on one day.
    const fareIds = before.days.flatMap((day) => (day.cells[fareIndex] ? [day.cells[fareIndex]!.fare_id] : []));
    await t.db.execute(sql`update flight_fares set held = 0, sold = 0 where id in (${sql.join(fareIds.map((id) => sql`${id}`), sql`, `)})`);
    await t.db.execute(sql`update flight_fares set held = 2, sold = 5 where id = ${target.cells[fareIndex]!.fare_id}`);
    const refused = await adminCall<Record<string, string>>(t.app, root, 'POST', '/flight_fares/bulk', {
      flight_id: flight.id,
      start,
      end,
      weekdays: [1, 2, 3, 4, 5, 6, 7],
      fares: [{ cabin: fare.cabin, brand: fare.brand }],
      seats: 6,
      price_adult: '2',
    });
    expect(refused).toMatchObject({ code: 4002, data: { seats: expect.stringContaining(target.date) } });
    expect(refused.data.seats).toContain('7');
    expect((await grid(flight.id, start, end)).days.map((day) => day.cells[fareIndex]?.price_adult)).toEqual(before.days.map((day) => day.cells[fareIndex]?.price_adult));

    const done = await adminCall(t.app, root, 'POST', '/flight_fares/bulk', { flight_id: flight.id, start, end, weekdays: [1, 2, 3, 4, 5, 6, 7], fares: [{ cabin: fare.cabin, brand: fare.brand }], seats: 7 });
    expect(done).toMatchObject({ code: 200 });
    const after = await grid(flight.id, start, end);
    expect(after.days.every((day) => day.cells[fareIndex] === null || day.cells[fareIndex]!.seats === 7)).toBe(true);
  });

  it('refuses an edit that changes nothing, a reversed range and a zero adult price', async () => {
    const flight = await flightOf('SIN', 'KUL');
    const range = { flight_id: flight.id, start: today, end: addDays(today, 3), weekdays: [1, 2, 3, 4, 5, 6, 7] };
    expect(await adminCall(t.app, root, 'POST', '/flight_fares/bulk', range)).toMatchObject({ code: 4001, data: { price_adult: 'Choose something to change' } });
    expect(await adminCall(t.app, root, 'POST', '/flight_fares/bulk', { ...range, end: addDays(today, -2), seats: 3 })).toMatchObject({ code: 4002, data: { end: expect.any(String) } });
    expect(await adminCall(t.app, root, 'POST', '/flight_fares/bulk', { ...range, price_adult: '0' })).toMatchObject({ code: 4002, data: { price_adult: expect.any(String) } });
    expect(await adminCall(t.app, root, 'POST', '/flight_fares/bulk', { ...range, price_adult: '1.234567' })).toMatchObject({ code: 4002, data: { price_adult: expect.any(String) } });
  });
});
