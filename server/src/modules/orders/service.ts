import { randomBytes } from 'node:crypto';
import { and, asc, desc, eq, inArray, lte, ne, not, type SQL } from 'drizzle-orm';
import {
  ErrorCode,
  type GoodsOrderStatus,
  type OrderDetail,
  type OrderPayBody,
  type OrderPayStatus,
  type OrderSummary,
  type PageQuery,
  type PageResult,
  type SharedOrder,
  type SharePayBody,
  type ShipmentEventView,
  type StatusMove,
  chosenReason,
  type CancelReason,
} from '@roamcart/contracts';
import { orderLines, orders, subOrders } from './tables.ts';
import type { Db, DbOrTx, Tx } from '../../platform/db.ts';
import { AppError } from '../../platform/errors.ts';
import { runOnce, type IdempotencyClaim } from '../../platform/idempotency.ts';
import type { AppMetrics } from '../../platform/metrics.ts';
import type { DeferredAnswerDrops } from '../../platform/response-cache.ts';
import { countAll, pageOf } from '../../platform/paging.ts';
import type { Reader } from '../../platform/reader.ts';
import type { ReferenceData } from '../../platform/reference-data.ts';
import { SYSTEM, transitionHistory, type Actor } from '../../platform/state-machine.ts';
import type { Remark } from '../../platform/system-text.ts';
import { changeStock, recordSales } from '../catalogue/index.ts';
import { awaitingReview, channelFor, checkChannelLimits, collectPayment, openCheckout, recordChannelPayment, startChannelPayment, type Payable, type PaymentsDeps } from '../payments/index.ts';
import { lockOwnOrder, ownOrder, type OrderRow } from './order-access.ts';
import { returnCoupon, returnPoints } from '../coupons/index.ts';
import { parcelViews } from './parcels.ts';
import { trackingLinks } from './carriers.ts';
import { amountsView, discountsView, lineView } from './pricing.ts';
import { refundedTotal } from './rebates.ts';
import { refundMoves, refundsOfOrder } from './refunds.ts';
import { refundedBySubOrder, refundMarkOf, refundMarks } from './refund-marks.ts';
import { customerTimeline } from './timeline.ts';
import { followSubOrders, moveSubOrders, orderStatus, subOrderStatus } from './state.ts';

type SubOrderRow = typeof subOrders.$inferSelect;
type OrderLineRow = typeof orderLines.$inferSelect;

/** What orders need besides the database: parameters, and the clock (tests move it). */
export interface OrderDeps {
  db: Db;
  ref: ReferenceData;
  /** Channel payments (gateways and the storefront's address); without them only the wallet pays. */
  payments?: PaymentsDeps;
  /** Goods pages show stock: an order's drops the cached ones after its commit. */
  answerDrops: DeferredAnswerDrops;
  /** Counts the orders placed. */
  metrics: Pick<AppMetrics, 'ordersCreated'>;
  now?: () => Date;
}

/** Gives back the stock of the given sub-orders' lines. */
async function returnStock(tx: DbOrTx, subOrderIds: number[], reference: string, actor: Actor): Promise<void> {
  if (subOrderIds.length === 0) return;
  const lines = await tx.select().from(orderLines).where(inArray(orderLines.subOrderId, subOrderIds)).orderBy(asc(orderLines.skuId));
  const who = actor.kind === 'system' ? 'system' : `${actor.kind}:${actor.id}`;
  for (const line of lines) await changeStock(tx, line.skuId, line.qty, 'cancel', reference, who);
}

/**
 * Ends an unpaid order, by the customer (`cancelled`) or by the payment timeout (`closed`): its
 * unpaid sub-orders end and give their stock and the points spent on them back. A shared order
 * with a sub-order already paid keeps going with the paid ones (and its coupon); otherwise the
 * coupon is given back too.
 */
