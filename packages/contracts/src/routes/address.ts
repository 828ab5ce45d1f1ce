import { addressBook, addressDeleteBody, addressRow, addressSaveBody } from '../address.ts';
import { pageQuery, z } from '../validation.ts';
import { withSchemas } from './define.ts';
import { addressEndpoints } from './endpoints/address.ts';

export const addressRoutes = withSchemas(addressEndpoints, {
  page: { query: pageQuery, response: addressBook },
  save: { body: addressSaveBody, response: addressRow },
  delete: { body: addressDeleteBody, response: z.null() },
});
