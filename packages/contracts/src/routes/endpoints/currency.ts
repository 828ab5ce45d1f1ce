import { adminEndpoint, storefrontEndpoint } from '../endpoint.ts';

const tag = 'currency';

const adminTag = 'admin currencies';

export const currencyEndpoints = {
  list: storefrontEndpoint({ tag, method: 'GET', path: '/currency', auth: 'public' }),
  change: storefrontEndpoint({ tag, method: 'POST', path: '/user/currency/change', auth: 'user' }),
};

/** A currency is identified by its code (`id` in the save and delete bodies). */
export const currencyAdminEndpoints = {
  list: adminEndpoint({ tag: adminTag, method: 'GET', path: '/currencies', auth: 'currencies:list' }),
  save: adminEndpoint({ tag: adminTag, method: 'POST', path: '/currencies/save', auth: 'currencies:save' }),
  delete: adminEndpoint({ tag: adminTag, method: 'POST', path: '/currencies/delete', auth: 'currencies:delete' }),
};
