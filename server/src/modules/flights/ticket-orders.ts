import { and, asc, eq, inArray, isNotNull, type SQL } from 'drizzle-orm';
import { ErrorCode, type PageResult, type TicketIssueBody, type TravelOrderStatus, type TravelReviewBody, type z, type ticketingQueueRow } from '@roamcart/contracts';
import { users } from '../../platform/tables/users.ts';
import { travelOrders } from '../travel/tables.ts';
import { ticketBookings, ticketPassengers } from './tables.ts';
import type { AdminContext } from '../../platform/admin-auth.ts';
import { scopeCondition } from '../../platform/agent-scope.ts';
import type { Db, DbOrTx } from '../../platform/db.ts';
import { AppError } from '../../platform/errors.ts';
import type { Mailer } from '../../platform/mail.ts';
import { countAll, pageOf } from '../../platform/paging.ts';
import type { ReferenceData } from '../../platform/reference-data.ts';
import type { ResponseCache } from '../../platform/response-cache.ts';
import type { Actor } from '../../platform/state-machine.ts';
import { lockTravelOrder, travelOrderStatus, travelParameter } from '../travel/index.ts';
import { endTicketOrder, passengersOf, ticketBookingOf, TICKET_KIND } from './booking.ts';
import { FLIGHT_ANSWERS } from './low-fares.ts';
import { localFlightProvider, type FlightProvider } from './provider.ts';

type TicketingQueueRow = z.infer<typeof ticketingQueueRow>;

/** What the back office's calls need: app.deps fits (db, ref, responses, mail); the provider is the local one unless given. */
export interface TicketAdminDeps {
  db: Db;
  ref: ReferenceData;
  responses?: ResponseCache;
  mail?: Mailer;
  provider?: FlightProvider;
  now?: () => Date;
}

/** A paid order within this many minutes of its ticketing deadline is due soon. */
export const TICKETING_DUE_SOON_MINUTES = 30;

const providerOf = (deps: TicketAdminDeps) => deps.provider ?? localFlightProvider(deps.db);

/**
 * An operator reviews a new ticket order: approved, it waits for payment and its seats stay held
 * for the payment window parameter from now; rejected (the remark says why), it is cancelled and
 * its seats released. 4402 for an unknown order, 4207 when it is not waiting for review.
 */
export async function reviewTicketOrder(deps: TicketAdminDeps, admin: Actor, body: Pick<TravelReviewBody, 'order_no' | 'approve' | 'remark'>): Promise<{ order_no: string; status: TravelOrderStatus }> {
  const now = deps.now?.() ?? new Date();
  const paymentMinutes = await travelParameter(deps.ref, 'paymentMinutes');
  const status = await deps.db.transaction(async (tx) => {
    const order = await lockTravelOrder(tx, TICKET_KIND, body.order_no);
    if (body.approve) {
      await travelOrderStatus.transition(tx, order.id, 'reviewed_pending_payment', admin, body.remark, { holdDeadline: new Date(now.getTime() + paymentMinutes * 60_000) });
      return 'reviewed_pending_payment' as const;
    }
    if (order.status !== 'ordered_pending_review') throw new AppError(ErrorCode.OrderStateConflict);
    await endTicketOrder(tx, providerOf(deps), order, admin, body.remark);
    return 'cancelled' as const;
  });
  deps.responses?.invalidate(FLIGHT_ANSWERS);
  return { order_no: body.order_no, status };
}

/**
 * The operator issues the tickets of a paid order: a number for every passenger of the order
 * (4002 naming `tickets` when one is missing or not the order's, `tickets.N.ticket_no` when a
 * number repeats; 4404 on that field when another ticket has it), the held seats become sold,
 * the order is verified, and the numbers are mailed to the contact in the traveller's language.
 * 4402 unknown order, 4207 when it is not paid and waiting for its tickets.
 */
