import type { ArticleRow, BannerRow, NoticeRow, UploadedImage, articleSaveBody, bannerSaveBody, noticeSaveBody, z } from '@roamcart/contracts';
import { adminApi } from './client.ts';
import { createResource } from './resource.ts';

export const articlesResource = createResource<ArticleRow, z.infer<typeof articleSaveBody>>('articles');

export const bannersResource = createResource<BannerRow, z.infer<typeof bannerSaveBody>>('banners');

export const noticesResource = createResource<NoticeRow, z.infer<typeof noticeSaveBody>>('notices');

/** Stores a 750x485 banner image (multipart field `file`). */
export function uploadBannerImage(file: File): Promise<UploadedImage> {
  const form = new FormData();
  form.append('file', file);
  return adminApi.post<UploadedImage>('/upload/banner', form);
}
