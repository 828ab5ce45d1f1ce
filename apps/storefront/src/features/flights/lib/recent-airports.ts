import { readJson, writeItem } from '../../../lib/local-storage.ts';
import { createStore } from '../../../lib/store.ts';

const RECENT_AIRPORTS_KEY = 'recent_airports';
/** The picker offers this many of the airports chosen last, newest first. */
export const RECENT_AIRPORTS_MAX = 5;

function stored(): string[] {
  const list = readJson<unknown>(RECENT_AIRPORTS_KEY);
  return Array.isArray(list) ? list.filter((code): code is string => typeof code === 'string' && /^[A-Z]{3}$/.test(code)).slice(0, RECENT_AIRPORTS_MAX) : [];
}

/**
 * The codes of the airports this browser chose lately: only codes are kept, so the picker asks
 * the server for their names in the reader's language of the day.
 */
export const recentAirportsStore = createStore<string[]>(stored());

/** Puts an airport first (once). */
export function rememberAirport(code: string): void {
  const list = [code, ...recentAirportsStore.get().filter((known) => known !== code)].slice(0, RECENT_AIRPORTS_MAX);
  writeItem(RECENT_AIRPORTS_KEY, JSON.stringify(list));
  recentAirportsStore.set(list);
}
