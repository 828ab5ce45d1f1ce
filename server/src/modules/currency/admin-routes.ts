import { adminRoutes } from '@roamcart/contracts';
import { registerRoute } from '../../platform/routes.ts';
import type { App } from '../../platform/types.ts';
import { deleteCurrency, listAllCurrencies, saveCurrency } from './admin-service.ts';

const routes = adminRoutes.currencies;

export async function currencyAdminRoutes(app: App) {
  const { deps } = app;

  registerRoute(app, routes.list, async (request) => listAllCurrencies(deps, request.query));

  registerRoute(app, routes.save, async (request) => saveCurrency(deps, request.body));

  registerRoute(app, routes.delete, async (request) => {
    await deleteCurrency(deps, request.body.id);
    return null;
  });
}
