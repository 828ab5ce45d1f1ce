/** One ISO BMFF box: 32-bit size, 4-letter type, content. */
export function box(type: string, ...content: Buffer[]): Buffer {
  const body = Buffer.concat(content);
  const header = Buffer.alloc(8);
  header.writeUInt32BE(8 + body.length);
  header.write(type, 4, 'latin1');
  return Buffer.concat([header, body]);
}

/** A track header (version 0 or 1) whose display size is `width`x`height` (0x0 for an audio track). */
export function trackHeader(width: number, height: number, version: 0 | 1 = 0): Buffer {
  const content = Buffer.alloc(version === 1 ? 96 : 84);
  content.writeUInt8(version, 0);
  const sizeAt = version === 1 ? 88 : 76;
  content.writeUInt32BE(width * 65536, sizeAt);
  content.writeUInt32BE(height * 65536, sizeAt + 4);
  return box('tkhd', content);
}

/** The `ftyp` box an encoder writes first: brand isom, as ffmpeg does for .mp4. */
export function fileTypeBox(brand = 'isom'): Buffer {
  return box('ftyp', Buffer.from(`${brand}\0\0\x02\0isomiso2avc1mp41`, 'latin1'));
}

/**
 * A structurally valid MP4 of `width`x`height`: ftyp, a movie with an audio and a video track,
 * and `padding` bytes of media data (to reach a size). Not playable; the server never decodes it.
 */
export function mp4File(width: number, height: number, options: { padding?: number; tkhdVersion?: 0 | 1 } = {}): Buffer {
  const moov = box('moov', box('mvhd', Buffer.alloc(100)), box('trak', trackHeader(0, 0)), box('trak', trackHeader(width, height, options.tkhdVersion)));
  return Buffer.concat([fileTypeBox(), moov, box('mdat', Buffer.alloc(options.padding ?? 64, 1))]);
}
