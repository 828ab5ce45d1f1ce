import { adminRoutes } from '@roamcart/contracts';
import { idempotencyOf } from '../../platform/idempotency.ts';
import { registerRoute } from '../../platform/routes.ts';
import type { App } from '../../platform/types.ts';
import { adjustUser } from './admin-service.ts';
import { listLedgerIssues, runLedgerCheck } from './ledger-admin.ts';

/** Balance and points adjustments by the back office, under the customers' permission tree; the ledgers' reconciliation. */
export async function walletAdminRoutes(app: App) {
  const { deps } = app;

  registerRoute(app, adminRoutes.users.adjust, async (request) => adjustUser(deps, request.admin, request.body, idempotencyOf(request)));
  registerRoute(app, adminRoutes.wallet.ledgerIssues, async (request) => listLedgerIssues(deps, request.admin, request.query));
  registerRoute(app, adminRoutes.wallet.ledgerCheck, async (request) => runLedgerCheck(deps, request.admin));
}
