import { inArray, sql, type SQL } from 'drizzle-orm';
import { ErrorCode, type StockReason } from '@roamcart/contracts';
import { skus, stockMovements } from './tables.ts';
import { rowsOf, type DbOrTx } from '../../platform/db.ts';
import { AppError } from '../../platform/errors.ts';
import { cachedAnswersDropped } from '../../platform/response-cache.ts';
import { CATALOGUE_ANSWERS } from './service.ts';
import { markAlertsDue } from './stock-alerts.ts';

/**
 * Adds `delta` (negative to take) to a SKU's stock with one conditional update, so parallel
 * takers never drive it below zero, and records the movement in the same transaction.
 * Throws 4202 (insufficient inventory) when the stock does not cover a decrement. Cached goods
 * answers are dropped in every server when the transaction commits. A SKU back from 0 marks its
 * customers' back-in-stock alerts due, for the stock-alerts job to tell them: in a statement of
 * its own, which sees an alert asked for while this change waited for the SKU's row.
 */
export async function changeStock(tx: DbOrTx, skuId: number, delta: number, reason: StockReason, reference: string, actor: string, note = ''): Promise<number> {
  // One round trip for the three writes: a cancel or a refund gives stock back line by line while holding locks.
  const [changed] = await rowsOf<{ after: number }>(
    tx,
    sql`
    with changed as (
      update ${skus} set stock = stock + ${delta}
      where id = ${skuId} and stock + ${delta} >= 0
      returning id, product_id, stock
    ), moved as (
      insert into ${stockMovements} (sku_id, product_id, before, after, delta, reason, reference, actor, note)
      select id, product_id, stock - ${delta}, stock, ${delta}, ${reason}, ${reference}, ${actor}, ${note} from changed
      returning after
    )
    select after, ${cachedAnswersDropped(CATALOGUE_ANSWERS)} from moved`,
  );
  if (!changed) return refuseShortStock(tx, [skuId]);
  if (changed.after > 0 && changed.after === delta) await markAlertsDue(tx, skuId);
  return changed.after;
}

/** The part of an order's insert that takes its units; see `stockTaking`. */
export interface StockTaking {
  /** WITH items (`stock_wanted`, `stock_locked`, `stock_changed`, `stock_moved`), to follow the order's own. */
  steps: SQL;
  /** The number of SKUs whose stock covered the order, as a column of the statement's answer. */
  taken: SQL;
  skuIds: number[];
}

/**
 * Takes an order's units in the statement that inserts the order (one round trip while the
 * order's locks are held), only when `placed` holds: the SKUs are locked in id order, so two
 * orders sharing SKUs never deadlock, each stock lowered with a conditional update and a movement
 * recorded. Fewer SKUs `taken` than asked means one did not cover its line: `refuseShortStock`
 * then throws and the transaction rolls everything back. Notifies no one: the caller drops the
 * cached catalogue answers once its transaction commits (`deps.answerDrops`), an order create
 * being too frequent a write to notify from inside its transaction.
 */
export function stockTaking(lines: readonly { skuId: number; qty: number }[], reference: string, actor: string, placed: SQL): StockTaking {
  const units = new Map<number, number>();
  for (const line of lines) units.set(line.skuId, (units.get(line.skuId) ?? 0) + line.qty);
  const wanted = JSON.stringify([...units].map(([skuId, qty]) => ({ sku_id: skuId, qty })));
  return {
    steps: sql`stock_wanted as (
      select * from jsonb_to_recordset(${wanted}::jsonb) as w(sku_id integer, qty integer) where ${placed}
    ), stock_locked as (
      select id from ${skus} where id in (select sku_id from stock_wanted) order by id for no key update
    ), stock_changed as (
      update ${skus} set stock = ${skus}.stock - stock_wanted.qty
      from stock_wanted join stock_locked on stock_locked.id = stock_wanted.sku_id
      where ${skus}.id = stock_wanted.sku_id and ${skus}.stock >= stock_wanted.qty
      returning ${skus}.id, ${skus}.product_id, ${skus}.stock, stock_wanted.qty
    ), stock_moved as (
      insert into ${stockMovements} (sku_id, product_id, before, after, delta, reason, reference, actor)
      select id, product_id, stock + qty, stock, -qty, 'order', ${reference}, ${actor} from stock_changed
      returning sku_id
    )`,
    taken: sql`(select count(*)::int from stock_moved)`,
    skuIds: [...units.keys()],
  };
}

/** After a stock change that did not go through for these SKUs: 4202, or 4000 when one of them is gone. */
export async function refuseShortStock(tx: DbOrTx, skuIds: readonly number[]): Promise<never> {
  const existing = await tx.select({ id: skus.id }).from(skus).where(inArray(skus.id, [...skuIds]));
  throw new AppError(existing.length === skuIds.length ? ErrorCode.InsufficientInventory : ErrorCode.RecordNotFound);
}
