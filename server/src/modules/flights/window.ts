import { addMonths, FLIGHT_WINDOW_MONTHS } from '@roamcart/contracts';
import { AppError } from '../../platform/errors.ts';

/** A day as YYYY-MM-DD (UTC). */
const isoDay = (date: Date) => date.toISOString().slice(0, 10);

/** The days flights are sold and shown (SPEC §9): today (UTC) to six months later. */
export function salesWindow(now: Date = new Date()): { first: string; last: string } {
  const first = isoDay(now);
  return { first, last: addMonths(first, FLIGHT_WINDOW_MONTHS) };
}

/** Local dates run from 12 hours behind UTC to 14 ahead. */
const EARLIEST_ZONE_BEHIND_UTC_MS = 12 * 3_600_000;

/**
 * The earliest departure day that may still have flights on sale: the date where the day is
 * earliest (12 hours behind UTC). A departure day is its airport's local date; whether a flight
 * on it still sells is its departure instant's (sellsNow), not a day's.
 */
export function firstDepartureDay(now: Date = new Date()): string {
  return isoDay(new Date(now.getTime() - EARLIEST_ZONE_BEHIND_UTC_MS));
}

/** A departure day the customer asked for must be inside the window (4002 on `field`): not over everywhere, at most six months on. */
export function checkDepartureDay(day: string, field = 'date'): void {
  const { last } = salesWindow();
  if (day < firstDepartureDay()) throw AppError.field(field, 'validation.flight_date_past');
  if (day > last) throw AppError.field(field, 'validation.flight_date_too_far');
}
