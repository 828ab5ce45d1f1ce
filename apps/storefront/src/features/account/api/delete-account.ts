import { storefrontApi } from '@roamcart/contracts/api';
import { call } from '../../../api/client.ts';

export function deleteAccount(body: { password: string }) {
  return call(storefrontApi.identity.deleteAccount, body);
}
