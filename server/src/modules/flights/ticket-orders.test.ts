// @module-tag embedded
import { eq, sql, type SQL } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { addDays, latestToday, translateMessage, type ChannelPaymentAdminRow, type ChannelPaymentState, type FareRule, type PaymentChannelView, type OrderFeedRow, type PageResult, type SavedPassenger, type TicketOrderDetail, type TravelPayStatus } from '@roamcart/contracts';
import { stateTransitions } from '../../platform/tables/state-transitions.ts';
import { users } from '../../platform/tables/users.ts';
import { channelPayments, payments } from '../payments/tables.ts';
import { travelOrders } from '../travel/tables.ts';
import { balanceLedger } from '../wallet/tables.ts';
import { flightFares, ticketBookings } from './tables.ts';
import { rowsOf } from '../../platform/db.ts';
import type { Actor } from '../../platform/state-machine.ts';
import { adminCall, signedInAdmin, type AdminBrowser } from '../../test/admin-client.ts';
import { newBuyer, type Buyer } from '../../test/buyer-fixture.ts';
import { runJobAt } from '../../test/jobs.ts';
import { postSandboxCallback, sandboxEventFor, uploadVoucher } from '../../test/payments-fixture.ts';
import { call, useTestApp, withParameter, type CallOptions } from '../../test/test-app.ts';
import { flagLateTicketingJob, followFlightsJob, issueTickets, lateTicketOrders, releaseExpiredTicketHoldsJob, reviewTicketOrder, TICKETING_HOURS, ticketingQueue } from './index.ts';


const t = useTestApp({}, { template: 'flights' });
let root: AdminBrowser;
const ADMIN: Actor = { kind: 'admin', id: 1 };
const HOUR = 3_600_000;
const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
const key = (label: string) => ({ headers: { 'idempotency-key': `${label}-${Math.random().toString(36).slice(2)}` } });
const post = <T>(buyer: Buyer, path: string, body: Record<string, unknown>, options: CallOptions = {}) => call<T>(t.app, 'POST', path, body, { token: buyer.token, ...options });
const get = <T>(buyer: Buyer, path: string, query: Record<string, unknown>, options: CallOptions = {}) => call<T>(t.app, 'GET', path, query, { token: buyer.token, ...options });
const contact = { name: 'Jane Roe', phone: '+33 1 42 68 53 00', email: 'jane@example.com' };

/** Someone born `years` years and a month before `date`. */
const bornBefore = (date: string, years: number) => addDays(`${Number(date.slice(0, 4)) - years}${date.slice(4, 8)}01`, -30);
let documents = 0;
function passenger(type: 'adult' | 'child' | 'infant', date: string, overrides: Record<string, unknown> = {}) {
  documents += 1;
  const age = type === 'adult' ? 30 : type === 'child' ? 6 : 1;
  return { type, first_name: 'Jane', last_name: "O'Neil", gender: 'female', nationality: 'fr', doc_type: 'passport', doc_number: `P${String(documents).padStart(8, '0')}`, doc_expiry: addDays(date, 400), birth_date: bornBefore(date, age), ...overrides };
}

interface Fare {
  fareId: number;
  date: string;
  refundRule: FareRule;
}
const usedFares: number[] = [0];
/** The first bookable fare, not used yet, of a flight day `where` picks (over `flight_fares f`, `flight_instances i`), its seats set to `seats` free ones. */
async function pickFare(where: SQL, seats: number, refundRule?: FareRule): Promise<Fare> {
  const [fare] = await rowsOf<{ id: number; date: string }>(
    t.db,
    sql`select f.id, i.departure_date::text as date from flight_fares f
      join flight_instances i on i.id = f.instance_id join flights fl on fl.id = i.flight_id
      where ${where} and i.status = 'scheduled' and fl.is_active
        and exists (select 1 from airlines al where al.code = fl.carrier and al.enabled)
        and f.id not in (${sql.join(
          usedFares.map((id) => sql`${id}`),
          sql`, `,
        )})
      order by i.departure_date, f.id limit 1`,
  );
  usedFares.push(fare!.id);
  const [row] = await t.db
    .update(flightFares)
    .set({ seats, held: 0, sold: 0, ...(refundRule ? { refundRule } : {}) })
    .where(eq(flightFares.id, fare!.id))
    .returning();
  return { fareId: fare!.id, date: fare!.date, refundRule: row!.refundRule };
}
const ofBrand = (brand?: string) => (brand ? sql`f.brand = ${brand}` : sql`true`);
/** A bookable fare flying `after` days from now or later (of `brand` when given), its seats set to `seats` free ones. */
const fareWith = (seats: number, after = 10, brand?: string, refundRule?: FareRule) => pickFare(sql`i.departure_date >= ${day(after)}::date and ${ofBrand(brand)}`, seats, refundRule);
const seatsOfFare = async (fareId: number) => (await t.db.select({ held: flightFares.held, sold: flightFares.sold }).from(flightFares).where(eq(flightFares.id, fareId)))[0]!;

interface Created {
  order_no: string;
  status: string;
  total_price: string;
  currency: string;
  hold_deadline: string;
}
function book(buyer: Buyer, fare: Fare, passengers: Record<string, unknown>[], options: CallOptions = key('book'), extra: Record<string, unknown> = {}) {
  return post<Created>(buyer, '/ticket/order/create', { fare_id: fare.fareId, date: fare.date, passengers, contact, ...extra }, options);
}

async function balanceOf(userId: number): Promise<bigint> {
  const [user] = await t.db.select({ balance: users.balance }).from(users).where(eq(users.id, userId));
  return user!.balance;
}
const orderRow = async (orderNo: string) => (await t.db.select().from(travelOrders).where(eq(travelOrders.orderNo, orderNo)))[0]!;

/** Booked, reviewed and paid from the wallet. */
async function paidOrder(buyer: Buyer, fare: Fare, passengers: Record<string, unknown>[]): Promise<string> {
  const booked = await book(buyer, fare, passengers);
  expect(booked.code).toBe(200);
  await reviewTicketOrder(t.app.deps, ADMIN, { order_no: booked.data.order_no, approve: true, remark: '' });
  const paid = await post<TravelPayStatus>(buyer, '/ticket/order/pay', { order_no: booked.data.order_no, method: 'wallet' }, key('pay'));
  expect(paid.data.status).toBe('paid_pending_verification');
  return booked.data.order_no;
}

beforeAll(async () => {
  root = await signedInAdmin(t, 'super');
});

