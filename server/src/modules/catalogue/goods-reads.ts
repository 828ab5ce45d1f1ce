import { eq, inArray, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../platform/db.ts';
import { scalarSubquery } from '../../platform/subquery.ts';
import type { LocalizedText } from '../../platform/tables/columns.ts';
import { categories, products } from './tables.ts';

// What other modules read of the goods and their categories: functions and query parts, never the tables.

/** The category of each goods with the categories above it (three levels at most). */
export async function categoryChains(db: DbOrTx, productIds: number[]): Promise<Map<number, number[]>> {
  const parent = alias(categories, 'parent');
  const rows = await db
    .select({ productId: products.id, own: products.categoryId, parentId: categories.parentId, grandparentId: parent.parentId })
    .from(products)
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .leftJoin(parent, eq(parent.id, categories.parentId))
    .where(inArray(products.id, productIds));
  return new Map(rows.map((row) => [row.productId, [row.own, row.parentId, row.grandparentId].filter((id): id is number => id !== null)]));
}

/** The goods' name as a column of another module's select, given the column holding the goods' id: null for deleted goods. */
export function goodsNameOf(productId: SQLWrapper): SQL<LocalizedText | null> {
  return scalarSubquery(sql`select ${products.name} from ${products} where ${products.id} = ${productId}`);
}
