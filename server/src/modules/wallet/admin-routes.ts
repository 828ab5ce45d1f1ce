import { adminRoutes } from '@roamcart/contracts';
import { idempotencyOf } from '../../platform/idempotency.ts';
import { registerRoute } from '../../platform/routes.ts';
import type { App } from '../../platform/types.ts';
import { adjustUser } from './admin-service.ts';

/** Balance and points adjustments by the back office, under the customers' permission tree. */
export async function walletAdminRoutes(app: App) {
  const { deps } = app;

  registerRoute(app, adminRoutes.users.adjust, async (request) => adjustUser(deps, request.admin, request.body, idempotencyOf(request)));
}
