import { storefrontRoutes } from '@roamcart/contracts';
import { call } from './client.ts';

export function updatePhone(body: { mobile: string }) {
  return call(storefrontRoutes.identity.setPhone, body);
}
