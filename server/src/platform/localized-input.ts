import { AppError } from './errors.ts';
import type { DbOrTx } from './db.ts';
import { languages } from './tables/i18n.ts';
import type { LocalizedText } from './tables/columns.ts';

/**
 * Texts per language as the back office sent them: only languages that exist, each text cleaned and
 * trimmed, blank ones dropped (the reader then falls back to the default language). `field` names
 * the body field in a 4001 for an unknown language.
 */
export async function cleanLocalizedText(db: DbOrTx, field: string, texts: LocalizedText, clean: (text: string) => string = (text) => text): Promise<LocalizedText> {
  const known = new Set((await db.select({ code: languages.code }).from(languages)).map((l) => l.code));
  const out: LocalizedText = {};
  for (const [lang, text] of Object.entries(texts)) {
    if (!known.has(lang)) throw AppError.field(`${field}.${lang}`, 'validation.unknown_language');
    const cleaned = clean(text).trim();
    if (cleaned) out[lang] = cleaned;
  }
  return out;
}

/** `texts` with `text` as the default language's when it has none: what a client that writes only one language sent. */
export function withDefaultText(texts: LocalizedText, fallback: string, text: string): LocalizedText {
  return text.trim() && !texts[fallback]?.trim() ? { ...texts, [fallback]: text } : texts;
}
