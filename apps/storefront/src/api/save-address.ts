import type { Address, AddressSaveBody } from '@roamcart/contracts';
import { post } from './client.ts';

/** Adds an address, or updates it when `id` is given. */
export function saveAddress(body: AddressSaveBody): Promise<Address> {
  return post<Address>('/address/save', body);
}
