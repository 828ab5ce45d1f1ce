import { adminRoutes } from '@roamcart/contracts';
import { readerOf } from '../../platform/reader.ts';
import { registerRoute } from '../../platform/routes.ts';
import type { App } from '../../platform/types.ts';
import { agentRebates } from './rebates.ts';
import { confirmReturn, listRefundsForAdmin, reviewRefund } from './refunds.ts';
import { listReturnAddresses, saveReturnAddress } from './return-addresses.ts';
import { listReviewsForAdmin, setReviewStatus } from './reviews.ts';
import { addShipmentEvent, cancelOrderForAdmin, exportOrders, listOrdersForAdmin, logisticsCompanies, orderDetailForAdmin, shipOrder } from './admin-service.ts';

const routes = adminRoutes.orders;

/** Running goods orders from the back office; amounts in the base currency. */
export async function orderAdminRoutes(app: App) {
  const { deps } = app;

  registerRoute(app, routes.list, async (request) => listOrdersForAdmin(deps, request.admin, request.query, await readerOf(deps, request)));
  registerRoute(app, routes.export, async (request) => exportOrders(deps, request.admin, request.query, await readerOf(deps, request)));
  registerRoute(app, routes.detail, async (request) => orderDetailForAdmin(deps, request.admin, request.query.order_no, await readerOf(deps, request)));
  registerRoute(app, routes.logisticsCompanies, async () => logisticsCompanies(deps.ref));
  registerRoute(app, routes.ship, async (request) => {
    await shipOrder(deps, request.admin, request.body);
    return null;
  });
  registerRoute(app, routes.shipmentEvent, async (request) => {
    await addShipmentEvent(deps, request.admin, request.body);
    return null;
  });
  registerRoute(app, routes.returnAddresses, async () => listReturnAddresses(deps.db));
  registerRoute(app, routes.saveReturnAddress, async (request) => saveReturnAddress(deps.db, request.admin, request.body));
  registerRoute(app, routes.cancel, async (request) => {
    await cancelOrderForAdmin(deps, request.admin, request.body.order_no, request.body.reason);
    return null;
  });
  registerRoute(app, routes.rebates, async (request) => agentRebates(deps.db, request.admin, request.query, await readerOf(deps, request)));
  registerRoute(app, routes.refunds, async (request) => listRefundsForAdmin(deps.db, request.admin, request.query, await readerOf(deps, request)));
  registerRoute(app, routes.reviewRefund, async (request) => {
    await reviewRefund(deps, request.admin, request.body, request.log);
    return null;
  });
  registerRoute(app, routes.confirmReturn, async (request) => {
    await confirmReturn(deps, request.admin, request.body);
    return null;
  });
  registerRoute(app, routes.reviews, async (request) => listReviewsForAdmin(deps.db, request.admin, request.query, await readerOf(deps, request)));
  registerRoute(app, routes.reviewStatus, async (request) => {
    await setReviewStatus(deps, request.admin, request.body);
    return null;
  });
}
