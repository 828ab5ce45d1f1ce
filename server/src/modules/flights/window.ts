import { addMonths, FLIGHT_WINDOW_MONTHS } from '@roamcart/contracts';
import { AppError } from '../../platform/errors.ts';

/** A day as YYYY-MM-DD (UTC). */
const isoDay = (date: Date) => date.toISOString().slice(0, 10);

/** The days flights are sold and shown (SPEC §9): today (UTC) to six months later. */
export function salesWindow(now: Date = new Date()): { first: string; last: string } {
  const first = isoDay(now);
  return { first, last: addMonths(first, FLIGHT_WINDOW_MONTHS) };
}

/** A departure day the customer asked for must be inside the window (4002 on `field`). */
export function checkDepartureDay(day: string, field = 'date'): void {
  const { first, last } = salesWindow();
  if (day < first) throw AppError.field(field, 'validation.flight_date_past');
  if (day > last) throw AppError.field(field, 'validation.flight_date_too_far');
}
