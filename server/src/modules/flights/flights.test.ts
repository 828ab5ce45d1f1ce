// @module-tag embedded
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, addMonths, earliestToday, ErrorCode, FLIGHT_DEPARTURE_RANGES, type AirportResult, type AirportSuggestions, type FlightCalendarDay, type FlightDetail, type FlightHome, type FlightResult, type FlightSearchResult } from '@roamcart/contracts';
import { rowsOf } from '../../platform/db.ts';
import { AppError } from '../../platform/errors.ts';
import { call, createTestApp, withParameter, type TestApp } from '../../test/test-app.ts';
import { FLIGHT_ANSWERS, localFlightProvider, refreshLowFares, type FlightProvider } from './index.ts';
import { salesWindow } from './window.ts';

let t: TestApp;
let provider: FlightProvider;
const { first: today, last: lastDay } = salesWindow();

beforeAll(async () => {
  t = await createTestApp({}, { template: 'flights' });
  provider = localFlightProvider(t.db);
});
afterAll(async () => {
  await t.close();
});

const search = (query: Record<string, unknown>, options: { lang?: string; currency?: string } = {}) => call<FlightSearchResult>(t.app, 'GET', '/ticket/search', query, options);
const calendar = (query: Record<string, unknown>, options: { currency?: string } = {}) => call<FlightCalendarDay[]>(t.app, 'GET', '/ticket/calendar', query, options);
/** The first day from `after` days on with a bookable flight on the route (long hauls do not all fly daily). */
async function flyingDay(from: string, to: string, after: number): Promise<string> {
  const days = (await calendar({ from, to, start: addDays(today, after), end: addDays(today, after + 7) })).data;
  return days.find((day) => day.lowest_price !== null)!.date;
}
const cents = (price: string) => Math.round(Number(price) * 100);
/** The cheapest adult price with taxes a search shows, as the calendar should show it. */
const cheapestShown = (flights: FlightResult[]) => {
  const totals = flights.flatMap((flight) => flight.fares.map((fare) => fare.total_adult));
  return totals.length === 0 ? null : totals.reduce((low, total) => (cents(total) < cents(low) ? total : low));
};

describe('GET /ticket/airports', () => {
  it('finds airports by IATA code, city and name, with the country in the caller’s language', async () => {
    const byCode = await call<AirportResult[]>(t.app, 'GET', '/ticket/airports', { keyword: 'lhr' });
    expect(byCode.data[0]).toEqual({ code: 'LHR', name: 'London Heathrow Airport', city: 'London', country: 'GB', country_name: 'United Kingdom', time_zone: 'Europe/London' });
    const byCity = await call<AirportResult[]>(t.app, 'GET', '/ticket/airports', { keyword: 'Tokyo' }, { lang: 'zh-CN' });
    expect(byCity.data.map((airport) => airport.code).sort()).toEqual(['HND', 'NRT']);
    expect(byCity.data[0]!.country_name).toBe('日本');
    const byName = await call<AirportResult[]>(t.app, 'GET', '/ticket/airports', { keyword: 'Heathrow' });
    expect(byName.data.map((airport) => airport.code)).toEqual(['LHR']);
  });

  it('finds a city typed in any of the store’s languages, accents optional, and names it in the reader’s (CLDR’s cities, English airport names)', async () => {
    const found = async (keyword: string, lang: string) =>
      (await call<AirportResult[]>(t.app, 'GET', '/ticket/airports', { keyword }, { lang })).data.map((airport) => `${airport.code} ${airport.city} / ${airport.name}`);
    expect(await found('东京', 'zh-CN')).toEqual(['HND 东京 / Tokyo Haneda International Airport', 'NRT 东京 / Narita International Airport']);
    expect(await found('طوكيو', 'ar')).toEqual(['HND طوكيو / Tokyo Haneda International Airport', 'NRT طوكيو / Narita International Airport']);
    expect(await found('Tokio', 'es')).toEqual(['HND Tokio / Tokyo Haneda International Airport', 'NRT Tokio / Narita International Airport']);
    expect(await found('Tōkyō', 'ja')).toEqual(['HND 東京 / Tokyo Haneda International Airport', 'NRT 東京 / Narita International Airport']);
    expect(await found('巴黎', 'ja')).toEqual(['CDG パリ / Charles de Gaulle International Airport']);
    expect(await found('Londres', 'ar')).toEqual(['LHR لندن / London Heathrow Airport']);
    // A city CLDR does not name (Osaka) is English in every language.
    expect(await found('Osaka', 'ja')).toEqual(['KIX Osaka / Kansai International Airport']);
  });

  it('shows the cities of a flight in the reader’s language', async () => {
    const date = await flyingDay('CDG', 'NRT', 10);
    const [flight] = (await search({ from: 'CDG', to: 'NRT', date }, { lang: 'ar' })).data.flights;
    expect(flight!.segments.map((segment) => [segment.from_city, segment.to_city])).toEqual([['باريس', 'طوكيو']]);
    const [inJapanese] = (await search({ from: 'CDG', to: 'NRT', date }, { lang: 'ja' })).data.flights;
    expect(inJapanese!.segments.map((segment) => [segment.from_city, segment.to_city])).toEqual([['パリ', '東京']]);
  });

  it('offers only the airports of the network (Gatwick is in the data, not served)', async () => {
    const [gatwick] = await rowsOf<{ enabled: boolean }>(t.db, sql`select enabled from airports where code = 'LGW'`);
    expect(gatwick?.enabled).toBe(false);
    expect((await call<AirportResult[]>(t.app, 'GET', '/ticket/airports', { keyword: 'Gatwick' })).data).toEqual([]);
  });

  it('refuses a missing keyword', async () => {
    expect((await call(t.app, 'GET', '/ticket/airports', {})).code).toBe(ErrorCode.MissingParameters);
  });
});

