import { and, eq, inArray, isNull, lte, not, or } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { ticketingQueueLink, type TravelOrderStatus } from '@roamcart/contracts';
import { travelOrders } from '../travel/tables.ts';
import { ticketBookings } from './tables.ts';
import type { Db } from '../../platform/db.ts';
import type { Job } from '../../platform/jobs/runner.ts';
import type { ReferenceData } from '../../platform/reference-data.ts';
import { SYSTEM } from '../../platform/state-machine.ts';
import { notifyOperators, type OperatorMessageInput } from '../operator-messages/index.ts';
import { awaitingReview } from '../payments/index.ts';
import { HOLDING_STATUSES, travelOrderStatus, travelParameter } from '../travel/index.ts';
import { endTicketOrder, TICKET_KIND } from './booking.ts';
import { localFlightProvider, type FlightProvider } from './provider.ts';
import { extendFlightSchedules } from './schedule.ts';

const ROUND = 100;

/** Ticket orders not reviewed or not paid by their hold deadline are cancelled by the system and their seats released; returns how many. */
export async function releaseExpiredTicketHolds(db: Db, provider: FlightProvider, now: Date): Promise<number> {
  const due = await db
    .select({ id: travelOrders.id })
    .from(travelOrders)
    // An order whose offline payment waits for an operator's review keeps its seats meanwhile.
    .where(and(eq(travelOrders.kind, TICKET_KIND), inArray(travelOrders.status, [...HOLDING_STATUSES]), lte(travelOrders.holdDeadline, now), not(awaitingReview('ticket_order', travelOrders.orderNo))))
    .orderBy(travelOrders.holdDeadline)
    .limit(ROUND);
  let released = 0;
  for (const { id } of due) {
    await db.transaction(async (tx) => {
      // Skip what a payment or a cancel holds right now; the next round sees it again if still due.
      const [order] = await tx.select().from(travelOrders).where(eq(travelOrders.id, id)).for('update', { skipLocked: true });
      if (!order || !HOLDING_STATUSES.includes(order.status as TravelOrderStatus) || !order.holdDeadline || order.holdDeadline > now) return;
      await endTicketOrder(tx, provider, order, SYSTEM, 'hold expired');
      released += 1;
    });
  }
  return released;
}

/** The operators' message about a late order: for those who issue tickets, opening the ticketing queue on it. */
function lateTicketingMessage(order: { orderNo: string; customerId: number; flightNo: string; from: string; to: string; date: string }): OperatorMessageInput {
  return {
    kind: 'ticketing_late',
    subject: order.orderNo,
    customerId: order.customerId,
    params: { order_no: order.orderNo, flight_no: order.flightNo, route: `${order.from} → ${order.to}`, date: order.date },
    link: ticketingQueueLink(order.orderNo),
  };
}

/**
 * Paid orders still without tickets past their ticketing deadline are marked late once
 * (`ticketing_late_at`): the ticketing queue shows them late, the back office counts them
 * (lateTicketOrders) and the operators who issue tickets get a back-office message, written in the
 * mark's transaction so each late order is told once; each is logged as a warning with its number.
 * Returns the numbers marked.
 */
export async function flagLateTicketing(db: Db, now: Date, log?: FastifyBaseLogger): Promise<string[]> {
  const late = await db.transaction(async (tx) => {
    const marked = await tx
      .update(ticketBookings)
      .set({ ticketingLateAt: now })
      .from(travelOrders)
      .where(
        and(
          eq(travelOrders.id, ticketBookings.travelOrderId),
          eq(travelOrders.status, 'paid_pending_verification'),
          isNull(ticketBookings.ticketingLateAt),
          lte(ticketBookings.ticketingDeadline, now),
        ),
      )
      .returning({ orderNo: travelOrders.orderNo, customerId: travelOrders.userId, flightNo: ticketBookings.flightNo, from: ticketBookings.origin, to: ticketBookings.destination, date: ticketBookings.departureDate });
    await notifyOperators(tx, marked.map(lateTicketingMessage), now);
    return marked;
  });
  const numbers = late.map((row) => row.orderNo);
  for (const orderNo of numbers) log?.warn({ orderNo }, 'ticket order past its ticketing deadline without tickets');
  return numbers;
}

/**
 * After the flight: verified orders whose last arrival has passed wait for their rating; those
 * waiting longer than the rating window (travel_rating_days) are confirmed by the system.
 * Returns how many moved.
 */
export async function followFlights(db: Db, ref: ReferenceData, now: Date): Promise<number> {
  const ratingDays = await travelParameter(ref, 'ratingDays');
  const ratedBy = new Date(now.getTime() - ratingDays * 86_400_000);
  const due = await db
    .select({ id: travelOrders.id, status: travelOrders.status })
    .from(travelOrders)
    .innerJoin(ticketBookings, eq(ticketBookings.travelOrderId, travelOrders.id))
    .where(
      and(
        eq(travelOrders.kind, TICKET_KIND),
        or(
          and(eq(travelOrders.status, 'verified_completed'), lte(ticketBookings.arrivesAt, now)),
          and(eq(travelOrders.status, 'verified_pending_rating'), lte(ticketBookings.arrivesAt, ratedBy)),
        ),
      ),
    )
    .orderBy(ticketBookings.arrivesAt, travelOrders.id)
    .limit(ROUND * 2);
  let moved = 0;
  for (const row of due) {
    const to = row.status === 'verified_completed' ? 'verified_pending_rating' : 'confirmed';
    await db.transaction(async (tx) => {
      const [order] = await tx.select({ status: travelOrders.status }).from(travelOrders).where(eq(travelOrders.id, row.id)).for('update', { skipLocked: true });
      if (order?.status !== row.status) return;
      await travelOrderStatus.transition(tx, row.id, to, SYSTEM, to === 'confirmed' ? 'rating window ended' : 'arrived');
      moved += 1;
    });
  }
  return moved;
}

/** Ticket orders not reviewed or not paid by their hold deadline are cancelled and their seats released. */
export const releaseExpiredTicketHoldsJob: Job = {
  name: 'flights.release-expired-holds',
  everyMs: 60_000,
  run: ({ db, now }) => releaseExpiredTicketHolds(db, localFlightProvider(db), now),
};

/** Paid orders without tickets two hours after payment are flagged late and the operators told. */
export const flagLateTicketingJob: Job = {
  name: 'flights.flag-late-ticketing',
  everyMs: 60_000,
  run: async ({ db, now, log }) => (await flagLateTicketing(db, now, log)).length,
};

/** After arrival orders wait for their rating; after the rating window they are confirmed. */
export function followFlightsJob(ref: ReferenceData): Job {
  return {
    name: 'flights.follow-flights',
    everyMs: 10 * 60_000,
    run: ({ db, now }) => followFlights(db, ref, now),
  };
}

/** Once a day the sales window moves on: the new flight days open with their fares and join the low-fare calendar. */
export const extendFlightSchedulesJob: Job = {
  name: 'flights.extend-schedules',
  everyMs: 24 * 60 * 60_000,
  run: ({ db, now }) => extendFlightSchedules(db, now),
};
