import { storefrontApi } from '@roamcart/contracts/api';
import { call } from '../../../api/client.ts';

export function resetPassword(body: { email: string; code: string; password: string; password_confirm: string }) {
  return call(storefrontApi.identity.resetPassword, body);
}