describe('ticket order booking', () => {
  it('names the passenger and field of every broken rule, in English and Chinese, and books nothing', async () => {
    const buyer = await newBuyer(t, root);
    const fare = await fareWith(9);
    const date = fare.date;
    const cases: [Record<string, unknown>, string, string][] = [
      [{ first_name: '张' }, 'passengers.0.first_name', 'validation.passenger_name'],
      [{ last_name: 'Roe2' }, 'passengers.0.last_name', 'validation.passenger_name'],
      [{ gender: 'other' }, 'passengers.0.gender', 'validation.invalid'],
      [{ nationality: 'FRA' }, 'passengers.0.nationality', 'validation.invalid'],
      [{ doc_type: 'visa' }, 'passengers.0.doc_type', 'validation.invalid'],
      [{ doc_number: 'P1' }, 'passengers.0.doc_number', 'validation.document_number'],
      [{ doc_expiry: addDays(date, 30) }, 'passengers.0.doc_expiry', 'validation.document_expires'],
      [{ birth_date: addDays(date, 1) }, 'passengers.0.birth_date', 'validation.birth_after_trip'],
      [{ birth_date: bornBefore(date, 6) }, 'passengers.0.type', 'validation.passenger_type_child'],
    ];
    for (const [broken, field, message] of cases) {
      for (const lang of ['en', 'zh-CN']) {
        const answer = await book(buyer, fare, [passenger('adult', date, broken)], { ...key('rule'), lang });
        expect(answer.code, `${field} ${lang}`).toBe(4002);
        expect((answer.data as unknown as Record<string, string>)[field], `${field} ${lang}`).toBe(translateMessage(lang, message));
      }
    }
    // The second passenger is named by its place.
    const second = await book(buyer, fare, [passenger('adult', date), passenger('child', date, { birth_date: bornBefore(date, 30) })]);
    expect(second).toMatchObject({ code: 4002, data: { 'passengers.1.type': translateMessage('en', 'validation.passenger_type_adult') } });
    expect(await book(buyer, fare, [passenger('adult', date), passenger('infant', date), passenger('infant', date)], { ...key('inf'), lang: 'zh-CN' })).toMatchObject({
      code: 4002,
      data: { passengers: translateMessage('zh-CN', 'validation.infants_per_adult') },
    });
    expect(await book(buyer, fare, [passenger('child', date)])).toMatchObject({ code: 4002, data: { passengers: translateMessage('en', 'validation.adult_required') } });
    expect(await book(buyer, { ...fare, date: day(-2) }, [passenger('adult', day(-2))])).toMatchObject({ code: 4002, data: { date: translateMessage('en', 'validation.flight_date_past') } });
    expect(await book(buyer, { ...fare, date: day(200) }, [passenger('adult', day(200))])).toMatchObject({ code: 4002, data: { date: translateMessage('en', 'validation.flight_date_too_far') } });
    expect(await book(buyer, fare, [passenger('adult', date)], {})).toMatchObject({ code: 4001, data: { 'Idempotency-Key': expect.any(String) } });
    expect(await t.db.select().from(travelOrders)).toHaveLength(0);
    expect(await seatsOfFare(fare.fareId)).toEqual({ held: 0, sold: 0 });
  });

  it('refuses one person booked twice and impossible birth dates on the field, and books nothing', async () => {
    const buyer = await newBuyer(t, root);
    const fare = await fareWith(9);
    const date = fare.date;
    const first = passenger('adult', date);
    // The same passport typed again in other letter case and with spaces is still the same person.
    const twin = passenger('adult', date, { first_name: 'Janet', doc_number: ` ${first.doc_number.toLowerCase()} ` });
    expect(await book(buyer, fare, [first, twin])).toMatchObject({ code: 4002, data: { 'passengers.1.doc_number': translateMessage('en', 'validation.passenger_same_document') } });
    const tomorrow = addDays(latestToday(), 1);
    expect(await book(buyer, fare, [passenger('adult', date), passenger('infant', date, { birth_date: tomorrow })], { ...key('unborn'), lang: 'ja' })).toMatchObject({
      code: 4002,
      data: { 'passengers.1.birth_date': translateMessage('ja', 'validation.birth_in_future') },
    });
    expect(await book(buyer, fare, [passenger('adult', date, { birth_date: '1900-01-01' })])).toMatchObject({ code: 4002, data: { 'passengers.0.birth_date': translateMessage('en', 'validation.birth_too_old') } });
    expect(await t.db.select().from(travelOrders).where(eq(travelOrders.userId, buyer.userId))).toHaveLength(0);
    expect(await seatsOfFare(fare.fareId)).toEqual({ held: 0, sold: 0 });
  });

  it('holds seats for adults and children only, answers the order pending review, shows it to its owner only, in the list and the order feed', async () => {
    const buyer = await newBuyer(t, root);
    const fare = await fareWith(9);
    const passengers = [passenger('adult', fare.date), passenger('child', fare.date), passenger('infant', fare.date)];
    const booked = await book(buyer, fare, passengers);
    expect(booked).toMatchObject({ code: 200, data: { status: 'ordered_pending_review', currency: 'USD' } });
    // Held for the payment window, not the whole review window.
    expect(Date.parse(booked.data.hold_deadline) - Date.now()).toBeGreaterThan(29 * 60_000);
    expect(await seatsOfFare(fare.fareId)).toEqual({ held: 2, sold: 0 });

    const detail = await get<TicketOrderDetail>(buyer, '/ticket/order/detail', { order_no: booked.data.order_no });
    expect(detail.data).toMatchObject({ status: 'ordered_pending_review', counts: { adult: 1, child: 1, infant: 1 }, can_pay: false, can_cancel: true, cancel_refund: '0.00', ticketing_deadline: null, date: fare.date });
    expect(detail.data.passengers.map((one) => [one.type, one.last_name, one.ticket_no])).toEqual([
      ['adult', "O'Neil", null],
      ['child', "O'Neil", null],
      ['infant', "O'Neil", null],
    ]);
    expect(detail.data.segments[0]!.depart_at).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d[+-]\d\d:\d\d$/);
    const { prices } = detail.data;
    const cents = (price: string) => Math.round(Number(price) * 100);
    expect(cents(detail.data.total_price)).toBe(cents(prices.adult) + cents(prices.child) + cents(prices.infant) + 2 * cents(prices.taxes));

    const list = await get<PageResult<{ order_no: string; passenger_count: number }>>(buyer, '/ticket/order/list', {});
    expect(list.data.list).toEqual([expect.objectContaining({ order_no: booked.data.order_no, passenger_count: 3 })]);
    const feed = await get<PageResult<OrderFeedRow>>(buyer, '/order', { type: 'ticket' });
    expect(feed.data.list[0]).toMatchObject({ type: 'ticket', order_no: booked.data.order_no, title: `${detail.data.from_city} → ${detail.data.to_city}`, subtitle: `${fare.date} · ${detail.data.flight_no}`, departs_at: detail.data.segments[0]!.depart_at, trip: 'one_way' });
    expect(feed.data.list[0]!.departs_at).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}[+-]\d{2}:\d{2}$/);

    const stranger = await newBuyer(t, root, '10000');
    expect(await get(stranger, '/ticket/order/detail', { order_no: booked.data.order_no })).toMatchObject({ code: 4402 });
    expect(await post(stranger, '/ticket/order/cancel', { order_no: booked.data.order_no }, key('c'))).toMatchObject({ code: 4402 });
    expect(await post(stranger, '/ticket/order/pay', { order_no: booked.data.order_no, method: 'wallet' }, key('p'))).toMatchObject({ code: 4402 });
    expect((await get<PageResult<unknown>>(stranger, '/ticket/order/list', {})).data.total).toBe(0);

    // The passengers were saved for next time, once per document.
    const saved = await get<SavedPassenger[]>(buyer, '/ticket/passengers', {});
    expect(saved.data).toHaveLength(3);
  });

  it('shows the order’s cities in the caller’s language, in English where it has none', async () => {
    const buyer = await newBuyer(t, root);
    const fare = await fareWith(9);
    const booked = await book(buyer, fare, [passenger('adult', fare.date)]);
    const detailIn = async (lang: string) => (await get<TicketOrderDetail>(buyer, '/ticket/order/detail', { order_no: booked.data.order_no }, { lang })).data;
    const english = await detailIn('en');
    // Renamed in English it is no city CLDR names: French, blanked, shows the English text.
    await adminCall(t.app, root, 'POST', '/airports/save', { code: english.from, city: { en: 'Departure City', 'zh-CN': '出发城', ar: 'مدينة المغادرة', fr: '' } });
    await adminCall(t.app, root, 'POST', '/airports/save', { code: english.to, city: { 'zh-CN': '到达城' } });

    const chinese = await detailIn('zh-CN');
    expect([chinese.from_city, chinese.segments[0]!.from_city, chinese.to_city]).toEqual(['出发城', '出发城', '到达城']);
    const french = await detailIn('fr');
    expect([french.from_city, french.segments[0]!.from_city]).toEqual(['Departure City', 'Departure City']);
    const listed = await get<PageResult<{ order_no: string; from_city: string }>>(buyer, '/ticket/order/list', {}, { lang: 'zh-CN' });
    expect(listed.data.list.find((order) => order.order_no === booked.data.order_no)?.from_city).toBe('出发城');
    const feed = await get<PageResult<OrderFeedRow>>(buyer, '/order', { type: 'ticket' }, { lang: 'zh-CN' });
    expect(feed.data.list.find((order) => order.order_no === booked.data.order_no)?.title).toBe('出发城 → 到达城');
  });

  it('answers the first order again for the same Idempotency-Key, holding the seats once', async () => {
    const buyer = await newBuyer(t, root);
    const fare = await fareWith(5);
    const options = key('same');
    const passengers = [passenger('adult', fare.date)];
    const first = await book(buyer, fare, passengers, options);
    const again = await book(buyer, fare, passengers, options);
    expect(again.data).toEqual(first.data);
    expect(await seatsOfFare(fare.fareId)).toEqual({ held: 1, sold: 0 });
    expect((await get<PageResult<unknown>>(buyer, '/ticket/order/list', {})).data.total).toBe(1);
  });

  it('sells the last 5 seats to exactly 5 of 50 parallel bookings (4301 for the others)', async () => {
    const buyer = await newBuyer(t, root);
    const fare = await fareWith(5);
    // One traveller may hold this many unpaid orders only when the operator allows it.
    const answers = await withParameter(t, 'travel_unpaid_orders_max', '20', () => Promise.all(Array.from({ length: 50 }, () => book(buyer, fare, [passenger('adult', fare.date)]))));
    expect(answers.filter((answer) => answer.code === 200)).toHaveLength(5);
    expect(answers.filter((answer) => answer.code === 4301)).toHaveLength(45);
    expect(await seatsOfFare(fare.fareId)).toEqual({ held: 5, sold: 0 });
  }, 120_000);

  it('refuses a booking whose price moved since it was shown, answering the new total (4303), and books at the total shown', async () => {
    const buyer = await newBuyer(t, root);
    const fare = await fareWith(5);
    const passengers = [passenger('adult', fare.date)];
    const moved = await book(buyer, fare, passengers, key('moved'), { expected_total: '1.00' });
    expect(moved.code).toBe(4303);
    const now = (moved.data as unknown as { total_price: string }).total_price;
    expect(moved.msg).toContain(now);
    expect(await seatsOfFare(fare.fareId)).toEqual({ held: 0, sold: 0 });
    expect(await book(buyer, fare, passengers, key('shown'), { expected_total: now })).toMatchObject({ code: 200, data: { total_price: now } });
  });
});

