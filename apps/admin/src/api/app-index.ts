import { storefrontApi } from '@roamcart/contracts/api';
import { call } from './client.ts';

/** Base currency and default language. */
export const getSystemConfig = () => call(storefrontApi.content.config, undefined, { silent: true });

/** Active languages, for the language switch. */
export const getLanguages = () => call(storefrontApi.i18n.languages, undefined, { silent: true });

/** The UI dictionary of one language (same translations table as the storefront). */
export const getTranslations = (lang: string) => call(storefrontApi.i18n.translations, undefined, { silent: true, lang });
