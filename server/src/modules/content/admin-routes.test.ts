import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import type { ArticleRow, BannerRow, NoticeRow, PageResult, ParameterRow, UploadedImage } from '@roamcart/contracts';
import { uploads } from '../../platform/tables/upload.ts';
import { articles } from './tables.ts';
import { adminCall, adminUpload, signedInAdmin, useSuperAdmin } from '../../test/admin-client.ts';
import { call, useTestApp } from '../../test/test-app.ts';

const t = useTestApp();
const root = useSuperAdmin(t);

function image(width: number, height: number, format: 'png' | 'jpeg' = 'png'): Promise<Buffer> {
  const canvas = sharp({ create: { width, height, channels: 3, background: '#ff8800' } });
  return (format === 'png' ? canvas.png() : canvas.jpeg()).toBuffer();
}

describe('POST /admin_api/upload/banner', () => {
  it('stores an image of exactly 750x485 and records who uploaded it', async () => {
    const res = await adminUpload<UploadedImage>(t.app, root, '/upload/banner', { name: 'banner.png', content: await image(750, 485), mime: 'image/png' });
    expect(res.code).toBe(200);
    expect(res.data).toMatchObject({ width: 750, height: 485 });
    expect(res.data.url).toMatch(/^\/uploads\/\d{4}\/\d{2}\/[0-9a-f]{32}\.png$/);
    const [row] = await t.db.select().from(uploads).where(eq(uploads.path, res.data.url.replace('/uploads/', '')));
    expect(row?.owner).toBe(`admin:${root.adminId}`);
    const served = await t.app.inject({ method: 'GET', url: res.data.url });
    expect(served.statusCode).toBe(200);
  });

  it('refuses any other size with 4002 and the size in the message, in Chinese too', async () => {
    const wrong = await adminUpload(t.app, root, '/upload/banner', { name: 'small.jpg', content: await image(700, 400, 'jpeg'), mime: 'image/jpeg' });
    expect(wrong).toMatchObject({ code: 4002, data: { file: 'The image must be 750x485 pixels' } });
    const zh = await adminUpload(t.app, root, '/upload/banner', { name: 'tall.png', content: await image(750, 486), mime: 'image/png' }, { lang: 'zh-CN' });
    expect(zh).toMatchObject({ code: 4002, data: { file: '图片尺寸必须为 750x485 像素' } });
  });

  it('checks the content, not the name', async () => {
    const fake = await adminUpload(t.app, root, '/upload/banner', { name: 'banner.png', content: Buffer.from('<script>alert(1)</script>'), mime: 'image/png' });
    expect(fake).toMatchObject({ code: 4002, data: { file: 'Only JPG, PNG or WEBP images are accepted' } });
  });
});

describe('POST /admin_api/upload/image', () => {
  it('stores an image of any size for other back-office uses', async () => {
    const res = await adminUpload<UploadedImage>(t.app, root, '/upload/image', { name: 'a.jpg', content: await image(320, 200, 'jpeg'), mime: 'image/jpeg' });
    expect(res.data).toMatchObject({ width: 320, height: 200 });
  });

  it('needs its own permission', async () => {
    const bannersOnly = await signedInAdmin(t, ['page:banners', 'upload:banner']);
    const res = await adminUpload(t.app, bannersOnly, '/upload/image', { name: 'a.jpg', content: await image(10, 10, 'jpeg'), mime: 'image/jpeg' });
    expect(res.code).toBe(4003);
  });
});

describe('banners', () => {
  it('saves, lists by sort and deletes', async () => {
    const first = await adminCall<BannerRow>(t.app, root, 'POST', '/banners/save', { title: 'Summer', image_url: '/uploads/2030/01/a.png', link: '/goodsdetail?id=1', sort: 2 });
    const second = await adminCall<BannerRow>(t.app, root, 'POST', '/banners/save', { title: 'Hotels', image_url: '/uploads/2030/01/b.webp', link: '#/hotelhome', sort: 1 });
    expect(first.data).toMatchObject({ title: 'Summer', status: 'active', link: '/goodsdetail?id=1' });
    const listed = await adminCall<PageResult<BannerRow>>(t.app, root, 'GET', '/banners');
    expect(listed.data.list.map((b) => b.title)).toEqual(['Hotels', 'Summer']);
    const hidden = await adminCall<BannerRow>(t.app, root, 'POST', '/banners/save', { ...first.data, status: 'disabled' });
    expect(hidden.data.status).toBe('disabled');
    expect((await adminCall(t.app, root, 'POST', '/banners/delete', { id: second.data.id })).code).toBe(200);
    expect((await adminCall(t.app, root, 'POST', '/banners/delete', { id: second.data.id })).code).toBe(4402);
  });

  it('keeps the title to 100 characters and refuses script links', async () => {
    const long = await adminCall(t.app, root, 'POST', '/banners/save', { title: 'x'.repeat(101), image_url: '/uploads/a.png' });
    expect(long).toMatchObject({ code: 4002, data: { title: 'At most 100 characters' } });
    const script = await adminCall(t.app, root, 'POST', '/banners/save', { title: 'x', image_url: '/uploads/a.png', link: 'javascript:alert(1)' });
    expect(script).toMatchObject({ code: 4002, data: { link: 'Invalid link' } });
    for (const elsewhere of ['http://insecure.example.com/a.png', 'https://cdn.example.com/b.png', 'javascript:alert(1)', '/uploads/../secret.key']) {
      const refused = await adminCall(t.app, root, 'POST', '/banners/save', { title: 'x', image_url: elsewhere });
      expect(refused, elsewhere).toMatchObject({ code: 4002, data: { image_url: 'Upload an image' } });
    }
  });
});

