import { storefrontApi } from '@roamcart/contracts/api';
import { call } from '../../../api/client.ts';

export function deleteAddress(id: number) {
  return call(storefrontApi.address.delete, { id });
}
