import { and, asc, eq, ilike, inArray, ne, or, sql, type SQL } from 'drizzle-orm';
import {
  ErrorCode,
  FLIGHT_CABINS,
  formatMinor,
  parseMajor,
  type AirlineAdminListQuery,
  type AirlineAdminRow,
  type AirlineSaveBody,
  type AirportAdminListQuery,
  type AirportAdminRow,
  type AirportEnableBody,
  type AirportSaveBody,
  type FareAdminKind,
  type FareRule,
  type FlightAdminListQuery,
  type FlightAdminRow,
  type FlightFareBulkBody,
  type FlightFareSaveBody,
  type FlightFaresGrid,
  type FlightFaresQuery,
  type FlightFaresSaved,
  type FlightSaveBody,
  type FlightSaved,
  type PageResult,
} from '@roamcart/contracts';
import { airlines, airports, flightFares, flightInstances, flights, flightSegments } from './tables.ts';
import { rowsOf, type DbOrTx } from '../../platform/db.ts';
import { AppError } from '../../platform/errors.ts';
import { containing } from '../../platform/like.ts';
import { localized } from '../../platform/localized.ts';
import { countAll, pageOf } from '../../platform/paging.ts';
import type { Reader } from '../../platform/reader.ts';
import { dropCachedAnswers } from '../../platform/response-cache.ts';
import type { AppDeps } from '../../platform/types.ts';
import { withCldrCity } from './city-names.ts';
import { FLIGHT_ANSWERS, refreshLowFares } from './low-fares.ts';
import { withTranslations } from './names.ts';
import { copyLatestFares, openFlightDays } from './schedule.ts';
import { salesWindow } from './window.ts';

type FlightRow = typeof flights.$inferSelect;
type SegmentRow = typeof flightSegments.$inferSelect;
type FareRow = typeof flightFares.$inferSelect;

const today = () => salesWindow().first;
const hhmm = (time: string) => time.slice(0, 5);
const sqlList = (values: (string | number)[]) => sql.join(values.map((value) => sql`${value}`), sql`, `);

/* Airports */

function airportConditions(query: AirportAdminListQuery): SQL | undefined {
  const conditions: (SQL | undefined)[] = [];
  if (query.country) conditions.push(eq(airports.country, query.country.toUpperCase()));
  if (query.enabled !== undefined) conditions.push(eq(airports.enabled, query.enabled));
  if (query.keyword) {
    const like = containing(query.keyword);
    conditions.push(or(ilike(airports.code, like), ilike(sql`${airports.city}::text`, like), ilike(sql`${airports.name}::text`, like)));
  }
  return and(...conditions);
}

const flightsAt = (code: SQL | string) => sql<number>`(select count(*)::int from flights fl where fl.origin = ${code} or fl.destination = ${code})`;

function airportRowOf(airport: typeof airports.$inferSelect, flightCount: number, reader: Reader): AirportAdminRow {
  return {
    code: airport.code,
    name: localized(airport.name, reader.lang, reader.fallback),
    city: localized(airport.city, reader.lang, reader.fallback),
    name_texts: airport.name,
    city_texts: airport.city,
    country: airport.country,
    time_zone: airport.timeZone,
    enabled: airport.enabled,
    flights: flightCount,
  };
}

/** The package's airports, the enabled first (the network), then by code. */
export async function listAirportsForAdmin(db: DbOrTx, query: AirportAdminListQuery, reader: Reader): Promise<PageResult<AirportAdminRow>> {
  const where = airportConditions(query);
  return pageOf(
    query,
    db.select(countAll).from(airports).where(where),
    (limit, offset) =>
      db
        .select({ airport: airports, flights: flightsAt(sql`${airports.code}`) })
        .from(airports)
        .where(where)
        .orderBy(sql`${airports.enabled} desc`, asc(airports.code))
        .limit(limit)
        .offset(offset),
    (row) => airportRowOf(row.airport, row.flights, reader),
  );
}

