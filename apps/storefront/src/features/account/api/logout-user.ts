import { storefrontApi } from '@roamcart/contracts/api';
import { call } from '../../../api/client.ts';

export function logoutUser() {
  return call(storefrontApi.identity.logout);
}
