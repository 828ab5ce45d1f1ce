import { addressDeleteBody, addressRow, addressSaveBody } from '../address.ts';
import { pageQuery, pageResultOf, z } from '../validation.ts';
import { withSchemas } from './define.ts';
import { addressEndpoints } from './endpoints/address.ts';

export const addressRoutes = withSchemas(addressEndpoints, {
  page: { query: pageQuery, response: pageResultOf(addressRow) },
  save: { body: addressSaveBody, response: addressRow },
  delete: { body: addressDeleteBody, response: z.null() },
});