/**
 * Changes an airport row in `change` (given the locked row) and answers it; travellers' airport
 * search, results and calendar home answers are cached, so they are dropped.
 */
async function changeAirport(deps: AppDeps, code: string, reader: Reader, change: (airport: typeof airports.$inferSelect) => Partial<typeof airports.$inferInsert>): Promise<AirportAdminRow> {
  return deps.db.transaction(async (tx) => {
    const [current] = await tx.select().from(airports).where(eq(airports.code, code)).for('update');
    if (!current) throw new AppError(ErrorCode.RecordNotFound);
    const [airport] = await tx.update(airports).set(change(current)).where(eq(airports.code, code)).returning();
    await dropCachedAnswers(tx, FLIGHT_ANSWERS);
    const [counted] = await rowsOf<{ flights: number }>(tx, sql`select ${flightsAt(code)} as flights`);
    return airportRowOf(airport!, counted?.flights ?? 0, reader);
  });
}

/** Only enabled airports are offered to travellers. */
export async function enableAirport(deps: AppDeps, body: AirportEnableBody, reader: Reader): Promise<AirportAdminRow> {
  return changeAirport(deps, body.code, reader, () => ({ enabled: body.enabled }));
}

/**
 * Translates an airport's name and city (languages left out stay; English cannot be blanked). A
 * city's language left blank takes CLDR's name again where it has one, as at every start.
 */
export async function saveAirport(deps: AppDeps, body: AirportSaveBody, reader: Reader): Promise<AirportAdminRow> {
  return changeAirport(deps, body.code, reader, (airport) => ({
    name: withTranslations(airport.name, body.name, 'name'),
    city: withCldrCity(withTranslations(airport.city, body.city, 'city'), airport.timeZone),
  }));
}

/* Airlines */

const flightsOf = (carrier: SQL | string) => sql<number>`(select count(*)::int from flights fl where fl.carrier = ${carrier})`;

function airlineRowOf(airline: typeof airlines.$inferSelect, flightCount: number, reader: Reader): AirlineAdminRow {
  return { code: airline.code, name: airline.name, title: localized(airline.name, reader.lang, reader.fallback), enabled: airline.enabled, flights: flightCount };
}

export async function listAirlinesForAdmin(db: DbOrTx, query: AirlineAdminListQuery, reader: Reader): Promise<PageResult<AirlineAdminRow>> {
  const conditions: (SQL | undefined)[] = [];
  if (query.enabled !== undefined) conditions.push(eq(airlines.enabled, query.enabled));
  if (query.keyword) conditions.push(or(ilike(airlines.code, containing(query.keyword)), ilike(sql`${airlines.name}::text`, containing(query.keyword))));
  const where = and(...conditions);
  return pageOf(
    query,
    db.select(countAll).from(airlines).where(where),
    (limit, offset) =>
      db
        .select({ airline: airlines, flights: flightsOf(sql`${airlines.code}`) })
        .from(airlines)
        .where(where)
        .orderBy(sql`${airlines.enabled} desc`, asc(airlines.code))
        .limit(limit)
        .offset(offset),
    (row) => airlineRowOf(row.airline, row.flights, reader),
  );
}

/** Renames an airline per language (see withTranslations) or enables or disables it: its flights leave or join search. */
export async function saveAirline(deps: AppDeps, body: AirlineSaveBody, reader: Reader): Promise<AirlineAdminRow> {
  return deps.db.transaction(async (tx) => {
    const [airline] = await tx.select().from(airlines).where(eq(airlines.code, body.code)).for('update');
    if (!airline) throw new AppError(ErrorCode.RecordNotFound);
    const name = withTranslations(airline.name, body.name, 'name');
    const [saved] = await tx
      .update(airlines)
      .set({ name, enabled: body.enabled ?? airline.enabled })
      .where(eq(airlines.code, body.code))
      .returning();
    if (saved!.enabled !== airline.enabled) await refreshLowFares(tx, await futureDays(tx, sql`fl.carrier = ${body.code}`));
    else await dropCachedAnswers(tx, FLIGHT_ANSWERS);
    const [counted] = await rowsOf<{ flights: number }>(tx, sql`select ${flightsOf(body.code)} as flights`);
    return airlineRowOf(saved!, counted?.flights ?? 0, reader);
  });
}

