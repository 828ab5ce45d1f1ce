import type { AddressSaveBody } from '@roamcart/contracts';
import { storefrontApi } from '@roamcart/contracts/api';
import { call } from '../../../api/client.ts';

/** Adds an address, or updates it when `id` is given. */
export function saveAddress(body: AddressSaveBody) {
  return call(storefrontApi.address.save, body);
}
