import { asc, inArray, sql } from 'drizzle-orm';
import { productSpecs, productSpecValues, products, skus } from '../../db/schema/index.ts';
import type { DbOrTx } from '../../platform/db.ts';
import { localized } from '../../platform/localized.ts';
import type { Reader } from '../../platform/reader.ts';
import { inActiveCategory } from './service.ts';

/** A SKU as the cart and checkout see it: names in the reader's language, money in base minor units. */
export interface SkuForSale {
  skuId: number;
  productId: number;
  name: LocalizedPair;
  image: string;
  specText: LocalizedPair;
  price: bigint;
  stock: number;
  purchaseLimit: number;
  shippingSource: string;
  /** Online, in an active category: it can be bought. */
  onSale: boolean;
}

/** The text in the caller's language and in the default one (orders keep the latter as the snapshot of record too). */
export interface LocalizedPair {
  shown: string;
  fallback: string;
}

/** The SKUs with what a buyer needs to know about each; ids that do not exist are left out. */
export async function skusForSale(db: DbOrTx, skuIds: readonly number[], { lang, fallback }: Pick<Reader, 'lang' | 'fallback'>): Promise<Map<number, SkuForSale>> {
  const found = new Map<number, SkuForSale>();
  if (skuIds.length === 0) return found;
  const rows = await db
    .select({ sku: skus, product: products, onSale: sql<boolean>`${products.status} = 'online' and ${inActiveCategory}` })
    .from(skus)
    .innerJoin(products, sql`${products.id} = ${skus.productId}`)
    .where(inArray(skus.id, [...skuIds]));
  const valueIds = [...new Set(rows.flatMap((row) => row.sku.specValueIds))];
  const values = valueIds.length
    ? await db
        .select({ id: productSpecValues.id, value: productSpecValues.value })
        .from(productSpecValues)
        .innerJoin(productSpecs, sql`${productSpecs.id} = ${productSpecValues.specId}`)
        .where(inArray(productSpecValues.id, valueIds))
        .orderBy(asc(productSpecs.sort), asc(productSpecs.id))
    : [];
  const pair = (text: Record<string, string>): LocalizedPair => ({ shown: localized(text, lang, fallback), fallback: localized(text, fallback, fallback) });
  for (const { sku, product, onSale } of rows) {
    const own = values.filter((value) => sku.specValueIds.includes(value.id)).map((value) => pair(value.value));
    found.set(sku.id, {
      skuId: sku.id,
      productId: product.id,
      name: pair(product.name),
      image: sku.image || (product.images[0] ?? ''),
      specText: { shown: own.map((value) => value.shown).join(' / '), fallback: own.map((value) => value.fallback).join(' / ') },
      price: sku.price,
      stock: sku.stock,
      purchaseLimit: product.purchaseLimit,
      shippingSource: product.shippingSource,
      onSale,
    });
  }
  return found;
}
