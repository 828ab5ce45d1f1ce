import { and, asc, eq, inArray, isNotNull } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { ErrorCode, type PageResult, type TicketIssueBody, type TravelOrderStatus, type TravelReviewBody, type z, type ticketingQueueRow } from '@roamcart/contracts';
import { ticketBookings, ticketPassengers } from './tables.ts';
import type { AdminContext } from '../../platform/admin-auth.ts';
import type { Db, DbOrTx } from '../../platform/db.ts';
import { AppError } from '../../platform/errors.ts';
import type { Mailer } from '../../platform/mail.ts';
import type { AppMetrics } from '../../platform/metrics.ts';
import { countAll, pageOf } from '../../platform/paging.ts';
import type { ReferenceData } from '../../platform/reference-data.ts';
import type { ResponseCache } from '../../platform/response-cache.ts';
import type { Actor } from '../../platform/state-machine.ts';
import { dropOwnAnswers, inTravelOrders, reviewTravelOrder, travelOrdersById, verifyTravelOrder } from '../travel/index.ts';
import { TICKET_KIND } from './booking.ts';
import { mailTickets } from './e-ticket.ts';
import { localFlightSeats, type FlightSeats } from './provider.ts';
import { firstLegOnly, legRoute, passengerCountOf, passengersOf, ticketBookingsOf, ticketTravelProvider, tripKindOf } from './travel-provider.ts';

type TicketingQueueRow = z.infer<typeof ticketingQueueRow>;

/** What the back office's calls need: app.deps fits (db, ref, responses, mail); the provider is the local one unless given. */
export interface TicketAdminDeps {
  db: Db;
  ref: ReferenceData;
  responses?: ResponseCache;
  mail?: Mailer;
  /** Counts the tickets issued. */
  metrics: Pick<AppMetrics, 'ticketsIssued'>;
  provider?: FlightSeats;
  now?: () => Date;
}

/** A paid order within this many minutes of its ticketing deadline is due soon. */
const TICKETING_DUE_SOON_MINUTES = 30;

const providerOf = (deps: TicketAdminDeps) => ticketTravelProvider(deps.provider ?? localFlightSeats);

/** An operator approves a new order (its seats held for the payment window) or rejects it (cancelled, its seats released): reviewTravelOrder. */
export function reviewTicketOrder(deps: TicketAdminDeps, admin: Actor, body: Pick<TravelReviewBody, 'order_no' | 'approve' | 'remark'>): Promise<{ order_no: string; status: TravelOrderStatus }> {
  return reviewTravelOrder(deps, providerOf(deps), admin, body);
}

/**
 * The operator issues the tickets of a paid order: a number for every passenger of the order
 * (4002 naming `tickets` when one is missing or not the order's, `tickets.N.ticket_no` when a
 * number repeats; 4404 on that field when another ticket has it), the held seats become sold,
 * the order is verified, and the numbers are mailed to the contact in the traveller's language
 * with the e-ticket and its calendar entries attached (mailTickets).
 * 4402 unknown order, 4207 when it is not paid and waiting for its tickets.
 */
export async function issueTickets(deps: TicketAdminDeps, admin: Actor, body: TicketIssueBody, log?: FastifyBaseLogger): Promise<{ order_no: string; status: TravelOrderStatus }> {
  const provider = providerOf(deps);
  const travellerId = await verifyTravelOrder(deps, provider, admin, body.order_no, async (tx, order) => {
    const passengers = await passengersOf(tx, order.id);
    const numbers = new Map(body.tickets.map((ticket) => [ticket.passenger_id, ticket.ticket_no.toUpperCase()]));
    if (numbers.size !== body.tickets.length || passengers.length !== numbers.size || passengers.some((passenger) => !numbers.has(passenger.id))) {
      throw AppError.field('tickets', 'validation.ticket_for_each_passenger');
    }
    const written = body.tickets.map((ticket) => ticket.ticket_no.toUpperCase());
    for (const [index, ticketNo] of written.entries()) {
      if (written.indexOf(ticketNo) !== index) throw AppError.field(`tickets.${index}.ticket_no`, 'validation.ticket_no_taken');
    }
    const taken = await tx.select({ ticketNo: ticketPassengers.ticketNo }).from(ticketPassengers).where(inArray(ticketPassengers.ticketNo, written));
    if (taken[0]) throw AppError.field(`tickets.${written.indexOf(taken[0].ticketNo!)}.ticket_no`, 'validation.ticket_no_taken', ErrorCode.DuplicateKey);
    for (const passenger of passengers) {
      await tx.update(ticketPassengers).set({ ticketNo: numbers.get(passenger.id)! }).where(eq(ticketPassengers.id, passenger.id));
    }
    return { remark: { key: 'system.history.tickets_issued' }, result: order.userId };
  });
  deps.metrics.ticketsIssued.inc(body.tickets.length);
  dropOwnAnswers(deps, provider);
  if (deps.mail) await mailTickets({ ...deps, mail: deps.mail }, travellerId, body.order_no, log);
  return { order_no: body.order_no, status: 'verified_completed' };
}

