import { storefrontApi } from '@roamcart/contracts/api';
import { call } from './client.ts';

/** Base currency and default language. */
export const getSystemConfig = () => call(storefrontApi.content.config, undefined, { silent: true });

/** Active languages, for the language switch. */
export const getLanguages = () => call(storefrontApi.i18n.languages, undefined, { silent: true });

/** The back office's UI dictionary of one language: its own keys and the server's messages, without the storefront's. */
export const getTranslations = (lang: string) => call(storefrontApi.i18n.translations, { app: 'admin' }, { silent: true, lang });
