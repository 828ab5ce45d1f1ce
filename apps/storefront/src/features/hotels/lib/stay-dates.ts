import { addDays, daysBetween } from '@roamcart/contracts/calendar-days';
import { HOTEL_MAX_NIGHTS } from './stay.ts';

/** The days tapped on the stay calendar: a check-in, then a check-out (null until it is tapped). */
export interface DatesPicked {
  check_in: string;
  check_out: string | null;
}

/** A day tapped: the check-out when it comes after a check-in just picked, else a new check-in. */
export function pickDay(picked: DatesPicked, day: string): DatesPicked {
  if (picked.check_out === null && day > picked.check_in) return { check_in: picked.check_in, check_out: day };
  return { check_in: day, check_out: null };
}

/** Where a day stands in the picked stay: its first or last day, a night between, or outside. */
export function dayInStay(picked: DatesPicked, day: string): 'check_in' | 'check_out' | 'inside' | null {
  if (day === picked.check_in) return 'check_in';
  if (day === picked.check_out) return 'check_out';
  return picked.check_out !== null && day > picked.check_in && day < picked.check_out ? 'inside' : null;
}

/**
 * The picked days as a stay: at least one night (a check-in alone stays one night), at most
 * HOTEL_MAX_NIGHTS (`shortened` says the check-out was moved in).
 */
export function stayDatesOf({ check_in: checkIn, check_out: checkOut }: DatesPicked): { check_in: string; check_out: string; shortened: boolean } {
  if (checkOut === null || daysBetween(checkIn, checkOut) < 1) return { check_in: checkIn, check_out: addDays(checkIn, 1), shortened: false };
  if (daysBetween(checkIn, checkOut) > HOTEL_MAX_NIGHTS) return { check_in: checkIn, check_out: addDays(checkIn, HOTEL_MAX_NIGHTS), shortened: true };
  return { check_in: checkIn, check_out: checkOut, shortened: false };
}
