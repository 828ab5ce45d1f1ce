import { and, asc, desc, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import { ErrorCode, type PageQuery, type PageResult, type StockAlerts, type WaitingStockAlert } from '@roamcart/contracts';
import { users } from '../../platform/tables/users.ts';
import { products, productSpecValues, skus, stockAlerts } from './tables.ts';
import type { Db, DbOrTx } from '../../platform/db.ts';
import { AppError } from '../../platform/errors.ts';
import type { Job } from '../../platform/jobs/runner.ts';
import { localized } from '../../platform/localized.ts';
import { countAll, pageOf } from '../../platform/paging.ts';
import type { Reader } from '../../platform/reader.ts';
import type { ReferenceData } from '../../platform/reference-data.ts';
import type { LocalizedText } from '../../platform/tables/columns.ts';
import { writeToCustomer } from '../messages/index.ts';

/** Alerts told per run of the job; the rest wait for the next run. */
const ALERTS_PER_RUN = 200;
/** A goods name in a message title is cut here, so the title fits its column. */
const NAME_IN_TITLE_MAX = 150;

/** The SKUs of a goods the customer waits for. */
export async function stockAlertsOf(db: DbOrTx, userId: number, goodsId: number): Promise<StockAlerts> {
  const rows = await db
    .select({ skuId: stockAlerts.skuId })
    .from(stockAlerts)
    .where(and(eq(stockAlerts.userId, userId), eq(stockAlerts.productId, goodsId)))
    .orderBy(asc(stockAlerts.skuId));
  return { sku_ids: rows.map((row) => row.skuId) };
}

/** The texts of the spec values of `skus`, by value id, to name each SKU's option. */
async function specValueTexts(db: DbOrTx, skus: readonly { specValueIds: number[] }[]): Promise<Map<number, LocalizedText>> {
  const valueIds = [...new Set(skus.flatMap((sku) => sku.specValueIds))];
  const values = valueIds.length ? await db.select({ id: productSpecValues.id, value: productSpecValues.value }).from(productSpecValues).where(inArray(productSpecValues.id, valueIds)) : [];
  return new Map(values.map((row) => [row.id, row.value]));
}

/** A SKU's option in `lang`: its spec values joined with " / ". */
function optionText(specValueIds: number[], valueOf: Map<number, LocalizedText>, lang: string, fallback: string): string {
  return specValueIds.flatMap((id) => (valueOf.has(id) ? [localized(valueOf.get(id)!, lang, fallback)] : [])).join(' / ');
}

/** One page of the SKUs the customer waits for, most recently asked first, in the reader's language. */
export async function listStockAlerts(db: DbOrTx, userId: number, paging: PageQuery, reader: Reader): Promise<PageResult<WaitingStockAlert>> {
  const own = eq(stockAlerts.userId, userId);
  const page = await pageOf(
    paging,
    db.select(countAll).from(stockAlerts).where(own),
    (limit, offset) =>
      db
        .select({ skuId: stockAlerts.skuId, goodsId: stockAlerts.productId, name: products.name, images: products.images, status: products.status, skuImage: skus.image, specValueIds: skus.specValueIds, at: stockAlerts.createdAt })
        .from(stockAlerts)
        .innerJoin(skus, eq(skus.id, stockAlerts.skuId))
        .innerJoin(products, eq(products.id, stockAlerts.productId))
        .where(own)
        .orderBy(desc(stockAlerts.createdAt), desc(stockAlerts.id))
        .limit(limit)
        .offset(offset),
    (row) => row,
  );
  const valueOf = await specValueTexts(db, page.list);
  return {
    ...page,
    list: page.list.map((row) => ({
      sku_id: row.skuId,
      goods_id: row.goodsId,
      name: localized(row.name, reader.lang, reader.fallback),
      image: row.skuImage || (row.images[0] ?? ''),
      option: optionText(row.specValueIds, valueOf, reader.lang, reader.fallback),
      on_sale: row.status === 'online',
      at: row.at.toISOString(),
    })),
  };
}

/**
 * Asks to be told once when a sold-out SKU of goods on sale is back: 4402 for an unknown SKU,
 * 4205 for goods off sale, 4002 on `sku_id` for a SKU in stock; asking again changes nothing.
 * The SKU's row is read with a share lock, so a restock either waits for this alert (and marks
 * it due) or has committed first (and the SKU is refused as in stock).
 */
export async function subscribeStockAlert(db: Db, userId: number, skuId: number): Promise<StockAlerts> {
  return db.transaction(async (tx) => {
    const [sku] = await tx
      .select({ stock: skus.stock, productId: skus.productId, status: products.status })
      .from(skus)
      .innerJoin(products, eq(products.id, skus.productId))
      .where(eq(skus.id, skuId))
      .for('share', { of: skus });
    if (!sku) throw new AppError(ErrorCode.RecordNotFound);
    if (sku.status !== 'online') throw new AppError(ErrorCode.ProductOffline);
    if (sku.stock > 0) throw AppError.field('sku_id', 'validation.sku_in_stock');
    await tx.insert(stockAlerts).values({ userId, skuId, productId: sku.productId }).onConflictDoNothing({ target: [stockAlerts.userId, stockAlerts.skuId] });
    return stockAlertsOf(tx, userId, sku.productId);
  });
}

/**
 * Ends the customer's own alert on a SKU (4402 for an unknown SKU); cancelling one they do not
 * have changes nothing. A due alert ends untold, unless the job is telling it at that moment.
 */
export async function cancelStockAlert(db: DbOrTx, userId: number, skuId: number): Promise<StockAlerts> {
  const [sku] = await db.select({ productId: skus.productId }).from(skus).where(eq(skus.id, skuId));
  if (!sku) throw new AppError(ErrorCode.RecordNotFound);
  await db.delete(stockAlerts).where(and(eq(stockAlerts.userId, userId), eq(stockAlerts.skuId, skuId)));
  return stockAlertsOf(db, userId, sku.productId);
}

/** A SKU's stock went from 0 to more: its waiting customers are due to be told (changeStock calls this). */
export async function markAlertsDue(tx: DbOrTx, skuId: number): Promise<void> {
  await tx
    .update(stockAlerts)
    .set({ dueAt: sql`now()` })
    .where(and(eq(stockAlerts.skuId, skuId), isNull(stockAlerts.dueAt)));
}

/**
 * Tells each customer whose alert is due, in their language, that the SKU is back, with a link
 * to the goods, and ends the alert in the same transaction: once. An alert whose SKU sold out
 * again (or whose goods went off sale) before this run stays due, told when it is back on
 * offer; a deleted account's alert just ends.
 */
export async function sendDueStockAlerts(db: Db, ref: ReferenceData): Promise<{ told: number; dropped: number }> {
  return db.transaction(async (tx) => {
    const due = await tx
      .select({ id: stockAlerts.id, userId: stockAlerts.userId, productId: stockAlerts.productId, name: products.name, specValueIds: skus.specValueIds, deletedAt: users.deletedAt })
      .from(stockAlerts)
      .innerJoin(skus, eq(skus.id, stockAlerts.skuId))
      .innerJoin(products, eq(products.id, stockAlerts.productId))
      .innerJoin(users, eq(users.id, stockAlerts.userId))
      .where(and(isNotNull(stockAlerts.dueAt), sql`${skus.stock} > 0`, eq(products.status, 'online')))
      .orderBy(asc(stockAlerts.dueAt), asc(stockAlerts.id))
      .limit(ALERTS_PER_RUN)
      .for('update', { of: stockAlerts, skipLocked: true });
    if (due.length === 0) return { told: 0, dropped: 0 };
    const valueOf = await specValueTexts(tx, due);
    const fallback = await ref.defaultLanguage();
    let told = 0;
    for (const alert of due) {
      if (alert.deletedAt === null) {
        await writeToCustomer(tx, ref, {
          userId: alert.userId,
          name: 'back_in_stock',
          params: (lang) => {
            const name = localized(alert.name, lang, fallback);
            const option = optionText(alert.specValueIds, valueOf, lang, fallback);
            return { name: [...name].slice(0, NAME_IN_TITLE_MAX).join(''), item: option ? `${name} (${option})` : name };
          },
          link: `/goodsdetail?id=${alert.productId}`,
        });
        told += 1;
      }
    }
    await tx.delete(stockAlerts).where(
      inArray(
        stockAlerts.id,
        due.map((alert) => alert.id),
      ),
    );
    return { told, dropped: due.length - told };
  });
}

/** Tells customers their SKUs are back in stock, a minute at most after the restock. */
export function stockAlertsJob(ref: ReferenceData): Job {
  return { name: 'catalogue.stock-alerts', everyMs: 60_000, run: ({ db }) => sendDueStockAlerts(db, ref) };
}
