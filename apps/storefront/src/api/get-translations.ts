import { storefrontApi } from '@roamcart/contracts/api';
import { call } from './client.ts';

/** The UI dictionary of one language, flat key -> text. */
export function getTranslations(lang: string) {
  return call(storefrontApi.i18n.translations, undefined, { overlay: false, lang });
}
