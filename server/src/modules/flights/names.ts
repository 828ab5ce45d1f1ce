import { sql, type SQL } from 'drizzle-orm';
import type { LocalizedText } from '../../platform/tables/columns.ts';
import { AppError } from '../../platform/errors.ts';
import type { Reader } from '../../platform/reader.ts';

/*
 * Airport, city and airline names come from the packages in English, cities in the other
 * languages from CLDR where it names them (city-names.ts); the back office adds or overrides
 * languages. Travellers read them in their language, else the default one, else English (as
 * `localized` does for a text already read).
 */

/** A jsonb text column in the reader's language, else the default one, else English. */
export const textIn = (column: SQL, reader: Reader) => sql`coalesce(${column}->>${reader.lang}, ${column}->>${reader.fallback}, ${column}->>'en')`;

/**
 * Translations edited in the back office: a language given with text sets it, one given blank
 * loses it, one left out stays. English cannot be blanked (4002 on `field`).
 */
export function withTranslations(current: LocalizedText, given: Record<string, string> | undefined, field: string): LocalizedText {
  if (!given) return current;
  const texts = { ...current };
  for (const [lang, text] of Object.entries(given)) {
    if (text.trim()) texts[lang] = text.trim();
    else delete texts[lang];
  }
  if (!texts.en) throw AppError.field(field, 'validation.english_text_required');
  return texts;
}
