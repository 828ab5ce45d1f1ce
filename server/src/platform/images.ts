import { fileTypeFromBuffer } from 'file-type';
import type sharpModule from 'sharp';
import { ErrorCode, UPLOAD_IMAGE_MAX_BYTES, UPLOAD_IMAGE_TYPES } from '@roamcart/contracts';
import type { Db } from './db.ts';
import { AppError } from './errors.ts';
import type { Storage } from './storage.ts';
import { storeUpload } from './store-upload.ts';

const EXTENSIONS: Record<string, string> = { 'image/jpeg': 'jpg', 'image/png': 'png', 'image/webp': 'webp' };

/**
 * Decoding cost grows with pixels, not bytes: a 31 KB PNG can hold 16000x16000. Dimensions are
 * read from the header and anything above this is refused before a pixel is decoded.
 */
export const IMAGE_MAX_MEGAPIXELS = 40;
const IMAGE_MAX_PIXELS = IMAGE_MAX_MEGAPIXELS * 1_000_000;

/** libvips is loaded on the first image, not at start: a server that serves only answers stays ~30 MiB smaller. */
export async function loadSharp(): Promise<typeof sharpModule> {
  return (await import('sharp')).default;
}

/**
 * Checks an uploaded image by its content (never its name), size, pixel count and optionally its
 * exact dimensions, re-encodes it so metadata (EXIF, GPS) is dropped, then stores it (storeUpload).
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
  const sharp = await loadSharp();
  let image: ReturnType<typeof sharp>;
  let width: number;
  let height: number;
  try {
    // The header alone gives the dimensions; the limit on the decoder is a second guard.
    const header = await sharp(content).metadata();
    if ((header.width ?? 0) * (header.height ?? 0) > IMAGE_MAX_PIXELS) {
      throw new AppError(ErrorCode.InvalidParameters, { file: 'validation.image_pixels' }, { megapixels: IMAGE_MAX_MEGAPIXELS });
    }
    image = sharp(content, { failOn: 'error', limitInputPixels: IMAGE_MAX_PIXELS }).rotate();
    const meta = await image.metadata();
    width = meta.autoOrient?.width ?? meta.width ?? 0;
    height = meta.autoOrient?.height ?? meta.height ?? 0;
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw AppError.field('file', 'validation.file_type');
  }
  if (options.exactSize && (width !== options.exactSize.width || height !== options.exactSize.height)) {
    throw new AppError(ErrorCode.InvalidParameters, { file: 'validation.image_size' }, options.exactSize);
  }
  const mime = detected.mime;
  const encoded =
    mime === 'image/png' ? await image.png().toBuffer() : mime === 'image/webp' ? await image.webp().toBuffer() : await image.jpeg({ quality: 85 }).toBuffer();
  return storeUpload(deps, encoded, { mime, extension: EXTENSIONS[mime] ?? 'bin', width, height, owner: options.owner });
}
