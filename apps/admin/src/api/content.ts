import { adminRoutes } from '@roamcart/contracts';
import { upload } from './client.ts';
import { createResource } from './resource.ts';

export const articlesResource = createResource('articles', adminRoutes.articles);

export const bannersResource = createResource('banners', adminRoutes.banners);

export const noticesResource = createResource('notices', adminRoutes.notices);

/** Stores a 750x485 banner image (multipart field `file`). */
export function uploadBannerImage(file: File) {
  return upload(adminRoutes.upload.banner, file);
}
