import { describe, expect, it } from 'vitest';
import { dayInStay, pickDay, stayDatesOf } from './stay-dates.ts';

describe('picking a stay on the calendar', () => {
  it('takes a check-in, then a check-out after it; a day before it or a third tap starts again', () => {
    const checkIn = pickDay({ check_in: '2026-12-01', check_out: '2026-12-03' }, '2026-12-10');
    expect(checkIn).toEqual({ check_in: '2026-12-10', check_out: null });
    expect(pickDay(checkIn, '2026-12-08')).toEqual({ check_in: '2026-12-08', check_out: null });
    expect(pickDay(checkIn, '2026-12-10')).toEqual({ check_in: '2026-12-10', check_out: null });
    expect(pickDay(checkIn, '2026-12-12')).toEqual({ check_in: '2026-12-10', check_out: '2026-12-12' });
  });

  it('marks the check-in, the check-out and the nights between', () => {
    const picked = { check_in: '2026-12-10', check_out: '2026-12-12' };
    expect(['2026-12-09', '2026-12-10', '2026-12-11', '2026-12-12'].map((day) => dayInStay(picked, day))).toEqual([null, 'check_in', 'inside', 'check_out']);
    expect(dayInStay({ check_in: '2026-12-10', check_out: null }, '2026-12-11')).toBeNull();
  });

  it('books a night at least and at most 30, saying when the check-out was moved in', () => {
    expect(stayDatesOf({ check_in: '2026-12-10', check_out: null })).toEqual({ check_in: '2026-12-10', check_out: '2026-12-11', shortened: false });
    expect(stayDatesOf({ check_in: '2026-12-10', check_out: '2026-12-12' })).toEqual({ check_in: '2026-12-10', check_out: '2026-12-12', shortened: false });
    expect(stayDatesOf({ check_in: '2026-12-01', check_out: '2027-01-15' })).toEqual({ check_in: '2026-12-01', check_out: '2026-12-31', shortened: true });
  });
});
