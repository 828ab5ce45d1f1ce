import { and, asc, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import {
  CATEGORY_MAX_DEPTH,
  ErrorCode,
  formatMinor,
  type BulkResult,
  type CategoryAdminRow,
  type CategoryReorderBody,
  type CategorySaveBody,
  type HotKeywordRow,
  type PageQuery,
  type PageResult,
  type ProductAdminDetail,
  type ProductAdminListQuery,
  type ProductAdminRow,
  type ProductBulkStatusBody,
  type ProductSaveBody,
  type StockMovementListQuery,
  type StockMovementRow,
  type StockReason,
} from '@roamcart/contracts';
import { admins } from '../../platform/tables/admin.ts';
import { users } from '../../platform/tables/users.ts';
import { categories, hotKeywords, products, productSpecs, productSpecValues, skus, stockMovements } from './tables.ts';
import type { LocalizedText } from '../../platform/tables/columns.ts';
import type { DbOrTx } from '../../platform/db.ts';
import { withinDays } from '../../platform/day-range.ts';
import { AppError } from '../../platform/errors.ts';
import { containing } from '../../platform/like.ts';
import { localized } from '../../platform/localized.ts';
import { cleanLocalizedText, withDefaultText } from '../../platform/localized-input.ts';
import { richTextCleaner } from '../../platform/rich-text.ts';
import { countAll, pageOf } from '../../platform/paging.ts';
import { sortedBy } from '../../platform/sorting.ts';
import { bulkEach } from '../../platform/bulk.ts';
import { deleteById, saveById } from '../../platform/records.ts';
import type { AppDeps } from '../../platform/types.ts';
import { baseAmount } from '../../platform/money.ts';
import { inCategoryOrBelow, productStock, specsAndSkus } from './service.ts';
import { changeStock } from './stock.ts';

/* Categories */

// Columns spelt with their table: drizzle leaves them bare in a one-table select, where `id` would be the product's.
const productCount = sql<number>`(select count(*)::int from ${products} where ${products}.category_id = ${categories}.id)`;

function toCategoryRow(row: typeof categories.$inferSelect, count: number): CategoryAdminRow {
  return { id: row.id, parent_id: row.parentId, name: row.name, icon: row.icon, sort: row.sort, status: row.status === 'disabled' ? 'disabled' : 'active', product_count: count };
}

/** Every category, parents before children (the page builds the tree from `parent_id`). */
export async function listCategories(db: DbOrTx): Promise<CategoryAdminRow[]> {
  const rows = await db
    .select({ category: categories, count: productCount })
    .from(categories)
    .orderBy(sql`${categories.parentId} nulls first`, asc(categories.sort), asc(categories.id));
  return rows.map((row) => toCategoryRow(row.category, row.count));
}

type CategoryLink = { id: number; parentId: number | null };

/**
 * Checks the tree that `moves` (category id -> new parent) would make of `rows`: every parent
 * exists, no category ends up below itself, none sits deeper than CATEGORY_MAX_DEPTH. A new
 * category is a move of an id not yet among the rows.
 */
function assertCategoryTree(rows: CategoryLink[], moves: Map<number, number | null>): void {
  const parentOf = new Map(rows.map((row) => [row.id, row.parentId]));
  for (const [id, parentId] of moves) {
    if (parentId !== null && (!parentOf.has(parentId) || parentId === id)) throw AppError.field('parent_id', 'validation.invalid');
    parentOf.set(id, parentId);
  }
  for (const id of parentOf.keys()) {
    let depth = 1;
    const seen = new Set([id]);
    for (let parent = parentOf.get(id) ?? null; parent !== null; parent = parentOf.get(parent) ?? null) {
      if (seen.has(parent)) throw AppError.field('parent_id', 'validation.invalid');
      seen.add(parent);
      depth += 1;
    }
    if (depth > CATEGORY_MAX_DEPTH) throw AppError.field('parent_id', 'validation.category_depth');
  }
}

/**
 * The parent links of every category, read under a lock held to the end of the transaction, so
 * two moves at once cannot together build a cycle or a fourth level.
 */
async function lockedCategoryLinks(tx: DbOrTx): Promise<(CategoryLink & { sort: number })[]> {
  await tx.execute(sql`lock table ${categories} in share row exclusive mode`);
  return tx.select({ id: categories.id, parentId: categories.parentId, sort: categories.sort }).from(categories).orderBy(asc(categories.sort), asc(categories.id));
}

export async function saveCategory(db: DbOrTx, input: CategorySaveBody): Promise<CategoryAdminRow> {
  const values = { parentId: input.parent_id, name: input.name, icon: input.icon, sort: input.sort, status: input.status };
  const saved = await db.transaction(async (tx) => {
    // A new category is checked under a stand-in id that no row has.
    assertCategoryTree(await lockedCategoryLinks(tx), new Map([[input.id ?? 0, input.parent_id]]));
    return saveById(tx, categories, input.id, values);
  });
  const [{ count } = { count: 0 }] = await db.select({ count: productCount }).from(categories).where(eq(categories.id, saved.id));
  return toCategoryRow(saved, count);
}

/** Sort values a reorder gives, in steps so that a later single edit can slot between two. */
const REORDER_STEP = 10;

/**
 * Makes `ids` the first children of `parentId`, in that order, followed by its other children in
 * their current order; each keeps its own subtree. Answers the whole list as it then stands.
 */
export async function reorderCategories(db: DbOrTx, input: CategoryReorderBody): Promise<CategoryAdminRow[]> {
  const ids = [...new Set(input.ids)];
  await db.transaction(async (tx) => {
    const rows = await lockedCategoryLinks(tx);
    const known = new Set(rows.map((row) => row.id));
    const unknown = ids.findIndex((id) => !known.has(id));
    if (unknown >= 0) throw AppError.field(`ids.${unknown}`, 'validation.invalid');
    assertCategoryTree(rows, new Map(ids.map((id) => [id, input.parent_id])));
    const others = rows.filter((row) => row.parentId === input.parent_id && !ids.includes(row.id)).map((row) => row.id);
    for (const [index, id] of [...ids, ...others].entries()) {
      await tx
        .update(categories)
        .set({ parentId: input.parent_id, sort: (index + 1) * REORDER_STEP })
        .where(eq(categories.id, id));
    }
  });
  return listCategories(db);
}

/** Refused (4211) while goods or subcategories sit under it. */
export async function deleteCategory(db: DbOrTx, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    const [row] = await tx.select({ id: categories.id }).from(categories).where(eq(categories.id, id)).for('update');
    if (!row) throw new AppError(ErrorCode.RecordNotFound);
    const [child] = await tx.select({ id: categories.id }).from(categories).where(eq(categories.parentId, id)).limit(1);
    const [product] = await tx.select({ id: products.id }).from(products).where(eq(products.categoryId, id)).limit(1);
    if (child || product) throw new AppError(ErrorCode.CategoryInUse);
    await tx.delete(categories).where(eq(categories.id, id));
  });
}

