import { idParam, pageQuery, requiredMultilineText, requiredText, z } from '../validation.ts';
import { filterText, imageUrlField, linkField, sortField, statusField, type RecordStatus } from './common.ts';

/** Banner images are exactly this size (SPEC §5, §9). */
export const BANNER_IMAGE_SIZE = { width: 750, height: 485 } as const;

export const bannerListQuery = pageQuery.extend({ keyword: filterText(100), status: statusField.optional() });

export const bannerSaveBody = z.object({
  id: idParam.optional(),
  title: requiredText(100),
  image_url: imageUrlField,
  link: linkField,
  sort: sortField,
  status: statusField.default('active'),
});

export interface BannerRow {
  id: number;
  title: string;
  image_url: string;
  link: string;
  sort: number;
  status: RecordStatus;
  created_at: string;
  updated_at: string;
}

export const noticeListQuery = pageQuery.extend({ keyword: filterText(200), status: statusField.optional() });

export const noticeSaveBody = z.object({
  id: idParam.optional(),
  title: requiredText(200),
  content: requiredMultilineText(5000),
  sort: sortField,
  status: statusField.default('active'),
});

export interface NoticeRow {
  id: number;
  title: string;
  content: string;
  sort: number;
  status: RecordStatus;
  created_at: string;
  updated_at: string;
}

/* Internal messages */

export const messageSendBody = z.object({
  /** The one customer to write to; absent to write to every customer. */
  user_id: idParam.optional(),
  title: requiredText(200),
  content: requiredMultilineText(5000),
});

export const sentMessageListQuery = pageQuery.extend({ user_id: idParam.optional(), keyword: filterText(200) });

export interface SentMessageRow {
  id: number;
  title: string;
  content: string;
  /** null: sent to every customer. */
  user_id: number | null;
  user_email: string | null;
  user_nickname: string | null;
  admin_id: number | null;
  admin_username: string | null;
  read_count: number;
  created_at: string;
}

export interface UploadedImage {
  url: string;
  width: number;
  height: number;
}