describe('ticket order payment, ticketing and cancellation', () => {
  it('pays from the wallet after the review, sets the ticketing deadline two hours after payment, and issues tickets seen in the detail', async () => {
    const buyer = await newBuyer(t, root, '100000');
    const fare = await fareWith(5);
    const booked = await book(buyer, fare, [passenger('adult', fare.date), passenger('infant', fare.date)]);
    const orderNo = booked.data.order_no;
    expect(await post(buyer, '/ticket/order/pay', { order_no: orderNo, method: 'wallet' }, key('early'))).toMatchObject({ code: 4207 });
    await reviewTicketOrder(t.app.deps, ADMIN, { order_no: orderNo, approve: true, remark: '' });
    const before = await balanceOf(buyer.userId);
    const paid = await post<TravelPayStatus>(buyer, '/ticket/order/pay', { order_no: orderNo, method: 'wallet' }, key('pay'));
    expect(paid).toMatchObject({ code: 200, data: { status: 'paid_pending_verification' } });
    const order = await orderRow(orderNo);
    expect(before - (await balanceOf(buyer.userId))).toBe(order.payAmount);
    const [booking] = await t.db.select().from(ticketBookings).where(eq(ticketBookings.travelOrderId, order.id));
    expect(booking!.ticketingDeadline!.getTime() - order.paidAt!.getTime()).toBe(TICKETING_HOURS * HOUR);
    const detail = await get<TicketOrderDetail>(buyer, '/ticket/order/detail', { order_no: orderNo });
    expect(detail.data.ticketing_deadline).toBe(booking!.ticketingDeadline!.toISOString());
    expect(await post(buyer, '/ticket/order/pay', { order_no: orderNo, method: 'wallet' }, key('twice'))).toMatchObject({ code: 4207 });

    const queue = await ticketingQueue(t.db, { page: 1, limit: 50 });
    expect(queue.list.find((row) => row.order_no === orderNo)).toMatchObject({ minutes_left: 119, due_soon: false, late: false, passenger_count: 2 });

    const [adult, infant] = detail.data.passengers;
    await expect(issueTickets(t.app.deps, ADMIN, { order_no: orderNo, tickets: [{ passenger_id: adult!.id, ticket_no: '1762400000001' }] })).rejects.toMatchObject({
      code: 4002,
      details: { tickets: 'validation.ticket_for_each_passenger' },
    });
    await expect(
      issueTickets(t.app.deps, ADMIN, {
        order_no: orderNo,
        tickets: [
          { passenger_id: adult!.id, ticket_no: '1762400000001' },
          { passenger_id: infant!.id, ticket_no: '1762400000001' },
        ],
      }),
    ).rejects.toMatchObject({ code: 4002, details: { 'tickets.1.ticket_no': 'validation.ticket_no_taken' } });
    const issued = await issueTickets(t.app.deps, ADMIN, {
      order_no: orderNo,
      tickets: [
        { passenger_id: adult!.id, ticket_no: '1762400000001' },
        { passenger_id: infant!.id, ticket_no: '1762400000002' },
      ],
    });
    expect(issued.status).toBe('verified_completed');
    expect(await seatsOfFare(fare.fareId)).toEqual({ held: 0, sold: 1 });
    const ticketed = await get<TicketOrderDetail>(buyer, '/ticket/order/detail', { order_no: orderNo });
    expect(ticketed.data.passengers.map((one) => one.ticket_no)).toEqual(['1762400000001', '1762400000002']);
    const mails = await rowsOf<{ to: string; subject: string; body: string; attachments: { filename: string; content: string }[] }>(t.db, sql`select * from mail_outbox order by id desc limit 1`);
    expect(JSON.stringify(mails[0])).toContain('1762400000002');
    // The e-ticket and its calendar entry go with the numbers.
    expect(mails[0]!.attachments.map((file) => file.filename)).toEqual([`e-ticket-${orderNo}.pdf`, `roamcart-${orderNo}.ics`]);
    expect(Buffer.from(mails[0]!.attachments[0]!.content, 'base64').subarray(0, 5).toString()).toBe('%PDF-');

    // A ticket number is one ticket's only.
    const other = await paidOrder(buyer, await fareWith(5), [passenger('adult', fare.date)]);
    const otherDetail = await get<TicketOrderDetail>(buyer, '/ticket/order/detail', { order_no: other });
    await expect(issueTickets(t.app.deps, ADMIN, { order_no: other, tickets: [{ passenger_id: otherDetail.data.passengers[0]!.id, ticket_no: '1762400000001' }] })).rejects.toMatchObject({ code: 4404 });
  });

  it('refunds by the fare rule through the ledger: the penalty per passenger kept, nothing for a non-refundable fare', async () => {
    const buyer = await newBuyer(t, root, '100000');
    // A penalty of 10.00 per passenger, as the fare says when booked.
    const refundable = await fareWith(5, 10, 'standard', { allowed: true, penalty: '1000' });
    const orderNo = await paidOrder(buyer, refundable, [passenger('adult', refundable.date), passenger('adult', refundable.date)]);
    const paidBalance = await balanceOf(buyer.userId);
    const order = await orderRow(orderNo);
    const expected = order.paidAmount - 2000n;
    expect(expected).toBeGreaterThan(0n);
    const cancelled = await post<TicketOrderDetail>(buyer, '/ticket/order/cancel', { order_no: orderNo, reason: 'plans changed' }, key('cancel'));
    expect(cancelled).toMatchObject({ code: 200, data: { status: 'cancelled', can_cancel: false } });
    expect((await balanceOf(buyer.userId)) - paidBalance).toBe(expected);
    expect((await orderRow(orderNo)).refundedAmount).toBe(expected);
    const ledger = await t.db.select().from(balanceLedger).where(eq(balanceLedger.userId, buyer.userId));
    expect(ledger.map((row) => row.amount).reduce((sum, amount) => sum + amount, 0n)).toBe(await balanceOf(buyer.userId));
    expect(ledger.filter((row) => row.reference === orderNo).map((row) => row.amount)).toEqual([-order.paidAmount, expected]);
    expect(await seatsOfFare(refundable.fareId)).toEqual({ held: 0, sold: 0 });

    const light = await fareWith(5, 10, 'light');
    expect(light.refundRule.allowed).toBe(false);
    const kept = await paidOrder(buyer, light, [passenger('adult', light.date)]);
    const detail = await get<TicketOrderDetail>(buyer, '/ticket/order/detail', { order_no: kept });
    expect(detail.data).toMatchObject({ cancel_refund: '0.00', refund_rule: { allowed: false, penalty: null } });
    const beforeCancel = await balanceOf(buyer.userId);
    expect(await post(buyer, '/ticket/order/cancel', { order_no: kept }, key('cancel'))).toMatchObject({ code: 200, data: { status: 'cancelled', refunded_amount: '0.00' } });
    expect(await balanceOf(buyer.userId)).toBe(beforeCancel);
  });

  it('refuses every move the state machine does not allow with 4207', async () => {
    const buyer = await newBuyer(t, root, '100000');
    const fare = await fareWith(5);
    const booked = await book(buyer, fare, [passenger('adult', fare.date)]);
    const orderNo = booked.data.order_no;
    const tickets = async () => [{ passenger_id: (await get<TicketOrderDetail>(buyer, '/ticket/order/detail', { order_no: orderNo })).data.passengers[0]!.id, ticket_no: `T${orderNo.slice(-12)}` }];
    // Pending review: not payable, no tickets.
    expect(await post(buyer, '/ticket/order/pay', { order_no: orderNo, method: 'wallet' }, key('p'))).toMatchObject({ code: 4207 });
    await expect(issueTickets(t.app.deps, ADMIN, { order_no: orderNo, tickets: await tickets() })).rejects.toMatchObject({ code: 4207 });
    await reviewTicketOrder(t.app.deps, ADMIN, { order_no: orderNo, approve: true, remark: '' });
    // Reviewed: not reviewed again, no tickets before payment.
    await expect(reviewTicketOrder(t.app.deps, ADMIN, { order_no: orderNo, approve: true, remark: '' })).rejects.toMatchObject({ code: 4207 });
    await expect(reviewTicketOrder(t.app.deps, ADMIN, { order_no: orderNo, approve: false, remark: 'no' })).rejects.toMatchObject({ code: 4207 });
    await expect(issueTickets(t.app.deps, ADMIN, { order_no: orderNo, tickets: await tickets() })).rejects.toMatchObject({ code: 4207 });
    await post(buyer, '/ticket/order/pay', { order_no: orderNo, method: 'wallet' }, key('p'));
    await issueTickets(t.app.deps, ADMIN, { order_no: orderNo, tickets: await tickets() });
    // Ticketed: not paid, reviewed or issued again.
    expect(await post(buyer, '/ticket/order/pay', { order_no: orderNo, method: 'wallet' }, key('p'))).toMatchObject({ code: 4207 });
    await expect(issueTickets(t.app.deps, ADMIN, { order_no: orderNo, tickets: await tickets() })).rejects.toMatchObject({ code: 4207 });
    await expect(reviewTicketOrder(t.app.deps, ADMIN, { order_no: orderNo, approve: true, remark: '' })).rejects.toMatchObject({ code: 4207 });
    // Cancelled: nothing more.
    await post(buyer, '/ticket/order/cancel', { order_no: orderNo }, key('c'));
    expect(await seatsOfFare(fare.fareId)).toEqual({ held: 0, sold: 0 });
    expect(await post(buyer, '/ticket/order/cancel', { order_no: orderNo }, key('c'))).toMatchObject({ code: 4207 });
    expect(await post(buyer, '/ticket/order/pay', { order_no: orderNo, method: 'wallet' }, key('p'))).toMatchObject({ code: 4207 });
    await expect(reviewTicketOrder(t.app.deps, ADMIN, { order_no: orderNo, approve: true, remark: '' })).rejects.toMatchObject({ code: 4207 });
  });

  it('rejecting in review cancels the order and releases its seats', async () => {
    const buyer = await newBuyer(t, root);
    const fare = await fareWith(5);
    const booked = await book(buyer, fare, [passenger('adult', fare.date), passenger('child', fare.date)]);
    expect(await seatsOfFare(fare.fareId)).toEqual({ held: 2, sold: 0 });
    expect(await reviewTicketOrder(t.app.deps, ADMIN, { order_no: booked.data.order_no, approve: false, remark: 'documents unclear' })).toEqual({ order_no: booked.data.order_no, status: 'cancelled' });
    expect(await seatsOfFare(fare.fareId)).toEqual({ held: 0, sold: 0 });
  });
});

