// @module-tag embedded
import { describe, expect, it } from 'vitest';
import type { HomeContent, HotKeywordRow, NoticeRow, PageResult } from '@roamcart/contracts';
import { hotKeywords } from '../catalogue/tables.ts';
import { notices } from './tables.ts';
import { adminCall, useSuperAdmin } from '../../test/admin-client.ts';
import { call, useTestApp } from '../../test/test-app.ts';

const t = useTestApp();
const root = useSuperAdmin(t);

describe('notices and hot keywords in every language', () => {
  it('answers a notice in the reader’s language, else the default language’s', async () => {
    await t.db.delete(notices);
    const saved = await adminCall<NoticeRow>(t.app, root, 'POST', '/notices/save', {
      titles: { en: 'Free shipping', 'zh-CN': '包邮' },
      contents: { en: 'On every order this week', 'zh-CN': '本周所有订单', fr: '  ' },
      sort: 1,
    });
    expect(saved.code).toBe(200);
    // The list shows the default language's texts, and every language's for the editor's tabs.
    expect(saved.data).toMatchObject({
      title: 'Free shipping',
      content: 'On every order this week',
      titles: { en: 'Free shipping', 'zh-CN': '包邮' },
      contents: { en: 'On every order this week', 'zh-CN': '本周所有订单' },
    });

    const chinese = await call<HomeContent>(t.app, 'GET', '/home/index', undefined, { lang: 'zh-CN' });
    expect(chinese.data.notices).toEqual([{ id: saved.data.id, title: '包邮', content: '本周所有订单' }]);
    const english = await call<HomeContent>(t.app, 'GET', '/home/index', undefined, { lang: 'en' });
    expect(english.data.notices).toEqual([{ id: saved.data.id, title: 'Free shipping', content: 'On every order this week' }]);
    const japanese = await call<HomeContent>(t.app, 'GET', '/home/index', undefined, { lang: 'ja' });
    expect(japanese.data.notices[0]).toMatchObject({ title: 'Free shipping', content: 'On every order this week' });
    // The back office finds it by any language's title.
    const found = await adminCall<PageResult<NoticeRow>>(t.app, root, 'GET', '/notices', { keyword: '包邮' });
    expect(found.data.list.map((notice) => notice.id)).toEqual([saved.data.id]);
  });

  it('refuses a language with a title but no content, naming it, and keeps a one-language save as the default language’s', async () => {
    const half = await adminCall(t.app, root, 'POST', '/notices/save', { titles: { en: 'Sale', ja: 'セール' }, contents: { en: 'Today' } });
    expect(half).toMatchObject({ code: 4001, data: { 'contents.ja': expect.any(String) } });
    const unknown = await adminCall(t.app, root, 'POST', '/notices/save', { titles: { xx: 'Hi' }, contents: { xx: 'Hello' } });
    expect(unknown.code).toBe(4002);
    expect(JSON.stringify(unknown)).toContain('titles.xx');

    const single = await adminCall<NoticeRow>(t.app, root, 'POST', '/notices/save', { title: 'Closed Monday', content: 'Back Tuesday' });
    expect(single.data).toMatchObject({ title: 'Closed Monday', titles: { en: 'Closed Monday' }, contents: { en: 'Back Tuesday' } });
  });

  it('answers the hot keywords in the reader’s language, else the default language’s', async () => {
    await t.db.delete(hotKeywords);
    const saved = await adminCall<HotKeywordRow>(t.app, root, 'POST', '/hot_keywords/save', { keywords: { en: 'kettle', 'zh-CN': '水壶' }, sort: 5 });
    expect(saved.data).toMatchObject({ keyword: 'kettle', keywords: { en: 'kettle', 'zh-CN': '水壶' } });
    await adminCall(t.app, root, 'POST', '/hot_keywords/save', { keyword: 'teapot', sort: 1 });

    expect((await call<string[]>(t.app, 'GET', '/goods/hot_keywords', undefined, { lang: 'zh-CN' })).data).toEqual(['水壶', 'teapot']);
    expect((await call<string[]>(t.app, 'GET', '/goods/hot_keywords', undefined, { lang: 'en' })).data).toEqual(['kettle', 'teapot']);
    const found = await adminCall<PageResult<HotKeywordRow>>(t.app, root, 'GET', '/hot_keywords', { keyword: '水壶' });
    expect(found.data.list.map((row) => row.id)).toEqual([saved.data.id]);
    // A language code is no keyword.
    expect((await adminCall<PageResult<HotKeywordRow>>(t.app, root, 'GET', '/hot_keywords', { keyword: 'zh' })).data.total).toBe(0);

    const blank = await adminCall(t.app, root, 'POST', '/hot_keywords/save', { keywords: { en: ' ' } });
    expect(blank).toMatchObject({ code: 4001, data: { 'keywords.en': expect.any(String) } });
  });
});
