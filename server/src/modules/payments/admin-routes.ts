import { adminRoutes } from '@roamcart/contracts';
import { readerOf } from '../../platform/reader.ts';
import { registerRoute } from '../../platform/routes.ts';
import type { App } from '../../platform/types.ts';
import { deleteChannel, listChannelsForAdmin, saveChannel } from './admin-channels.ts';
import { listChannelPayments, reviewChannelPayment } from './admin-reviews.ts';

const channels = adminRoutes.paymentChannels;
const reviews = adminRoutes.paymentReviews;

/** Payment channels and the review queues of top-ups and offline order payments. */
export async function paymentAdminRoutes(app: App) {
  const { deps } = app;

  registerRoute(app, channels.list, async (request) => listChannelsForAdmin(deps.db, deps.ref, request.query));
  registerRoute(app, channels.save, async (request) => saveChannel(deps.db, deps.ref, request.body));
  registerRoute(app, channels.delete, async (request) => {
    await deleteChannel(deps.db, request.body.id);
    return null;
  });

  registerRoute(app, reviews.recharges, async (request) => listChannelPayments(deps.db, request.admin, 'recharges', request.query, await readerOf(deps, request)));
  registerRoute(app, reviews.reviewRecharge, async (request) => reviewChannelPayment(app.payments, request.admin, 'recharges', request.body, await readerOf(deps, request)));
  registerRoute(app, reviews.offlinePayments, async (request) => listChannelPayments(deps.db, request.admin, 'offline_payments', request.query, await readerOf(deps, request)));
  registerRoute(app, reviews.reviewOfflinePayment, async (request) => reviewChannelPayment(app.payments, request.admin, 'offline_payments', request.body, await readerOf(deps, request)));
}
