import { storefrontEndpoint } from '../endpoint.ts';

const tag = 'flights';

/** Flight search is open to guests: airports (searched, or suggested before typing), the low-fare calendar, search and a fare's detail. */
export const flightEndpoints = {
  home: storefrontEndpoint({ tag, method: 'GET', path: '/ticket/home', auth: 'public' }),
  airports: storefrontEndpoint({ tag, method: 'GET', path: '/ticket/airports', auth: 'public' }),
  airportSuggestions: storefrontEndpoint({ tag, method: 'GET', path: '/ticket/airports/suggestions', auth: 'public' }),
  calendar: storefrontEndpoint({ tag, method: 'GET', path: '/ticket/calendar', auth: 'public' }),
  search: storefrontEndpoint({ tag, method: 'GET', path: '/ticket/search', auth: 'public' }),
  detail: storefrontEndpoint({ tag, method: 'GET', path: '/ticket/detail', auth: 'public' }),
};
