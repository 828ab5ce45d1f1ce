import { storefrontEndpoint } from '../endpoint.ts';

const tag = 'flights';

/** Flight search is open to guests: airports, the low-fare calendar, search and a fare's detail. */
export const flightEndpoints = {
  home: storefrontEndpoint({ tag, method: 'GET', path: '/ticket/home', auth: 'public' }),
  airports: storefrontEndpoint({ tag, method: 'GET', path: '/ticket/airports', auth: 'public' }),
  calendar: storefrontEndpoint({ tag, method: 'GET', path: '/ticket/calendar', auth: 'public' }),
  search: storefrontEndpoint({ tag, method: 'GET', path: '/ticket/search', auth: 'public' }),
  detail: storefrontEndpoint({ tag, method: 'GET', path: '/ticket/detail', auth: 'public' }),
};
