import { and, asc, desc, eq, ilike, inArray, or, type SQL } from 'drizzle-orm';
import {
  ErrorCode,
  ORDER_EXPORT_MAX,
  type AdminStatusMove,
  type GoodsOrderStatus,
  type OrderAdminDetail,
  type OrderAdminListQuery,
  type OrderAdminRow,
  type OrderNoteBody,
  type OrderNoteView,
  type OrderPaymentRow,
  type OrderShipBody,
  type PageResult,
  type ShipmentEventBody,
  toCsv,
} from '@roamcart/contracts';
import { admins } from '../../platform/tables/admin.ts';
import { users } from '../../platform/tables/users.ts';
import { orderNotes as notesTable, orders, subOrders } from './tables.ts';
import type { AdminContext } from '../../platform/admin-auth.ts';
import { scopeCondition } from '../../platform/agent-scope.ts';
import { withinDays } from '../../platform/day-range.ts';
import type { DbOrTx } from '../../platform/db.ts';
import { AppError } from '../../platform/errors.ts';
import { containing } from '../../platform/like.ts';
import { countAll, pageOf } from '../../platform/paging.ts';
import { sortedBy } from '../../platform/sorting.ts';
import type { Reader } from '../../platform/reader.ts';
import type { Actor } from '../../platform/state-machine.ts';
import type { AppDeps } from '../../platform/types.ts';
import { paymentsOf, refundChannelsOf } from '../payments/index.ts';
import { orderWaitsForShipment } from './to-handle.ts';
import { backOfficeCarrier, carrierProvider } from './carrier-provider.ts';
import { activeCarrierNames } from './carriers.ts';
import { tellShipped } from './customer-notices.ts';
import { detailOf, endUnpaid, orderMoves, type OrderMove } from './service.ts';
import { followSubOrders, subOrderStatus } from './state.ts';
import { refundHistoryForAdmin } from './refund-history.ts';
import { refundedOfOrder, refundMarks } from './refund-marks.ts';
import { eventView, parcelOf, sendParcel, showNewestParcel } from './parcels.ts';

const DEFAULT_AUTO_RECEIVE_DAYS = 10;
const DAY_MS = 24 * 60 * 60_000;

const customerName = (row: { email: string | null; nickname: string | null }) => row.email ?? row.nickname ?? '';
const adminActor = (admin: AdminContext): Actor => ({ kind: 'admin', id: admin.id });

/** The list's filters, within the customers the admin may see (an agent's admins see their agents' customers only). */
async function listConditions(db: DbOrTx, admin: AdminContext, query: Omit<OrderAdminListQuery, 'page' | 'limit'>): Promise<SQL | undefined> {
  const conditions: (SQL | undefined)[] = [await scopeCondition(db, admin), ...withinDays(orders.createdAt, query.date_from, query.date_to)];
  if (query.status) conditions.push(eq(orders.status, query.status));
  if (query.to_handle) conditions.push(orderWaitsForShipment);
  if (query.order_no) conditions.push(ilike(orders.orderNo, containing(query.order_no)));
  if (query.customer) conditions.push(or(ilike(users.email, containing(query.customer)), ilike(users.nickname, containing(query.customer))));
  if (query.user_id) conditions.push(eq(orders.userId, query.user_id));
  return and(...conditions);
}

type ListSort = Pick<OrderAdminListQuery, 'sort' | 'order'>;
const SORTABLE = { created_at: orders.createdAt, pay_amount: orders.payAmount, paid_amount: orders.paidAmount };

function selectRows(db: DbOrTx, where: SQL | undefined, sort: ListSort) {
  return db
    .select({ order: orders, email: users.email, nickname: users.nickname, subOrders: db.$count(subOrders, eq(subOrders.orderId, orders.id)), refunded: refundedOfOrder(orders.id) })
    .from(orders)
    .innerJoin(users, eq(users.id, orders.userId))
    .where(where)
    .orderBy(...sortedBy(sort, SORTABLE, orders.id, [desc(orders.id)]));
}

type ListedRow = Awaited<ReturnType<typeof selectRows>>[number];

