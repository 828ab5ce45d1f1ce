import type { LocalizedText } from '../db/schema/columns.ts';

/** The text in `lang`, else in the default language, else any text there is. */
export function localized(text: LocalizedText, lang: string, fallback: string): string {
  return text[lang] ?? text[fallback] ?? Object.values(text)[0] ?? '';
}
