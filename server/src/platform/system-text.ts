import { interpolate, pluralKey, renderSystemText, systemTextIn, translateMessage, type SystemText, type SystemTextParams } from '@roamcart/contracts';
import type { ReferenceData } from './reference-data.ts';

/** What a writer gives as a remark or reason: words someone typed (kept as typed), or a text the system writes. */
export type Remark = string | SystemText;

/** A remark as stored: English words (exports, logs, rows from before keys), and a system text's key and values. */
export interface StoredRemark {
  remark: string;
  remarkKey: string | null;
  remarkParams: SystemTextParams | null;
}

/** The remark column holds at most this many characters. */
const REMARK_MAX = 255;

/** The columns `remark` is stored in. */
export function remarkColumns(remark: Remark = ''): StoredRemark {
  if (typeof remark === 'string') return { remark, remarkKey: null, remarkParams: null };
  return { remark: systemTextIn('en', remark).slice(0, REMARK_MAX), remarkKey: remark.key, remarkParams: remark.params ?? null };
}

/** Puts stored remarks into one reader's words. */
export type TextReader = (stored: StoredRemark) => string;

/**
 * A reader in `lang`: a system text in the language's translations (editable in the back office),
 * else the built-in messages; words someone typed, and rows written before keys, as stored.
 */
export async function textReader(ref: ReferenceData, lang: string): Promise<TextReader> {
  const table = await ref.translations.get(lang);
  const translate = (key: string, params?: Record<string, unknown>) => {
    const text = table.get(pluralKey(lang, key, params, (form) => table.has(form)));
    return text === undefined ? translateMessage(lang, key, params) : interpolate(text, params);
  };
  return (stored) => (stored.remarkKey ? renderSystemText({ key: stored.remarkKey, params: stored.remarkParams ?? undefined }, translate) : stored.remark);
}
