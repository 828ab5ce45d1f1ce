import { addDays, addMonths, daysBetween } from '@roamcart/contracts/calendar-days';
import { currencyParam } from '../../../lib/paths.ts';

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
  /** The currency the address named (`currency=JPY`): kept on the links from search to payment. */
  currency?: string;
}

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
/** A child's age until the traveller picks one. */
export const DEFAULT_CHILD_AGE = 8;

/** The last date a stay can start on: the calendar shows HOTEL_CALENDAR_MONTHS ahead. */
export function lastCalendarDate(today: string): string {
  return addMonths(today, HOTEL_CALENDAR_MONTHS);
}

const isDate = (text: string | null): text is string => text !== null && ISO_DATE.test(text) && !Number.isNaN(Date.parse(text));

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
  const nights = isDate(checkOut) ? daysBetween(checkIn, checkOut) : 0;
  if (!isDate(checkOut) || nights < 1 || nights > HOTEL_MAX_NIGHTS) checkOut = addDays(checkIn, 1);
  const rooms = wholeIn(params.get('rooms'), 1, HOTEL_MAX_ROOMS, 1);
  const adults = wholeIn(params.get('adults'), rooms, guestLimit(rooms), Math.max(2, rooms));
  const ages = (params.get('child_ages') ?? '')
    .split(',')
    .filter((text) => text.trim() !== '')
    .map((text) => wholeIn(text, 0, HOTEL_CHILD_AGE_MAX, DEFAULT_CHILD_AGE));
  const children = wholeIn(params.get('children'), 0, guestLimit(rooms) - adults, ages.length);
  const childAges = Array.from({ length: children }, (_, index) => ages[index] ?? DEFAULT_CHILD_AGE);
  return { city: params.get('city')?.trim() ?? '', check_in: checkIn, check_out: checkOut, rooms, adults, child_ages: childAges, ...currencyParam(params) };
}

/**
 * The same nights a day later: for a link whose check-in day is over at the hotel (it is already
 * tomorrow there, ahead of the phone's zone), which the hotel's detail refuses.
 */
export function stayMovedOn(stay: Stay): Stay {
  return { ...stay, check_in: addDays(stay.check_in, 1), check_out: addDays(stay.check_out, 1) };
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

/** The stay as a query string the hotel screens read back with `stayFrom`, with its currency (plus what else the link carries). */
export function stayParams(stay: Stay, extra: Record<string, string | number> = {}): string {
  const fields = { ...stayQuery(stay), ...(stay.currency ? { currency: stay.currency } : {}), ...extra };
  const params = new URLSearchParams({ city: stay.city, ...Object.fromEntries(Object.entries(fields).map(([key, value]) => [key, String(value)])) });
  return params.toString();
}
