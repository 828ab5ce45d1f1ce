import { get } from './client.ts';

/** Switches the interface language; a signed-in user's choice is remembered on the account. */
export function updateLang(lang: string): Promise<{ lang: string; lang_cache_time: string }> {
  return get('/common/updateLang', { lang });
}
