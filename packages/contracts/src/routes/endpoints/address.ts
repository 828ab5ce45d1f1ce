import { storefrontEndpoint } from '../endpoint.ts';

const tag = 'address';

/** The address book; every call is the signed-in user's own. */
export const addressEndpoints = {
  page: storefrontEndpoint({ tag, method: 'GET', path: '/address/page', auth: 'user' }),
  /** Adds an address, or updates it when `id` is given. */
  save: storefrontEndpoint({ tag, method: 'POST', path: '/address/save', auth: 'user' }),
  delete: storefrontEndpoint({ tag, method: 'POST', path: '/address/delete', auth: 'user' }),
};
