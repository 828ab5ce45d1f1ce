import { and, isNull, lte } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { ticketingQueueLink } from '@roamcart/contracts';
import { ticketBookings } from './tables.ts';
import type { Db } from '../../platform/db.ts';
import type { Job } from '../../platform/jobs/runner.ts';
import type { ReferenceData } from '../../platform/reference-data.ts';
import { notifyOperators, type OperatorMessageInput } from '../operator-messages/index.ts';
import { followServicesJob, inTravelOrders, releaseExpiredHoldsJob, travelOrdersById } from '../travel/index.ts';
import { localFlightSeats } from './provider.ts';
import { extendFlightSchedules } from './schedule.ts';
import { firstLegOnly, ticketTravelProvider } from './travel-provider.ts';

const localTicketOrders = () => ticketTravelProvider(localFlightSeats);

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
      .where(
        and(
          firstLegOnly,
          await inTravelOrders(tx, ticketBookings.travelOrderId, { kind: 'ticket', status: 'paid_pending_verification' }),
          isNull(ticketBookings.ticketingLateAt),
          lte(ticketBookings.ticketingDeadline, now),
        ),
      )
      .returning({ orderId: ticketBookings.travelOrderId, flightNo: ticketBookings.flightNo, from: ticketBookings.origin, to: ticketBookings.destination, date: ticketBookings.departureDate });
    const orders = await travelOrdersById(tx, marked.map((row) => row.orderId));
    const messages = marked.map((row) => ({ ...row, orderNo: orders.get(row.orderId)!.orderNo, customerId: orders.get(row.orderId)!.userId }));
    await notifyOperators(tx, messages.map(lateTicketingMessage), now);
    return messages;
  });
  const numbers = late.map((row) => row.orderNo);
  for (const orderNo of numbers) log?.warn({ orderNo }, 'ticket order past its ticketing deadline without tickets');
  return numbers;
}

/** Ticket orders not reviewed or not paid by their hold deadline are cancelled and their seats released. */
export const releaseExpiredTicketHoldsJob: Job = releaseExpiredHoldsJob('flights.release-expired-holds', localTicketOrders);

/** Paid orders without tickets two hours after payment are flagged late and the operators told. */
export const flagLateTicketingJob: Job = {
  name: 'flights.flag-late-ticketing',
  everyMs: 60_000,
  run: async ({ db, now, log }) => (await flagLateTicketing(db, now, log)).length,
};

/** After arrival orders wait for their rating; after the rating window (travel_rating_days) they are confirmed. */
export const followFlightsJob = (ref: ReferenceData): Job => followServicesJob('flights.follow-flights', ref, localTicketOrders);

/** Once a day the sales window moves on: the new flight days open with their fares and join the low-fare calendar. */
export const extendFlightSchedulesJob: Job = {
  name: 'flights.extend-schedules',
  everyMs: 24 * 60 * 60_000,
  run: ({ db, now }) => extendFlightSchedules(db, now),
};
