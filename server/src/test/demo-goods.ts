import { sql } from 'drizzle-orm';
import { products } from '../modules/catalogue/tables.ts';
import { rowsOf, type Db } from '../platform/db.ts';
import { demoProductRow, type DemoGoods } from '../seed/catalogue.ts';
import { DEMO_BRANDS, DEMO_CATEGORIES, DEMO_EDITIONS, DEMO_LANGS } from '../seed/catalogue-words.ts';
import { DEMO_SEARCH_SYNONYMS, seedDemoSearchSynonyms } from '../seed/search-synonyms.ts';

/** The languages the demo goods are named in. */
export const SEARCHED_LANGS: readonly string[] = DEMO_LANGS;

/**
 * The demo shop's goods (every type in every edition, twice over in numbered series, without
 * pictures) in a category of their own with three below it, their sales and sorts varied, and
 * the demo synonym groups; answers keywords as customers type them: names and words in every language, characters left out,
 * misspellings, word beginnings, brands, words nothing holds.
 */
export async function insertDemoGoods(db: Db): Promise<{ keywords: string[]; categoryIds: number[] }> {
  const [top] = await rowsOf<{ id: number }>(db, sql`insert into categories (name) values (${JSON.stringify({ en: 'Demo goods' })}) returning id`);
  const children = await rowsOf<{ id: number }>(
    db,
    sql`insert into categories (name, parent_id) select jsonb_build_object('en', 'Demo ' || n), ${top!.id}::int from generate_series(1, 3) as n returning id`,
  );
  const types = DEMO_CATEGORIES.flatMap((category) => category.children.flatMap((child) => child.types));
  const goods = types.flatMap((type, typeIndex) =>
    DEMO_EDITIONS.flatMap((_, editionIndex) =>
      [null, 1, 2].map((series) => {
        const index = (typeIndex * DEMO_EDITIONS.length + editionIndex) * 3 + (series ?? 0);
        const row: DemoGoods = { categoryId: children[typeIndex % children.length]!.id, type, editionIndex, brand: DEMO_BRANDS[index % DEMO_BRANDS.length]!, index, gallery: [], colourImages: [], series, code: `T${index}` };
        return { ...demoProductRow(row, Date.now()), salesVolume: (index * 7) % 40, sort: index % 3 };
      }),
    ),
  );
  await db.insert(products).values(goods);
  await seedDemoSearchSynonyms(db);
  const keywords = new Set<string>(['headphnes', 'zzqx', 'de', 'pro', 'runn', 'smart wat', '耳机', '跑鞋', 'nordvik', 'ヘッドホン']);
  for (const group of DEMO_SEARCH_SYNONYMS) for (const word of group.slice(0, 6)) keywords.add(word);
  for (const [index, type] of types.entries()) {
    for (const name of type.name) keywords.add(name.toLowerCase());
    keywords.add(type.name[0].toLowerCase().split(' ')[0]!);
    for (const name of [type.name[1], type.name[4]]) if ([...name].length >= 3) keywords.add([...name].filter((_, at) => at !== 1).join(''));
    keywords.add(type.name[0].toLowerCase().replace(/^(.)(.)(.)/, '$1$3$2'));
    keywords.add(`${DEMO_BRANDS[index % DEMO_BRANDS.length]!.toLowerCase()} ${type.name[2].toLowerCase()} ${DEMO_EDITIONS[index % DEMO_EDITIONS.length]!.name[2].toLowerCase()}`);
  }
  return { keywords: [...keywords], categoryIds: [top!.id, ...children.map((child) => child.id)] };
}

