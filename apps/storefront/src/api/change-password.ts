import { storefrontRoutes } from '@roamcart/contracts';
import { call } from './client.ts';

export function changePassword(body: { old_password: string; password: string; password_confirm: string }) {
  return call(storefrontRoutes.identity.changePassword, body);
}