export async function issueTickets(deps: TicketAdminDeps, admin: Actor, body: TicketIssueBody): Promise<{ order_no: string; status: TravelOrderStatus }> {
  const now = deps.now?.() ?? new Date();
  const mail = await deps.db.transaction(async (tx) => {
    const order = await lockTravelOrder(tx, TICKET_KIND, body.order_no);
    if (order.status !== 'paid_pending_verification') throw new AppError(ErrorCode.OrderStateConflict);
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
    const booking = await ticketBookingOf(tx, order.id);
    await providerOf(deps).confirm(tx, booking.fareId, booking.seats);
    for (const passenger of passengers) {
      await tx.update(ticketPassengers).set({ ticketNo: numbers.get(passenger.id)! }).where(eq(ticketPassengers.id, passenger.id));
    }
    await travelOrderStatus.transition(tx, order.id, 'verified_completed', admin, 'tickets issued', { verifiedAt: now });
    const [traveller] = await tx.select({ lang: users.lang }).from(users).where(eq(users.id, order.userId));
    return {
      to: order.contact.email,
      lang: traveller?.lang ?? (await deps.ref.defaultLanguage()),
      params: {
        order_no: order.orderNo,
        route: `${booking.origin} → ${booking.destination}`,
        date: booking.departureDate,
        flight_no: booking.flightNo,
        tickets: passengers.map((passenger) => `${passenger.lastName}/${passenger.firstName}: ${numbers.get(passenger.id)!}`).join('\n'),
      },
    };
  });
  deps.responses?.invalidate(FLIGHT_ANSWERS);
  if (deps.mail) {
    await deps.mail.send({
      to: mail.to,
      subject: await deps.ref.translate(mail.lang, 'mail.tickets_subject', mail.params),
      text: await deps.ref.translate(mail.lang, 'mail.tickets_body', mail.params),
    });
  }
  return { order_no: body.order_no, status: 'verified_completed' };
}

/** Whole minutes from `now` to `deadline` (negative once past), rounded toward the past so 29.5 minutes left is 29. */
const minutesLeft = (deadline: Date, now: Date) => Math.floor((deadline.getTime() - now.getTime()) / 60_000);

/** Paid orders waiting for their tickets, of the customers `admin` may see (every customer's without one). */
async function waitingForTickets(db: DbOrTx, admin: AdminContext | undefined, late = false): Promise<SQL | undefined> {
  return and(
    eq(travelOrders.kind, TICKET_KIND),
    eq(travelOrders.status, 'paid_pending_verification'),
    late ? isNotNull(ticketBookings.ticketingLateAt) : undefined,
    admin ? await scopeCondition(db, admin) : undefined,
  );
}

/**
 * Paid orders waiting for their tickets (of the customers `admin` may see; only `order_no` when
 * given), the nearest deadline first, with the minutes left and whether they are due soon (30
 * minutes) or late.
 */
export async function ticketingQueue(db: DbOrTx, query: { page: number; limit: number; order_no?: string }, options: { admin?: AdminContext; now?: Date } = {}): Promise<PageResult<TicketingQueueRow>> {
  const now = options.now ?? new Date();
  const where = and(await waitingForTickets(db, options.admin), query.order_no ? eq(travelOrders.orderNo, query.order_no) : undefined);
  return pageOf(
    query,
    db.select(countAll).from(travelOrders).innerJoin(ticketBookings, eq(ticketBookings.travelOrderId, travelOrders.id)).innerJoin(users, eq(users.id, travelOrders.userId)).where(where),
    (limit, offset) =>
      db
        .select({ order: travelOrders, booking: ticketBookings })
        .from(travelOrders)
        .innerJoin(ticketBookings, eq(ticketBookings.travelOrderId, travelOrders.id))
        .innerJoin(users, eq(users.id, travelOrders.userId))
        .where(where)
        .orderBy(asc(ticketBookings.ticketingDeadline), asc(travelOrders.id))
        .limit(limit)
        .offset(offset),
    async ({ order, booking }) => {
      const deadline = booking.ticketingDeadline ?? now;
      const left = minutesLeft(deadline, now);
      return {
        order_no: order.orderNo,
        from: booking.origin,
        to: booking.destination,
        flight_no: booking.flightNo,
        date: booking.departureDate,
        passenger_count: (await passengersOf(db, order.id)).length,
        contact: order.contact,
        paid_at: (order.paidAt ?? now).toISOString(),
        ticketing_deadline: deadline.toISOString(),
        minutes_left: left,
        due_soon: deadline > now && deadline.getTime() - now.getTime() <= TICKETING_DUE_SOON_MINUTES * 60_000,
        late: deadline <= now,
      };
    },
  );
}

/** Paid orders the late-ticketing job found past their deadline, still without tickets, of the customers `admin` may see: the back office's alert figure. */
export async function lateTicketOrders(db: DbOrTx, admin?: AdminContext): Promise<number> {
  const [row] = await db
    .select(countAll)
    .from(travelOrders)
    .innerJoin(ticketBookings, eq(ticketBookings.travelOrderId, travelOrders.id))
    .innerJoin(users, eq(users.id, travelOrders.userId))
    .where(await waitingForTickets(db, admin, true));
  return row?.total ?? 0;
}
