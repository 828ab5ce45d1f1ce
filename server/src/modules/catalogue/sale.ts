import { eq, sql, type SQL } from 'drizzle-orm';
import { ErrorCode } from '@roamcart/contracts';
import { QueryBuilder } from 'drizzle-orm/pg-core';
import type { LocalizedText } from '../../platform/tables/columns.ts';
import { products, productSpecs, productSpecValues, skus } from './tables.ts';
import type { DbOrTx } from '../../platform/db.ts';
import { AppError } from '../../platform/errors.ts';
import { preparedOnce } from '../../platform/prepared-statement.ts';
import { fieldsAsJson, fromJson } from '../../platform/json-rows.ts';
import { localized, localizedSql } from '../../platform/localized.ts';
import { dropCachedAnswers } from '../../platform/response-cache.ts';
import { scalarSubquery } from '../../platform/subquery.ts';
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

/** Of a select joining `products`: the product can be bought (online, in an active category). */
const saleable = sql`${products.status} = 'online' and ${inActiveCategory}`;

/**
 * An aggregate of the SKU's spec values (LocalizedText each), given them and the spec order to
 * aggregate in. The values are looked up by key (`= any(array)`): written as `in (select ...)`,
 * the planner guessed 100 ids per SKU and read the whole spec-values table for each cart line.
 */
function ofSkuSpecValues<T>(aggregate: (value: SQL, order: SQL) => SQL) {
  return sql<T>`(select ${aggregate(sql`${productSpecValues.value}`, sql`order by ${productSpecs.sort}, ${productSpecs.id}`)}
    from ${productSpecValues} join ${productSpecs} on ${productSpecs.id} = ${productSpecValues.specId}
    where ${productSpecValues.id} = any(array(select jsonb_array_elements_text(${skus.specValueIds})::int)))`;
}

/**
 * What a buyer needs of a SKU, as columns of a select over `skus` joined with their `products`
 * (a whole product row would carry its description in every language); the spec values come in
 * spec order.
 */
export const skuForSaleColumns = {
  skuId: skus.id,
  productId: skus.productId,
  skuImage: skus.image,
  price: skus.price,
  stock: skus.stock,
  name: products.name,
  firstImage: sql<string | null>`${products.images}->>0`,
  purchaseLimit: products.purchaseLimit,
  shippingSource: products.shippingSource,
  onSale: sql<boolean>`${saleable}`,
  specValues: ofSkuSpecValues<LocalizedText[]>((value, order) => sql`coalesce(jsonb_agg(${value} ${order}), '[]'::jsonb)`),
};

/** The join from `skus` to their products, for a select of `skuForSaleColumns`. */
const productOfSku = sql`${products.id} = ${skus.productId}`;

/**
 * The SKUs as a cart shows them: `skuForSaleColumns` with the name and spec text in one language
 * (placeholders `lang` and `fallback`; a cart is read far more than it changes). A subquery that
 * another module's statement joins on `skuId`: PostgreSQL folds it into that statement, so a
 * column the statement does not use is never computed.
 */
export const skusOnShow = (() => {
  const { skuId, productId, skuImage, price, stock, purchaseLimit, shippingSource, firstImage, onSale } = skuForSaleColumns;
  const lang = sql.placeholder('lang');
  const fallback = sql.placeholder('fallback');
  return new QueryBuilder()
    .select({
      skuId,
      productId,
      skuImage,
      price,
      stock,
      purchaseLimit,
      shippingSource,
      firstImage: firstImage.as('first_image'),
      onSale: onSale.as('on_sale'),
      name: localizedSql(products.name, lang, fallback).as('name'),
      specText: ofSkuSpecValues<string>((value, order) => sql`coalesce(string_agg(${localizedSql(value, lang, fallback)}, ' / ' ${order}), '')`).as('spec_text'),
    })
    .from(skus)
    .innerJoin(products, productOfSku)
    .as('sku_on_show');
})();

interface SkuForSaleRow {
  skuId: number;
  productId: number;
  skuImage: string;
  price: bigint;
  stock: number;
  name: LocalizedText;
  firstImage: string | null;
  purchaseLimit: number;
  shippingSource: string;
  onSale: boolean;
  specValues: LocalizedText[];
}

