import { currencyDeleteBody, currencyListQuery, currencySaveBody } from '@roamcart/contracts';
import type { App } from '../../platform/types.ts';
import { deleteCurrency, listAllCurrencies, saveCurrency } from './admin-service.ts';

const tags = ['admin currencies'];

export async function currencyAdminRoutes(app: App) {
  const { deps } = app;

  app.get('/currencies', { schema: { querystring: currencyListQuery, tags }, config: { permission: 'currencies:list' } }, async (request) =>
    listAllCurrencies(deps, request.query),
  );

  app.post('/currencies/save', { schema: { body: currencySaveBody, tags }, config: { permission: 'currencies:save' } }, async (request) =>
    saveCurrency(deps, request.body),
  );

  app.post('/currencies/delete', { schema: { body: currencyDeleteBody, tags }, config: { permission: 'currencies:delete' } }, async (request) => {
    await deleteCurrency(deps, request.body.id);
    return null;
  });
}
