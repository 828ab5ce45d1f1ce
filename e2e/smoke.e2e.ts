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

  it('answers an unknown API route with 4004', async () => {
    const response = await fetch(`${baseUrl()}/app_index/no/such/route`);
    expect(await response.json()).toMatchObject({ code: 4004, msg: 'Route not found' });
  });
});
