import { describe, expect, it } from 'vitest';
import { addDays, addMonths, daysBetween, daysOfRange, earliestToday, latestToday, nightsOf, weekdayOf } from './calendar-days.ts';

describe('calendar days', () => {
  it('adds days across a month, a year and a leap day', () => {
    expect(addDays('2026-01-31', 1)).toBe('2026-02-01');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
  });

  it('adds months, keeping the day inside a shorter month', () => {
    expect(addMonths('2026-08-31', 6)).toBe('2027-02-28');
    expect(addMonths('2027-08-31', 6)).toBe('2028-02-29');
    expect(addMonths('2026-12-15', 6)).toBe('2027-06-15');
    expect(addMonths('2026-01-31', 1)).toBe('2026-02-28');
  });

  it('counts the days between two dates, whatever the clocks did in between', () => {
    expect(daysBetween('2026-03-28', '2026-03-30')).toBe(2);
    expect(daysBetween('2026-10-24', '2026-10-26')).toBe(2);
    expect(daysBetween('2026-01-10', '2026-01-08')).toBe(-2);
  });

  it('lists a range with both ends, and a stay by its nights', () => {
    expect(daysOfRange('2026-02-27', '2026-03-01')).toEqual(['2026-02-27', '2026-02-28', '2026-03-01']);
    expect(nightsOf('2026-12-30', '2027-01-02')).toEqual(['2026-12-30', '2026-12-31', '2027-01-01']);
    expect(nightsOf('2026-12-30', '2026-12-30')).toEqual([]);
  });

  it('names the weekday from Sunday (0)', () => {
    expect(weekdayOf('2026-11-29')).toBe(0);
    expect(weekdayOf('2026-11-28')).toBe(6);
  });
});

describe('today at the ends of the earth', () => {
  it('takes today where it is latest (UTC+14) and where it is earliest (UTC-12)', () => {
    expect(latestToday(new Date('2026-11-29T09:59:00Z'))).toBe('2026-11-29');
    expect(latestToday(new Date('2026-11-29T10:00:00Z'))).toBe('2026-11-30');
    expect(earliestToday(new Date('2026-11-29T11:59:00Z'))).toBe('2026-11-28');
    expect(earliestToday(new Date('2026-11-29T12:00:00Z'))).toBe('2026-11-29');
  });
});
