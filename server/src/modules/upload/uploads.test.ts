// @module-tag embedded
import { existsSync, utimesSync } from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { uploads } from '../../platform/tables/upload.ts';
import { removeOrphanUploads } from '../../platform/orphan-uploads.ts';
import { adminUpload, signedInAdmin } from '../../test/admin-client.ts';
import { registerCustomer, useTestApp } from '../../test/test-app.ts';

const t = useTestApp({ RATE_UPLOAD_PER_HOUR: '3' });

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(zlib.crc32(body));
  return Buffer.concat([length, body, crc]);
}

/**
 * A grey PNG whose header claims `size`x`size` pixels but whose data holds one row: its header
 * reads at once, while decoding it fails on the missing rows. An answer about its size therefore
 * shows the server read the header only, on any machine, however busy.
 */
function pngClaiming(size: number): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 0, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', zlib.deflateSync(Buffer.alloc(size + 1))),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

function smallPng(): Promise<Buffer> {
  return sharp({ create: { width: 8, height: 8, channels: 3, background: '#0a7' } }).png().toBuffer();
}

let clientCounter = 0;
const nextClient = () => `10.91.0.${++clientCounter}`;

async function upload(token: string, content: Buffer, ip = nextClient()): Promise<{ code: number; data: Record<string, string> }> {
  const boundary = '----roamcart-upload-test';
  const head = Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`);
  const response = await t.app.inject({
    method: 'POST',
    url: '/app_index/upload/image',
    query: { lang: 'en' },
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, authorization: token },
    payload: Buffer.concat([head, content, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    remoteAddress: ip,
  });
  return response.json() as { code: number; data: Record<string, string> };
}

describe('a decompression bomb', () => {
  it('refuses a 16000x16000 PNG from its header, without decoding it', async () => {
    const bomb = pngClaiming(16_000);
    const admin = await signedInAdmin(t, 'super');
    const banner = await adminUpload(t.app, admin, '/upload/image', { name: 'a.png', content: bomb, mime: 'image/png' });
    expect(banner).toMatchObject({ code: 4002, data: { file: 'The image has more than 40 megapixels' } });
    const { token } = await registerCustomer(t);
    expect(await upload(token, bomb)).toMatchObject({ code: 4002, data: { file: 'The image has more than 40 megapixels' } });
  });
});

describe('upload limits', () => {
  it('limits one account however many addresses it uses', async () => {
    const { token } = await registerCustomer(t);
    const image = await smallPng();
    const codes = [];
    for (let i = 0; i < 4; i += 1) codes.push((await upload(token, image)).code);
    expect(codes).toEqual([200, 200, 200, 4029]);
  });

  it('limits one address however many accounts use it', async () => {
    const image = await smallPng();
    const ip = nextClient();
    const codes = [];
    for (let i = 0; i < 4; i += 1) codes.push((await upload((await registerCustomer(t)).token, image, ip)).code);
    expect(codes).toEqual([200, 200, 200, 4029]);
  });
});

describe('crash safety', () => {
  const hourAgo = (file: string) => {
    const past = new Date(Date.now() - 2 * 60 * 60 * 1000);
    utimesSync(file, past, past);
  };
  const stagedFile = (relative: string) => path.join(t.config.dataDir, 'upload-staging', relative.split('/').join('__'));
  const publishedFile = (relative: string) => path.join(t.app.deps.storage.root, relative);

  it('leaves nothing behind after the cleanup when the server died between file and row', async () => {
    const content = await smallPng();
    const died = await t.app.deps.storage.stage(content, 'png');
    expect(existsSync(stagedFile(died.path))).toBe(true);
    expect((await t.app.inject({ method: 'GET', url: died.url })).headers['content-type']).not.toMatch(/^image\//);
    const unrecorded = await t.app.deps.storage.stage(content, 'png');
    await t.app.deps.storage.publish(unrecorded);
    const fresh = await t.app.deps.storage.stage(content, 'png');
    for (const file of [stagedFile(died.path), publishedFile(unrecorded.path)]) hourAgo(file);

    const result = await removeOrphanUploads(t.app.deps, new Date());
    expect(result.removed.sort()).toEqual([died.path, unrecorded.path].sort());
    expect(existsSync(stagedFile(died.path))).toBe(false);
    expect(existsSync(publishedFile(unrecorded.path))).toBe(false);
    expect(existsSync(stagedFile(fresh.path)), 'an upload still in progress').toBe(true);
  });

  it('publishes a file whose row was written before the server died', async () => {
    const staged = await t.app.deps.storage.stage(await smallPng(), 'png');
    await t.db.insert(uploads).values({ path: staged.path, mime: 'image/png', bytes: 1, width: 8, height: 8, owner: 'user:1' });
    hourAgo(stagedFile(staged.path));
    const result = await removeOrphanUploads(t.app.deps, new Date());
    expect(result.published).toEqual([staged.path]);
    expect((await t.app.inject({ method: 'GET', url: staged.url })).headers['content-type']).toBe('image/png');
  });

  it('keeps recorded uploads, and removes the staged file at once when the row cannot be written', async () => {
    const { token } = await registerCustomer(t);
    const kept = await upload(token, await smallPng());
    expect(kept.code).toBe(200);
    const keptPath = (kept.data.url ?? '').replace('/uploads/', '');
    const files = async () => (await t.app.deps.storage.list()).map((file) => `${file.staged ? 'staged' : 'published'} ${file.path}`).sort();
    const before = await files();
    await t.db.execute(sql`alter table uploads rename to uploads_away`);
    try {
      expect((await upload(token, await smallPng())).code).toBe(5000);
    } finally {
      await t.db.execute(sql`alter table uploads_away rename to uploads`);
    }
    expect(await files()).toEqual(before);
    const result = await removeOrphanUploads(t.app.deps, new Date(Date.now() + 2 * 60 * 60 * 1000));
    expect(result.removed).not.toContain(keptPath);
    expect(existsSync(publishedFile(keptPath))).toBe(true);
    const [row] = await t.db.select().from(uploads).where(eq(uploads.path, keptPath));
    expect(row?.path).toBe(keptPath);
  });
});
