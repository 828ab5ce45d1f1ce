import { storefrontRoutes } from '@roamcart/contracts';
import { readerOf } from '../../platform/reader.ts';
import { registerRoute } from '../../platform/routes.ts';
import type { App } from '../../platform/types.ts';
import { moneyLog, pointsLog } from './money-log.ts';

const routes = storefrontRoutes.wallet;

/** The signed-in customer's wallet: its ledgers. */
export async function walletRoutes(app: App) {
  const { deps } = app;

  registerRoute(app, routes.moneyLog, async (request) => moneyLog(deps.db, request.user.id, request.query, await readerOf(deps, request)));
  registerRoute(app, routes.pointsLog, async (request) => pointsLog(deps.db, request.user.id, request.query, await readerOf(deps, request)));
}
