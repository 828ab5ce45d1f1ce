import { describe, expect, it } from 'vitest';
import { formatDay, localDate, localMidnight } from './dates.ts';

describe('calendar days on the device', () => {
  it('takes today from the traveller’s own calendar', () => {
    expect(localDate(new Date(2026, 10, 23, 23, 59))).toBe('2026-11-23');
    expect(localDate(new Date(2026, 10, 23, 0, 0))).toBe('2026-11-23');
  });

  it('picks a day at the device’s local midnight', () => {
    const midnight = localMidnight('2026-12-01');
    expect([midnight.getFullYear(), midnight.getMonth(), midnight.getDate(), midnight.getHours()]).toEqual([2026, 11, 1, 0]);
  });

  it('writes a day as that calendar day, wherever the device is', () => {
    expect(formatDay('2026-12-01', 'en')).toBe('Tue, Dec 1');
  });
});