describe('GET /ticket/airports/suggestions', () => {
  it('suggests the recent airports still offered, in the browser’s order and the reader’s language', async () => {
    const { data } = await call<AirportSuggestions>(t.app, 'GET', '/ticket/airports/suggestions', { recent: 'nrt,LGW,CDG' }, { lang: 'ja' });
    expect(data.recent.map((airport) => [airport.code, airport.city, airport.country_name])).toEqual([
      ['NRT', '東京', '日本'],
      ['CDG', 'パリ', 'フランス'],
    ]);
    expect((await call<AirportSuggestions>(t.app, 'GET', '/ticket/airports/suggestions', {})).data.recent).toEqual([]);
    expect(await call(t.app, 'GET', '/ticket/airports/suggestions', { recent: 'NRT,TOKYO' })).toMatchObject({ code: ErrorCode.InvalidParameters });
  });

  it('suggests the network’s airports with the most departures and arrivals in the next 30 days', async () => {
    const busiest = await rowsOf<{ code: string }>(
      t.db,
      sql`select code from (select origin as code from flight_instances where departure_date between ${today}::date and ${addDays(today, 30)}::date and status = 'scheduled'
          union all select destination from flight_instances where departure_date between ${today}::date and ${addDays(today, 30)}::date and status = 'scheduled') e
        group by code order by count(*) desc, code limit 8`,
    );
    const { popular } = (await call<AirportSuggestions>(t.app, 'GET', '/ticket/airports/suggestions', {}, { lang: 'zh-CN' })).data;
    expect(popular.map((airport) => airport.code)).toEqual(busiest.map((row) => row.code));
    expect(popular.find((airport) => airport.code === 'LHR')?.city).toBe('伦敦');
  });
});

