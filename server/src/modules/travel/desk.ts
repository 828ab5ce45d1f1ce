import { and, asc, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { ErrorCode, formatMinor, type PageResult, type TravelOrderKind, type TravelOrderStatus } from '@roamcart/contracts';
import { users } from '../../platform/tables/users.ts';
import { travelOrders } from './tables.ts';
import type { AdminContext } from '../../platform/admin-auth.ts';
import { scopeCondition } from '../../platform/agent-scope.ts';
import { utcDay, withinDays } from '../../platform/day-range.ts';
import type { DbOrTx } from '../../platform/db.ts';
import type { Reader } from '../../platform/reader.ts';
import { AppError } from '../../platform/errors.ts';
import { containing } from '../../platform/like.ts';
import { countAll, pageOf } from '../../platform/paging.ts';
import type { TravelOrderRow } from './orders.ts';
import type { TravelProvider } from './provider.ts';
import { HOLDING_STATUSES, travelOrderStatus } from './state.ts';
import { heldUntilOf } from './views.ts';

/** An order on the back office's desk: the order and who booked it (email, else nickname). */
export interface DeskOrder {
  order: TravelOrderRow;
  customer: string;
}

/** What waits for an operator: an order to review, or a paid one to verify or ticket. */
export const TRAVEL_ORDERS_TO_HANDLE: readonly TravelOrderStatus[] = ['ordered_pending_review', 'paid_pending_verification'];

const customerName = (row: { email: string | null; nickname: string | null }) => row.email ?? row.nickname ?? '';

const deskOrderOf = (row: { order: TravelOrderRow; email: string | null; nickname: string | null }): DeskOrder => ({ order: row.order, customer: customerName(row) });

/** Orders of `kind` with their customers, as far as `where` (which may name users' columns: the admin's scope) lets through. */
function selectDeskOrders(db: DbOrTx, where: SQL | undefined) {
  return db.select({ order: travelOrders, email: users.email, nickname: users.nickname }).from(travelOrders).innerJoin(users, eq(users.id, travelOrders.userId)).where(where);
}

/** An order of `kind` of a customer the admin may see, by number; 4206 otherwise (one outside its agents is "not found" too). */
export async function visibleTravelOrder(db: DbOrTx, admin: AdminContext, kind: TravelOrderKind, orderNo: string): Promise<DeskOrder> {
  const [row] = await selectDeskOrders(db, and(eq(travelOrders.kind, kind), eq(travelOrders.orderNo, orderNo), await scopeCondition(db, admin)));
  if (!row) throw new AppError(ErrorCode.OrderNotFound);
  return deskOrderOf(row);
}

/** An order in review lapses unless reviewed by then. */
export const reviewDeadlineOf = (order: TravelOrderRow): string | null => (order.status === 'ordered_pending_review' ? (order.holdDeadline?.toISOString() ?? null) : null);

/** What every kind's desk row shows of an order: number, state, customer, amounts in the base currency (`digits`), hold and booking time. */
export function travelDeskRow({ order, customer }: DeskOrder, digits: number) {
  return {
    order_no: order.orderNo,
    status: order.status as TravelOrderStatus,
    user_id: order.userId,
    customer,
    pay_amount: formatMinor(order.payAmount, digits),
    paid_amount: formatMinor(order.paidAmount, digits),
    hold_deadline: HOLDING_STATUSES.includes(order.status as TravelOrderStatus) ? (heldUntilOf(order)?.toISOString() ?? null) : null,
    review_deadline: reviewDeadlineOf(order),
    hold_released: order.status === 'ordered_pending_review' && order.releasedAt !== null,
    created_at: order.createdAt.toISOString(),
  };
}

/** The order's moves, oldest first, each with who made it: an admin's username, the traveller's email, nobody for the system. */
export async function travelDeskHistory(db: DbOrTx, travelOrderId: number, reader: Reader) {
  const moves = await travelOrderStatus.history(db, travelOrderId);
  return moves.map((move) => ({ from: move.from, to: move.to, actor: move.actorKind, actor_name: move.actorName, remark: reader.text(move), at: move.at.toISOString() }));
}

export interface DeskQuery {
  page: number;
  limit: number;
  status?: TravelOrderStatus;
  to_handle?: boolean;
  order_no?: string;
  keyword?: string;
}

/**
 * The desk's list of one kind: orders of the customers the admin may see, by status, what waits
 * for an operator, a part of the number, or a keyword (the customer's email, the contact's name,
 * or what the provider matches in its booking); the newest first, the queue of what waits the
 * oldest first (what waits longest is handled first).
 */
export async function travelDeskPage(db: DbOrTx, admin: AdminContext, provider: TravelProvider, query: DeskQuery): Promise<PageResult<DeskOrder>> {
  const conditions: (SQL | undefined)[] = [eq(travelOrders.kind, provider.kind), await scopeCondition(db, admin)];
  if (query.status) conditions.push(eq(travelOrders.status, query.status));
  if (query.to_handle) conditions.push(inArray(travelOrders.status, [...TRAVEL_ORDERS_TO_HANDLE]));
  if (query.order_no) conditions.push(ilike(travelOrders.orderNo, containing(query.order_no)));
  if (query.keyword) {
    const like = containing(query.keyword);
    conditions.push(or(ilike(users.email, like), ilike(sql`${travelOrders.contact}->>'name'`, like), provider.matches(query.keyword, travelOrders.id)));
  }
  const where = and(...conditions);
  return pageOf(
    query,
    db.select(countAll).from(travelOrders).innerJoin(users, eq(users.id, travelOrders.userId)).where(where),
    (limit, offset) =>
      selectDeskOrders(db, where)
        .orderBy(query.to_handle ? asc(travelOrders.id) : desc(travelOrders.id))
        .limit(limit)
        .offset(offset),
    deskOrderOf,
  );
}

/** Orders of `kind` in `statuses`, of the customers the admin may see: the dashboard's figures. */
export async function travelOrdersWaiting(db: DbOrTx, admin: AdminContext, kind: TravelOrderKind, statuses: readonly TravelOrderStatus[]): Promise<number> {
  const [row] = await db
    .select(countAll)
    .from(travelOrders)
    .innerJoin(users, eq(users.id, travelOrders.userId))
    .where(and(eq(travelOrders.kind, kind), inArray(travelOrders.status, [...statuses]), await scopeCondition(db, admin)));
  return row?.total ?? 0;
}

/**
 * A kind's condition on its own bookings: `orderId` (its column of the travel order id) is of an
 * order of `kind` in `status`, of the customers `admin` may see (when given), numbered `orderNo` (when given).
 */
export async function inTravelOrders(db: DbOrTx, orderId: AnyPgColumn, filter: { kind: TravelOrderKind; status: TravelOrderStatus; admin?: AdminContext; orderNo?: string }): Promise<SQL> {
  const scope = filter.admin ? await scopeCondition(db, filter.admin) : undefined;
  return inArray(
    orderId,
    db
      .select({ id: travelOrders.id })
      .from(travelOrders)
      .innerJoin(users, eq(users.id, travelOrders.userId))
      .where(and(eq(travelOrders.kind, filter.kind), eq(travelOrders.status, filter.status), filter.orderNo ? eq(travelOrders.orderNo, filter.orderNo) : undefined, scope)),
  );
}

/** Orders by id (those that exist). */
export async function travelOrdersById(db: DbOrTx, ids: readonly number[]): Promise<Map<number, TravelOrderRow>> {
  const rows = ids.length ? await db.select().from(travelOrders).where(inArray(travelOrders.id, [...ids])) : [];
  return new Map(rows.map((row) => [row.id, row]));
}

/** The caller's orders of `kind` (in `status` when given), the newest first, one page. */
export async function ownTravelOrders(db: DbOrTx, kind: TravelOrderKind, userId: number, query: { page: number; limit: number; status?: TravelOrderStatus }): Promise<PageResult<TravelOrderRow>> {
  const where = and(eq(travelOrders.userId, userId), eq(travelOrders.kind, kind), query.status ? eq(travelOrders.status, query.status) : undefined);
  return pageOf(
    query,
    db.select(countAll).from(travelOrders).where(where),
    (limit, offset) => db.select().from(travelOrders).where(where).orderBy(desc(travelOrders.id)).limit(limit).offset(offset),
    (row) => row,
  );
}

/**
 * Orders of `kind` paid in the range (whole UTC days), of the customers the admin may see, as a
 * subquery for a kind's report to join its bookings on: id, the UTC day paid, what was paid, and
 * when paid and verified.
 */
export async function paidTravelOrders(db: DbOrTx, admin: AdminContext, kind: TravelOrderKind, range: { start: string; end: string }) {
  return db
    .select({ id: travelOrders.id, paidDay: utcDay(travelOrders.paidAt).as('paid_day'), paidAmount: travelOrders.paidAmount, paidAt: travelOrders.paidAt, verifiedAt: travelOrders.verifiedAt })
    .from(travelOrders)
    .innerJoin(users, eq(users.id, travelOrders.userId))
    .where(and(eq(travelOrders.kind, kind), await scopeCondition(db, admin), ...withinDays(travelOrders.paidAt, range.start, range.end)))
    .as('paid_orders');
}
