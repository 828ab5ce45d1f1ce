import { TEXT_DIRECTIONS } from '../settings.ts';
import { idParam, lineText, multilineText, numeric, pageQuery, requiredText, z } from '../validation.ts';
import { decimalText, filterText, languageCodeKey, localizedTextField, sortField, statusField } from './common.ts';

/* Parameters */

/**
 * How a parameter's value is read, validated on save and edited in the back office. `money` is an
 * amount in the base currency's major units: not negative, with at most the currency's decimals
 * (the server checks those, as it alone knows the base currency).
 */
export const PARAMETER_TYPES = ['integer', 'decimal', 'money', 'boolean', 'text', 'choice', 'url'] as const;
export type ParameterType = (typeof PARAMETER_TYPES)[number];

export interface ParameterDefinition {
  type: ParameterType;
  /** Range of integer and decimal values, inclusive; null when open. */
  min: number | null;
  max: number | null;
  /** The allowed values of a choice. */
  choices: string[];
}

/** The time zones a shop may count its days in (IANA names): UTC and one or more per offset where shops are. */
export const SHOP_TIME_ZONES: string[] = [
  'UTC',
  'Pacific/Honolulu',
  'America/Anchorage',
  'America/Los_Angeles',
  'America/Denver',
  'America/Mexico_City',
  'America/Chicago',
  'America/Bogota',
  'America/New_York',
  'America/Halifax',
  'America/Sao_Paulo',
  'America/Argentina/Buenos_Aires',
  'Atlantic/Azores',
  'Europe/London',
  'Europe/Lisbon',
  'Africa/Lagos',
  'Europe/Paris',
  'Europe/Berlin',
  'Europe/Madrid',
  'Africa/Cairo',
  'Africa/Johannesburg',
  'Europe/Athens',
  'Europe/Istanbul',
  'Europe/Moscow',
  'Africa/Nairobi',
  'Asia/Riyadh',
  'Asia/Tehran',
  'Asia/Dubai',
  'Asia/Karachi',
  'Asia/Kolkata',
  'Asia/Kathmandu',
  'Asia/Dhaka',
  'Asia/Bangkok',
  'Asia/Jakarta',
  'Asia/Shanghai',
  'Asia/Hong_Kong',
  'Asia/Singapore',
  'Australia/Perth',
  'Asia/Tokyo',
  'Asia/Seoul',
  'Australia/Sydney',
  'Pacific/Auckland',
];

const openDefinition = (type: ParameterType, min: number | null = null, max: number | null = null): ParameterDefinition => ({ type, min, max, choices: [] });

/**
 * The parameters the code reads. Their definition is fixed here, whatever a save sends, so an
 * operator cannot turn `max_addresses` into text and then store "abc" in it.
 */
export const BUILT_IN_PARAMETERS: Readonly<Record<string, ParameterDefinition>> = {
  max_addresses: openDefinition('integer', 1, 100),
  order_payment_timeout_minutes: openDefinition('integer', 1, 1440),
  max_unpaid_orders: openDefinition('integer', 1, 100),
  shipping_fee: openDefinition('money', 0, 100000),
  free_shipping_threshold: openDefinition('money', 0, 10000000),
  order_auto_receive_days: openDefinition('integer', 1, 90),
  earn_url: openDefinition('text'),
  chat_script_url: openDefinition('text'),
  lang_cache_time: openDefinition('integer', 0, null),
  /** Points worth one base-currency unit at checkout (100: 100 points = 1 USD). */
  points_value_rate: openDefinition('integer', 1, 1_000_000),
  /** The most of an order's goods, in percent, points may pay. */
  points_max_order_share: openDefinition('integer', 0, 100),
  /** Points a completed order earns per base-currency unit paid. */
  points_per_unit_paid: openDefinition('integer', 0, 100_000),
  /** Points a review with pictures earns, per reviewed line. */
  points_review_photos: openDefinition('integer', 0, 1_000_000),
  /** Hours an operator has to review a new hotel booking (or ticket order) before its rooms (seats) are released. */
  travel_review_hours: openDefinition('integer', 1, 168),
  /** Minutes a traveller has to pay a reviewed travel order before the hold ends. */
  travel_payment_minutes: openDefinition('integer', 5, 1440),
  /** Unpaid hotel and flight orders a traveller may have at once (each holds rooms or seats). */
  travel_unpaid_orders_max: openDefinition('integer', 1, 20),
  /** Hours before a flight departs that its sales close (search, calendar, booking and payment). */
  flight_booking_cutoff_hours: openDefinition('integer', 0, 48),
  /** Days after the stay (flight) the traveller may rate before the order is confirmed without a rating. */
  travel_rating_days: openDefinition('integer', 1, 90),
  /** Days the operators' notifications (the back office's bell) are kept before the daily prune deletes them. */
  operator_message_retention_days: openDefinition('integer', 7, 3650),
  /** The MapLibre style (JSON) of the storefront's hotel map; empty: no map is offered. */
  hotel_map_style_url: openDefinition('url'),
  /** The IANA time zone the dashboard's days are counted in. */
  shop_time_zone: { type: 'choice', min: null, max: null, choices: SHOP_TIME_ZONES },
};

export const PARAMETER_BOOLEAN_VALUES = ['true', 'false'] as const;

const INTEGER_VALUE = /^-?\d{1,15}$/;
const DECIMAL_VALUE = /^-?\d{1,15}(\.\d{1,10})?$/;
const MONEY_VALUE = /^\d{1,15}(\.\d+)?$/;