export async function endUnpaid(tx: DbOrTx, order: OrderRow, to: 'cancelled' | 'closed', actor: Actor, remark: Remark): Promise<void> {
  if (order.status !== 'pending_payment') throw new AppError(ErrorCode.OrderStateConflict);
  const ended = await moveSubOrders(tx, order.id, ['pending_payment'], to, actor, remark);
  await returnStock(tx, ended, order.orderNo, actor);
  if (ended.length > 0) {
    const points = await tx.select({ pointsUsed: subOrders.pointsUsed }).from(subOrders).where(inArray(subOrders.id, ended));
    const back = points.reduce((sum, sub) => sum + sub.pointsUsed, 0);
    await returnPoints(tx, order.userId, back, order.orderNo, { key: `system.ledger.order_${to}`, params: { reference: order.orderNo } });
  }
  if (order.paidAmount === 0n) {
    await returnCoupon(tx, { orderId: order.id });
    await orderStatus.transition(tx, order.id, to, actor, remark);
  } else await followSubOrders(tx, order.id, actor, remark);
}

/** The buyer cancels an unpaid order, with the reason chosen from the list (in each reader's language) and any words typed (as typed). */
export async function cancelOrder(db: Db, userId: number, body: { order_no: string; reason_code?: CancelReason; reason: string }): Promise<void> {
  const reason = chosenReason('cancel_reason', body.reason_code, body.reason);
  await db.transaction(async (tx) => endUnpaid(tx, await lockOwnOrder(tx, userId, body.order_no), 'cancelled', { kind: 'user', id: userId }, reason));
}

/** The payment-timeout job's round: closes unpaid orders past their deadline, a few at a time; returns how many. */
export async function closeExpiredOrders(db: Db, now: Date): Promise<number> {
  const due = await db
    .select({ id: orders.id })
    .from(orders)
    // An order whose offline payment waits for an operator's review does not close under it.
    .where(and(eq(orders.status, 'pending_payment'), lte(orders.payDeadline, now), not(awaitingReview('goods_order', orders.orderNo))))
    .orderBy(asc(orders.payDeadline))
    .limit(100);
  let closed = 0;
  for (const { id } of due) {
    await db.transaction(async (tx) => {
      // Skip what a payment or a cancel holds right now; the next round sees it again if still due.
      const [order] = await tx.select().from(orders).where(eq(orders.id, id)).for('update', { skipLocked: true });
      if (order?.status !== 'pending_payment' || order.payDeadline > now) return;
      await endUnpaid(tx, order, 'closed', SYSTEM, { key: 'system.history.payment_timeout' });
      closed += 1;
    });
  }
  return closed;
}

/** The sub-orders of a locked order a payment covers, and what is due for them (base minor units). */
interface Due {
  paying: SubOrderRow[];
  amount: bigint;
}

/**
 * What is due for the named sub-orders of a locked order (every unpaid one when none are named):
 * 4207 when the order or every one named is past paying, 4002 for a sub-order not of this order.
 */
async function dueOf(tx: DbOrTx, order: OrderRow, subOrderNos: string[] | undefined): Promise<Due> {
  if (order.status !== 'pending_payment') throw new AppError(ErrorCode.OrderStateConflict);
  const subs = await tx.select().from(subOrders).where(eq(subOrders.orderId, order.id)).orderBy(asc(subOrders.id));
  const wanted = subOrderNos ? new Set(subOrderNos) : null;
  if (wanted && [...wanted].some((no) => !subs.some((sub) => sub.subOrderNo === no))) throw AppError.field('sub_order_nos', 'validation.invalid');
  const paying = subs.filter((sub) => sub.status === 'pending_payment' && (!wanted || wanted.has(sub.subOrderNo)));
  if (paying.length === 0) throw new AppError(ErrorCode.OrderStateConflict);
  return { paying, amount: paying.reduce((sum, sub) => sum + sub.payAmount - sub.paidAmount, 0n) };
}

