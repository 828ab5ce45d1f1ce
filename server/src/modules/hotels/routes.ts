import { storefrontRoutes } from '@roamcart/contracts';
import { idempotencyOf } from '../../platform/idempotency.ts';
import { readerOf } from '../../platform/reader.ts';
import { registerRoute } from '../../platform/routes.ts';
import type { App } from '../../platform/types.ts';
import { bookingIdempotency } from '../travel/index.ts';
import { cancelHotelOrder, createHotelOrder, hotelOrderDetail, listHotelOrders, payHotelOrder, previewHotelOrder, rateHotelOrder } from './booking.ts';
import { hotelDetail, hotelHome, hotelReviewPage, searchHotels } from './browse.ts';
import { HOTEL_ANSWERS } from './cache.ts';
import { localHotelProvider } from './local-provider.ts';
import { hotelCalendar, hotelVoucher } from './voucher.ts';

const routes = storefrontRoutes.hotels;

/** The same for every caller: kept rendered until hotels, inventory, rates or ratings change (hotelInventoryChanged). */
const shared = { cache: { region: HOTEL_ANSWERS } };

/** Hotels: browsing (open to guests, cached) and the traveller's bookings (their own only). */
export async function hotelRoutes(app: App) {
  const { deps } = app;
  const browse = { db: deps.db, provider: localHotelProvider };
  const booking = { db: deps.db, ref: deps.ref, provider: localHotelProvider, payments: app.payments, responses: deps.responses, metrics: deps.metrics };

  registerRoute(app, routes.home, async (request) => hotelHome(browse, await readerOf(deps, request)), shared);
  registerRoute(app, routes.search, async (request) => searchHotels(browse, request.query, await readerOf(deps, request)), shared);
  registerRoute(app, routes.detail, async (request) => hotelDetail(browse, request.query, await readerOf(deps, request)), shared);
  registerRoute(app, routes.reviews, async (request) => hotelReviewPage(deps.db, request.query, await readerOf(deps, request)), shared);

  registerRoute(app, routes.orderPreview, async (request) => previewHotelOrder(booking, request.user.id, request.body, await readerOf(deps, request)));
  registerRoute(app, routes.orderCreate, async (request) => createHotelOrder(booking, request.user.id, request.body, await readerOf(deps, request), bookingIdempotency(request)));
  registerRoute(app, routes.orderList, async (request) => listHotelOrders(deps.db, request.user.id, request.query, await readerOf(deps, request)));
  registerRoute(app, routes.orderDetail, async (request) => hotelOrderDetail(booking, request.user.id, request.query.order_no, await readerOf(deps, request)));
  registerRoute(app, routes.orderPay, async (request) => payHotelOrder(booking, request.user.id, request.body, await readerOf(deps, request), idempotencyOf(request)));
  registerRoute(app, routes.orderCancel, async (request) => cancelHotelOrder(booking, request.user.id, request.body, await readerOf(deps, request)));
  registerRoute(app, routes.orderRate, async (request) => {
    await rateHotelOrder(booking, request.user.id, request.body);
    return null;
  });
  registerRoute(app, routes.orderVoucher, async (request) => hotelVoucher(booking, request.user.id, request.query.order_no));
  registerRoute(app, routes.orderCalendar, async (request) => hotelCalendar(booking, request.user.id, request.query.order_no));
}
