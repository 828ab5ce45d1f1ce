import type { Locale } from 'antd/es/locale';
import type { LanguageItem, SystemConfig } from '@roamcart/contracts';
import { getLanguages, getSystemConfig, getTranslations } from '../api/app-index.ts';
import { applyDictionary, startI18n } from '../i18n/i18n.ts';
import { loadUiLocale } from '../i18n/locales.ts';

const LANGUAGE_STORAGE_KEY = 'roamcart.admin.lang';

export interface Startup {
  config: SystemConfig;
  languages: LanguageItem[];
  lang: string;
  antdLocale: Locale;
}

/** The stored choice, else the browser's first language the server has, else the server default. */
function pickLanguage(languages: LanguageItem[], fallback: string): string {
  const codes = languages.map((l) => l.code);
  const match = (wanted: string) => codes.find((code) => code.toLowerCase() === wanted.toLowerCase()) ?? codes.find((code) => code.split('-')[0] === wanted.split('-')[0]);
  const stored = localStorage.getItem(LANGUAGE_STORAGE_KEY);
  if (stored && codes.includes(stored)) return stored;
  for (const wanted of navigator.languages) {
    const found = match(wanted);
    if (found) return found;
  }
  return fallback;
}

/** Configuration -> language -> translations and antd locale, before the app mounts. */
export async function startUp(): Promise<Startup> {
  const [config, languages] = await Promise.all([getSystemConfig(), getLanguages()]);
  const lang = pickLanguage(languages, config.lang);
  const [dictionary, antdLocale] = await Promise.all([getTranslations(lang), loadUiLocale(lang)]);
  await startI18n(lang, dictionary);
  return { config, languages, lang, antdLocale };
}

/** Whether this browser has a language picked in the switch (which wins over the admin's own). */
export function hasChosenLanguage(): boolean {
  return localStorage.getItem(LANGUAGE_STORAGE_KEY) !== null;
}

/** Loads another language's dictionary and locale and remembers the choice. */
export async function switchLanguage(lang: string): Promise<Locale> {
  const [dictionary, antdLocale] = await Promise.all([getTranslations(lang), loadUiLocale(lang)]);
  await applyDictionary(lang, dictionary);
  localStorage.setItem(LANGUAGE_STORAGE_KEY, lang);
  return antdLocale;
}
