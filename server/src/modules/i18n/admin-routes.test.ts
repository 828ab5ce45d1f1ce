// @module-tag embedded
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { AdminLanguageRow, LanguageItem, PageResult, TranslationRow } from '@roamcart/contracts';
import { parameters } from '../../platform/tables/admin.ts';
import { languages, translations } from '../../platform/tables/i18n.ts';
import { adminCall, useSuperAdmin } from '../../test/admin-client.ts';
import { call, useTestApp } from '../../test/test-app.ts';

const t = useTestApp();
const root = useSuperAdmin(t);

async function cacheTime(): Promise<string> {
  return (await call<{ lang_cache_time: string }>(t.app, 'GET', '/common/config')).data.lang_cache_time;
}

const german = { name: 'Deutsch', title: 'German', code: 'de', direction: 'ltr', sort: 7 };

describe('POST /admin_api/languages/save', () => {
  it('adds a language the storefront lists at once, and bumps lang_cache_time', async () => {
    const before = await cacheTime();
    const saved = await adminCall<AdminLanguageRow>(t.app, root, 'POST', '/languages/save', german);
    expect(saved.data).toMatchObject({ ...german, is_default: false, status: 'active' });
    const listed = await call<LanguageItem[]>(t.app, 'GET', '/language');
    expect(listed.data.map((l) => l.code)).toContain('de');
    expect(await cacheTime()).not.toBe(before);
  });

  it('refuses a name that exists with 4401 "Language name exists", in Chinese too', async () => {
    const en = await adminCall(t.app, root, 'POST', '/languages/save', { name: 'english', title: 'Again', code: 'en-GB' });
    expect(en).toMatchObject({ code: 4401, msg: 'Language name exists', data: { name: 'Language name exists' } });
    const zh = await adminCall(t.app, root, 'POST', '/languages/save', { name: '中文', title: 'Chinese', code: 'zh-TW' }, { lang: 'zh-CN' });
    expect(zh).toMatchObject({ code: 4401, msg: '语言名称已存在' });
    expect((await adminCall(t.app, root, 'POST', '/languages/save', { name: 'Other', title: 'Other', code: 'EN' })).code).toBe(4404);
  });

  it('checks the code (max 30, like en or zh-CN) and the other fields', async () => {
    expect((await adminCall(t.app, root, 'POST', '/languages/save', { ...german, name: 'X', code: 'not a code' })).code).toBe(4002);
    const long = await adminCall(t.app, root, 'POST', '/languages/save', { ...german, name: 'X', code: `de-${'a'.repeat(30)}` });
    expect(long).toMatchObject({ code: 4002, data: { code: 'At most 30 characters' } });
    expect((await adminCall(t.app, root, 'POST', '/languages/save', { title: 'x', code: 'xx' })).code).toBe(4001);
  });

  it('keeps exactly one default language, which cannot be disabled or deleted (4503)', async () => {
    const [english] = await t.db.select().from(languages).where(eq(languages.code, 'en'));
    const [french] = await t.db.select().from(languages).where(eq(languages.code, 'fr'));
    const base = { name: english?.name, title: english?.title, code: 'en', is_default: true };
    expect((await adminCall(t.app, root, 'POST', '/languages/save', { ...base, id: english?.id, status: 'disabled' })).code).toBe(4503);
    expect((await adminCall(t.app, root, 'POST', '/languages/save', { ...base, id: english?.id, is_default: false })).code).toBe(4503);
    expect((await adminCall(t.app, root, 'POST', '/languages/delete', { id: english?.id })).code).toBe(4503);

    const moved = await adminCall(t.app, root, 'POST', '/languages/save', { id: french?.id, name: french?.name, title: french?.title, code: 'fr', is_default: true });
    expect(moved.code).toBe(200);
    const defaults = await t.db.select().from(languages).where(eq(languages.isDefault, true));
    expect(defaults.map((l) => l.code)).toEqual(['fr']);
    expect((await call<{ lang: string }>(t.app, 'GET', '/common/config')).data.lang).toBe('fr');
    await adminCall(t.app, root, 'POST', '/languages/save', { ...base, id: english?.id });
    expect((await call<{ lang: string }>(t.app, 'GET', '/common/config')).data.lang).toBe('en');
  });

  it('deletes a language with its translations', async () => {
    const saved = await adminCall<AdminLanguageRow>(t.app, root, 'POST', '/languages/save', { name: 'Italiano', title: 'Italian', code: 'it' });
    await adminCall(t.app, root, 'POST', '/translations/save', { key: 'tab.home', texts: { it: 'Casa' } });
    expect((await adminCall(t.app, root, 'POST', '/languages/delete', { id: saved.data.id })).code).toBe(200);
    expect(await t.db.select().from(translations).where(eq(translations.langCode, 'it'))).toHaveLength(0);
  });
});

