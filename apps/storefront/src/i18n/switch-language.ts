import { updateLang } from '../api/update-lang.ts';
import { applyLanguage } from './apply-language.ts';
import { loadTranslations } from './translations.ts';

/** The language screen's choice: told to the server (remembered on a signed-in account), then applied. */
export async function switchLanguage(code: string): Promise<void> {
  const { lang, lang_cache_time } = await updateLang(code);
  await applyLanguage(lang, await loadTranslations(lang, lang_cache_time));
}
