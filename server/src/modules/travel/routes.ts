import { storefrontRoutes } from '@roamcart/contracts';
import { readerOf } from '../../platform/reader.ts';
import { registerRoute } from '../../platform/routes.ts';
import type { App } from '../../platform/types.ts';
import { orderFeed } from './feed.ts';

/** Every order of the caller, goods and travel (GET /order). */
export async function orderFeedRoutes(app: App) {
  const { deps } = app;
  registerRoute(app, storefrontRoutes.orderFeed.list, async (request) => orderFeed(deps.db, request.user.id, request.query, await readerOf(deps, request)));
}