/* Products */

/** The names, subtitles and brand in every language, lowercased: what the trigram search reads. */
export function searchTextOf(name: LocalizedText, subtitle: LocalizedText, brand: string): string {
  return [...Object.values(name), ...Object.values(subtitle), brand]
    .map((text) => text.trim().toLowerCase())
    .filter(Boolean)
    .join(' ');
}

/** A spec value's identity within its spec: the default-language text, lowercased. */
export function valueKeyOf(value: LocalizedText, fallback: string): string {
  return localized(value, fallback, fallback).trim().toLowerCase();
}

function nonEmpty(texts: LocalizedText): LocalizedText {
  return Object.fromEntries(Object.entries(texts).filter(([, text]) => text.trim().length > 0));
}

/** The goods the back-office list's filters match (the list and its CSV export). */
export async function productListWhere(db: DbOrTx, query: Omit<ProductAdminListQuery, 'page' | 'limit'>): Promise<SQL | undefined> {
  const conditions: SQL[] = [];
  if (query.keyword) conditions.push(ilike(products.searchText, containing(query.keyword.toLowerCase())));
  if (query.category_id) conditions.push(await inCategoryOrBelow(db, query.category_id));
  if (query.status) conditions.push(eq(products.status, query.status));
  if (query.is_new !== undefined) conditions.push(eq(products.isNew, query.is_new));
  if (query.stock_state) conditions.push(query.stock_state === 'in_stock' ? sql`${productStock} > 0` : sql`${productStock} = 0`);
  return conditions.length ? and(...conditions) : undefined;
}