describe('GET /ticket/calendar', () => {
  it('spans today to six months later by default, each day at the cheapest fare search shows', async () => {
    const days = (await calendar({ from: 'LHR', to: 'JFK' })).data;
    expect(days[0]!.date).toBe(today);
    expect(days[days.length - 1]!.date).toBe(addMonths(today, 6));
    expect(days).toHaveLength((Date.parse(lastDay) - Date.parse(today)) / 86_400_000 + 1);
    expect(days.every((day) => day.indicative && day.currency === 'USD')).toBe(true);
    for (const day of days.filter((_, index) => index % 15 === 3)) {
      const shown = await search({ from: 'LHR', to: 'JFK', date: day.date });
      expect(day.lowest_price).toBe(cheapestShown(shown.data.flights));
    }
  });

  it('shows the same price as search in another currency', async () => {
    const date = addDays(today, 20);
    const [day] = (await calendar({ from: 'SIN', to: 'KUL', start: date, end: date }, { currency: 'JPY' })).data;
    const shown = await search({ from: 'SIN', to: 'KUL', date }, { currency: 'JPY' });
    expect(day!.lowest_price).toBe(cheapestShown(shown.data.flights));
    expect(day!.currency).toBe('JPY');
  });

  it('answers null on days without a flight and outside the sales window', async () => {
    const [weekly] = await rowsOf<{ origin: string; destination: string }>(t.db, sql`select origin, destination from flights where days_of_week <> 127 order by id limit 1`);
    const days = (await calendar({ from: weekly!.origin, to: weekly!.destination, start: addDays(today, 7), end: addDays(today, 13) })).data;
    const empty = days.filter((day) => day.lowest_price === null);
    expect(empty.length).toBeGreaterThan(0);
    expect((await search({ from: weekly!.origin, to: weekly!.destination, date: empty[0]!.date })).data.flights).toEqual([]);
    const edge = (await calendar({ from: 'LHR', to: 'JFK', start: addDays(today, -2), end: addDays(today, -1) })).data;
    expect(edge.map((day) => day.lowest_price)).toEqual([null, null]);
  });

  it('follows seat changes: when the cheapest fare of a day sells out, the next one shows', async () => {
    const date = addDays(today, 40);
    const before = (await search({ from: 'CDG', to: 'FCO', date })).data.flights;
    const cheapest = before.flatMap((flight) => flight.fares).find((fare) => fare.total_adult === cheapestShown(before))!;
    await t.db.transaction((tx) => provider.hold(tx, cheapest.fare_id, cheapest.seats_left));
    // As the booking route will: its caller sees the change at once, other servers on the commit's notification.
    t.app.deps.responses.invalidate(FLIGHT_ANSWERS);
    const after = (await search({ from: 'CDG', to: 'FCO', date })).data.flights;
    expect(after.flatMap((flight) => flight.fares).some((fare) => fare.fare_id === cheapest.fare_id)).toBe(false);
    const [day] = (await calendar({ from: 'CDG', to: 'FCO', start: date, end: date })).data;
    expect(day!.lowest_price).toBe(cheapestShown(after));
    expect(cents(day!.lowest_price!)).toBeGreaterThanOrEqual(cents(cheapest.total_adult));
    await t.db.transaction((tx) => provider.release(tx, cheapest.fare_id, cheapest.seats_left));
    t.app.deps.responses.invalidate(FLIGHT_ANSWERS);
    expect((await calendar({ from: 'CDG', to: 'FCO', start: date, end: date })).data[0]!.lowest_price).toBe(cheapest.total_adult);
  });

  it('refuses an end before the start and a span over six months', async () => {
    expect((await calendar({ from: 'LHR', to: 'JFK', start: addDays(today, 5), end: today })).data).toHaveProperty('end');
    const tooLong = await calendar({ from: 'LHR', to: 'JFK', start: today, end: addDays(today, 200) });
    expect(tooLong.code).toBe(ErrorCode.InvalidParameters);
    expect(tooLong.data).toEqual({ end: 'Choose at most six months' });
  });
});

