import { and, desc, eq } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { ErrorCode, type PageQuery, type PageResult, type SavedGoods } from '@roamcart/contracts';
import { productFavourites, products, productViews } from './tables.ts';
import type { DbOrTx } from '../../platform/db.ts';
import { AppError } from '../../platform/errors.ts';
import { countAll, pageOf } from '../../platform/paging.ts';
import type { Reader } from '../../platform/reader.ts';
import { goodsCardColumns, productStock, toGoodsCard } from './service.ts';

export async function isCollected(db: DbOrTx, userId: number, productId: number): Promise<boolean> {
  const [row] = await db
    .select({ productId: productFavourites.productId })
    .from(productFavourites)
    .where(and(eq(productFavourites.userId, userId), eq(productFavourites.productId, productId)));
  return Boolean(row);
}

/** Adds or removes a favourite; adding an offline goods answers 4205, removing always works. */
export async function setCollected(db: DbOrTx, userId: number, productId: number, collect: boolean): Promise<boolean> {
  if (!collect) {
    await db.delete(productFavourites).where(and(eq(productFavourites.userId, userId), eq(productFavourites.productId, productId)));
    return false;
  }
  const [product] = await db.select({ status: products.status }).from(products).where(eq(products.id, productId));
  if (!product) throw new AppError(ErrorCode.RecordNotFound);
  if (product.status !== 'online') throw new AppError(ErrorCode.ProductOffline);
  await db.insert(productFavourites).values({ userId, productId }).onConflictDoNothing();
  return true;
}

/** A customer's kept goods (favourites or views): the list's table and its user, goods and time columns. */
interface SavedList {
  table: PgTable;
  userId: PgColumn;
  productId: PgColumn;
  at: PgColumn;
}

/** One page of a saved list, newest first; goods gone offline stay, marked not on sale. */
async function savedGoodsPage(db: DbOrTx, list: SavedList, userId: number, paging: PageQuery, reader: Reader): Promise<PageResult<SavedGoods>> {
  const own = eq(list.userId, userId);
  return pageOf(
    paging,
    db.select(countAll).from(list.table).where(own),
    (limit, offset) =>
      db
        .select({ product: { ...goodsCardColumns, status: products.status }, stock: productStock, at: list.at })
        .from(list.table)
        .innerJoin(products, eq(products.id, list.productId))
        .where(own)
        .orderBy(desc(list.at), desc(list.productId))
        .limit(limit)
        .offset(offset),
    (row) => ({ ...toGoodsCard(row.product, row.stock, reader), on_sale: row.product.status === 'online', at: (row.at as Date).toISOString() }),
  );
}

/** The caller's favourites, newest first. */
export function listFavourites(db: DbOrTx, userId: number, paging: PageQuery, reader: Reader): Promise<PageResult<SavedGoods>> {
  const list = { table: productFavourites, userId: productFavourites.userId, productId: productFavourites.productId, at: productFavourites.createdAt };
  return savedGoodsPage(db, list, userId, paging, reader);
}

/** The caller's browsing history, most recently viewed first. */
export function listViews(db: DbOrTx, userId: number, paging: PageQuery, reader: Reader): Promise<PageResult<SavedGoods>> {
  const list = { table: productViews, userId: productViews.userId, productId: productViews.productId, at: productViews.viewedAt };
  return savedGoodsPage(db, list, userId, paging, reader);
}

/** Takes one goods off the caller's browsing history; only the caller's own row can match. */
export async function deleteView(db: DbOrTx, userId: number, productId: number): Promise<void> {
  await db.delete(productViews).where(and(eq(productViews.userId, userId), eq(productViews.productId, productId)));
}
