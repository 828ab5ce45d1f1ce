import { adminUserListQuery, idPathParams, userAdjustBody, userStatusBody } from '@roamcart/contracts';
import type { App } from '../../platform/types.ts';
import { idempotencyKeyOf } from '../../platform/idempotency.ts';
import { adjustUser, listUsers, setUserStatus, userDetail } from './admin-service.ts';

const tags = ['admin users'];

/** Customers in the back office; an agent-scoped admin sees only its agents' customers. */
export async function identityAdminRoutes(app: App) {
  const { deps } = app;

  app.get('/users', { schema: { querystring: adminUserListQuery, tags }, config: { permission: 'users:list' } }, async (request) =>
    listUsers(deps, request.admin, request.query),
  );

  app.get('/users/:id', { schema: { params: idPathParams, tags }, config: { permission: 'users:detail' } }, async (request) =>
    userDetail(deps, request.admin, request.params.id),
  );

  app.post('/users/status', { schema: { body: userStatusBody, tags }, config: { permission: 'users:status' } }, async (request) =>
    setUserStatus(deps, request.admin, request.body.id, request.body.status),
  );

  app.post('/users/adjust', { schema: { body: userAdjustBody, tags }, config: { permission: 'users:adjust' } }, async (request) =>
    adjustUser(deps, request.admin, request.body, idempotencyKeyOf(request)),
  );
}
