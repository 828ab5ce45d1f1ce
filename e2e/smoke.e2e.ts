import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, launchBrowser } from './support/browser.ts';

describe('the built apps on a real server', () => {
  let session: Awaited<ReturnType<typeof launchBrowser>>;
  beforeAll(async () => {
    session = await launchBrowser();
  });
  afterAll(async () => {
    await session.close();
  });

  it('serves the storefront with security headers', async () => {
    const page = await session.browser.newPage();
    const response = await page.goto(`${baseUrl()}/`);
    expect(response?.headers()['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(response?.headers()['x-content-type-options']).toBe('nosniff');
    await expect(page.title()).resolves.toContain('Roamcart');
    await page.close();
  });

  it('sends built files compressed, hashed assets cached for good and the page revalidated', async () => {
    const page = await fetch(`${baseUrl()}/`, { headers: { 'accept-encoding': 'br, gzip' } });
    expect(page.headers.get('cache-control')).toBe('no-cache');
    const script = (await page.text()).match(/src="\/(assets\/[^"]+\.js)"/)?.[1];
    expect(script).toMatch(/^assets\/index-[\w-]+\.js$/);
    const asset = await fetch(`${baseUrl()}/${script}`, { headers: { 'accept-encoding': 'br, gzip' } });
    expect(asset.headers.get('content-encoding')).toBe('br');
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const dictionary = await fetch(`${baseUrl()}/app_index/translate?lang=en`, { headers: { 'accept-encoding': 'gzip' } });
    expect(dictionary.headers.get('content-encoding')).toBe('gzip');
  });

  it('answers an unknown API route with 4004', async () => {
    const response = await fetch(`${baseUrl()}/app_index/no/such/route`);
    expect(await response.json()).toMatchObject({ code: 4004, msg: 'Route not found' });
  });
});
