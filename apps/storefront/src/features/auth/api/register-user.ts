import type { RegisterBody } from '@roamcart/contracts';
import { storefrontApi } from '@roamcart/contracts/api';
import { call } from '../../../api/client.ts';

export function registerUser(body: RegisterBody) {
  return call(storefrontApi.identity.register, body);
}
