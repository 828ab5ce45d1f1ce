import { adminRoutes } from '@roamcart/contracts';
import { registerRoute } from '../../platform/routes.ts';
import type { App } from '../../platform/types.ts';
import { deleteAgent, listAgents, saveAgent } from './agents-service.ts';

const routes = adminRoutes.agents;

export async function adminAgentRoutes(app: App) {
  const { deps } = app;

  registerRoute(app, routes.list, async (request) => listAgents(deps.db, request.admin, request.query));

  registerRoute(app, routes.save, async (request) => saveAgent(deps, request.admin, request.body));

  registerRoute(app, routes.delete, async (request) => {
    await deleteAgent(deps, request.admin, request.body.id);
    return null;
  });
}