/** The ids of the flight days from today on of the flights matching `where` (over `flights fl`). */
async function futureDays(db: DbOrTx, where: SQL): Promise<number[]> {
  const rows = await rowsOf<{ id: number }>(
    db,
    sql`select i.id from flight_instances i join flights fl on fl.id = i.flight_id where ${where} and i.departure_date >= ${today()}::date`,
  );
  return rows.map((row) => row.id);
}

/* Flights and schedules */

const weekdaysOf = (mask: number) => [1, 2, 3, 4, 5, 6, 7].filter((day) => (mask >> (day - 1)) & 1);
const maskOf = (days: number[]) => days.reduce((mask, day) => mask | (1 << (day - 1)), 0);

function flightRowOf(flight: FlightRow, segments: SegmentRow[], carrierName: string, openDays: number): FlightAdminRow {
  return {
    id: flight.id,
    carrier: flight.carrier,
    carrier_name: carrierName,
    flight_number: flight.flightNumber,
    flight_no: `${flight.carrier}${flight.flightNumber}`,
    origin: flight.origin,
    destination: flight.destination,
    segments: segments
      .filter((segment) => segment.flightId === flight.id)
      .sort((a, b) => a.position - b.position)
      .map((segment) => ({
        origin: segment.origin,
        destination: segment.destination,
        departs_local: hhmm(segment.departsLocal),
        departs_day_offset: segment.departsDayOffset,
        arrives_local: hhmm(segment.arrivesLocal),
        arrives_day_offset: segment.arrivesDayOffset,
        aircraft: segment.aircraft,
      })),
    days_of_week: weekdaysOf(flight.daysOfWeek),
    valid_from: flight.validFrom,
    valid_to: flight.validTo,
    active: flight.isActive,
    open_days: openDays,
    updated_at: flight.updatedAt.toISOString(),
  };
}

const openDaysOf = (flightId: SQL) =>
  sql<number>`(select count(*)::int from flight_instances i where i.flight_id = ${flightId} and i.status = 'scheduled' and i.departure_date >= ${today()}::date)`;

async function flightRowsOf(db: DbOrTx, where: SQL | undefined, reader: Reader, page?: { limit: number; offset: number }) {
  const query = db
    .select({ flight: flights, carrierName: airlines.name, openDays: openDaysOf(sql`${flights.id}`) })
    .from(flights)
    .innerJoin(airlines, eq(airlines.code, flights.carrier))
    .where(where)
    .orderBy(asc(flights.carrier), sql`${flights.flightNumber}::int`, asc(flights.validFrom));
  const rows = page ? await query.limit(page.limit).offset(page.offset) : await query;
  const segments = rows.length ? await db.select().from(flightSegments).where(inArray(flightSegments.flightId, rows.map((row) => row.flight.id))) : [];
  return rows.map((row) => flightRowOf(row.flight, segments, localized(row.carrierName, reader.lang, reader.fallback), row.openDays));
}

export async function listFlightsForAdmin(db: DbOrTx, query: FlightAdminListQuery, reader: Reader): Promise<PageResult<FlightAdminRow>> {
  const conditions: (SQL | undefined)[] = [];
  if (query.carrier) conditions.push(eq(flights.carrier, query.carrier.toUpperCase()));
  if (query.origin) conditions.push(eq(flights.origin, query.origin.toUpperCase()));
  if (query.destination) conditions.push(eq(flights.destination, query.destination.toUpperCase()));
  if (query.active !== undefined) conditions.push(eq(flights.isActive, query.active));
  if (query.keyword) conditions.push(ilike(sql`${flights.carrier} || ${flights.flightNumber}`, containing(query.keyword.toUpperCase())));
  const where = and(...conditions);
  const [counted] = await db.select(countAll).from(flights).where(where);
  const list = await flightRowsOf(db, where, reader, { limit: query.limit, offset: (query.page - 1) * query.limit });
  return { list, total: counted?.total ?? 0, page: query.page, limit: query.limit };
}

