import { toMinor } from './flight-trip.ts';

/** How a day's lowest fare sits among its month's priced days: the calendar colours cheap to dear. */
export const FARE_BANDS = ['low', 'mid', 'high'] as const;
export type FareBand = (typeof FARE_BANDS)[number];

/**
 * Each priced day's band within its month: the span from the month's lowest to its highest fare
 * cut into equal thirds, so a band says how much dearer a day is, not merely its rank (a month of
 * near-equal fares stays low rather than spread over the scale). A month whose days all cost the
 * same is all low; days without a price get no band.
 */
export function fareBands(days: readonly { date: string; lowest_price: string | null }[]): Map<string, FareBand> {
  const months = new Map<string, { date: string; minor: bigint }[]>();
  for (const day of days) {
    if (day.lowest_price === null) continue;
    const month = day.date.slice(0, 7);
    const priced = months.get(month) ?? [];
    priced.push({ date: day.date, minor: toMinor(day.lowest_price) });
    months.set(month, priced);
  }
  const bands = new Map<string, FareBand>();
  const top = BigInt(FARE_BANDS.length);
  for (const priced of months.values()) {
    const lowest = priced.reduce((low, day) => (day.minor < low ? day.minor : low), priced[0]!.minor);
    const highest = priced.reduce((high, day) => (day.minor > high ? day.minor : high), priced[0]!.minor);
    const span = highest - lowest;
    for (const day of priced) {
      const step = span === 0n ? 0n : ((day.minor - lowest) * top) / span;
      bands.set(day.date, FARE_BANDS[Number(step < top ? step : top - 1n)]!);
    }
  }
  return bands;
}
