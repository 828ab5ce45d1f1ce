import { queryOptions } from '@tanstack/react-query';
import type { FlightDepartureRange, FlightSort } from '@roamcart/contracts';
import { storefrontApi } from '@roamcart/contracts/api';
import { call } from '../../../api/client.ts';
import type { Trip } from '../lib/flight-trip.ts';
import { tripQuery } from '../lib/flight-trip.ts';

/** Every flight query starts with this key. */
export const flightsKey = ['flights'] as const;

/** The search's filters, as the server takes them (only the ones chosen are sent). */
export interface FlightFilter {
  stops?: number;
  departure?: FlightDepartureRange[];
  airlines?: string[];
  bags?: 'checked';
}

/** Popular routes with their lowest indicative fare. */
export const flightHomeQuery = () =>
  queryOptions({
    queryKey: [...flightsKey, 'home'],
    queryFn: () => call(storefrontApi.flights.home, undefined, { overlay: false }),
  });

/** Airports whose code, city or name match what was typed. */
export const airportsQuery = (keyword: string) =>
  queryOptions({
    queryKey: [...flightsKey, 'airports', keyword],
    queryFn: () => call(storefrontApi.flights.airports, { keyword }, { overlay: false }),
    enabled: keyword.trim() !== '',
    staleTime: 5 * 60_000,
  });

/** The picker's airports before anything is typed: the `recent` codes still offered and the popular airports, in the reader's language. */
export const airportSuggestionsQuery = (recent: string[]) =>
  queryOptions({
    queryKey: [...flightsKey, 'airport-suggestions', recent],
    queryFn: () => call(storefrontApi.flights.airportSuggestions, recent.length > 0 ? { recent: recent.join(',') } : {}, { overlay: false }),
    staleTime: 5 * 60_000,
  });

/** The lowest adult fare of each day between two dates (indicative). */
export const flightCalendarQuery = (from: string, to: string, start: string, end: string) =>
  queryOptions({
    queryKey: [...flightsKey, 'calendar', from, to, start, end],
    queryFn: () => call(storefrontApi.flights.calendar, { from, to, start, end }, { overlay: false }),
    enabled: from !== '' && to !== '' && from !== to,
  });

/** The search's fields: the trip, the sort, and only the filters chosen. */
export function flightSearchInput(trip: Trip, sort: FlightSort, filter: FlightFilter) {
  return {
    ...tripQuery(trip),
    sort,
    ...(filter.stops !== undefined && { stops: filter.stops }),
    ...(filter.departure?.length && { departure: filter.departure.join(',') }),
    ...(filter.airlines?.length && { airlines: filter.airlines.join(',') }),
    ...(filter.bags && { bags: filter.bags }),
  };
}

export const flightSearchQuery = (trip: Trip, sort: FlightSort, filter: FlightFilter) => {
  const input = flightSearchInput(trip, sort, filter);
  return queryOptions({
    queryKey: [...flightsKey, 'search', input],
    queryFn: () => call(storefrontApi.flights.search, input, { overlay: false }),
    enabled: trip.from !== '' && trip.to !== '',
  });
};

/** A fare's flight with every fare on it. */
export const flightDetailQuery = (fareId: number, date: string) =>
  queryOptions({
    queryKey: [...flightsKey, 'detail', fareId, date],
    queryFn: () => call(storefrontApi.flights.detail, { fare_id: fareId, date }, { overlay: false }),
    retry: false,
  });