/**
 * Moves the paid sub-orders on (paid, then pending shipping), counts their sales and the order's
 * paid amount, and moves the order after them; inside the payment's transaction.
 */
async function markPaid(tx: Tx, order: OrderRow, due: Due, by: { actor: Actor; payerId: number | null; remark: Remark }, now: Date): Promise<bigint> {
  for (const sub of due.paying) {
    await subOrderStatus.transition(tx, sub.id, 'paid', by.actor, by.remark, { paidAmount: sub.payAmount, paidAt: now, paidBy: by.payerId });
    await subOrderStatus.transition(tx, sub.id, 'pending_shipping', SYSTEM);
  }
  const lines = await tx
    .select({ productId: orderLines.productId, qty: orderLines.qty })
    .from(orderLines)
    .where(
      inArray(
        orderLines.subOrderId,
        due.paying.map((sub) => sub.id),
      ),
    );
  for (const line of lines) await recordSales(tx, line.productId, line.qty);
  const paidAmount = order.paidAmount + due.amount;
  await tx
    .update(orders)
    .set({ paidAmount, ...(paidAmount === order.payAmount ? { paidAt: now } : {}) })
    .where(eq(orders.id, order.id));
  await followSubOrders(tx, order.id, by.actor, by.remark);
  return paidAmount;
}

async function payStatusOf(tx: DbOrTx, order: OrderRow, paidAmount: bigint, reader: Reader): Promise<OrderPayStatus> {
  const [after] = await tx.select({ status: orders.status }).from(orders).where(eq(orders.id, order.id));
  return {
    order_no: order.orderNo,
    status: after!.status as GoodsOrderStatus,
    pay_amount: reader.price.out(order.payAmount),
    paid_amount: reader.price.out(paidAmount),
    currency: reader.price.seen.currency,
  };
}

/** What to pay: the sub-orders named (all when none are), by whom (null: a guest of a share link) and how. */
interface Payment {
  payerId: number | null;
  method: OrderPayBody['method'];
  channelId?: number;
  subOrderNos?: string[];
}

/**
 * Pays an order (locked by the caller), or some of its sub-orders. From the wallet: exactly what
 * is due, through the payment service in the same transaction as the moves to paid (4201 when the
 * balance is short; 4207 when nothing named is left to pay, so a second payment in parallel pays
 * nothing). Through an online channel: a checkout of exactly what is due is opened and its page
 * answered; the order is paid when the gateway confirms (goodsOrderPayable), once.
 */
async function payLockedOrder(tx: Tx, deps: OrderDeps, order: OrderRow, payment: Payment, reader: Reader, now: Date): Promise<OrderPayStatus> {
  const due = await dueOf(tx, order, payment.subOrderNos);
  if (payment.method === 'channel') {
    if (!deps.payments) throw new AppError(ErrorCode.PaymentChannelUnavailable);
    const channel = await channelFor(tx, payment.channelId!, 'pay');
    // An offline transfer is paid with its voucher (POST /payment/offline).
    if (channel.kind !== 'online') throw new AppError(ErrorCode.PaymentChannelUnavailable);
    checkChannelLimits(channel, due.amount, reader);
    const started = await startChannelPayment(tx, deps.payments, {
      biz: 'goods_order',
      reference: order.orderNo,
      subOrderNos: due.paying.map((sub) => sub.subOrderNo),
      userId: payment.payerId,
      channel,
      amount: due.amount,
      fee: 0n,
      seen: reader.price.seen,
    });
    return { ...(await payStatusOf(tx, order, order.paidAmount, reader)), pay_no: started.payNo };
  }
  if (payment.payerId === null) throw new AppError(ErrorCode.TokenExpired);
  const balance = await collectPayment(tx, { userId: payment.payerId, biz: 'goods_order', reference: order.orderNo, method: 'wallet', amount: due.amount, seen: reader.price.seen });
  const paidAmount = await markPaid(tx, order, due, { actor: { kind: 'user', id: payment.payerId }, payerId: payment.payerId, remark: { key: 'system.history.paid_wallet' } }, now);
  return { ...(await payStatusOf(tx, order, paidAmount, reader)), balance: reader.price.out(balance) };
}

