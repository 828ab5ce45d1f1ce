import { ErrorCode, storefrontRoutes } from '@roamcart/contracts';
import { AppError } from '../../platform/errors.ts';
import { registerRoute } from '../../platform/routes.ts';
import type { App } from '../../platform/types.ts';
import { setUserCurrency } from '../identity/index.ts';

const routes = storefrontRoutes.currency;

export async function currencyRoutes(app: App) {
  const { deps } = app;

  registerRoute(app, routes.list, async () => {
    const rows = await deps.ref.activeCurrencies();
    return rows.map((c) => ({ name: c.name, code: c.code, symbol: c.symbol, rate: c.rate, digits: c.digits }));
  });

  registerRoute(app, routes.change, async (request) => {
    const currency = await deps.ref.findCurrency(request.body.code);
    if (!currency) throw new AppError(ErrorCode.InvalidParameters, { code: 'validation.unknown_currency' });
    await setUserCurrency(deps, request.user.id, currency.code);
    return { code: currency.code, symbol: currency.symbol, digits: currency.digits };
  });
}
