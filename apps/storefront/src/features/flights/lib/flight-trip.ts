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

/** A flight search as the screens carry it in their query strings: where, when, who and which cabin. */
export interface Trip {
  from: string;
  to: string;
  date: string;
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

/** The trip a query string asks for, made searchable: a date from today to the window's end, a party within the rules; and the currency it names. */
export function tripFrom(params: URLSearchParams, today: string): Trip {
  const code = (name: string) => {
    const text = (params.get(name) ?? '').trim().toUpperCase();
    return AIRPORT.test(text) ? text : '';
  };
  let date = params.get('date') ?? '';
  if (!ISO_DATE.test(date) || Number.isNaN(Date.parse(date)) || date < today || date > lastFlightDate(today)) date = today;
  const cabin = (CABINS as readonly string[]).includes(params.get('cabin') ?? '') ? (params.get('cabin') as Cabin) : 'economy';
  const party = changeParty({ adults: 1, children: 0, infants: 0 }, { adults: whole(params.get('adults'), 1) });
  const withChildren = changeParty(party, { children: whole(params.get('children'), 0) });
  const full = changeParty(withChildren, { infants: whole(params.get('infants'), 0) });
  return { from: code('from'), to: code('to'), date, cabin, ...full, ...currencyParam(params) };
}

/** The trip as a query string the flight screens read back with `tripFrom` (plus what else the link carries). */
export function tripParams(trip: Trip, extra: Record<string, string | number> = {}): string {
  const entries = Object.entries({ ...trip, ...extra }).map(([key, value]) => [key, String(value)]);
  return new URLSearchParams(entries).toString();
}

/** The API's search fields of a trip. */
export function tripQuery(trip: Trip) {
  return { from: trip.from, to: trip.to, date: trip.date, adults: trip.adults, children: trip.children, infants: trip.infants, cabin: trip.cabin };
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
