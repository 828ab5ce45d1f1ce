import { DEFAULT_LANGUAGE } from '@roamcart/contracts/messages';
import type { SystemConfig } from '@roamcart/contracts';
import { getConfig } from '../api/get-config.ts';
import { applyLanguage } from '../i18n/apply-language.ts';
import { loadTranslations } from '../i18n/translations.ts';
import { prefetchDataFor } from './routes.ts';
import { chooseCurrency, chooseLocale, DEFAULT_CURRENCY, storedCurrency, storedLocale, urlChoice } from '../lib/preferences.ts';

/**
 * SPEC §4 startup: configuration, then currency and language (address bar, then the stored
 * choice, then the server's defaults), then the dictionary; the caller mounts afterwards.
 * A visitor whose choices are already known (address bar or stored) does not wait for the
 * configuration: the screen's data and the dictionary are fetched beside it.
 */
export async function startup(): Promise<{ chatScriptUrl: string }> {
  const configAnswer: Promise<SystemConfig | null> = getConfig().catch(() => null);
  const knownLang = urlChoice('lang') || storedLocale();
  const knownCurrency = urlChoice('currency') || storedCurrency();
  if (knownLang && knownCurrency) {
    chooseCurrency(knownCurrency);
    chooseLocale(knownLang);
    prefetchDataFor(window.location.hash);
  }
  const cacheTime = configAnswer.then((config) => config?.lang_cache_time ?? null);
  const earlyMessages = knownLang ? loadTranslations(knownLang, cacheTime) : null;
  // A failed configuration call has told the user; start on the stored choices and any cached dictionary.
  const config = await configAnswer;
  if (!knownLang || !knownCurrency) {
    chooseCurrency(knownCurrency || config?.currency_code || DEFAULT_CURRENCY);
    chooseLocale(knownLang || config?.lang || DEFAULT_LANGUAGE);
    prefetchDataFor(window.location.hash);
  }
  const lang = knownLang || config?.lang || DEFAULT_LANGUAGE;
  let messages: Record<string, string> = {};
  try {
    messages = await (earlyMessages ?? loadTranslations(lang, cacheTime));
  } catch {
    // Shown by the client already; the keys stand in for the words until the next start.
  }
  await applyLanguage(lang, messages);
  return { chatScriptUrl: config?.chat_script_url ?? '' };
}
