import { adminRoutes } from '@roamcart/contracts';
import { registerRoute } from '../../platform/routes.ts';
import type { App } from '../../platform/types.ts';
import { listSentMessages, sendMessage } from './service.ts';

const routes = adminRoutes.messages;

export async function messageAdminRoutes(app: App) {
  const { deps } = app;

  registerRoute(app, routes.list, async (request) => listSentMessages(deps, request.admin, request.query));

  registerRoute(app, routes.send, async (request) => sendMessage(deps, request.admin, request.body));
}