export function skuForSaleOf(row: SkuForSaleRow, fallback: string): SkuForSale {
  return {
    skuId: row.skuId,
    productId: row.productId,
    name: row.name,
    image: row.skuImage || (row.firstImage ?? ''),
    specText: joinedValues(row.specValues, fallback),
    price: row.price,
    stock: row.stock,
    purchaseLimit: row.purchaseLimit,
    shippingSource: row.shippingSource,
    onSale: row.onSale,
  };
}

/**
 * 4204 naming the goods (in the caller's language), its limit per customer and how many more the
 * customer may still take (`already`: what they have, in their orders or their cart line).
 */
export function purchaseLimitReached(goods: { productId: number; name: string; limit: number; already: number }): AppError {
  const left = Math.max(goods.limit - goods.already, 0);
  return new AppError(ErrorCode.ExceedsPurchaseLimit, { goods_id: goods.productId, limit: goods.limit, left }, { name: goods.name, limit: goods.limit, left });
}

const skusForSaleByIds = preparedOnce((db) =>
  db
    .select(skuForSaleColumns)
    .from(skus)
    .innerJoin(products, productOfSku)
    .where(sql`${skus.id} = any(${sql.placeholder('ids')}::int[])`)
    .prepare('skus_for_sale'),
);

/**
 * One SKU (an add to cart, a "buy now"): by its own statement, because PostgreSQL costs the
 * array form's reusable plan for ten ids and so plans it anew for every single-id call.
 */
const skuForSaleById = preparedOnce((db) =>
  db
    .select(skuForSaleColumns)
    .from(skus)
    .innerJoin(products, productOfSku)
    .where(eq(skus.id, sql.placeholder('id')))
    .prepare('sku_for_sale'),
);

/** The SKUs with what a buyer needs to know about each, in one round trip; ids that do not exist are left out. */
export async function skusForSale(db: DbOrTx, skuIds: readonly number[], fallback: string): Promise<Map<number, SkuForSale>> {
  if (skuIds.length === 0) return new Map();
  const rows = skuIds.length === 1 ? await skuForSaleById(db).execute({ id: skuIds[0] }) : await skusForSaleByIds(db).execute({ ids: [...skuIds] });
  return new Map(rows.map((row) => [row.skuId, skuForSaleOf(row, fallback)]));
}

/**
 * `skusForSale` as one JSON column, for a statement that reads the SKUs along with other things
 * (placeholder `skuIds`: a JSON array of ids, which the planner cannot count, so every plan looks
 * them up by key); `skusForSaleFromJson` reads the column back.
 */
export const skusForSaleAsJson = scalarSubquery<Record<string, unknown>[]>(sql`
  select coalesce(jsonb_agg(${fieldsAsJson(skuForSaleColumns)}), '[]'::jsonb)
  from ${skus} join ${products} on ${productOfSku}
  where ${skus.id} = any(array(select jsonb_array_elements_text(${sql.placeholder('skuIds')}::jsonb)::int))`);

export function skusForSaleFromJson(json: Record<string, unknown>[], fallback: string): Map<number, SkuForSale> {
  return new Map(json.map((row) => [Number(row.skuId), skuForSaleOf(fromJson<SkuForSaleRow>(skuForSaleColumns, row), fallback)]));
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

/**
 * Counts orders recorded after the fact (the demo's past orders) in one statement: each goods'
 * units sold, and its reviews' stars summed and counted, added to what it had.
 */
export async function recordPastSales(tx: DbOrTx, goods: readonly { productId: number; units: number; stars: number; reviews: number }[]): Promise<void> {
  if (goods.length === 0) return;
  const rows = JSON.stringify(goods.map((one) => ({ product_id: one.productId, units: one.units, stars: one.stars, reviews: one.reviews })));
  await tx.execute(sql`update ${products} set
      sales_volume = ${products.salesVolume} + g.units,
      rating_sum = ${products.ratingSum} + g.stars,
      rating_count = ${products.ratingCount} + g.reviews
    from jsonb_to_recordset(${rows}::jsonb) as g(product_id integer, units integer, stars integer, reviews integer)
    where ${products.id} = g.product_id`);
  await dropCachedAnswers(tx, CATALOGUE_ANSWERS);
}