/**
 * Saves a flight and its legs, then brings its days from today on in line with the schedule, in
 * one transaction: days still flown get the legs' new times, days no longer flown are cancelled
 * (their fares and bookings stay for the order desk), days flown again are scheduled again, and the
 * sales window's missing days are opened with the fare table of the flight's latest day. The
 * low-fare calendar of every touched day is recomputed.
 */
export async function saveFlight(deps: AppDeps, body: FlightSaveBody, reader: Reader): Promise<FlightSaved> {
  return deps.db.transaction(async (tx) => {
    const [carrier] = await tx.select({ code: airlines.code }).from(airlines).where(eq(airlines.code, body.carrier));
    if (!carrier) throw AppError.field('carrier', 'validation.invalid');
    const codes = [...new Set(body.segments.flatMap((leg) => [leg.origin, leg.destination]))];
    const known = new Set((await tx.select({ code: airports.code }).from(airports).where(inArray(airports.code, codes))).map((row) => row.code));
    for (const [index, leg] of body.segments.entries()) {
      if (!known.has(leg.origin)) throw AppError.field(`segments.${index}.origin`, 'validation.invalid');
      if (!known.has(leg.destination)) throw AppError.field(`segments.${index}.destination`, 'validation.invalid');
    }
    const [clash] = await tx
      .select({ id: flights.id })
      .from(flights)
      .where(and(eq(flights.carrier, body.carrier), eq(flights.flightNumber, body.flight_number), eq(flights.validFrom, body.valid_from), body.id ? ne(flights.id, body.id) : undefined));
    if (clash) throw AppError.field('flight_number', 'validation.flight_exists');

    const values = {
      carrier: body.carrier,
      flightNumber: body.flight_number,
      origin: body.segments[0]!.origin,
      destination: body.segments.at(-1)!.destination,
      daysOfWeek: maskOf(body.days_of_week),
      validFrom: body.valid_from,
      validTo: body.valid_to,
      isActive: body.active,
    };
    let flightId: number;
    if (body.id) {
      const [updated] = await tx.update(flights).set(values).where(eq(flights.id, body.id)).returning({ id: flights.id });
      if (!updated) throw new AppError(ErrorCode.RecordNotFound);
      flightId = updated.id;
      await tx.delete(flightSegments).where(eq(flightSegments.flightId, flightId));
    } else {
      const [inserted] = await tx.insert(flights).values(values).returning({ id: flights.id });
      flightId = inserted!.id;
    }
    await tx.insert(flightSegments).values(
      body.segments.map((leg, index) => ({
        flightId,
        position: index + 1,
        carrier: body.carrier,
        flightNumber: body.flight_number,
        origin: leg.origin,
        destination: leg.destination,
        departsLocal: leg.departs_local,
        departsDayOffset: leg.departs_day_offset,
        arrivesLocal: leg.arrives_local,
        arrivesDayOffset: leg.arrives_day_offset,
        aircraft: leg.aircraft,
      })),
    );

    const from = today();
    // Every later day's route and times from the new legs, as openFlightDays computes them.
    await tx.execute(sql`
      update flight_instances i set origin = fl.origin, destination = fl.destination,
        departs_at = ((i.departure_date + fs.departs_day_offset) + fs.departs_local) at time zone oa.time_zone,
        arrives_at = ((i.departure_date + ls.arrives_day_offset) + ls.arrives_local) at time zone da.time_zone
      from flights fl
      join flight_segments fs on fs.flight_id = fl.id and fs.position = 1
      join lateral (select * from flight_segments s where s.flight_id = fl.id order by s.position desc limit 1) ls on true
      join airports oa on oa.code = fs.origin
      join airports da on da.code = ls.destination
      where fl.id = ${flightId} and i.flight_id = fl.id and i.departure_date >= ${from}::date`);
    const flown = sql`fl.is_active and i.departure_date between fl.valid_from and fl.valid_to and (fl.days_of_week >> (extract(isodow from i.departure_date)::int - 1)) & 1 = 1`;
    const cancelled = await rowsOf<{ id: number }>(
      tx,
      sql`update flight_instances i set status = 'cancelled' from flights fl
        where fl.id = ${flightId} and i.flight_id = fl.id and i.departure_date >= ${from}::date and i.status = 'scheduled' and not (${flown})
        returning i.id`,
    );
    await tx.execute(sql`update flight_instances i set status = 'scheduled' from flights fl
      where fl.id = ${flightId} and i.flight_id = fl.id and i.departure_date >= ${from}::date and i.status = 'cancelled' and ${flown}`);
    const opened = await openFlightDays(tx);
    await copyLatestFares(tx, opened);
    await refreshLowFares(tx, [...(await futureDays(tx, sql`fl.id = ${flightId}`)), ...opened]);

    const [flight] = await flightRowsOf(tx, eq(flights.id, flightId), reader);
    return { flight: flight!, opened_days: opened.length, cancelled_days: cancelled.length };
  });
}

