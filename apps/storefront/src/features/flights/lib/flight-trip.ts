import { addDays, addMonths } from '@roamcart/contracts/calendar-days';
import { formatMinor, parseMajor } from '@roamcart/contracts/money';
import { currencyParam } from '../../../lib/paths.ts';

/**
 * The flight limits of the contracts' flights module (flight-trip.test.ts checks they are the
 * same), held here because that module brings zod with it, too much for the screens' first load.
 */
export const FLIGHT_WINDOW_MONTHS = 6;
export const FLIGHT_MAX_SEATED_PASSENGERS = 9;
export const CABINS = ['economy', 'premium', 'business'] as const;
export type Cabin = (typeof CABINS)[number];

/** The kinds of trip of the contracts' ticket orders, their most flights and shortest connection (flight-trip.test.ts checks they are the same). */
export const TRIP_KINDS = ['one_way', 'round_trip', 'multi_city'] as const;
export type TripKind = (typeof TRIP_KINDS)[number];
export const TRIP_MAX_FLIGHTS = 4;
export const TRIP_MIN_CONNECTION_MINUTES = 60;
/** A return or next flight with no day yet leaves this many days after the flight before it. */
export const NEXT_FLIGHT_AFTER_DAYS = 3;

/** One flight of a trip: where from and to, and the day it leaves. */
export interface TripFlight {
  from: string;
  to: string;
  date: string;
}

/**
 * A flight search as the screens carry it in their query strings: where, when, who and which
 * cabin. `from`, `to` and `date` are the first flight's; `next` the flights after it.
 */
export interface Trip extends TripFlight {
  kind: TripKind;
  /** The flights after the first, in the order flown: a round trip's return (the first's route reversed), a multi-city trip's next one to three; none one way. */
  next: TripFlight[];
  adults: number;
  children: number;
  infants: number;
  cabin: Cabin;
  /** The currency the address named (`currency=JPY`): kept on the links from search to payment. */
  currency?: string;
}

export interface Party {
  adults: number;
  children: number;
  infants: number;
}

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const AIRPORT = /^[A-Z]{3}$/;

/** The last day flights are sold for. */
export const lastFlightDate = (today: string) => addMonths(today, FLIGHT_WINDOW_MONTHS);

/** The most of each passenger type the party may grow to: a seat each for adults and children (nine), an adult's lap for each infant. */
export function partyLimits(party: Party): Party {
  return {
    adults: FLIGHT_MAX_SEATED_PASSENGERS - party.children,
    children: FLIGHT_MAX_SEATED_PASSENGERS - party.adults,
    infants: party.adults,
  };
}

/** A party changed one count at a time, kept within the rules (fewer adults take infants off their laps). */
export function changeParty(party: Party, changes: Partial<Party>): Party {
  const next = { ...party, ...changes };
  next.adults = Math.min(Math.max(next.adults, 1), FLIGHT_MAX_SEATED_PASSENGERS);
  next.children = Math.min(Math.max(next.children, 0), FLIGHT_MAX_SEATED_PASSENGERS - next.adults);
  next.infants = Math.min(Math.max(next.infants, 0), next.adults);
  return next;
}

function whole(text: string | null, fallback: number): number {
  const value = Number(text);
  return text === null || text === '' || !Number.isInteger(value) ? fallback : value;
}

const isDay = (text: string) => ISO_DATE.test(text) && !Number.isNaN(Date.parse(text));

/** A next flight's day from the address: on or after the one before it, in the window; a few days after it when missing. */
function nextDay(text: string | null, previous: string, today: string): string {
  const last = lastFlightDate(today);
  if (text === null || !isDay(text) || text > last) {
    const later = addDays(previous, NEXT_FLIGHT_AFTER_DAYS);
    return later < last ? later : last;
  }
  return text < previous ? previous : text;
}

/** The flights of a query string after the first (`from2`, `to2`, `date2` up to `date4`), each day kept after the one before. */
function multiCityNext(params: URLSearchParams, first: TripFlight, code: (name: string) => string, today: string): TripFlight[] {
  const next: TripFlight[] = [];
  for (let number = 2; number <= TRIP_MAX_FLIGHTS; number++) {
    if (!['from', 'to', 'date'].some((name) => params.has(`${name}${number}`))) continue;
    const previous = next.at(-1) ?? first;
    next.push({ from: code(`from${number}`), to: code(`to${number}`), date: nextDay(params.get(`date${number}`), previous.date, today) });
  }
  // A multi-city trip has two flights at least: the second starts where the first lands.
  return next.length > 0 ? next : [{ from: first.to, to: '', date: nextDay(null, first.date, today) }];
}