describe('translations editor', () => {
  it('POST /translations/save bumps lang_cache_time and /translate returns the new text', async () => {
    const before = await cacheTime();
    const [stored] = await t.db.select().from(parameters).where(eq(parameters.key, 'lang_cache_time'));
    const saved = await adminCall<TranslationRow>(t.app, root, 'POST', '/translations/save', {
      key: 'promo.banner_title',
      texts: { en: 'Summer sale', 'zh-CN': '夏季大促' },
    });
    expect(saved.data).toEqual({ key: 'promo.banner_title', texts: { en: 'Summer sale', 'zh-CN': '夏季大促' } });
    const after = await cacheTime();
    expect(after).not.toBe(before);
    expect(after).not.toBe(stored?.value);
    expect((await call<Record<string, string>>(t.app, 'GET', '/translate', undefined, { lang: 'zh-CN' })).data['promo.banner_title']).toBe('夏季大促');
    expect((await call<Record<string, string>>(t.app, 'GET', '/translate', undefined, { lang: 'es' })).data['promo.banner_title']).toBe('Summer sale');

    await adminCall(t.app, root, 'POST', '/translations/save', { key: 'promo.banner_title', texts: { 'zh-CN': '' } });
    expect((await call<Record<string, string>>(t.app, 'GET', '/translate', undefined, { lang: 'zh-CN' })).data['promo.banner_title']).toBe('Summer sale');
  });

  it("an added key reaches the storefront's part, an added permission name the back office's", async () => {
    await adminCall(t.app, root, 'POST', '/translations/save', { key: 'promo.banner_title', texts: { en: 'Summer sale' } });
    await adminCall(t.app, root, 'POST', '/translations/save', { key: 'perm.reports_export', texts: { en: 'Export reports' } });
    const storefront = (await call<Record<string, string>>(t.app, 'GET', '/translate', { app: 'storefront' })).data;
    const admin = (await call<Record<string, string>>(t.app, 'GET', '/translate', { app: 'admin' })).data;
    expect([storefront['promo.banner_title'], storefront['perm.reports_export']]).toEqual(['Summer sale', undefined]);
    expect([admin['promo.banner_title'], admin['perm.reports_export']]).toEqual([undefined, 'Export reports']);

    await adminCall(t.app, root, 'POST', '/translations/save', { key: 'promo.banner_title', texts: { en: 'Winter sale' } });
    expect((await call<Record<string, string>>(t.app, 'GET', '/translate', { app: 'storefront' })).data['promo.banner_title']).toBe('Winter sale');
  });

  it('changes the server messages too', async () => {
    await adminCall(t.app, root, 'POST', '/translations/save', { key: 'error.4101', texts: { en: 'Email or password is not right' } });
    const res = await call(t.app, 'POST', '/user/login', { email: 'nobody@example.com', password: 'whatever' });
    expect(res).toMatchObject({ code: 4101, msg: 'Email or password is not right' });
  });

  it('refuses an unknown language', async () => {
    const res = await adminCall(t.app, root, 'POST', '/translations/save', { key: 'x.y', texts: { xx: 'text' } });
    expect(res).toMatchObject({ code: 4002, data: { 'texts.xx': 'Unknown language' } });
  });

  it('GET /translations lists one row per key with every language, by keyword or missing language', async () => {
    await adminCall(t.app, root, 'POST', '/translations/save', { key: 'zz.only_english', texts: { en: 'Lonely words' } });
    const byKeyword = await adminCall<PageResult<TranslationRow>>(t.app, root, 'GET', '/translations', { keyword: 'lonely' });
    expect(byKeyword.data).toMatchObject({ total: 1, list: [{ key: 'zz.only_english', texts: { en: 'Lonely words' } }] });
    const inChinese = await adminCall<PageResult<TranslationRow>>(t.app, root, 'GET', '/translations', { keyword: 'lonely', text_lang: 'zh-CN' });
    expect(inChinese.data.total).toBe(0);

    const missingJa = await adminCall<PageResult<TranslationRow>>(t.app, root, 'GET', '/translations', { text_lang: 'ja', missing: 1, keyword: 'zz.', limit: 100 });
    expect(missingJa.data.list.map((r) => r.key)).toContain('zz.only_english');
    expect(missingJa.data.list.every((r) => !('ja' in r.texts))).toBe(true);
    const missingAny = await adminCall<PageResult<TranslationRow>>(t.app, root, 'GET', '/translations', { missing: 1, keyword: 'zz.' });
    expect(missingAny.data.list.map((r) => r.key)).toEqual(['zz.only_english']);

    const full = await adminCall<PageResult<TranslationRow>>(t.app, root, 'GET', '/translations', { keyword: 'error.4101' });
    expect(Object.keys(full.data.list[0]?.texts ?? {}).sort()).toEqual(['ar', 'en', 'es', 'fr', 'ja', 'zh-CN']);
  });

  it('GET /translations?missing leaves out the plural forms a language does not have', async () => {
    const forms = { zero: 'no stars', one: 'one star', two: 'two stars', few: 'a few stars', many: 'many stars', other: 'stars' };
    for (const [form, text] of Object.entries(forms)) {
      const texts: Record<string, string> = { en: text, ar: `${text} (ar)` };
      if (form === 'other') Object.assign(texts, { 'zh-CN': '星', ja: '星' });
      await adminCall(t.app, root, 'POST', '/translations/save', { key: `zz.stars_${form}`, texts });
    }
    // A lone `_one` without an `_other` is a plain key: it is missing in Chinese.
    await adminCall(t.app, root, 'POST', '/translations/save', { key: 'zz.audience_one', texts: { en: 'One user' } });
    const missing = async (lang: string) =>
      (await adminCall<PageResult<TranslationRow>>(t.app, root, 'GET', '/translations', { text_lang: lang, missing: 1, keyword: 'zz.', limit: 100 })).data.list.map((r) => r.key);

    // Chinese and Japanese have only "other", which is there.
    expect((await missing('zh-CN')).filter((key) => key.startsWith('zz.stars_'))).toEqual([]);
    expect((await missing('ja')).filter((key) => key.startsWith('zz.stars_'))).toEqual([]);
    expect(await missing('zh-CN')).toContain('zz.audience_one');
    // French has one, many and other: "one" and "many" lack French texts ("other" too).
    expect((await missing('fr')).filter((key) => key.startsWith('zz.stars_'))).toEqual(['zz.stars_many', 'zz.stars_one', 'zz.stars_other']);
    // Arabic has all six, all written.
    expect((await missing('ar')).filter((key) => key.startsWith('zz.stars_'))).toEqual([]);
    // Without a language: a form is missing when a language that has it lacks it (es, fr lack "one").
    const any = (await adminCall<PageResult<TranslationRow>>(t.app, root, 'GET', '/translations', { missing: 1, keyword: 'zz.stars_', limit: 100 })).data.list.map((r) => r.key);
    expect(any).toEqual(['zz.stars_many', 'zz.stars_one', 'zz.stars_other']);
  });

  it('POST /translations/delete removes the key in every language', async () => {
    await adminCall(t.app, root, 'POST', '/translations/save', { key: 'zz.remove_me', texts: { en: 'bye', fr: 'au revoir' } });
    expect((await adminCall(t.app, root, 'POST', '/translations/delete', { key: 'zz.remove_me' })).code).toBe(200);
    expect(await t.db.select().from(translations).where(eq(translations.key, 'zz.remove_me'))).toHaveLength(0);
    expect((await adminCall(t.app, root, 'POST', '/translations/delete', { key: 'zz.remove_me' })).code).toBe(4402);
  });
});
