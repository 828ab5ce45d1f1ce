import { storefrontEndpoint } from '../endpoint.ts';

const tag = 'cart';

/** The shopping cart; every call is the signed-in user's own and answers the whole cart. */
export const cartEndpoints = {
  list: storefrontEndpoint({ tag, method: 'GET', path: '/cart/list', auth: 'user' }),
  /** Adds units of a SKU, to its line when the cart already has one. */
  add: storefrontEndpoint({ tag, method: 'POST', path: '/cart/add', auth: 'user' }),
  /** Sets a line's quantity and/or whether it is selected for checkout. */
  update: storefrontEndpoint({ tag, method: 'POST', path: '/cart/update', auth: 'user' }),
  selectAll: storefrontEndpoint({ tag, method: 'POST', path: '/cart/select_all', auth: 'user' }),
  delete: storefrontEndpoint({ tag, method: 'POST', path: '/cart/delete', auth: 'user' }),
};
