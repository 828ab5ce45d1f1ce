import { storefrontRoutes, type AddressSaveBody } from '@roamcart/contracts';
import { call } from './client.ts';

/** Adds an address, or updates it when `id` is given. */
export function saveAddress(body: AddressSaveBody) {
  return call(storefrontRoutes.address.save, body);
}
