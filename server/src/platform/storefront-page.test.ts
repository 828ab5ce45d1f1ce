import { mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PageResult, ParameterRow } from '@roamcart/contracts';
import { STARTUP_CONFIG_ELEMENT_ID } from '@roamcart/contracts/api';
import { adminCall, useSuperAdmin } from '../test/admin-client.ts';
import { anotherServer, call, useTestApp } from '../test/test-app.ts';
import type { App } from './types.ts';

const t = useTestApp();
const root = useSuperAdmin(t);
const dist = mkdtempSync(path.join(os.tmpdir(), 'roamcart-storefront-'));
const adminDist = mkdtempSync(path.join(os.tmpdir(), 'roamcart-admin-'));
let server: App;

function writePage(title: string, at: Date): void {
  const file = path.join(dist, 'index.html');
  writeFileSync(file, `<!doctype html>\n<html>\n  <head>\n    <title>${title}</title>\n  </head>\n  <body><div id="root"></div></body>\n</html>\n`);
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

  it('leaves the back office its own page, precompressed for browsers that take brotli', async () => {
    const page = await server.inject({ method: 'GET', url: '/admin/', headers: { 'accept-encoding': 'br, gzip' } });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(page.rawPayload).toString()).toContain('<title>Roamcart back office</title>');
  });
});
