import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { ErrorCode, formatMinor, type DashboardData, type FlightBookingsReport, type PageResult, type TicketOrderAdminDetail, type TicketOrderAdminRow, type TicketOrderDetail, type TravelPayStatus } from '@roamcart/contracts';
import { travelOrders } from '../travel/tables.ts';
import { flightFares, ticketBookings } from './tables.ts';
import { adminCall, signedInAdmin, type AdminBrowser } from '../../test/admin-client.ts';
import { newBuyer, type Buyer } from '../../test/buyer-fixture.ts';
import { call, useTestApp } from '../../test/test-app.ts';
import { bookTicketOrder, freshTicketFare, type TicketFare } from '../../test/ticket-orders-fixture.ts';

const t = useTestApp({}, { template: 'flights' });
let root: AdminBrowser & { username: string };
const MINUTE = 60_000;
const key = (label: string) => ({ 'idempotency-key': `${label}-${Math.random().toString(36).slice(2)}` });
const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
const freshFare = (seats: number) => freshTicketFare(t, seats);
const booked = (buyer: Buyer, fare: TicketFare, names: string[]) => bookTicketOrder(t, buyer, fare, names);
const fareSeats = async (fareId: number) => (await t.db.select({ held: flightFares.held, sold: flightFares.sold }).from(flightFares).where(eq(flightFares.id, fareId)))[0]!;

const review = (orderNo: string, approve: boolean, remark = '', admin: AdminBrowser = root) =>
  adminCall<TicketOrderAdminDetail>(t.app, admin, 'POST', '/review/ticket_order', { order_no: orderNo, approve, remark });
async function pay(buyer: Buyer, orderNo: string): Promise<void> {
  const paid = await call<TravelPayStatus>(t.app, 'POST', '/ticket/order/pay', { order_no: orderNo, method: 'wallet' }, { token: buyer.token, headers: key('pay') });
  expect(paid.data.status).toBe('paid_pending_verification');
}
/** Booked, approved and paid. */
async function paidOrder(buyer: Buyer, names: string[]): Promise<{ orderNo: string; fareId: number }> {
  const fare = await freshFare(9);
  const orderNo = await booked(buyer, fare, names);
  expect((await review(orderNo, true)).code).toBe(200);
  await pay(buyer, orderNo);
  return { orderNo, fareId: fare.fareId };
}

let buyer: Buyer;
beforeAll(async () => {
  root = await signedInAdmin(t, 'super');
  buyer = await newBuyer(t, root, '20000');
});

