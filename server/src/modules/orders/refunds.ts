import { and, asc, desc, eq, ilike, inArray, ne, type SQL } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { ErrorCode, formatMinor, REFUNDABLE_STATUSES, reviewQueueLinks, type PageResult, type RefundDestination, type RefundAdminRow, type RefundRequestBody, type RefundReviewBody, type RefundStatus, type RefundView, type ReturnAddressView } from '@roamcart/contracts';
import { users } from '../../platform/tables/users.ts';
import { orderLines, orders, refunds, subOrders } from './tables.ts';
import type { AdminContext } from '../../platform/admin-auth.ts';
import { scopeCondition } from '../../platform/agent-scope.ts';
import type { Db, DbOrTx, Tx } from '../../platform/db.ts';
import { AppError } from '../../platform/errors.ts';
import { containing } from '../../platform/like.ts';
import { countAll, pageOf } from '../../platform/paging.ts';
import type { Reader } from '../../platform/reader.ts';
import type { ReferenceData } from '../../platform/reference-data.ts';
import type { AppDeps } from '../../platform/types.ts';
import { remarkColumns } from '../../platform/system-text.ts';
import { defineStateMachine, transitionHistory, type Actor } from '../../platform/state-machine.ts';
import { changeStock } from '../catalogue/index.ts';
import { pointsForRefund, returnPoints, takeBackOrderPoints } from '../coupons/index.ts';
import { notifyOperators } from '../operator-messages/index.ts';
import { recordChannelRefund, refundChannelsOf, refundPayment, sendChannelRefund, startChannelRefund, type PaymentsDeps, type RefundChannel, type Refundable } from '../payments/index.ts';
import { refundWaitsForOperator } from './to-handle.ts';
import type { ShownRefundMove } from './timeline.ts';
import { lockOwnOrder } from './order-access.ts';
import { refundedTotal, reverseRebates } from './rebates.ts';
import { mailReturnApproved, tellRefunded, tellReturnApproved } from './customer-notices.ts';
import { returnAddressesBySource, returnAddressOf } from './return-addresses.ts';
import { trackingLinks, type TrackingLinks } from './carriers.ts';
import { PAID_BACK } from './refund-marks.ts';
import { refundPaidRemark } from './refund-remarks.ts';
import { followSubOrders, subOrderStatus } from './state.ts';

/** The refund and return-and-refund machine (SPEC §4); which exits a request may take also depends on its kind. */
export const refundStatus = defineStateMachine<RefundStatus>({
  kind: 'goods_refund',
  table: refunds,
  initial: 'requested',
  terminal: ['refunded', 'rejected', 'completed', 'refund_failed'],
  transitions: {
    requested: { refunded: ['admin'], refunding: ['admin'], approved: ['admin'], rejected: ['admin'] },
    approved: { in_transit: ['user'] },
    in_transit: { completed: ['admin'] },
    // The gateway's word ends it, recorded as the move of the admin who sent the money back.
    refunding: { refunded: ['admin'], refund_failed: ['admin'] },
    refunded: {},
    rejected: {},
    completed: {},
    refund_failed: {},
  },
});

type RefundRow = typeof refunds.$inferSelect;

/** Sub-order states a refund may be asked in: paid and not over. A return needs the goods to have been sent. */
export const REFUNDABLE: readonly string[] = REFUNDABLE_STATUSES;
const RETURNABLE = ['shipped', 'received', 'reviewed', 'completed'];
/** Requests still under way (money on its way back to a channel too): a sub-order has at most one. */
export const OPEN: RefundStatus[] = ['requested', 'approved', 'in_transit', 'refunding'];
/** A return's states from its approval on: the goods go back to the source's return address. */
const RETURN_APPROVED: RefundStatus[] = ['approved', 'in_transit', 'completed'];

/**
 * The sub-order's part of a request: its number, the return addresses of the shipping sources (for
 * an approved return's), and the carriers' tracking pages (none needed before the buyer sent the goods back).
 */
interface RefundContext {
  subOrderNo: string;
  source: string;
  returnAddresses: Map<string, ReturnAddressView>;
  links?: TrackingLinks;
}

/** The reason chosen from the list in the reader's language, with the words the buyer typed after it as typed; rows from before keys as stored. */
function reasonOf(row: RefundRow, reader: Reader): string {
  if (!row.reasonKey) return row.reason;
  const reason = { key: row.reasonKey };
  return reader.text(remarkColumns(row.reason ? { key: 'system.reason_with_details', params: { reason, details: row.reason } } : reason));
}