describe('GET /ticket/search rules', () => {
  const date = addDays(today, 10);
  it('refuses more infants than adults, naming infants, in English and Chinese', async () => {
    const en = await search({ from: 'SIN', to: 'BKK', date, adults: 1, infants: 2 });
    expect(en.code).toBe(ErrorCode.InvalidParameters);
    expect(en.data).toEqual({ infants: 'Each infant needs an adult to travel with' });
    const zh = await search({ from: 'SIN', to: 'BKK', date, adults: 1, infants: 2 }, { lang: 'zh-CN' });
    expect(zh.data).toEqual({ infants: '每名婴儿需由一名成人陪同' });
  });

  it('refuses more than nine seated passengers, naming children', async () => {
    const en = await search({ from: 'SIN', to: 'BKK', date, adults: 6, children: 4 });
    expect(en.code).toBe(ErrorCode.InvalidParameters);
    expect(en.data).toEqual({ children: 'At most 9 passengers with seats (adults and children) per booking' });
    const zh = await search({ from: 'SIN', to: 'BKK', date, adults: 6, children: 4 }, { lang: 'zh-CN' });
    expect(zh.data).toEqual({ children: '每笔预订最多 9 名占座乘客（成人和儿童）' });
    expect((await search({ from: 'SIN', to: 'BKK', date, adults: 5, children: 4 })).code).toBe(ErrorCode.Success);
  });

  it('refuses a date over everywhere on earth and one beyond six months', async () => {
    const over = addDays(earliestToday(), -1);
    const past = await search({ from: 'SIN', to: 'BKK', date: over });
    expect(past.code).toBe(ErrorCode.InvalidParameters);
    expect(past.data).toEqual({ date: 'Choose today or a later date' });
    expect((await search({ from: 'SIN', to: 'BKK', date: over }, { lang: 'zh-CN' })).data).toEqual({ date: '请选择今天或之后的日期' });
    expect((await search({ from: 'SIN', to: 'BKK', date: addDays(lastDay, 1) })).data).toEqual({ date: 'Flights can be booked up to six months ahead' });
  });

  it('refuses bad filters as it refuses the separate parameters, naming the filter', async () => {
    const refused = async (filters: string, lang = 'en') => {
      const answer = await search({ from: 'SIN', to: 'BKK', date, filters }, { lang });
      expect(answer.code).toBe(ErrorCode.InvalidParameters);
      return answer.data;
    };
    expect(await refused('{"stops":')).toEqual({ filters: 'Give the filters as a JSON object' });
    expect(await refused('["morning"]', 'zh-CN')).toEqual({ filters: '请以 JSON 对象的形式提供筛选条件' });
    expect(await refused('{"stops":2}')).toHaveProperty(['filters.stops']);
    expect((await search({ from: 'SIN', to: 'BKK', date, stops: 2 })).data).toHaveProperty('stops');
    expect(await refused('{"stops":"0"}')).toHaveProperty(['filters.stops']);
    expect(await refused('{"departure":["noon"]}')).toHaveProperty(['filters.departure.0']);
    expect(await refused('{"airlines":["BAA"]}')).toEqual({ 'filters.airlines.0': 'Enter a two-character airline code' });
    expect(await refused('{"bags":"none"}')).toHaveProperty(['filters.bags']);
    expect(await refused('{"stop":0}')).toHaveProperty('filters');
    const twice = await search({ from: 'SIN', to: 'BKK', date, stops: 0, filters: '{"stops":0}' });
    expect(twice.data).toEqual({ 'filters.stops': 'This filter is also given as its own parameter: give it once' });
  });

  it('refuses an airport code that is not three letters', async () => {
    expect((await search({ from: 'LONDON', to: 'BKK', date })).data).toEqual({ from: 'Enter a three-letter airport code' });
  });
});