describe('notices', () => {
  it('saves, filters by status and deletes', async () => {
    const saved = await adminCall<NoticeRow>(t.app, root, 'POST', '/notices/save', { title: 'Maintenance', content: 'Sunday 02:00-03:00 UTC', sort: 1 });
    expect(saved.data).toMatchObject({ title: 'Maintenance', status: 'active' });
    await adminCall(t.app, root, 'POST', '/notices/save', { title: 'Old', content: 'Gone', status: 'disabled' });
    const active = await adminCall<PageResult<NoticeRow>>(t.app, root, 'GET', '/notices', { status: 'active' });
    expect(active.data.list.map((n) => n.title)).toEqual(['Maintenance']);
    expect((await adminCall(t.app, root, 'POST', '/notices/save', { title: 'No content' })).code).toBe(4001);
    expect((await adminCall(t.app, root, 'POST', '/notices/delete', { id: saved.data.id })).code).toBe(200);
  });
});

describe('articles', () => {
  it('sanitizes the content on save, and the storefront shows the cleaned text', async () => {
    const [privacy] = await t.db.select().from(articles).where(eq(articles.key, 'privacy'));
    const saved = await adminCall<ArticleRow>(t.app, root, 'POST', '/articles/save', {
      id: privacy?.id,
      key: 'privacy',
      title: { en: 'Privacy', 'zh-CN': '隐私' },
      content: {
        en: '<p onclick="steal()">We care.</p><script>alert(1)</script><a href="javascript:alert(1)">x</a><img src="https://cdn.example.com/a.png" onerror="x()"><a href="https://example.com">more</a>',
        'zh-CN': '<p>我们重视隐私。</p><iframe src="https://evil.example"></iframe>',
        fr: '  ',
      },
    });
    expect(saved.code).toBe(200);
    expect(saved.data.content.en).toBe(
      '<p>We care.</p><a rel="noopener noreferrer">x</a><img src="https://cdn.example.com/a.png" /><a href="https://example.com" rel="noopener noreferrer">more</a>',
    );
    expect(saved.data.content['zh-CN']).toBe('<p>我们重视隐私。</p>');
    expect(saved.data.content).not.toHaveProperty('fr');
    const shown = await call<{ title: string; content: string }>(t.app, 'GET', '/article/detail', { key: 'privacy' }, { lang: 'zh-CN' });
    expect(shown.data).toEqual({ title: '隐私', content: '<p>我们重视隐私。</p>' });
  });

  it('refuses a duplicate key (4404), an unknown language and an empty title', async () => {
    const base = { key: 'privacy', title: { en: 'x' }, content: { en: 'y' } };
    expect((await adminCall(t.app, root, 'POST', '/articles/save', base)).code).toBe(4404);
    expect(await adminCall(t.app, root, 'POST', '/articles/save', { ...base, key: 'faq', title: { xx: 'x' } })).toMatchObject({
      code: 4002,
      data: { 'title.xx': 'Unknown language' },
    });
    expect((await adminCall(t.app, root, 'POST', '/articles/save', { ...base, key: 'faq', title: { en: ' ' } })).code).toBe(4001);
    const created = await adminCall<ArticleRow>(t.app, root, 'POST', '/articles/save', { ...base, key: 'faq' });
    expect((await adminCall(t.app, root, 'POST', '/articles/delete', { id: created.data.id })).code).toBe(200);
  });
});

describe('parameters', () => {
  it('saves a parameter and the storefront sees it at once', async () => {
    const listed = await adminCall<PageResult<ParameterRow>>(t.app, root, 'GET', '/parameters', { keyword: 'earn_url' });
    const earn = listed.data.list[0];
    expect(earn?.key).toBe('earn_url');
    const saved = await adminCall<ParameterRow>(t.app, root, 'POST', '/parameters/save', { ...earn, value: 'https://earn.example.com' });
    expect(saved.data.value).toBe('https://earn.example.com');
    expect((await call<{ earn_url: string }>(t.app, 'GET', '/common/config')).data.earn_url).toBe('https://earn.example.com');
  });

  it('keeps name and key to 50 characters and keys unique', async () => {
    const long = await adminCall(t.app, root, 'POST', '/parameters/save', { name: 'n'.repeat(51), key: 'k'.repeat(51) });
    expect(long).toMatchObject({ code: 4002, data: { name: 'At most 50 characters', key: 'At most 50 characters' } });
    expect((await adminCall(t.app, root, 'POST', '/parameters/save', { name: 'Again', key: 'earn_url' })).code).toBe(4404);
    const created = await adminCall<ParameterRow>(t.app, root, 'POST', '/parameters/save', { name: 'Temp', key: 'temp.value', value: '1' });
    expect((await adminCall(t.app, root, 'POST', '/parameters/delete', { id: created.data.id })).code).toBe(200);
    expect((await adminCall(t.app, root, 'POST', '/parameters/delete', { id: created.data.id })).code).toBe(4402);
  });
});