/** The buyer pays their order, or some of its sub-orders, from the wallet or through a channel. */
export async function payOrder(deps: OrderDeps, userId: number, body: OrderPayBody, reader: Reader, claim: IdempotencyClaim | undefined): Promise<OrderPayStatus> {
  const now = deps.now?.() ?? new Date();
  const paid = await runOnce(deps.db, `user:${userId}:order/pay`, claim, async (tx) =>
    payLockedOrder(tx, deps, await lockOwnOrder(tx, userId, body.order_no), { payerId: userId, method: body.method, channelId: body.channel_id, subOrderNos: body.sub_order_nos }, reader, now),
  );
  return withCheckout(deps, paid, reader);
}

/** A channel payment's gateway page, opened once its payment is recorded (outside the transaction). */
async function withCheckout(deps: OrderDeps, status: OrderPayStatus, reader: Reader): Promise<OrderPayStatus> {
  if (!status.pay_no || !deps.payments) return status;
  const payUrl = await openCheckout(deps.payments, status.pay_no, reader);
  return payUrl ? { ...status, pay_url: payUrl } : status;
}

/** The order a share link names, locked; 4206 when the link is unknown. */
async function lockSharedOrder(tx: DbOrTx, shareToken: string): Promise<OrderRow> {
  const [order] = await tx
    .select()
    .from(orders)
    .where(and(eq(orders.shareToken, shareToken), ne(orders.status, 'deleted')))
    .for('update');
  if (!order) throw new AppError(ErrorCode.OrderNotFound);
  return order;
}

/** Anyone with the link pays sub-orders of a shared order: a signed-in visitor from their wallet, anyone through a channel. */
export async function payShared(deps: OrderDeps, payerId: number | null, body: SharePayBody, reader: Reader, claim: IdempotencyClaim | undefined): Promise<OrderPayStatus> {
  const now = deps.now?.() ?? new Date();
  const scope = payerId === null ? `share:${body.share_token}:order/share_pay` : `user:${payerId}:order/share_pay`;
  const paid = await runOnce(deps.db, scope, claim, async (tx) =>
    payLockedOrder(tx, deps, await lockSharedOrder(tx, body.share_token), { payerId, method: body.method, channelId: body.channel_id, subOrderNos: body.sub_order_nos }, reader, now),
  );
  return withCheckout(deps, paid, reader);
}

/**
 * Goods orders as something a channel payment pays: what is due for the parts asked (of the
 * payer's own order, or of any order through its share link), and the confirmed payment applied:
 * only when every sub-order it covered still waits for exactly that money; otherwise (paid from
 * the wallet meanwhile, closed) nothing is due and the payment service keeps the money for the payer.
 */
export const goodsOrderPayable: Payable = {
  async due(tx, ask) {
    const order = ask.shareToken ? await lockSharedOrder(tx, ask.shareToken) : ask.payerId !== null ? await lockOwnOrder(tx, ask.payerId, ask.reference) : null;
    if (!order || (ask.shareToken && order.orderNo !== ask.reference)) throw new AppError(ErrorCode.OrderNotFound);
    const due = await dueOf(tx, order, ask.subOrderNos);
    return { reference: order.orderNo, subOrderNos: due.paying.map((sub) => sub.subOrderNo), amount: due.amount };
  },
  async settle(tx, payment, now) {
    const [order] = await tx.select().from(orders).where(eq(orders.orderNo, payment.reference)).for('update');
    if (order?.status !== 'pending_payment') return 'nothing_due';
    const subs = await tx.select().from(subOrders).where(eq(subOrders.orderId, order.id)).orderBy(asc(subOrders.id));
    const paying = subs.filter((sub) => payment.subOrderNos.includes(sub.subOrderNo));
    const amount = paying.reduce((sum, sub) => sum + sub.payAmount - sub.paidAmount, 0n);
    if (paying.length !== payment.subOrderNos.length || paying.some((sub) => sub.status !== 'pending_payment') || amount !== payment.amount) return 'nothing_due';
    const seen = { currency: payment.currency, rate: payment.rate };
    await recordChannelPayment(tx, { userId: payment.userId, biz: 'goods_order', reference: order.orderNo, payNo: payment.payNo, amount, seen });
    await markPaid(tx, order, { paying, amount }, { actor: SYSTEM, payerId: payment.userId, remark: { key: 'system.history.paid_channel', params: { reference: payment.payNo } } }, now);
    return 'applied';
  },
};

