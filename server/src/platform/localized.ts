import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { LocalizedText } from './tables/columns.ts';

/**
 * The text in `lang`, else in the default language, else in English (the language of the texts
 * that come from packages, and of the seed), else any text there is.
 */
export function localized(text: LocalizedText, lang: string, fallback: string): string {
  return text[lang] ?? text[fallback] ?? text.en ?? Object.values(text)[0] ?? '';
}

/**
 * `localized` in SQL, for a select that answers one language: the text of a LocalizedText
 * (jsonb) column or expression in `lang`, else `fallback`, else English, else its first text.
 */
export function localizedSql(text: SQLWrapper, lang: SQLWrapper, fallback: SQLWrapper): SQL<string> {
  return sql<string>`coalesce(${text} ->> ${lang}::text, ${text} ->> ${fallback}::text, ${text} ->> 'en', (select value from jsonb_each_text(${text}) limit 1), '')`;
}