/** A flight goes only while no seat of it is held or sold: the orders point at its days (deactivate it instead, 4403). */
export async function deleteFlight(deps: AppDeps, id: number): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const [flight] = await tx.select({ id: flights.id }).from(flights).where(eq(flights.id, id)).for('update');
    if (!flight) throw new AppError(ErrorCode.RecordNotFound);
    const [taken] = await rowsOf<{ id: number }>(
      tx,
      sql`select f.id from flight_fares f join flight_instances i on i.id = f.instance_id where i.flight_id = ${id} and f.held + f.sold > 0 limit 1 for update of f`,
    );
    if (taken) throw new AppError(ErrorCode.RecordInUse);
    // Cancelled first, so the low-fare calendar forgets the days before they go.
    const days = await rowsOf<{ id: number }>(tx, sql`update flight_instances set status = 'cancelled' where flight_id = ${id} returning id`);
    await refreshLowFares(tx, days.map((day) => day.id));
    await tx.delete(flights).where(eq(flights.id, id));
  });
}

/* Fares */

const cabinOrder = (cabin: string) => FLIGHT_CABINS.indexOf(cabin as (typeof FLIGHT_CABINS)[number]);

async function findFlight(db: DbOrTx, id: number): Promise<FlightRow> {
  const [flight] = await db.select().from(flights).where(eq(flights.id, id));
  if (!flight) throw new AppError(ErrorCode.RecordNotFound);
  return flight;
}

const ruleOf = (rule: FareRule, digits: number) => ({ allowed: rule.allowed, penalty: formatMinor(BigInt(rule.penalty), digits) });

