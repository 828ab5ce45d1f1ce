import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { adminCall, useSuperAdmin } from '../test/admin-client.ts';
import { saveCategory, saveProduct } from '../test/catalogue-fixture.ts';
import { call, registerCustomer, useTestApp } from '../test/test-app.ts';
import { rowsOf } from './db.ts';
import { withoutQueryParameters } from './envelope.ts';

const t = useTestApp();
const root = useSuperAdmin(t);
let token: string;
beforeAll(async () => {
  token = (await registerCustomer(t)).token;
});

/** One past the largest int4: every id column is a serial. */
const TOO_BIG_ID = 2 ** 31;
const NUL = 'a\u0000b';
const YEAR_ZERO = '0000-01-01';
const home = { name: 'Li Lei', tel: '+8613800138000', province: '广东省', city: '深圳市', county: '南山区', area_code: '440305', address_detail: '科技园 1 号' };

type Caller = () => Promise<{ code: number; data: unknown }>;
const storefront = (method: 'GET' | 'POST', url: string, payload: Record<string, unknown>): Caller => () => call(t.app, method, url, payload, { token });
const admin = (method: 'GET' | 'POST', url: string, payload?: Record<string, unknown>): Caller => () => adminCall(t.app, root, method, url, payload);

describe('input that used to reach the database and answer 5000', () => {
  it.each<[string, Caller, string]>([
    ['a too large id on address delete', storefront('POST', '/address/delete', { id: TOO_BIG_ID }), 'id'],
    ['a too large id on address save', storefront('POST', '/address/save', { ...home, id: TOO_BIG_ID }), 'id'],
    ['a too large id on message detail', storefront('GET', '/message/detail', { id: TOO_BIG_ID }), 'id'],
    ['a too large id on the admin user detail', admin('GET', `/users/${TOO_BIG_ID}`), 'id'],
    ['a too large id on the admin role detail', admin('GET', `/roles/${TOO_BIG_ID}`), 'id'],
    ['a too large id on the user status', admin('POST', '/users/status', { id: TOO_BIG_ID, status: 'disabled' }), 'id'],
    ['a too large id on the balance adjustment', admin('POST', '/users/adjust', { user_id: TOO_BIG_ID, points_delta: 1, remark: 'x' }), 'user_id'],
    ['NUL in an address name', storefront('POST', '/address/save', { ...home, name: NUL }), 'name'],
    ['NUL in an address', storefront('POST', '/address/save', { ...home, address_detail: NUL }), 'address_detail'],
    ['NUL in an agent name', admin('POST', '/agents/save', { name: NUL, rebate_ratio: '1', invite_code: 'NULAGENT' }), 'name'],
    ['NUL in an adjustment remark', admin('POST', '/users/adjust', { user_id: 1, points_delta: 1, remark: NUL }), 'remark'],
    ['NUL in a message', admin('POST', '/messages/send', { title: 'Hello', content: NUL }), 'content'],
    ['NUL in a translation', admin('POST', '/translations/save', { key: 'test.nul', texts: { en: NUL } }), 'texts.en'],
    ['NUL in a list filter', admin('GET', '/users', { email: NUL }), 'email'],
    ['year 0000 as a birthday', storefront('POST', '/user/userInfo', { birthday: YEAR_ZERO }), 'birthday'],
    ['year 0000 in the admin log filter', admin('GET', '/logs', { date_from: YEAR_ZERO }), 'date_from'],
    ['year 0000 in the user registration filter', admin('GET', '/users', { registered_to: YEAR_ZERO }), 'registered_to'],
  ])('answers 4002 naming the field for %s', async (_name, send, field) => {
    const response = await send();
    expect(response.code).toBe(4002);
    expect(Object.keys(response.data as Record<string, string>)).toContain(field);
  });

  it('answers NUL in the admin sign-in name with 4002, before any lockout row', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/admin_api/auth/login', payload: { username: NUL, password: 'whatever-1' } });
    expect(response.json()).toMatchObject({ code: 4002, data: { username: 'Contains invisible control characters' } });
  });

  it('still takes line breaks and tabs in multi-line text, and refuses them in one-line text', async () => {
    const sent = await admin('POST', '/messages/send', { title: 'Hello', content: 'Line one\n\tLine two' })();
    expect(sent.code).toBe(200);
    const titled = await admin('POST', '/messages/send', { title: 'Hel\nlo', content: 'x' })();
    expect(titled).toMatchObject({ code: 4002, data: { title: 'Contains invisible control characters' } });
  });
});