describe('instant ticketing', () => {
  it('makes an order of an instant fare payable at once and tickets every passenger on payment, with no operator', async () => {
    const buyer = await newBuyer(t, root, '100000');
    const fare = await fareWith(4);
    await t.db.update(flightFares).set({ instantTicketing: true }).where(eq(flightFares.id, fare.fareId));
    const booked = await book(buyer, fare, [passenger('adult', fare.date), passenger('child', fare.date)]);
    expect(booked.data.status).toBe('reviewed_pending_payment');
    expect(Date.parse(booked.data.hold_deadline) - Date.now()).toBeLessThanOrEqual(30 * 60_000);
    const payable = await get<TicketOrderDetail>(buyer, '/ticket/order/detail', { order_no: booked.data.order_no });
    expect(payable.data).toMatchObject({ can_pay: true, hold_released: false });
    expect(payable.data.history).toEqual([expect.objectContaining({ from: 'ordered_pending_review', to: 'reviewed_pending_payment', actor: 'system', remark: 'Confirmed instantly' })]);
    const paid = await post<TravelPayStatus>(buyer, '/ticket/order/pay', { order_no: booked.data.order_no, method: 'wallet' }, key('pay'));
    expect(paid.data.status).toBe('verified_completed');
    const ticketed = await get<TicketOrderDetail>(buyer, '/ticket/order/detail', { order_no: booked.data.order_no });
    const flightNo = ticketed.data.flight_no;
    expect(ticketed.data.passengers.map((one) => one.ticket_no)).toEqual([expect.stringMatching(new RegExp(`^${flightNo.slice(0, 2)}\\d{10}$`)), expect.stringMatching(/\d{10}$/)]);
    expect(new Set(ticketed.data.passengers.map((one) => one.ticket_no)).size).toBe(2);
    expect(await seatsOfFare(fare.fareId)).toEqual({ held: 0, sold: 2 });
    expect((await ticketingQueue(t.db, { page: 1, limit: 50 })).list.map((row) => row.order_no)).not.toContain(booked.data.order_no);
    // The tickets are mailed once the payment has committed, with the e-ticket and calendar entry, as the desk's are.
    const ticketNo = ticketed.data.passengers[0]!.ticket_no!;
    const mailOf = async () => (await rowsOf<{ body: string; attachments: { filename: string }[] }>(t.db, sql`select body, attachments from mail_outbox where body like ${`%${ticketNo}%`}`))[0];
    await expect.poll(mailOf).toMatchObject({ body: expect.stringContaining(ticketNo) });
    expect((await mailOf())!.attachments.map((file) => file.filename)).toEqual([`e-ticket-${booked.data.order_no}.pdf`, `roamcart-${booked.data.order_no}.ics`]);
  });
});

