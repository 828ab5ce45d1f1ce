import { and, asc, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { ErrorCode, VIEW_HISTORY_MAX, type CategoryTree, type GoodsCard, type GoodsDetail, type GoodsListQuery, type PageResult } from '@roamcart/contracts';
import { categories, hotKeywords, productFavourites, products, productSpecs, productSpecValues, productViews, skus } from './tables.ts';
import type { DbOrTx } from '../../platform/db.ts';
import { AppError } from '../../platform/errors.ts';
import { searchGoods } from './keyword-search.ts';
import type { GoodsSearchEngine } from './search-engine.ts';
import { localized } from '../../platform/localized.ts';
import { fieldsAsJson, fromJson } from '../../platform/json-rows.ts';
import { countAll, pageOf } from '../../platform/paging.ts';
import { preparedOnce } from '../../platform/prepared-statement.ts';
import { KeptByBytes } from '../../platform/kept-by-bytes.ts';
import { batchedReads } from '../../platform/batched-reads.ts';
import type { Reader } from '../../platform/reader.ts';

/**
 * The response-cache region of the storefront's catalogue answers (lists, goods pages, category
 * tree, hot keywords): every catalogue write drops it, in this server at once and in the others
 * on commit (dropCachedAnswers).
 */
export const CATALOGUE_ANSWERS = 'catalogue';

/**
 * The columns a goods card shows: a list reads only these, not the description and search texts
 * (about 1.5 KB a goods, sent, parsed and dropped twenty times an answer).
 */
export const goodsCardColumns = {
  id: products.id,
  name: products.name,
  subtitle: products.subtitle,
  // The one picture a card shows, not the goods' whole gallery.
  image: sql<string>`coalesce(${products.images}->>0, '')`,
  price: products.price,
  marketPrice: products.marketPrice,
  salesVolume: products.salesVolume,
  isNew: products.isNew,
  ratingSum: products.ratingSum,
  ratingCount: products.ratingCount,
};

export type GoodsCardRow = Pick<typeof products.$inferSelect, Exclude<keyof typeof goodsCardColumns, 'image'>> & { image: string };

/** Units left over every SKU of the product (columns carry their table: bare in a one-table select, `id` would be the SKU's). */
export const productStock = sql<number>`(select coalesce(sum(${skus}.stock), 0)::int from ${skus} where ${skus}.product_id = ${products}.id)`;

/** A card's columns and the goods' stock, as a keyword search answers them (fieldsAsJson). */
const cardFields = { ...goodsCardColumns, stock: productStock };

export function toGoodsCard(row: GoodsCardRow, stock: number, reader: Reader): GoodsCard {
  return {
    id: row.id,
    name: localized(row.name, reader.lang, reader.fallback),
    subtitle: localized(row.subtitle, reader.lang, reader.fallback),
    image: row.image,
    price: reader.price.out(row.price),
    market_price: reader.price.out(row.marketPrice),
    sales_volume: row.salesVolume,
    stock,
    is_new: row.isNew,
    rating: averageRating(row.ratingSum, row.ratingCount),
    rating_count: row.ratingCount,
  };
}

/** Active categories as a tree, siblings by sort then id, names in the caller's language. */
export async function categoryTree(db: DbOrTx, lang: string, fallback: string): Promise<CategoryTree> {
  const rows = await db.select().from(categories).where(eq(categories.status, 'active')).orderBy(asc(categories.sort), asc(categories.id));
  const node = (row: (typeof rows)[number]) => ({ id: row.id, name: localized(row.name, lang, fallback), icon: row.icon });
  const childrenOf = (parentId: number) => rows.filter((row) => row.parentId === parentId);
  return rows
    .filter((row) => row.parentId === null)
    .map((top) => ({ ...node(top), children: childrenOf(top.id).map((mid) => ({ ...node(mid), children: childrenOf(mid.id).map(node) })) }));
}

/** The category and every category under it (three levels at most). */
async function categoryAndBelow(db: DbOrTx, categoryId: number): Promise<number[]> {
  const rows = await db
    .select({ id: categories.id })
    .from(categories)
    .where(
      sql`${categories.id} = ${categoryId} or ${categories.parentId} = ${categoryId}
        or ${categories.parentId} in (select id from ${categories} where parent_id = ${categoryId})`,
    );
  return rows.map((row) => row.id);
}

/**
 * Goods in the category or any category under it. The ids are read first and given as values:
 * the planner then sees how many goods they hold (a subquery it saw only as it ran, and read every
 * goods matching a keyword to find those in the category: 450 ms at 200,000 goods).
 */
export async function inCategoryOrBelow(db: DbOrTx, categoryId: number): Promise<SQL> {
  return inArray(products.categoryId, await categoryAndBelow(db, categoryId));
}

/**
 * Goods whose category and every category above it are active: a disabled category hides what is
 * under it. The active categories are listed once per statement and each goods' checked against
 * them (an array containment no index answers): joined, the planner repeated a keyword search's
 * index lookups once per category, and as `= any` it read the category index in full.
 */
export const inActiveCategory = sql`array[${products.categoryId}] <@ array(
  select c.id from ${categories} c
  left join ${categories} p on c.parent_id = p.id
  left join ${categories} g on p.parent_id = g.id
  where c.status = 'active' and (p.id is null or p.status = 'active') and (g.id is null or g.status = 'active'))`;

/** The server's search engine (SEARCH_ENGINE) and the cards its pages show. */
export interface EngineSearching {
  engine: GoodsSearchEngine;
  cards: KeptCards;
}

/**
 * Online goods in active categories, filtered and sorted; ties broken by id so pages never overlap
 * or skip. A keyword search goes to the search engine when the server runs one and it indexes the
 * filters asked for (stock changes with every order: PostgreSQL answers those), else to PostgreSQL.
 */
export async function listGoods(db: DbOrTx, query: GoodsListQuery, reader: Reader, searching: EngineSearching | null = null): Promise<PageResult<GoodsCard>> {
  const conditions: SQL[] = [eq(products.status, 'online'), inActiveCategory];
  const prices: { priceMin?: bigint; priceMax?: bigint } = {};
  for (const [field, compare, bound] of [
    ['price_min', '>=', 'priceMin'],
    ['price_max', '<=', 'priceMax'],
  ] as const) {
    const typed = query[field];
    if (typed === undefined) continue;
    const base = reader.price.in(typed);
    if (base === null) throw AppError.field(field, 'validation.amount');
    conditions.push(sql`${products.price} ${sql.raw(compare)} ${base}`);
    prices[bound] = base;
  }
  if (query.is_new !== undefined) conditions.push(eq(products.isNew, query.is_new));
  if (query.in_stock !== undefined) conditions.push(query.in_stock ? sql`${productStock} > 0` : sql`${productStock} = 0`);

  const order: SQL[] = [];
  if (query.sort === 'sales') order.push(desc(products.salesVolume));
  else if (query.sort === 'price_asc') order.push(asc(products.price));
  else if (query.sort === 'price_desc') order.push(desc(products.price));
  else if (query.sort === 'newest') order.push(sql`${products.newAt} desc nulls last`, desc(products.createdAt));
  const listSorted = order.length > 0;
  if (!listSorted) order.push(desc(products.sort));
  order.push(desc(products.id));

  const keyword = query.keyword?.toLowerCase();
  const page = (list: GoodsCard[], total: number) => ({ list, total, page: query.page, limit: query.limit });
  if (keyword && searching && query.in_stock === undefined) {
    const found = await searching.engine.search(db, { keyword, categoryId: query.category_id ?? null, ...prices, isNew: query.is_new, sort: query.sort, page: query.page, limit: query.limit });
    if (found) return page(await searching.cards.cardsOf(db, found.rows, reader), found.total);
  }
  const categoryIds = query.category_id ? await categoryAndBelow(db, query.category_id) : null;
  if (keyword) {
    // The search picks the page's goods from its indexes, the category's among them, and reads their cards.
    const found = await searchGoods<Record<string, unknown>>(db, {
      keyword,
      conditions,
      categoryIds,
      order: listSorted ? order : null,
      page: query.page,
      limit: query.limit,
      shown: fieldsAsJson(cardFields),
    });
    const list = found.rows.map((json) => {
      const { stock, ...row } = fromJson<GoodsCardRow & { stock: number }>(cardFields, json);
      return toGoodsCard(row, stock, reader);
    });
    return page(list, found.total);
  }

  const where = and(...conditions, ...(categoryIds ? [inArray(products.categoryId, categoryIds)] : []));
  return pageOf(
    query,
    db.select(countAll).from(products).where(where),
    (limit, offset) =>
      db
        .select({ product: goodsCardColumns, stock: productStock })
        .from(products)
        .where(where)
        .orderBy(...order)
        .limit(limit)
        .offset(offset),
    (row) => toGoodsCard(row.product, row.stock, reader),
  );
}

const goodsCardsByIds = preparedOnce((db) =>
  db
    .select({ product: goodsCardColumns, stock: productStock })
    .from(products)
    .where(sql`${products.id} = any(${sql.placeholder('ids')}::int[])`)
    .prepare('goods_cards_by_ids'),
);

/** A goods card as read (goodsCardsByIds) and kept. */
interface CardRow {
  product: GoodsCardRow;
  stock: number;
}

/** Concurrent searches' cards not kept, read with one statement (see batchedReads). */
const readCards = batchedReads(
  async (db: DbOrTx, ids: number[]): Promise<CardRow[]> => goodsCardsByIds(db).execute({ ids: `{${ids.join(',')}}` }),
  (row: CardRow) => row.product.id,
);

/** About what a kept card takes of the heap: its row, texts and map entry (4,000 of the bench's goods: 5.05 MiB measured, 5.2 counted). */
export function cardBytesOf(_id: number, { product }: CardRow): number {
  const texts = [product.name, product.subtitle].reduce((chars, text) => Object.values(text).reduce((sum, value) => sum + value.length, chars), 0);
  return 600 + 2 * (texts + product.image.length);
}

/**
 * Goods cards kept by goods id (at most `budget` bytes, cardBytesOf) until the next catalogue
 * write (at the default 4.4 MiB of SEARCH_KEPT_MIB, about 3,400 of the bench's goods; 5 MiB served
 * 75-78% of the cards its mixed searches showed at 200,000 goods, 2 MiB 54%, 8 MiB 81%): a search
 * engine's pages show the same goods again and again, and each page's cards were a PostgreSQL
 * round trip. Any write that drops the catalogue's cached answers (an order's stock
 * among them) drops these too, so a card is as fresh as a cached answer.
 */
export class KeptCards {
  private readonly rows: KeptByBytes<number, CardRow>;
  /** The catalogue generation (ResponseCache) the kept cards were read in. */
  private generation: number | null = null;

  constructor(
    private readonly catalogueGeneration: () => number,
    budget: number,
  ) {
    this.rows = new KeptByBytes(budget, cardBytesOf);
  }

  /** The goods' cards in the order of `ids` (a search engine's page); those not kept, from one prepared statement shared with the searches answered beside it. */
  async cardsOf(db: DbOrTx, ids: readonly number[], reader: Reader): Promise<GoodsCard[]> {
    const generation = this.catalogueGeneration();
    if (generation !== this.generation) {
      this.rows.clear();
      this.generation = generation;
    }
    const found = new Map<number, CardRow>();
    const missing: number[] = [];
    for (const id of ids) {
      const row = this.rows.get(id);
      if (row) found.set(id, row);
      else missing.push(id);
    }
    if (missing.length > 0) {
      const read = await readCards(db, missing);
      // Kept only when nothing was written while they were read.
      const keep = generation === this.catalogueGeneration();
      for (const { product, stock } of read) {
        const row = { product, stock };
        found.set(product.id, row);
        if (keep) this.rows.put(product.id, row);
      }
    }
    return ids.flatMap((id) => {
      const row = found.get(id);
      return row ? [toGoodsCard(row.product, row.stock, reader)] : [];
    });
  }
}

/** A goods' specs with their values and its SKUs; one query each. */
export async function specsAndSkus(db: DbOrTx, productId: number) {
  const specRows = await db.select().from(productSpecs).where(eq(productSpecs.productId, productId)).orderBy(asc(productSpecs.sort), asc(productSpecs.id));
  const valueRows = specRows.length
    ? await db
        .select()
        .from(productSpecValues)
        .where(
          inArray(
            productSpecValues.specId,
            specRows.map((spec) => spec.id),
          ),
        )
        .orderBy(asc(productSpecValues.sort), asc(productSpecValues.id))
    : [];
  const skuRows = await db.select().from(skus).where(eq(skus.productId, productId)).orderBy(asc(skus.id));
  return { specRows, valueRows, skuRows };
}


/** Stars summed over reviews -> their average to one decimal, rounded half up in integers; null with none. */
export function averageRating(sum: number, count: number): string | null {
  if (count === 0) return null;
  const tenths = Math.floor((sum * 20 + count) / (count * 2));
  return `${Math.floor(tenths / 10)}.${tenths % 10}`;
}

/** The goods page as every caller sees it (the same for all). Offline goods answer 4205. */
export async function sharedGoodsDetail(db: DbOrTx, id: number, reader: Reader): Promise<Omit<GoodsDetail, 'collected'>> {
  const [row] = await db.select().from(products).where(eq(products.id, id));
  if (!row) throw new AppError(ErrorCode.RecordNotFound);
  if (row.status !== 'online') throw new AppError(ErrorCode.ProductOffline);
  const { specRows, valueRows, skuRows } = await specsAndSkus(db, id);
  const text = (value: Record<string, string>) => localized(value, reader.lang, reader.fallback);
  return {
    ...toGoodsCard(
      { ...row, image: row.images[0] ?? '' },
      skuRows.reduce((sum, sku) => sum + sku.stock, 0),
      reader,
    ),
    category_id: row.categoryId,
    brand: row.brand,
    description: text(row.description),
    images: row.images,
    video_url: row.videoUrl,
    purchase_limit: row.purchaseLimit,
    shipping_source: row.shippingSource === 'merchant' ? 'merchant' : 'warehouse',
    specs: specRows.map((spec) => ({
      id: spec.id,
      name: text(spec.name),
      values: valueRows.filter((value) => value.specId === spec.id).map((value) => ({ id: value.id, value: text(value.value) })),
    })),
    skus: skuRows.map((sku) => ({ id: sku.id, spec_values: sku.specValueIds, price: reader.price.out(sku.price), stock: sku.stock, code: sku.code, image: sku.image })),
  };
}

/** A signed-in caller's goods page: the shared page, the view recorded in their history, and their favourite. */
export async function personalGoodsDetail(db: DbOrTx, shared: Omit<GoodsDetail, 'collected'>, userId: number): Promise<GoodsDetail> {
  await recordView(db, userId, shared.id);
  const [favourite] = await db
    .select({ productId: productFavourites.productId })
    .from(productFavourites)
    .where(and(eq(productFavourites.userId, userId), eq(productFavourites.productId, shared.id)));
  return { ...shared, collected: Boolean(favourite) };
}

/** One history row per goods, moved to now on every view; the oldest beyond the cap go. */
async function recordView(db: DbOrTx, userId: number, productId: number): Promise<void> {
  await db
    .insert(productViews)
    .values({ userId, productId })
    .onConflictDoUpdate({ target: [productViews.userId, productViews.productId], set: { viewedAt: sql`now()` } });
  await db.execute(sql`delete from ${productViews} where ${productViews.userId} = ${userId} and ${productViews.productId} not in (
    select ${productViews.productId} from ${productViews} where ${productViews.userId} = ${userId}
    order by ${productViews.viewedAt} desc, ${productViews.productId} desc limit ${VIEW_HISTORY_MAX})`);
}



/** The active hot keywords in the reader's language (else the default language's, else the one text it was saved with). */
export async function activeHotKeywords(db: DbOrTx, reader: Reader): Promise<string[]> {
  const rows = await db
    .select({ keyword: hotKeywords.keyword, keywords: hotKeywords.keywords })
    .from(hotKeywords)
    .where(eq(hotKeywords.status, 'active'))
    .orderBy(desc(hotKeywords.sort), asc(hotKeywords.id))
    .limit(20);
  return rows.map((row) => localized(row.keywords, reader.lang, reader.fallback) || row.keyword);
}
