import { idParam, lineText, multilineText, pageQuery, requiredText, z } from '../validation.ts';
import { decimalText, filterText, languageCodeKey, localizedTextField, sortField, statusField, type RecordStatus } from './common.ts';

/* Parameters */

export const parameterListQuery = pageQuery.extend({ keyword: filterText(50) });

export const parameterSaveBody = z.object({
  id: idParam.optional(),
  name: requiredText(50),
  key: z
    .string()
    .trim()
    .min(1)
    .max(50)
    .regex(/^[A-Za-z0-9_.]+$/, { error: 'validation.parameter_key' }),
  value: multilineText(5000).default(''),
  description: multilineText(255).trim().default(''),
});

export interface ParameterRow {
  id: number;
  name: string;
  key: string;
  value: string;
  description: string;
  updated_at: string;
}

/* Languages */

export const languageListQuery = pageQuery.extend({ keyword: filterText(50), status: statusField.optional() });

export const languageSaveBody = z.object({
  id: idParam.optional(),
  /** The language's own name ("中文"); unique (4401). */
  name: requiredText(50),
  /** Its English name ("Simplified Chinese"). */
  title: requiredText(50),
  code: z
    .string()
    .trim()
    .min(1)
    .max(30)
    .regex(/^[A-Za-z]{2,3}(-[A-Za-z0-9]{2,8})*$/, { error: 'validation.language_code' }),
  direction: z.enum(['ltr', 'rtl']).default('ltr'),
  is_default: z.boolean().default(false),
  status: statusField.default('active'),
  sort: sortField,
});

export interface AdminLanguageRow {
  id: number;
  name: string;
  title: string;
  code: string;
  direction: 'ltr' | 'rtl';
  is_default: boolean;
  status: RecordStatus;
  sort: number;
}

/* Translations */

export const translationListQuery = pageQuery.extend({
  /** Matches the key or a text. */
  keyword: filterText(200),
  /**
   * Limits the keyword to this language's texts; with `missing`, the language to check. Not
   * `lang`, which every call carries as the language of its messages.
   */
  text_lang: filterText(30),
  /** "1": only keys without a text in `text_lang` (or, without it, in some language). */
  missing: z.stringbool().optional(),
});

const translationKeyField = z
  .string()
  .trim()
  .min(1)
  .max(200)
  .regex(/^[\w.:-]+$/, { error: 'validation.translation_key' });

export const translationSaveBody = z.object({
  key: translationKeyField,
  /** Language code -> text; a blank text removes that language's text. */
  texts: z.record(languageCodeKey, multilineText(5000)),
});

export const translationDeleteBody = z.object({ key: translationKeyField });

export interface TranslationRow {
  key: string;
  texts: Record<string, string>;
}

/* Currencies */

export const currencyListQuery = pageQuery.extend({ keyword: filterText(50), status: statusField.optional() });

export const currencySaveBody = z.object({
  /** The code of the currency being edited; absent to add one. A code never changes. */
  id: lineText(10).pipe(z.string().min(1)).optional(),
  code: z
    .string()
    .trim()
    .min(1)
    .max(10)
    .regex(/^[A-Za-z]{3,10}$/, { error: 'validation.currency_code' })
    .transform((code) => code.toUpperCase()),
  name: requiredText(50),
  symbol: requiredText(10),
  unit: lineText(10).default(''),
  digits: z.coerce.number().int().min(0).max(4).default(2),
  /** Units of this currency for one unit of the base currency, > 0. */
  rate: decimalText(/^\d{1,10}(\.\d{1,10})?$/, 'validation.rate').refine((rate) => /[1-9]/.test(rate), { error: 'validation.rate' }),
  status: statusField.default('active'),
  sort: sortField,
});

export const currencyDeleteBody = z.object({ id: lineText(10).pipe(z.string().min(1)) });

export interface AdminCurrencyRow {
  code: string;
  name: string;
  symbol: string;
  unit: string;
  digits: number;
  rate: string;
  is_base: boolean;
  status: RecordStatus;
  sort: number;
}

/* Articles (return policy, privacy, conditions, ...) */

export const articleListQuery = pageQuery.extend({ keyword: filterText(50) });

export const articleSaveBody = z.object({
  id: idParam.optional(),
  key: z
    .string()
    .trim()
    .min(1)
    .max(50)
    .regex(/^[a-z0-9_]+$/, { error: 'validation.article_key' }),
  title: localizedTextField(200),
  /** HTML per language; the server keeps only safe tags and attributes. */
  content: localizedTextField(200_000),
});

export interface ArticleRow {
  id: number;
  key: string;
  title: Record<string, string>;
  content: Record<string, string>;
  updated_at: string;
}
