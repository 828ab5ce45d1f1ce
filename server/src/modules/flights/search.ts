import { sql, type SQL } from 'drizzle-orm';
import {
  addDays,
  earliestToday,
  ErrorCode,
  FLIGHT_CALENDAR_MAX_DAYS,
  FLIGHT_DEPARTURE_RANGES,
  type AirportResult,
  type AirportSuggestions,
  type FareResult,
  type FareRule,
  type FlightCabin,
  type FlightCalendarDay,
  type FlightCalendarQuery,
  type FlightDetail,
  type FlightDetailQuery,
  type FlightHome,
  type FlightResult,
  type FlightSearchQuery,
  type FlightSearchResult,
} from '@roamcart/contracts';
import { rowsOf, type DbOrTx } from '../../platform/db.ts';
import { AppError } from '../../platform/errors.ts';
import { containing } from '../../platform/like.ts';
import type { Reader } from '../../platform/reader.ts';
import { countryName } from './countries.ts';
import { bookableFare, calendarPrice, salesClosed, salesOpen } from './low-fares.ts';
import { textIn } from './names.ts';
import { checkDepartureDay, salesWindow } from './window.ts';

const AIRPORT_MATCHES = 20;
const POPULAR_AIRPORTS = 8;
/** Popular routes and airports are the ones with the most departures in this many days from today. */
const POPULAR_DAYS = 30;

interface AirportRow {
  code: string;
  name: string;
  city: string;
  country: string;
  time_zone: string;
}

/** An airport `a` as travellers read it (city third: the searches sort by it). */
const airportColumns = (reader: Reader) => sql`a.code, ${textIn(sql`a.name`, reader)} as name, ${textIn(sql`a.city`, reader)} as city, a.country, a.time_zone`;
const airportOut = (row: AirportRow, reader: Reader): AirportResult => ({ ...row, country_name: countryName(row.country, reader.lang) });

/** What was typed, and without its accents when it has some ("Tōkyō" finds Tokyo). */
function typedForms(keyword: string): string[] {
  const bare = keyword.normalize('NFD').replace(/[\u0300-\u036f]/g, '').normalize('NFC');
  return bare === keyword ? [keyword] : [keyword, bare];
}

/**
 * A name or city of the airport `a` in any language contains `text`. The first test reads the
 * two jsonb columns as their JSON text (the text escaped as JSON is in it whenever a value holds
 * the text): a cheap scan of one string per row, and the form a trigram index could serve; the
 * second keeps only the values' own matches (not the language keys).
 */
function namedWith(text: string): SQL {
  const pattern = containing(text);
  return sql`((a.city::text || a.name::text) ilike ${containing(JSON.stringify(text).slice(1, -1))}
    and (exists (select 1 from jsonb_each_text(a.city) c where c.value ilike ${pattern})
      or exists (select 1 from jsonb_each_text(a.name) n where n.value ilike ${pattern})))`;
}

/**
 * Enabled airports whose IATA code, city or name (in any language, accents optional) matches; the
 * exact code first, then cities starting with the text. Only enabled airports are searched, through
 * their index: the network is a small part of the ~7,000 airports.
 */
export async function searchAirports(db: DbOrTx, keyword: string, reader: Reader): Promise<AirportResult[]> {
  const typed = keyword.trim();
  const code = typed.toUpperCase();
  const rows = await rowsOf<AirportRow>(
    db,
    sql`select ${airportColumns(reader)}
      from airports a
      where a.enabled and (a.code = ${code} or ${sql.join(typedForms(typed).map(namedWith), sql` or `)})
      order by a.code = ${code} desc, ${textIn(sql`a.city`, reader)} ilike ${`${typed.replace(/[\\%_]/g, '\\$&')}%`} desc, 3, 1
      limit ${AIRPORT_MATCHES}`,
  );
  return rows.map((row) => airportOut(row, reader));
}

/**
 * What the airport picker offers before anything is typed: the recent airports the browser sent
 * (the enabled ones, in its order) and the enabled airports with the most departures and
 * arrivals in the next 30 days.
 */
export async function airportSuggestions(db: DbOrTx, recent: string[], reader: Reader): Promise<AirportSuggestions> {
  const { first } = salesWindow();
  const recentRows = recent.length
    ? await rowsOf<AirportRow>(db, sql`select ${airportColumns(reader)} from airports a where a.enabled and a.code in (${sql.join(recent.map((code) => sql`${code}`), sql`, `)})`)
    : [];
  const popularRows = await rowsOf<AirportRow>(
    db,
    sql`select ${airportColumns(reader)} from (
        select e.code, count(*) as flights from flight_instances i cross join lateral (values (i.origin), (i.destination)) e(code)
        where i.departure_date between ${first}::date and ${addDays(first, POPULAR_DAYS)}::date and i.status = 'scheduled'
        group by e.code
      ) f
      join airports a on a.code = f.code
      where a.enabled
      order by f.flights desc, a.code limit ${POPULAR_AIRPORTS}`,
  );
  return {
    recent: recent.flatMap((code) => recentRows.filter((row) => row.code === code)).map((row) => airportOut(row, reader)),
    popular: popularRows.map((row) => airportOut(row, reader)),
  };
}