export function refundViewOf(row: RefundRow, context: RefundContext, reader: Reader): RefundView {
  const approvedReturn = row.kind === 'return' && RETURN_APPROVED.includes(row.status as RefundStatus);
  return {
    id: row.id,
    sub_order_no: context.subOrderNo,
    kind: row.kind === 'return' ? 'return' : 'refund',
    status: row.status as RefundStatus,
    reason: reasonOf(row, reader),
    amount: reader.price.out(row.amount),
    images: row.images,
    logistics_company: row.logisticsCompany,
    tracking_no: row.trackingNo,
    tracking_url: context.links?.(row.logisticsCompany, row.trackingNo) ?? null,
    created_at: row.createdAt.toISOString(),
    return_address: (approvedReturn && context.returnAddresses.get(context.source)) || null,
  };
}

/** The refund requests of an order's sub-orders, oldest first. */
export async function refundsOfOrder(db: DbOrTx, orderId: number, reader: Reader): Promise<RefundView[]> {
  const rows = await db
    .select({ refund: refunds, no: subOrders.subOrderNo, source: subOrders.source })
    .from(refunds)
    .innerJoin(subOrders, eq(subOrders.id, refunds.subOrderId))
    .where(eq(refunds.orderId, orderId))
    .orderBy(asc(refunds.id));
  if (rows.length === 0) return [];
  const returnAddresses = await returnAddressesBySource(db);
  const links = await trackingLinks(db);
  return rows.map((row) => refundViewOf(row.refund, { subOrderNo: row.no, source: row.source, returnAddresses, links }, reader));
}

/** The moves of the refund requests `refundIds`, oldest first, remarks in the reader's words. */
export async function refundMoves(db: DbOrTx, refundIds: readonly number[], reader: Reader): Promise<ShownRefundMove[]> {
  const moves = await transitionHistory(db, [{ kind: refundStatus.kind, ids: refundIds }]);
  return moves.map((move) => ({ refundId: move.entityId, to: move.to, at: move.at.toISOString(), remark: reader.text(move) }));
}

/**
 * The buyer asks for money back on a paid sub-order: a refund, or a return-and-refund once the
 * goods were sent; up to what was paid for it less what already came back (4002 on `amount`),
 * one request at a time (4207). Those who review refunds are told in the same transaction.
 */
export async function requestRefund(db: Db, userId: number, body: RefundRequestBody, reader: Reader): Promise<RefundView> {
  const requested = reader.price.in(body.amount);
  if (requested === null || requested <= 0n) throw AppError.field('amount', 'validation.amount');
  return db.transaction(async (tx) => {
    const order = await lockOwnOrder(tx, userId, body.order_no);
    const [sub] = await tx
      .select()
      .from(subOrders)
      .where(and(eq(subOrders.orderId, order.id), eq(subOrders.subOrderNo, body.order_no)));
    if (!sub) throw AppError.field('order_no', 'validation.refund_sub_order');
    const allowed = body.kind === 'return' ? RETURNABLE : REFUNDABLE;
    if (!allowed.includes(sub.status)) throw new AppError(ErrorCode.OrderStateConflict);
    const earlier = await tx.select({ status: refunds.status, amount: refunds.amount }).from(refunds).where(eq(refunds.subOrderId, sub.id));
    if (earlier.some((refund) => OPEN.includes(refund.status as RefundStatus))) throw new AppError(ErrorCode.OrderStateConflict);
    const returned = earlier.filter((refund) => PAID_BACK.includes(refund.status as RefundStatus)).reduce((sum, refund) => sum + refund.amount, 0n);
    const remaining = sub.paidAmount - returned;
    // What is left, shown in the buyer's currency and typed back, may convert to a unit more or
    // less than itself: asked for as shown, it is all of it.
    const amount = requested === reader.price.in(reader.price.out(remaining)) ? remaining : requested;
    if (amount > remaining) throw AppError.field('amount', 'validation.refund_too_much');
    const [row] = await tx
      .insert(refunds)
      .values({ orderId: order.id, subOrderId: sub.id, userId, kind: body.kind, status: refundStatus.initial, reason: body.reason, reasonKey: body.reason_code ? `system.refund_reason.${body.reason_code}` : null, amount, images: body.images })
      .returning();
    await notifyOperators(
      tx,
      [{ kind: 'refund_review', subject: String(row!.id), customerId: userId, params: { order_no: sub.subOrderNo }, link: reviewQueueLinks.refund(order.orderNo) }],
      row!.createdAt,
    );
    // A new request is not approved yet: no return address to show.
    return refundViewOf(row!, { subOrderNo: sub.subOrderNo, source: sub.source, returnAddresses: new Map() }, reader);
  });
}