describe('GET /ticket/search results', () => {
  const date = addDays(today, 12);

  it('sorts by the cheapest fare, by duration and by departure', async () => {
    const cheapest = (await search({ from: 'PEK', to: 'PVG', date })).data.flights;
    expect(cheapest.length).toBeGreaterThanOrEqual(3);
    const lows = cheapest.map((flight) => Math.min(...flight.fares.map((fare) => cents(fare.total_adult))));
    expect(lows).toEqual([...lows].sort((a, b) => a - b));
    const departures = (await search({ from: 'PEK', to: 'PVG', date, sort: 'departure' })).data.flights.map((flight) => Date.parse(flight.depart_at));
    expect(departures).toEqual([...departures].sort((a, b) => a - b));
    const fastest = (await search({ from: 'LHR', to: 'SYD', date: addDays(today, 14), sort: 'fastest' })).data.flights.map((flight) => flight.duration_minutes);
    expect(fastest).toEqual([...fastest].sort((a, b) => a - b));
  });

  it('filters by stops, airline, departure time, checked bags and cabin', async () => {
    const canLax = await flyingDay('CAN', 'LAX', 12);
    const oneStop = await search({ from: 'CAN', to: 'LAX', date: canLax });
    expect(oneStop.data.flights.length).toBeGreaterThan(0);
    expect(oneStop.data.flights.every((flight) => flight.stops === 1 && flight.segments.length === 2)).toBe(true);
    expect((await search({ from: 'CAN', to: 'LAX', date: canLax, stops: 0 })).data.flights).toEqual([]);

    expect((await search({ from: 'LHR', to: 'JFK', date, airlines: 'ba' })).data.flights.every((flight) => flight.carrier === 'BA')).toBe(true);
    expect((await search({ from: 'LHR', to: 'JFK', date, airlines: 'LH,AF' })).data.flights).toEqual([]);

    const all = (await search({ from: 'HND', to: 'KIX', date })).data.flights;
    for (const range of ['morning', 'afternoon'] as const) {
      const within = (await search({ from: 'HND', to: 'KIX', date, departure: range })).data.flights;
      const [from, to] = FLIGHT_DEPARTURE_RANGES[range];
      expect(within.every((flight) => Number(flight.depart_at.slice(11, 13)) >= from && Number(flight.depart_at.slice(11, 13)) < to)).toBe(true);
      expect(within.length).toBe(all.filter((flight) => Number(flight.depart_at.slice(11, 13)) >= from && Number(flight.depart_at.slice(11, 13)) < to).length);
    }

    const withBag = (await search({ from: 'HND', to: 'KIX', date, bags: 'checked' })).data.flights.flatMap((flight) => flight.fares);
    expect(withBag.length).toBeGreaterThan(0);
    expect(withBag.every((fare) => fare.bags.checked >= 1)).toBe(true);
    const business = (await search({ from: 'HND', to: 'KIX', date, cabin: 'business' })).data.flights.flatMap((flight) => flight.fares);
    expect(business.length).toBeGreaterThan(0);
    expect(business.every((fare) => fare.cabin === 'business' && fare.brand === 'flex')).toBe(true);
  });

  it('takes the filters as API.md’s `filters` JSON object too, with the same answers as the separate parameters', async () => {
    const canLax = await flyingDay('CAN', 'LAX', 12);
    const forms: [Record<string, unknown>, Record<string, unknown>][] = [
      [{ stops: 0 }, { stops: 0 }],
      [{ airlines: 'ba' }, { airlines: ['ba'] }],
      [{ departure: 'morning,evening', bags: 'checked' }, { departure: ['morning', 'evening'], bags: 'checked' }],
      [{ stops: 1, airlines: 'CA,LH', departure: 'night,morning,afternoon,evening' }, { stops: 1, airlines: ['CA', 'LH'], departure: ['night', 'morning', 'afternoon', 'evening'] }],
    ];
    let shown = 0;
    for (const [from, to, day] of [['HND', 'KIX', date], ['CAN', 'LAX', canLax], ['LHR', 'JFK', date]] as const) {
      for (const [separate, json] of forms) {
        const bySeparate = await search({ from, to, date: day, ...separate });
        const byFilters = await search({ from, to, date: day, filters: JSON.stringify(json) });
        expect(byFilters.code).toBe(ErrorCode.Success);
        expect(byFilters.data).toEqual(bySeparate.data);
        shown += byFilters.data.flights.length;
      }
    }
    expect(shown).toBeGreaterThan(0);
    expect((await search({ from: 'CAN', to: 'LAX', date: canLax, filters: '{"stops":0}' })).data.flights).toEqual([]);
    const mixed = await search({ from: 'HND', to: 'KIX', date, bags: 'checked', filters: '{"departure":["morning"]}' });
    expect(mixed.data).toEqual((await search({ from: 'HND', to: 'KIX', date, bags: 'checked', departure: 'morning' })).data);
  });

  it('offers only fares that seat the whole party', async () => {
    const [fare] = await rowsOf<{ id: number }>(
      t.db,
      sql`select f.id from flight_fares f join flight_instances i on i.id = f.instance_id where i.origin = 'SIN' and i.destination = 'KUL' and i.departure_date = ${date}::date order by f.id limit 1`,
    );
    await t.db.execute(sql`update flight_fares set sold = seats - held - 3 where id = ${fare!.id}`);
    await refreshLowFares(t.db, 'all');
    t.app.deps.responses.invalidate(FLIGHT_ANSWERS);
    const fareIds = async (adults: number) => (await search({ from: 'SIN', to: 'KUL', date, adults })).data.flights.flatMap((flight) => flight.fares.map((offer) => offer.fare_id));
    expect(await fareIds(3)).toContain(fare!.id);
    expect(await fareIds(4)).not.toContain(fare!.id);
  });

  it('writes local times with their UTC offsets, and arrivals on a later day', async () => {
    const nrtCdg = await flyingDay('NRT', 'CDG', 12);
    const [flight] = (await search({ from: 'NRT', to: 'CDG', date: nrtCdg })).data.flights;
    expect(flight!.depart_at).toMatch(new RegExp(`^${nrtCdg}T\\d{2}:\\d{2}:00\\+09:00$`));
    expect(flight!.arrive_at).toMatch(/\+0[12]:00$/);
    expect(flight!.duration_minutes).toBe((Date.parse(flight!.arrive_at) - Date.parse(flight!.depart_at)) / 60_000);
    expect(flight!.segments[0]!.duration_minutes).toBe(flight!.duration_minutes);

    // Long hauls eastwards and overnight flights land on a later local day.
    const overnight: FlightResult[] = [];
    for (const [from, to] of [['LHR', 'SYD'], ['SYD', 'LHR'], ['JFK', 'LHR'], ['LHR', 'HKG'], ['LAX', 'CAN']]) {
      for (const offset of [14, 15, 16]) overnight.push(...(await search({ from, to, date: addDays(today, offset) })).data.flights);
    }
    const later = overnight.filter((candidate) => candidate.arrive_day_offset > 0);
    expect(later.length).toBeGreaterThan(0);
    for (const candidate of later) {
      expect(candidate.arrive_at.slice(0, 10)).toBe(addDays(candidate.date, candidate.arrive_day_offset));
      expect(candidate.duration_minutes).toBe((Date.parse(candidate.arrive_at) - Date.parse(candidate.depart_at)) / 60_000);
    }
    const oneStop = overnight.find((candidate) => candidate.stops === 1)!;
    const [firstLeg, secondLeg] = oneStop.segments;
    expect(firstLeg!.to).toBe(secondLeg!.from);
    expect(Date.parse(secondLeg!.depart_at)).toBeGreaterThan(Date.parse(firstLeg!.arrive_at));
  });
});