/** The calendar's days, clamped to what a call may cover; days outside the sales window have no price. */
export async function lowFareCalendar(db: DbOrTx, query: FlightCalendarQuery, reader: Reader): Promise<FlightCalendarDay[]> {
  const window = salesWindow();
  const start = query.start ?? window.first;
  const end = query.end ?? window.last;
  if (end > addDays(start, FLIGHT_CALENDAR_MAX_DAYS)) throw AppError.field('end', 'validation.calendar_span');
  const rows = await rowsOf<{ day: string; lowest_total: string | null }>(
    db,
    sql`select to_char(d, 'YYYY-MM-DD') as day,
        case when d::date between ${earliestToday()}::date and ${window.last}::date then ${calendarPrice(sql`${query.from}`, sql`${query.to}`, sql`d::date`)}::text end as lowest_total
      from generate_series(${start}::date, ${end}::date, interval '1 day') d
      left join flight_low_fares l on l.origin = ${query.from} and l.destination = ${query.to} and l.day = d::date
      order by d`,
  );
  return rows.map((row) => ({
    date: row.day,
    lowest_price: row.lowest_total === null ? null : reader.price.out(BigInt(row.lowest_total)),
    currency: reader.price.seen.currency,
    indicative: true as const,
  }));
}

const POPULAR_ROUTES = 8;

/** The routes with the most departures in the next 30 days, each with its cheapest calendar day. */
export async function flightHome(db: DbOrTx, reader: Reader): Promise<FlightHome> {
  const { first } = salesWindow();
  const last = addDays(first, POPULAR_DAYS);
  const rows = await rowsOf<{ origin: string; destination: string; from_city: string; to_city: string; lowest_total: string | null; day: string | null }>(
    db,
    sql`select r.origin, r.destination, ${textIn(sql`oa.city`, reader)} as from_city, ${textIn(sql`da.city`, reader)} as to_city,
        best.lowest_total::text as lowest_total, to_char(best.day, 'YYYY-MM-DD') as day
      from (
        select origin, destination, count(*) as departures from flight_instances
        where departure_date between ${first}::date and ${last}::date and status = 'scheduled'
        group by origin, destination order by departures desc, origin, destination limit ${POPULAR_ROUTES}
      ) r
      join airports oa on oa.code = r.origin
      join airports da on da.code = r.destination
      left join lateral (
        select priced.lowest_total, priced.day from (
          select ${calendarPrice(sql`r.origin`, sql`r.destination`, sql`l.day`)} as lowest_total, l.day from flight_low_fares l
          where l.origin = r.origin and l.destination = r.destination and l.day between ${first}::date and ${last}::date
        ) priced
        where priced.lowest_total is not null
        order by priced.lowest_total, priced.day limit 1
      ) best on true
      order by r.departures desc, r.origin, r.destination`,
  );
  return {
    popular_routes: rows.map((row) => ({
      from: row.origin,
      to: row.destination,
      from_city: row.from_city,
      to_city: row.to_city,
      lowest_price: row.lowest_total === null ? null : reader.price.out(BigInt(row.lowest_total)),
      date: row.day,
      currency: reader.price.seen.currency,
    })),
  };
}

interface SegmentRow {
  from: string;
  to: string;
  from_city: string;
  to_city: string;
  depart_local: string;
  depart_offset: number;
  arrive_local: string;
  arrive_offset: number;
  duration_minutes: number;
  aircraft: string;
  flight_no: string;
  arrives_day_offset: number;
}

interface FareRow {
  id: number;
  cabin: FlightCabin;
  brand: string;
  price_adult: string;
  price_child: string;
  price_infant: string;
  taxes: string;
  seats_left: number;
  carry_on: number;
  carry_on_kg: number;
  checked_bags: number;
  checked_kg: number;
  refund_rule: FareRule;
  change_rule: FareRule;
  instant_ticketing: boolean;
}

interface FlightRow {
  departure_date: string;
  carrier: string;
  flight_number: string;
  carrier_name: string;
  duration_minutes: number;
  departs_at: string;
  /** Its sales have not closed (salesOpen). */
  on_sale: boolean;
  segments: SegmentRow[];
  fares: FareRow[] | null;
}

/**
 * The flight days matching `where` (over `flight_instances i`, `flights fl`) with their legs in
 * local times and the fares passing `fareWhere` (over `flight_fares f`): one statement. Local
 * times and UTC offsets come from the airports' zones on that very day (daylight saving included).
 */
