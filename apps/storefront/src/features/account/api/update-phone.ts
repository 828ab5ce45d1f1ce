import { storefrontApi } from '@roamcart/contracts/api';
import { call } from '../../../api/client.ts';

export function updatePhone(body: { mobile: string }) {
  return call(storefrontApi.identity.setPhone, body);
}
