import { adminLogListQuery, idBody, parameterListQuery, parameterSaveBody } from '@roamcart/contracts';
import type { App } from '../../platform/types.ts';
import { dashboard } from './dashboard.ts';
import { listAdminLogs } from './logs-service.ts';
import { deleteParameter, listParameters, saveParameter } from './parameters-service.ts';

const tags = ['admin system'];

/** Home numbers, system parameters and the admin action log. */
export async function adminSystemRoutes(app: App) {
  const { deps } = app;

  app.get('/dashboard', { schema: { tags }, config: { permission: 'dashboard:view' } }, async (request) => dashboard(deps, request.admin));

  app.get('/parameters', { schema: { querystring: parameterListQuery, tags }, config: { permission: 'parameters:list' } }, async (request) =>
    listParameters(deps, request.query),
  );

  app.post('/parameters/save', { schema: { body: parameterSaveBody, tags }, config: { permission: 'parameters:save' } }, async (request) =>
    saveParameter(deps, request.body),
  );

  app.post('/parameters/delete', { schema: { body: idBody, tags }, config: { permission: 'parameters:delete' } }, async (request) => {
    await deleteParameter(deps, request.body.id);
    return null;
  });

  app.get('/logs', { schema: { querystring: adminLogListQuery, tags }, config: { permission: 'logs:list' } }, async (request) =>
    listAdminLogs(deps, request.query, request.lang),
  );
}
