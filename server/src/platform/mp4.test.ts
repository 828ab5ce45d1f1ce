import { describe, expect, it } from 'vitest';
import { box, fileTypeBox, mp4File, trackHeader } from '../test/mp4.ts';
import { mp4VideoSize } from './mp4.ts';

describe('mp4VideoSize', () => {
  it('reads the video track size, skipping the audio track, from version 0 and 1 headers', () => {
    expect(mp4VideoSize(mp4File(750, 485))).toEqual({ width: 750, height: 485 });
    expect(mp4VideoSize(mp4File(1920, 1080, { tkhdVersion: 1 }))).toEqual({ width: 1920, height: 1080 });
  });

  it('finds the movie after the media data, as a non-streaming encoder writes it', () => {
    const file = Buffer.concat([fileTypeBox(), box('mdat', Buffer.alloc(32)), box('moov', box('trak', trackHeader(640, 360)))]);
    expect(mp4VideoSize(file)).toEqual({ width: 640, height: 360 });
  });

  it('answers null for an audio-only file, a file not opening with ftyp, and a box longer than the file', () => {
    expect(mp4VideoSize(Buffer.concat([fileTypeBox(), box('moov', box('trak', trackHeader(0, 0)))]))).toBeNull();
    expect(mp4VideoSize(Buffer.concat([box('moov', box('trak', trackHeader(750, 485))), fileTypeBox()]))).toBeNull();
    const truncated = mp4File(750, 485).subarray(0, 120);
    expect(mp4VideoSize(truncated)).toBeNull();
    expect(mp4VideoSize(Buffer.from('not a video at all'))).toBeNull();
  });
});
