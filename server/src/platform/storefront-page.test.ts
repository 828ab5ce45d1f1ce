import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BannerRow, PageResult, ParameterRow } from '@roamcart/contracts';
import { STARTUP_CONFIG_ELEMENT_ID } from '@roamcart/contracts/api';
import { adminCall, useSuperAdmin } from '../test/admin-client.ts';
import { anotherServer, call, useTestApp } from '../test/test-app.ts';
import type { App } from './types.ts';

const t = useTestApp();
const root = useSuperAdmin(t);
const dist = mkdtempSync(path.join(os.tmpdir(), 'roamcart-storefront-'));
const adminDist = mkdtempSync(path.join(os.tmpdir(), 'roamcart-admin-'));
let server: App;

function writePage(title: string, at: Date, { head = '', root = '' } = {}): void {
  const file = path.join(dist, 'index.html');
  writeFileSync(file, `<!doctype html>\n<html lang="en" dir="ltr">\n  <head>\n    <title>${title}</title>${head}\n  </head>\n  <body><div id="root">${root}</div></body>\n</html>\n`);
  utimesSync(file, at, at);
}

/** The configuration the served page carries, as the storefront reads it. */
function configIn(html: string): unknown {
  const match = new RegExp(`<script id="${STARTUP_CONFIG_ELEMENT_ID}" type="application/json">(.*?)</script>`).exec(html);
  return match ? JSON.parse(match[1] ?? '') : null;
}

beforeAll(async () => {
  writePage('Roamcart', new Date('2026-01-01T00:00:00Z'));
  writeFileSync(path.join(dist, 'app.js'), 'export {};');
  const adminPage = '<!doctype html><title>Roamcart back office</title>';
  writeFileSync(path.join(adminDist, 'index.html'), adminPage);
  writeFileSync(path.join(adminDist, 'index.html.br'), brotliCompressSync(adminPage));
  server = await anotherServer(t, { storefrontDist: dist, adminDist });
});

afterAll(async () => {
  await server?.close();
  rmSync(dist, { recursive: true, force: true });
  rmSync(adminDist, { recursive: true, force: true });
});

describe('the storefront page', () => {
  it('carries the configuration GET /common/config answers, and is never cached', async () => {
    const page = await server.inject({ method: 'GET', url: '/' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(page.headers['cache-control']).toBe('no-cache');
    expect(page.headers['content-security-policy']).toContain("script-src 'self'");
    expect(configIn(page.body)).toEqual((await call(server, 'GET', '/common/config')).data);
    expect(page.body).toContain('<title>Roamcart</title>');
    expect(configIn((await server.inject({ method: 'GET', url: '/index.html' })).body)).toEqual(configIn(page.body));
  });

  it('shows a changed setting at once, and a value cannot close the script element', async () => {
    const listed = await adminCall<PageResult<ParameterRow>>(server, root, 'GET', '/parameters', { keyword: 'earn_url' });
    const earn = listed.data.list[0];
    const value = 'https://earn.example.com/?a=</script><script>alert(1)</script>';
    expect((await adminCall(server, root, 'POST', '/parameters/save', { ...earn, value })).code).toBe(200);
    const body = (await server.inject({ method: 'GET', url: '/' })).body;
    expect(body).not.toContain('<script>alert(1)');
    expect(configIn(body)).toMatchObject({ earn_url: value });
  });

  it('follows a new build of the page, and serves the other built files as they are', async () => {
    writePage('Roamcart 2', new Date('2026-02-01T00:00:00Z'));
    const page = await server.inject({ method: 'GET', url: '/' });
    expect(page.body).toContain('<title>Roamcart 2</title>');
    expect(configIn(page.body)).not.toBeNull();
    const script = await server.inject({ method: 'GET', url: '/app.js' });
    expect(script.statusCode).toBe(200);
    expect(script.body).toBe('export {};');
  });

  it("is written in the language the storefront will choose, with its app shell in it, and preloads Home's first banner", async () => {
    const shellScript = "document.documentElement.setAttribute('data-shell', 'home');";
    const shell = '<nav class="tab-bar"><span data-shell-word="tab.home"></span><span class="tab-bar-label" data-shell-word="tab.cart">Cart</span></nav><h1 data-shell-word="goods_detail.title"></h1>';
    writePage('Roamcart 3', new Date('2026-03-01T00:00:00Z'), { head: `<script>${shellScript}</script>`, root: shell });
    const banner = await adminCall<BannerRow>(server, root, 'POST', '/banners/save', { title: 'Opening', image_url: '/uploads/2030/01/opening.webp', link: '', sort: 0 });
    expect(banner.code).toBe(200);
    const firstBanner = (await call<{ banners: { image_url: string }[] }>(server, 'GET', '/home/index')).data.banners[0]?.image_url;

    const arabic = await server.inject({ method: 'GET', url: '/', cookies: { locale: 'ar' } });
    expect(arabic.body).toContain(`<html lang="ar" dir="rtl" data-home-picture="${firstBanner}">`);
    expect(arabic.body).toContain('<span data-shell-word="tab.home">الرئيسية</span>');
    expect(arabic.body).toContain('<span class="tab-bar-label" data-shell-word="tab.cart">السلة</span>');
    expect(arabic.body).toContain('<h1 data-shell-word="goods_detail.title">تفاصيل المنتج</h1>');
    expect(arabic.headers.vary).toContain('cookie');
    // The shell's script runs under the page's policy by its hash, and no other inline script would.
    const hash = createHash('sha256').update(shellScript).digest('base64');
    expect(/script-src [^;]*/.exec(String(arabic.headers['content-security-policy']))?.[0]).toBe(`script-src 'self' 'sha256-${hash}'`);
    expect(configIn(arabic.body)).not.toBeNull();

    // `lang` in the address comes before the cookie; without either, the default language; an unknown one is the default too.
    const french = await server.inject({ method: 'GET', url: '/?lang=fr', cookies: { locale: 'ar' } });
    expect(french.body).toContain('<html lang="fr" dir="ltr"');
    expect(french.body).toContain('<span class="tab-bar-label" data-shell-word="tab.cart">Panier</span>');
    const english = await server.inject({ method: 'GET', url: '/', cookies: { locale: 'xx' } });
    expect(english.body).toContain('<html lang="en" dir="ltr"');
    expect(english.body).toContain('<span data-shell-word="tab.home">Home</span>');
    const other = await server.inject({ method: 'GET', url: '/index.html', cookies: { locale: 'ja' } });
    expect(other.body).toContain('<html lang="ja" dir="ltr"');
    // Any other page of the server keeps the policy without the hash.
    expect((await server.inject({ method: 'GET', url: '/healthz' })).headers['content-security-policy']).not.toContain(hash);
  });

  it('leaves the back office its own page, precompressed for browsers that take brotli', async () => {
    const page = await server.inject({ method: 'GET', url: '/admin/', headers: { 'accept-encoding': 'br, gzip' } });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(page.rawPayload).toString()).toContain('<title>Roamcart back office</title>');
  });
});