describe('the ticket order desk', () => {
  it('lists a new order in the review queue; approving lets it be paid, rejecting cancels it and frees its seats', async () => {
    const fare = await freshFare(9);
    const approved = await booked(buyer, fare, ['Ann', 'Bob']);
    const rejected = await booked(buyer, fare, ['Cid']);
    expect(await fareSeats(fare.fareId)).toEqual({ held: 3, sold: 0 });

    const queue = await adminCall<PageResult<TicketOrderAdminRow>>(t.app, root, 'GET', '/ticket_orders', { to_handle: true, keyword: 'cid roe' });
    expect(queue.data.list).toEqual([expect.objectContaining({ order_no: rejected, status: 'ordered_pending_review', passenger_count: 1, customer: expect.any(String) })]);

    expect(await review(rejected, false)).toMatchObject({ code: ErrorCode.MissingParameters, data: { remark: expect.any(String) } });
    const done = await review(approved, true);
    expect(done.data).toMatchObject({ order_no: approved, status: 'reviewed_pending_payment', can_pay: true });
    expect(done.data.history.at(-1)).toMatchObject({ to: 'reviewed_pending_payment', actor: 'admin', actor_name: root.username });
    const no = await review(rejected, false, 'Fare no longer offered');
    expect(no.data).toMatchObject({ status: 'cancelled' });
    expect(no.data.history.at(-1)).toMatchObject({ to: 'cancelled', remark: 'Fare no longer offered' });
    expect(await fareSeats(fare.fareId)).toEqual({ held: 2, sold: 0 });
    expect((await review(rejected, true)).code).toBe(ErrorCode.OrderStateConflict);
  });

  it('queues paid orders by ticketing deadline with the minutes left, due-soon and late ones flagged', async () => {
    const first = await paidOrder(buyer, ['Dee']);
    const second = await paidOrder(buyer, ['Eve']);
    const third = await paidOrder(buyer, ['Fay']);
    const now = Date.now();
    const setDeadline = (orderNo: string, at: Date) =>
      t.db.execute(sql`update ticket_bookings set ticketing_deadline = ${at.toISOString()}::timestamptz where travel_order_id = (select id from travel_orders where order_no = ${orderNo})`);
    await setDeadline(first.orderNo, new Date(now + 90 * MINUTE));
    await setDeadline(second.orderNo, new Date(now + 20 * MINUTE + 30_000));
    await setDeadline(third.orderNo, new Date(now - 5 * MINUTE));
    const queue = await adminCall<PageResult<{ order_no: string; minutes_left: number; due_soon: boolean; late: boolean }>>(t.app, root, 'GET', '/ticket_orders/ticketing', { limit: 100 });
    const ours = queue.data.list.filter((row) => [first.orderNo, second.orderNo, third.orderNo].includes(row.order_no));
    expect(ours.map((row) => row.order_no)).toEqual([third.orderNo, second.orderNo, first.orderNo]);
    expect(ours[0]).toMatchObject({ late: true, due_soon: false });
    expect(ours[0]!.minutes_left).toBeLessThan(0);
    expect(ours[1]).toMatchObject({ late: false, due_soon: true, minutes_left: 20 });
    expect(ours[2]).toMatchObject({ late: false, due_soon: false });
    expect(ours[2]!.minutes_left).toBeGreaterThanOrEqual(89);

    const dashboard = await adminCall<DashboardData>(t.app, root, 'GET', '/dashboard');
    expect(dashboard.data.tickets_to_issue).toEqual({ count: queue.data.total, path: '/flights/ticket-orders' });
  });

  it('issues one ticket per passenger: the order is ticketed, its seats sold and the traveller sees the numbers', async () => {
    const { orderNo, fareId } = await paidOrder(buyer, ['Gus', 'Hal']);
    const detail = (await adminCall<TicketOrderAdminDetail>(t.app, root, 'GET', '/ticket_orders/detail', { order_no: orderNo })).data;
    expect(detail.passengers.map((passenger) => passenger.first_name)).toEqual(['Gus', 'Hal']);
    expect(detail.segments.length).toBeGreaterThan(0);
    const [gus, hal] = detail.passengers;
    const issue = (tickets: { passenger_id: number; ticket_no: string }[]) => adminCall<TicketOrderAdminDetail>(t.app, root, 'POST', '/ticket_orders/issue', { order_no: orderNo, tickets });

    expect(await issue([{ passenger_id: gus!.id, ticket_no: '176-0000000001' }])).toMatchObject({ code: 4002, data: { tickets: expect.any(String) } });
    expect(await fareSeats(fareId)).toEqual({ held: 2, sold: 0 });
    const issued = await issue([
      { passenger_id: gus!.id, ticket_no: '176-0000000001' },
      { passenger_id: hal!.id, ticket_no: '176-0000000002' },
    ]);
    expect(issued.data).toMatchObject({ status: 'verified_completed' });
    expect(issued.data.passengers.map((passenger) => passenger.ticket_no)).toEqual(['176-0000000001', '176-0000000002']);
    expect(await fareSeats(fareId)).toEqual({ held: 0, sold: 2 });
    const seen = await call<TicketOrderDetail>(t.app, 'GET', '/ticket/order/detail', { order_no: orderNo }, { token: buyer.token });
    expect(seen.data.status).toBe('verified_completed');
    expect(seen.data.passengers.map((passenger) => passenger.ticket_no)).toEqual(['176-0000000001', '176-0000000002']);
    expect((await issue([{ passenger_id: gus!.id, ticket_no: '176-0000000003' }])).code).toBe(ErrorCode.OrderStateConflict);
  });

  it('refuses review, issuing and the report without their permissions', async () => {
    const clerk = await signedInAdmin(t, ['ticket_orders:list']);
    const orderNo = await booked(buyer, await freshFare(9), ['Ivy']);
    expect((await adminCall(t.app, clerk, 'GET', '/ticket_orders', {})).code).toBe(200);
    expect((await adminCall(t.app, clerk, 'GET', '/ticket_orders/ticketing', {})).code).toBe(200);
    expect((await review(orderNo, true, '', clerk)).code).toBe(ErrorCode.NoPermission);
    expect((await adminCall(t.app, clerk, 'POST', '/ticket_orders/issue', { order_no: orderNo, tickets: [{ passenger_id: 1, ticket_no: '176-0000000009' }] })).code).toBe(ErrorCode.NoPermission);
    expect((await adminCall(t.app, clerk, 'GET', '/reports/flight_bookings', { start: day(0), end: day(0) })).code).toBe(ErrorCode.NoPermission);
    const [order] = await t.db.select({ status: travelOrders.status }).from(travelOrders).where(eq(travelOrders.orderNo, orderNo));
    expect(order!.status).toBe('ordered_pending_review');
  });
});

