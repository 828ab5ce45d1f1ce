import type { HOTEL_SORTS } from '@roamcart/contracts';

export type HotelSort = (typeof HOTEL_SORTS)[number];

export const HOTELS_PAGE = 10;

/** The search's sort until the traveller picks one. */
export const FIRST_HOTEL_SORT: HotelSort = 'recommended';

/** The stay fields every hotel query carries, as query parameters. */
export interface StayFields {
  check_in: string;
  check_out: string;
  rooms: number;
  adults: number;
  children: number;
  child_ages: string;
}

/** What a hotel search narrows by; prices per night in the interface's currency. */
export interface HotelFilter {
  keyword?: string;
  /** Star classes, "4,5". */
  stars?: string;
  price_min?: string;
  price_max?: string;
  free_cancellation?: boolean;
  breakfast?: boolean;
  sort?: HotelSort;
}

/**
 * One page of a search as the API is asked for it, what is not asked for left out (equal
 * searches make equal query keys and equal addresses): the client and the entry's early request
 * (app/first-requests.ts) must ask for exactly the same.
 */
export function hotelSearchInput(city: string, stay: StayFields, filter: HotelFilter, page: number) {
  const asked = Object.fromEntries(Object.entries(filter).filter(([, value]) => value !== undefined && value !== '' && value !== false)) as HotelFilter;
  return { city, ...stay, ...asked, page, limit: HOTELS_PAGE };
}
