import type { LanguageItem, SystemConfig } from '@roamcart/contracts';
import { appIndexApi } from './client.ts';

/** Base currency and default language. */
export const getSystemConfig = () => appIndexApi.get<SystemConfig>('/common/config', undefined, { silent: true });

/** Active languages, for the language switch. */
export const getLanguages = () => appIndexApi.get<LanguageItem[]>('/language', undefined, { silent: true });

/** The UI dictionary of one language (same translations table as the storefront). */
export const getTranslations = (lang: string) => appIndexApi.get<Record<string, string>>('/translate', { lang }, { silent: true });
