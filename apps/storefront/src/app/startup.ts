import { DEFAULT_LANGUAGE } from '@roamcart/contracts/messages';
import type { SystemConfig } from '@roamcart/contracts';
import { getConfig } from '../api/get-config.ts';
import { applyLanguage } from '../i18n/apply-language.ts';
import { loadTranslations } from '../i18n/translations.ts';
import { prefetchDataFor } from './routes.ts';
import { chooseCurrency, chooseLocale, DEFAULT_CURRENCY, storedCurrency, storedLocale } from '../lib/preferences.ts';

/** `lang` / `currency` from the address bar, before or inside the hash (`?lang=ar#/` or `#/?lang=ar`). */
function urlChoice(name: string): string | null {
  const { search, hash } = window.location;
  const hashQuery = hash.includes('?') ? hash.slice(hash.indexOf('?') + 1) : '';
  return new URLSearchParams(hashQuery).get(name) || new URLSearchParams(search).get(name) || null;
}

/**
 * SPEC §4 startup: configuration, then currency and language (address bar, then the stored
 * choice, then the server's defaults), then the dictionary; the caller mounts afterwards.
 */
export async function startup(): Promise<{ chatScriptUrl: string }> {
  let config: SystemConfig | null = null;
  try {
    config = await getConfig();
  } catch {
    // The client has told the user; start on the stored choices and any cached dictionary.
  }
  chooseCurrency(urlChoice('currency') || storedCurrency() || config?.currency_code || DEFAULT_CURRENCY);
  const lang = urlChoice('lang') || storedLocale() || config?.lang || DEFAULT_LANGUAGE;
  chooseLocale(lang);
  prefetchDataFor(window.location.hash);
  let messages: Record<string, string> = {};
  try {
    messages = await loadTranslations(lang, config?.lang_cache_time ?? null);
  } catch {
    // Shown by the client already; the keys stand in for the words until the next start.
  }
  await applyLanguage(lang, messages);
  return { chatScriptUrl: config?.chat_script_url ?? '' };
}
