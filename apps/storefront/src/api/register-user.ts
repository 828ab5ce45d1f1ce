import { storefrontRoutes, type RegisterBody } from '@roamcart/contracts';
import { call } from './client.ts';

export function registerUser(body: RegisterBody) {
  return call(storefrontRoutes.identity.register, body);
}
