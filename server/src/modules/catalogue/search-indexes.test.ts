// @module-tag embedded
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { rowsOf, type DbOrTx } from '../../platform/db.ts';
import { useFreshDatabase } from '../../test/fresh-database.ts';
import { searchGoods, searchStatement, type GoodsSearch } from './keyword-search.ts';
import { inActiveCategory } from './service.ts';
import { products } from './tables.ts';

/**
 * Goods that match nothing searched here, with texts as long as real goods': enough that reading
 * every row costs PostgreSQL's planner more than the indexes (below about 9,000 it reads every
 * row: its estimate for a trigram lookup starts near the cost of reading 9,000 short rows).
 * PGlite takes minutes to write as many, and is told to avoid reading every row instead.
 */
const FILLER_GOODS = { postgres: 30_000, pglite: 10_000 };

describe('keyword search on its indexes', () => {
  const database = useFreshDatabase('seeded');
  const wanted: Record<string, number> = {};
  const search = (keyword: string): GoodsSearch => ({ keyword, conditions: [sql`${products.status} = 'online'`, inActiveCategory], order: null, page: 1, limit: 20 });

  beforeAll(async () => {
    const { db } = database();
    const [category] = await rowsOf<{ id: number }>(db, sql`insert into categories (name) values ('{"en":"Index test"}') returning id`);
    await db.execute(sql`insert into ${products} (category_id, name, search_text, price)
      select ${category?.id}, jsonb_build_object('en', 'Filler ' || n), 'filler goods ' || n || ' 填充商品 ' || repeat('plain cotton everyday item ', 10), 100 from generate_series(1, ${FILLER_GOODS[database().kind]}) as n`);
    for (const [key, name] of [
      ['headphones', 'Studio Headphones'],
      ['chinese', '无线耳机'],
    ] as const) {
      const [row] = await rowsOf<{ id: number }>(
        db,
        sql`insert into ${products} (category_id, name, search_text, price) values (${category?.id}, ${JSON.stringify({ en: name })}, ${name.toLowerCase()}, 100) returning id`,
      );
      wanted[key] = row?.id ?? 0;
    }
    await db.execute(sql`analyze ${products}`);
  });

  /**
   * The index names in the executed plan of the search statement. On PGlite the filler goods are
   * too few for its planner to give up a scan that stops at the candidates' limit (see
   * FILLER_GOODS), so it is told to avoid reading the table and that a `like` on a long text costs
   * what it does (20 times the default operator cost); PostgreSQL chooses the indexes itself.
   */
  const indexesUsed = async (keyword: string, corrected = false) => {
    const { db, kind } = database();
    const explain = async (tx: DbOrTx) => {
      if (kind === 'pglite') {
        await tx.execute(sql`set local enable_seqscan = off`);
        await tx.execute(sql`set local cpu_operator_cost = 0.05`);
      }
      return rowsOf<{ 'QUERY PLAN': unknown }>(tx, sql`explain (analyze, format json) ${await searchStatement(tx, search(keyword), { widened: corrected })}`);
    };
    const [row] = await db.transaction(explain);
    const plan = JSON.stringify(row?.['QUERY PLAN']);
    return [...plan.matchAll(/"Index Name":\s*"([^"]+)"/g)].map((match) => match[1]);
  };

  it('finds an English keyword through the words index', async () => {
    expect(await indexesUsed('headphones')).toContain('products_search_words');
    expect((await searchGoods(database().db, search('headphones'))).ids).toEqual([wanted.headphones]);
  });

  it('finds Chinese characters in order through the characters index (two characters have no trigram)', async () => {
    expect(await indexesUsed('耳机')).toContain('products_search_chars_index');
    expect((await searchGoods(database().db, search('耳机'))).ids).toEqual([wanted.chinese]);
  });

  it('looks inside words through the trigram index, and corrects a misspelt word from the dictionary the goods writes fill', async () => {
    // PGlite's planner reads the 10,000 filler goods through their category for this statement's
    // five conditions however it is costed; the answer below is checked there all the same.
    if (database().kind === 'postgres') expect(await indexesUsed('headphnes', true)).toEqual(expect.arrayContaining(['products_search_text_trgm', 'products_search_words']));
    expect(await searchGoods(database().db, search('headphnes'))).toEqual({ total: 1, ids: [wanted.headphones] });
  });
});