/**
 * The trip a query string asks for, made searchable: dates from today to the window's end, each
 * flight's on or after the one before it; a party within the rules; and the currency it names.
 * One way by default; `trip=round_trip&return=` or `trip=multi_city&from2=&to2=&date2=` ...
 */
export function tripFrom(params: URLSearchParams, today: string): Trip {
  const code = (name: string) => {
    const text = (params.get(name) ?? '').trim().toUpperCase();
    return AIRPORT.test(text) ? text : '';
  };
  let date = params.get('date') ?? '';
  if (!isDay(date) || date < today || date > lastFlightDate(today)) date = today;
  const cabin = (CABINS as readonly string[]).includes(params.get('cabin') ?? '') ? (params.get('cabin') as Cabin) : 'economy';
  const party = changeParty({ adults: 1, children: 0, infants: 0 }, { adults: whole(params.get('adults'), 1) });
  const withChildren = changeParty(party, { children: whole(params.get('children'), 0) });
  const full = changeParty(withChildren, { infants: whole(params.get('infants'), 0) });
  const first = { from: code('from'), to: code('to'), date };
  const kind = (TRIP_KINDS as readonly string[]).includes(params.get('trip') ?? '') ? (params.get('trip') as TripKind) : 'one_way';
  const next =
    kind === 'round_trip' ? [{ from: first.to, to: first.from, date: nextDay(params.get('return'), date, today) }] : kind === 'multi_city' ? multiCityNext(params, first, code, today) : [];
  return { kind, ...first, next, cabin, ...full, ...currencyParam(params) };
}

/** Every flight of the trip in the order flown (a round trip's return is the first's route reversed). */
export function tripFlights(trip: Trip): TripFlight[] {
  const first = { from: trip.from, to: trip.to, date: trip.date };
  if (trip.kind === 'round_trip') return [first, { from: trip.to, to: trip.from, date: trip.next[0]?.date ?? trip.date }];
  return trip.kind === 'multi_city' ? [first, ...trip.next] : [first];
}

/** The trip with flight `index` moved to `date`; the flights after it that would leave before it move to that day too. */
export function withFlightDate(trip: Trip, index: number, date: string): Trip {
  const dates = tripFlights(trip).map((flight) => flight.date);
  dates[index] = date;
  for (let at = index + 1; at < dates.length; at++) if (dates[at]! < dates[at - 1]!) dates[at] = dates[at - 1]!;
  const [first = date, ...rest] = dates;
  return { ...trip, date: first, next: tripFlights(trip).slice(1).map((flight, at) => ({ ...flight, date: rest[at] ?? flight.date })) };
}

/** The trip as a query string the flight screens read back with `tripFrom` (plus what else the link carries); a one-way trip as it always was. */
export function tripParams(trip: Trip, extra: Record<string, string | number> = {}): string {
  const { kind, currency } = trip;
  const flights = tripFlights(trip);
  const entries: Record<string, string | number> = { from: trip.from, to: trip.to, date: trip.date, adults: trip.adults, children: trip.children, infants: trip.infants, cabin: trip.cabin, ...(currency !== undefined && { currency }) };
  if (kind === 'round_trip') Object.assign(entries, { trip: kind, return: flights[1]!.date });
  if (kind === 'multi_city') {
    entries.trip = kind;
    for (const [index, flight] of flights.slice(1, TRIP_MAX_FLIGHTS).entries()) Object.assign(entries, { [`from${index + 2}`]: flight.from, [`to${index + 2}`]: flight.to, [`date${index + 2}`]: flight.date });
  }
  return new URLSearchParams(Object.entries({ ...entries, ...extra }).map(([key, value]) => [key, String(value)])).toString();
}

/** The API's search fields of one flight of a trip (the first by default). */
export function tripQuery(trip: Trip, index = 0) {
  const flight = tripFlights(trip)[index] ?? trip;
  return { from: flight.from, to: flight.to, date: flight.date, adults: trip.adults, children: trip.children, infants: trip.infants, cabin: trip.cabin };
}

/**
 * The fares chosen so far for the trip's first flights, in the order flown (`fares=12,34`): one
 * fewer than its flights at most, cut at the first bad id. The next flight is the one to choose.
 */
