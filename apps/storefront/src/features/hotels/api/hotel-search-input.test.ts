import { describe, expect, it } from 'vitest';
import { FIRST_HOTEL_SORT, hotelSearchInput, HOTELS_PAGE } from './hotel-search-input.ts';

const STAY = { check_in: '2026-12-01', check_out: '2026-12-03', rooms: 1, adults: 2, children: 0, child_ages: '' };

describe('hotelSearchInput', () => {
  it('asks for a page of the city’s hotels for the stay, with only the filters chosen', () => {
    expect(hotelSearchInput('TYO', STAY, { sort: 'price_asc', stars: '4,5', keyword: '', price_min: undefined, breakfast: false, free_cancellation: true }, 2)).toEqual({
      city: 'TYO',
      ...STAY,
      sort: 'price_asc',
      stars: '4,5',
      free_cancellation: true,
      page: 2,
      limit: HOTELS_PAGE,
    });
  });

  it('writes the same search the same way, so the entry’s early request is the one the screen makes', () => {
    const early = hotelSearchInput('TYO', STAY, { sort: FIRST_HOTEL_SORT }, 1);
    const screen = hotelSearchInput('TYO', STAY, { keyword: undefined, sort: FIRST_HOTEL_SORT }, 1);
    expect(new URLSearchParams(Object.entries(screen).map(([key, value]) => [key, String(value)])).toString()).toBe(
      new URLSearchParams(Object.entries(early).map(([key, value]) => [key, String(value)])).toString(),
    );
  });
});
