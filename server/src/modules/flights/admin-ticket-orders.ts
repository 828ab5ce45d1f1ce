import { and, asc, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import {
  daysOfRange,
  ErrorCode,
  formatMinor,
  type FlightBookingFigures,
  type FlightBookingsReport,
  type PageResult,
  type TicketIssueBody,
  type TicketOrderAdminDetail,
  type TicketOrderAdminRow,
  type TravelOrderStatus,
  type TravelReviewBody,
  type z,
  type travelAdminListQuery,
} from '@roamcart/contracts';
import { admins } from '../../platform/tables/admin.ts';
import { stateTransitions } from '../../platform/tables/state-transitions.ts';
import { users } from '../../platform/tables/users.ts';
import { travelOrders } from '../travel/tables.ts';
import { ticketBookings } from './tables.ts';
import type { AdminContext } from '../../platform/admin-auth.ts';
import { scopeCondition } from '../../platform/agent-scope.ts';
import { utcDay, withinDays } from '../../platform/day-range.ts';
import type { DbOrTx } from '../../platform/db.ts';
import { AppError } from '../../platform/errors.ts';
import { containing } from '../../platform/like.ts';
import { countAll, pageOf } from '../../platform/paging.ts';
import type { Reader } from '../../platform/reader.ts';
import type { Actor } from '../../platform/state-machine.ts';
import type { AppDeps } from '../../platform/types.ts';
import { travelOrderStatus } from '../travel/index.ts';
import { TICKET_KIND, TICKETING_HOURS, ticketOrderView } from './booking.ts';
import { issueTickets, reviewTicketOrder } from './ticket-orders.ts';

type TicketOrderAdminListQuery = z.infer<typeof travelAdminListQuery>;

/** What waits for an operator: an order to review, or a paid one to ticket. */
export const TICKET_ORDER_TO_HANDLE: readonly TravelOrderStatus[] = ['ordered_pending_review', 'paid_pending_verification'];

const customerName = (row: { email: string | null; nickname: string | null }) => row.email ?? row.nickname ?? '';
const passengerCount = sql<number>`(select count(*)::int from ticket_passengers p where p.travel_order_id = ${travelOrders.id})`;
const adminActor = (admin: AdminContext): Actor => ({ kind: 'admin', id: admin.id });

async function ticketOrderConditions(db: DbOrTx, admin: AdminContext, query: Omit<TicketOrderAdminListQuery, 'page' | 'limit'>): Promise<SQL | undefined> {
  const conditions: (SQL | undefined)[] = [eq(travelOrders.kind, TICKET_KIND), await scopeCondition(db, admin)];
  if (query.status) conditions.push(eq(travelOrders.status, query.status));
  if (query.to_handle) conditions.push(inArray(travelOrders.status, [...TICKET_ORDER_TO_HANDLE]));
  if (query.order_no) conditions.push(ilike(travelOrders.orderNo, containing(query.order_no)));
  if (query.keyword) {
    const like = containing(query.keyword);
    conditions.push(
      or(
        ilike(users.email, like),
        ilike(sql`${travelOrders.contact}->>'name'`, like),
        ilike(ticketBookings.flightNo, like),
        ilike(sql`${ticketBookings.origin} || '-' || ${ticketBookings.destination}`, like),
        sql`exists (select 1 from ticket_passengers p where p.travel_order_id = ${travelOrders.id} and ((p.first_name || ' ' || p.last_name) ilike ${like} or (p.last_name || ' ' || p.first_name) ilike ${like}))`,
      ),
    );
  }
  return and(...conditions);
}

function selectTicketOrders(db: DbOrTx, where: SQL | undefined) {
  return db
    .select({ order: travelOrders, booking: ticketBookings, email: users.email, nickname: users.nickname, passengers: passengerCount })
    .from(travelOrders)
    .innerJoin(ticketBookings, eq(ticketBookings.travelOrderId, travelOrders.id))
    .innerJoin(users, eq(users.id, travelOrders.userId))
    .where(where);
}

type TicketOrderJoined = Awaited<ReturnType<typeof selectTicketOrders>>[number];

function ticketOrderRowOf(row: TicketOrderJoined, digits: number): TicketOrderAdminRow {
  const { order, booking } = row;
  return {
    order_no: order.orderNo,
    status: order.status as TravelOrderStatus,
    user_id: order.userId,
    customer: customerName(row),
    from: booking.origin,
    to: booking.destination,
    flight_no: booking.flightNo,
    date: booking.departureDate,
    cabin: booking.cabin as TicketOrderAdminRow['cabin'],
    brand: booking.brand,
    passenger_count: row.passengers,
    pay_amount: formatMinor(order.payAmount, digits),
    paid_amount: formatMinor(order.paidAmount, digits),
    hold_deadline: order.holdDeadline?.toISOString() ?? null,
    ticketing_deadline: booking.ticketingDeadline?.toISOString() ?? null,
    created_at: order.createdAt.toISOString(),
  };
}

/** Ticket orders of the customers the admin may see, the newest first; amounts in the base currency. */
export async function listTicketOrdersForAdmin(deps: AppDeps, admin: AdminContext, query: TicketOrderAdminListQuery): Promise<PageResult<TicketOrderAdminRow>> {
  const where = await ticketOrderConditions(deps.db, admin, query);
  const digits = (await deps.ref.baseCurrency()).digits;
  return pageOf(
    query,
    deps.db.select(countAll).from(travelOrders).innerJoin(ticketBookings, eq(ticketBookings.travelOrderId, travelOrders.id)).innerJoin(users, eq(users.id, travelOrders.userId)).where(where),
    (limit, offset) => selectTicketOrders(deps.db, where).orderBy(desc(travelOrders.id)).limit(limit).offset(offset),
    (row) => ticketOrderRowOf(row, digits),
  );
}

/** A ticket order of a customer the admin may see, or 4206 (one outside its agents is "not found" too). */
async function visibleTicketOrder(db: DbOrTx, admin: AdminContext, orderNo: string): Promise<TicketOrderJoined> {
  const [row] = await selectTicketOrders(db, and(eq(travelOrders.kind, TICKET_KIND), eq(travelOrders.orderNo, orderNo), await scopeCondition(db, admin)));
  if (!row) throw new AppError(ErrorCode.OrderNotFound);
  return row;
}

/** The order's moves, oldest first, each with who made it: an admin's username, the traveller's email, nobody for the system. */
async function historyWithActors(db: DbOrTx, travelOrderId: number): Promise<TicketOrderAdminDetail['history']> {
  const moves = await db
    .select({ move: stateTransitions, adminName: admins.username, email: users.email, nickname: users.nickname })
    .from(stateTransitions)
    .leftJoin(admins, and(eq(stateTransitions.actorKind, 'admin'), eq(admins.id, stateTransitions.actorId)))
    .leftJoin(users, and(eq(stateTransitions.actorKind, 'user'), eq(users.id, stateTransitions.actorId)))
    .where(and(eq(stateTransitions.entityKind, travelOrderStatus.kind), eq(stateTransitions.entityId, travelOrderId)))
    .orderBy(asc(stateTransitions.id));
  return moves.map(({ move, adminName, email, nickname }) => ({
    from: move.fromState,
    to: move.toState,
    actor: move.actorKind,
    actor_name: adminName ?? (email !== null || nickname !== null ? customerName({ email, nickname }) : ''),
    remark: move.remark,
    at: move.createdAt.toISOString(),
  }));
}

/** The order as its traveller sees it (passengers and tickets, legs, rules, prices in the admin's currency), with who booked and who moved it. */
export async function ticketOrderDetailForAdmin(deps: AppDeps, admin: AdminContext, orderNo: string, reader: Reader): Promise<TicketOrderAdminDetail> {
  const row = await visibleTicketOrder(deps.db, admin, orderNo);
  const view = await ticketOrderView(deps.db, row.order, reader);
  return { ...view, user_id: row.order.userId, customer: customerName(row), history: await historyWithActors(deps.db, row.order.id) };
}

/** Approve an order waiting for review, or reject it with the reason (its seats released); answers the order as it is now. */
export async function reviewTicketOrderForAdmin(deps: AppDeps, admin: AdminContext, body: TravelReviewBody, reader: Reader): Promise<TicketOrderAdminDetail> {
  // Only orders of customers the admin may see: an agent's admin cannot move another agent's.
  await visibleTicketOrder(deps.db, admin, body.order_no);
  await reviewTicketOrder(deps, adminActor(admin), body);
  return ticketOrderDetailForAdmin(deps, admin, body.order_no, reader);
}

/** A ticket number for every passenger of a paid order: it is verified, its held seats sold and the traveller mailed. */
export async function issueTicketsForAdmin(deps: AppDeps, admin: AdminContext, body: TicketIssueBody, reader: Reader): Promise<TicketOrderAdminDetail> {
  await visibleTicketOrder(deps.db, admin, body.order_no);
  await issueTickets(deps, adminActor(admin), body);
  return ticketOrderDetailForAdmin(deps, admin, body.order_no, reader);
}

/** Paid ticket orders waiting for their tickets, of the customers the admin may see: the dashboard's figure. */
export async function ticketsToIssue(db: DbOrTx, admin: AdminContext): Promise<number> {
  const [row] = await db
    .select(countAll)
    .from(travelOrders)
    .innerJoin(users, eq(users.id, travelOrders.userId))
    .where(and(eq(travelOrders.kind, TICKET_KIND), eq(travelOrders.status, 'paid_pending_verification'), await scopeCondition(db, admin)));
  return row?.total ?? 0;
}

/* Flight bookings report */

interface BookingSums {
  bookings: number;
  passengers: number;
  revenue: bigint;
}

const NO_BOOKINGS: BookingSums = { bookings: 0, passengers: 0, revenue: 0n };

/**
 * Ticket orders paid in the range (whole UTC days), of the customers the admin may see: per day
 * paid, per route and per route and day, how many, their passengers and what was paid, in the base
 * currency; totals are summed in minor units before formatting. The ticketing figure: of the
 * orders paid in the range that were ticketed, how many within two hours of payment (SPEC §9).
 */
export async function flightBookingsReport(deps: AppDeps, admin: AdminContext, query: { start: string; end: string }): Promise<FlightBookingsReport> {
  const { db } = deps;
  const base = await deps.ref.baseCurrency();
  const where = and(eq(travelOrders.kind, TICKET_KIND), await scopeCondition(db, admin), ...withinDays(travelOrders.paidAt, query.start, query.end));
  const sums = {
    bookings: sql<number>`count(*)::int`,
    passengers: sql<number>`coalesce(sum(${passengerCount}), 0)::int`,
    revenue: sql<string>`coalesce(sum(${travelOrders.paidAmount}), 0)::text`,
  };
  const paidDay = utcDay(travelOrders.paidAt);
  const paidOrders = () =>
    db
      .select({ day: paidDay, from: ticketBookings.origin, to: ticketBookings.destination, ...sums })
      .from(travelOrders)
      .innerJoin(ticketBookings, eq(ticketBookings.travelOrderId, travelOrders.id))
      .innerJoin(users, eq(users.id, travelOrders.userId))
      .where(where);
  const routeDays = await paidOrders()
    .groupBy(paidDay, ticketBookings.origin, ticketBookings.destination)
    .orderBy(asc(paidDay), desc(sql`sum(${travelOrders.paidAmount})`), asc(ticketBookings.origin), asc(ticketBookings.destination));
  const [ticketing] = await db
    .select({
      ticketed: sql<number>`count(*)::int`,
      withinSla: sql<number>`count(*) filter (where ${travelOrders.verifiedAt} <= ${travelOrders.paidAt} + make_interval(hours => ${TICKETING_HOURS}))::int`,
    })
    .from(travelOrders)
    .innerJoin(users, eq(users.id, travelOrders.userId))
    .where(and(where, sql`${travelOrders.verifiedAt} is not null`));

  const sumOf = (row: { bookings: number; passengers: number; revenue: string }): BookingSums => ({ bookings: row.bookings, passengers: row.passengers, revenue: BigInt(row.revenue) });
  const add = (into: BookingSums, more: BookingSums) => {
    into.bookings += more.bookings;
    into.passengers += more.passengers;
    into.revenue += more.revenue;
  };
  const out = (sums: BookingSums): FlightBookingFigures => ({ bookings: sums.bookings, passengers: sums.passengers, revenue: formatMinor(sums.revenue, base.digits) });

  const days = new Map<string, BookingSums>();
  const routes = new Map<string, BookingSums & { from: string; to: string }>();
  for (const row of routeDays) {
    const sums = sumOf(row);
    if (!days.has(row.day)) days.set(row.day, { ...NO_BOOKINGS });
    add(days.get(row.day)!, sums);
    const key = `${row.from}-${row.to}`;
    if (!routes.has(key)) routes.set(key, { ...NO_BOOKINGS, from: row.from, to: row.to });
    add(routes.get(key)!, sums);
  }
  const total = { ...NO_BOOKINGS };
  const ticketed = ticketing?.ticketed ?? 0;
  const withinSla = ticketing?.withinSla ?? 0;
  return {
    start: query.start,
    end: query.end,
    currency: base.code,
    days: daysOfRange(query.start, query.end).map((date) => {
      const day = days.get(date) ?? NO_BOOKINGS;
      add(total, day);
      return { date, ...out(day) };
    }),
    route_days: routeDays.map((row) => ({ from: row.from, to: row.to, date: row.day, ...out(sumOf(row)) })),
    routes: [...routes.values()].sort((a, b) => (a.revenue === b.revenue ? `${a.from}${a.to}`.localeCompare(`${b.from}${b.to}`) : a.revenue > b.revenue ? -1 : 1)).map((route) => ({ from: route.from, to: route.to, ...out(route) })),
    totals: out(total),
    ticketing: { ticketed, within_sla: withinSla, share: ticketed === 0 ? null : withinSla / ticketed },
  };
}
