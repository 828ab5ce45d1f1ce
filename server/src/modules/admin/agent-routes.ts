import { agentListQuery, agentSaveBody, idBody } from '@roamcart/contracts';
import type { App } from '../../platform/types.ts';
import { deleteAgent, listAgents, saveAgent } from './agents-service.ts';

const tags = ['admin agents'];

export async function adminAgentRoutes(app: App) {
  const { deps } = app;

  app.get('/agents', { schema: { querystring: agentListQuery, tags }, config: { permission: 'agents:list' } }, async (request) =>
    listAgents(deps.db, request.admin, request.query),
  );

  app.post('/agents/save', { schema: { body: agentSaveBody, tags }, config: { permission: 'agents:save' } }, async (request) =>
    saveAgent(deps, request.admin, request.body),
  );

  app.post('/agents/delete', { schema: { body: idBody, tags }, config: { permission: 'agents:delete' } }, async (request) => {
    await deleteAgent(deps, request.admin, request.body.id);
    return null;
  });
}
