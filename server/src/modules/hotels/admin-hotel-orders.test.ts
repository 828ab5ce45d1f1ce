import { and, asc, eq, gte, like, lt } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  DashboardData,
  HotelBookingsReport,
  HotelOrderAdminDetail,
  HotelOrderAdminRow,
  HotelOrderDetail,
  PageResult,
  TravelPayStatus,
} from '@roamcart/contracts';
import { mailOutbox } from '../../platform/tables/mail.ts';
import { hotelInventory } from './tables.ts';
import { adminCall, signedInAdmin } from '../../test/admin-client.ts';
import { newBuyer, type Buyer } from '../../test/buyer-fixture.ts';
import { adminTestHotel } from '../../test/hotel-fixture.ts';
import { call, createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
let root: Awaited<ReturnType<typeof signedInAdmin>>;
let roomTypeId: number;
let ratePlanId: number;

const CITY = 'ORDADM';
const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
const today = day(0);
const contact = { name: 'Jane Roe', phone: '+33 1 42 68 53 00', email: 'jane@example.com' };

async function book(buyer: Buyer, checkIn: string, checkOut: string): Promise<string> {
  const booked = await call<{ order_no: string; status: string }>(
    t.app,
    'POST',
    '/hotel/order/create',
    { room_type_id: roomTypeId, rate_plan_id: ratePlanId, check_in: checkIn, check_out: checkOut, rooms: 1, adults: 2, guests: [{ name: 'Jane Roe' }], contact },
    { token: buyer.token, headers: { 'idempotency-key': `book-${Math.random().toString(36).slice(2)}` } },
  );
  if (booked.code !== 200) throw new Error(JSON.stringify(booked));
  expect(booked.data.status).toBe('ordered_pending_review');
  return booked.data.order_no;
}

const inventory = (from: string, to: string) =>
  t.db
    .select({ night: hotelInventory.night, held: hotelInventory.held, sold: hotelInventory.sold })
    .from(hotelInventory)
    .where(and(eq(hotelInventory.roomTypeId, roomTypeId), gte(hotelInventory.night, from), lt(hotelInventory.night, to)))
    .orderBy(asc(hotelInventory.night));

const detail = async (orderNo: string) => (await adminCall<HotelOrderAdminDetail>(t.app, root, 'GET', '/hotel_orders/detail', { order_no: orderNo })).data;
const review = (orderNo: string, approve: boolean, remark = '') => adminCall<HotelOrderAdminDetail>(t.app, root, 'POST', '/review/hotel_order', { order_no: orderNo, approve, remark });
const verify = (orderNo: string, confirmationNo: string) => adminCall<HotelOrderAdminDetail>(t.app, root, 'POST', '/hotel_orders/verify', { order_no: orderNo, confirmation_no: confirmationNo });
const report = async () => (await adminCall<HotelBookingsReport>(t.app, root, 'GET', '/reports/bookings', { start: day(-1), end: today })).data;

beforeAll(async () => {
  t = await createTestApp();
  root = await signedInAdmin(t, 'super');
  ({ roomTypeId, ratePlanId } = await adminTestHotel(t, root, { city: { code: CITY, name: 'Orderville' }, country: 'FR', board: 'room_only', hotel: { name: { en: 'Queue Hotel' }, latitude: 48.85, longitude: 2.35, time_zone: 'Europe/Paris', stars: 3 } }));
});
afterAll(async () => {
  await t.close();
});

describe('the hotel booking queue', () => {
  it('rejects a booking only with a reason; the booking is cancelled, its rooms released, the move in its history', async () => {
    const buyer = await newBuyer(t, root, '1000.00');
    const orderNo = await book(buyer, day(5), day(7));
    expect((await inventory(day(5), day(7))).map((night) => night.held)).toEqual([1, 1]);

    const queue = await adminCall<PageResult<HotelOrderAdminRow>>(t.app, root, 'GET', '/hotel_orders', { to_handle: true, order_no: orderNo });
    expect(queue.data.list).toEqual([
      expect.objectContaining({ order_no: orderNo, status: 'ordered_pending_review', hotel_name: 'Queue Hotel', room_type_name: 'Twin', nights: 2, rooms: 1, pay_amount: '200.00', customer: expect.stringMatching(/@example\.com$/) }),
    ]);

    expect(await review(orderNo, false)).toMatchObject({ code: 4001, data: { remark: expect.any(String) } });
    expect((await detail(orderNo)).status).toBe('ordered_pending_review');

    const rejected = await review(orderNo, false, 'Fully booked by a group');
    expect(rejected).toMatchObject({ code: 200, data: { status: 'cancelled' } });
    expect((await inventory(day(5), day(7))).map((night) => night.held)).toEqual([0, 0]);
    expect(rejected.data.history.at(-1)).toMatchObject({ from: 'ordered_pending_review', to: 'cancelled', actor: 'admin', actor_name: root.username, remark: 'Fully booked by a group' });
    // Nothing to handle any more, and a second review is an illegal move.
    expect((await adminCall<PageResult<HotelOrderAdminRow>>(t.app, root, 'GET', '/hotel_orders', { to_handle: true, order_no: orderNo })).data.total).toBe(0);
    expect((await review(orderNo, true)).code).toBe(4207);
  });

  it('approves, lets the traveller pay, then verifies with the confirmation number: held rooms become sold and the traveller sees the number', async () => {
    const buyer = await newBuyer(t, root, '1000.00');
    const orderNo = await book(buyer, day(10), day(12));
    expect((await verify(orderNo, 'EARLY-1')).code).toBe(4207);

    const approved = await review(orderNo, true, 'ok');
    expect(approved).toMatchObject({ code: 200, data: { status: 'reviewed_pending_payment' } });
    expect((await review(orderNo, true)).code).toBe(4207);
    expect((await verify(orderNo, 'EARLY-2')).code).toBe(4207);

    const paid = await call<TravelPayStatus>(t.app, 'POST', '/hotel/order/pay', { order_no: orderNo, method: 'wallet' }, { token: buyer.token, headers: { 'idempotency-key': `pay-${orderNo}` } });
    expect(paid.data.status).toBe('paid_pending_verification');
    expect((await adminCall<PageResult<HotelOrderAdminRow>>(t.app, root, 'GET', '/hotel_orders', { to_handle: true, order_no: orderNo })).data.list[0]).toMatchObject({
      status: 'paid_pending_verification',
      paid_amount: '200.00',
    });

    expect(await adminCall(t.app, root, 'POST', '/hotel_orders/verify', { order_no: orderNo, confirmation_no: ' ' })).toMatchObject({ code: 4001 });
    const verified = await verify(orderNo, 'HTL-778899');
    expect(verified).toMatchObject({ code: 200, data: { status: 'verified_completed', confirmation_no: 'HTL-778899' } });
    expect(verified.data.history.map((move) => [move.to, move.actor])).toEqual(
      expect.arrayContaining([
        ['reviewed_pending_payment', 'admin'],
        ['paid_pending_verification', 'user'],
        ['verified_completed', 'admin'],
      ]),
    );
    expect(await inventory(day(10), day(12))).toEqual([
      { night: day(10), held: 0, sold: 1 },
      { night: day(11), held: 0, sold: 1 },
    ]);
    const seen = await call<HotelOrderDetail>(t.app, 'GET', '/hotel/order/detail', { order_no: orderNo }, { token: buyer.token });
    expect(seen.data).toMatchObject({ status: 'verified_completed', confirmation_no: 'HTL-778899' });
    // The traveller is mailed the confirmation with the voucher and the stay's calendar entry.
    const [mail] = await t.db.select().from(mailOutbox).where(and(eq(mailOutbox.to, contact.email), like(mailOutbox.subject, `%${orderNo}%`)));
    expect(mail!.body).toContain('HTL-778899');
    expect(mail!.attachments.map((file) => file.filename)).toEqual([`voucher-${orderNo}.pdf`, `roamcart-${orderNo}.ics`]);
    expect((await verify(orderNo, 'AGAIN')).code).toBe(4207);

    // The calendar shows the sale and refuses fewer rooms than that on those nights.
    const cut = await adminCall(t.app, root, 'POST', '/rates/calendar/save', { room_type_id: roomTypeId, start: day(10), end: day(11), weekdays: [0, 1, 2, 3, 4, 5, 6], to_sell: 0 });
    expect(cut).toMatchObject({ code: 4002, data: { to_sell: expect.stringContaining(day(10)) } });
  });

  it('reports the bookings paid per day and per city, and counts what waits on the dashboard', async () => {
    const before = await report();
    const dashboardBefore = (await adminCall<DashboardData>(t.app, root, 'GET', '/dashboard')).data.pending_hotel_orders;
    const buyer = await newBuyer(t, root, '1000.00');
    const threeNights = await book(buyer, day(14), day(17));
    const waiting = (await adminCall<DashboardData>(t.app, root, 'GET', '/dashboard')).data.pending_hotel_orders;
    expect(waiting).toEqual({ count: dashboardBefore.count + 1, path: '/hotels/orders?to_handle=true' });
    await review(threeNights, true);
    await call(t.app, 'POST', '/hotel/order/pay', { order_no: threeNights, method: 'wallet' }, { token: buyer.token, headers: { 'idempotency-key': `pay-${threeNights}` } });

    const after = await report();
    expect(after.currency).toBe('USD');
    expect(after.days.map((entry) => entry.date)).toEqual([day(-1), today]);
    expect(after.totals.bookings - before.totals.bookings).toBe(1);
    expect(after.totals.room_nights - before.totals.room_nights).toBe(3);
    expect(Number(after.totals.revenue) - Number(before.totals.revenue)).toBe(300);
    const todayFigures = after.days.at(-1)!;
    expect(todayFigures).toEqual({ date: today, bookings: after.totals.bookings, room_nights: after.totals.room_nights, revenue: after.totals.revenue });
    expect(after.cities).toEqual([{ city: CITY, city_name: 'Orderville', bookings: after.totals.bookings, room_nights: after.totals.room_nights, revenue: after.totals.revenue }]);
    expect(await adminCall(t.app, root, 'GET', '/reports/bookings', { start: today, end: day(-1) })).toMatchObject({ code: 4002, data: { end: expect.any(String) } });
  });

  it("keeps an agent's admin to its own customers' bookings", async () => {
    const buyer = await newBuyer(t, root, '1000.00');
    const orderNo = await book(buyer, day(20), day(21));
    const agent = await adminCall<{ id: number }>(t.app, root, 'POST', '/agents/save', { name: 'Far Agency', rebate_ratio: '0', invite_code: `FAR${Date.now() % 100000}` });
    const agentAdmin = await signedInAdmin(t, ['hotel_orders:list', 'hotel_orders:review'], { agentId: agent.data.id });
    expect((await adminCall<PageResult<HotelOrderAdminRow>>(t.app, agentAdmin, 'GET', '/hotel_orders', { order_no: orderNo })).data.total).toBe(0);
    expect((await adminCall(t.app, agentAdmin, 'POST', '/review/hotel_order', { order_no: orderNo, approve: true })).code).toBe(4206);
    expect((await detail(orderNo)).status).toBe('ordered_pending_review');
  });
});
