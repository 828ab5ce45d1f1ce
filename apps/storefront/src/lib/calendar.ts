import { addDays, addMonths, weekdayOf } from '@roamcart/contracts/calendar-days';

/*
 * The month grids of the travel calendars (flight fares, hotel stays): weeks start on the day the
 * interface language's region starts them (0 Sunday to 6 Saturday, as `weekdayOf` counts).
 */

/** Intl.Locale's week data: a method in current engines (Chromium), a getter in Node 20's V8, absent in others (Firefox). */
type WeekInfoLocale = Intl.Locale & { getWeekInfo?: () => { firstDay: number }; weekInfo?: { firstDay: number } };

/**
 * The first day of the week of each interface language's likeliest region (CLDR, as Intl answers
 * it where it can): en-US and ja-JP on Sunday, zh-CN, es-ES and fr-FR on Monday, ar-EG on Saturday.
 */
const FIRST_DAY_BY_LANGUAGE: Record<string, number> = { en: 0, ja: 0, zh: 1, es: 1, fr: 1, ar: 6 };

/** The first day of the week in a language from the table, Monday (ISO 8601) for a language it lacks. */
export function tableWeekStart(lang: string): number {
  return FIRST_DAY_BY_LANGUAGE[lang.toLowerCase().split('-')[0] ?? ''] ?? 1;
}

/** The first day of the week where the interface language is spoken: the engine's week data, else the table. */
export function weekStartOf(lang: string): number {
  try {
    const locale = new Intl.Locale(lang) as WeekInfoLocale;
    const firstDay = (locale.getWeekInfo?.() ?? locale.weekInfo)?.firstDay;
    // Intl counts 1 Monday to 7 Sunday.
    if (firstDay !== undefined) return firstDay % 7;
  } catch {
    // A tag Intl.Locale refuses falls through to the table.
  }
  return tableWeekStart(lang);
}

/** The days of a month's grid in weeks from `weekStart`: null pads before the first day. */
export function monthGrid(firstOfMonth: string, weekStart: number): (string | null)[] {
  const pads = (weekdayOf(firstOfMonth) - weekStart + 7) % 7;
  const days: (string | null)[] = Array.from({ length: pads }, () => null);
  for (let day = firstOfMonth; day.slice(0, 7) === firstOfMonth.slice(0, 7); day = addDays(day, 1)) days.push(day);
  return days;
}

/** The months from the one of `first` to the one of `last`, both included: "YYYY-MM-01" each. */
export function monthsBetween(first: string, last: string): string[] {
  const months: string[] = [];
  for (let month = `${first.slice(0, 8)}01`; month <= last; month = addMonths(month, 1)) months.push(month);
  return months;
}
