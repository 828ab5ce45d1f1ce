import { readJson, writeItem } from '../../../lib/local-storage.ts';
import { createStore } from '../../../lib/store.ts';

const RECENT_SEARCHES_KEY = 'recent_searches';
/** The browser keeps this many of the customer's searches, newest first. */
export const RECENT_SEARCHES_MAX = 10;

function stored(): string[] {
  const list = readJson<unknown>(RECENT_SEARCHES_KEY);
  return Array.isArray(list) ? list.filter((item): item is string => typeof item === 'string').slice(0, RECENT_SEARCHES_MAX) : [];
}

/** The customer's recent searches; they stay in this browser only. */
export const recentSearchesStore = createStore<string[]>(stored());

function save(list: string[]): void {
  writeItem(RECENT_SEARCHES_KEY, list.length > 0 ? JSON.stringify(list) : null);
  recentSearchesStore.set(list);
}

/** Puts a search first; the same words typed in another case count once. */
export function rememberSearch(keyword: string): void {
  const words = keyword.trim();
  if (!words) return;
  const others = recentSearchesStore.get().filter((item) => item.toLocaleLowerCase() !== words.toLocaleLowerCase());
  save([words, ...others].slice(0, RECENT_SEARCHES_MAX));
}

export function clearRecentSearches(): void {
  save([]);
}
