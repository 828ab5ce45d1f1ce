import { describe, expect, it } from 'vitest';
import * as contracts from '@roamcart/contracts';
import * as limits from './stay.ts';
import { lastCalendarDate, stayFrom, stayMovedOn, stayParams, stayQuery } from './stay.ts';

const TODAY = '2026-11-23';
const stay = (query: string) => stayFrom(new URLSearchParams(query), TODAY);

describe('the calendar', () => {
  it('ends six months ahead, on the month’s last day when that month is shorter', () => {
    expect(lastCalendarDate(TODAY)).toBe('2027-05-23');
    expect(lastCalendarDate('2026-08-31')).toBe('2027-02-28');
  });
});

describe('stayFrom', () => {
  it('reads a complete search as asked', () => {
    expect(stay('city=TYO&check_in=2026-12-01&check_out=2026-12-04&rooms=2&adults=3&children=2&child_ages=4,11')).toEqual({
      city: 'TYO',
      check_in: '2026-12-01',
      check_out: '2026-12-04',
      rooms: 2,
      adults: 3,
      child_ages: [4, 11],
    });
  });

  it('starts tonight for one night, one room and two adults when nothing is asked', () => {
    expect(stay('')).toEqual({ city: '', check_in: TODAY, check_out: '2026-11-24', rooms: 1, adults: 2, child_ages: [] });
  });

  it('moves a past or too distant check-in to today, and a check-out not after it to the next day', () => {
    expect(stay('check_in=2026-11-01&check_out=2026-11-05')).toMatchObject({ check_in: TODAY, check_out: '2026-11-24' });
    expect(stay('check_in=2027-06-01&check_out=2027-06-02')).toMatchObject({ check_in: TODAY });
    expect(stay('check_in=2026-12-10&check_out=2026-12-10')).toMatchObject({ check_in: '2026-12-10', check_out: '2026-12-11' });
    expect(stay('check_in=2026-12-10&check_out=not-a-date')).toMatchObject({ check_out: '2026-12-11' });
  });

  it('keeps a stay to thirty nights, counted across months and years', () => {
    expect(stay('check_in=2026-12-01&check_out=2026-12-31')).toMatchObject({ check_out: '2026-12-31' });
    expect(stay('check_in=2026-12-20&check_out=2027-01-19')).toMatchObject({ check_out: '2027-01-19' });
    expect(stay('check_in=2026-12-01&check_out=2027-01-01')).toMatchObject({ check_out: '2026-12-02' });
  });

  it('keeps rooms 1 to 9 with an adult in each, and children’s ages 0 to 17', () => {
    expect(stay('rooms=12&adults=1')).toMatchObject({ rooms: 9, adults: 9 });
    expect(stay('rooms=0')).toMatchObject({ rooms: 1 });
    expect(stay('children=3&child_ages=1,40')).toMatchObject({ child_ages: [1, 17, 8] });
    expect(stay('children=0&child_ages=5')).toMatchObject({ child_ages: [] });
  });

  it('reads its own links back unchanged', () => {
    const asked = stay('city=PAR&check_in=2026-12-24&check_out=2026-12-27&rooms=1&adults=2&children=1&child_ages=6');
    expect(stayFrom(new URLSearchParams(stayParams(asked)), TODAY)).toEqual(asked);
    expect(stayQuery(asked)).toEqual({ check_in: '2026-12-24', check_out: '2026-12-27', rooms: 1, adults: 2, children: 1, child_ages: '6' });
  });

  it('keeps the currency the address names on its links, and out of the API’s stay fields', () => {
    const inYen = stay('city=TYO&check_in=2026-12-24&check_out=2026-12-27&currency=JPY');
    expect(new URLSearchParams(stayParams(inYen, { id: 4 })).get('currency')).toBe('JPY');
    expect(stayFrom(new URLSearchParams(stayParams(inYen)), TODAY)).toEqual(inYen);
    expect(stayQuery(inYen)).not.toHaveProperty('currency');
    expect(new URLSearchParams(stayParams(stay('city=TYO'))).has('currency')).toBe(false);
  });
});

describe('stayMovedOn', () => {
  it('keeps the nights, rooms and guests and starts a day later, across a month end', () => {
    const asked = stay('city=TYO&check_in=2026-12-31&check_out=2027-01-02&rooms=2&adults=3&children=1&child_ages=7');
    expect(stayMovedOn(asked)).toEqual({ ...asked, check_in: '2027-01-01', check_out: '2027-01-03' });
  });
});

describe('stay limits', () => {
  it('are the contracts’ own', () => {
    for (const name of ['HOTEL_MAX_NIGHTS', 'HOTEL_MAX_ROOMS', 'HOTEL_MAX_GUESTS_PER_ROOM', 'HOTEL_CHILD_AGE_MAX', 'HOTEL_CALENDAR_MONTHS'] as const) expect(limits[name], name).toBe(contracts[name]);
  });
});
