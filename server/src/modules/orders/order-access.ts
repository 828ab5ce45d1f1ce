import { and, eq, ne, or, sql, type SQL } from 'drizzle-orm';
import { ErrorCode } from '@roamcart/contracts';
import { orders, subOrders } from './tables.ts';
import type { DbOrTx } from '../../platform/db.ts';
import { AppError } from '../../platform/errors.ts';

export type OrderRow = typeof orders.$inferSelect;

/** The user's order named by its number or by one of its sub-orders' numbers, unless deleted. */
function ownOrderNamed(userId: number, orderNo: string): SQL | undefined {
  const bySubOrder = sql`${orders.id} in (select ${subOrders.orderId} from ${subOrders} where ${subOrders.subOrderNo} = ${orderNo})`;
  return and(or(eq(orders.orderNo, orderNo), bySubOrder), eq(orders.userId, userId), ne(orders.status, 'deleted'));
}

/** The caller's order (`orderNo` may name one of its sub-orders), locked until the transaction ends; 4206 for an order that is not theirs or does not exist. */
export async function lockOwnOrder(tx: DbOrTx, userId: number, orderNo: string): Promise<OrderRow> {
  const [order] = await tx
    .select()
    .from(orders)
    .where(ownOrderNamed(userId, orderNo))
    .for('update');
  if (!order) throw new AppError(ErrorCode.OrderNotFound);
  return order;
}

/** The caller's order (not deleted); 4206 for one that is not theirs or does not exist. */
export async function ownOrder(db: DbOrTx, userId: number, orderNo: string): Promise<OrderRow> {
  const [order] = await db
    .select()
    .from(orders)
    .where(ownOrderNamed(userId, orderNo));
  if (!order) throw new AppError(ErrorCode.OrderNotFound);
  return order;
}