function toRow(row: ListedRow, reader: Reader): OrderAdminRow {
  const { order } = row;
  return {
    order_no: order.orderNo,
    user_id: order.userId,
    customer: customerName(row),
    status: order.status as GoodsOrderStatus,
    goods_amount: reader.price.out(order.goodsAmount),
    shipping_fee: reader.price.out(order.shippingFee),
    pay_amount: reader.price.out(order.payAmount),
    paid_amount: reader.price.out(order.paidAmount),
    currency: order.currency,
    sub_orders: row.subOrders,
    ...refundMarks(order.paidAmount, BigInt(row.refunded), reader),
    created_at: order.createdAt.toISOString(),
  };
}

export async function listOrdersForAdmin(deps: AppDeps, admin: AdminContext, query: OrderAdminListQuery, reader: Reader): Promise<PageResult<OrderAdminRow>> {
  const where = await listConditions(deps.db, admin, query);
  return pageOf(
    query,
    deps.db.select(countAll).from(orders).innerJoin(users, eq(users.id, orders.userId)).where(where),
    (limit, offset) => selectRows(deps.db, where, query).limit(limit).offset(offset),
    (row) => toRow(row, reader),
  );
}

const EXPORT_COLUMNS: readonly (keyof OrderAdminRow)[] = ['order_no', 'customer', 'status', 'goods_amount', 'shipping_fee', 'pay_amount', 'paid_amount', 'currency', 'sub_orders', 'created_at'];

/** Every order the filters match (newest first, at most ORDER_EXPORT_MAX) as CSV with a header row. */
export async function exportOrders(deps: AppDeps, admin: AdminContext, query: Omit<OrderAdminListQuery, 'page' | 'limit'>, reader: Reader, now = new Date()) {
  const rows = await selectRows(deps.db, await listConditions(deps.db, admin, query), query).limit(ORDER_EXPORT_MAX);
  const csv = toCsv(EXPORT_COLUMNS, rows.map((row) => EXPORT_COLUMNS.map((column) => toRow(row, reader)[column])));
  return { filename: `orders-${now.toISOString().slice(0, 10)}.csv`, csv };
}

/** The order by number (or by one of its sub-orders' numbers) among the customers the admin may see; 4206 otherwise. */
export async function visibleOrder(db: DbOrTx, admin: AdminContext, orderNo: string, lock = false) {
  const bySub = db.select({ id: subOrders.orderId }).from(subOrders).where(eq(subOrders.subOrderNo, orderNo));
  const query = db
    .select({ order: orders, email: users.email, nickname: users.nickname })
    .from(orders)
    .innerJoin(users, eq(users.id, orders.userId))
    .where(and(or(eq(orders.orderNo, orderNo), inArray(orders.id, bySub)), await scopeCondition(db, admin)));
  const [row] = lock ? await query.for('update', { of: orders }) : await query;
  if (!row) throw new AppError(ErrorCode.OrderNotFound);
  return row;
}

/** Names of customers by id: the email, else the nickname. */
async function customerNames(db: DbOrTx, ids: number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db.select({ id: users.id, email: users.email, nickname: users.nickname }).from(users).where(inArray(users.id, ids));
  return new Map(rows.map((row) => [row.id, customerName(row)]));
}

/** The timeline with who made each move: an admin by username, a customer by name, the system by nobody. */
async function withActors(db: DbOrTx, moves: OrderMove[]): Promise<AdminStatusMove[]> {
  const idsOf = (kind: string) => [...new Set(moves.filter((move) => move.by === kind && move.actorId !== null).map((move) => move.actorId!))];
  const adminIds = idsOf('admin');
  const adminNames = new Map(
    adminIds.length ? (await db.select({ id: admins.id, username: admins.username }).from(admins).where(inArray(admins.id, adminIds))).map((row) => [row.id, row.username]) : [],
  );
  const userNames = await customerNames(db, idsOf('user'));
  return moves.map(({ actorId, ...move }) => {
    const names = move.by === 'admin' ? adminNames : move.by === 'user' ? userNames : null;
    return { ...move, actor: (actorId !== null && names?.get(actorId)) || '', refund_id: null };
  });
}

