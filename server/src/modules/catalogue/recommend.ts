import { and, desc, eq, inArray, notInArray, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { GoodsCard } from '@roamcart/contracts';
import { products } from './tables.ts';
import type { DbOrTx } from '../../platform/db.ts';
import type { Reader } from '../../platform/reader.ts';
import { goodsCardColumns, inActiveCategory, productStock, toGoodsCard, type GoodsCardRow } from './service.ts';

/** What may be recommended: on sale, in an active category, with stock to buy, and none of `exclude`. */
function recommendable(exclude: readonly number[]): SQL {
  const conditions: SQL[] = [eq(products.status, 'online'), inActiveCategory, sql`${productStock} > 0`];
  if (exclude.length > 0) conditions.push(notInArray(products.id, [...exclude]));
  return and(...conditions) as SQL;
}

/**
 * "You may also like" for goods the customer is looking at or bought (`seeds`): those bought with
 * them (`boughtWith`, most often bought first), then the best sellers of the seeds' categories;
 * with no seeds, the shop's best sellers. Only goods on sale with stock, never a seed; at most
 * `limit`, each query reading at most that many goods.
 */
export async function recommendedGoods(db: DbOrTx, seeds: readonly number[], boughtWith: readonly number[], limit: number, reader: Reader): Promise<GoodsCard[]> {
  const columns = { product: goodsCardColumns, stock: productStock };
  const picked: { product: GoodsCardRow; stock: number }[] = [];
  const candidates = boughtWith.filter((id) => !seeds.includes(id)).slice(0, limit);
  if (candidates.length > 0) {
    const rows = await db.select(columns).from(products).where(and(inArray(products.id, candidates), recommendable(seeds)));
    const rank = new Map(candidates.map((id, index) => [id, index]));
    picked.push(...rows.sort((a, b) => rank.get(a.product.id)! - rank.get(b.product.id)!));
  }
  if (picked.length < limit) {
    const exclude = [...seeds, ...picked.map((row) => row.product.id)];
    const seed = alias(products, 'seed');
    const sameCategory = seeds.length > 0 ? [inArray(products.categoryId, db.select({ id: seed.categoryId }).from(seed).where(inArray(seed.id, [...seeds])))] : [];
    const rows = await db
      .select(columns)
      .from(products)
      .where(and(recommendable(exclude), ...sameCategory))
      .orderBy(desc(products.salesVolume), desc(products.id))
      .limit(limit - picked.length);
    picked.push(...rows);
  }
  return picked.map((row) => toGoodsCard(row.product, row.stock, reader));
}