describe('GET /ticket/detail and /ticket/home', () => {
  it('shows a fare’s flight, rules and baggage; a fare of another day is not found', async () => {
    const date = addDays(today, 25);
    const [flight] = (await search({ from: 'LHR', to: 'MAD', date })).data.flights;
    const fare = flight!.fares.find((offer) => offer.brand === 'standard' && offer.cabin === 'economy')!;
    const detail = await call<FlightDetail>(t.app, 'GET', '/ticket/detail', { fare_id: fare.fare_id, date }, { currency: 'EUR' });
    expect(detail.data.flight.flight_no).toBe(flight!.flight_no);
    expect(detail.data.fare).toMatchObject({ fare_id: fare.fare_id, bags: { checked: 1, checked_kg: 23 }, refund_rule: { allowed: true, penalty: '138.00' }, change_rule: { allowed: true } });
    expect(detail.data.currency).toBe('EUR');
    expect((await call(t.app, 'GET', '/ticket/detail', { fare_id: fare.fare_id, date: addDays(date, 1) })).code).toBe(ErrorCode.RecordNotFound);
    const light = flight!.fares.find((offer) => offer.brand === 'light');
    if (light) expect(light.refund_rule).toEqual({ allowed: false, penalty: null });
  });

  it('lists popular routes with their lowest fare of the next 30 days', async () => {
    const home = (await call<FlightHome>(t.app, 'GET', '/ticket/home')).data;
    expect(home.popular_routes).toHaveLength(8);
    for (const route of home.popular_routes.slice(0, 2)) {
      const days = (await calendar({ from: route.from, to: route.to, start: today, end: addDays(today, 30) })).data.filter((day) => day.lowest_price !== null);
      expect(route.lowest_price).toBe(days.reduce((low, day) => (cents(day.lowest_price!) < cents(low.lowest_price!) ? day : low)).lowest_price);
    }
  });
});

