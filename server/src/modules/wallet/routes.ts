import { storefrontRoutes } from '@roamcart/contracts';
import { idempotencyOf } from '../../platform/idempotency.ts';
import { perAccountAndClient } from '../../platform/rate-limit.ts';
import { readerOf } from '../../platform/reader.ts';
import { registerRoute } from '../../platform/routes.ts';
import type { App } from '../../platform/types.ts';
import { moneyLog, pointsLog } from './money-log.ts';
import { listWithdrawals, requestWithdrawal } from './withdrawals.ts';

const routes = storefrontRoutes.wallet;

/** The signed-in customer's wallet: its ledgers and withdrawals. */
export async function walletRoutes(app: App) {
  const { deps } = app;

  registerRoute(app, routes.moneyLog, async (request) => moneyLog(deps.db, request.user.id, request.query, await readerOf(deps, request)));
  registerRoute(app, routes.pointsLog, async (request) => pointsLog(deps.db, request.user.id, request.query));
  registerRoute(
    app,
    routes.withdraw,
    async (request) => requestWithdrawal(deps, request.user, request.body, await readerOf(deps, request), idempotencyOf(request)),
    { preHandler: perAccountAndClient(app, 'withdrawal', deps.config.RATE_WITHDRAWAL_PER_HOUR, (request) => `user:${request.user.id}`) },
  );
  registerRoute(app, routes.withdrawals, async (request) => listWithdrawals(deps.db, request.user.id, request.query, await readerOf(deps, request)));
}
