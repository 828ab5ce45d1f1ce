import { storefrontRoutes } from '@roamcart/contracts';
import { call } from './client.ts';

export function deleteAccount(body: { password: string }) {
  return call(storefrontRoutes.identity.deleteAccount, body);
}