describe('the local flight provider', () => {
  /** A fare with exactly `left` seats left and none held. */
  async function fareWithSeatsLeft(left: number, dayOffset: number): Promise<number> {
    const [fare] = await rowsOf<{ id: number }>(
      t.db,
      sql`update flight_fares set held = 0, sold = seats - ${left}
        where id = (select f.id from flight_fares f join flight_instances i on i.id = f.instance_id
          where i.origin = 'SYD' and i.destination = 'MEL' and i.departure_date = ${addDays(today, dayOffset)}::date and f.brand = 'flex' and f.cabin = 'economy' order by f.id limit 1)
        returning id`,
    );
    return fare!.id;
  }
  const counts = async (fareId: number) => (await rowsOf<{ held: number; sold: number; seats: number }>(t.db, sql`select held, sold, seats from flight_fares where id = ${fareId}`))[0]!;

  it('lets exactly 5 of 50 parallel holds take the last 5 seats', async () => {
    const fareId = await fareWithSeatsLeft(5, 50);
    const results = await Promise.allSettled(Array.from({ length: 50 }, () => t.db.transaction((tx) => provider.hold(tx, fareId, 1))));
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(5);
    const refused = results.filter((result): result is PromiseRejectedResult => result.status === 'rejected');
    expect(refused).toHaveLength(45);
    expect(refused.every((result) => result.reason instanceof AppError && result.reason.code === ErrorCode.NoAvailability)).toBe(true);
    const after = await counts(fareId);
    expect(after.held).toBe(5);
    expect(after.held + after.sold).toBe(after.seats);
  });

  it('confirms, releases and cancels seats with conditional updates', async () => {
    const fareId = await fareWithSeatsLeft(4, 51);
    const before = await counts(fareId);
    await t.db.transaction((tx) => provider.hold(tx, fareId, 3));
    await t.db.transaction((tx) => provider.confirm(tx, fareId, 2));
    expect(await counts(fareId)).toEqual({ ...before, held: 1, sold: before.sold + 2 });
    await expect(t.db.transaction((tx) => provider.release(tx, fareId, 2))).rejects.toMatchObject({ code: ErrorCode.OrderStateConflict });
    await t.db.transaction((tx) => provider.release(tx, fareId, 1));
    await t.db.transaction((tx) => provider.cancel(tx, fareId, 2));
    expect(await counts(fareId)).toEqual(before);
  });

  it('takes a cancelled flight day out of search, the calendar and holds', async () => {
    const date = await flyingDay('LHR', 'CPT', 60);
    const [flight] = (await search({ from: 'LHR', to: 'CPT', date })).data.flights;
    const fareId = flight!.fares[0]!.fare_id;
    const [cancelled] = await rowsOf<{ id: number }>(t.db, sql`update flight_instances set status = 'cancelled' where id = (select instance_id from flight_fares where id = ${fareId}) returning id`);
    // What the back office will do after a schedule change.
    await refreshLowFares(t.db, [cancelled!.id]);
    t.app.deps.responses.invalidate(FLIGHT_ANSWERS);
    expect((await search({ from: 'LHR', to: 'CPT', date })).data.flights.some((offer) => offer.flight_no === flight!.flight_no)).toBe(false);
    const [day] = (await calendar({ from: 'LHR', to: 'CPT', start: date, end: date })).data;
    expect(day!.lowest_price).toBe(cheapestShown((await search({ from: 'LHR', to: 'CPT', date })).data.flights));
    await expect(t.db.transaction((tx) => provider.hold(tx, fareId, 1))).rejects.toMatchObject({ code: ErrorCode.NoAvailability });
  });

  it('re-prices a fare for a party, refusing one it cannot seat', async () => {
    const fareId = await fareWithSeatsLeft(3, 52);
    const date = addDays(today, 52);
    const quote = await provider.reprice(fareId, date, { adults: 2, children: 1, infants: 1 });
    expect(quote.seatsLeft).toBe(3);
    expect(quote.total).toBe(2n * (quote.priceAdult + quote.taxes) + (quote.priceChild + quote.taxes) + quote.priceInfant);
    await expect(provider.reprice(fareId, date, { adults: 4, children: 0, infants: 0 })).rejects.toMatchObject({ code: ErrorCode.NoAvailability });
    await expect(provider.reprice(fareId, addDays(date, 1), { adults: 1, children: 0, infants: 0 })).rejects.toMatchObject({ code: ErrorCode.NoAvailability });
  });
});

