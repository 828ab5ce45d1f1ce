import { idParam, lineText, multilineText, pageQuery, requiredMultilineText, requiredText, z } from '../validation.ts';
import { filterText, imageUrlField, languageCodeKey, linkField, sortField, statusField } from './common.ts';

/** Banner images are exactly this size (SPEC §5, §9). */
export const BANNER_IMAGE_SIZE = { width: 750, height: 485 } as const;

export const bannerListQuery = pageQuery.extend({ keyword: filterText(100), status: statusField.optional() });

/** A banner's text per language code; any may be blank (the title then falls back to `title`, the call to action to none). */
const bannerTexts = (max: number) => z.record(languageCodeKey, lineText(max)).default({});

export const bannerSaveBody = z.object({
  id: idParam.optional(),
  title: requiredText(100),
  /** The title per language, written over the art by the storefront. */
  titles: bannerTexts(100),
  /** The call to action per language. */
  cta: bannerTexts(40),
  image_url: imageUrlField,
  link: linkField,
  sort: sortField,
  status: statusField.default('active'),
});

export const bannerRow = z.object({
  id: z.number().int(),
  title: z.string(),
  titles: z.record(z.string(), z.string()),
  cta: z.record(z.string(), z.string()),
  image_url: z.string(),
  link: z.string(),
  sort: z.number().int(),
  status: statusField,
  created_at: z.string(),
  updated_at: z.string(),
});
export type BannerRow = z.infer<typeof bannerRow>;

export const noticeListQuery = pageQuery.extend({ keyword: filterText(200), status: statusField.optional() });

/**
 * A notice's texts per language, like an article's: at least one language with both a title and a
 * content, and a language has both or neither (the server checks, naming the missing one).
 * `title`/`content` are the default language's texts for a client that writes one language.
 */
export const noticeSaveBody = z.object({
  id: idParam.optional(),
  title: lineText(200).default(''),
  content: multilineText(5000).default(''),
  titles: z.record(languageCodeKey, lineText(200)).default({}),
  contents: z.record(languageCodeKey, multilineText(5000)).default({}),
  sort: sortField,
  status: statusField.default('active'),
});

export const noticeRow = z.object({
  id: z.number().int(),
  /** The default language's texts (else the first language's). */
  title: z.string(),
  content: z.string(),
  titles: z.record(z.string(), z.string()),
  contents: z.record(z.string(), z.string()),
  sort: z.number().int(),
  status: statusField,
  created_at: z.string(),
  updated_at: z.string(),
});
export type NoticeRow = z.infer<typeof noticeRow>;

/* Internal messages */

export const messageSendBody = z.object({
  /** The one customer to write to; absent to write to every customer. */
  user_id: idParam.optional(),
  title: requiredText(200),
  content: requiredMultilineText(5000),
});

export const sentMessageListQuery = pageQuery.extend({ user_id: idParam.optional(), keyword: filterText(200) });

export const sentMessageRow = z.object({
  id: z.number().int(),
  title: z.string(),
  content: z.string(),
  /** null: sent to every customer. */
  user_id: z.number().int().nullable(),
  user_email: z.string().nullable(),
  user_nickname: z.string().nullable(),
  admin_id: z.number().int().nullable(),
  admin_username: z.string().nullable(),
  read_count: z.number().int(),
  created_at: z.string(),
});
export type SentMessageRow = z.infer<typeof sentMessageRow>;

export const uploadedImage = z.object({ url: z.string(), width: z.number().int(), height: z.number().int() });
export type UploadedImage = z.infer<typeof uploadedImage>;