/** The fare grid: each day of the range the flight has, with each fare of its table (cabin and brand) on that day. */
export async function faresForAdmin(deps: AppDeps, query: FlightFaresQuery): Promise<FlightFaresGrid> {
  const flight = await findFlight(deps.db, query.flight_id);
  const base = await deps.ref.baseCurrency();
  const days = await deps.db
    .select()
    .from(flightInstances)
    .where(and(eq(flightInstances.flightId, flight.id), sql`${flightInstances.departureDate} between ${query.start}::date and ${query.end}::date`))
    .orderBy(asc(flightInstances.departureDate));
  const fares = days.length ? await deps.db.select().from(flightFares).where(inArray(flightFares.instanceId, days.map((day) => day.id))) : [];
  const dateOf = new Map(days.map((day) => [day.id, day.departureDate]));

  // The table: each cabin and brand once, described by its latest day.
  const kinds = new Map<string, { fare: FareRow; date: string }>();
  for (const fare of fares) {
    const key = `${fare.cabin}/${fare.brand}`;
    const date = dateOf.get(fare.instanceId)!;
    const known = kinds.get(key);
    if (!known || known.date < date) kinds.set(key, { fare, date });
  }
  const table = [...kinds.entries()].sort(([, a], [, b]) => cabinOrder(a.fare.cabin) - cabinOrder(b.fare.cabin) || (a.fare.priceAdult < b.fare.priceAdult ? -1 : 1));
  const fareKinds: FareAdminKind[] = table.map(([, { fare }]) => ({
    cabin: fare.cabin as FareAdminKind['cabin'],
    brand: fare.brand,
    carry_on: fare.carryOn,
    carry_on_kg: fare.carryOnKg,
    checked_bags: fare.checkedBags,
    checked_kg: fare.checkedKg,
    refund_rule: ruleOf(fare.refundRule, base.digits),
    change_rule: ruleOf(fare.changeRule, base.digits),
    instant_ticketing: fare.instantTicketing,
  }));
  const money = (amount: bigint) => formatMinor(amount, base.digits);
  return {
    flight_id: flight.id,
    flight_no: `${flight.carrier}${flight.flightNumber}`,
    currency: base.code,
    fares: fareKinds,
    days: days.map((day) => ({
      date: day.departureDate,
      weekday: new Date(`${day.departureDate}T00:00:00Z`).getUTCDay() || 7,
      status: day.status as 'scheduled' | 'cancelled',
      cells: table.map(([key]) => {
        const fare = fares.find((candidate) => candidate.instanceId === day.id && `${candidate.cabin}/${candidate.brand}` === key);
        return fare
          ? {
              fare_id: fare.id,
              seats: fare.seats,
              held: fare.held,
              sold: fare.sold,
              price_adult: money(fare.priceAdult),
              price_child: money(fare.priceChild),
              price_infant: money(fare.priceInfant),
              taxes: money(fare.taxes),
            }
          : null;
      }),
    })),
  };
}

/** An amount typed in major units, in base minor units (4002 on the field when it does not fit the currency). */
function minorOf(field: string, text: string, digits: number, positive = false): bigint {
  const amount = parseMajor(text, digits);
  if (amount === null || amount < 0n || (positive && amount === 0n)) throw AppError.field(field, 'validation.amount');
  return amount;
}

/** The flight's days from today on in `start`..`end` on the ISO weekdays given. */
async function daysToEdit(db: DbOrTx, body: { flight_id: number; start: string; end: string; weekdays: number[] }): Promise<number[]> {
  await findFlight(db, body.flight_id);
  const rows = await rowsOf<{ id: number }>(
    db,
    sql`select id from flight_instances
      where flight_id = ${body.flight_id} and departure_date between greatest(${body.start}::date, ${today()}::date) and ${body.end}::date
        and extract(isodow from departure_date)::int in (${sqlList(body.weekdays)})
      order by departure_date`,
  );
  return rows.map((row) => row.id);
}

/**
 * Locks the fares about to change and refuses the whole edit when `seats` would fall below a day's
 * held + sold, naming the first such day (4002 on `seats`): no hold slips in between the check and the write.
 */
async function lockFaresForSeats(db: DbOrTx, where: SQL, seats: number | undefined): Promise<number[]> {
  const locked = await rowsOf<{ id: number; taken: number; date: string }>(
    db,
    sql`select f.id, f.held + f.sold as taken, to_char(i.departure_date, 'YYYY-MM-DD') as date
      from flight_fares f join flight_instances i on i.id = f.instance_id
      where ${where} order by i.departure_date, f.id for update of f`,
  );
  if (seats !== undefined) {
    const short = locked.find((fare) => fare.taken > seats);
    if (short) throw new AppError(ErrorCode.InvalidParameters, { seats: 'validation.seats_below_taken' }, { date: short.date, taken: short.taken });
  }
  return locked.map((fare) => fare.id);
}

