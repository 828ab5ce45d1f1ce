import { addressDeleteBody, addressRow, addressSaveBody } from '../address.ts';
import { pageQuery, pageResultOf, z } from '../validation.ts';
import { storefrontRoute } from './define.ts';

const tag = 'address';

/** The address book; every call is the signed-in user's own. */
export const addressRoutes = {
  page: storefrontRoute({ tag, method: 'GET', path: '/address/page', auth: 'user', query: pageQuery, response: pageResultOf(addressRow) }),
  /** Adds an address, or updates it when `id` is given. */
  save: storefrontRoute({ tag, method: 'POST', path: '/address/save', auth: 'user', body: addressSaveBody, response: addressRow }),
  delete: storefrontRoute({ tag, method: 'POST', path: '/address/delete', auth: 'user', body: addressDeleteBody, response: z.null() }),
};