describe('ticket order jobs', () => {
  it('lets the seats of an order in review go at the end of the payment window, holds them again on approval, and cancels orders not reviewed in time', async () => {
    const buyer = await newBuyer(t, root);
    const fare = await fareWith(5);
    const approved = await book(buyer, fare, [passenger('adult', fare.date)]);
    const lapsed = await book(buyer, fare, [passenger('adult', fare.date)]);
    expect(Date.parse(lapsed.data.hold_deadline) - Date.now()).toBeLessThanOrEqual(30 * 60_000);
    expect(await seatsOfFare(fare.fareId)).toEqual({ held: 2, sold: 0 });
    await runJobAt(t, releaseExpiredTicketHoldsJob, new Date(Date.now() + HOUR));
    expect((await orderRow(lapsed.data.order_no)).status).toBe('ordered_pending_review');
    expect(await seatsOfFare(fare.fareId)).toEqual({ held: 0, sold: 0 });
    const waiting = await get<TicketOrderDetail>(buyer, '/ticket/order/detail', { order_no: lapsed.data.order_no });
    expect(waiting.data).toMatchObject({ hold_deadline: null, hold_released: true });
    await reviewTicketOrder(t.app.deps, ADMIN, { order_no: approved.data.order_no, approve: true, remark: '' });
    expect(await seatsOfFare(fare.fareId)).toEqual({ held: 1, sold: 0 });
    await runJobAt(t, releaseExpiredTicketHoldsJob, new Date(Date.now() + 25 * HOUR));
    expect((await orderRow(lapsed.data.order_no)).status).toBe('cancelled');
    expect(await seatsOfFare(fare.fareId)).toEqual({ held: 0, sold: 0 });
  });

  it('flags a paid order without tickets past its ticketing deadline once, and the queue shows it due soon, then late', async () => {
    const buyer = await newBuyer(t, root, '100000');
    const orderNo = await paidOrder(buyer, await fareWith(5), [passenger('adult', day(10))]);
    const order = await orderRow(orderNo);
    const deadline = order.paidAt!.getTime() + TICKETING_HOURS * HOUR;
    const row = async (at: number) => (await ticketingQueue(t.db, { page: 1, limit: 100 }, { now: new Date(at) })).list.find((one) => one.order_no === orderNo)!;
    expect(await row(deadline - 20 * 60_000)).toMatchObject({ due_soon: true, late: false, minutes_left: 20 });
    await runJobAt(t, flagLateTicketingJob, new Date(deadline - 60_000));
    const lateAt = async () => (await t.db.select({ at: ticketBookings.ticketingLateAt }).from(ticketBookings).where(eq(ticketBookings.travelOrderId, order.id)))[0]!.at;
    expect(await lateAt()).toBeNull();
    const lateBefore = await lateTicketOrders(t.db);
    await runJobAt(t, flagLateTicketingJob, new Date(deadline + 60_000));
    expect((await lateAt())!.getTime()).toBe(deadline + 60_000);
    expect(await lateTicketOrders(t.db)).toBeGreaterThan(lateBefore);
    await runJobAt(t, flagLateTicketingJob, new Date(deadline + 5 * 60_000));
    expect((await lateAt())!.getTime()).toBe(deadline + 60_000);
    expect(await row(deadline + 10 * 60_000)).toMatchObject({ due_soon: false, late: true, minutes_left: -10 });
  });

  it('after arrival a ticketed order waits for its rating, and is confirmed after the rating window', async () => {
    const buyer = await newBuyer(t, root, '100000');
    const orderNo = await paidOrder(buyer, await fareWith(5), [passenger('adult', day(10))]);
    const detail = await get<TicketOrderDetail>(buyer, '/ticket/order/detail', { order_no: orderNo });
    await issueTickets(t.app.deps, ADMIN, { order_no: orderNo, tickets: [{ passenger_id: detail.data.passengers[0]!.id, ticket_no: `R${orderNo.slice(-12)}` }] });
    const order = await orderRow(orderNo);
    const [booking] = await t.db.select().from(ticketBookings).where(eq(ticketBookings.travelOrderId, order.id));
    const arrived = booking!.arrivesAt.getTime();
    const job = followFlightsJob(t.app.deps.ref);
    await runJobAt(t, job, new Date(arrived - 60_000));
    expect((await orderRow(orderNo)).status).toBe('verified_completed');
    await runJobAt(t, job, new Date(arrived + 60_000));
    expect((await orderRow(orderNo)).status).toBe('verified_pending_rating');
    await runJobAt(t, job, new Date(arrived + 8 * 24 * HOUR));
    expect((await orderRow(orderNo)).status).toBe('confirmed');
    const moves = await t.db.select().from(stateTransitions).where(eq(stateTransitions.entityId, order.id));
    expect(moves.map((move) => move.toState)).toContain('verified_pending_rating');
  });
});