async function flightRows(db: DbOrTx, where: SQL, fareWhere: SQL, reader: Reader): Promise<FlightRow[]> {
  return rowsOf<FlightRow>(
    db,
    sql`select to_char(i.departure_date, 'YYYY-MM-DD') as departure_date, fl.carrier, fl.flight_number,
        ${textIn(sql`al.name`, reader)} as carrier_name,
        (extract(epoch from i.arrives_at - i.departs_at) / 60)::int as duration_minutes,
        to_char(i.departs_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS') as departs_at,
        ${salesOpen(sql`i.departs_at`)} as on_sale,
        (select json_agg(json_build_object(
            'from', s.origin, 'to', s.destination,
            'from_city', ${textIn(sql`so.city`, reader)}, 'to_city', ${textIn(sql`sd.city`, reader)},
            'depart_local', to_char(t.depart_local, 'YYYY-MM-DD"T"HH24:MI:SS'),
            'depart_offset', (extract(epoch from t.depart_local - (t.depart_at at time zone 'UTC')) / 60)::int,
            'arrive_local', to_char(t.arrive_local, 'YYYY-MM-DD"T"HH24:MI:SS'),
            'arrive_offset', (extract(epoch from t.arrive_local - (t.arrive_at at time zone 'UTC')) / 60)::int,
            'duration_minutes', (extract(epoch from t.arrive_at - t.depart_at) / 60)::int,
            'aircraft', s.aircraft, 'flight_no', s.carrier || s.flight_number,
            'arrives_day_offset', s.arrives_day_offset
          ) order by s.position)
          from flight_segments s
          join airports so on so.code = s.origin
          join airports sd on sd.code = s.destination
          cross join lateral (
            select (i.departure_date + s.departs_day_offset) + s.departs_local as depart_local,
              ((i.departure_date + s.departs_day_offset) + s.departs_local) at time zone so.time_zone as depart_at,
              (i.departure_date + s.arrives_day_offset) + s.arrives_local as arrive_local,
              ((i.departure_date + s.arrives_day_offset) + s.arrives_local) at time zone sd.time_zone as arrive_at
          ) t
          where s.flight_id = fl.id) as segments,
        (select json_agg(json_build_object(
            'id', f.id, 'cabin', f.cabin, 'brand', f.brand,
            'price_adult', f.price_adult::text, 'price_child', f.price_child::text, 'price_infant', f.price_infant::text, 'taxes', f.taxes::text,
            'seats_left', f.seats - f.held - f.sold,
            'carry_on', f.carry_on, 'carry_on_kg', f.carry_on_kg, 'checked_bags', f.checked_bags, 'checked_kg', f.checked_kg,
            'refund_rule', f.refund_rule, 'change_rule', f.change_rule, 'instant_ticketing', f.instant_ticketing
          ) order by f.price_adult + f.taxes, f.id)
          from flight_fares f where f.instance_id = i.id and ${fareWhere}) as fares
      from flight_instances i
      join flights fl on fl.id = i.flight_id
      join airlines al on al.code = fl.carrier
      where ${where}`,
  );
}

const offsetText = (minutes: number) => {
  const sign = minutes < 0 ? '-' : '+';
  const abs = Math.abs(minutes);
  return `${sign}${String(Math.floor(abs / 60)).padStart(2, '0')}:${String(abs % 60).padStart(2, '0')}`;
};

function ruleOut(rule: FareRule, reader: Reader) {
  return { allowed: rule.allowed, penalty: rule.allowed ? reader.price.out(BigInt(rule.penalty)) : null };
}

function fareOut(fare: FareRow, reader: Reader): FareResult {
  return {
    fare_id: fare.id,
    cabin: fare.cabin,
    brand: fare.brand,
    price_adult: reader.price.out(BigInt(fare.price_adult)),
    price_child: reader.price.out(BigInt(fare.price_child)),
    price_infant: reader.price.out(BigInt(fare.price_infant)),
    taxes: reader.price.out(BigInt(fare.taxes)),
    total_adult: reader.price.out(BigInt(fare.price_adult) + BigInt(fare.taxes)),
    seats_left: fare.seats_left,
    bags: { carry_on: fare.carry_on, carry_on_kg: fare.carry_on_kg, checked: fare.checked_bags, checked_kg: fare.checked_kg },
    refund_rule: ruleOut(fare.refund_rule, reader),
    change_rule: ruleOut(fare.change_rule, reader),
    instant_ticketing: fare.instant_ticketing,
  };
}

