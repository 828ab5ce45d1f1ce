import { and, eq } from 'drizzle-orm';
import { ErrorCode, type GoodsOrderStatus, type ParcelTracking } from '@roamcart/contracts';
import { subOrders } from './tables.ts';
import type { DbOrTx } from '../../platform/db.ts';
import { AppError } from '../../platform/errors.ts';
import type { Reader } from '../../platform/reader.ts';
import { carrierProvider } from './carrier-provider.ts';
import { trackingLinks } from './carriers.ts';
import { ownOrder } from './order-access.ts';
import { eventView, parcelViews } from './parcels.ts';

/**
 * The caller's sub-order's parcels, each with its carrier events newest first; the carrier and
 * tracking number on top are the newest parcel's. Another customer's sub-order is "not found"
 * (4206), as is an unknown one; one with no parcel sent yet has nothing to follow (4207).
 */
export async function parcelTracking(db: DbOrTx, userId: number, subOrderNo: string, reader: Reader): Promise<ParcelTracking> {
  const order = await ownOrder(db, userId, subOrderNo);
  const [sub] = await db
    .select()
    .from(subOrders)
    .where(and(eq(subOrders.orderId, order.id), eq(subOrders.subOrderNo, subOrderNo)));
  if (!sub) throw new AppError(ErrorCode.OrderNotFound);
  const links = await trackingLinks(db);
  const parcels = (await parcelViews(db, [sub.id], reader, links)).get(sub.id)!;
  if (parcels.length === 0) throw new AppError(ErrorCode.OrderStateConflict);
  const events = await carrierProvider.events(db, [sub.id]);
  return {
    order_no: order.orderNo,
    sub_order_no: sub.subOrderNo,
    source: sub.source === 'merchant' ? 'merchant' : 'warehouse',
    status: sub.status as GoodsOrderStatus,
    logistics_company: sub.logisticsCompany,
    tracking_no: sub.trackingNo,
    tracking_url: links(sub.logisticsCompany, sub.trackingNo),
    // A sub-order shipped in part has no shipping time of its own yet: its newest parcel's.
    shipped_at: (sub.shippedAt ?? new Date(parcels.at(-1)!.shipped_at)).toISOString(),
    events: events.map(eventView),
    parcels: parcels.map(({ latest_event: _latest, ...parcel }) => ({ ...parcel, events: events.filter((event) => event.parcelId === parcel.parcel_id).map(eventView) })),
  };
}
