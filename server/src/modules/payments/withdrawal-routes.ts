import { adminRoutes, storefrontRoutes } from '@roamcart/contracts';
import { idempotencyOf } from '../../platform/idempotency.ts';
import { perAccountAndClient } from '../../platform/rate-limit.ts';
import { readerOf } from '../../platform/reader.ts';
import { registerRoute } from '../../platform/routes.ts';
import type { App } from '../../platform/types.ts';
import { accountOf } from '../identity/index.ts';
import { listWithdrawals, listWithdrawalsForAdmin, requestWithdrawal, reviewWithdrawal } from './withdrawals.ts';

/** The signed-in customer's withdrawals: asking for one (rate-limited per account and address) and the list. */
export async function withdrawalRoutes(app: App) {
  const { deps } = app;
  const routes = storefrontRoutes.wallet;

  registerRoute(
    app,
    routes.withdraw,
    async (request) => requestWithdrawal(deps, await accountOf(deps.db, request.user), request.body, request.currency, await readerOf(deps, request), idempotencyOf(request)),
    { preHandler: perAccountAndClient(app, 'withdrawal', deps.config.RATE_WITHDRAWAL_PER_HOUR, (request) => `user:${request.user.id}`) },
  );
  registerRoute(app, routes.withdrawals, async (request) => listWithdrawals(deps.db, request.user.id, request.query, await readerOf(deps, request)));
}

/** The back office's withdrawal queue and its decisions. */
export async function withdrawalAdminRoutes(app: App) {
  const { deps } = app;
  const routes = adminRoutes.wallet;

  registerRoute(app, routes.withdrawals, async (request) => listWithdrawalsForAdmin(deps, request.admin, request.query, await readerOf(deps, request)));
  registerRoute(app, routes.reviewWithdrawal, async (request) => {
    await reviewWithdrawal(deps, request.admin, request.body);
    return null;
  });
}
