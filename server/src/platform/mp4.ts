/** Boxes that hold the boxes we look for: the movie and its tracks. */
const CONTAINERS = new Set(['moov', 'trak']);

interface Box {
  type: string;
  /** Where the box's content starts and ends in the file. */
  start: number;
  end: number;
}

/** The boxes in `[start, end)`; null when one of them claims more bytes than there are. */
function boxesIn(file: Buffer, start: number, end: number): Box[] | null {
  const boxes: Box[] = [];
  let offset = start;
  while (offset + 8 <= end) {
    let size = file.readUInt32BE(offset);
    let header = 8;
    if (size === 1) {
      if (offset + 16 > end) return null;
      const large = file.readBigUInt64BE(offset + 8);
      if (large > BigInt(end - offset)) return null;
      size = Number(large);
      header = 16;
    } else if (size === 0) {
      size = end - offset;
    }
    if (size < header || offset + size > end) return null;
    boxes.push({ type: file.toString('latin1', offset + 4, offset + 8), start: offset + header, end: offset + size });
    offset += size;
  }
  return boxes;
}

/** A track header's display width and height (16.16 fixed point, after the matrix). */
function trackSize(file: Buffer, box: Box): { width: number; height: number } | null {
  const version = file.readUInt8(box.start);
  const at = box.start + (version === 1 ? 88 : 76);
  if (at + 8 > box.end) return null;
  return { width: Math.floor(file.readUInt32BE(at) / 65536), height: Math.floor(file.readUInt32BE(at + 4) / 65536) };
}

/**
 * The picture size of an MP4 read from its boxes (ISO/IEC 14496-12): it must open with an
 * `ftyp` box, and a track header (`moov/trak/tkhd`) with a non-zero size is its video track.
 * Null when the file is no such MP4 (truncated, audio only, another format).
 */
export function mp4VideoSize(file: Buffer): { width: number; height: number } | null {
  const top = boxesIn(file, 0, file.length);
  if (!top || top[0]?.type !== 'ftyp') return null;
  const search = (boxes: Box[]): { width: number; height: number } | null => {
    for (const box of boxes) {
      if (box.type === 'tkhd') {
        const size = trackSize(file, box);
        if (size && size.width > 0 && size.height > 0) return size;
      } else if (CONTAINERS.has(box.type)) {
        const inner = boxesIn(file, box.start, box.end);
        const found = inner && search(inner);
        if (found) return found;
      }
    }
    return null;
  };
  return search(top);
}
