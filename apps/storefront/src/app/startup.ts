import { DEFAULT_LANGUAGE } from '@roamcart/contracts/messages';
import type { SystemConfig } from '@roamcart/contracts';
import { getConfig } from '../api/get-config.ts';
import { applyLanguage } from '../i18n/apply-language.ts';
import { loadTranslations } from '../i18n/translations.ts';
import { prefetchDataFor, preloadScreenFor } from './routes.ts';
import { mapStyleStore } from '../lib/map-style.ts';
import { chooseCurrency, chooseLocale, DEFAULT_CURRENCY, storedCurrency, storedLocale, urlChoice } from '../lib/preferences.ts';

/**
 * How long the first render waits for the first screen's code and data once the dictionary is in.
 * With them, the screen draws its content in one render that yields to the browser; without, it
 * draws its placeholders and then, when a query answers, everything again in one long task.
 */
const FIRST_SCREEN_WAIT_MS = 500;

/**
 * SPEC §4 startup: configuration, then currency and language (address bar, then the stored
 * choice, then the server's defaults), then the dictionary, and the first screen's code and data
 * (for up to FIRST_SCREEN_WAIT_MS); the caller mounts afterwards. A visitor whose choices are
 * already known (address bar or stored) does not wait for the configuration: the screen's data
 * and the dictionary are fetched beside it.
 */
export async function startup(): Promise<{ chatScriptUrl: string }> {
  const screenCode = preloadScreenFor(window.location.hash);
  let screenData: Promise<void> | null = null;
  const configAnswer: Promise<SystemConfig | null> = getConfig().catch(() => null);
  const knownLang = urlChoice('lang') || storedLocale();
  const knownCurrency = urlChoice('currency') || storedCurrency();
  if (knownLang && knownCurrency) {
    chooseCurrency(knownCurrency);
    chooseLocale(knownLang);
    screenData = prefetchDataFor(window.location.hash);
  }
  const cacheTime = configAnswer.then((config) => config?.lang_cache_time ?? null);
  const earlyMessages = knownLang ? loadTranslations(knownLang, cacheTime) : null;
  // A failed configuration call has told the user; start on the stored choices and any cached dictionary.
  const config = await configAnswer;
  mapStyleStore.set(config?.hotel_map_style_url ?? '');
  if (!knownLang || !knownCurrency) {
    chooseCurrency(knownCurrency || config?.currency_code || DEFAULT_CURRENCY);
    chooseLocale(knownLang || config?.lang || DEFAULT_LANGUAGE);
    screenData = prefetchDataFor(window.location.hash);
  }
  const lang = knownLang || config?.lang || DEFAULT_LANGUAGE;
  let messages: Record<string, string> = {};
  try {
    messages = await (earlyMessages ?? loadTranslations(lang, cacheTime));
  } catch {
    // Shown by the client already; the keys stand in for the words until the next start.
  }
  await applyLanguage(lang, messages);
  await Promise.race([Promise.all([screenCode, screenData]), new Promise((resolve) => setTimeout(resolve, FIRST_SCREEN_WAIT_MS))]);
  return { chatScriptUrl: config?.chat_script_url ?? '' };
}
