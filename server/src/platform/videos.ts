import { fileTypeFromBuffer } from 'file-type';
import { ErrorCode, UPLOAD_VIDEO_MAX_BYTES, UPLOAD_VIDEO_TYPES } from '@roamcart/contracts';
import type { Db } from './db.ts';
import { AppError } from './errors.ts';
import { mp4VideoSize } from './mp4.ts';
import type { Storage } from './storage.ts';
import { storeUpload } from './store-upload.ts';

/**
 * Checks an uploaded video by its content (an MP4: `ftyp` box first, a video track), its size
 * and optionally its exact picture size, then stores it as sent: re-encoding video is a job
 * for a worker, not for a request, and the browser plays MP4 as it is.
 */
export async function storeVideo(
  deps: { db: Db; storage: Storage },
  content: Buffer,
  options: { owner: string; exactSize?: { width: number; height: number } },
): Promise<{ url: string; width: number; height: number }> {
  if (content.length > UPLOAD_VIDEO_MAX_BYTES) throw AppError.field('file', 'validation.video_size');
  const detected = await fileTypeFromBuffer(content);
  const size = detected && (UPLOAD_VIDEO_TYPES as readonly string[]).includes(detected.mime) ? mp4VideoSize(content) : null;
  if (!detected || !size) throw AppError.field('file', 'validation.video_type');
  if (options.exactSize && (size.width !== options.exactSize.width || size.height !== options.exactSize.height)) {
    throw new AppError(ErrorCode.InvalidParameters, { file: 'validation.video_dimensions' }, options.exactSize);
  }
  return storeUpload(deps, content, { mime: detected.mime, extension: 'mp4', ...size, owner: options.owner });
}
