import { airportList, airportSearchQuery, airportSuggestions, airportSuggestionsQuery, flightCalendar, flightCalendarQuery, flightDetail, flightDetailQuery, flightHome, flightSearchQuery, flightSearchResult } from '../flights.ts';
import { withSchemas } from './define.ts';
import { flightEndpoints } from './endpoints/flights.ts';

export const flightRoutes = withSchemas(flightEndpoints, {
  home: { response: flightHome },
  airports: { query: airportSearchQuery, response: airportList },
  airportSuggestions: { query: airportSuggestionsQuery, response: airportSuggestions },
  calendar: { query: flightCalendarQuery, response: flightCalendar },
  search: { query: flightSearchQuery, response: flightSearchResult },
  detail: { query: flightDetailQuery, response: flightDetail },
});
