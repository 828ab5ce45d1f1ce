import { storefrontApi } from '@roamcart/contracts/api';
import { call } from './client.ts';

/** Switches the interface language; a signed-in user's choice is remembered on the account. */
export function updateLang(lang: string) {
  return call(storefrontApi.i18n.updateLang, { lang });
}