function flightOut(row: FlightRow, fares: FareRow[], reader: Reader): FlightResult {
  const segments = row.segments.map((segment) => ({
    from: segment.from,
    to: segment.to,
    from_city: segment.from_city,
    to_city: segment.to_city,
    depart_at: `${segment.depart_local}${offsetText(segment.depart_offset)}`,
    arrive_at: `${segment.arrive_local}${offsetText(segment.arrive_offset)}`,
    duration_minutes: segment.duration_minutes,
    aircraft: segment.aircraft,
    flight_no: segment.flight_no,
  }));
  const last = row.segments[row.segments.length - 1]!;
  return {
    flight_no: `${row.carrier}${row.flight_number}`,
    carrier: row.carrier,
    carrier_name: row.carrier_name,
    date: row.departure_date,
    depart_at: segments[0]!.depart_at,
    arrive_at: segments[segments.length - 1]!.arrive_at,
    segments,
    duration_minutes: row.duration_minutes,
    stops: segments.length - 1,
    arrive_day_offset: last.arrives_day_offset,
    fares: fares.map((fare) => fareOut(fare, reader)),
  };
}

const totalOf = (fare: FareRow) => BigInt(fare.price_adult) + BigInt(fare.taxes);
/** The flight's cheapest adult price with taxes (its fares come cheapest first). */
const cheapestTotal = (fares: FareRow[]) => totalOf(fares[0]!);

/** Flights of a route on a day with the fares that seat the party; filtered and sorted as asked. */
export async function searchFlights(db: DbOrTx, query: FlightSearchQuery, reader: Reader): Promise<FlightSearchResult> {
  checkDepartureDay(query.date);
  const seated = query.adults + query.children;
  const conditions: SQL[] = [sql`i.origin = ${query.from} and i.destination = ${query.to} and i.departure_date = ${query.date}::date and i.status = 'scheduled' and fl.is_active and al.enabled`];
  if (query.stops !== undefined) conditions.push(sql`(select count(*) from flight_segments s where s.flight_id = fl.id) <= ${query.stops + 1}`);
  if (query.airlines) conditions.push(sql`fl.carrier in (${sql.join(query.airlines.map((code) => sql`${code}`), sql`, `)})`);
  if (query.departure) {
    // The hour of the first departure in the origin's time: the first leg's local time.
    const hour = sql`extract(hour from (select s.departs_local from flight_segments s where s.flight_id = fl.id and s.position = 1))`;
    const ranges = query.departure.map((range) => sql`(${hour} >= ${FLIGHT_DEPARTURE_RANGES[range][0]} and ${hour} < ${FLIGHT_DEPARTURE_RANGES[range][1]})`);
    conditions.push(sql`(${sql.join(ranges, sql` or `)})`);
  }
  const fareConditions: SQL[] = [bookableFare(seated)];
  if (query.cabin) fareConditions.push(sql`f.cabin = ${query.cabin}`);
  if (query.bags === 'checked') fareConditions.push(sql`f.checked_bags >= 1`);
  const rows = await flightRows(db, sql.join(conditions, sql` and `), sql`${sql.join(fareConditions, sql` and `)}`, reader);
  const offered = rows.flatMap((row) => (row.fares && row.fares.length > 0 ? [{ row, fares: row.fares }] : []));
  const byDeparture = (a: FlightRow, b: FlightRow) => a.departs_at.localeCompare(b.departs_at) || a.flight_number.localeCompare(b.flight_number);
  const compare = {
    cheapest: (a: (typeof offered)[number], b: (typeof offered)[number]) => {
      const low = cheapestTotal(a.fares) - cheapestTotal(b.fares);
      return low < 0n ? -1 : low > 0n ? 1 : byDeparture(a.row, b.row);
    },
    fastest: (a: (typeof offered)[number], b: (typeof offered)[number]) => a.row.duration_minutes - b.row.duration_minutes || byDeparture(a.row, b.row),
    departure: (a: (typeof offered)[number], b: (typeof offered)[number]) => byDeparture(a.row, b.row),
  }[query.sort];
  return { currency: reader.price.seen.currency, flights: offered.sort(compare).map(({ row, fares }) => flightOut(row, fares, reader)) };
}

/** A fare's flight on its day, with the flight's bookable fares (and the asked one, even sold out); a fare of another day or unknown is 4402. */
export async function flightDetail(db: DbOrTx, query: FlightDetailQuery, reader: Reader): Promise<FlightDetail> {
  checkDepartureDay(query.date);
  const [row] = await flightRows(
    db,
    sql`i.id = (select instance_id from flight_fares where id = ${query.fare_id}) and i.departure_date = ${query.date}::date`,
    sql`(${bookableFare(1)} or f.id = ${query.fare_id})`,
    reader,
  );
  const fare = row?.fares?.find((candidate) => candidate.id === query.fare_id);
  if (!row || !fare) throw new AppError(ErrorCode.RecordNotFound);
  if (!row.on_sale) throw salesClosed();
  return { currency: reader.price.seen.currency, flight: flightOut(row, row.fares!, reader), fare: fareOut(fare, reader) };
}