describe('POST /ticket/order/rate', () => {
  let landings = 0;
  /** A ticketed order whose flight has landed: the follow-flights job made it wait for the rating (each run at its own minute: runs are named by time). */
  async function landedOrder(buyer: Buyer): Promise<string> {
    landings += 1;
    const orderNo = await paidOrder(buyer, await fareWith(5), [passenger('adult', day(10))]);
    const detail = await get<TicketOrderDetail>(buyer, '/ticket/order/detail', { order_no: orderNo });
    await issueTickets(t.app.deps, ADMIN, { order_no: orderNo, tickets: [{ passenger_id: detail.data.passengers[0]!.id, ticket_no: `L${orderNo.slice(-12)}` }] });
    const [booking] = await t.db.select().from(ticketBookings).where(eq(ticketBookings.travelOrderId, (await orderRow(orderNo)).id));
    await runJobAt(t, followFlightsJob(t.app.deps.ref), new Date(booking!.arrivesAt.getTime() + landings * 60_000));
    return orderNo;
  }
  const rate = (buyer: Buyer, body: Record<string, unknown>) => post<null>(buyer, '/ticket/order/rate', body);

  it('refuses a rating before the flight is over with 4207', async () => {
    const buyer = await newBuyer(t, root, '100000');
    const orderNo = await paidOrder(buyer, await fareWith(5), [passenger('adult', day(10))]);
    expect((await get<TicketOrderDetail>(buyer, '/ticket/order/detail', { order_no: orderNo })).data.can_rate).toBe(false);
    expect((await rate(buyer, { order_no: orderNo, rating: 5 })).code).toBe(4207);
    expect((await orderRow(orderNo)).status).toBe('paid_pending_verification');
  });

  it('confirms a landed order with the stars and comment, its history saying the traveller did it; a second rating answers 4207', async () => {
    const buyer = await newBuyer(t, root, '100000');
    const orderNo = await landedOrder(buyer);
    expect((await get<TicketOrderDetail>(buyer, '/ticket/order/detail', { order_no: orderNo })).data).toMatchObject({ status: 'verified_pending_rating', can_rate: true, rating: null, rating_comment: null });
    expect(await rate(buyer, { order_no: orderNo, rating: 4, comment: 'On time' })).toMatchObject({ code: 200, data: null });
    const rated = await get<TicketOrderDetail>(buyer, '/ticket/order/detail', { order_no: orderNo });
    expect(rated.data).toMatchObject({ status: 'confirmed', can_rate: false, rating: 4, rating_comment: 'On time' });
    expect(rated.data.history.at(-1)).toMatchObject({ from: 'verified_pending_rating', to: 'confirmed', actor: 'user' });
    expect(await orderRow(orderNo)).toMatchObject({ rating: 4, ratingComment: 'On time' });
    expect((await rate(buyer, { order_no: orderNo, rating: 1 })).code).toBe(4207);
    expect(await orderRow(orderNo)).toMatchObject({ status: 'confirmed', rating: 4 });
  });

  it('answers 4402 for another traveller’s order and 4002 for stars outside 1-5, changing nothing', async () => {
    const owner = await newBuyer(t, root, '100000');
    const orderNo = await landedOrder(owner);
    const stranger = await newBuyer(t, root);
    expect((await rate(stranger, { order_no: orderNo, rating: 5 })).code).toBe(4402);
    for (const rating of [0, 6, 3.5, 'five']) {
      const answer = await rate(owner, { order_no: orderNo, rating });
      expect(answer.code, String(rating)).toBe(4002);
      expect(answer.data, String(rating)).toHaveProperty('rating');
    }
    expect(await orderRow(orderNo)).toMatchObject({ status: 'verified_pending_rating', rating: null });
  });
});

describe('saved passengers', () => {
  it('lists, saves and deletes the caller’s own', async () => {
    const buyer = await newBuyer(t, root);
    const date = day(10);
    const { type: _type, ...one } = passenger('adult', date);
    const saved = await post<SavedPassenger>(buyer, '/ticket/passengers/save', one);
    expect(saved).toMatchObject({ code: 200, data: { first_name: 'Jane', nationality: 'FR' } });
    expect(await post(buyer, '/ticket/passengers/save', { ...one, doc_number: '1' })).toMatchObject({ code: 4002, data: { doc_number: translateMessage('en', 'validation.document_number') } });
    expect(await post(buyer, '/ticket/passengers/save', { ...one, birth_date: addDays(latestToday(), 1) })).toMatchObject({ code: 4002, data: { birth_date: translateMessage('en', 'validation.birth_in_future') } });
    expect(await post(buyer, '/ticket/passengers/save', { ...one, birth_date: '1900-01-01' })).toMatchObject({ code: 4002, data: { birth_date: translateMessage('en', 'validation.birth_too_old') } });
    // API.md's POST /ticket/passengers is the same save.
    const changed = await post<SavedPassenger>(buyer, '/ticket/passengers', { ...one, id: saved.data.id, first_name: 'Janet' });
    expect(changed.data).toMatchObject({ id: saved.data.id, first_name: 'Janet' });
    const stranger = await newBuyer(t, root);
    expect(await post(stranger, '/ticket/passengers/delete', { id: saved.data.id })).toMatchObject({ code: 4402 });
    expect(await post(stranger, '/ticket/passengers/save', { ...one, id: saved.data.id })).toMatchObject({ code: 4402 });
    expect((await get<SavedPassenger[]>(buyer, '/ticket/passengers', {})).data.map((row) => row.first_name)).toEqual(['Janet']);
    expect(await post(buyer, '/ticket/passengers/delete', { id: saved.data.id })).toMatchObject({ code: 200 });
    expect((await get<SavedPassenger[]>(buyer, '/ticket/passengers', {})).data).toEqual([]);
  });
});

describe('paying a ticket order through a channel', () => {
  async function reviewedOrder(buyer: Buyer): Promise<string> {
    const fare = await fareWith(5);
    const booked = await book(buyer, fare, [passenger('adult', fare.date)]);
    await reviewTicketOrder(t.app.deps, ADMIN, { order_no: booked.data.order_no, approve: true, remark: '' });
    return booked.data.order_no;
  }
  const channels = async () => (await call<PaymentChannelView[]>(t.app, 'GET', '/payment_channel', { type: 'pay' })).data;

  it('opens a checkout of what is due; the signed notice pays the order once and starts the two hours of ticketing', async () => {
    const card = (await channels()).find((channel) => channel.identifier === 'sandbox_card')!;
    const buyer = await newBuyer(t, root);
    const orderNo = await reviewedOrder(buyer);
    const started = await post<TravelPayStatus>(buyer, '/ticket/order/pay', { order_no: orderNo, method: 'online', channel_id: card.id }, key('pay'));
    expect(started.data).toMatchObject({ status: 'reviewed_pending_payment', pay_no: expect.stringMatching(/^P\d+$/), pay_url: expect.any(String) });
    const event = await sandboxEventFor(t, started.data.pay_no!);
    expect((await postSandboxCallback(t, event)).body.result).toBe('credited');
    expect((await postSandboxCallback(t, event)).body.result).toBe('duplicate');
    const order = await orderRow(orderNo);
    expect(order).toMatchObject({ status: 'paid_pending_verification', paidAmount: order.payAmount });
    const recorded = await t.db.select().from(payments).where(eq(payments.reference, orderNo));
    expect(recorded.map((row) => [row.biz, row.amount, row.status])).toEqual([['ticket_order', order.payAmount, 'succeeded']]);
    const [booking] = await t.db.select().from(ticketBookings).where(eq(ticketBookings.travelOrderId, order.id));
    expect(booking!.ticketingDeadline!.getTime() - order.paidAt!.getTime()).toBe(TICKETING_HOURS * HOUR);
  });

  it('takes an offline transfer’s voucher with biz ticket; the hold does not expire under its review', async () => {
    const bank = (await channels()).find((channel) => channel.identifier === 'bank_transfer')!;
    const buyer = await newBuyer(t, root);
    const orderNo = await reviewedOrder(buyer);
    expect(await post(buyer, '/ticket/order/pay', { order_no: orderNo, method: 'offline', channel_id: bank.id }, key('pay'))).toMatchObject({ code: 200, data: { status: 'reviewed_pending_payment' } });
    const sent = await post<ChannelPaymentState>(buyer, '/payment/offline', { biz: 'ticket', order_no: orderNo, channel_id: bank.id, voucher_url: await uploadVoucher(t, buyer.token), third_party_no: 'TRX-T1' }, key('voucher'));
    expect(sent.data).toMatchObject({ status: 'pending_review', biz: 'ticket_order', reference: orderNo });
    await runJobAt(t, releaseExpiredTicketHoldsJob, new Date(Date.now() + 31 * 60_000));
    expect((await orderRow(orderNo)).status).toBe('reviewed_pending_payment');

    // Rejected in Finance's offline-payments queue, the traveller hears why and the order still waits for payment.
    const queue = await adminCall<PageResult<ChannelPaymentAdminRow>>(t.app, root, 'GET', '/offline_payments', { biz: 'ticket_order', pay_no: orderNo });
    expect(queue.data.list).toEqual([expect.objectContaining({ pay_no: sent.data.pay_no, biz: 'ticket_order', status: 'pending_review' })]);
    const rejected = await adminCall<ChannelPaymentAdminRow>(t.app, root, 'POST', '/review/offline_payment', { id: queue.data.list[0]!.id, approve: false, remark: 'No such transfer' });
    expect(rejected.data).toMatchObject({ status: 'review_failed', remark: 'No such transfer' });
    expect((await orderRow(orderNo)).status).toBe('reviewed_pending_payment');

    // A second voucher, approved: the order is paid and the two hours of ticketing start.
    const again = await post<ChannelPaymentState>(buyer, '/payment/offline', { biz: 'ticket', order_no: orderNo, channel_id: bank.id, voucher_url: await uploadVoucher(t, buyer.token), third_party_no: 'TRX-T2' }, key('voucher'));
    const approved = await adminCall<ChannelPaymentAdminRow>(t.app, root, 'POST', '/review/offline_payment', { id: (await t.db.select().from(channelPayments).where(eq(channelPayments.payNo, again.data.pay_no)))[0]!.id, approve: true, remark: '' });
    expect(approved.data.status).toBe('review_approved');
    const order = await orderRow(orderNo);
    expect(order).toMatchObject({ status: 'paid_pending_verification', paidAmount: order.payAmount });
    const [booking] = await t.db.select().from(ticketBookings).where(eq(ticketBookings.travelOrderId, order.id));
    expect(booking!.ticketingDeadline!.getTime() - order.paidAt!.getTime()).toBe(TICKETING_HOURS * HOUR);
  });
});

