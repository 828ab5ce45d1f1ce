import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { PageResult, ParameterRow, SystemConfig } from '@roamcart/contracts';
import { parameters } from '../../platform/tables/admin.ts';
import { adminCall, useSuperAdmin } from '../../test/admin-client.ts';
import { call, useTestApp } from '../../test/test-app.ts';

const t = useTestApp();
const root = useSuperAdmin(t);
const STYLE_URL = 'https://tiles.maps.example/styles/streets/style.json?key=abc';

async function mapStyleParameter(): Promise<ParameterRow> {
  const found = await adminCall<PageResult<ParameterRow>>(t.app, root, 'GET', '/parameters', { keyword: 'hotel_map_style_url' });
  const row = found.data.list.find((candidate) => candidate.key === 'hotel_map_style_url');
  if (!row) throw new Error('no hotel_map_style_url parameter');
  return row;
}

async function saveMapStyle(value: string, lang = 'en') {
  const row = await mapStyleParameter();
  return adminCall<ParameterRow>(t.app, root, 'POST', '/parameters/save', { id: row.id, name: row.name, key: row.key, description: row.description, value }, { lang });
}

/** The Content-Security-Policy the storefront's page is served with, as directive -> sources. */
async function pagePolicy(): Promise<Record<string, string>> {
  const answer = await t.app.inject({ method: 'GET', url: '/app_index/common/config' });
  const header = String(answer.headers['content-security-policy']);
  return Object.fromEntries(header.split('; ').map((directive) => [directive.split(' ')[0], directive.split(' ').slice(1).join(' ')]));
}

describe('the hotel map style parameter', () => {
  it('is a built-in web-address parameter, empty at first: no map, and the CSP names no map host', async () => {
    expect(await mapStyleParameter()).toMatchObject({ type: 'url', value: '', built_in: true });
    expect((await call<SystemConfig>(t.app, 'GET', '/common/config')).data.hotel_map_style_url).toBe('');
    const policy = await pagePolicy();
    expect(policy['connect-src']).toBe("'self'");
    expect(policy['img-src']).toBe("'self' data: blob: https:");
  });

  it('refuses a value that is no http(s) address with 4002 naming the value, in the caller language, and keeps the stored one', async () => {
    for (const value of ['maps.example/style.json', 'ftp://maps.example/style.json', 'javascript:alert(1)', 'https://', 'https://maps.example/a style.json']) {
      expect(await saveMapStyle(value), value).toMatchObject({ code: 4002, data: { value: 'Enter a web address starting with https:// or http://' } });
    }
    expect(await saveMapStyle('style.json', 'zh-CN')).toMatchObject({ code: 4002, data: { value: '请输入以 https:// 或 http:// 开头的网址' } });
    const [stored] = await t.db.select({ value: parameters.value }).from(parameters).where(eq(parameters.key, 'hotel_map_style_url'));
    expect(stored?.value).toBe('');
  });

  it('once saved, reaches the storefront configuration and page at once, and the CSP lets the map fetch from its origin only', async () => {
    expect(await saveMapStyle(STYLE_URL)).toMatchObject({ code: 200, data: { key: 'hotel_map_style_url', value: STYLE_URL, type: 'url' } });
    expect((await mapStyleParameter()).value).toBe(STYLE_URL);
    expect((await call<SystemConfig>(t.app, 'GET', '/common/config')).data.hotel_map_style_url).toBe(STYLE_URL);
    const policy = await pagePolicy();
    expect(policy['connect-src']).toBe("'self' https://tiles.maps.example");
    expect(policy['img-src']).toBe("'self' data: blob: https: https://tiles.maps.example");
    expect(policy['script-src']).toBe("'self'");
    expect(policy['worker-src']).toBeUndefined();

    // Emptied, the map is gone from the configuration and its host from the policy.
    expect((await saveMapStyle('')).code).toBe(200);
    expect((await call<SystemConfig>(t.app, 'GET', '/common/config')).data.hotel_map_style_url).toBe('');
    expect((await pagePolicy())['connect-src']).toBe("'self'");
  });
});
