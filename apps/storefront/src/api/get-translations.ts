import { storefrontRoutes } from '@roamcart/contracts';
import { call } from './client.ts';

/** The UI dictionary of one language, flat key -> text. */
export function getTranslations(lang: string) {
  return call(storefrontRoutes.i18n.translations, undefined, { overlay: false, lang });
}
