import { storefrontRoutes } from '@roamcart/contracts';
import { idempotencyOf } from '../../platform/idempotency.ts';
import { readerOf } from '../../platform/reader.ts';
import { registerRoute } from '../../platform/routes.ts';
import type { App } from '../../platform/types.ts';
import { bookingIdempotency } from '../travel/index.ts';
import { cancelTicketOrder, createTicketOrder, listTicketOrders, payTicketOrder, previewTicketOrder, rateTicketOrder, ticketOrderDetail } from './booking.ts';
import { eTicket, ticketCalendar } from './e-ticket.ts';
import { FLIGHT_ANSWERS } from './low-fares.ts';
import { deleteSavedPassenger, listSavedPassengers, saveOnePassenger } from './passengers.ts';
import { localFlightProvider } from './provider.ts';
import { airportSuggestions, flightHome, searchAirports } from './search.ts';

const { flights, ticketOrders } = storefrontRoutes;

/** The same for every caller: kept rendered until a fare, seat or schedule change (see FLIGHT_ANSWERS). */
const shared = { cache: { region: FLIGHT_ANSWERS } };

/** Flight search, open to guests: airports (searched, or suggested before typing), the low-fare calendar, search and a fare's detail. */
export async function flightRoutes(app: App) {
  const { deps } = app;
  const provider = localFlightProvider(deps.db);

  registerRoute(app, flights.home, async (request) => flightHome(deps.db, await readerOf(deps, request)), shared);
  registerRoute(app, flights.airports, async (request) => searchAirports(deps.db, request.query.keyword, await readerOf(deps, request)), shared);
  registerRoute(app, flights.airportSuggestions, async (request) => airportSuggestions(deps.db, request.query.recent ?? [], await readerOf(deps, request)), shared);
  registerRoute(app, flights.calendar, async (request) => provider.calendar(request.query, await readerOf(deps, request)), shared);
  registerRoute(app, flights.search, async (request) => provider.search(request.query, await readerOf(deps, request)), shared);
  registerRoute(app, flights.detail, async (request) => provider.detail(request.query, await readerOf(deps, request)), shared);
}

/** The traveller's ticket orders and saved passengers (their own only). */
export async function ticketOrderRoutes(app: App) {
  const { deps } = app;
  const booking = { db: deps.db, ref: deps.ref, provider: localFlightProvider(deps.db), payments: app.payments, responses: deps.responses };

  registerRoute(app, ticketOrders.orderPreview, async (request) => previewTicketOrder(booking, request.user.id, request.body, await readerOf(deps, request)));
  registerRoute(app, ticketOrders.orderCreate, async (request) => createTicketOrder(booking, request.user.id, request.body, await readerOf(deps, request), bookingIdempotency(request)));
  registerRoute(app, ticketOrders.orderList, async (request) => listTicketOrders(deps.db, request.user.id, request.query, await readerOf(deps, request)));
  registerRoute(app, ticketOrders.orderDetail, async (request) => ticketOrderDetail(booking, request.user.id, request.query.order_no, await readerOf(deps, request)));
  registerRoute(app, ticketOrders.orderPay, async (request) => payTicketOrder(booking, request.user.id, request.body, await readerOf(deps, request), idempotencyOf(request)));
  registerRoute(app, ticketOrders.orderCancel, async (request) => cancelTicketOrder(booking, request.user.id, request.body, await readerOf(deps, request)));
  registerRoute(app, ticketOrders.orderRate, async (request) => {
    await rateTicketOrder(booking, request.user.id, request.body);
    return null;
  });
  registerRoute(app, ticketOrders.orderTicket, async (request) => eTicket(booking, request.user.id, request.query.order_no));
  registerRoute(app, ticketOrders.orderCalendar, async (request) => ticketCalendar(booking, request.user.id, request.query.order_no));
  registerRoute(app, ticketOrders.passengers, async (request) => listSavedPassengers(deps.db, request.user.id));
  registerRoute(app, ticketOrders.passengerSave, async (request) => saveOnePassenger(deps.db, request.user.id, request.body));
  registerRoute(app, ticketOrders.passengerPost, async (request) => saveOnePassenger(deps.db, request.user.id, request.body));
  registerRoute(app, ticketOrders.passengerDelete, async (request) => {
    await deleteSavedPassenger(deps.db, request.user.id, request.body.id);
    return null;
  });
}