describe('numbers', () => {
  // Records 1 and 8 of each table: what `true` and `[8]` read as numbers deleted. Plain SQL: platform tests import no module's tables.
  const tables = [
    ['/banners/delete', sql`insert into banners (id, title, image_url) values (1, 'One', '/uploads/2030/01/a.png'), (8, 'Eight', '/uploads/2030/01/a.png')`],
    ['/notices/delete', sql`insert into notices (id, title, content) values (1, 'One', 'x'), (8, 'Eight', 'x')`],
    ['/articles/delete', sql`insert into articles (id, key, title, content) values (1, 'numbers_1', '{"en":"x"}', '{"en":"x"}'), (8, 'numbers_8', '{"en":"x"}', '{"en":"x"}')`],
    ['/hot_keywords/delete', sql`insert into hot_keywords (id, keyword) values (1, 'one'), (8, 'eight')`],
  ] as const;

  it.each(tables)('refuses true and [8] as the id on %s and deletes nothing', async (url, insertTargets) => {
    const name = url.split('/')[1]!;
    const table = sql.identifier(name);
    await t.db.execute(sql`${insertTargets} on conflict do nothing`);
    // Past the ids written by hand, so that later saves in this database get fresh ones.
    await t.db.execute(sql`select setval(pg_get_serial_sequence(${name}, 'id'), (select max(id) from ${table}))`);
    const present = async () => (await rowsOf<{ id: number }>(t.db, sql`select id from ${table} where id in (1, 8)`)).length;
    for (const id of [true, [8], '', { id: 8 }]) {
      const response = await admin('POST', url, { id })();
      expect(response, JSON.stringify(id)).toMatchObject({ code: 4002, data: { id: expect.any(String) } });
    }
    expect(await admin('POST', url, {})()).toMatchObject({ code: 4001, data: { id: 'Required' } });
    expect(await present()).toBe(2);
  });

  it('refuses true as a cart quantity and adds nothing; takes ids and pages as query-string text', async () => {
    const categoryId = (await saveCategory(t, root, { name: { en: 'Numbers' } })).id;
    const goods = await saveProduct(t, root, categoryId, { name: { en: 'Counted' } });
    const skuId = goods.skus[0]!.id;
    for (const qty of [true, [1], '']) {
      const response = await call(t.app, 'POST', '/cart/add', { sku_id: skuId, qty }, { token });
      expect(response, JSON.stringify(qty)).toMatchObject({ code: 4002, data: { qty: expect.any(String) } });
    }
    expect(await rowsOf(t.db, sql`select id from cart_lines where sku_id = ${skuId}`)).toEqual([]);
    expect((await call(t.app, 'POST', '/cart/add', { sku_id: String(skuId), qty: '2' }, { token })).code).toBe(200);

    const detail = await call<{ id: number }>(t.app, 'GET', '/goods/detail', { id: String(goods.id) });
    expect(detail).toMatchObject({ code: 200, data: { id: goods.id } });
    expect(await call(t.app, 'GET', '/goods/list', { category_id: String(categoryId), page: '1', limit: '5' })).toMatchObject({ code: 200, data: { page: 1, limit: 5 } });
    for (const id of ['true', '1e3', '0x10', ' ']) {
      const response = await call(t.app, 'GET', '/goods/detail', { id });
      expect(response, id).toMatchObject({ code: 4002, data: { id: expect.any(String) } });
    }
  });
});

describe('hidden direction and zero-width characters in one-line text', () => {
  it('keeps right-to-left names and refuses bidi overrides and zero-width spaces, naming the field', async () => {
    const arabic = await call<{ name: string; address_detail: string }>(t.app, 'POST', '/address/save', { ...home, name: 'علي الحسن', address_detail: 'רחוב הרצל 5' }, { token });
    expect(arabic).toMatchObject({ code: 200, data: { name: 'علي الحسن', address_detail: 'רחוב הרצל 5' } });

    const overridden = await call(t.app, 'POST', '/address/save', { ...home, name: 'Ali\u202Eenoz' }, { token });
    expect(overridden).toMatchObject({ code: 4002, data: { name: 'Contains hidden direction or zero-width characters' } });
    const zeroWidth = await call(t.app, 'POST', '/address/save', { ...home, address_detail: '科技园\u200B1 号' }, { token, lang: 'ar' });
    expect(zeroWidth).toMatchObject({ code: 4002, data: { address_detail: 'يحتوي على أحرف اتجاه مخفية أو أحرف بعرض صفري' } });
    for (const character of ['\u202A', '\u2066', '\u2069', '\u200D', '\u2060', '\uFEFF']) {
      const response = await admin('POST', '/notices/save', { title: `Sale${character}today`, content: 'x' })();
      expect(response, character.codePointAt(0)!.toString(16)).toMatchObject({ code: 4002, data: { title: 'Contains hidden direction or zero-width characters' } });
    }
  });
});

describe('image addresses', () => {
  it.each(['javascript:alert(1)', 'https://evil.example.com/a.png', '//evil.example.com/a.png', '/uploads/../secret.key'])(
    'refuses %s as an avatar',
    async (avatar) => {
      const response = await call(t.app, 'POST', '/user/userInfo', { avatar }, { token });
      expect(response).toMatchObject({ code: 4002, data: { avatar: 'Upload an image' } });
    },
  );

  it('takes one of this server\'s uploads as an avatar', async () => {
    const response = await call<{ avatar: string }>(t.app, 'POST', '/user/userInfo', { avatar: '/uploads/2030/01/0123abcd.png' }, { token });
    expect(response).toMatchObject({ code: 200, data: { avatar: '/uploads/2030/01/0123abcd.png' } });
  });
});

describe('a body above the limit', () => {
  it('answers "body too large", not the image size message', async () => {
    const payload = JSON.stringify({ ...home, address_detail: 'x'.repeat(2 * 1024 * 1024) });
    for (const [lang, msg] of [
      ['en', 'The request is too large'],
      ['zh-CN', '请求内容过大'],
    ] as const) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/app_index/address/save',
        query: { lang },
        headers: { 'content-type': 'application/json', authorization: token },
        payload,
      });
      expect(response.json()).toEqual({ code: 4030, data: null, msg });
    }
  });
});

describe('the log of an unexpected database failure', () => {
  it('keeps the statement and the error, not the parameter values', async () => {
    const failure = await t.db.execute(sql`select ${'customer-secret@example.com'}::int as n`).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(Error);
    const logged = JSON.stringify(withoutQueryParameters(failure));
    expect(logged).toContain('select $1::int');
    expect(logged).toContain('22P02');
    expect(logged).not.toContain('customer-secret');
  });
});