/** A fare of the flight's table on the chosen days: replaced where the day sells it, added where it does not. */
export async function saveFlightFare(deps: AppDeps, body: FlightFareSaveBody): Promise<FlightFaresSaved> {
  const digits = (await deps.ref.baseCurrency()).digits;
  const values = {
    carryOn: body.carry_on,
    carryOnKg: body.carry_on_kg,
    checkedBags: body.checked_bags,
    checkedKg: body.checked_kg,
    refundRule: { allowed: body.refund_rule.allowed, penalty: String(minorOf('refund_rule.penalty', body.refund_rule.penalty, digits)) },
    changeRule: { allowed: body.change_rule.allowed, penalty: String(minorOf('change_rule.penalty', body.change_rule.penalty, digits)) },
    instantTicketing: body.instant_ticketing,
    seats: body.seats,
    priceAdult: minorOf('price_adult', body.price_adult, digits, true),
    priceChild: minorOf('price_child', body.price_child, digits),
    priceInfant: minorOf('price_infant', body.price_infant, digits),
    taxes: minorOf('taxes', body.taxes, digits),
  };
  return deps.db.transaction(async (tx) => {
    const days = await daysToEdit(tx, body);
    if (days.length === 0) return { days: 0, fares: 0 };
    const fareIds = await lockFaresForSeats(tx, sql`f.instance_id in (${sqlList(days)}) and f.cabin = ${body.cabin} and f.brand = ${body.brand}`, body.seats);
    if (fareIds.length) await tx.update(flightFares).set({ ...values, updatedAt: new Date() }).where(inArray(flightFares.id, fareIds));
    const selling = new Set((fareIds.length ? await tx.select({ instanceId: flightFares.instanceId }).from(flightFares).where(inArray(flightFares.id, fareIds)) : []).map((row) => row.instanceId));
    const missing = days.filter((day) => !selling.has(day));
    if (missing.length) await tx.insert(flightFares).values(missing.map((instanceId) => ({ instanceId, cabin: body.cabin, brand: body.brand, ...values })));
    await refreshLowFares(tx, days);
    return { days: days.length, fares: fareIds.length + missing.length };
  });
}

/** The bulk edit of prices and seats over the chosen days' chosen fares, all or nothing. */
export async function bulkEditFlightFares(deps: AppDeps, body: FlightFareBulkBody): Promise<FlightFaresSaved> {
  const digits = (await deps.ref.baseCurrency()).digits;
  const changes = {
    ...(body.seats !== undefined && { seats: body.seats }),
    ...(body.price_adult !== undefined && { priceAdult: minorOf('price_adult', body.price_adult, digits, true) }),
    ...(body.price_child !== undefined && { priceChild: minorOf('price_child', body.price_child, digits) }),
    ...(body.price_infant !== undefined && { priceInfant: minorOf('price_infant', body.price_infant, digits) }),
    ...(body.taxes !== undefined && { taxes: minorOf('taxes', body.taxes, digits) }),
  };
  return deps.db.transaction(async (tx) => {
    const days = await daysToEdit(tx, body);
    if (days.length === 0) return { days: 0, fares: 0 };
    const chosen = body.fares?.length ? sql`and (${sql.join(body.fares.map((fare) => sql`(f.cabin = ${fare.cabin} and f.brand = ${fare.brand})`), sql` or `)})` : sql``;
    const fareIds = await lockFaresForSeats(tx, sql`f.instance_id in (${sqlList(days)}) ${chosen}`, body.seats);
    if (fareIds.length) await tx.update(flightFares).set({ ...changes, updatedAt: new Date() }).where(inArray(flightFares.id, fareIds));
    await refreshLowFares(tx, days);
    const touchedDays = fareIds.length ? await rowsOf<{ days: number }>(tx, sql`select count(distinct instance_id)::int as days from flight_fares where id in (${sqlList(fareIds)})`) : [{ days: 0 }];
    return { days: touchedDays[0]!.days, fares: fareIds.length };
  });
}