/** Whole minutes from `now` to `deadline` (negative once past), rounded toward the past so 29.5 minutes left is 29. */
const minutesLeft = (deadline: Date, now: Date) => Math.floor((deadline.getTime() - now.getTime()) / 60_000);

/** Bookings of paid orders waiting for their tickets, of the customers `admin` may see (every customer's without one; only `orderNo` when given). */
const waitingForTickets = async (db: DbOrTx, admin: AdminContext | undefined, orderNo?: string) =>
  and(firstLegOnly, await inTravelOrders(db, ticketBookings.travelOrderId, { kind: TICKET_KIND, status: 'paid_pending_verification', admin, orderNo }));

/**
 * Paid orders waiting for their tickets (of the customers `admin` may see; only `order_no` when
 * given), the nearest deadline first, with the minutes left and whether they are due soon (30
 * minutes) or late.
 */
export async function ticketingQueue(db: DbOrTx, query: { page: number; limit: number; order_no?: string }, options: { admin?: AdminContext; now?: Date } = {}): Promise<PageResult<TicketingQueueRow>> {
  const now = options.now ?? new Date();
  const where = await waitingForTickets(db, options.admin, query.order_no);
  const page = await pageOf(
    query,
    db.select(countAll).from(ticketBookings).where(where),
    (limit, offset) =>
      db
        .select({ booking: ticketBookings, passengers: passengerCountOf(ticketBookings.travelOrderId) })
        .from(ticketBookings)
        .where(where)
        .orderBy(asc(ticketBookings.ticketingDeadline), asc(ticketBookings.travelOrderId))
        .limit(limit)
        .offset(offset),
    (row) => row,
  );
  const ids = page.list.map(({ booking }) => booking.travelOrderId);
  const orders = await travelOrdersById(db, ids);
  const trips = await ticketBookingsOf(db, ids);
  const list = page.list.map(({ booking, passengers }) => {
    const order = orders.get(booking.travelOrderId)!;
    const { legs } = trips.get(booking.travelOrderId)!;
    const deadline = booking.ticketingDeadline ?? now;
    return {
      order_no: order.orderNo,
      trip: tripKindOf(legs),
      legs: legs.map(legRoute),
      ...legRoute(booking),
      passenger_count: passengers,
      contact: order.contact,
      paid_at: (order.paidAt ?? now).toISOString(),
      ticketing_deadline: deadline.toISOString(),
      minutes_left: minutesLeft(deadline, now),
      due_soon: deadline > now && deadline.getTime() - now.getTime() <= TICKETING_DUE_SOON_MINUTES * 60_000,
      late: deadline <= now,
    };
  });
  return { ...page, list };
}

/** Paid orders the late-ticketing job found past their deadline, still without tickets, of the customers `admin` may see: the back office's alert figure. */
export async function lateTicketOrders(db: DbOrTx, admin?: AdminContext): Promise<number> {
  const [row] = await db
    .select(countAll)
    .from(ticketBookings)
    .where(and(await waitingForTickets(db, admin), isNotNull(ticketBookings.ticketingLateAt)));
  return row?.total ?? 0;
}
