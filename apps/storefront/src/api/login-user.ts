import { storefrontRoutes } from '@roamcart/contracts';
import { call } from './client.ts';

export function loginUser(body: { email: string; password: string }) {
  return call(storefrontRoutes.identity.login, body);
}
