import { addMonths, earliestToday, FLIGHT_WINDOW_MONTHS } from '@roamcart/contracts';
import { AppError } from '../../platform/errors.ts';

/** A day as YYYY-MM-DD (UTC). */
const isoDay = (date: Date) => date.toISOString().slice(0, 10);

/** The days flights are sold and shown (SPEC §9): today (UTC) to six months later. */
export function salesWindow(now: Date = new Date()): { first: string; last: string } {
  const first = isoDay(now);
  return { first, last: addMonths(first, FLIGHT_WINDOW_MONTHS) };
}

/** A departure day the customer asked for must be inside the window (4002 on `field`): not over everywhere, at most six months on. */
export function checkDepartureDay(day: string, field = 'date'): void {
  const { last } = salesWindow();
  // A departure day is its airport's local date; whether a flight on it still sells is its departure instant's (salesOpen).
  if (day < earliestToday()) throw AppError.field(field, 'validation.flight_date_past');
  if (day > last) throw AppError.field(field, 'validation.flight_date_too_far');
}
