// @module-tag embedded
import { beforeAll, describe, expect, it } from 'vitest';
import type { CategoryAdminRow, GoodsCard, PageResult, SearchSynonymRow } from '@roamcart/contracts';
import { adminCall, useSuperAdmin } from '../../test/admin-client.ts';
import { saveCategory, saveProduct } from '../../test/catalogue-fixture.ts';
import { call, useTestApp } from '../../test/test-app.ts';
import { synonymAlternatives } from './keyword-search.ts';
import { inOrderPattern } from './search-matching.ts';
import { searchEngineOf } from './search-engine.ts';

describe('synonymAlternatives', () => {
  it('swaps each synonym the keyword holds for the others of its group, never answering the keyword itself', () => {
    const groups = [
      ['背包', '双肩包'],
      ['backpack', 'rucksack', 'mochila', '背包'],
    ];
    expect(synonymAlternatives('黑色背包', groups)).toEqual(['黑色双肩包']);
    expect(synonymAlternatives('red backpack', groups)).toEqual(['red rucksack', 'red mochila']);
    expect(synonymAlternatives('backpack', groups)).toEqual(['rucksack', 'mochila', '背包']);
    expect(synonymAlternatives('lamp', groups)).toEqual([]);
  });

  it('leaves out a spelling that mixes scripts unless the keyword did', () => {
    const groups = [['speaker', 'スピーカー']];
    expect(synonymAlternatives('bluetooth speaker', groups)).toEqual([]);
    expect(synonymAlternatives('bluetoothスピーカー', groups)).toEqual(['bluetoothspeaker']);
  });
});

describe('inOrderPattern', () => {
  it('lets a few characters sit between two Chinese or Japanese ones, and leaves spaced words to "contains"', () => {
    expect(inOrderPattern('跑鞋')).toBe('跑.{0,3}鞋');
    expect(inOrderPattern('a.跑')).toBe('a\\..{0,3}跑');
    expect(inOrderPattern('watch')).toBeNull();
    expect(inOrderPattern('鞋')).toBeNull();
  });
});

describe.each([
  ['PostgreSQL', {}],
  ['the sqlite search engine', { SEARCH_ENGINE: 'sqlite' }],
])('goods search by keyword, answered by %s', (_engine, env) => {
  const t = useTestApp(env);
  const root = useSuperAdmin(t);
  let category: CategoryAdminRow;
  const ids: Record<string, number> = {};
  const search = async (keyword: string, lang = 'en') =>
    (await call<PageResult<GoodsCard>>(t.app, 'GET', '/goods/list', { keyword }, { lang })).data.list.map((card) => card.id);

  beforeAll(async () => {
    await searchEngineOf(t.app.deps)?.started;
    category = await saveCategory(t, root, { name: { en: 'Search test' } });
    const goods: [string, Record<string, unknown>][] = [
      // Saved first, and given the highest sort: without ranking it would come first for "watch".
      ['bottle', { name: { en: 'Water Bottle' }, sort: 99 }],
      ['strap', { name: { en: 'Leather Strap' }, subtitle: { en: 'Fits any watch' }, sort: 50 }],
      ['watch', { name: { en: 'Smart Watch', 'zh-CN': '智能手表' } }],
      ['shoes', { name: { en: 'Running Shoes', 'zh-CN': '跑步鞋' } }],
      ['backpack', { name: { en: 'Hiking Pack', 'zh-CN': '双肩包' } }],
    ];
    for (const [key, body] of goods) ids[key] = (await saveProduct(t, root, category.id, body)).id;
  });

  it('ranks a name match above a subtitle match, and both above a misspelling', async () => {
    expect(await search('watch')).toEqual([ids.watch, ids.strap, ids.bottle]);
  });

  it('finds the words of a keyword apart, and its last word as the beginning of a word when no word holds it', async () => {
    expect(await search('shoes running')).toEqual([ids.shoes]);
    expect(await search('runn')).toEqual([ids.shoes]);
    expect(await search('running sho')).toEqual([ids.shoes]);
    expect(await search('watc')).toEqual([ids.watch, ids.strap, ids.bottle]);
  });

  it('finds a Chinese name from its characters in order: 跑鞋 finds 跑步鞋', async () => {
    expect(await search('跑鞋', 'zh-CN')).toEqual([ids.shoes]);
    expect(await search('鞋跑', 'zh-CN')).toEqual([]);
  });

  it('widens a search by the synonyms kept in the back office, at once (the cached answer is dropped)', async () => {
    expect(await search('背包', 'zh-CN')).toEqual([]);
    const saved = await adminCall<SearchSynonymRow>(t.app, root, 'POST', '/search_synonyms/save', { words: ['背包', '双肩包', ' Rucksack '] });
    expect(saved).toMatchObject({ code: 200, data: { words: ['背包', '双肩包', 'rucksack'], status: 'active' } });
    expect(await search('背包', 'zh-CN')).toEqual([ids.backpack]);
    expect(await search('rucksack')).toEqual([ids.backpack]);

    const listed = await adminCall<PageResult<SearchSynonymRow>>(t.app, root, 'GET', '/search_synonyms', { keyword: '背' });
    expect(listed.data.list.map((row) => row.id)).toEqual([saved.data.id]);

    await adminCall(t.app, root, 'POST', '/search_synonyms/save', { id: saved.data.id, words: saved.data.words, status: 'disabled' });
    expect(await search('背包', 'zh-CN')).toEqual([]);
    await adminCall(t.app, root, 'POST', '/search_synonyms/delete', { id: saved.data.id });
    expect((await adminCall(t.app, root, 'POST', '/search_synonyms/delete', { id: saved.data.id })).code).toBe(4402);
  });

  it('refuses a group of fewer than two different words, naming the field in the caller language', async () => {
    for (const words of [['背包'], ['bag', 'BAG'], []]) {
      const refused = await adminCall(t.app, root, 'POST', '/search_synonyms/save', { words }, { lang: 'zh-CN' });
      expect(refused).toMatchObject({ code: 4002, data: { words: '请填写 2 到 20 个不同的词' } });
    }
    expect((await adminCall<PageResult<SearchSynonymRow>>(t.app, root, 'GET', '/search_synonyms', {})).data.total).toBe(0);
  });
});
