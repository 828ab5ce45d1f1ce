import { and, desc, eq } from 'drizzle-orm';
import { ErrorCode, type PageQuery, type PageResult, type SavedGoods } from '@roamcart/contracts';
import { productFavourites, products, productViews } from '../../db/schema/index.ts';
import type { DbOrTx } from '../../platform/db.ts';
import { AppError } from '../../platform/errors.ts';
import { countAll, pageOf } from '../../platform/paging.ts';
import { productStock, toGoodsCard, type Reader } from './service.ts';

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

/** The caller's favourites, newest first; goods gone offline stay, marked not on sale. */
export async function listFavourites(db: DbOrTx, userId: number, paging: PageQuery, reader: Reader): Promise<PageResult<SavedGoods>> {
  const own = eq(productFavourites.userId, userId);
  return pageOf(
    paging,
    db.select(countAll).from(productFavourites).where(own),
    (limit, offset) =>
      db
        .select({ product: products, stock: productStock, at: productFavourites.createdAt })
        .from(productFavourites)
        .innerJoin(products, eq(products.id, productFavourites.productId))
        .where(own)
        .orderBy(desc(productFavourites.createdAt), desc(productFavourites.productId))
        .limit(limit)
        .offset(offset),
    (row) => ({ ...toGoodsCard(row.product, row.stock, reader), on_sale: row.product.status === 'online', at: row.at.toISOString() }),
  );
}

/** The caller's browsing history, most recently viewed first. */
export async function listViews(db: DbOrTx, userId: number, paging: PageQuery, reader: Reader): Promise<PageResult<SavedGoods>> {
  const own = eq(productViews.userId, userId);
  return pageOf(
    paging,
    db.select(countAll).from(productViews).where(own),
    (limit, offset) =>
      db
        .select({ product: products, stock: productStock, at: productViews.viewedAt })
        .from(productViews)
        .innerJoin(products, eq(products.id, productViews.productId))
        .where(own)
        .orderBy(desc(productViews.viewedAt), desc(productViews.productId))
        .limit(limit)
        .offset(offset),
    (row) => ({ ...toGoodsCard(row.product, row.stock, reader), on_sale: row.product.status === 'online', at: row.at.toISOString() }),
  );
}
