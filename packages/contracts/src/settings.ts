import { idParam, lineText, z } from './validation.ts';

export interface SystemConfig {
  earn_url: string;
  currency_code: string;
  currency_symbol: string;
  lang: string;
  lang_cache_time: string;
  chat_script_url: string;
}

export interface LanguageItem {
  name: string;
  title: string;
  code: string;
  is_default: boolean;
  direction: 'ltr' | 'rtl';
}

export interface CurrencyItem {
  name: string;
  code: string;
  symbol: string;
  rate: string;
  digits: number;
}

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

export interface HobbyList {
  hobbies: { id: number; name: string; selected: boolean }[];
  sizes: { top: string | null; bottom: string | null; shoe: string | null };
  size_options: typeof SIZE_OPTIONS;
}

export const UPLOAD_IMAGE_MAX_BYTES = 4 * 1024 * 1024;
export const UPLOAD_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
