import type { TFunction } from 'i18next';
import { UPLOAD_IMAGE_MAX_BYTES, UPLOAD_IMAGE_TYPES, UPLOAD_VIDEO_MAX_BYTES, UPLOAD_VIDEO_TYPES } from '@roamcart/contracts';
import { ApiError } from '../api/client.ts';
import { imageSize } from './image-size.ts';

/**
 * Why the server would refuse this image (type, 4 MB, exact size), found before uploading it;
 * null when it passes. The server checks again by content.
 */
export async function imageFileProblem(file: File, t: TFunction, exactSize?: { width: number; height: number }): Promise<string | null> {
  if (!(UPLOAD_IMAGE_TYPES as readonly string[]).includes(file.type)) return t('validation.file_type');
  if (file.size > UPLOAD_IMAGE_MAX_BYTES) return t('validation.file_size');
  const size = await imageSize(file).catch(() => null);
  if (!size) return t('validation.file_type');
  if (exactSize && (size.width !== exactSize.width || size.height !== exactSize.height)) return t('validation.image_size', exactSize);
  return null;
}

/** Why the server would refuse this video by its type or size; its picture size is checked there. */
export function videoFileProblem(file: File, t: TFunction): string | null {
  if (!(UPLOAD_VIDEO_TYPES as readonly string[]).includes(file.type)) return t('validation.video_type');
  if (file.size > UPLOAD_VIDEO_MAX_BYTES) return t('validation.video_size');
  return null;
}

/** The server's refusal of the file itself, to show beside the upload; other refusals the API client has shown. */
export function uploadRefusal(error: unknown): string | null {
  return error instanceof ApiError && Object.keys(error.fields).length > 0 ? Object.values(error.fields).join(' ') : null;
}
