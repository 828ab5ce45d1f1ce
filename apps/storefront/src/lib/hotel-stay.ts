import { perLanguage } from './per-language.ts';

/**
 * The stay limits of the contracts' hotels module (stay.test.ts checks they are the same), held
 * here because that module brings zod and every schema with it, too much for the search's first load.
 */
export const HOTEL_MAX_NIGHTS = 30;
export const HOTEL_MAX_ROOMS = 9;
export const HOTEL_MAX_GUESTS_PER_ROOM = 8;
export const HOTEL_CHILD_AGE_MAX = 17;
export const HOTEL_CALENDAR_MONTHS = 6;

/** A hotel search as the screens carry it in their query strings: where, when, and who. */
export interface Stay {
  city: string;
  check_in: string;
  check_out: string;
  rooms: number;
  adults: number;
  child_ages: number[];
}

const DAY_MS = 86_400_000;
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
/** A child's age until the traveller picks one. */
export const DEFAULT_CHILD_AGE = 8;

const dateOf = (iso: string) => Date.parse(`${iso}T00:00:00Z`);
const isoOf = (time: number) => new Date(time).toISOString().slice(0, 10);

/** A calendar date of the traveller's own clock (YYYY-MM-DD): "today" is the day it is where they are. */
export function localDate(now: Date): string {
  return isoOf(Date.UTC(now.getFullYear(), now.getMonth(), now.getDate()));
}

export function addDays(iso: string, days: number): string {
  return isoOf(dateOf(iso) + days * DAY_MS);
}

/** The same day `months` later, or the month's last day when it is shorter (31 Aug + 6 = 28/29 Feb). */
export function addMonths(iso: string, months: number): string {
  const [year = 0, month = 1, day = 1] = iso.split('-').map(Number);
  const lastDay = new Date(Date.UTC(year, month - 1 + months + 1, 0)).getUTCDate();
  return isoOf(Date.UTC(year, month - 1 + months, Math.min(day, lastDay)));
}

export function nightsOf(stay: Pick<Stay, 'check_in' | 'check_out'>): number {
  return Math.round((dateOf(stay.check_out) - dateOf(stay.check_in)) / DAY_MS);
}

/** The last date a stay can start on: the calendar shows HOTEL_CALENDAR_MONTHS ahead. */
export function lastCalendarDate(today: string): string {
  return addMonths(today, HOTEL_CALENDAR_MONTHS);
}

const isDate = (text: string | null): text is string => text !== null && ISO_DATE.test(text) && !Number.isNaN(dateOf(text));

function wholeIn(text: string | null, min: number, max: number, fallback: number): number {
  const value = Number(text);
  if (text === null || text === '' || !Number.isInteger(value)) return fallback;
  return Math.min(Math.max(value, min), max);
}

/** The most guests `rooms` rooms take, adults and children together. */
export const guestLimit = (rooms: number) => rooms * HOTEL_MAX_GUESTS_PER_ROOM;

/**
 * The stay a query string asks for, made bookable: dates from today to the calendar's end, at
 * least one and at most HOTEL_MAX_NIGHTS nights (one when the dates do not make sense), rooms
 * 1-9, an adult per room at least, children's ages 0-17. A hand-typed or stale link still opens
 * a search rather than an error.
 */
export function stayFrom(params: URLSearchParams, today: string): Stay {
  const lastStart = lastCalendarDate(today);
  let checkIn = params.get('check_in');
  if (!isDate(checkIn) || checkIn < today || checkIn > lastStart) checkIn = today;
  let checkOut = params.get('check_out');
  const nights = isDate(checkOut) ? nightsOf({ check_in: checkIn, check_out: checkOut }) : 0;
  if (!isDate(checkOut) || nights < 1 || nights > HOTEL_MAX_NIGHTS) checkOut = addDays(checkIn, 1);
  const rooms = wholeIn(params.get('rooms'), 1, HOTEL_MAX_ROOMS, 1);
  const adults = wholeIn(params.get('adults'), rooms, guestLimit(rooms), Math.max(2, rooms));
  const ages = (params.get('child_ages') ?? '')
    .split(',')
    .filter((text) => text.trim() !== '')
    .map((text) => wholeIn(text, 0, HOTEL_CHILD_AGE_MAX, DEFAULT_CHILD_AGE));
  const children = wholeIn(params.get('children'), 0, guestLimit(rooms) - adults, ages.length);
  const childAges = Array.from({ length: children }, (_, index) => ages[index] ?? DEFAULT_CHILD_AGE);
  return { city: params.get('city')?.trim() ?? '', check_in: checkIn, check_out: checkOut, rooms, adults, child_ages: childAges };
}

/** The stay as the API's stay fields (search and detail queries): child ages as "3,7". */
export function stayQuery(stay: Stay) {
  return {
    check_in: stay.check_in,
    check_out: stay.check_out,
    rooms: stay.rooms,
    adults: stay.adults,
    children: stay.child_ages.length,
    child_ages: stay.child_ages.join(','),
  };
}

/** The stay as a query string the hotel screens read back with `stayFrom` (plus what else the link carries). */
export function stayParams(stay: Stay, extra: Record<string, string | number> = {}): string {
  const params = new URLSearchParams({ city: stay.city, ...Object.fromEntries(Object.entries({ ...stayQuery(stay), ...extra }).map(([key, value]) => [key, String(value)])) });
  return params.toString();
}

const stayDateFormat = perLanguage((lang) => new Intl.DateTimeFormat(lang, { weekday: 'short', month: 'short', day: 'numeric', timeZone: 'UTC' }));

/** A stay date for the eye, in the interface language ("Tue, Dec 1"); the date is a calendar day, not a moment. */
export function formatStayDate(iso: string, lang: string): string {
  return stayDateFormat(lang).format(dateOf(iso));
}

/** The calendar's days are the device's local midnights. */
export const localMidnight = (iso: string) => {
  const [year = 0, month = 1, day = 1] = iso.split('-').map(Number);
  return new Date(year, month - 1, day);
};
