import { and, eq } from 'drizzle-orm';
import { ErrorCode, type RefundCreateBody, type RefundStatus, type RefundView } from '@roamcart/contracts';
import { users } from '../../platform/tables/users.ts';
import { orderLines, orders, refunds, subOrders, type RefundedLine } from './tables.ts';
import type { AdminContext } from '../../platform/admin-auth.ts';
import { scopeCondition } from '../../platform/agent-scope.ts';
import type { Db } from '../../platform/db.ts';
import { AppError } from '../../platform/errors.ts';
import { runOnce, type IdempotencyClaim } from '../../platform/idempotency.ts';
import { baseAmount } from '../../platform/money.ts';
import type { Reader } from '../../platform/reader.ts';
import type { ReferenceData } from '../../platform/reference-data.ts';
import { PAID_BACK } from './refund-marks.ts';
import { sendChannelRefund, type PaymentsDeps } from '../payments/index.ts';
import { OPEN, payOut, REFUNDABLE, refundStatus, refundViewOf } from './refunds.ts';

/**
 * The lines chosen, checked against the sub-order's: each a line of it (by SKU), named once, and
 * no more of it than was bought less what earlier refunds of the operator's covered (4002 on `lines`).
 */
function checkedLines(chosen: RefundCreateBody['lines'], bought: { skuId: number; qty: number }[], earlier: RefundedLine[][]): RefundedLine[] {
  const refundedQty = new Map<number, number>();
  for (const line of earlier.flat()) refundedQty.set(line.sku_id, (refundedQty.get(line.sku_id) ?? 0) + line.qty);
  const named = new Set<number>();
  for (const line of chosen) {
    const boughtQty = bought.filter((row) => row.skuId === line.sku_id).reduce((sum, row) => sum + row.qty, 0);
    if (named.has(line.sku_id) || line.qty > boughtQty - (refundedQty.get(line.sku_id) ?? 0)) throw AppError.field('lines', 'validation.refund_lines');
    named.add(line.sku_id);
  }
  return chosen.map((line) => ({ sku_id: line.sku_id, qty: line.qty }));
}

/**
 * The operator gives money back on a paid sub-order from its order's page: a refund request of
 * the operator's, approved and paid through the customer refund flow (the payment service,
 * points, rebates, stock and the notices), so the order's timeline and totals show it as any
 * other: to the wallet at once, or back to the online channel it was paid through, sent to the
 * gateway after the transaction and finished when it confirms (4002 on `to` for a sub-order not
 * paid online). At most what was paid for the sub-order and not yet refunded (4002 on `amount`);
 * 4207 when the sub-order cannot be refunded or has a request waiting for review; 4206 for one the
 * admin may not see. A repeated Idempotency-Key answers the first refund again.
 */
export async function createRefundForAdmin(
  deps: { db: Db; ref: ReferenceData; payments: PaymentsDeps },
  admin: AdminContext,
  body: RefundCreateBody,
  reader: Reader,
  claim: IdempotencyClaim | undefined,
): Promise<RefundView> {
  const amount = await baseAmount(deps.ref, body.amount);
  if (amount === null || amount <= 0n) throw AppError.field('amount', 'validation.amount');
  const now = deps.payments.now?.() ?? new Date();
  const view = await runOnce(deps.db, `admin:${admin.id}:refunds/create`, claim, async (tx) => {
    const [found] = await tx
      .select({ order: orders, sub: subOrders })
      .from(subOrders)
      .innerJoin(orders, eq(orders.id, subOrders.orderId))
      .innerJoin(users, eq(users.id, orders.userId))
      .where(and(eq(subOrders.subOrderNo, body.sub_order_no), await scopeCondition(tx, admin)))
      .for('update', { of: [orders, subOrders] });
    if (!found) throw new AppError(ErrorCode.OrderNotFound);
    const { order, sub } = found;
    if (!REFUNDABLE.includes(sub.status)) throw new AppError(ErrorCode.OrderStateConflict);
    const earlier = await tx.select({ status: refunds.status, amount: refunds.amount, lines: refunds.lines }).from(refunds).where(eq(refunds.subOrderId, sub.id));
    if (earlier.some((refund) => OPEN.includes(refund.status as RefundStatus))) throw new AppError(ErrorCode.OrderStateConflict);
    const paidBack = earlier.filter((refund) => PAID_BACK.includes(refund.status as RefundStatus));
    if (amount > sub.paidAmount - paidBack.reduce((sum, refund) => sum + refund.amount, 0n)) throw AppError.field('amount', 'validation.refund_too_much');
    const bought = await tx.select({ skuId: orderLines.skuId, qty: orderLines.qty }).from(orderLines).where(eq(orderLines.subOrderId, sub.id));
    const lines = checkedLines(body.lines, bought, paidBack.map((refund) => refund.lines));
    const [refund] = await tx
      .insert(refunds)
      .values({ orderId: order.id, subOrderId: sub.id, userId: order.userId, kind: 'refund', status: refundStatus.initial, reason: body.reason, amount, adminId: admin.id, lines })
      .returning();
    await payOut(tx, deps.ref, { refund: refund!, order, sub }, admin, '', body.to, now);
    const [paid] = await tx.select().from(refunds).where(eq(refunds.id, refund!.id));
    return refundViewOf(paid!, { subOrderNo: sub.subOrderNo, source: sub.source, returnAddresses: new Map() }, reader);
  });
  if (view.status === 'refunding') await sendChannelRefund(deps.payments, 'goods_order', String(view.id));
  return view;
}
