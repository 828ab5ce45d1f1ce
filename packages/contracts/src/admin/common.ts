import { dateField, idParam, lineText, multilineText, numeric, uploadedImageUrl, z } from '../validation.ts';

/** Enabled / disabled, the one toggle of every back-office record (SPEC §4 "Toggles"). */
export const RECORD_STATUSES = ['active', 'disabled'] as const;
export type RecordStatus = (typeof RECORD_STATUSES)[number];
export const statusField = z.enum(RECORD_STATUSES);

export const sortField = numeric(z.number().int().min(0).max(999_999)).default(0);

export const idBody = z.object({ id: idParam });

/** A list's sort direction; newest or largest first unless asked otherwise. */
export const SORT_ORDERS = ['asc', 'desc'] as const;
export type SortOrder = (typeof SORT_ORDERS)[number];

/**
 * A list's `sort` and `order` query parameters, spread into its query schema: `sort` is one of the
 * list's whitelisted `fields` (any other answers 4002 naming `sort`); no `sort` keeps the list's own order.
 */
export const sortParams = <const F extends readonly [string, ...string[]]>(fields: F) => ({
  sort: z.enum(fields).optional(),
  order: z.enum(SORT_ORDERS).default('desc'),
});

/** At most this many rows in one bulk action. */
export const BULK_MAX = 100;
/** The rows a bulk action works on: distinct ids, at least one. */
export const bulkIds = z
  .array(idParam)
  .min(1)
  .max(BULK_MAX)
  .transform((ids) => [...new Set(ids)]);
/** What a bulk action did to each row: done, or the refusal's code and message (as a single call would have answered). */
export const bulkResult = z.object({
  results: z.array(z.object({ id: z.number().int(), ok: z.boolean(), code: z.number().int().optional(), msg: z.string().optional() })),
});
export type BulkResult = z.infer<typeof bulkResult>;
export const bulkIdsBody = z.object({ ids: bulkIds });

export const idPathParams = z.object({ id: idParam });

/** An optional text filter of a list; blank means "no filter". */
export const filterText = (max: number) =>
  lineText(max)
    .optional()
    .transform((value) => (value ? value : undefined));

/** A decimal typed as a string or a number (form inputs send either), kept as the string. */
export const decimalText = (pattern: RegExp, error: string) =>
  z.union([z.string(), z.number().transform(String)]).pipe(z.string().trim().min(1).regex(pattern, { error }));

/** A language code as a key of per-language texts. */
export const languageCodeKey = lineText(30).pipe(z.string().min(2));

/** Text per language code, e.g. `{en: 'Privacy', 'zh-CN': '隐私'}`; at least one language filled. */
export const localizedTextField = (max: number) =>
  z
    .record(languageCodeKey, multilineText(max))
    .refine((texts) => Object.values(texts).some((text) => text.trim().length > 0), { error: 'validation.required' });

/** An image the back office uploaded here (`/uploads/...`). */
export const imageUrlField = uploadedImageUrl;

/** Where a banner leads: an app route (`/goodsdetail?id=1`, `#/...`) or a web address; never `javascript:`. */
export const linkField = lineText(500)
  .regex(/^$|^(\/|#\/|https?:\/\/)\S*$/, { error: 'validation.url' })
  .default('');

export const dateQuery = dateField.optional();

export const cardValue = z.object({
  count: z.number().int(),
  /** The admin page behind the number, or null when the admin may not open it. */
  path: z.string().nullable(),
});
export type CardValue = z.infer<typeof cardValue>;

/** An amount (base-currency decimal) with the admin page behind it, or null when the admin may not open it. */
export const amountCardValue = z.object({ amount: z.string(), path: z.string().nullable() });
export type AmountCardValue = z.infer<typeof amountCardValue>;
