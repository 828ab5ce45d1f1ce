import { getTranslations } from '../api/get-translations.ts';
import { clearLocal, readLocal, writeLocal } from '../lib/local-db.ts';

const CACHE_TIME_ID = 'lang_cache_time';
const dictionaryId = (lang: string) => `translate:${lang}`;

/**
 * The UI dictionary of `lang`, from IndexedDB when the server's `lang_cache_time` still matches
 * the stored one, else fetched and stored (a new cache time drops every stored dictionary).
 * Without a cache time (the config call failed) any stored dictionary is better than none.
 */
export async function loadTranslations(lang: string, cacheTime: string | null): Promise<Record<string, string>> {
  const storedTime = await readLocal<string>('quick', CACHE_TIME_ID);
  const fresh = cacheTime === null || storedTime === cacheTime;
  if (fresh) {
    const cached = await readLocal<Record<string, string>>('storage', dictionaryId(lang));
    if (cached) return cached;
  }
  const messages = await getTranslations(lang);
  if (!fresh && cacheTime !== null) {
    await clearLocal('storage');
    await writeLocal('quick', CACHE_TIME_ID, cacheTime);
  }
  await writeLocal('storage', dictionaryId(lang), messages);
  return messages;
}