/**
 * The back office's timeline: the refund requests' moves and the order's and sub-orders', oldest
 * first; moves of one instant keep that order (a refund before the cancel it caused).
 */
async function orderHistory(db: DbOrTx, orderId: number, reader: Reader): Promise<AdminStatusMove[]> {
  const moves = [...(await refundHistoryForAdmin(db, orderId, reader)), ...(await withActors(db, await orderMoves(db, orderId, reader)))];
  return moves.sort((a, b) => Date.parse(a.at) - Date.parse(b.at));
}

async function paymentRows(db: DbOrTx, orderNo: string, reader: Reader): Promise<OrderPaymentRow[]> {
  const rows = await paymentsOf(db, 'goods_order', orderNo);
  const payers = await customerNames(db, [...new Set(rows.flatMap((row) => (row.userId === null ? [] : [row.userId])))]);
  return rows.map((row) => ({
    id: row.id,
    method: row.method,
    status: row.status,
    amount: reader.price.out(row.amount),
    user_id: row.userId,
    payer: row.userId === null ? '' : (payers.get(row.userId) ?? ''),
    created_at: row.createdAt.toISOString(),
  }));
}

export async function orderDetailForAdmin(deps: AppDeps, admin: AdminContext, orderNo: string, reader: Reader): Promise<OrderAdminDetail> {
  const row = await visibleOrder(deps.db, admin, orderNo);
  return {
    ...(await detailOf(deps.db, row.order, reader)),
    user_id: row.order.userId,
    customer: customerName(row),
    seen_currency: row.order.currency,
    seen_rate: row.order.rate,
    history: await orderHistory(deps.db, row.order.id, reader),
    payments: await paymentRows(deps.db, row.order.orderNo, reader),
    shipment_events: await shipmentEventRows(deps.db, row.order.id),
    notes: await orderNotes(deps.db, row.order.id),
    refund_channels: [...(await refundChannelsOf(deps.db, 'goods_order', row.order.orderNo, reader)).entries()].map(([subOrderNo, paid]) => ({ sub_order_no: subOrderNo, channel: paid.channel })),
  };
}

/** Every carrier event of the order's parcels, newest first, each with its sub-order's number. */
async function shipmentEventRows(db: DbOrTx, orderId: number) {
  const subs = await db.select({ id: subOrders.id, no: subOrders.subOrderNo }).from(subOrders).where(eq(subOrders.orderId, orderId));
  const events = await carrierProvider.events(
    db,
    subs.map((sub) => sub.id),
  );
  return events.map((event) => ({ ...eventView(event), parcel_id: event.parcelId, sub_order_no: subs.find((sub) => sub.id === event.subOrderId)!.no }));
}

/**
 * Ships the named sub-order, or every sub-order of the named order that waits for shipping, with
 * the carrier (one of the active carriers, 4002 otherwise) and tracking number:
 * one parcel per sub-order, of the lines asked (a sub-order only: 4002 on `lines` for an order)
 * or of everything not shipped yet. A sub-order moves to shipped once every line went out, and
 * counts as received by itself after the automatic-receipt parameter's days; the customer is
 * told of each parcel. 4207 when nothing named waits for shipping.
 */
