import { and, eq } from 'drizzle-orm';
import { carrierTrackingUrl, ErrorCode, type GoodsOrderStatus, type ParcelTracking } from '@roamcart/contracts';
import { subOrders } from './tables.ts';
import type { DbOrTx } from '../../platform/db.ts';
import { AppError } from '../../platform/errors.ts';
import { carrierProvider } from './carrier-provider.ts';
import { ownOrder } from './order-access.ts';

/**
 * The caller's shipped sub-order's parcel, with every carrier event newest first. Another
 * customer's sub-order is "not found" (4206), as is an unknown one; one not shipped yet has no
 * parcel to follow (4207).
 */
export async function parcelTracking(db: DbOrTx, userId: number, subOrderNo: string): Promise<ParcelTracking> {
  const order = await ownOrder(db, userId, subOrderNo);
  const [sub] = await db
    .select()
    .from(subOrders)
    .where(and(eq(subOrders.orderId, order.id), eq(subOrders.subOrderNo, subOrderNo)));
  if (!sub) throw new AppError(ErrorCode.OrderNotFound);
  if (!sub.shippedAt) throw new AppError(ErrorCode.OrderStateConflict);
  return {
    order_no: order.orderNo,
    sub_order_no: sub.subOrderNo,
    source: sub.source === 'merchant' ? 'merchant' : 'warehouse',
    status: sub.status as GoodsOrderStatus,
    logistics_company: sub.logisticsCompany,
    tracking_no: sub.trackingNo,
    tracking_url: carrierTrackingUrl(sub.logisticsCompany, sub.trackingNo),
    shipped_at: sub.shippedAt.toISOString(),
    events: (await carrierProvider.events(db, [sub.id])).map(({ subOrderId: _subOrderId, ...event }) => event),
  };
}
