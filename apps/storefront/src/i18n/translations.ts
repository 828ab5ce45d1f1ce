import { getTranslations } from '../api/get-translations.ts';
import { clearLocal, readLocal, writeLocal } from '../lib/local-db.ts';

const CACHE_TIME_ID = 'lang_cache_time';
const dictionaryId = (lang: string) => `translate:${lang}`;

/**
 * A dictionary is stored as its JSON text: IndexedDB copies one string at once, where copying an
 * object of hundreds of keys held the page up for tens of milliseconds. A stored object (written
 * before) counts as absent, so it is fetched and stored again as text.
 */
async function readDictionary(lang: string): Promise<Record<string, string> | null> {
  const text = await readLocal<unknown>('storage', dictionaryId(lang));
  if (typeof text !== 'string') return null;
  try {
    return JSON.parse(text) as Record<string, string>;
  } catch {
    return null;
  }
}

/**
 * The UI dictionary of `lang`, from IndexedDB when the server's `lang_cache_time` still matches
 * the stored one, else fetched and stored (a new cache time drops every stored dictionary).
 * Without a cache time (the config call failed) any stored dictionary is better than none.
 * The cache time may still be on its way: a dictionary that is not stored is fetched meanwhile.
 */
export async function loadTranslations(lang: string, cacheTimeAnswer: string | null | Promise<string | null>): Promise<Record<string, string>> {
  const [storedTime, cached] = await Promise.all([readLocal<string>('quick', CACHE_TIME_ID), readDictionary(lang)]);
  const fetching = cached ? null : getTranslations(lang);
  // Told to the user by the client already; awaited (and so handled) below once the cache time is known.
  fetching?.catch(() => undefined);
  const cacheTime = await cacheTimeAnswer;
  const fresh = cacheTime === null || storedTime === cacheTime;
  if (cached && fresh) return cached;
  const messages = await (fetching ?? getTranslations(lang));
  if (!fresh && cacheTime !== null) {
    await clearLocal('storage');
    await writeLocal('quick', CACHE_TIME_ID, cacheTime);
  }
  await writeLocal('storage', dictionaryId(lang), JSON.stringify(messages));
  return messages;
}
