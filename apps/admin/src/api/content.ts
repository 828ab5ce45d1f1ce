import { adminApi } from '@roamcart/contracts/api';
import { upload } from './client.ts';
import { createResource } from './resource.ts';

export const articlesResource = createResource('articles', adminApi.articles);

export const bannersResource = createResource('banners', adminApi.banners);

export const noticesResource = createResource('notices', adminApi.notices);

/** Stores a 750x485 banner image (multipart field `file`). */
export function uploadBannerImage(file: File) {
  return upload(adminApi.upload.banner, file);
}
