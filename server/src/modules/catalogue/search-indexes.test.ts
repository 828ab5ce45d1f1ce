// @module-tag embedded
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { rowsOf, type DbOrTx } from '../../platform/db.ts';
import { useFreshDatabase } from '../../test/fresh-database.ts';
import { categoryTerm, searchGoods, searchStatement, type GoodsSearch } from './keyword-search.ts';
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
  /** The filler goods' two categories (half each; one in fifty holds "filler"/填充, all in the first), and the searched goods'. */
  const categoryOf: Record<'filler' | 'spare' | 'wanted', number> = { filler: 0, spare: 0, wanted: 0 };
  const search = (keyword: string, categoryIds: number[] | null = null): GoodsSearch => ({
    keyword,
    conditions: [sql`${products.status} = 'online'`, inActiveCategory],
    categoryIds,
    order: null,
    page: 1,
    limit: 20,
  });

  beforeAll(async () => {
    const { db } = database();
    for (const key of ['filler', 'spare', 'wanted'] as const) {
      const [category] = await rowsOf<{ id: number }>(db, sql`insert into categories (name) values (${JSON.stringify({ en: `Index test ${key}` })}) returning id`);
      categoryOf[key] = category?.id ?? 0;
    }
    await db.execute(sql`insert into ${products} (category_id, name, search_text, price)
      select case when n % 2 = 0 then ${categoryOf.filler}::int else ${categoryOf.spare}::int end, jsonb_build_object('en', 'Filler ' || n),
        case when n % 50 = 0 then 'filler goods ' || n || ' 填充商品 ' else 'spare goods ' || n || ' 备用商品 ' end || repeat('plain cotton everyday item ', 10), 100
      from generate_series(1, ${FILLER_GOODS[database().kind]}) as n`);
    for (const [key, name] of [
      ['headphones', 'Studio Headphones'],
      ['chinese', '无线耳机'],
    ] as const) {
      const [row] = await rowsOf<{ id: number }>(
        db,
        sql`insert into ${products} (category_id, name, search_text, price) values (${categoryOf.wanted}, ${JSON.stringify({ en: name })}, ${name.toLowerCase()}, 100) returning id`,
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
  const executedPlan = async (keyword: string, { corrected = false, categoryIds = null }: { corrected?: boolean; categoryIds?: number[] | null } = {}) => {
    const { db, kind } = database();
    const explain = async (tx: DbOrTx) => {
      if (kind === 'pglite') await tx.execute(sql`set local enable_seqscan = off`);
      if (kind === 'pglite') await tx.execute(sql`set local cpu_operator_cost = 0.05`);
      return rowsOf<{ 'QUERY PLAN': unknown }>(tx, sql`explain (analyze, format json) ${await searchStatement(tx, search(keyword, categoryIds), { widened: corrected })}`);
    };
    const [row] = await db.transaction(explain);
    return JSON.stringify(row?.['QUERY PLAN']);
  };
  const indexesUsed = async (keyword: string, corrected = false) => [...(await executedPlan(keyword, { corrected })).matchAll(/"Index Name":\s*"([^"]+)"/g)].map((match) => match[1]);
  /** The index conditions of the executed plan, and the rows its scans read and dropped. */
  const lookups = async (keyword: string, categoryIds: number[]) => {
    const plan = await executedPlan(keyword, { categoryIds });
    const sum = (field: string) => [...plan.matchAll(new RegExp(`"${field}":\\s*(\\d+)`, 'g'))].reduce((total, match) => total + Number(match[1]), 0);
    return { conditions: [...plan.matchAll(/"Index Cond":\s*"((?:[^"\\]|\\.)*)"/g)].map((match) => match[1] ?? ''), dropped: sum('Rows Removed by Filter') + sum('Rows Removed by Index Recheck') };
  };

  it('finds an English keyword through the words index', async () => {
    expect(await indexesUsed('headphones')).toContain('products_search_words');
    expect((await searchGoods(database().db, search('headphones'))).rows).toEqual([wanted.headphones]);
  });

  it('finds Chinese characters in order through the characters index (two characters have no trigram)', async () => {
    expect(await indexesUsed('耳机')).toContain('products_search_chars_index');
    expect((await searchGoods(database().db, search('耳机'))).rows).toEqual([wanted.chinese]);
  });

  it('finds a keyword in a category through the same index lookup, not by reading the goods holding it elsewhere', async () => {
    const term = categoryTerm(categoryOf.spare);
    for (const keyword of ['filler', '填充商品']) {
      // PGlite's planner reads the filler goods through the online index here however it is
      // costed (see the trigram test below); the answers are checked there all the same.
      if (database().kind === 'postgres') {
        const { conditions, dropped } = await lookups(keyword, [categoryOf.spare]);
        expect(conditions.some((condition) => condition.includes(term))).toBe(true);
        expect(dropped).toBe(0);
      }
      expect(await searchGoods(database().db, search(keyword, [categoryOf.spare]))).toEqual({ total: 0, rows: [] });
    }
    expect((await searchGoods(database().db, search('headphones', [categoryOf.wanted]))).rows).toEqual([wanted.headphones]);
    expect((await searchGoods(database().db, search('耳机', [categoryOf.filler, categoryOf.wanted]))).rows).toEqual([wanted.chinese]);
    expect((await searchGoods(database().db, search('filler goods 50', [categoryOf.filler]))).total).toBe(1);
  });

  it('keeps a goods moved to another category findable there, and only there', async () => {
    const { db } = database();
    const move = (categoryId: number) => db.execute(sql`update ${products} set category_id = ${categoryId} where id in (${wanted.headphones}, ${wanted.chinese})`);
    await move(categoryOf.spare);
    try {
      for (const keyword of ['headphones', '耳机']) {
        expect((await searchGoods(db, search(keyword, [categoryOf.spare]))).total).toBe(1);
        expect((await searchGoods(db, search(keyword, [categoryOf.wanted]))).total).toBe(0);
      }
    } finally {
      await move(categoryOf.wanted);
    }
  });

  it('looks for word beginnings through the words index, and corrects a misspelt word from the dictionary the goods writes fill', async () => {
    // PGlite's planner reads the 10,000 filler goods through their category for this statement's
    // five conditions however it is costed; the answer below is checked there all the same.
    if (database().kind === 'postgres') expect(await indexesUsed('headphnes', true)).toContain('products_search_words');
    expect(await searchGoods(database().db, search('headphnes'))).toEqual({ total: 1, rows: [wanted.headphones] });
  });
});
