import { adminCurrencyRow, currencyDeleteBody, currencyListQuery, currencySaveBody } from '../admin/system.ts';
import { currencyInfo } from '../identity.ts';
import { currencyChangeBody, currencyItem } from '../settings.ts';
import { pageResultOf, z } from '../validation.ts';
import { withSchemas } from './define.ts';
import { currencyEndpoints, currencyAdminEndpoints } from './endpoints/currency.ts';

export const currencyRoutes = withSchemas(currencyEndpoints, {
  list: { response: z.array(currencyItem) },
  change: { body: currencyChangeBody, response: currencyInfo },
});

export const currencyAdminRoutes = withSchemas(currencyAdminEndpoints, {
  list: { query: currencyListQuery, response: pageResultOf(adminCurrencyRow) },
  save: { body: currencySaveBody, response: adminCurrencyRow },
  delete: { body: currencyDeleteBody, response: z.null() },
});
