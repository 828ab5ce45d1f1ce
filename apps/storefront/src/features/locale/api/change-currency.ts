import { storefrontApi } from '@roamcart/contracts/api';
import { call } from '../../../api/client.ts';

/** Remembers the signed-in user's currency on the account. */
export function changeCurrency(code: string) {
  return call(storefrontApi.currency.change, { code });
}