/** An absolute http(s) address with a host and no spaces, as a browser would fetch it. */
const WEB_ADDRESS = /^https?:\/\/[^\s/?#]+(?:[/?#]\S*)?$/i;

/**
 * Why `value` does not fit `definition`, as a message key with its placeholders; null when it fits.
 * A money value's decimals are checked only given the base currency (`base`).
 */
export function parameterValueIssue(
  definition: ParameterDefinition,
  value: string,
  base?: { code: string; digits: number },
): { message: string; params: Record<string, unknown> } | null {
  const { type, min, max, choices } = definition;
  if (type === 'text') return null;
  if (type === 'url') return value === '' || WEB_ADDRESS.test(value) ? null : { message: 'validation.parameter_url', params: {} };
  if (type === 'boolean') return (PARAMETER_BOOLEAN_VALUES as readonly string[]).includes(value) ? null : { message: 'validation.parameter_boolean', params: {} };
  if (type === 'choice') return choices.includes(value) ? null : { message: 'validation.parameter_choice', params: { choices: choices.join(', ') } };
  const text = value.trim();
  if (type === 'money') {
    const decimals = text.split('.')[1]?.length ?? 0;
    if (!MONEY_VALUE.test(text)) return { message: 'validation.parameter_money', params: {} };
    if (base && decimals > base.digits) return { message: 'validation.parameter_money_decimals', params: { currency: base.code, digits: base.digits } };
  } else if (!(type === 'integer' ? INTEGER_VALUE : DECIMAL_VALUE).test(text)) {
    return { message: type === 'integer' ? 'validation.parameter_integer' : 'validation.parameter_decimal', params: {} };
  }
  const number = Number(text);
  if (min !== null && number < min) return { message: 'validation.too_small', params: { minimum: min } };
  if (max !== null && number > max) return { message: 'validation.too_big', params: { maximum: max } };
  return null;
}

export const parameterListQuery = pageQuery.extend({ keyword: filterText(50) });

const parameterKeyField = z
  .string()
  .trim()
  .min(1)
  .max(50)
  .regex(/^[A-Za-z0-9_.]+$/, { error: 'validation.parameter_key' });

const parameterBound = z.union([z.number(), z.null()]).optional().default(null);

export const parameterSaveBody = z
  .object({
    id: idParam.optional(),
    name: requiredText(50),
    key: parameterKeyField,
    type: z.enum(PARAMETER_TYPES).default('text'),
    min: parameterBound,
    max: parameterBound,
    choices: z.array(lineText(100).min(1)).max(50).default([]),
    value: multilineText(5000).default(''),
    description: multilineText(255).trim().default(''),
  })
  .superRefine((body, ctx) => {
    const builtIn = BUILT_IN_PARAMETERS[body.key];
    if (!builtIn) {
      if (body.min !== null && body.max !== null && body.min > body.max) {
        // Placeholder values ride on the issue itself, where the server and the forms read them.
        ctx.addIssue({ code: 'custom', path: ['max'], message: 'validation.parameter_range', minimum: body.min });
        return;
      }
      if (body.type === 'choice' && body.choices.length === 0) {
        ctx.addIssue({ code: 'custom', path: ['choices'], message: 'validation.parameter_choices' });
        return;
      }
    }
    const issue = parameterValueIssue(builtIn ?? body, body.value);
    if (issue) ctx.addIssue({ code: 'custom', path: ['value'], message: issue.message, ...issue.params });
  });

export const parameterRow = z.object({
  type: z.enum(PARAMETER_TYPES),
  min: z.number().nullable(),
  max: z.number().nullable(),
  choices: z.array(z.string()),
  id: z.number().int(),
  name: z.string(),
  key: z.string(),
  value: z.string(),
  description: z.string(),
  /** A parameter the code reads: its type and range cannot be changed. */
  built_in: z.boolean(),
  updated_at: z.string(),
});
export type ParameterRow = z.infer<typeof parameterRow>;

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

export const adminLanguageRow = z.object({
  id: z.number().int(),
  name: z.string(),
  title: z.string(),
  code: z.string(),
  direction: z.enum(TEXT_DIRECTIONS),
  is_default: z.boolean(),
  status: statusField,
  sort: z.number().int(),
});
export type AdminLanguageRow = z.infer<typeof adminLanguageRow>;

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

export const translationRow = z.object({
  key: z.string(),
  texts: z.record(z.string(), z.string()),
});
export type TranslationRow = z.infer<typeof translationRow>;

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
  digits: numeric(z.number().int().min(0).max(4)).default(2),
  /** Units of this currency for one unit of the base currency, > 0. */
  rate: decimalText(/^\d{1,10}(\.\d{1,10})?$/, 'validation.rate').refine((rate) => /[1-9]/.test(rate), { error: 'validation.rate' }),
  status: statusField.default('active'),
  sort: sortField,
});

export const currencyDeleteBody = z.object({ id: lineText(10).pipe(z.string().min(1)) });

export const adminCurrencyRow = z.object({
  code: z.string(),
  name: z.string(),
  symbol: z.string(),
  unit: z.string(),
  digits: z.number().int(),
  rate: z.string(),
  is_base: z.boolean(),
  status: statusField,
  sort: z.number().int(),
});
export type AdminCurrencyRow = z.infer<typeof adminCurrencyRow>;

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

export const articleRow = z.object({
  id: z.number().int(),
  key: z.string(),
  title: z.record(z.string(), z.string()),
  content: z.record(z.string(), z.string()),
  updated_at: z.string(),
});
export type ArticleRow = z.infer<typeof articleRow>;
