/**
 * Arithmetic on calendar days written YYYY-MM-DD, read as UTC dates so no time zone or
 * daylight-saving change moves them. Free of zod and dayjs: the storefront's hotel and flight
 * search load it on their first screen.
 */
const DAY_MS = 86_400_000;

const timeOf = (day: string) => Date.parse(`${day}T00:00:00Z`);
const dayOf = (time: number) => new Date(time).toISOString().slice(0, 10);

export function addDays(day: string, days: number): string {
  return dayOf(timeOf(day) + days * DAY_MS);
}

/** The same day `months` calendar months later, kept inside the month it lands in (31 Aug + 6 months = 28/29 Feb), like PostgreSQL's interval. */
export function addMonths(day: string, months: number): string {
  const [year = 0, month = 1, date = 1] = day.split('-').map(Number);
  const lastDate = new Date(Date.UTC(year, month - 1 + months + 1, 0)).getUTCDate();
  return dayOf(Date.UTC(year, month - 1 + months, Math.min(date, lastDate)));
}

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  return Math.round((timeOf(to) - timeOf(from)) / DAY_MS);
}

/** The days from `start` to `end`, both included, in order. */
export function daysOfRange(start: string, end: string): string[] {
  const days: string[] = [];
  for (let at = timeOf(start); at <= timeOf(end); at += DAY_MS) days.push(dayOf(at));
  return days;
}

/** The nights of a stay: every date from check-in up to the day before check-out. */
export function nightsOf(checkIn: string, checkOut: string): string[] {
  return daysOfRange(checkIn, addDays(checkOut, -1));
}

/** 0 for Sunday to 6 for Saturday. */
export function weekdayOf(day: string): number {
  return new Date(timeOf(day)).getUTCDay();
}

/** Local dates run from 12 hours behind UTC (Baker Island) to 14 ahead (Kiribati). */
const EARLIEST_OFFSET_MS = -12 * 3_600_000;
const LATEST_OFFSET_MS = 14 * 3_600_000;

/** Today's date where it is earliest on earth: a day before it is over everywhere. */
export function earliestToday(now: Date = new Date()): string {
  return dayOf(now.getTime() + EARLIEST_OFFSET_MS);
}

/**
 * Today's date where it is latest on earth: a day after it has not begun anywhere (a birth date
 * after it has not happened), and it is not over in any zone.
 */
export function latestToday(now: Date = new Date()): string {
  return dayOf(now.getTime() + LATEST_OFFSET_MS);
}
