import { sql } from 'drizzle-orm';
import { searchSynonyms } from '../modules/catalogue/tables.ts';
import type { Db } from '../platform/db.ts';

/**
 * Words shoppers use for the demo goods that their names do not hold, one group per idea and every
 * language in it (a search holding one word of a group also looks for the others).
 */
export const DEMO_SEARCH_SYNONYMS: string[][] = [
  ['backpack', 'rucksack', 'knapsack', '双肩包', '背包', 'mochila', 'sac à dos', 'リュックサック', 'リュック', 'バックパック', 'حقيبة ظهر', 'شنطة ظهر'],
  ['headphones', 'earphones', 'headset', '耳机', '头戴式耳机', 'auriculares', 'cascos', 'casque', 'écouteurs', 'ヘッドホン', 'イヤホン', 'سماعات'],
  ['running shoes', 'sneakers', 'trainers', '跑步鞋', '运动鞋', 'zapatillas', 'baskets', 'ランニングシューズ', 'スニーカー', 'حذاء جري', 'حذاء رياضي'],
  ['suitcase', 'luggage', '旅行箱', '行李箱', '拉杆箱', 'maleta', 'valise', 'スーツケース', 'キャリーケース', 'حقيبة سفر'],
  ['power bank', 'portable charger', '移动电源', '充电宝', 'batería externa', 'batterie externe', 'モバイルバッテリー', 'شاحن متنقل', 'باور بانك'],
];

/** The demo synonym groups, on a table that has none (an operator's own groups are left as they are). */
export async function seedDemoSearchSynonyms(db: Db): Promise<void> {
  const [{ count } = { count: 0 }] = await db.select({ count: sql<number>`count(*)::int` }).from(searchSynonyms);
  if (count > 0) return;
  await db.insert(searchSynonyms).values(DEMO_SEARCH_SYNONYMS.map((words) => ({ words })));
}
