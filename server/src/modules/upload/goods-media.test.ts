import { readFileSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { UPLOAD_IMAGE_MAX_BYTES, UPLOAD_VIDEO_MAX_BYTES, type UploadedImage } from '@roamcart/contracts';
import { uploads } from '../../platform/tables/upload.ts';
import { adminUpload, signedInAdmin, useSuperAdmin } from '../../test/admin-client.ts';
import { fileTypeBox, mp4File } from '../../test/mp4.ts';
import { useTestApp } from '../../test/test-app.ts';

const t = useTestApp();
const root = useSuperAdmin(t);

function image(width: number, height: number, format: 'png' | 'jpeg' | 'webp' = 'png'): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: '#2266aa' } })
    .toFormat(format)
    .toBuffer();
}

const galleryImage = (content: Buffer, name = 'gallery.png', lang?: string) =>
  adminUpload<UploadedImage>(t.app, root, '/upload/goods_image', { name, content, mime: 'image/png' }, { lang });
const video = (content: Buffer, lang?: string) => adminUpload<UploadedImage>(t.app, root, '/upload/goods_video', { name: 'clip.mp4', content, mime: 'video/mp4' }, { lang });

describe('POST /admin_api/upload/goods_image', () => {
  it('stores JPG, PNG and WEBP gallery images of 750x485', async () => {
    for (const format of ['jpeg', 'png', 'webp'] as const) {
      const res = await galleryImage(await image(750, 485, format));
      expect(res.code, format).toBe(200);
      expect(res.data).toMatchObject({ width: 750, height: 485 });
      expect((await t.app.inject({ method: 'GET', url: res.data.url })).statusCode).toBe(200);
    }
  });

  it('refuses another size with the size in the message, in English and Chinese', async () => {
    expect(await galleryImage(await image(800, 600))).toMatchObject({ code: 4002, data: { file: 'The image must be 750x485 pixels' } });
    expect(await galleryImage(await image(750, 484), 'a.png', 'zh-CN')).toMatchObject({ code: 4002, data: { file: '图片尺寸必须为 750x485 像素' } });
  });

  it('judges the type by content: an MP4 or a text named .png is refused', async () => {
    expect(await galleryImage(mp4File(750, 485))).toMatchObject({ code: 4002, data: { file: 'Only JPG, PNG or WEBP images are accepted' } });
    expect(await galleryImage(Buffer.from('GIF89a not really'), 'x.png', 'zh-CN')).toMatchObject({ code: 4002 });
  });

  it('refuses an image over 4 MB', async () => {
    const big = Buffer.concat([await image(750, 485), Buffer.alloc(UPLOAD_IMAGE_MAX_BYTES)]);
    expect(await galleryImage(big)).toMatchObject({ code: 4002, data: { file: 'The image is larger than 4 MB' } });
  });

  it('needs upload:goods_image', async () => {
    const bannerOnly = await signedInAdmin(t, ['upload:banner']);
    const res = await adminUpload(t.app, bannerOnly, '/upload/goods_image', { name: 'a.png', content: await image(750, 485), mime: 'image/png' });
    expect(res.code).toBe(4003);
  });
});

describe('POST /admin_api/upload/goods_video', () => {
  it('stores an MP4 of 750x485 byte for byte, records it and serves it as video/mp4', async () => {
    const content = mp4File(750, 485, { padding: 5 * 1024 * 1024 });
    const res = await video(content);
    expect(res).toMatchObject({ code: 200, data: { width: 750, height: 485 } });
    expect(res.data.url).toMatch(/^\/uploads\/\d{4}\/\d{2}\/[0-9a-f]{32}\.mp4$/);
    const stored = readFileSync(path.join(t.app.deps.storage.root, res.data.url.replace('/uploads/', '')));
    expect(stored.equals(content)).toBe(true);
    const [row] = await t.db.select().from(uploads).where(eq(uploads.path, res.data.url.replace('/uploads/', '')));
    expect(row).toMatchObject({ mime: 'video/mp4', bytes: content.length, width: 750, height: 485, owner: `admin:${root.adminId}` });
    const served = await t.app.inject({ method: 'GET', url: res.data.url, headers: { range: 'bytes=0-99' } });
    expect(served.statusCode).toBe(206);
    expect(served.headers['content-type']).toBe('video/mp4');
  });

  it('judges the type by content: an image, a QuickTime movie and an audio-only MP4 are refused', async () => {
    const refusal = { code: 4002, data: { file: 'Only MP4 videos are accepted' } };
    expect(await video(await image(750, 485))).toMatchObject(refusal);
    expect(await video(Buffer.concat([fileTypeBox('qt  '), mp4File(750, 485).subarray(32)]))).toMatchObject(refusal);
    expect(await video(Buffer.concat([fileTypeBox(), Buffer.alloc(64)]))).toMatchObject(refusal);
    expect(await video(Buffer.from('ftyp'), 'zh-CN')).toMatchObject({ code: 4002, data: { file: '仅支持 MP4 视频' } });
  });

  it('refuses another picture size', async () => {
    expect(await video(mp4File(1280, 720))).toMatchObject({ code: 4002, data: { file: 'The video must be 750x485 pixels' } });
    expect(await video(mp4File(1280, 720), 'zh-CN')).toMatchObject({ code: 4002, data: { file: '视频尺寸必须为 750x485 像素' } });
  });

  it('takes up to 20 MB and refuses a byte more', async () => {
    const header = mp4File(750, 485, { padding: 0 });
    const fits = mp4File(750, 485, { padding: UPLOAD_VIDEO_MAX_BYTES - header.length });
    expect(fits.length).toBe(UPLOAD_VIDEO_MAX_BYTES);
    expect((await video(fits)).code).toBe(200);
    const over = mp4File(750, 485, { padding: UPLOAD_VIDEO_MAX_BYTES - header.length + 1 });
    expect(await video(over)).toMatchObject({ code: 4002, data: { file: 'The video is larger than 20 MB' } });
    expect(await video(over, 'zh-CN')).toMatchObject({ code: 4002, data: { file: '视频不能超过 20MB' } });
  });

  it('needs upload:goods_video', async () => {
    const imagesOnly = await signedInAdmin(t, ['upload:goods_image']);
    const res = await adminUpload(t.app, imagesOnly, '/upload/goods_video', { name: 'a.mp4', content: mp4File(750, 485), mime: 'video/mp4' });
    expect(res.code).toBe(4003);
  });
});
