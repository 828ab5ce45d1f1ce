import { utcOffsetOf } from '@roamcart/contracts/date';
import { t } from './i18n.ts';

export { utcOffsetOf };

/*
 * Times of a place (an airport), as the API sends them: ISO 8601 local times with their UTC offset
 * (2026-12-01T08:05:00+09:00). They are shown on that place's clock, never converted to the
 * reader's, so each carries its offset: "08:05 (UTC+9)" is not mistaken for the reader's 08:05.
 */

/** "HH:MM" of such a time: the place's clock. */
export function clockOf(iso: string): string {
  return iso.slice(11, 16);
}

/** The time with its offset in the interface language ("08:05 (UTC+9)"): how every flight time is shown. */
export function formatPlaceTime(iso: string): string {
  const offset = utcOffsetOf(iso);
  return offset === null ? clockOf(iso) : t('travel.time_at_offset', { time: clockOf(iso), offset });
}
