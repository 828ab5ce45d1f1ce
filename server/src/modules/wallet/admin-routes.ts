import { adminRoutes } from '@roamcart/contracts';
import { idempotencyOf } from '../../platform/idempotency.ts';
import { readerOf } from '../../platform/reader.ts';
import { registerRoute } from '../../platform/routes.ts';
import type { App } from '../../platform/types.ts';
import { adjustUser, customerMoneyLog, customerPointsLog } from './admin-service.ts';

/** Balance and points adjustments by the back office, under the customers' permission tree. */
export async function walletAdminRoutes(app: App) {
  const { deps } = app;

  registerRoute(app, adminRoutes.users.adjust, async (request) => adjustUser(deps, request.admin, request.body, idempotencyOf(request)));
  registerRoute(app, adminRoutes.users.moneyLog, async (request) => customerMoneyLog(deps, request.admin, request.query, await readerOf(deps, request)));
  registerRoute(app, adminRoutes.users.pointsLog, async (request) => customerPointsLog(deps, request.admin, request.query, await readerOf(deps, request)));
}
