import { adminRoutes } from '@roamcart/contracts';
import { registerRoute } from '../../platform/routes.ts';
import type { App } from '../../platform/types.ts';
import { listOperatorMessages, readAllOperatorMessages, readOperatorMessage } from './service.ts';

const routes = adminRoutes.operatorMessages;

/** The signed-in admin's messages from the system, read in the header's bell. */
export async function operatorMessageAdminRoutes(app: App) {
  const { deps } = app;

  registerRoute(app, routes.list, async (request) => listOperatorMessages(deps.db, request.admin, request.query));

  registerRoute(app, routes.read, async (request) => readOperatorMessage(deps.db, request.admin, request.body.id));

  registerRoute(app, routes.readAll, async (request) => {
    await readAllOperatorMessages(deps.db, request.admin);
    return null;
  });
}
