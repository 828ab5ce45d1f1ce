import { fileTypeFromBuffer } from 'file-type';
import sharp from 'sharp';
import { ErrorCode, UPLOAD_IMAGE_MAX_BYTES, UPLOAD_IMAGE_TYPES } from '@roamcart/contracts';
import { uploads } from '../db/schema/index.ts';
import type { Db } from './db.ts';
import { AppError } from './errors.ts';
import type { Storage } from './storage.ts';

const EXTENSIONS: Record<string, string> = { 'image/jpeg': 'jpg', 'image/png': 'png', 'image/webp': 'webp' };

/**
 * Checks an uploaded image by its content (never its name), size and optionally its exact
 * dimensions, re-encodes it so metadata (EXIF, GPS) is dropped, stores it and records it.
 */
export async function storeImage(
  deps: { db: Db; storage: Storage },
  content: Buffer,
  options: { owner: string; exactSize?: { width: number; height: number } },
): Promise<{ url: string; width: number; height: number }> {
  if (content.length > UPLOAD_IMAGE_MAX_BYTES) throw AppError.field('file', 'validation.file_size');
  const detected = await fileTypeFromBuffer(content);
  if (!detected || !(UPLOAD_IMAGE_TYPES as readonly string[]).includes(detected.mime)) {
    throw AppError.field('file', 'validation.file_type');
  }
  let image: ReturnType<typeof sharp>;
  let width: number;
  let height: number;
  try {
    image = sharp(content, { failOn: 'error' }).rotate();
    const meta = await image.metadata();
    width = meta.autoOrient?.width ?? meta.width ?? 0;
    height = meta.autoOrient?.height ?? meta.height ?? 0;
  } catch {
    throw AppError.field('file', 'validation.file_type');
  }
  if (options.exactSize && (width !== options.exactSize.width || height !== options.exactSize.height)) {
    throw new AppError(ErrorCode.InvalidParameters, { file: 'validation.image_size' }, options.exactSize);
  }
  const mime = detected.mime;
  const encoded =
    mime === 'image/png' ? await image.png().toBuffer() : mime === 'image/webp' ? await image.webp().toBuffer() : await image.jpeg({ quality: 85 }).toBuffer();
  const saved = await deps.storage.save(encoded, EXTENSIONS[mime] ?? 'bin');
  await deps.db.insert(uploads).values({ path: saved.path, mime, bytes: encoded.length, width, height, owner: options.owner });
  return { url: saved.url, width, height };
}
