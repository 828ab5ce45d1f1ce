import { storefrontRoutes } from '@roamcart/contracts';
import { readerOf } from '../../platform/reader.ts';
import { registerRoute } from '../../platform/routes.ts';
import type { App } from '../../platform/types.ts';
import { FLIGHT_ANSWERS } from './low-fares.ts';
import { localFlightProvider } from './provider.ts';
import { flightHome, searchAirports } from './search.ts';

const { flights } = storefrontRoutes;

/** The same for every caller: kept rendered until a fare, seat or schedule change (see FLIGHT_ANSWERS). */
const shared = { cache: { region: FLIGHT_ANSWERS } };

/** Flight search, open to guests: airports, the low-fare calendar, search and a fare's detail. */
export async function flightRoutes(app: App) {
  const { deps } = app;
  const provider = localFlightProvider(deps.db);

  registerRoute(app, flights.home, async (request) => flightHome(deps.db, await readerOf(deps, request)), shared);
  registerRoute(app, flights.airports, async (request) => searchAirports(deps.db, request.query.keyword, await readerOf(deps, request)), shared);
  registerRoute(app, flights.calendar, async (request) => provider.calendar(request.query, await readerOf(deps, request)), shared);
  registerRoute(app, flights.search, async (request) => provider.search(request.query, await readerOf(deps, request)), shared);
  registerRoute(app, flights.detail, async (request) => provider.detail(request.query, await readerOf(deps, request)), shared);
}
