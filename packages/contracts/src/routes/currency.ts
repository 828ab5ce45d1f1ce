import { adminCurrencyRow, currencyDeleteBody, currencyListQuery, currencySaveBody } from '../admin/system.ts';
import { currencyInfo } from '../identity.ts';
import { currencyChangeBody, currencyItem } from '../settings.ts';
import { pageResultOf, z } from '../validation.ts';
import { adminRoute, storefrontRoute } from './define.ts';

const tag = 'currency';

export const currencyRoutes = {
  list: storefrontRoute({ tag, method: 'GET', path: '/currency', auth: 'public', response: z.array(currencyItem) }),
  change: storefrontRoute({ tag, method: 'POST', path: '/user/currency/change', auth: 'user', body: currencyChangeBody, response: currencyInfo }),
};

const adminTag = 'admin currencies';

/** A currency is identified by its code (`id` in the save and delete bodies). */
export const currencyAdminRoutes = {
  list: adminRoute({ tag: adminTag, method: 'GET', path: '/currencies', auth: 'currencies:list', query: currencyListQuery, response: pageResultOf(adminCurrencyRow) }),
  save: adminRoute({ tag: adminTag, method: 'POST', path: '/currencies/save', auth: 'currencies:save', body: currencySaveBody, response: adminCurrencyRow }),
  delete: adminRoute({ tag: adminTag, method: 'POST', path: '/currencies/delete', auth: 'currencies:delete', body: currencyDeleteBody, response: z.null() }),
};
