import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { ErrorCode, type OrderShipBody, type ParcelView, type ShipmentEventView } from '@roamcart/contracts';
import { orderLines, orderParcelLines, orderParcels, subOrders } from './tables.ts';
import type { DbOrTx } from '../../platform/db.ts';
import { AppError } from '../../platform/errors.ts';
import { localized } from '../../platform/localized.ts';
import type { Reader } from '../../platform/reader.ts';
import { carrierProvider, type ShipmentEvent } from './carrier-provider.ts';
import type { TrackingLinks } from './carriers.ts';

/** A carrier event as answers show it: without the ids it is kept under. */
export function eventView(event: ShipmentEvent): ShipmentEventView {
  const { subOrderId: _subOrderId, parcelId: _parcelId, ...shown } = event;
  return shown;
}

/** What goes in a parcel: the sub-order's lines by SKU and how many of each. */
type ParcelLines = NonNullable<OrderShipBody['lines']>;

/**
 * How many of each line of the sub-order go in its next parcel: those asked (4002 on `lines` for
 * a SKU not in the sub-order, named twice, or more than is left to ship), or everything not
 * shipped yet. 4207 when nothing is left to ship.
 */
async function parcelContents(tx: DbOrTx, subOrderId: number, asked: ParcelLines | undefined): Promise<{ lineId: number; qty: number }[]> {
  const lines = await tx
    .select({ id: orderLines.id, skuId: orderLines.skuId, left: sql<number>`${orderLines.qty} - ${orderLines.shippedQty}`.mapWith(Number) })
    .from(orderLines)
    .where(eq(orderLines.subOrderId, subOrderId))
    .orderBy(asc(orderLines.id));
  if (!asked) {
    const contents = lines.filter((line) => line.left > 0).map((line) => ({ lineId: line.id, qty: line.left }));
    if (contents.length === 0) throw new AppError(ErrorCode.OrderStateConflict);
    return contents;
  }
  if (new Set(asked.map((line) => line.sku_id)).size !== asked.length) throw AppError.field('lines', 'validation.invalid');
  return asked.map((wanted) => {
    const line = lines.find((own) => own.skuId === wanted.sku_id);
    if (!line) throw AppError.field('lines', 'validation.invalid');
    if (wanted.qty > line.left) throw AppError.field('lines', 'validation.parcel_qty_left');
    return { lineId: line.id, qty: wanted.qty };
  });
}

/**
 * Records a parcel of the sub-order (of an order the caller locked) with what it holds, and counts
 * those units as shipped; answers whether every line of the sub-order has now gone out.
 */
export async function sendParcel(
  tx: DbOrTx,
  subOrderId: number,
  parcel: { logisticsCompany: string; trackingNo: string; adminId: number; shippedAt: Date },
  asked: ParcelLines | undefined,
): Promise<boolean> {
  const contents = await parcelContents(tx, subOrderId, asked);
  const [row] = await tx
    .insert(orderParcels)
    .values({ subOrderId, ...parcel })
    .returning({ id: orderParcels.id });
  await tx.insert(orderParcelLines).values(contents.map((content) => ({ parcelId: row!.id, orderLineId: content.lineId, qty: content.qty })));
  for (const content of contents) {
    const counted = await tx
      .update(orderLines)
      .set({ shippedQty: sql`${orderLines.shippedQty} + ${content.qty}` })
      .where(and(eq(orderLines.id, content.lineId), sql`${orderLines.shippedQty} + ${content.qty} <= ${orderLines.qty}`))
      .returning({ id: orderLines.id });
    if (counted.length === 0) throw new AppError(ErrorCode.OrderStateConflict);
  }
  const [left] = await tx
    .select({ units: sql<number>`coalesce(sum(${orderLines.qty} - ${orderLines.shippedQty}), 0)`.mapWith(Number) })
    .from(orderLines)
    .where(eq(orderLines.subOrderId, subOrderId));
  return left!.units === 0;
}

/** The parcels of the sub-orders, oldest first. */
export async function parcelRows(db: DbOrTx, subOrderIds: number[]) {
  if (subOrderIds.length === 0) return [];
  return db.select().from(orderParcels).where(inArray(orderParcels.subOrderId, subOrderIds)).orderBy(asc(orderParcels.id));
}

/** The parcels of the sub-orders as answers show them (lines in the reader's language, tracking page, newest carrier event), oldest first, by sub-order id. */
export async function parcelViews(db: DbOrTx, subOrderIds: number[], reader: Reader, links: TrackingLinks): Promise<Map<number, ParcelView[]>> {
  const parcels = await parcelRows(db, subOrderIds);
  const byOrder = new Map<number, ParcelView[]>(subOrderIds.map((id) => [id, []]));
  if (parcels.length === 0) return byOrder;
  const parcelIds = parcels.map((parcel) => parcel.id);
  const lines = await db
    .select({ parcelId: orderParcelLines.parcelId, qty: orderParcelLines.qty, skuId: orderLines.skuId, name: orderLines.name, specText: orderLines.specText })
    .from(orderParcelLines)
    .innerJoin(orderLines, eq(orderLines.id, orderParcelLines.orderLineId))
    .where(inArray(orderParcelLines.parcelId, parcelIds))
    .orderBy(asc(orderLines.id));
  const latest = await carrierProvider.latest(db, parcelIds);
  for (const parcel of parcels) {
    const event = latest.get(parcel.id);
    byOrder.get(parcel.subOrderId)!.push({
      parcel_id: parcel.id,
      logistics_company: parcel.logisticsCompany,
      tracking_no: parcel.trackingNo,
      tracking_url: links(parcel.logisticsCompany, parcel.trackingNo),
      shipped_at: parcel.shippedAt.toISOString(),
      lines: lines
        .filter((line) => line.parcelId === parcel.id)
        .map((line) => ({ sku_id: line.skuId, name: localized(line.name, reader.lang, reader.fallback), spec_text: localized(line.specText, reader.lang, reader.fallback), qty: line.qty })),
      latest_event: event ? eventView(event) : null,
    });
  }
  return byOrder;
}

/**
 * The parcel of the sub-order a carrier event is for: the one named (4002 on `parcel_id` when it
 * is not the sub-order's), or its only one (4002 when it has several and none is named); 4207
 * before any went out.
 */
export async function parcelOf(db: DbOrTx, subOrderId: number, parcelId: number | undefined): Promise<number> {
  const parcels = await parcelRows(db, [subOrderId]);
  if (parcels.length === 0) throw new AppError(ErrorCode.OrderStateConflict);
  if (parcelId !== undefined) {
    if (!parcels.some((parcel) => parcel.id === parcelId)) throw AppError.field('parcel_id', 'validation.invalid');
    return parcelId;
  }
  if (parcels.length > 1) throw AppError.field('parcel_id', 'validation.required');
  return parcels[0]!.id;
}

/** Keeps the sub-order's carrier and tracking number those of its newest parcel, for screens that show one. */
export async function showNewestParcel(tx: DbOrTx, subOrderId: number, parcel: { logisticsCompany: string; trackingNo: string }): Promise<void> {
  await tx.update(subOrders).set(parcel).where(eq(subOrders.id, subOrderId));
}
