import { adminRoutes } from '@roamcart/contracts';
import { idempotencyOf } from '../../platform/idempotency.ts';
import { readerOf } from '../../platform/reader.ts';
import { registerRoute } from '../../platform/routes.ts';
import type { App } from '../../platform/types.ts';
import { agentRebates } from './rebates.ts';
import { confirmReturn, listRefundsForAdmin, reviewRefund } from './refunds.ts';
import { createRefundForAdmin } from './operator-refunds.ts';
import { listReturnAddresses, saveReturnAddress } from './return-addresses.ts';
import { listReviewsForAdmin, setReviewStatus } from './reviews.ts';
import { addOrderNote, addShipmentEvent, cancelOrderForAdmin, exportOrders, listOrdersForAdmin, orderDetailForAdmin, shipOrder } from './admin-service.ts';
import { activeCarrierNames, deleteCarrier, listCarriers, saveCarrier } from './carriers.ts';
import { customerSpending } from './customer-spending.ts';
import { invoice, packingSlip } from './documents.ts';

const routes = adminRoutes.orders;

/** Running goods orders from the back office; amounts in the base currency. */
export async function orderAdminRoutes(app: App) {
  const { deps } = app;

  registerRoute(app, routes.list, async (request) => listOrdersForAdmin(deps, request.admin, request.query, await readerOf(deps, request)));
  registerRoute(app, routes.export, async (request) => exportOrders(deps, request.admin, request.query, await readerOf(deps, request)));
  registerRoute(app, routes.detail, async (request) => orderDetailForAdmin(deps, request.admin, request.query.order_no, await readerOf(deps, request)));
  // A customer's spending is declared with the customers' routes: their page shows it.
  registerRoute(app, adminRoutes.users.spending, async (request) => customerSpending(deps, request.admin, request.query.user_id));
  // The ship form's choices, a list of names that clients read: the active carriers'.
  registerRoute(app, routes.logisticsCompanies, async () => activeCarrierNames(deps.db));
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
  registerRoute(app, adminRoutes.carriers.list, async (request) => listCarriers(deps.db, request.query));
  registerRoute(app, adminRoutes.carriers.save, async (request) => saveCarrier(deps.db, request.body));
  registerRoute(app, adminRoutes.carriers.delete, async (request) => {
    await deleteCarrier(deps.db, request.body.id);
    return null;
  });
  registerRoute(app, routes.cancel, async (request) => {
    await cancelOrderForAdmin(deps, request.admin, request.body.order_no, request.body.reason);
    return null;
  });
  registerRoute(app, routes.addNote, async (request) => addOrderNote(deps, request.admin, request.body));
  registerRoute(app, routes.packingSlip, async (request) => packingSlip(deps, request.admin, request.query.order_no));
  registerRoute(app, routes.invoice, async (request) => invoice(deps, request.admin, request.query.order_no));
  registerRoute(app, routes.rebates, async (request) => agentRebates(deps.db, request.admin, request.query, await readerOf(deps, request)));
  registerRoute(app, routes.refunds, async (request) => listRefundsForAdmin(deps.db, request.admin, request.query, await readerOf(deps, request)));
  registerRoute(app, routes.reviewRefund, async (request) => {
    await reviewRefund({ ...deps, payments: app.payments }, request.admin, request.body, request.log);
    return null;
  });
  registerRoute(app, routes.confirmReturn, async (request) => {
    await confirmReturn(deps, request.admin, request.body);
    return null;
  });
  registerRoute(app, routes.createRefund, async (request) => createRefundForAdmin({ ...deps, payments: app.payments }, request.admin, request.body, await readerOf(deps, request), idempotencyOf(request)));
  registerRoute(app, routes.reviews, async (request) => listReviewsForAdmin(deps.db, request.admin, request.query, await readerOf(deps, request)));
  registerRoute(app, routes.reviewStatus, async (request) => {
    await setReviewStatus(deps, request.admin, request.body);
    return null;
  });
}