describe('sales close before departure', () => {
  /**
   * A flight of today (UTC) from Sydney to Melbourne made the day's cheapest and set to depart
   * `minutes` from the database's clock; answers its cheapest fare and flight number.
   */
  async function departingIn(minutes: number): Promise<{ fareId: number; flightNo: string }> {
    const [flight] = await rowsOf<{ fare_id: number; flight_no: string }>(
      t.db,
      sql`with chosen as (
          select i.id from flight_instances i where i.origin = 'SYD' and i.destination = 'MEL' and i.departure_date = ${today}::date and i.status = 'scheduled' order by i.id limit 1
        ), moved as (
          update flight_instances set departs_at = now() + make_interval(mins => ${minutes}), arrives_at = now() + make_interval(mins => ${minutes + 90})
          where id = (select id from chosen) returning id, flight_id
        ), cheapest as (
          update flight_fares set price_adult = 100, taxes = 0, seats = greatest(seats, held + sold + 9) where instance_id = (select id from chosen) returning id
        )
        select (select min(id) from cheapest) as fare_id, fl.carrier || fl.flight_number as flight_no from moved join flights fl on fl.id = moved.flight_id`,
    );
    await refreshLowFares(t.db, 'all');
    t.app.deps.responses.invalidate(FLIGHT_ANSWERS);
    return { fareId: flight!.fare_id, flightNo: flight!.flight_no };
  }
  const listed = async (flightNo: string) => (await search({ from: 'SYD', to: 'MEL', date: today })).data.flights.some((flight) => flight.flight_no === flightNo);
  const todaysPrice = async () => (await calendar({ from: 'SYD', to: 'MEL', start: today, end: today })).data[0]!.lowest_price;

  it('sells a flight until two hours before it departs: search, calendar, detail and booking all stop at the cut-off', async () => {
    const open = await departingIn(125);
    expect(await listed(open.flightNo)).toBe(true);
    expect(await todaysPrice()).toBe('1.00');
    expect((await call<FlightDetail>(t.app, 'GET', '/ticket/detail', { fare_id: open.fareId, date: today })).code).toBe(200);
    expect((await provider.reprice(open.fareId, today, { adults: 1, children: 0, infants: 0 })).total).toBe(100n);

    const closed = await departingIn(115);
    expect(await listed(closed.flightNo)).toBe(false);
    expect(await todaysPrice()).not.toBe('1.00');
    const detail = await call(t.app, 'GET', '/ticket/detail', { fare_id: closed.fareId, date: today });
    expect(detail).toMatchObject({ code: ErrorCode.InvalidParameters, data: { fare_id: 'Booking for this flight has closed: it departs too soon' } });
    await expect(provider.reprice(closed.fareId, today, { adults: 1, children: 0, infants: 0 })).rejects.toMatchObject({ details: { fare_id: 'validation.flight_sales_closed' } });
    await expect(t.db.transaction((tx) => provider.hold(tx, closed.fareId, 1))).rejects.toMatchObject({ code: ErrorCode.NoAvailability });
  });

  it('follows the cut-off parameter at once', async () => {
    const flight = await departingIn(90);
    expect(await listed(flight.flightNo)).toBe(false);
    await withParameter(t, 'flight_booking_cutoff_hours', '1', async () => {
      t.app.deps.responses.invalidate(FLIGHT_ANSWERS);
      expect(await listed(flight.flightNo)).toBe(true);
      expect(await todaysPrice()).toBe('1.00');
    });
    t.app.deps.responses.invalidate(FLIGHT_ANSWERS);
  });
});