/** The buyer sends an approved return back, with the carrier and tracking number. */
export async function shipReturn(db: Db, userId: number, body: { refund_id: number; logistics_company: string; tracking_no: string }): Promise<void> {
  await db.transaction(async (tx) => {
    const [refund] = await tx
      .select()
      .from(refunds)
      .where(and(eq(refunds.id, body.refund_id), eq(refunds.userId, userId)))
      .for('update');
    if (!refund) throw new AppError(ErrorCode.RecordNotFound);
    await refundStatus.transition(tx, refund.id, 'in_transit', { kind: 'user', id: userId }, `${body.logistics_company} ${body.tracking_no}`, {
      logisticsCompany: body.logistics_company,
      trackingNo: body.tracking_no,
    });
  });
}

/** A request the admin may see (its customer within the admin's agents), locked; 4402 otherwise. */
async function visibleRefund(tx: DbOrTx, admin: AdminContext, id: number) {
  const [row] = await tx
    .select({ refund: refunds, order: orders, sub: subOrders })
    .from(refunds)
    .innerJoin(orders, eq(orders.id, refunds.orderId))
    .innerJoin(subOrders, eq(subOrders.id, refunds.subOrderId))
    .innerJoin(users, eq(users.id, refunds.userId))
    .where(and(eq(refunds.id, id), await scopeCondition(tx, admin)))
    .for('update', { of: refunds });
  if (!row) throw new AppError(ErrorCode.RecordNotFound);
  return row;
}

type LockedRefund = Awaited<ReturnType<typeof visibleRefund>>;

/**
 * The money goes back through the payment service (to the payer's wallet, or recorded as given
 * back by the channel payment `channelPayNo` once its gateway confirmed it), with the share of the
 * sub-order's points it reaches; a sub-order refunded in full before it shipped
 * is cancelled and gives its stock back, and returned goods give theirs back.
 */
export async function payBack(tx: DbOrTx, ref: ReferenceData, row: LockedRefund, actor: Actor, goodsCameBack: boolean, channelPayNo: string | null = null): Promise<void> {
  const { refund, order, sub } = row;
  const earlier = await tx
    .select({ amount: refunds.amount })
    .from(refunds)
    .where(and(eq(refunds.subOrderId, sub.id), ne(refunds.id, refund.id), inArray(refunds.status, PAID_BACK)));
  const refundedBefore = earlier.reduce((sum, back) => sum + back.amount, 0n);
  // The points spent on the sub-order come back to the buyer in step with the money.
  await returnPoints(tx, order.userId, pointsForRefund(sub.pointsUsed, sub.paidAmount, refundedBefore, refund.amount), order.orderNo, { key: 'system.ledger.refund', params: { reference: sub.subOrderNo } });
  const money = {
    // Back to whoever paid: the buyer, or the friend who paid through the share link.
    userId: sub.paidBy ?? refund.userId,
    biz: 'goods_order' as const,
    reference: order.orderNo,
    amount: refund.amount,
    seen: { currency: order.currency, rate: order.rate },
  };
  if (channelPayNo) await recordChannelRefund(tx, { ...money, payNo: channelPayNo });
  else await refundPayment(tx, { ...money, remark: { key: 'system.ledger.refund', params: { reference: sub.subOrderNo } } });
  if (order.status === 'completed') {
    await reverseRebates(tx, order.id, refund.amount);
    await takeBackOrderPoints(tx, { userId: order.userId, orderNo: order.orderNo, kept: order.paidAmount - (await refundedTotal(tx, order.id)) });
  }
  const refundedInFull = refund.amount === sub.paidAmount;
  if (goodsCameBack || (refundedInFull && sub.status === 'pending_shipping')) {
    const lines = await tx.select().from(orderLines).where(eq(orderLines.subOrderId, sub.id)).orderBy(asc(orderLines.skuId));
    for (const line of lines) {
      // Returned goods come back whole; a sub-order refunded before all of it shipped gives back only the units still here.
      const back = goodsCameBack ? line.qty : line.qty - line.shippedQty;
      if (back > 0) await changeStock(tx, line.skuId, back, 'return', order.orderNo, `${actor.kind}:${actor.id}`);
    }
  }
  if (refundedInFull && sub.status === 'pending_shipping') {
    await subOrderStatus.transition(tx, sub.id, 'cancelled', actor, { key: 'system.history.refunded' });
    await followSubOrders(tx, order.id, actor, 'refunded');
  }
  await tellRefunded(tx, ref, order, refund.amount);
}

