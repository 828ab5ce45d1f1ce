import { storefrontRoutes } from '@roamcart/contracts';
import { call } from './client.ts';

/** Remembers the signed-in user's currency on the account. */
export function changeCurrency(code: string) {
  return call(storefrontRoutes.currency.change, { code });
}
