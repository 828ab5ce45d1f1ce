import { dateLocaleFor, formatDate, formatDateTime } from '@roamcart/contracts/date';
import { formatPlaceTime } from './local-times.ts';
import { perLanguage } from './per-language.ts';

/*
 * The one way each interface language writes dates and times on the travel screens. Today's
 * calendar day on the traveller's device is local-date.ts; the arithmetic on days is the
 * contracts' (`@roamcart/contracts/calendar-days`).
 */

/**
 * The date style of every travel screen, in each language's own order: weekday, day and short
 * month ("Tue, Dec 1", "12月1日周二", "mar. 1 déc."); a place's times are on a 24-hour clock
 * ("18:00", `local-times.ts`) in every language.
 */
const DAY = { weekday: 'short', month: 'short', day: 'numeric' } as const;

const dayFormat = perLanguage((lang) => new Intl.DateTimeFormat(lang, { ...DAY, timeZone: 'UTC' }));
const monthFormat = perLanguage((lang) => new Intl.DateTimeFormat(lang, { year: 'numeric', month: 'long', timeZone: 'UTC' }));
const weekdayFormat = perLanguage((lang) => new Intl.DateTimeFormat(lang, { weekday: 'narrow', timeZone: 'UTC' }));

const utcOf = (day: string) => Date.parse(`${day}T00:00:00Z`);

/** A day for the eye, in the interface language ("Tue, Dec 1"); a calendar day, not a moment. */
export function formatDay(day: string, lang: string): string {
  return dayFormat(lang).format(utcOf(day));
}

/** A calendar's month title ("December 2026") of its first day. */
export function formatMonth(firstOfMonth: string, lang: string): string {
  return monthFormat(lang).format(utcOf(firstOfMonth));
}

/** The seven weekday initials of a calendar's head, from `weekStart` (0 Sunday to 6 Saturday). */
export function weekdayNames(lang: string, weekStart: number): string[] {
  // 2024-01-07 was a Sunday.
  return Array.from({ length: 7 }, (_, index) => weekdayFormat(lang).format(utcOf(`2024-01-${String(7 + ((weekStart + index) % 7)).padStart(2, '0')}`)));
}

/**
 * A time of a place with its offset (a hotel's deadline, 2026-11-29T18:00:00+09:00) as the flight
 * times are written: its day there and its clock with the offset ("Sun, Nov 29 18:00 (UTC+9)"),
 * so it reads as the hotel states it wherever the traveller's phone is.
 */
export function formatPlaceDateTime(iso: string, lang: string): string {
  return `${formatDay(iso.slice(0, 10), lang)} ${formatPlaceTime(iso)}`;
}

/**
 * A moment on the device's clock, with its year: when an order moved, a review was written. The
 * one date-and-time format of each language, the back office's too (SPEC §9: "Dec 1, 2026 18:05",
 * "2026年12月1日 18时05分").
 */
export function formatMoment(iso: string, lang: string): string {
  return formatDateTime(iso, dateLocaleFor(lang));
}

/** The day of a moment, or a calendar date such as a birthday, with its year ("Dec 1, 2026", "2026年12月1日"), as the back office writes it. */
export function formatFullDay(value: string, lang: string): string {
  return formatDate(value, dateLocaleFor(lang));
}