/** The buyer's unpaid order gets a share link (the same one when asked again). */
export async function shareOrder(deps: OrderDeps & { publicUrl: string }, userId: number, orderNo: string): Promise<{ share_token: string; url: string }> {
  return deps.db.transaction(async (tx) => {
    const order = await lockOwnOrder(tx, userId, orderNo);
    if (order.status !== 'pending_payment') throw new AppError(ErrorCode.OrderStateConflict);
    const token = order.shareToken ?? randomBytes(24).toString('base64url');
    if (!order.shareToken) await tx.update(orders).set({ shareToken: token }).where(eq(orders.id, order.id));
    return { share_token: token, url: `${deps.publicUrl.replace(/\/$/, '')}/#/shareorder?token=${token}` };
  });
}

/** What the share link shows: goods and amounts, the city it goes to, and which sub-orders can still be paid. */
export async function sharedOrderDetail(db: DbOrTx, shareToken: string, reader: Reader): Promise<SharedOrder> {
  const [order] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.shareToken, shareToken), ne(orders.status, 'deleted')));
  if (!order) throw new AppError(ErrorCode.OrderNotFound);
  const [summary] = await summaries(db, [order], reader);
  const { order_no, status, goods_amount, shipping_fee, discount, pay_amount, paid_amount, currency, pay_deadline } = summary!;
  return {
    order_no,
    status,
    goods_amount,
    shipping_fee,
    discount,
    pay_amount,
    paid_amount,
    currency,
    pay_deadline,
    city: order.address.city,
    country: order.address.country,
    sub_orders: summary!.sub_orders.map(({ logistics_company: _company, tracking_no: _tracking, tracking_url: _url, latest_event: _event, parcels: _parcels, ...sub }) => ({
      ...sub,
      payable: sub.status === 'pending_payment',
    })),
  };
}

export async function payStatus(db: DbOrTx, userId: number, orderNo: string, reader: Reader): Promise<OrderPayStatus> {
  const order = await ownOrder(db, userId, orderNo);
  return {
    order_no: order.orderNo,
    status: order.status as GoodsOrderStatus,
    pay_amount: reader.price.out(order.payAmount),
    paid_amount: reader.price.out(order.paidAmount),
    currency: reader.price.seen.currency,
  };
}

/** The buyer confirms the shipped sub-orders arrived. */
export async function confirmReceipt(db: Db, userId: number, orderNo: string): Promise<void> {
  await db.transaction(async (tx) => {
    const order = await lockOwnOrder(tx, userId, orderNo);
    const buyer: Actor = { kind: 'user', id: userId };
    const received = await moveSubOrders(tx, order.id, ['shipped'], 'received', buyer, '', { receivedAt: new Date() });
    if (received.length === 0) throw new AppError(ErrorCode.OrderStateConflict);
    await followSubOrders(tx, order.id, buyer);
  });
}

