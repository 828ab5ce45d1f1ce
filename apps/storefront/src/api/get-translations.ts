import { storefrontApi } from '@roamcart/contracts/api';
import { call } from './client.ts';
import { STOREFRONT_DICTIONARY } from './dictionary-input.ts';

/** The storefront's UI dictionary of one language, flat key -> text. */
export function getTranslations(lang: string) {
  return call(storefrontApi.i18n.translations, STOREFRONT_DICTIONARY, { overlay: false, lang });
}
