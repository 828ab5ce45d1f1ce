import { FLIGHT_WINDOW_MONTHS } from '@roamcart/contracts';
import { AppError } from '../../platform/errors.ts';

/** A day as YYYY-MM-DD (UTC). */
const isoDay = (date: Date) => date.toISOString().slice(0, 10);

/** `day` moved by whole months, kept inside the month it lands in (Aug 31 + 6 months = Feb 28/29), like PostgreSQL's interval. */
export function addMonths(day: string, months: number): string {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  const target = new Date(Date.UTC(year, month - 1 + months, 1));
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(date, lastDay));
  return isoDay(target);
}

export function addDays(day: string, days: number): string {
  return isoDay(new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000));
}

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
