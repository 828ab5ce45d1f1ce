import { z } from 'zod';

/**
 * Every zod message in Roamcart is a message key from messages.ts, so the server and both apps
 * translate the same key in the user's language. Built-in checks get their key here.
 */
z.config({
  customError: (issue) => {
    if (issue.code === 'invalid_type' && issue.input === undefined) return 'validation.required';
    if (issue.code === 'too_small') {
      if (issue.origin === 'string' && issue.minimum === 1) return 'validation.required';
      return issue.origin === 'string' ? 'validation.too_short' : 'validation.too_small';
    }
    if (issue.code === 'too_big') return issue.origin === 'string' ? 'validation.too_long' : 'validation.too_big';
    if (issue.code === 'invalid_format' && issue.format === 'email') return 'validation.email';
    if (issue.code === 'invalid_format' && issue.format === 'url') return 'validation.url';
    return 'validation.invalid';
  },
});

export { z };

/** Characters a multi-line text may hold besides printable ones. */
const LINE_BREAKS_AND_TABS = new Set(['\t', '\n', '\r']);

/** C0 controls and DEL, apart from `allowed`: NUL breaks PostgreSQL text, the others hide text. */
function hasControlCharacter(value: string, allowed: ReadonlySet<string>): boolean {
  for (const character of value) {
    const code = character.charCodeAt(0);
    if ((code < 0x20 || code === 0x7f) && !allowed.has(character)) return true;
  }
  return false;
}

const controlCharacters = { error: 'validation.control_chars' };

/**
 * Bidi embeddings, overrides and isolates (U+202A-202E, U+2066-2069) and zero-width characters
 * (U+200B-200D, U+2060, U+FEFF): in a name or address they reorder or hide what an operator reads
 * (an order for "Ali\u202Eenoz" shows another text). Right-to-left letters need none of them.
 */
const INVISIBLE_FORMATTING = /[\u200B-\u200D\u202A-\u202E\u2060\u2066-\u2069\uFEFF]/;
const invisibleFormatting = { error: 'validation.invisible_chars' };
const maxOf = (max: number, maxKey?: string) => (maxKey ? { error: maxKey } : undefined);

/**
 * The text schemas every body and query takes its strings from. One line (names, titles, filters):
 * trimmed, at most `max`, no control characters nor invisible formatting; may be blank.
 */
export const lineText = (max: number, maxKey?: string) =>
  z
    .string()
    .trim()
    .max(max, maxOf(max, maxKey))
    .refine((value) => !hasControlCharacter(value, new Set()), controlCharacters)
    .refine((value) => !INVISIBLE_FORMATTING.test(value), invisibleFormatting);

/** One line that must be filled: present but blank counts as missing (4001). */
export const requiredText = (max: number, maxKey?: string) =>
  z
    .string()
    .trim()
    .min(1)
    .max(max, maxOf(max, maxKey))
    .refine((value) => !hasControlCharacter(value, new Set()), controlCharacters)
    .refine((value) => !INVISIBLE_FORMATTING.test(value), invisibleFormatting);

/** Text over several lines (contents, remarks, translations): tabs and line breaks allowed. */
export const multilineText = (max: number) =>
  z
    .string()
    .max(max)
    .refine((value) => !hasControlCharacter(value, LINE_BREAKS_AND_TABS), controlCharacters);

export const requiredMultilineText = (max: number) =>
  z
    .string()
    .trim()
    .min(1)
    .max(max)
    .refine((value) => !hasControlCharacter(value, LINE_BREAKS_AND_TABS), controlCharacters);

/** A yes/no query or body field: a JSON boolean, or "true"/"false", "1"/"0" and the like in a query string. */
export const flag = z.union([z.boolean(), z.stringbool()]);

/** How a number is written in a query string or a path: decimal digits, maybe a minus and a fraction. */
const DECIMAL_TEXT = /^-?(?:\d+(?:\.\d+)?|\.\d+)$/;

/** What OpenAPI shows a numeric field takes: the number as `schema` describes it, or its decimal text. */
function numericInputDocs(schema: z.ZodNumber) {
  const { $schema: _dialect, ...number } = z.toJSONSchema(schema);
  return { anyOf: [number, { type: 'string', pattern: DECIMAL_TEXT.source }] };
}

/**
 * Every id, count and quantity field: a JSON number, or its decimal text (query strings and paths
 * carry only text). Anything else (true, [8], {}, "") is refused, where z.coerce read true as 1
 * and [8] as 8: `{"id": true}` deleted record 1. A codec, not a preprocess, so that response
 * schemas holding such a field still encode.
 */
export const numeric = (schema: z.ZodNumber) =>
  z.codec(z.unknown().meta(numericInputDocs(schema)), schema, {
    // Anything but decimal text reaches `schema` as sent, for it to refuse.
    decode: (value) => (typeof value === 'string' && DECIMAL_TEXT.test(value) ? Number(value) : (value as number)),
    encode: (value) => value,
  });

/** Ids are PostgreSQL serials (int4): anything above answers 4002 instead of reaching the database. */
export const ID_MAX = 2_147_483_647;
export const idParam = numeric(z.number().int().min(1).max(ID_MAX));

/** Calendar days a person or a report can mean; year 0000 or 9999 is a typing slip. */
export const DATE_MIN_YEAR = 1900;
export const DATE_MAX_YEAR = 2100;
export const dateField = z.iso
  // Absent or blank is "missing" (4001), like every other field; anything else not a date is invalid.
  .date({ error: (issue) => (issue.input === undefined || issue.input === '' ? 'validation.required' : 'validation.date') })
  .refine(
    (value) => {
      const year = Number(value.slice(0, 4));
      return year >= DATE_MIN_YEAR && year <= DATE_MAX_YEAR;
    },
    { error: 'validation.date_range' },
  );

/** A file this server stored (`/uploads/...`): never another origin, never a `javascript:` address. */
export const uploadedImageUrl = z
  .string()
  .trim()
  .min(1)
  .max(500)
  .regex(/^\/uploads\/(?:[\w-]+\/)*[\w-]+\.(?:jpg|png|webp)$/, { error: 'validation.image_url' });

export const PAGE_MAX = 100_000;

export const pageQuery = z.object({
  page: numeric(z.number().int().min(1).max(PAGE_MAX)).default(1),
  limit: numeric(z.number().int().min(1).max(100)).default(20),
});
export type PageQuery = z.infer<typeof pageQuery>;

export interface PageResult<T> {
  list: T[];
  total: number;
  page: number;
  limit: number;
}

/** The answer of a list route: one page of `row`. */
export const pageResultOf = <S extends z.ZodType>(row: S) =>
  z.object({ list: z.array(row), total: z.number().int(), page: z.number().int(), limit: z.number().int() });
