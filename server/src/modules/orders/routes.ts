import { storefrontRoutes } from '@roamcart/contracts';
import { idempotencyOf } from '../../platform/idempotency.ts';
import { readerOf } from '../../platform/reader.ts';
import { optionalUser } from '../payments/index.ts';
import { registerRoute } from '../../platform/routes.ts';
import type { App } from '../../platform/types.ts';
import { requestRefund, shipReturn } from './refunds.ts';
import { parcelTracking } from './tracking.ts';
import { goodsReviewPage, reviewOrder } from './reviews.ts';
import { recommendGoods } from './recommend.ts';
import { CATALOGUE_ANSWERS } from '../catalogue/index.ts';
import {
  cancelOrder,
  confirmReceipt,
  deleteOrder,
  listOrders,
  orderDetail,
  payOrder,
  payShared,
  payStatus,
  sharedOrderDetail,
  shareOrder,
} from './service.ts';
import { createOrder, previewOrder } from './checkout.ts';
import { orderCounts } from './order-counts.ts';

const routes = storefrontRoutes.orders;

/** Goods orders: checkout, paying, following and ending them; every call is the buyer's own. */
export async function orderRoutes(app: App) {
  const { deps } = app;
  const orderDeps = { db: deps.db, ref: deps.ref, payments: app.payments, answerDrops: deps.answerDrops, metrics: deps.metrics };

  registerRoute(app, routes.preview, async (request) => previewOrder(orderDeps, request.user.id, request.body, await readerOf(deps, request)));
  registerRoute(app, routes.create, async (request) => createOrder(orderDeps, request.user.id, request.body, await readerOf(deps, request), idempotencyOf(request)));
  registerRoute(app, routes.list, async (request) => listOrders(deps.db, request.user.id, request.query, await readerOf(deps, request)));
  registerRoute(app, routes.counts, async (request) => orderCounts(deps.db, request.user.id));
  registerRoute(app, routes.detail, async (request) => orderDetail(deps.db, request.user.id, request.query.order_no, await readerOf(deps, request)));
  registerRoute(app, routes.cancel, async (request) => {
    await cancelOrder(deps.db, request.user.id, request.body);
    return null;
  });
  registerRoute(app, routes.pay, async (request) => payOrder(orderDeps, request.user.id, request.body, await readerOf(deps, request), idempotencyOf(request)));
  registerRoute(app, routes.payStatus, async (request) => payStatus(deps.db, request.user.id, request.query.order_no, await readerOf(deps, request)));
  registerRoute(app, routes.confirmReceipt, async (request) => {
    await confirmReceipt(deps.db, request.user.id, request.body.order_no);
    return null;
  });
  registerRoute(app, routes.delete, async (request) => {
    await deleteOrder(deps.db, request.user.id, request.body.order_no);
    return null;
  });
  registerRoute(app, routes.review, async (request) => {
    await reviewOrder(deps, request.user.id, request.body);
    return null;
  });
  registerRoute(app, routes.share, async (request) => shareOrder({ ...orderDeps, publicUrl: deps.config.PUBLIC_URL }, request.user.id, request.body.order_no));
  registerRoute(app, routes.shareDetail, async (request) => sharedOrderDetail(deps.db, request.query.share_token, await readerOf(deps, request)));
  registerRoute(app, routes.sharePay, async (request) => payShared(orderDeps, await optionalUser(app, request), request.body, await readerOf(deps, request), idempotencyOf(request)));
  registerRoute(app, routes.refund, async (request) => requestRefund(deps.db, request.user.id, request.body, await readerOf(deps, request)));
  registerRoute(app, routes.refundShip, async (request) => {
    await shipReturn(deps.db, request.user.id, request.body);
    return null;
  });
  registerRoute(app, routes.tracking, async (request) => parcelTracking(deps.db, request.user.id, request.query.sub_order_no, await readerOf(deps, request)));
  registerRoute(app, routes.goodsReviews, async (request) => goodsReviewPage(deps.db, request.query, await readerOf(deps, request)));
  // Like other goods lists, the same for every caller (until a catalogue write) unless it names the caller's order.
  registerRoute(app, routes.goodsRecommend, async (request) => recommendGoods(deps.db, request.query.order_no ? await optionalUser(app, request) : null, request.query, await readerOf(deps, request)), {
    cache: { region: CATALOGUE_ANSWERS, personal: (request) => 'order_no' in (request.query as object) },
  });
}