describe('paying after the sales cut-off', () => {
  it('refuses to pay an order whose flight departs within the cut-off, taking no money', async () => {
    const buyer = await newBuyer(t, root, '100000');
    const fare = await fareWith(5);
    const booked = await book(buyer, fare, [passenger('adult', fare.date)]);
    await reviewTicketOrder(t.app.deps, ADMIN, { order_no: booked.data.order_no, approve: true, remark: '' });
    // The flight now leaves in an hour and a half: its sales closed two hours before.
    await t.db
      .update(ticketBookings)
      .set({ departsAt: sql`now() + interval '90 minutes'` })
      .where(eq(ticketBookings.travelOrderId, (await orderRow(booked.data.order_no)).id));
    const before = await balanceOf(buyer.userId);
    const refused = await post(buyer, '/ticket/order/pay', { order_no: booked.data.order_no, method: 'wallet' }, key('pay'));
    expect(refused).toMatchObject({ code: 4002, data: { fare_id: translateMessage('en', 'validation.flight_sales_closed') } });
    expect(await balanceOf(buyer.userId)).toBe(before);
    expect((await orderRow(booked.data.order_no)).status).toBe('reviewed_pending_payment');
  });
});

describe('unpaid orders per traveller', () => {
  it('lets a traveller hold two unpaid orders at once, the third answering 4203, even in parallel; paying one frees a place', async () => {
    const buyer = await newBuyer(t, root, '100000');
    const fare = await fareWith(9);
    const answers = await Promise.all(Array.from({ length: 6 }, () => book(buyer, fare, [passenger('adult', fare.date)])));
    expect(answers.filter((answer) => answer.code === 200)).toHaveLength(2);
    expect(answers.filter((answer) => answer.code === 4203)).toHaveLength(4);
    expect(await seatsOfFare(fare.fareId)).toEqual({ held: 2, sold: 0 });
    const refused = await book(buyer, fare, [passenger('adult', fare.date)], { ...key('third'), lang: 'zh-CN' });
    expect(refused).toMatchObject({ code: 4203, msg: translateMessage('zh-CN', 'error.4203') });

    const first = answers.find((answer) => answer.code === 200)!.data.order_no;
    await reviewTicketOrder(t.app.deps, ADMIN, { order_no: first, approve: true, remark: '' });
    expect((await post<TravelPayStatus>(buyer, '/ticket/order/pay', { order_no: first, method: 'wallet' }, key('pay'))).data.status).toBe('paid_pending_verification');
    expect((await book(buyer, fare, [passenger('adult', fare.date)])).code).toBe(200);
  });
});

