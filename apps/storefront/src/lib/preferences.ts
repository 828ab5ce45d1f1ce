import { LOCALE_COOKIE } from '@roamcart/contracts/api';
import { readItem, writeItem } from './local-storage.ts';
import { createStore } from './store.ts';

export const DEFAULT_CURRENCY = 'USD';
const LOCALE_KEY = 'locale';
const CURRENCY_KEY = 'sys_currency';

/** The interface language code; empty until startup has chosen one. */
export const localeStore = createStore<string>(readItem(LOCALE_KEY) ?? '');
/** The currency every amount is asked for and shown in. */
export const currencyStore = createStore<string>(readItem(CURRENCY_KEY) ?? DEFAULT_CURRENCY);

/** `lang` / `currency` from the address bar, before or inside the hash (`?lang=ar#/` or `#/?lang=ar`). */
export function urlChoice(name: 'lang' | 'currency'): string | null {
  // No address without a DOM (unit tests).
  const { search, hash } = globalThis.location ?? { search: '', hash: '' };
  const hashQuery = hash.includes('?') ? hash.slice(hash.indexOf('?') + 1) : '';
  return new URLSearchParams(hashQuery).get(name) || new URLSearchParams(search).get(name) || null;
}

export function storedLocale(): string | null {
  return readItem(LOCALE_KEY);
}

export function storedCurrency(): string | null {
  return readItem(CURRENCY_KEY);
}

/** A year: the cookie only follows the stored choice, which has no end. */
const LOCALE_COOKIE_MAX_AGE_S = 365 * 24 * 60 * 60;

export function chooseLocale(code: string): void {
  writeItem(LOCALE_KEY, code);
  // Also told to the server, which writes the page's language and app shell in it (storefront-page.ts).
  if (globalThis.document) document.cookie = `${LOCALE_COOKIE}=${encodeURIComponent(code)}; path=/; max-age=${LOCALE_COOKIE_MAX_AGE_S}; samesite=lax`;
  localeStore.set(code);
}

export function chooseCurrency(code: string): void {
  writeItem(CURRENCY_KEY, code);
  currencyStore.set(code);
}
