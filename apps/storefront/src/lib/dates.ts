import { perLanguage } from './per-language.ts';

/*
 * Calendar days (YYYY-MM-DD) as the traveller's device sees them; the arithmetic on them is the
 * contracts' (`@roamcart/contracts/calendar-days`).
 */

/** A calendar date of the traveller's own clock: "today" is the day it is where they are. */
export function localDate(now: Date): string {
  return new Date(Date.UTC(now.getFullYear(), now.getMonth(), now.getDate())).toISOString().slice(0, 10);
}

/** The calendar pickers' days are the device's local midnights. */
export function localMidnight(day: string): Date {
  const [year = 0, month = 1, date = 1] = day.split('-').map(Number);
  return new Date(year, month - 1, date);
}

const dayFormat = perLanguage((lang) => new Intl.DateTimeFormat(lang, { weekday: 'short', month: 'short', day: 'numeric', timeZone: 'UTC' }));

/** A day for the eye, in the interface language ("Tue, Dec 1"); a calendar day, not a moment. */
export function formatDay(day: string, lang: string): string {
  return dayFormat(lang).format(Date.parse(`${day}T00:00:00Z`));
}
