import { adminRoutes } from '@roamcart/contracts';
import { readerOf } from '../../platform/reader.ts';
import { registerRoute } from '../../platform/routes.ts';
import type { App } from '../../platform/types.ts';
import { dashboard } from './dashboard.ts';
import { listAdminLogs } from './logs-service.ts';
import { deleteParameter, listParameters, saveParameter } from './parameters-service.ts';

const routes = adminRoutes;

/** Home numbers, system parameters and the admin action log. */
export async function adminSystemRoutes(app: App) {
  const { deps } = app;

  registerRoute(app, routes.dashboard, async (request) => dashboard(deps, request.admin, await readerOf(deps, request)));

  registerRoute(app, routes.parameters.list, async (request) => listParameters(deps, request.query));

  registerRoute(app, routes.parameters.save, async (request) => saveParameter(deps, request.body));

  registerRoute(app, routes.parameters.delete, async (request) => {
    await deleteParameter(deps, request.body.id);
    return null;
  });

  registerRoute(app, routes.logs, async (request) => listAdminLogs(deps, request.query, request.lang));
}
