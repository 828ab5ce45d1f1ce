import { storefrontRoutes } from '@roamcart/contracts';
import { readerOf } from '../../platform/reader.ts';
import { registerRoute } from '../../platform/routes.ts';
import type { App } from '../../platform/types.ts';
import { hotelDetail, hotelHome, searchHotels } from './browse.ts';
import { HOTEL_ANSWERS } from './cache.ts';
import { localHotelProvider } from './local-provider.ts';

const routes = storefrontRoutes.hotels;

/** The same for every caller: kept rendered until hotels, inventory or rates change (hotelInventoryChanged). */
const shared = { cache: { region: HOTEL_ANSWERS } };

/** Hotels: browsing (open to guests, cached) and the traveller's bookings. */
export async function hotelRoutes(app: App) {
  const { deps } = app;
  const browse = { db: deps.db, provider: localHotelProvider };

  registerRoute(app, routes.home, async (request) => hotelHome(browse, await readerOf(deps, request)), shared);
  registerRoute(app, routes.search, async (request) => searchHotels(browse, request.query, await readerOf(deps, request)), shared);
  registerRoute(app, routes.detail, async (request) => hotelDetail(browse, request.query, await readerOf(deps, request)), shared);
}
