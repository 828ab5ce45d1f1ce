import type { CancellationStep } from '@roamcart/contracts';
import { AppError } from '../../platform/errors.ts';

/** The calendar date (YYYY-MM-DD) it is at `at` in `timeZone`: a hotel's today is its own zone's. */
export function todayIn(timeZone: string, at: Date): string {
  // en-CA writes dates as YYYY-MM-DD.
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(at);
}

/** Check-in today or later in `timeZone` (the zod rules check the rest); 4002 on check_in. */
export function checkCheckIn(checkIn: string, timeZone: string, now: Date): void {
  if (checkIn < todayIn(timeZone, now)) throw AppError.field('check_in', 'validation.check_in_past');
}

/** A zone's wall-clock formatter, made once: making one costs far more than formatting with it. */
const wallClocks = new Map<string, Intl.DateTimeFormat>();
function wallClockOf(timeZone: string): Intl.DateTimeFormat {
  let formatter = wallClocks.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', { timeZone, hourCycle: 'h23', year: 'numeric', month: 'numeric', day: 'numeric', hour: 'numeric', minute: 'numeric', second: 'numeric' });
    wallClocks.set(timeZone, formatter);
  }
  return formatter;
}

/** How far `timeZone` is ahead of UTC at `at`, in milliseconds. */
function zoneOffsetMs(timeZone: string, at: Date): number {
  const parts = Object.fromEntries(
    wallClockOf(timeZone)
      .formatToParts(at)
      .map((part) => [part.type, Number(part.value)]),
  );
  const asUtc = Date.UTC(parts.year!, parts.month! - 1, parts.day!, parts.hour!, parts.minute!, parts.second!);
  return asUtc - Math.floor(at.getTime() / 1000) * 1000;
}

/** The instant of a wall-clock time (HH:MM) on a date in `timeZone` (a time skipped by a clock change lands just after it). */
export function zonedInstant(date: string, time: string, timeZone: string): Date {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  const wall = Date.parse(`${date}T00:00:00Z`) + (hours * 60 + minutes) * 60_000;
  const first = wall - zoneOffsetMs(timeZone, new Date(wall));
  return new Date(wall - zoneOffsetMs(timeZone, new Date(first)));
}

/** An instant written in `timeZone`'s local time with its offset, e.g. 2026-12-01T14:00:00+08:00. */
export function zonedIso(at: Date, timeZone: string): string {
  const offsetMinutes = Math.round(zoneOffsetMs(timeZone, at) / 60_000);
  const local = new Date(Math.floor(at.getTime() / 1000) * 1000 + offsetMinutes * 60_000).toISOString().slice(0, 19);
  const sign = offsetMinutes < 0 ? '-' : '+';
  const abs = Math.abs(offsetMinutes);
  return `${local}${sign}${String(Math.floor(abs / 60)).padStart(2, '0')}:${String(abs % 60).padStart(2, '0')}`;
}

/** A plan refunds everything when cancelled early enough: its first step gives back 100%. */
export function isFreeCancellation(steps: readonly CancellationStep[]): boolean {
  return steps[0]?.refund_percent === 100;
}

/** A cancellation timeline as absolute deadlines: until each one, cancelling gives back its share; after the last, nothing. */
export function cancellationDeadlines(steps: readonly CancellationStep[], checkIn: Date): { until: Date; refund_percent: number }[] {
  return steps.map((step) => ({ until: new Date(checkIn.getTime() - step.hours_before * 3_600_000), refund_percent: step.refund_percent }));
}

/** The share cancelling at `now` gives back: the first step whose deadline has not passed, else 0. */
export function refundPercentAt(steps: readonly CancellationStep[], checkIn: Date, now: Date): number {
  return cancellationDeadlines(steps, checkIn).find((step) => now.getTime() < step.until.getTime())?.refund_percent ?? 0;
}
