import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { addDays, addMonths, type FlightCalendarDay, type FlightResult, type FlightSearchResult } from '@roamcart/contracts';
import { rowsOf } from '../../platform/db.ts';
import { runJobAt } from '../../test/jobs.ts';
import { call, createTestApp, type TestApp } from '../../test/test-app.ts';
import { extendFlightSchedulesJob } from './index.ts';
import { salesWindow } from './window.ts';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({}, { template: 'flights' });
});
afterAll(async () => {
  await t.close();
});
afterEach(() => {
  vi.useRealTimers();
});

const DAY_MS = 86_400_000;
const search = (query: Record<string, unknown>) => call<FlightSearchResult>(t.app, 'GET', '/ticket/search', query);
const calendar = (query: Record<string, unknown>) => call<FlightCalendarDay[]>(t.app, 'GET', '/ticket/calendar', query);
const cents = (price: string) => Math.round(Number(price) * 100);
const cheapestShown = (flights: FlightResult[]) => {
  const totals = flights.flatMap((flight) => flight.fares.map((fare) => fare.total_adult));
  return totals.length === 0 ? null : totals.reduce((low, total) => (cents(total) < cents(low) ? total : low));
};

interface Inventory {
  days: number;
  fares: number;
  taken: number;
  last: string;
}
const inventory = async () =>
  (
    await rowsOf<Inventory>(
      t.db,
      sql`select (select count(*)::int from flight_instances) as days, (select count(*)::int from flight_fares) as fares,
        (select sum(held + sold)::int from flight_fares) as taken, (select to_char(max(departure_date), 'YYYY-MM-DD') from flight_instances) as last`,
    )
  )[0]!;

describe('the daily extension of flight schedules', () => {
  it('keeps the calendar on today..+6 months ten days later, priced as search, without touching what is sold; a second run adds nothing', async () => {
    const before = await inventory();
    const seatsTaken = await rowsOf<{ id: number; held: number; sold: number }>(t.db, sql`select id, held, sold from flight_fares where held + sold > 0 order by id`);
    expect(before.last).toBe(salesWindow().last);

    // Noon (UTC) ten days on, so the second run an hour later falls on the same day.
    vi.useFakeTimers({ toFake: ['Date'], now: (Math.floor(Date.now() / DAY_MS) + 10) * DAY_MS + DAY_MS / 2 });
    const { first: today, last } = salesWindow();
    // Before the job, the window's ten new days have nothing on sale.
    expect((await calendar({ from: 'LHR', to: 'JFK', start: addDays(last, -2), end: last })).data.every((day) => day.lowest_price === null)).toBe(true);

    await runJobAt(t, extendFlightSchedulesJob, new Date());
    const after = await inventory();
    // Eleven more days (the ten the window moved and tomorrow's last day), five fares each, every seat taken before still taken.
    expect(after.last).toBe(addMonths(addDays(today, 1), 6));
    expect(after.days).toBeGreaterThan(before.days);
    expect(after.fares).toBe(before.fares + (after.days - before.days) * 5);
    expect(after.taken).toBe(before.taken);
    expect(await rowsOf(t.db, sql`select id, held, sold from flight_fares where held + sold > 0 order by id`)).toEqual(seatsTaken);

    const days = (await calendar({ from: 'LHR', to: 'JFK' })).data;
    expect(days[0]!.date).toBe(today);
    expect(days.at(-1)!.date).toBe(last);
    expect(days.every((day) => day.lowest_price !== null)).toBe(true);
    for (const day of [...days.slice(-11), ...days.filter((_, index) => index % 30 === 5)]) {
      expect(day.lowest_price).toBe(cheapestShown((await search({ from: 'LHR', to: 'JFK', date: day.date })).data.flights));
    }
    // A route not flown every day opens only its flying days.
    const [weekly] = await rowsOf<{ origin: string; destination: string }>(t.db, sql`select origin, destination from flights where days_of_week <> 127 order by id limit 1`);
    const tail = (await calendar({ from: weekly!.origin, to: weekly!.destination, start: addDays(last, -10), end: last })).data;
    expect(tail.some((day) => day.lowest_price === null)).toBe(true);
    expect(tail.some((day) => day.lowest_price !== null)).toBe(true);

    await runJobAt(t, extendFlightSchedulesJob, new Date(Date.now() + 60 * 60_000));
    expect(await inventory()).toEqual(after);
  });
});
