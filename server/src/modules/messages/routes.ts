import { storefrontRoutes } from '@roamcart/contracts';
import { registerRoute } from '../../platform/routes.ts';
import type { App } from '../../platform/types.ts';
import { listMessages, readAllMessages, readMessage } from './service.ts';

const routes = storefrontRoutes.messages;

/** The signed-in customer's internal messages (API.md "/message/*"). */
export async function messageRoutes(app: App) {
  const { deps } = app;

  registerRoute(app, routes.list, async (request) => listMessages(deps.db, request.user, request.query));

  registerRoute(app, routes.detail, async (request) => readMessage(deps.db, request.user, request.query.id));

  registerRoute(app, routes.readAll, async (request) => {
    await readAllMessages(deps.db, request.user);
    return null;
  });
}
