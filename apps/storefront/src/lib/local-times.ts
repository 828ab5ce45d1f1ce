import { t } from './i18n.ts';

/*
 * Times of a place (an airport), as the API sends them: ISO 8601 local times with their UTC offset
 * (2026-12-01T08:05:00+09:00). They are shown on that place's clock, never converted to the
 * reader's, so each carries its offset: "08:05 (UTC+9)" is not mistaken for the reader's 08:05.
 */

const OFFSET = /([+-])(\d{2}):?(\d{2})$/;

/** The offset of such a time as people write it: "+9", "+5:30", "-3", "+0" (also for Z); null when it names none. */
export function utcOffsetOf(iso: string): string | null {
  if (iso.endsWith('Z')) return '+0';
  const match = OFFSET.exec(iso);
  if (!match) return null;
  const [, sign = '+', hours = '00', minutes = '00'] = match;
  const zero = hours === '00' && minutes === '00';
  return `${zero ? '+' : sign}${Number(hours)}${minutes === '00' ? '' : `:${minutes}`}`;
}

/** "HH:MM" of such a time: the place's clock. */
export function clockOf(iso: string): string {
  return iso.slice(11, 16);
}

/** The time with its offset in the interface language ("08:05 (UTC+9)"): how every flight time is shown. */
export function formatPlaceTime(iso: string): string {
  const offset = utcOffsetOf(iso);
  return offset === null ? clockOf(iso) : t('travel.time_at_offset', { time: clockOf(iso), offset });
}
