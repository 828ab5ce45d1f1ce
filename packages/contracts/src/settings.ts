import { goodsCard } from './catalogue.ts';
import { idParam, lineText, z } from './validation.ts';

export const systemConfig = z.object({
  earn_url: z.string(),
  currency_code: z.string(),
  currency_symbol: z.string(),
  lang: z.string(),
  lang_cache_time: z.string(),
  chat_script_url: z.string(),
  /** The MapLibre style of the hotel search's map; '' when the operator has set none (no map). */
  hotel_map_style_url: z.string(),
});
export type SystemConfig = z.infer<typeof systemConfig>;

export const TEXT_DIRECTIONS = ['ltr', 'rtl'] as const;

export const languageItem = z.object({
  name: z.string(),
  title: z.string(),
  code: z.string(),
  is_default: z.boolean(),
  direction: z.enum(TEXT_DIRECTIONS),
});
export type LanguageItem = z.infer<typeof languageItem>;

/** A language's dictionary: translation key -> text. */
export const dictionary = z.record(z.string(), z.string());

/** The apps a dictionary can be asked for: each gets the keys it shows (the server decides by key prefix). */
export const DICTIONARY_PARTS = ['storefront', 'admin'] as const;
export type DictionaryPart = (typeof DICTIONARY_PARTS)[number];

/** GET /translate: `app` narrows the dictionary to that app's part; without it, every key. */
export const dictionaryQuery = z.object({ app: z.enum(DICTIONARY_PARTS).optional() });

/** The answer of switching the interface language. */
export const languageChoice = z.object({ lang: z.string(), lang_cache_time: z.string() });

export const currencyItem = z.object({
  name: z.string(),
  code: z.string(),
  symbol: z.string(),
  rate: z.string(),
  digits: z.number().int(),
});
export type CurrencyItem = z.infer<typeof currencyItem>;

export const langQuery = z.object({ lang: lineText(30).pipe(z.string().min(1)) });
export const currencyChangeBody = z.object({ code: lineText(10).pipe(z.string().min(1)) });

export const ARTICLE_KEYS = ['return_policy', 'privacy', 'conditions'] as const;
export const articleQuery = z.object({ key: z.enum(ARTICLE_KEYS) });

export const SIZE_OPTIONS = {
  top: ['XS', 'S', 'M', 'L', 'XL', 'XXL'],
  bottom: ['XS', 'S', 'M', 'L', 'XL', 'XXL'],
  shoe: ['35', '36', '37', '38', '39', '40', '41', '42', '43', '44', '45', '46'],
} as const;

export const hobbyBody = z.object({
  hobby_ids: z.array(idParam).max(50).default([]),
  sizes: z
    .object({
      top: z.enum(SIZE_OPTIONS.top).nullable().optional(),
      bottom: z.enum(SIZE_OPTIONS.bottom).nullable().optional(),
      shoe: z.enum(SIZE_OPTIONS.shoe).nullable().optional(),
    })
    .default({}),
});

export const hobbyList = z.object({
  hobbies: z.array(z.object({ id: z.number().int(), name: z.string(), selected: z.boolean() })),
  sizes: z.object({ top: z.enum(SIZE_OPTIONS.top).nullable(), bottom: z.enum(SIZE_OPTIONS.bottom).nullable(), shoe: z.enum(SIZE_OPTIONS.shoe).nullable() }),
  size_options: z.object({ top: z.array(z.string()).readonly(), bottom: z.array(z.string()).readonly(), shoe: z.array(z.string()).readonly() }),
});
export type HobbyList = z.infer<typeof hobbyList>;

export const articleView = z.object({ title: z.string(), content: z.string() });

/**
 * Home's front matter (API.md): the active banners and notices in the back office's sort order,
 * and the first new arrivals and recommended goods (their further pages come from /goods/list).
 */
export const homeContent = z.object({
  banners: z.array(
    z.object({
      id: z.number().int(),
      /** The back office's default text (the image's alternative text before banners had texts per language). */
      title: z.string(),
      image_url: z.string(),
      link: z.string(),
      /** The title in the reader's language (else the default language's), written over the art; '' for a banner without texts per language (its image carries its text). */
      headline: z.string(),
      /** The call to action in the reader's language; '' when the banner has none. */
      cta: z.string(),
    }),
  ),
  notices: z.array(z.object({ id: z.number().int(), title: z.string(), content: z.string() })),
  new_arrivals: z.array(goodsCard),
  recommended: z.array(goodsCard),
});
export type HomeContent = z.infer<typeof homeContent>;

/** A stored upload's address. */
export const uploadedUrl = z.object({ url: z.string() });

export const UPLOAD_IMAGE_MAX_BYTES = 4 * 1024 * 1024;
export const UPLOAD_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export const UPLOAD_VIDEO_MAX_BYTES = 20 * 1024 * 1024;
export const UPLOAD_VIDEO_TYPES = ['video/mp4'] as const;