export function chosenFaresFrom(params: URLSearchParams, trip: Trip): number[] {
  const fares: number[] = [];
  for (const text of (params.get('fares') ?? '').split(',')) {
    const id = Number(text);
    if (text === '' || !Number.isSafeInteger(id) || id < 1) break;
    fares.push(id);
  }
  return fares.slice(0, tripFlights(trip).length - 1);
}

/**
 * A step of booking a trip: the search or details of the flight after the `fares` chosen (with
 * `fareId`, the fare looked at or booked for it), as a query string. A one-way trip's links are
 * as they always were.
 */
export function tripStepParams(trip: Trip, fares: readonly number[], fareId?: number): string {
  return tripParams(trip, { ...(fares.length > 0 && { fares: fares.join(',') }), ...(fareId !== undefined && { fare_id: fareId }) });
}

/** Whether a flight leaving at `departAt` leaves long enough after the one before it lands (`previousArrival`); any flight does when there is none. */
export function connectsAfter(previousArrival: string | null, departAt: string): boolean {
  return previousArrival === null || minutesBetween(previousArrival, departAt) >= TRIP_MIN_CONNECTION_MINUTES;
}

/** The local calendar day of an ISO 8601 local time with its offset (2026-12-01T22:30:00+09:00): the airport's, not the reader's. */
export function dayOf(iso: string): string {
  return iso.slice(0, 10);
}

/** Minutes between two ISO times with offsets (a layover). */
export function minutesBetween(fromIso: string, toIso: string): number {
  return Math.round((Date.parse(toIso) - Date.parse(fromIso)) / 60_000);
}

/** Hours and minutes of a duration, for the labelled "{{hours}} h {{minutes}} min" strings. */
export function durationParts(minutes: number): { hours: number; minutes: number } {
  return { hours: Math.floor(minutes / 60), minutes: minutes % 60 };
}

/** The day strip of the search: `around` days either side of the date, kept in the sold window. */
export function dateStrip(date: string, today: string, around = 3): string[] {
  const last = lastFlightDate(today);
  const days: string[] = [];
  for (let offset = -around; offset <= around; offset += 1) {
    const day = addDays(date, offset);
    if (day >= today && day <= last) days.push(day);
  }
  return days;
}

/** The cheapest day of a calendar with prices (null: none bookable); the earliest of equal ones. */
export function cheapestDay(days: readonly { date: string; lowest_price: string | null }[]): string | null {
  let best: { date: string; minor: bigint } | null = null;
  for (const day of days) {
    if (day.lowest_price === null) continue;
    const minor = toMinor(day.lowest_price);
    if (best === null || minor < best.minor) best = { date: day.date, minor };
  }
  return best?.date ?? null;
}

/** Decimal places an amount is written with ("12.50": 2, "1200": 0). */
const digitsOf = (amount: string) => amount.split('.')[1]?.length ?? 0;
/** A decimal amount in minor units of its own digits, or of `digits`. */
export const toMinor = (amount: string, digits = digitsOf(amount)) => parseMajor(amount, digits) ?? 0n;

/** Sum of `count` × amount over lines of decimal strings of one currency, written as they are (no floats). */
export function sumAmounts(lines: readonly { amount: string; count: number }[]): string {
  const digits = Math.max(0, ...lines.map((line) => digitsOf(line.amount)));
  const total = lines.reduce((sum, line) => sum + toMinor(line.amount, digits) * BigInt(line.count), 0n);
  return formatMinor(total, digits);
}

export interface FarePrices {
  price_adult: string;
  price_child: string;
  price_infant: string;
  taxes: string;
}

/** What one passenger of each type pays for a fare (taxes are per seat; an infant's price includes theirs), and the party's total. */
export function partyPrices(fare: FarePrices, party: Party): { adult: string; child: string; infant: string; total: string } {
  const adult = sumAmounts([{ amount: fare.price_adult, count: 1 }, { amount: fare.taxes, count: 1 }]);
  const child = sumAmounts([{ amount: fare.price_child, count: 1 }, { amount: fare.taxes, count: 1 }]);
  const infant = fare.price_infant;
  const total = sumAmounts([
    { amount: adult, count: party.adults },
    { amount: child, count: party.children },
    { amount: infant, count: party.infants },
  ]);
  return { adult, child, infant, total };
}
