import { storefrontApi } from '@roamcart/contracts/api';
import { call } from '../../../api/client.ts';

export function changePassword(body: { old_password: string; password: string; password_confirm: string }) {
  return call(storefrontApi.identity.changePassword, body);
}
