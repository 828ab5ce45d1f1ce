import { storefrontRoutes } from '@roamcart/contracts';
import { call } from './client.ts';

export function resetPassword(body: { email: string; code: string; password: string; password_confirm: string }) {
  return call(storefrontRoutes.identity.resetPassword, body);
}
