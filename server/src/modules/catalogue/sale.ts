import { asc, inArray, sql } from 'drizzle-orm';
import type { LocalizedText } from '../../db/schema/columns.ts';
import { productSpecs, productSpecValues, products, skus } from '../../db/schema/index.ts';
import type { DbOrTx } from '../../platform/db.ts';
import { localized } from '../../platform/localized.ts';
import { dropCachedAnswers } from '../../platform/response-cache.ts';
import { CATALOGUE_ANSWERS, inActiveCategory } from './service.ts';

/** A SKU as the cart and checkout see it; names in every language (orders keep them as snapshots), money in base minor units. */
export interface SkuForSale {
  skuId: number;
  productId: number;
  name: LocalizedText;
  image: string;
  /** The SKU's spec values joined, e.g. "Red / L", per language. */
  specText: LocalizedText;
  price: bigint;
  stock: number;
  purchaseLimit: number;
  shippingSource: string;
  /** Online, in an active category: it can be bought. */
  onSale: boolean;
}

/** The spec values joined in spec order, in each language any of them has (a missing one falls back to the default language). */
function joinedValues(values: readonly LocalizedText[], fallback: string): LocalizedText {
  const languages = new Set(values.flatMap((value) => Object.keys(value)));
  return Object.fromEntries([...languages].map((lang) => [lang, values.map((value) => localized(value, lang, fallback)).join(' / ')]));
}

/** The SKUs with what a buyer needs to know about each; ids that do not exist are left out. */
export async function skusForSale(db: DbOrTx, skuIds: readonly number[], fallback: string): Promise<Map<number, SkuForSale>> {
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
  for (const { sku, product, onSale } of rows) {
    const own = values.filter((value) => sku.specValueIds.includes(value.id)).map((value) => value.value);
    found.set(sku.id, {
      skuId: sku.id,
      productId: product.id,
      name: product.name,
      image: sku.image || (product.images[0] ?? ''),
      specText: joinedValues(own, fallback),
      price: sku.price,
      stock: sku.stock,
      purchaseLimit: product.purchaseLimit,
      shippingSource: product.shippingSource,
      onSale,
    });
  }
  return found;
}

/** Counts units sold on the goods (the "sales" sort and figure); negative when a sale is undone. */
export async function recordSales(tx: DbOrTx, productId: number, units: number): Promise<void> {
  await tx
    .update(products)
    .set({ salesVolume: sql`greatest(${products.salesVolume} + ${units}, 0)` })
    .where(sql`${products.id} = ${productId}`);
  await dropCachedAnswers(tx, CATALOGUE_ANSWERS);
}

/** Adds a review's stars to the goods' rating (`count` -1 and negative stars take a hidden one out). */
export async function recordRating(tx: DbOrTx, productId: number, stars: number, count = 1): Promise<void> {
  await tx
    .update(products)
    .set({ ratingSum: sql`${products.ratingSum} + ${stars}`, ratingCount: sql`${products.ratingCount} + ${count}` })
    .where(sql`${products.id} = ${productId}`);
  await dropCachedAnswers(tx, CATALOGUE_ANSWERS);
}
