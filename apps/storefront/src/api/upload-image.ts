import { storefrontApi } from '@roamcart/contracts/api';
import { upload } from './client.ts';

/** Stores an image (JPG, PNG or WEBP up to 4 MB) and answers its URL. */
export function uploadImage(file: Blob) {
  return upload(storefrontApi.upload.image, file);
}