/** The automatic-receipt job's round: shipped sub-orders past their date count as received; returns how many. */
export async function receiveOverdueSubOrders(db: Db, now: Date): Promise<number> {
  const due = await db
    .select({ id: subOrders.id, orderId: subOrders.orderId })
    .from(subOrders)
    .where(and(eq(subOrders.status, 'shipped'), lte(subOrders.autoReceiveAt, now)))
    .orderBy(asc(subOrders.autoReceiveAt))
    .limit(100);
  let received = 0;
  for (const sub of due) {
    await db.transaction(async (tx) => {
      const [order] = await tx.select({ id: orders.id }).from(orders).where(eq(orders.id, sub.orderId)).for('update', { skipLocked: true });
      if (!order) return;
      const [current] = await tx.select({ status: subOrders.status }).from(subOrders).where(eq(subOrders.id, sub.id));
      if (current?.status !== 'shipped') return;
      await subOrderStatus.transition(tx, sub.id, 'received', SYSTEM, { key: 'system.history.automatic_receipt' }, { receivedAt: now });
      await followSubOrders(tx, order.id, SYSTEM, { key: 'system.history.automatic_receipt' });
      received += 1;
    });
  }
  return received;
}

/** Removes a finished (completed, cancelled or closed) order from the buyer's list; the record stays for the back office. */
export async function deleteOrder(db: Db, userId: number, orderNo: string): Promise<void> {
  await db.transaction(async (tx) => {
    const order = await lockOwnOrder(tx, userId, orderNo);
    await orderStatus.transition(tx, order.id, 'deleted', { kind: 'user', id: userId });
  });
}


/** Orders with their sub-orders, lines, parcels with their newest carrier events and tracking pages, and what was refunded, as the caller reads them; eight queries for any number of orders. */
async function summaries(db: DbOrTx, rows: OrderRow[], reader: Reader): Promise<OrderSummary[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const subs = await db.select().from(subOrders).where(inArray(subOrders.orderId, ids)).orderBy(asc(subOrders.id));
  const lines = await db.select().from(orderLines).where(inArray(orderLines.orderId, ids)).orderBy(asc(orderLines.id));
  const links = await trackingLinks(db);
  const parcels = await parcelViews(
    db,
    subs.map((sub) => sub.id),
    reader,
    links,
  );
  const refunded = await refundedBySubOrder(db, ids);
  /** The newest carrier event among the sub-order's parcels. */
  const latestEvent = (subOrderId: number) =>
    parcels
      .get(subOrderId)!
      .flatMap((parcel) => (parcel.latest_event ? [parcel.latest_event] : []))
      .reduce<ShipmentEventView | null>((newest, event) => (!newest || event.occurred_at > newest.occurred_at || (event.occurred_at === newest.occurred_at && event.id > newest.id) ? event : newest), null);
  const subView = (sub: SubOrderRow & { lines: OrderLineRow[] }, discount: string, lineDiscounts: string[]) => ({
    sub_order_no: sub.subOrderNo,
    status: sub.status as GoodsOrderStatus,
    source: sub.source === 'merchant' ? ('merchant' as const) : ('warehouse' as const),
    ...amountsView(sub, discount, reader),
    paid_amount: reader.price.out(sub.paidAmount),
    logistics_company: sub.logisticsCompany,
    tracking_no: sub.trackingNo,
    tracking_url: links(sub.logisticsCompany, sub.trackingNo),
    latest_event: latestEvent(sub.id),
    lines: sub.lines.map((line, index) => ({ ...lineView(line, lineDiscounts[index]!, reader), shipped_qty: line.shippedQty })),
    parcels: parcels.get(sub.id)!,
    ...refundMarks(sub.paidAmount, refunded.get(sub.id) ?? 0n, reader),
  });
  return rows.map((row) => {
    const own = subs.filter((sub) => sub.orderId === row.id).map((sub) => ({ ...sub, lines: lines.filter((line) => line.subOrderId === sub.id) }));
    const shown = discountsView(row, own, reader);
    return {
      order_no: row.orderNo,
      status: row.status as GoodsOrderStatus,
      ...amountsView(row, shown.order, reader),
      coupon_discount: shown.coupon,
      points_used: row.pointsUsed,
      points_discount: shown.points,
      paid_amount: reader.price.out(row.paidAmount),
      currency: reader.price.seen.currency,
      created_at: row.createdAt.toISOString(),
      pay_deadline: row.status === 'pending_payment' ? row.payDeadline.toISOString() : null,
      sub_orders: own.map((sub, index) => subView(sub, shown.subs[index]!, shown.lines[index]!)),
      refund_mark: refundMarkOf(row.paidAmount, own.reduce((sum, sub) => sum + (refunded.get(sub.id) ?? 0n), 0n)),
    };
  });
}