/** The back-office list's order: the column asked for (`sort`), newest first otherwise. */
export function productOrder(query: Pick<ProductAdminListQuery, 'sort' | 'order'>): SQL[] {
  const sortable = { id: products.id, price: products.price, stock: productStock, sales_volume: products.salesVolume, sort: products.sort, updated_at: products.updatedAt };
  return sortedBy(query, sortable, products.id, [desc(products.id)]);
}

export async function listProducts(deps: AppDeps, query: ProductAdminListQuery, lang: string): Promise<PageResult<ProductAdminRow>> {
  const where = await productListWhere(deps.db, query);
  const fallback = await deps.ref.defaultLanguage();
  const digits = (await deps.ref.baseCurrency()).digits;
  const money = (amount: bigint) => formatMinor(amount, digits);
  return pageOf(
    query,
    deps.db.select(countAll).from(products).where(where),
    (limit, offset) =>
      deps.db
        .select({ product: products, stock: productStock })
        .from(products)
        .where(where)
        .orderBy(...productOrder(query))
        .limit(limit)
        .offset(offset),
    ({ product, stock }) => ({
      id: product.id,
      category_id: product.categoryId,
      name: localized(product.name, lang, fallback),
      image: product.images[0] ?? '',
      price: money(product.price),
      market_price: money(product.marketPrice),
      stock,
      sales_volume: product.salesVolume,
      status: product.status === 'online' ? 'online' : 'offline',
      is_new: product.isNew,
      sort: product.sort,
      updated_at: product.updatedAt.toISOString(),
    }),
  );
}

export async function productDetail(deps: AppDeps, id: number, db: DbOrTx = deps.db): Promise<ProductAdminDetail> {
  const [row] = await db.select().from(products).where(eq(products.id, id));
  if (!row) throw new AppError(ErrorCode.RecordNotFound);
  const { specRows, valueRows, skuRows } = await specsAndSkus(db, id);
  const fallback = await deps.ref.defaultLanguage();
  const digits = (await deps.ref.baseCurrency()).digits;
  const valueText = new Map(valueRows.map((value) => [value.id, localized(value.value, fallback, fallback)]));
  return {
    id: row.id,
    category_id: row.categoryId,
    brand: row.brand,
    name: row.name,
    subtitle: row.subtitle,
    description: row.description,
    images: row.images,
    video_url: row.videoUrl,
    price: formatMinor(row.price, digits),
    market_price: formatMinor(row.marketPrice, digits),
    sales_volume: row.salesVolume,
    purchase_limit: row.purchaseLimit,
    shipping_source: row.shippingSource === 'merchant' ? 'merchant' : 'warehouse',
    status: row.status === 'online' ? 'online' : 'offline',
    is_new: row.isNew,
    sort: row.sort,
    specs: specRows.map((spec) => ({
      id: spec.id,
      name: spec.name,
      values: valueRows.filter((value) => value.specId === spec.id).map((value) => ({ id: value.id, value: value.value })),
    })),
    skus: skuRows.map((sku) => ({
      id: sku.id,
      spec_values: sku.specValueIds.map((valueId) => valueText.get(valueId) ?? ''),
      price: formatMinor(sku.price, digits),
      stock: sku.stock,
      code: sku.code,
      image: sku.image,
    })),
  };
}

/** The SKUs of the body, checked: one per combination of spec values, each value known. */
function checkSkuMatrix(input: ProductSaveBody, valueKeys: string[][]): string[] {
  const combos = input.skus.map((sku, index) => {
    if (sku.spec_values.length !== valueKeys.length) throw AppError.field(`skus.${index}.spec_values`, 'validation.sku_values');
    return sku.spec_values
      .map((text, specIndex) => {
        const key = text.trim().toLowerCase();
        if (!valueKeys[specIndex]?.includes(key)) throw AppError.field(`skus.${index}.spec_values`, 'validation.sku_values');
        return key;
      })
      .join('|');
  });
  const expected = valueKeys.reduce((count, keys) => count * keys.length, 1);
  if (new Set(combos).size !== combos.length || combos.length !== expected) throw AppError.field('skus', 'validation.sku_matrix');
  return combos;
}

