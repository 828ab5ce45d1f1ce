import { storefrontRoutes } from '@roamcart/contracts';
import { readerOf } from '../../platform/reader.ts';
import { registerRoute } from '../../platform/routes.ts';
import type { App } from '../../platform/types.ts';
import { listChannels } from './channels.ts';

const routes = storefrontRoutes.payments;

/** Payment channels, and (with the money issue) top-ups and gateway callbacks. */
export async function paymentRoutes(app: App) {
  const { deps } = app;
  registerRoute(app, routes.channels, async (request) => listChannels(deps.db, request.query.type, await readerOf(deps, request)));
}
