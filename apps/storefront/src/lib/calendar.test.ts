import { describe, expect, it } from 'vitest';
import { monthGrid, monthsBetween, tableWeekStart, weekStartOf } from './calendar.ts';

const LANGUAGES = ['en', 'zh-CN', 'es', 'fr', 'ja', 'ar'];

describe('the travel calendars’ weeks', () => {
  it('start where each interface language’s region starts them: Sunday in en-US, Monday in es and fr, Saturday in ar', () => {
    expect(LANGUAGES.map(weekStartOf)).toEqual([0, 1, 1, 1, 0, 6]);
  });

  it('keep a table with the same answers for engines without Intl week data', () => {
    expect(LANGUAGES.map(tableWeekStart)).toEqual(LANGUAGES.map(weekStartOf));
    expect(tableWeekStart('de')).toBe(1);
  });

  it('lay a month out from the week’s first day', () => {
    // 1 December 2026 is a Tuesday: two pads from Sunday, one from Monday, three from Saturday.
    expect(monthGrid('2026-12-01', 0).slice(0, 3)).toEqual([null, null, '2026-12-01']);
    expect(monthGrid('2026-12-01', 1).slice(0, 2)).toEqual([null, '2026-12-01']);
    expect(monthGrid('2026-12-01', 6).slice(0, 4)).toEqual([null, null, null, '2026-12-01']);
    expect(monthGrid('2026-12-01', 6).filter(Boolean)).toHaveLength(31);
    // 1 August 2026 is a Saturday: no pad when the week starts then.
    expect(monthGrid('2026-08-01', 6)[0]).toBe('2026-08-01');
  });

  it('show the months from today’s to the last bookable day’s', () => {
    expect(monthsBetween('2026-11-23', '2027-05-23')).toEqual(['2026-11-01', '2026-12-01', '2027-01-01', '2027-02-01', '2027-03-01', '2027-04-01', '2027-05-01']);
  });
});