/**
 * Saves a product with its specs and SKU matrix in one transaction. A value repeated within a
 * spec answers 4212 on that value's field. SKUs are matched to the saved ones by their combination of values, so a
 * stock edit goes through changeStock and writes a movement; a removed SKU's stock leaves as one.
 * Inside a caller's transaction (`db`) when given: an import writes all its goods or none.
 */
export async function saveProduct(
  deps: AppDeps,
  input: ProductSaveBody,
  actor: string,
  { db = deps.db, stockReason = 'admin_edit' }: { db?: DbOrTx; stockReason?: StockReason } = {},
): Promise<ProductAdminDetail> {
  const fallback = await deps.ref.defaultLanguage();
  const valueKeys = input.specs.map((spec, specIndex) => {
    const keys = spec.values.map((value) => valueKeyOf(value, fallback));
    // Named on the repeated value's field, so the editor can show it there.
    const repeated = keys.findIndex((key, index) => keys.indexOf(key) !== index);
    if (repeated >= 0) throw AppError.field(`specs.${specIndex}.values.${repeated}`, 'error.4212', ErrorCode.SpecValueExists);
    return keys;
  });
  const combos = checkSkuMatrix(input, valueKeys);
  const skuPrices: bigint[] = [];
  for (const [index, sku] of input.skus.entries()) {
    const price = await baseAmount(deps.ref, sku.price);
    if (price === null) throw AppError.field(`skus.${index}.price`, 'validation.amount');
    skuPrices.push(price);
  }
  const marketPrice = await baseAmount(deps.ref, input.market_price);
  if (marketPrice === null) throw AppError.field('market_price', 'validation.amount');
  const [category] = await db.select({ id: categories.id }).from(categories).where(eq(categories.id, input.category_id));
  if (!category) throw AppError.field('category_id', 'validation.invalid');

  const name = nonEmpty(input.name);
  const subtitle = nonEmpty(input.subtitle);
  const cleanRichText = await richTextCleaner();
  const values = {
    categoryId: input.category_id,
    brand: input.brand,
    name,
    subtitle,
    description: Object.fromEntries(Object.entries(nonEmpty(input.description)).map(([lang, html]) => [lang, cleanRichText(html)])),
    searchText: searchTextOf(name, subtitle, input.brand),
    images: input.images,
    videoUrl: input.video_url,
    price: skuPrices.reduce((low, price) => (price < low ? price : low)),
    marketPrice,
    purchaseLimit: input.purchase_limit,
    shippingSource: input.shipping_source,
    status: input.status,
    isNew: input.is_new,
    sort: input.sort,
  };

  const id = await db.transaction(async (tx) => {
    let productId: number;
    if (input.id) {
      const [current] = await tx.select({ isNew: products.isNew, newAt: products.newAt }).from(products).where(eq(products.id, input.id)).for('update');
      if (!current) throw new AppError(ErrorCode.RecordNotFound);
      const newAt = input.is_new ? (current.newAt ?? new Date()) : null;
      await tx
        .update(products)
        .set({ ...values, newAt })
        .where(eq(products.id, input.id));
      productId = input.id;
      await tx.delete(productSpecs).where(eq(productSpecs.productId, productId));
    } else {
      const [created] = await tx
        .insert(products)
        .values({ ...values, newAt: input.is_new ? new Date() : null })
        .returning({ id: products.id });
      if (!created) throw new AppError(ErrorCode.OperationFailed);
      productId = created.id;
    }

    const valueIds: number[][] = [];
    for (const [specIndex, spec] of input.specs.entries()) {
      const [specRow] = await tx
        .insert(productSpecs)
        .values({ productId, name: nonEmpty(spec.name), sort: specIndex })
        .returning({ id: productSpecs.id });
      if (!specRow) throw new AppError(ErrorCode.OperationFailed);
      const inserted = await tx
        .insert(productSpecValues)
        .values(spec.values.map((value, sort) => ({ specId: specRow.id, value: nonEmpty(value), valueKey: valueKeys[specIndex]?.[sort] ?? '', sort })))
        .returning({ id: productSpecValues.id, valueKey: productSpecValues.valueKey });
      valueIds.push((valueKeys[specIndex] ?? []).map((key) => inserted.find((row) => row.valueKey === key)?.id ?? 0));
    }

    const existing = await tx.select().from(skus).where(eq(skus.productId, productId)).for('update');
    const reference = `product:${productId}`;
    for (const [index, sku] of input.skus.entries()) {
      const comboKey = combos[index] ?? '';
      const specValueIds = comboKey
        ? comboKey.split('|').map((key, specIndex) => valueIds[specIndex]?.[(valueKeys[specIndex] ?? []).indexOf(key)] ?? 0)
        : [];
      const fields = { specValueIds, price: skuPrices[index] ?? 0n, code: sku.code, image: sku.image };
      const saved = existing.find((row) => row.comboKey === comboKey);
      if (saved) {
        await tx.update(skus).set(fields).where(eq(skus.id, saved.id));
        if (sku.stock !== saved.stock) await changeStock(tx, saved.id, sku.stock - saved.stock, stockReason, reference, actor);
      } else {
        const [created] = await tx
          .insert(skus)
          .values({ ...fields, productId, comboKey, stock: 0 })
          .returning({ id: skus.id });
        if (created && sku.stock > 0) await changeStock(tx, created.id, sku.stock, stockReason, reference, actor);
      }
    }
    const removed = existing.filter((row) => !combos.includes(row.comboKey));
    for (const row of removed) {
      if (row.stock > 0) await changeStock(tx, row.id, -row.stock, stockReason, reference, actor);
    }
    if (removed.length) {
      await tx.delete(skus).where(
        inArray(
          skus.id,
          removed.map((row) => row.id),
        ),
      );
    }
    return productId;
  });
  return productDetail(deps, id, db);
}