/** The money in the base currency and the channel's name: the history's remarks of a refund back to a channel. */
async function channelRemarkParams(ref: ReferenceData, amount: bigint, channel: string) {
  const base = await ref.baseCurrency();
  return { amount: formatMinor(amount, base.digits), currency: base.code, channel };
}

/**
 * Pays a refund request out as the operator chose: to the payer's wallet at once, or back to the
 * online channel the sub-order was paid through (4002 on `to` for one paid otherwise), where it
 * waits for the gateway (refunding) and is sent after the transaction (sendChannelRefund).
 */
export async function payOut(tx: Tx, ref: ReferenceData, row: LockedRefund, admin: { id: number }, typed: string, to: RefundDestination, now: Date): Promise<void> {
  const { refund, order, sub } = row;
  const actor: Actor = { kind: 'admin', id: admin.id };
  if (to === 'wallet') {
    await refundStatus.transition(tx, refund.id, 'refunded', actor, await refundPaidRemark(ref, refund.amount, typed));
    return payBack(tx, ref, row, actor, false);
  }
  const fallback = await ref.defaultLanguage();
  const paidThrough = (await refundChannelsOf(tx, 'goods_order', order.orderNo, { lang: fallback, fallback })).get(sub.subOrderNo);
  if (!paidThrough) throw AppError.field('to', 'validation.refund_to_original');
  const params = await channelRemarkParams(ref, refund.amount, paidThrough.channel);
  await refundStatus.transition(tx, refund.id, 'refunding', actor, typed ? { key: 'system.history.refund_to_channel_remark', params: { ...params, remark: typed } } : { key: 'system.history.refund_to_channel', params });
  await startChannelRefund(tx, { payment: paidThrough.payment, biz: 'goods_order', subject: String(refund.id), amount: refund.amount, adminId: admin.id, now });
}

/**
 * A refund back to a channel ends as its gateway said, recorded as the move of the admin who sent
 * it: paid back as a wallet refund is (marks, points, stock, the customer told, the payment
 * recorded that day), or failed: nothing came back, the sub-order can be refunded again (to the
 * channel or the wallet), and those who refund are told.
 */
export const goodsRefundable: Refundable = {
  async finish(tx, channelRefund, end) {
    const [row] = await tx
      .select({ refund: refunds, order: orders, sub: subOrders })
      .from(refunds)
      .innerJoin(orders, eq(orders.id, refunds.orderId))
      .innerJoin(subOrders, eq(subOrders.id, refunds.subOrderId))
      .where(eq(refunds.id, Number(channelRefund.subject)))
      .for('update', { of: [refunds, orders, subOrders] });
    if (!row) throw new Error(`no refund request ${channelRefund.subject}`);
    const actor: Actor = { kind: 'admin', id: channelRefund.adminId };
    const params = await channelRemarkParams(end.ref, row.refund.amount, end.channel);
    if (end.outcome === 'succeeded') {
      await refundStatus.transition(tx, row.refund.id, 'refunded', actor, { key: 'system.history.refund_channel_paid', params: { ...params, reference: channelRefund.gatewayRefundId } });
      return payBack(tx, end.ref, row, actor, false, end.payNo);
    }
    await refundStatus.transition(tx, row.refund.id, 'refund_failed', actor, { key: 'system.history.refund_channel_failed', params: { ...params, reason: channelRefund.failureReason } });
    await notifyOperators(
      tx,
      [{ kind: 'channel_refund_failed', subject: String(row.refund.id), customerId: row.order.userId, params: { order_no: row.sub.subOrderNo, channel: end.channel }, link: reviewQueueLinks.refund(row.order.orderNo) }],
      end.now,
    );
  },
};

