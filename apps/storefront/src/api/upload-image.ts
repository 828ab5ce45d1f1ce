import { storefrontRoutes } from '@roamcart/contracts';
import { upload } from './client.ts';

/** Stores an image (JPG, PNG or WEBP up to 4 MB) and answers its URL. */
export function uploadImage(file: Blob) {
  return upload(storefrontRoutes.upload.image, file);
}
