import { storefrontRoutes } from '@roamcart/contracts';
import { readerOf } from '../../platform/reader.ts';
import { registerRoute } from '../../platform/routes.ts';
import type { App } from '../../platform/types.ts';
import { orderFeed, type TravelFeedLines } from './feed.ts';

export type { TravelFeedLines } from './feed.ts';

/** Every order of the caller, goods and travel (GET /order), each travel kind shown by its lines. */
export function orderFeedRoutes(kinds: TravelFeedLines) {
  return async function orderFeedRoutes(app: App) {
    const { deps } = app;
    registerRoute(app, storefrontRoutes.orderFeed.list, async (request) => orderFeed(deps.db, kinds, request.user.id, request.query, await readerOf(deps, request)));
  };
}