describe('round trips and multi-city trips', () => {
  /** A bookable fare back from where `outbound` goes, `days` or more after it, of `brand` when given, with `seats` free seats. */
  const returnFare = (outbound: Fare, seats: number, days = 3, brand?: string) =>
    pickFare(
      sql`exists (select 1 from flight_fares o join flight_instances oi on oi.id = o.instance_id
        where o.id = ${outbound.fareId} and i.origin = oi.destination and i.destination = oi.origin and i.departure_date >= oi.departure_date + ${days}::int) and ${ofBrand(brand)}`,
      seats,
    );
  const nextLeg = (fare: Fare) => ({ next_legs: [{ fare_id: fare.fareId, date: fare.date }] });

  it('books out and back as one order: one total, seats held on both flights, both flights in the detail, the list and the feed', async () => {
    const buyer = await newBuyer(t, root, '100000');
    const out = await fareWith(5);
    const back = await returnFare(out, 5);
    const party = { adults: 2, children: 0, infants: 0 };
    const one = async (fare: Fare) => (await post<{ total_price: string }>(buyer, '/ticket/order/preview', { fare_id: fare.fareId, date: fare.date, ...party })).data.total_price;
    const preview = await post<{ total_price: string }>(buyer, '/ticket/order/preview', { fare_id: out.fareId, date: out.date, ...party, ...nextLeg(back) });
    expect(preview.code).toBe(200);
    expect(Number(preview.data.total_price)).toBeCloseTo(Number(await one(out)) + Number(await one(back)), 2);

    const booked = await book(buyer, out, [passenger('adult', out.date), passenger('adult', out.date)], key('round'), { ...nextLeg(back), expected_total: preview.data.total_price });
    expect(booked).toMatchObject({ code: 200, data: { status: 'ordered_pending_review', total_price: preview.data.total_price } });
    expect(await seatsOfFare(out.fareId)).toEqual({ held: 2, sold: 0 });
    expect(await seatsOfFare(back.fareId)).toEqual({ held: 2, sold: 0 });

    const detail = await get<TicketOrderDetail>(buyer, '/ticket/order/detail', { order_no: booked.data.order_no });
    expect(detail.data).toMatchObject({ trip: 'round_trip', date: out.date });
    expect(detail.data.legs.map((leg) => leg.date)).toEqual([out.date, back.date]);
    const [first, second] = detail.data.legs;
    expect([second!.from, second!.to]).toEqual([first!.to, first!.from]);
    expect(detail.data).toMatchObject({ from: first!.from, to: first!.to, flight_no: first!.flight_no, segments: first!.segments });
    expect(second!.segments.length).toBeGreaterThan(0);

    const list = await get<PageResult<TicketOrderDetail>>(buyer, '/ticket/order/list', { page: 1, limit: 10 });
    expect(list.data.list.find((row) => row.order_no === booked.data.order_no)).toMatchObject({ trip: 'round_trip', legs: [{ date: out.date }, { date: back.date }] });
    const feed = await get<PageResult<OrderFeedRow>>(buyer, '/order', { page: 1, limit: 10, type: 'ticket' });
    expect(feed.data.list.find((row) => row.order_no === booked.data.order_no)).toMatchObject({ title: expect.stringContaining('⇄'), trip: 'round_trip' });

    // Paid once, ticketed once: the review, one payment and the tickets sell the seats of both flights.
    await reviewTicketOrder(t.app.deps, ADMIN, { order_no: booked.data.order_no, approve: true, remark: '' });
    expect(await post(buyer, '/ticket/order/pay', { order_no: booked.data.order_no, method: 'wallet' }, key('pay'))).toMatchObject({ code: 200, data: { status: 'paid_pending_verification' } });
    const queue = await ticketingQueue(t.db, { page: 1, limit: 50, order_no: booked.data.order_no });
    expect(queue.total).toBe(1);
    expect(queue.list[0]).toMatchObject({ trip: 'round_trip', legs: [{ date: out.date }, { date: back.date }] });
    await issueTickets(t.app.deps, ADMIN, {
      order_no: booked.data.order_no,
      tickets: detail.data.passengers.map((one, index) => ({ passenger_id: one.id, ticket_no: `RT${booked.data.order_no.slice(-10)}${index}` })),
    });
    expect(await seatsOfFare(out.fareId)).toEqual({ held: 0, sold: 2 });
    expect(await seatsOfFare(back.fareId)).toEqual({ held: 0, sold: 2 });
    // The mail names both flights and carries a calendar entry for every leg of both.
    const [mail] = await rowsOf<{ subject: string; attachments: { filename: string; content: string }[] }>(t.db, sql`select * from mail_outbox order by id desc limit 1`);
    expect(mail!.subject).toContain(booked.data.order_no);
    const calendar = Buffer.from(mail!.attachments[1]!.content, 'base64').toString();
    expect(calendar.match(/BEGIN:VEVENT/g)).toHaveLength(first!.segments.length + second!.segments.length);
  });

  it('holds all flights or none: the return’s last seat gone answers 4301 and holds nothing on the way out', async () => {
    const buyer = await newBuyer(t, root);
    const out = await fareWith(5);
    const back = await returnFare(out, 1);
    const answer = await book(buyer, out, [passenger('adult', out.date), passenger('adult', out.date)], key('none'), nextLeg(back));
    expect(answer.code).toBe(4301);
    expect(await seatsOfFare(out.fareId)).toEqual({ held: 0, sold: 0 });
    expect(await seatsOfFare(back.fareId)).toEqual({ held: 0, sold: 0 });
  });

  it('refuses a flight before the one before it, or leaving before that one lands, on the flight’s field, and books nothing', async () => {
    const buyer = await newBuyer(t, root);
    const out = await fareWith(5, 20);
    const earlier = await fareWith(5, 10);
    expect(earlier.date < out.date).toBe(true);
    const before = await book(buyer, out, [passenger('adult', out.date)], key('before'), nextLeg(earlier));
    expect(before).toMatchObject({ code: 4002, data: { 'next_legs.0.date': translateMessage('en', 'validation.leg_before_previous') } });
    // The same flight twice leaves before it has landed.
    const twice = await book(buyer, out, [passenger('adult', out.date)], key('twice'), nextLeg(out));
    expect(twice).toMatchObject({ code: 4002, data: { 'next_legs.0.fare_id': translateMessage('en', 'validation.leg_too_soon') } });
    const unknown = await book(buyer, out, [passenger('adult', out.date)], key('unknown'), { next_legs: [{ fare_id: 999_999_999, date: out.date }] });
    expect(unknown.code).not.toBe(200);
    expect(await seatsOfFare(out.fareId)).toEqual({ held: 0, sold: 0 });
    expect((await t.db.select().from(travelOrders).where(eq(travelOrders.userId, buyer.userId))).length).toBe(0);
  });

  it('checks documents against the last flight: a passport that runs out within six months of the return is refused', async () => {
    const buyer = await newBuyer(t, root);
    const out = await fareWith(5);
    const back = await returnFare(out, 5, 20);
    // Valid six months after the way out, not after the way back.
    const expiry = addDays(out.date, 190);
    expect(expiry < addDays(back.date, 183)).toBe(true);
    const answer = await book(buyer, out, [passenger('adult', out.date, { doc_expiry: expiry })], key('doc'), nextLeg(back));
    expect(answer).toMatchObject({ code: 4002, data: { 'passengers.0.doc_expiry': translateMessage('en', 'validation.document_expires') } });
  });

  it('refunds each flight by its own rule: the refundable one its share less its penalty, the non-refundable one nothing', async () => {
    const buyer = await newBuyer(t, root, '100000');
    const out = await fareWith(5, 10, 'standard', { allowed: true, penalty: '1000' });
    const back = await returnFare(out, 5, 3, 'light');
    expect(back.refundRule.allowed).toBe(false);
    const booked = await book(buyer, out, [passenger('adult', out.date)], key('refund'), nextLeg(back));
    expect(booked.code).toBe(200);
    await reviewTicketOrder(t.app.deps, ADMIN, { order_no: booked.data.order_no, approve: true, remark: '' });
    await post(buyer, '/ticket/order/pay', { order_no: booked.data.order_no, method: 'wallet' }, key('pay'));
    const order = await orderRow(booked.data.order_no);
    const legs = await t.db.select().from(ticketBookings).where(eq(ticketBookings.travelOrderId, order.id)).orderBy(ticketBookings.leg);
    const value = (leg: (typeof legs)[number]) => leg.priceAdult + leg.taxes;
    const outShare = (order.paidAmount * value(legs[0]!)) / (value(legs[0]!) + value(legs[1]!));
    const expected = outShare - 1000n;
    const detail = await get<TicketOrderDetail>(buyer, '/ticket/order/detail', { order_no: booked.data.order_no });
    expect(detail.data.legs.map((leg) => leg.refund_rule.allowed)).toEqual([true, false]);
    const before = await balanceOf(buyer.userId);
    const cancelled = await post<TicketOrderDetail>(buyer, '/ticket/order/cancel', { order_no: booked.data.order_no, reason: 'plans changed' }, key('cancel'));
    expect(cancelled).toMatchObject({ code: 200, data: { status: 'cancelled' } });
    expect((await balanceOf(buyer.userId)) - before).toBe(expected);
    expect(await seatsOfFare(out.fareId)).toEqual({ held: 0, sold: 0 });
    expect(await seatsOfFare(back.fareId)).toEqual({ held: 0, sold: 0 });
  });

  it('waits for the rating only after the last flight has landed', async () => {
    const buyer = await newBuyer(t, root, '100000');
    const out = await fareWith(5);
    const back = await returnFare(out, 5);
    const booked = await book(buyer, out, [passenger('adult', out.date)], key('land'), nextLeg(back));
    const orderNo = booked.data.order_no;
    await reviewTicketOrder(t.app.deps, ADMIN, { order_no: orderNo, approve: true, remark: '' });
    await post(buyer, '/ticket/order/pay', { order_no: orderNo, method: 'wallet' }, key('pay'));
    const detail = await get<TicketOrderDetail>(buyer, '/ticket/order/detail', { order_no: orderNo });
    await issueTickets(t.app.deps, ADMIN, { order_no: orderNo, tickets: [{ passenger_id: detail.data.passengers[0]!.id, ticket_no: `L${orderNo.slice(-12)}` }] });
    const order = await orderRow(orderNo);
    const legs = await t.db.select().from(ticketBookings).where(eq(ticketBookings.travelOrderId, order.id)).orderBy(ticketBookings.leg);
    const job = followFlightsJob(t.app.deps.ref);
    await runJobAt(t, job, new Date(legs[0]!.arrivesAt.getTime() + 60_000));
    expect((await orderRow(orderNo)).status).toBe('verified_completed');
    await runJobAt(t, job, new Date(legs[1]!.arrivesAt.getTime() + 60_000));
    expect((await orderRow(orderNo)).status).toBe('verified_pending_rating');
  });
});