export async function shipOrder(deps: AppDeps, admin: AdminContext, body: OrderShipBody, now = new Date()): Promise<void> {
  const companies = await activeCarrierNames(deps.db);
  // No active carrier leaves the carrier free rather than making shipping impossible.
  if (companies.length > 0 && !companies.includes(body.logistics_company)) throw AppError.field('logistics_company', 'validation.logistics_company');
  const days = await deps.ref.intParameter('order_auto_receive_days', DEFAULT_AUTO_RECEIVE_DAYS);
  await deps.db.transaction(async (tx) => {
    const { order } = await visibleOrder(tx, admin, body.order_no, true);
    const namesSubOrder = body.order_no !== order.orderNo;
    if (body.lines && !namesSubOrder) throw AppError.field('lines', 'validation.parcel_lines_sub_order');
    const waiting = await tx
      .select({ id: subOrders.id, no: subOrders.subOrderNo })
      .from(subOrders)
      .where(and(eq(subOrders.orderId, order.id), eq(subOrders.status, 'pending_shipping')))
      .orderBy(asc(subOrders.id));
    const shipping = namesSubOrder ? waiting.filter((sub) => sub.no === body.order_no) : waiting;
    if (shipping.length === 0) throw new AppError(ErrorCode.OrderStateConflict);
    const carrier = { logisticsCompany: body.logistics_company, trackingNo: body.tracking_no };
    for (const sub of shipping) {
      const allShipped = await sendParcel(tx, sub.id, { ...carrier, adminId: admin.id, shippedAt: now }, body.lines);
      if (!allShipped) {
        await showNewestParcel(tx, sub.id, carrier);
        continue;
      }
      await subOrderStatus.transition(tx, sub.id, 'shipped', adminActor(admin), `${body.logistics_company} ${body.tracking_no}`, {
        ...carrier,
        shippedAt: now,
        autoReceiveAt: new Date(now.getTime() + days * DAY_MS),
      });
    }
    await followSubOrders(tx, order.id, adminActor(admin));
    await tellShipped(tx, deps.ref, order, { carrier: body.logistics_company, trackingNo: body.tracking_no });
  });
}

/** Some slack for a carrier's clock against ours before an event counts as in the future. */
const CLOCK_SLACK_MS = 5 * 60_000;

/**
 * The operator enters a carrier event of one of a sub-order's parcels (the back office is its
 * carrier provider): 4206 for a sub-order the admin may not see, 4207 before any parcel went out,
 * 4002 on `occurred_at` for a time in the future and on `parcel_id` (see parcelOf).
 */
export async function addShipmentEvent(deps: AppDeps, admin: AdminContext, body: ShipmentEventBody, now = new Date()): Promise<void> {
  const occurredAt = new Date(body.occurred_at);
  if (occurredAt.getTime() > now.getTime() + CLOCK_SLACK_MS) throw AppError.field('occurred_at', 'validation.not_in_future');
  await deps.db.transaction(async (tx) => {
    const { order } = await visibleOrder(tx, admin, body.sub_order_no, true);
    const [sub] = await tx
      .select({ id: subOrders.id })
      .from(subOrders)
      .where(and(eq(subOrders.orderId, order.id), eq(subOrders.subOrderNo, body.sub_order_no)));
    if (!sub) throw new AppError(ErrorCode.OrderNotFound);
    const parcelId = await parcelOf(tx, sub.id, body.parcel_id);
    await backOfficeCarrier.record(tx, admin.id, { subOrderId: sub.id, parcelId }, { occurredAt, status: body.status, location: body.location, description: body.description });
  });
}

/** The back office cancels an unpaid order with a reason; its stock comes back. */
export async function cancelOrderForAdmin(deps: AppDeps, admin: AdminContext, orderNo: string, reason: string): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const { order } = await visibleOrder(tx, admin, orderNo, true);
    await endUnpaid(tx, order, 'cancelled', adminActor(admin), reason);
  });
}

/** The order's internal notes, oldest first, each with its writer's username. */
async function orderNotes(db: DbOrTx, orderId: number): Promise<OrderNoteView[]> {
  const rows = await db
    .select({ note: notesTable, username: admins.username })
    .from(notesTable)
    .leftJoin(admins, eq(admins.id, notesTable.adminId))
    .where(eq(notesTable.orderId, orderId))
    .orderBy(asc(notesTable.id));
  return rows.map(({ note, username }) => ({ id: note.id, body: note.body, admin: username ?? '', created_at: note.createdAt.toISOString() }));
}

/** An operator's internal note on an order they may see (4206 otherwise): for the back office only. */
export async function addOrderNote(deps: AppDeps, admin: AdminContext, body: OrderNoteBody): Promise<OrderNoteView> {
  const { order } = await visibleOrder(deps.db, admin, body.order_no);
  const [note] = await deps.db.insert(notesTable).values({ orderId: order.id, adminId: admin.id, body: body.body }).returning();
  const [writer] = await deps.db.select({ username: admins.username }).from(admins).where(eq(admins.id, admin.id));
  return { id: note!.id, body: note!.body, admin: writer?.username ?? '', created_at: note!.createdAt.toISOString() };
}
