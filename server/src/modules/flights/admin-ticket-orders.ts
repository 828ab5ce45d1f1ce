import { and, asc, desc, eq, isNotNull, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import {
  daysOfRange,
  formatMinor,
  type FlightBookingFigures,
  type FlightBookingsReport,
  type PageResult,
  type TicketIssueBody,
  type TicketOrderAdminDetail,
  type TicketOrderAdminRow,
  type TravelReviewBody,
  type z,
  type travelAdminListQuery,
} from '@roamcart/contracts';
import { ticketBookings } from './tables.ts';
import type { AdminContext } from '../../platform/admin-auth.ts';
import type { DbOrTx } from '../../platform/db.ts';
import type { Reader } from '../../platform/reader.ts';
import type { Actor } from '../../platform/state-machine.ts';
import type { AppDeps } from '../../platform/types.ts';
import { paidTravelOrders, reviewDeadlineOf, travelDeskHistory, travelDeskPage, travelDeskRow, travelOrdersWaiting, visibleTravelOrder, type DeskOrder } from '../travel/index.ts';
import { TICKET_KIND, ticketOrderView } from './booking.ts';
import { localFlightSeats } from './provider.ts';
import { issueTickets, reviewTicketOrder } from './ticket-orders.ts';
import { firstLegOnly, legRoute, ticketBookingsOf, TICKETING_HOURS, ticketTravelProvider, tripKindOf, type TicketBookingRow } from './travel-provider.ts';

type TicketOrderAdminListQuery = z.infer<typeof travelAdminListQuery>;

const adminActor = (admin: AdminContext): Actor => ({ kind: 'admin', id: admin.id });

function ticketOrderRowOf(row: DeskOrder, { legs, passengerCount }: { legs: TicketBookingRow[]; passengerCount: number }, digits: number): TicketOrderAdminRow {
  const first = legs[0]!;
  return {
    ...travelDeskRow(row, digits),
    trip: tripKindOf(legs),
    legs: legs.map(legRoute),
    ...legRoute(first),
    cabin: first.cabin as TicketOrderAdminRow['cabin'],
    brand: first.brand,
    passenger_count: passengerCount,
    ticketing_deadline: first.ticketingDeadline?.toISOString() ?? null,
  };
}

/** Ticket orders of the customers the admin may see (travelDeskPage); amounts in the base currency. */
export async function listTicketOrdersForAdmin(deps: AppDeps, admin: AdminContext, query: TicketOrderAdminListQuery): Promise<PageResult<TicketOrderAdminRow>> {
  const page = await travelDeskPage(deps.db, admin, ticketTravelProvider(localFlightSeats), query);
  const digits = (await deps.ref.baseCurrency()).digits;
  const bookings = await ticketBookingsOf(deps.db, page.list.map((row) => row.order.id));
  return { ...page, list: page.list.map((row) => ticketOrderRowOf(row, bookings.get(row.order.id)!, digits)) };
}

/** The order as its traveller sees it (passengers and tickets, legs, rules, prices in the admin's currency), with who booked and who moved it. */
export async function ticketOrderDetailForAdmin(deps: AppDeps, admin: AdminContext, orderNo: string, reader: Reader): Promise<TicketOrderAdminDetail> {
  const { order, customer } = await visibleTravelOrder(deps.db, admin, TICKET_KIND, orderNo);
  const view = await ticketOrderView(deps, order, reader);
  return { ...view, user_id: order.userId, customer, review_deadline: reviewDeadlineOf(order), history: await travelDeskHistory(deps.db, order.id, reader) };
}

/** Approve an order waiting for review, or reject it with the reason (its seats released); answers the order as it is now. */
export async function reviewTicketOrderForAdmin(deps: AppDeps, admin: AdminContext, body: TravelReviewBody, reader: Reader): Promise<TicketOrderAdminDetail> {
  // Only orders of customers the admin may see: an agent's admin cannot move another agent's.
  await visibleTravelOrder(deps.db, admin, TICKET_KIND, body.order_no);
  await reviewTicketOrder(deps, adminActor(admin), body);
  return ticketOrderDetailForAdmin(deps, admin, body.order_no, reader);
}

/** A ticket number for every passenger of a paid order: it is verified, its held seats sold and the traveller mailed. */
export async function issueTicketsForAdmin(deps: AppDeps, admin: AdminContext, body: TicketIssueBody, reader: Reader, log?: FastifyBaseLogger): Promise<TicketOrderAdminDetail> {
  await visibleTravelOrder(deps.db, admin, TICKET_KIND, body.order_no);
  await issueTickets(deps, adminActor(admin), body, log);
  return ticketOrderDetailForAdmin(deps, admin, body.order_no, reader);
}

/** Paid ticket orders waiting for their tickets, of the customers the admin may see: the dashboard's figure. */
export function ticketsToIssue(db: DbOrTx, admin: AdminContext): Promise<number> {
  return travelOrdersWaiting(db, admin, TICKET_KIND, ['paid_pending_verification']);
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
 * paid, per route (a trip counts on its first flight's) and per route and day, how many, their passengers and what was paid, in the base
 * currency; totals are summed in minor units before formatting. The ticketing figure: of the
 * orders paid in the range that were ticketed, how many within two hours of payment (SPEC §9).
 */
export async function flightBookingsReport(deps: AppDeps, admin: AdminContext, query: { start: string; end: string }): Promise<FlightBookingsReport> {
  const { db } = deps;
  const base = await deps.ref.baseCurrency();
  const paid = await paidTravelOrders(db, admin, TICKET_KIND, query);
  const sums = {
    bookings: sql<number>`count(*)::int`,
    passengers: sql<number>`coalesce(sum((select count(*)::int from ticket_passengers p where p.travel_order_id = ${paid.id})), 0)::int`,
    revenue: sql<string>`coalesce(sum(${paid.paidAmount}), 0)::text`,
  };
  const routeDays = await db
    .select({ day: paid.paidDay, from: ticketBookings.origin, to: ticketBookings.destination, ...sums })
    .from(paid)
    .innerJoin(ticketBookings, and(eq(ticketBookings.travelOrderId, paid.id), firstLegOnly))
    .groupBy(paid.paidDay, ticketBookings.origin, ticketBookings.destination)
    .orderBy(asc(paid.paidDay), desc(sql`sum(${paid.paidAmount})`), asc(ticketBookings.origin), asc(ticketBookings.destination));
  const [ticketing] = await db
    .select({
      ticketed: sql<number>`count(*)::int`,
      withinSla: sql<number>`count(*) filter (where ${paid.verifiedAt} <= ${paid.paidAt} + make_interval(hours => ${TICKETING_HOURS}))::int`,
    })
    .from(paid)
    .where(isNotNull(paid.verifiedAt));

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
