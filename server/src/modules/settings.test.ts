// @module-tag embedded
import { eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { ARTICLE_KEYS, LANGUAGE_CODES, type HobbyList } from '@roamcart/contracts';
import { parameters } from '../platform/tables/admin.ts';
import { translations } from '../platform/tables/i18n.ts';
import { users } from '../platform/tables/users.ts';
import { articles } from './content/tables.ts';
import { seed } from '../seed/index.ts';
import { call, useTestApp, registerCustomer } from '../test/test-app.ts';

const t = useTestApp();

describe('GET /common/config', () => {
  it('tells the base currency, default language and cache time', async () => {
    const res = await call(t.app, 'GET', '/common/config');
    expect(res).toMatchObject({
      code: 200,
      msg: 'Success',
      data: { currency_code: 'USD', currency_symbol: '$', lang: 'en', earn_url: '', chat_script_url: '' },
    });
    expect((res.data as { lang_cache_time: string }).lang_cache_time).toMatch(/^\d+$/);
  });
});

describe('GET /language and /translate', () => {
  it('lists the six seeded languages with Arabic right to left', async () => {
    const res = await call<{ code: string; direction: string; is_default: boolean }[]>(t.app, 'GET', '/language');
    expect(res.data.map((l) => l.code)).toEqual([...LANGUAGE_CODES]);
    expect(res.data.find((l) => l.code === 'ar')?.direction).toBe('rtl');
    expect(res.data.filter((l) => l.is_default).map((l) => l.code)).toEqual(['en']);
  });

  it('serves the dictionary of the asked language', async () => {
    const zh = await call<Record<string, string>>(t.app, 'GET', '/translate', undefined, { lang: 'zh-CN' });
    expect(zh.data['error.4103']).toBe('邮箱已注册');
    expect(zh.msg).toBe('操作成功');
    const unknown = await call<Record<string, string>>(t.app, 'GET', '/translate', undefined, { lang: 'xx' });
    expect(unknown.data['error.4103']).toBe('Email is already registered');
  });

  it("serves the storefront's part without the back office's keys, and the back office's part without the storefront's", async () => {
    const backOffice = (key: string) => /^(admin|menu|perm)\./.test(key);
    const all = (await call<Record<string, string>>(t.app, 'GET', '/translate', undefined, { lang: 'ja' })).data;
    const storefront = (await call<Record<string, string>>(t.app, 'GET', '/translate', { app: 'storefront' }, { lang: 'ja' })).data;
    const admin = (await call<Record<string, string>>(t.app, 'GET', '/translate', { app: 'admin' }, { lang: 'ja' })).data;

    expect(Object.keys(storefront).filter(backOffice)).toEqual([]);
    expect(storefront['hotel.search_title']).toBe(all['hotel.search_title']);
    expect(Object.keys(admin).filter((key) => !backOffice(key) && !/^(error|validation|success|mail|report|sandbox|inbox|system)(\.|$)/.test(key))).toEqual([]);
    expect(admin['menu.dashboard']).toBe(all['menu.dashboard']);
    expect(admin['admin.login.title']).toBe(all['admin.login.title']);
    // The server's messages go to both apps.
    for (const part of [storefront, admin]) {
      expect(part['error.4103']).toBe(all['error.4103']);
      expect(part['validation.file_type']).toBe(all['validation.file_type']);
    }
    expect(Object.keys(storefront).length + Object.keys(admin).length).toBeGreaterThan(Object.keys(all).length);
    expect(Object.keys(storefront).length).toBeLessThan(Object.keys(all).length * 0.6);
  });

  it('refuses an app it does not know with 4002', async () => {
    const res = await call(t.app, 'GET', '/translate', { app: 'kiosk' });
    expect(res.code).toBe(4002);
  });
});

describe('GET /common/updateLang', () => {
  it("remembers a signed-in user's language and answers the cache time", async () => {
    const { token, userId } = await registerCustomer(t);
    const res = await call<{ lang: string; lang_cache_time: string }>(t.app, 'GET', '/common/updateLang', { lang: 'ja' }, { token });
    expect(res.data.lang).toBe('ja');
    const [row] = await t.db.select({ lang: users.lang }).from(users).where(eq(users.id, userId));
    expect(row?.lang).toBe('ja');
  });

  it('works signed out and falls back to the default for an unknown code', async () => {
    const res = await call<{ lang: string }>(t.app, 'GET', '/common/updateLang', { lang: 'klingon' });
    expect(res).toMatchObject({ code: 200, data: { lang: 'en' } });
  });
});

describe('GET /currency and POST /user/currency/change', () => {
  it('lists currencies with digits (JPY has none)', async () => {
    const res = await call<{ code: string; digits: number }[]>(t.app, 'GET', '/currency');
    expect(res.data.map((c) => c.code)).toEqual(expect.arrayContaining(['USD', 'CNY', 'EUR', 'GBP', 'JPY']));
    expect(res.data.find((c) => c.code === 'JPY')?.digits).toBe(0);
  });

  it('changes the user currency; user_info follows and money comes back converted', async () => {
    const { token, userId } = await registerCustomer(t);
    await t.db.update(users).set({ balance: 1234n }).where(eq(users.id, userId));
    const changed = await call(t.app, 'POST', '/user/currency/change', { code: 'jpy' }, { token });
    expect(changed.data).toEqual({ code: 'JPY', symbol: 'JP¥', digits: 0 });
    const info = await call<{ balance: string; currency_info: { code: string } }>(t.app, 'GET', '/user/userInfo', undefined, { token, currency: 'JPY' });
    expect(info.data.currency_info.code).toBe('JPY');
    expect(info.data.balance).toBe('1863');
    const inEuro = await call<{ balance: string }>(t.app, 'GET', '/user/userInfo', undefined, { token, currency: 'EUR' });
    expect(inEuro.data.balance).toBe('11.35');
  });

  it('refuses an unknown currency with 4002 and needs a session', async () => {
    const { token } = await registerCustomer(t);
    const res = await call(t.app, 'POST', '/user/currency/change', { code: 'XYZ' }, { token, lang: 'zh-CN' });
    expect(res).toMatchObject({ code: 4002, data: { code: '不支持的币种' } });
    expect((await call(t.app, 'POST', '/user/currency/change', { code: 'EUR' })).code).toBe(2001);
  });
});

describe('GET /article/detail', () => {
  it('serves every policy page in all six languages, each in its own words', async () => {
    const titles: Record<string, string[]> = {
      en: ['Return policy', 'Privacy policy', 'Terms and conditions'],
      'zh-CN': ['退货政策', '隐私政策', '服务条款'],
      es: ['Política de devoluciones', 'Política de privacidad', 'Términos y condiciones'],
      fr: ['Politique de retour', 'Politique de confidentialité', 'Conditions générales'],
      ja: ['返品ポリシー', 'プライバシーポリシー', '利用規約'],
      ar: ['سياسة الإرجاع', 'سياسة الخصوصية', 'الشروط والأحكام'],
    };
    const english = new Map<string, string>();
    for (const lang of LANGUAGE_CODES) {
      for (const [index, key] of ARTICLE_KEYS.entries()) {
        const res = await call<{ title: string; content: string }>(t.app, 'GET', '/article/detail', { key }, { lang });
        expect(res.data.title, `${lang} ${key}`).toBe(titles[lang]?.[index]);
        expect(res.data.content, `${lang} ${key}`).toMatch(/^<p>.{40,}<\/p>$/s);
        if (lang === 'en') english.set(key, res.data.content);
        else expect(res.data.content, `${lang} ${key}`).not.toBe(english.get(key));
      }
    }
    const arabic = await call<{ content: string }>(t.app, 'GET', '/article/detail', { key: 'return_policy' }, { lang: 'ar' });
    expect(arabic.data.content).toContain('7 أيام');
  });

  it('falls back to the default language for a language without a text', async () => {
    const res = await call<{ title: string }>(t.app, 'GET', '/article/detail', { key: 'conditions' }, { lang: 'de' });
    expect(res.data.title).toBe('Terms and conditions');
  });

  it("adds a release's new languages at start and keeps the operator's own texts", async () => {
    await t.db
      .update(articles)
      .set({ title: { en: 'Returns, our way', 'zh-CN': '退货' }, content: { en: '<p>Edited by the operator.</p>', 'zh-CN': '<p>运营编辑。</p>' } })
      .where(eq(articles.key, 'return_policy'));
    await seed(t.db, { inviteCode: t.config.SEED_INVITE_CODE });
    const [row] = await t.db.select().from(articles).where(eq(articles.key, 'return_policy'));
    expect(row?.title).toMatchObject({ en: 'Returns, our way', 'zh-CN': '退货', fr: 'Politique de retour', ar: 'سياسة الإرجاع' });
    expect(row?.content.en).toBe('<p>Edited by the operator.</p>');
    expect(Object.keys(row?.content ?? {}).sort()).toEqual([...LANGUAGE_CODES].sort());
  });

  it('refuses an unknown key with 4002', async () => {
    expect((await call(t.app, 'GET', '/article/detail', { key: 'secrets' })).code).toBe(4002);
  });
});

describe('GET /hobbyList and POST /hobby', () => {
  it('saves hobbies and sizes and reads them back in the user language', async () => {
    const { token } = await registerCustomer(t);
    const before = await call<HobbyList>(t.app, 'GET', '/hobbyList', undefined, { token, lang: 'zh-CN' });
    expect(before.data.hobbies[0]?.name).toBe('旅行');
    const ids = before.data.hobbies.slice(0, 2).map((h) => h.id);
    const saved = await call<HobbyList>(t.app, 'POST', '/hobby', { hobby_ids: ids, sizes: { top: 'M', bottom: 'L', shoe: '42' } }, { token });
    expect(saved.data.hobbies.filter((h) => h.selected).map((h) => h.id)).toEqual(ids);
    expect(saved.data.sizes).toEqual({ top: 'M', bottom: 'L', shoe: '42' });
  });

  it('saves hobbies alone, keeping the sizes', async () => {
    const { token } = await registerCustomer(t);
    await call(t.app, 'POST', '/hobby', { hobby_ids: [], sizes: { top: 'S' } }, { token });
    const list = await call<HobbyList>(t.app, 'GET', '/hobbyList', undefined, { token });
    const saved = await call<HobbyList>(t.app, 'POST', '/hobby', { hobby_ids: [list.data.hobbies[0]?.id] }, { token });
    expect(saved.code).toBe(200);
    expect(saved.data.sizes.top).toBe('S');
  });

  it('refuses an unknown hobby or size and changes nothing', async () => {
    const { token } = await registerCustomer(t);
    expect((await call(t.app, 'POST', '/hobby', { hobby_ids: [99999] }, { token })).code).toBe(4002);
    const badSize = await call(t.app, 'POST', '/hobby', { hobby_ids: [], sizes: { shoe: '99' } }, { token });
    expect(badSize).toMatchObject({ code: 4002, data: { 'sizes.shoe': 'Invalid value' } });
    const after = await call<HobbyList>(t.app, 'GET', '/hobbyList', undefined, { token });
    expect(after.data.sizes.shoe).toBeNull();
  });
});

function multipart(filename: string, content: Buffer, mime: string) {
  const boundary = '----roamcart-test';
  const head = Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: ${mime}\r\n\r\n`);
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return { payload: Buffer.concat([head, content, tail]), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

async function upload(token: string, filename: string, content: Buffer, mime: string) {
  const body = multipart(filename, content, mime);
  const res = await t.app.inject({
    method: 'POST',
    url: '/app_index/upload/image',
    query: { lang: 'en' },
    headers: { ...body.headers, authorization: token },
    payload: body.payload,
  });
  return res.json() as { code: number; data: Record<string, string> };
}

describe('POST /upload/image', () => {
  it('stores a real image re-encoded without its metadata', async () => {
    const { token } = await registerCustomer(t);
    const photo = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#c2410c' } })
      .jpeg()
      .withMetadata({ exif: { IFD0: { Copyright: 'secret-owner' } } })
      .toBuffer();
    expect(photo.includes(Buffer.from('secret-owner'))).toBe(true);
    const res = await upload(token, 'photo.jpg', photo, 'image/jpeg');
    expect(res.code).toBe(200);
    const url = res.data.url ?? '';
    expect(url).toMatch(/^\/uploads\/\d{4}\/\d{2}\/[0-9a-f]{32}\.jpg$/);
    const served = await t.app.inject({ method: 'GET', url });
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.includes(Buffer.from('secret-owner'))).toBe(false);
    expect((await sharp(served.rawPayload).metadata()).width).toBe(40);
  });

  it('judges the type by content, not by name', async () => {
    const { token } = await registerCustomer(t);
    const res = await upload(token, 'fake.png', Buffer.from('<script>alert(1)</script>'), 'image/png');
    expect(res).toMatchObject({ code: 4002, data: { file: 'Only JPG, PNG or WEBP images are accepted' } });
  });

  it('refuses more than 4 MB', async () => {
    const { token } = await registerCustomer(t);
    const big = Buffer.alloc(4 * 1024 * 1024 + 10, 1);
    const res = await upload(token, 'big.png', big, 'image/png');
    expect(res).toMatchObject({ code: 4002, data: { file: 'The image is larger than 4 MB' } });
  });

  it('needs a session', async () => {
    const res = await upload('', 'a.png', Buffer.from('x'), 'image/png');
    expect(res.code).toBe(2001);
  });
});

describe('platform', () => {
  it('answers /healthz plainly and sets security headers on API responses', async () => {
    const health = await t.app.inject({ method: 'GET', url: '/healthz' });
    expect(health.json()).toEqual({ status: 'ok' });
    const api = await t.app.inject({ method: 'GET', url: '/app_index/common/config' });
    expect(api.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(api.headers['x-content-type-options']).toBe('nosniff');
    expect(api.headers['x-frame-options']).toBe('DENY');
  });

  it('answers unknown routes with 4004 in the asked language', async () => {
    expect((await call(t.app, 'GET', '/nothing/here', undefined, { lang: 'fr' })).msg).toBe('Route introuvable');
    expect((await call(t.app, 'POST', '/nothing/here')).code).toBe(4004);
  });

  it('answers malformed JSON with 4002, never 500', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/app_index/user/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"email": ',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ code: 4002 });
  });

  it('answers an unexpected failure with 5000 and no internals', async () => {
    await t.db.execute(sql`alter table articles rename to articles_away`);
    try {
      const res = await t.app.inject({ method: 'GET', url: '/app_index/article/detail', query: { key: 'privacy', lang: 'zh-CN' } });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ code: 5000, data: null, msg: '系统错误，请稍后再试' });
      expect(res.body).not.toMatch(/articles|stack|at \//);
    } finally {
      await t.db.execute(sql`alter table articles_away rename to articles`);
    }
  });

  it('publishes OpenAPI generated from the zod schemas', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/app_index/docs/json' });
    const doc = res.json() as { paths: Record<string, { post?: { requestBody?: unknown } }> };
    expect(doc.paths['/app_index/user/register']?.post?.requestBody).toMatchObject({
      required: true,
      content: {
        'application/json': {
          schema: {
            properties: { code: { pattern: '^\\d{6}$' }, invite_code: { maxLength: 32 } },
            required: ['email', 'code', 'password', 'password_confirm', 'invite_code'],
          },
        },
      },
    });
  });
});

describe('seeding at start', () => {
  it('bumps lang_cache_time when a release brings new keys, and not otherwise', async () => {
    const { seed } = await import('../seed/index.ts');
    const cacheTime = async () =>
      (await t.db.select({ value: parameters.value }).from(parameters).where(eq(parameters.key, 'lang_cache_time')))[0]?.value;
    await seed(t.db, { inviteCode: 'WELCOME' });
    const settled = await cacheTime();
    await seed(t.db, { inviteCode: 'WELCOME' });
    expect(await cacheTime()).toBe(settled);
    await t.db.delete(translations).where(eq(translations.key, 'error.4103'));
    await seed(t.db, { inviteCode: 'WELCOME' });
    expect(await cacheTime()).not.toBe(settled);
  });
});
