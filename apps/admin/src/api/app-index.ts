import { storefrontRoutes } from '@roamcart/contracts';
import { call } from './client.ts';

/** Base currency and default language. */
export const getSystemConfig = () => call(storefrontRoutes.content.config, undefined, { silent: true });

/** Active languages, for the language switch. */
export const getLanguages = () => call(storefrontRoutes.i18n.languages, undefined, { silent: true });

/** The UI dictionary of one language (same translations table as the storefront). */
export const getTranslations = (lang: string) => call(storefrontRoutes.i18n.translations, undefined, { silent: true, lang });
