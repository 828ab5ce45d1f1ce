import { storefrontApi } from '@roamcart/contracts/api';
import { call } from '../../../api/client.ts';

export function loginUser(body: { email: string; password: string }) {
  return call(storefrontApi.identity.login, body);
}