/**
 * Approves or rejects a request. An approved refund pays back at once, to the wallet or back to
 * the channel it was paid through (payOut); an approved return waits
 * for the goods, and the customer is told (inbox and mail) where to send them: the return address
 * of the sub-order's shipping source, or that the shop will send it when none is kept.
 */
export async function reviewRefund(deps: AppDeps & { payments: PaymentsDeps }, admin: AdminContext, body: RefundReviewBody, log?: FastifyBaseLogger): Promise<void> {
  const actor: Actor = { kind: 'admin', id: admin.id };
  const now = deps.payments.now?.() ?? new Date();
  const approvedReturn = await deps.db.transaction(async (tx) => {
    const row = await visibleRefund(tx, admin, body.id);
    if (!body.approve) return void (await refundStatus.transition(tx, row.refund.id, 'rejected', actor, body.remark));
    if (row.refund.kind === 'return') {
      await refundStatus.transition(tx, row.refund.id, 'approved', actor, body.remark);
      const address = await returnAddressOf(tx, row.sub.source);
      await tellReturnApproved(tx, deps.ref, row.order, address);
      return { order: row.order, address };
    }
    await payOut(tx, deps.ref, row, admin, body.remark, body.to, now);
  });
  if (body.approve && body.to === 'original') await sendChannelRefund(deps.payments, 'goods_order', String(body.id));
  if (approvedReturn) await mailReturnApproved({ ...deps, publicUrl: deps.config.PUBLIC_URL }, approvedReturn.order, approvedReturn.address, log);
}

/** The operator confirms the returned goods arrived: the money goes back and so does the stock. */
export async function confirmReturn(deps: Pick<AppDeps, 'db' | 'ref'>, admin: AdminContext, body: { id: number; remark: string }): Promise<void> {
  const actor: Actor = { kind: 'admin', id: admin.id };
  await deps.db.transaction(async (tx) => {
    const row = await visibleRefund(tx, admin, body.id);
    await refundStatus.transition(tx, row.refund.id, 'completed', actor, await refundPaidRemark(deps.ref, row.refund.amount, body.remark));
    await payBack(tx, deps.ref, row, actor, true);
  });
}

export async function listRefundsForAdmin(
  db: DbOrTx,
  admin: AdminContext,
  query: { page: number; limit: number; status?: RefundStatus; order_no?: string; to_handle?: boolean },
  reader: Reader,
): Promise<PageResult<RefundAdminRow>> {
  const conditions: (SQL | undefined)[] = [await scopeCondition(db, admin)];
  if (query.status) conditions.push(eq(refunds.status, query.status));
  if (query.order_no) conditions.push(ilike(orders.orderNo, containing(query.order_no)));
  if (query.to_handle) conditions.push(refundWaitsForOperator);
  const where = and(...conditions);
  const returnAddresses = await returnAddressesBySource(db);
  const links = await trackingLinks(db);
  // Where each order's sub-orders were paid online, looked up once per order on the page.
  const channelsByOrder = new Map<string, Promise<Map<string, RefundChannel>>>();
  const channelsOf = (orderNo: string) => {
    let channels = channelsByOrder.get(orderNo);
    if (!channels) channelsByOrder.set(orderNo, (channels = refundChannelsOf(db, 'goods_order', orderNo, reader)));
    return channels;
  };
  return pageOf(
    query,
    db.select(countAll).from(refunds).innerJoin(orders, eq(orders.id, refunds.orderId)).innerJoin(users, eq(users.id, refunds.userId)).where(where),
    (limit, offset) =>
      db
        .select({ refund: refunds, orderNo: orders.orderNo, subOrderNo: subOrders.subOrderNo, source: subOrders.source, email: users.email, nickname: users.nickname })
        .from(refunds)
        .innerJoin(orders, eq(orders.id, refunds.orderId))
        .innerJoin(subOrders, eq(subOrders.id, refunds.subOrderId))
        .innerJoin(users, eq(users.id, refunds.userId))
        .where(where)
        .orderBy(desc(refunds.id))
        .limit(limit)
        .offset(offset),
    async (row) => ({
      ...refundViewOf(row.refund, { subOrderNo: row.subOrderNo, source: row.source, returnAddresses, links }, reader),
      order_no: row.orderNo,
      user_id: row.refund.userId,
      customer: row.email ?? row.nickname ?? '',
      refund_channel: (await channelsOf(row.orderNo)).get(row.subOrderNo)?.channel ?? null,
    }),
  );
}