export async function setProductStatus(db: DbOrTx, ids: number[], status: 'online' | 'offline'): Promise<void> {
  await db.update(products).set({ status }).where(inArray(products.id, ids));
}

/** Deletes a product with its specs and SKUs; its stock movements stay as history. */
export async function deleteProduct(db: DbOrTx, id: number): Promise<void> {
  await deleteById(db, products, id);
}

/** Puts each selected product online or offline; an unknown id is answered 4402, the others go ahead. */
export function bulkProductStatus(deps: AppDeps, lang: string, input: ProductBulkStatusBody): Promise<BulkResult> {
  return bulkEach(deps, lang, input.ids, async (tx, id) => {
    const updated = await tx.update(products).set({ status: input.status }).where(eq(products.id, id)).returning({ id: products.id });
    if (updated.length === 0) throw new AppError(ErrorCode.RecordNotFound);
  });
}

export function bulkDeleteProducts(deps: AppDeps, lang: string, ids: number[]): Promise<BulkResult> {
  return bulkEach(deps, lang, ids, (tx, id) => deleteProduct(tx, id));
}

/* Stock movements */

/** Who moved stock, by name: admins by username, customers by email. */
async function actorNames(db: DbOrTx, actors: string[]): Promise<Map<string, string>> {
  const idsOf = (prefix: string) => [...new Set(actors.filter((actor) => actor.startsWith(prefix)).map((actor) => Number(actor.slice(prefix.length))))].filter(Number.isInteger);
  const adminIds = idsOf('admin:');
  const userIds = idsOf('user:');
  const adminRows = adminIds.length ? await db.select({ id: admins.id, name: admins.username }).from(admins).where(inArray(admins.id, adminIds)) : [];
  const userRows = userIds.length ? await db.select({ id: users.id, name: users.email }).from(users).where(inArray(users.id, userIds)) : [];
  return new Map([
    ...adminRows.map((row): [string, string] => [`admin:${row.id}`, row.name]),
    ...userRows.map((row): [string, string] => [`user:${row.id}`, row.name ?? '']),
  ]);
}

