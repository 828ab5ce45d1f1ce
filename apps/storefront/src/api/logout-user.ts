import { storefrontRoutes } from '@roamcart/contracts';
import { call } from './client.ts';

export function logoutUser() {
  return call(storefrontRoutes.identity.logout);
}
