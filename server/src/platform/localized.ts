import type { LocalizedText } from '../db/schema/columns.ts';

/**
 * The text in `lang`, else in the default language, else in English (the language of the texts
 * that come from packages, and of the seed), else any text there is.
 */
export function localized(text: LocalizedText, lang: string, fallback: string): string {
  return text[lang] ?? text[fallback] ?? text.en ?? Object.values(text)[0] ?? '';
}
