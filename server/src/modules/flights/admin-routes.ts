import { adminRoutes } from '@roamcart/contracts';
import { readerOf } from '../../platform/reader.ts';
import { registerRoute } from '../../platform/routes.ts';
import type { App } from '../../platform/types.ts';
import {
  bulkEditFlightFares,
  deleteFlight,
  enableAirport,
  faresForAdmin,
  listAirlinesForAdmin,
  listAirportsForAdmin,
  listFlightsForAdmin,
  saveAirline,
  saveAirport,
  saveFlight,
  saveFlightFare,
} from './admin-inventory.ts';
import { flightBookingsReport, issueTicketsForAdmin, listTicketOrdersForAdmin, reviewTicketOrderForAdmin, ticketOrderDetailForAdmin } from './admin-ticket-orders.ts';
import { FLIGHT_ANSWERS } from './low-fares.ts';
import { ticketingQueue } from './ticket-orders.ts';

const routes = adminRoutes.flights;

/** The flight back office and its ticket order desk; amounts in the base currency, airline names as language maps. */
export async function flightAdminRoutes(app: App) {
  const { deps } = app;

  // The writes notify every server from inside their transaction, and this one hears it only a
  // moment after commit: drop this server's cached flight answers before the caller hears back,
  // so its next read sees the change.
  app.addHook('onSend', async (request) => {
    if (request.method !== 'GET') deps.responses.invalidate(FLIGHT_ANSWERS);
  });

  registerRoute(app, routes.airports, async (request) => listAirportsForAdmin(deps.db, request.query, await readerOf(deps, request)));
  registerRoute(app, routes.airportEnable, async (request) => enableAirport(deps, request.body, await readerOf(deps, request)));
  registerRoute(app, routes.airportSave, async (request) => saveAirport(deps, request.body, await readerOf(deps, request)));
  registerRoute(app, routes.airlines, async (request) => listAirlinesForAdmin(deps.db, request.query, await readerOf(deps, request)));
  registerRoute(app, routes.airlineSave, async (request) => saveAirline(deps, request.body, await readerOf(deps, request)));
  registerRoute(app, routes.list, async (request) => listFlightsForAdmin(deps.db, request.query, await readerOf(deps, request)));
  registerRoute(app, routes.save, async (request) => saveFlight(deps, request.body, await readerOf(deps, request)));
  registerRoute(app, routes.delete, async (request) => {
    await deleteFlight(deps, request.body.id);
    return null;
  });
  registerRoute(app, routes.fares, async (request) => faresForAdmin(deps, request.query));
  registerRoute(app, routes.fareSave, async (request) => saveFlightFare(deps, request.body));
  registerRoute(app, routes.fareBulk, async (request) => bulkEditFlightFares(deps, request.body));
  registerRoute(app, routes.orders, async (request) => listTicketOrdersForAdmin(deps, request.admin, request.query));
  registerRoute(app, routes.orderDetail, async (request) => ticketOrderDetailForAdmin(deps, request.admin, request.query.order_no, await readerOf(deps, request)));
  registerRoute(app, routes.ticketing, async (request) => ticketingQueue(deps.db, request.query, { admin: request.admin }));
  registerRoute(app, routes.review, async (request) => reviewTicketOrderForAdmin(deps, request.admin, request.body, await readerOf(deps, request)));
  registerRoute(app, routes.issue, async (request) => issueTicketsForAdmin(deps, request.admin, request.body, await readerOf(deps, request), request.log));
  registerRoute(app, routes.report, async (request) => flightBookingsReport(deps, request.admin, request.query));
}
