import { storefrontRoutes } from '@roamcart/contracts';
import { call } from './client.ts';

export function deleteAddress(id: number) {
  return call(storefrontRoutes.address.delete, { id });
}