/** The caller's orders, newest first; deleted ones are gone from the list. */
export async function listOrders(db: DbOrTx, userId: number, query: PageQuery & { status?: GoodsOrderStatus }, reader: Reader): Promise<PageResult<OrderSummary>> {
  const conditions: SQL[] = [eq(orders.userId, userId), ne(orders.status, 'deleted')];
  if (query.status) conditions.push(eq(orders.status, query.status));
  const where = and(...conditions);
  const page = await pageOf(
    query,
    db.select(countAll).from(orders).where(where),
    (limit, offset) => db.select().from(orders).where(where).orderBy(desc(orders.id)).limit(limit).offset(offset),
    (row) => row,
  );
  return { ...page, list: await summaries(db, page.list, reader) };
}

export async function orderDetail(db: DbOrTx, userId: number, orderNo: string, reader: Reader): Promise<OrderDetail> {
  return detailOf(db, await ownOrder(db, userId, orderNo), reader);
}

/** A move of the order or one of its sub-orders, with the id of the user or admin who made it (null: the system). */
export type OrderMove = StatusMove & { actorId: number | null };

/** The history of the order and every sub-order as one timeline, oldest first, remarks in the reader's words. */
export async function orderMoves(db: DbOrTx, orderId: number, reader: Reader): Promise<OrderMove[]> {
  const subs = await db.select({ id: subOrders.id, no: subOrders.subOrderNo }).from(subOrders).where(eq(subOrders.orderId, orderId));
  const moves = await transitionHistory(db, [
    { kind: orderStatus.kind, ids: [orderId] },
    { kind: subOrderStatus.kind, ids: subs.map((sub) => sub.id) },
  ]);
  return moves.map((move) => ({
    from: move.from,
    to: move.to,
    by: move.actorKind,
    actorId: move.actorId,
    remark: reader.text(move),
    at: move.at.toISOString(),
    sub_order_no: move.entityKind === subOrderStatus.kind ? (subs.find((sub) => sub.id === move.entityId)?.no ?? null) : null,
  }));
}

/**
 * An order with its sub-orders, lines, address, the history of the order and every sub-order in
 * one list (the back office's), and the customer's timeline made of it.
 */
export async function detailOf(db: DbOrTx, order: OrderRow, reader: Reader): Promise<OrderDetail> {
  const [summary] = await summaries(db, [order], reader);
  const history: StatusMove[] = (await orderMoves(db, order.id, reader)).map(({ actorId: _actorId, ...move }) => move);
  const refunds = await refundsOfOrder(db, order.id, reader);
  const refundHistory = await refundMoves(db, refunds.map((refund) => refund.id), reader);
  const { order_no, status, goods_amount, shipping_fee, discount, coupon_discount, points_used, points_discount, pay_amount, paid_amount, currency } = summary!;
  return {
    ...summary!,
    order: { order_no, status, goods_amount, shipping_fee, discount, coupon_discount, points_used, points_discount, pay_amount, paid_amount, currency },
    address: order.address,
    remark: order.remark,
    history,
    timeline: customerTimeline(summary!.created_at, summary!.sub_orders.length, history, refunds, refundHistory),
    refunds,
    refunded_amount: reader.price.out(await refundedTotal(db, order.id)),
  };
}