describe('the flight bookings report', () => {
  it('sums bookings, passengers and revenue per day and route, and the share ticketed within two hours of payment', async () => {
    // A traveller of their own: the shared one already holds unpaid orders of the tests before.
    const traveller = await newBuyer(t, root, '20000');
    const orders = [await paidOrder(traveller, ['Jo']), await paidOrder(traveller, ['Kit', 'Lou']), await paidOrder(traveller, ['Max']), await paidOrder(traveller, ['Ned'])];
    // Moved to days nobody else pays on: two on 2 March 2020, two on 3 March; three ticketed, two of them within two hours.
    const timings: [string, number | null][] = [
      ['2020-03-02T10:00:00Z', 90],
      ['2020-03-02T23:00:00Z', 121],
      ['2020-03-03T08:00:00Z', 120],
      ['2020-03-03T09:00:00Z', null],
    ];
    for (const [index, [paidAt, ticketedAfter]] of timings.entries()) {
      const verifiedAt = ticketedAfter === null ? null : new Date(Date.parse(paidAt) + ticketedAfter * MINUTE).toISOString();
      await t.db.execute(sql`update travel_orders set paid_at = ${paidAt}::timestamptz, verified_at = ${verifiedAt}::timestamptz where order_no = ${orders[index]!.orderNo}`);
    }
    const rows = await t.db
      .select({ orderNo: travelOrders.orderNo, paid: travelOrders.paidAmount, from: ticketBookings.origin, to: ticketBookings.destination })
      .from(travelOrders)
      .innerJoin(ticketBookings, eq(ticketBookings.travelOrderId, travelOrders.id))
      .where(sql`${travelOrders.orderNo} in (${sql.join(orders.map((order) => sql`${order.orderNo}`), sql`, `)})`);
    const paidOf = (index: number) => rows.find((row) => row.orderNo === orders[index]!.orderNo)!.paid;
    const money = (minor: bigint) => formatMinor(minor, 2);

    const report = (await adminCall<FlightBookingsReport>(t.app, root, 'GET', '/reports/flight_bookings', { start: '2020-03-01', end: '2020-03-03' })).data;
    expect(report.days).toEqual([
      { date: '2020-03-01', bookings: 0, passengers: 0, revenue: '0.00' },
      { date: '2020-03-02', bookings: 2, passengers: 3, revenue: money(paidOf(0) + paidOf(1)) },
      { date: '2020-03-03', bookings: 2, passengers: 2, revenue: money(paidOf(2) + paidOf(3)) },
    ]);
    expect(report.totals).toEqual({ bookings: 4, passengers: 5, revenue: money(paidOf(0) + paidOf(1) + paidOf(2) + paidOf(3)) });
    expect(report.route_days.reduce((sum, row) => sum + row.bookings, 0)).toBe(4);
    expect(report.routes.reduce((sum, row) => sum + row.passengers, 0)).toBe(5);
    for (const route of report.routes) {
      const ofRoute = rows.filter((row) => row.from === route.from && row.to === route.to);
      expect(route.revenue).toBe(money(ofRoute.reduce((sum, row) => sum + row.paid, 0n)));
    }
    expect(report.ticketing).toEqual({ ticketed: 3, within_sla: 2, share: 2 / 3 });

    const empty = (await adminCall<FlightBookingsReport>(t.app, root, 'GET', '/reports/flight_bookings', { start: '2020-01-01', end: '2020-01-02' })).data;
    expect(empty.ticketing).toEqual({ ticketed: 0, within_sla: 0, share: null });
    expect((await adminCall(t.app, root, 'GET', '/reports/flight_bookings', { start: '2020-03-03', end: '2020-03-01' })).code).toBe(4002);
  });
});