export async function listStockMovements(deps: AppDeps, query: StockMovementListQuery): Promise<PageResult<StockMovementRow>> {
  const { db } = deps;
  const conditions: SQL[] = [];
  if (query.product_id) conditions.push(eq(stockMovements.productId, query.product_id));
  if (query.sku_id) conditions.push(eq(stockMovements.skuId, query.sku_id));
  if (query.sku_code) conditions.push(ilike(skus.code, containing(query.sku_code)));
  if (query.reason) conditions.push(eq(stockMovements.reason, query.reason));
  conditions.push(...withinDays(stockMovements.createdAt, query.date_from, query.date_to));
  const where = and(...conditions);
  // Movements outlive their SKU and product (a deletion keeps the history), hence the outer joins.
  const page = await pageOf(
    query,
    db.select(countAll).from(stockMovements).leftJoin(skus, eq(skus.id, stockMovements.skuId)).where(where),
    (limit, offset) =>
      db
        .select({ movement: stockMovements, skuCode: skus.code, specValueIds: skus.specValueIds, productName: products.name })
        .from(stockMovements)
        .leftJoin(skus, eq(skus.id, stockMovements.skuId))
        .leftJoin(products, eq(products.id, stockMovements.productId))
        .where(where)
        .orderBy(desc(stockMovements.id))
        .limit(limit)
        .offset(offset),
    (row) => row,
  );
  const fallback = await deps.ref.defaultLanguage();
  const valueIds = [...new Set(page.list.flatMap((row) => row.specValueIds ?? []))];
  const values = valueIds.length ? await db.select({ id: productSpecValues.id, value: productSpecValues.value }).from(productSpecValues).where(inArray(productSpecValues.id, valueIds)) : [];
  const valueText = new Map(values.map((value) => [value.id, localized(value.value, fallback, fallback)]));
  const names = await actorNames(db, page.list.map((row) => row.movement.actor));
  return {
    ...page,
    list: page.list.map(({ movement, skuCode, specValueIds, productName }) => ({
      id: movement.id,
      sku_id: movement.skuId,
      product_id: movement.productId,
      product_name: productName ? localized(productName, fallback, fallback) : '',
      sku_code: skuCode ?? '',
      sku_spec: (specValueIds ?? []).map((id) => valueText.get(id) ?? '').join(' / '),
      before: movement.before,
      after: movement.after,
      delta: movement.delta,
      reason: movement.reason,
      reference: movement.reference,
      actor: movement.actor,
      actor_name: names.get(movement.actor) ?? '',
      note: movement.note,
      created_at: movement.createdAt.toISOString(),
    })),
  };
}

/* Hot keywords */

function toHotKeyword(row: typeof hotKeywords.$inferSelect): HotKeywordRow {
  return {
    id: row.id,
    keyword: row.keyword,
    keywords: row.keywords,
    sort: row.sort,
    status: row.status === 'disabled' ? 'disabled' : 'active',
    updated_at: row.updatedAt.toISOString(),
  };
}

export async function listHotKeywords(db: DbOrTx, query: PageQuery & { keyword?: string }): Promise<PageResult<HotKeywordRow>> {
  // Any language's keyword matches.
  const like = query.keyword ? containing(query.keyword) : null;
  const where = like
    ? or(ilike(hotKeywords.keyword, like), sql`exists (select 1 from jsonb_each_text(${hotKeywords.keywords}) as "texts" where "texts"."value" ilike ${like})`)
    : undefined;
  return pageOf(
    query,
    db.select(countAll).from(hotKeywords).where(where),
    (limit, offset) => db.select().from(hotKeywords).where(where).orderBy(desc(hotKeywords.sort), asc(hotKeywords.id)).limit(limit).offset(offset),
    toHotKeyword,
  );
}

/** A hot keyword in at least one language; `keyword` (a one-language client's) is the default language's. */
export async function saveHotKeyword(
  deps: AppDeps,
  input: { id?: number; keyword: string; keywords: LocalizedText; sort: number; status: 'active' | 'disabled' },
): Promise<HotKeywordRow> {
  const fallback = await deps.ref.defaultLanguage();
  const keywords = await cleanLocalizedText(deps.db, 'keywords', withDefaultText(input.keywords, fallback, input.keyword));
  if (Object.keys(keywords).length === 0) {
    throw AppError.field(Object.keys(input.keywords).length > 0 ? `keywords.${fallback}` : 'keyword', 'validation.required', ErrorCode.MissingParameters);
  }
  const values = { keyword: localized(keywords, fallback, fallback), keywords, sort: input.sort, status: input.status };
  const saved = await saveById(deps.db, hotKeywords, input.id, values);
  return toHotKeyword(saved);
}

export async function deleteHotKeyword(db: DbOrTx, id: number): Promise<void> {
  await deleteById(db, hotKeywords, id);
}
