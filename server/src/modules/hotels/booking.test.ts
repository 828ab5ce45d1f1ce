// @module-tag embedded
import { and, asc, eq, gte, like, lt, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { nightsOf, type HotelDetail, type HotelOrderDetail, type OrderFeedRow, type PageResult, type TravelPayStatus } from '@roamcart/contracts';
import { mailOutbox } from '../../platform/tables/mail.ts';
import { users } from '../../platform/tables/users.ts';
import { travelOrders } from '../travel/tables.ts';
import { balanceLedger } from '../wallet/tables.ts';
import { hotelInventory, hotelRatePlans, hotelRoomTypes, hotels } from './tables.ts';
import type { Actor } from '../../platform/state-machine.ts';
import { signedInAdmin, type AdminBrowser } from '../../test/admin-client.ts';
import { newBuyer, type Buyer } from '../../test/buyer-fixture.ts';
import { seedTestHotels } from '../../test/hotel-fixture.ts';
import { runJobAt } from '../../test/jobs.ts';
import { call, useTestApp, withParameter, type CallOptions } from '../../test/test-app.ts';
import { reviewHotelOrder, verifyHotelOrder } from './admin-orders.ts';
import { followHotelStaysJob, releaseExpiredHotelHoldsJob } from './jobs.ts';

const t = useTestApp();
let root: AdminBrowser;
const ADMIN: Actor = { kind: 'admin', id: 1 };
const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
const key = (label: string) => ({ headers: { 'idempotency-key': `${label}-${Math.random().toString(36).slice(2)}` } });
const post = <T>(buyer: Buyer, path: string, body: Record<string, unknown>, options: CallOptions = {}) => call<T>(t.app, 'POST', path, body, { token: buyer.token, ...options });
const get = <T>(buyer: Buyer, path: string, query: Record<string, unknown>, options: CallOptions = {}) => call<T>(t.app, 'GET', path, query, { token: buyer.token, ...options });
const contact = { name: 'Jane Roe', phone: '+33 1 42 68 53 00', email: 'jane@example.com' };

interface Offer {
  roomTypeId: number;
  ratePlanId: number;
}

/** A rate plan of a hotel in `city` sold with `board` (and a timeline that starts as given), its room type's nights set to `toSell` free rooms. */
async function offerIn(city: string, board: 'room_only' | 'breakfast', refundable: boolean, from: string, to: string, toSell: number): Promise<Offer> {
  const plans = await t.db
    .select({ roomTypeId: hotelRoomTypes.id, ratePlanId: hotelRatePlans.id, cancellation: hotelRatePlans.cancellation })
    .from(hotelRatePlans)
    .innerJoin(hotelRoomTypes, eq(hotelRoomTypes.id, hotelRatePlans.roomTypeId))
    .innerJoin(hotels, eq(hotels.id, hotelRoomTypes.hotelId))
    .where(and(eq(hotels.cityCode, city), eq(hotelRatePlans.board, board)))
    .orderBy(asc(hotelRatePlans.id));
  const plan = plans.find((one) => (one.cancellation.length > 0) === refundable && !used.has(one.roomTypeId))!;
  used.add(plan.roomTypeId);
  await t.db
    .update(hotelInventory)
    .set({ toSell, held: 0, sold: 0, closed: false, minStay: 1 })
    .where(and(eq(hotelInventory.roomTypeId, plan.roomTypeId), gte(hotelInventory.night, from), lt(hotelInventory.night, to)));
  return { roomTypeId: plan.roomTypeId, ratePlanId: plan.ratePlanId };
}
const used = new Set<number>();

const inventoryOf = (roomTypeId: number, from: string, to: string) =>
  t.db
    .select({ night: hotelInventory.night, held: hotelInventory.held, sold: hotelInventory.sold })
    .from(hotelInventory)
    .where(and(eq(hotelInventory.roomTypeId, roomTypeId), gte(hotelInventory.night, from), lt(hotelInventory.night, to)))
    .orderBy(asc(hotelInventory.night));

function book(buyer: Buyer, offer: Offer, stay: { check_in: string; check_out: string; rooms?: number; adults?: number }, options: CallOptions = key('book')) {
  const rooms = stay.rooms ?? 1;
  return post<{ order_no: string; status: string; total_price: string; hold_deadline: string }>(
    buyer,
    '/hotel/order/create',
    {
      room_type_id: offer.roomTypeId,
      rate_plan_id: offer.ratePlanId,
      check_in: stay.check_in,
      check_out: stay.check_out,
      rooms,
      adults: stay.adults ?? rooms,
      guests: Array.from({ length: rooms }, (_, index) => ({ name: `Guest ${index + 1}` })),
      contact,
    },
    options,
  );
}

async function balanceOf(userId: number): Promise<bigint> {
  const [user] = await t.db.select({ balance: users.balance }).from(users).where(eq(users.id, userId));
  return user!.balance;
}

/** The wallet ledger adds up to the balance. */
async function ledgerMatchesBalance(userId: number): Promise<void> {
  const [sum] = await t.db
    .select({ total: sql<string>`coalesce(sum(${balanceLedger.amount}), 0)::text` })
    .from(balanceLedger)
    .where(eq(balanceLedger.userId, userId));
  expect(BigInt(sum!.total)).toBe(await balanceOf(userId));
}

const totalOf = async (orderNo: string) => (await t.db.select().from(travelOrders).where(eq(travelOrders.orderNo, orderNo)))[0]!;

/** Booked, reviewed and paid from the wallet. */
async function paidBooking(buyer: Buyer, offer: Offer, stay: { check_in: string; check_out: string }): Promise<string> {
  const booked = await book(buyer, offer, stay);
  expect(booked.code).toBe(200);
  await reviewHotelOrder(t.app.deps, ADMIN, { order_no: booked.data.order_no, approve: true, remark: '' });
  const paid = await post<TravelPayStatus>(buyer, '/hotel/order/pay', { order_no: booked.data.order_no, method: 'wallet' }, key('pay'));
  expect(paid.data.status).toBe('paid_pending_verification');
  return booked.data.order_no;
}

beforeAll(async () => {
  await seedTestHotels(t);
  root = await signedInAdmin(t, 'super');
});

describe('hotel booking', () => {
  it('checks the input: an Idempotency-Key, a guest per room, a reachable contact, dates and occupancy, naming the field', async () => {
    const buyer = await newBuyer(t, root);
    const offer = await offerIn('SHA', 'room_only', false, day(2), day(4), 5);
    const stay = { check_in: day(2), check_out: day(4) };
    expect(await book(buyer, offer, stay, {})).toMatchObject({ code: 4001, data: { 'Idempotency-Key': expect.any(String) } });
    const base = { room_type_id: offer.roomTypeId, ...stay, rooms: 2, adults: 2, contact };
    expect(await post(buyer, '/hotel/order/create', { ...base, guests: [{ name: 'Only one' }] }, key('g'))).toMatchObject({ code: 4002, data: { guests: 'Name one guest per room at least' } });
    expect(await post(buyer, '/hotel/order/create', { ...base, guests: [{ name: 'A' }, { name: 'B' }], contact: { ...contact, phone: '12' } }, key('p'))).toMatchObject({
      code: 4002,
      data: { 'contact.phone': 'Invalid mobile number' },
    });
    expect(await post(buyer, '/hotel/order/create', { ...base, check_in: day(-3), check_out: day(-1), guests: [{ name: 'A' }, { name: 'B' }] }, { ...key('d'), lang: 'zh-CN' })).toMatchObject({
      code: 4002,
      data: { check_in: '入住日期须为今天或之后' },
    });
    expect(await post(buyer, '/hotel/order/create', { ...base, rooms: 3, adults: 2, guests: [{ name: 'A' }, { name: 'B' }, { name: 'C' }] }, key('a'))).toMatchObject({
      code: 4002,
      data: { adults: 'At least one adult per room' },
    });
    expect(await t.db.select().from(travelOrders)).toHaveLength(0);
  });

  it('holds the rooms for every night for the payment window, keeps the booking pending review, lists it and shows it in the order feed', async () => {
    const buyer = await newBuyer(t, root);
    const offer = await offerIn('PAR', 'breakfast', true, day(5), day(8), 4);
    const booked = await book(buyer, offer, { check_in: day(5), check_out: day(8), rooms: 2 });
    expect(booked).toMatchObject({ code: 200, data: { status: 'ordered_pending_review' } });
    // Held for the payment window (30 minutes), not the whole review window (24 hours): a slow review cannot hoard rooms.
    expect(Date.parse(booked.data.hold_deadline) - Date.now()).toBeGreaterThan(29 * 60_000);
    expect(Date.parse(booked.data.hold_deadline) - Date.now()).toBeLessThanOrEqual(30 * 60_000);
    expect((await inventoryOf(offer.roomTypeId, day(5), day(8))).map((night) => night.held)).toEqual([2, 2, 2]);
    const detail = await get<HotelOrderDetail>(buyer, '/hotel/order/detail', { order_no: booked.data.order_no }, { lang: 'fr' });
    expect(detail.data).toMatchObject({ nights: 3, rooms: 2, board: 'breakfast', can_pay: false, can_cancel: true, cancel_refund: '0.00', guests: [{ name: 'Guest 1' }, { name: 'Guest 2' }] });
    expect(detail.data.hotel_name).toMatch(/^Hôtel /);
    expect(detail.data.nightly.map((night) => night.date)).toEqual(nightsOf(day(5), day(8)));
    expect(Number(detail.data.total_price)).toBeCloseTo(detail.data.nightly.reduce((sum, night) => sum + Number(night.price), 0) * 2, 2);
    const list = await get<PageResult<{ order_no: string }>>(buyer, '/hotel/order/list', {});
    expect(list.data.list.map((row) => row.order_no)).toEqual([booked.data.order_no]);
    const feed = await get<PageResult<OrderFeedRow>>(buyer, '/order', { type: 'hotel' });
    expect(feed.data).toMatchObject({ total: 1, list: [{ type: 'hotel', order_no: booked.data.order_no, status: 'ordered_pending_review', subtitle: `${day(5)} – ${day(8)}` }] });
    expect((await get<PageResult<OrderFeedRow>>(buyer, '/order', { type: 'goods' })).data.total).toBe(0);
    expect((await get<PageResult<OrderFeedRow>>(buyer, '/order', { status: 'cancelled' })).data.total).toBe(0);
  });

  it('gives 50 parallel bookings of the last 5 rooms exactly 5 rooms; the others answer 4301', async () => {
    const buyer = await newBuyer(t, root);
    const offer = await offerIn('TYO', 'room_only', false, day(10), day(12), 5);
    // One traveller may hold this many unpaid bookings only when the operator allows it.
    const answers = await withParameter(t, 'travel_unpaid_orders_max', '20', () => Promise.all(Array.from({ length: 50 }, () => book(buyer, offer, { check_in: day(10), check_out: day(12) }))));
    expect(answers.filter((answer) => answer.code === 200)).toHaveLength(5);
    expect(answers.filter((answer) => answer.code === 4301)).toHaveLength(45);
    expect((await inventoryOf(offer.roomTypeId, day(10), day(12))).map((night) => night.held)).toEqual([5, 5]);
  });

  it('answers 4301 for a stay over a closed or sold-out night, writing nothing', async () => {
    const buyer = await newBuyer(t, root);
    const offer = await offerIn('MAD', 'room_only', false, day(3), day(6), 3);
    await t.db.update(hotelInventory).set({ closed: true }).where(and(eq(hotelInventory.roomTypeId, offer.roomTypeId), eq(hotelInventory.night, day(4))));
    expect(await book(buyer, offer, { check_in: day(3), check_out: day(6) })).toMatchObject({ code: 4301, msg: 'No availability for these dates' });
    await t.db.update(hotelInventory).set({ closed: false, sold: 3 }).where(and(eq(hotelInventory.roomTypeId, offer.roomTypeId), eq(hotelInventory.night, day(5))));
    expect(await book(buyer, offer, { check_in: day(3), check_out: day(6) }, { ...key('x'), lang: 'zh-CN' })).toMatchObject({ code: 4301, msg: '所选日期无可订' });
    expect((await inventoryOf(offer.roomTypeId, day(3), day(6))).map((night) => night.held)).toEqual([0, 0, 0]);
  });

  it('answers the same booking to the same Idempotency-Key, in turn and in parallel', async () => {
    const buyer = await newBuyer(t, root);
    const offer = await offerIn('DXB', 'room_only', false, day(6), day(7), 9);
    const once = key('same');
    const first = await book(buyer, offer, { check_in: day(6), check_out: day(7) }, once);
    const again = await book(buyer, offer, { check_in: day(6), check_out: day(7) }, once);
    expect(again.data.order_no).toBe(first.data.order_no);
    const twice = key('parallel');
    const parallel = await Promise.all(Array.from({ length: 4 }, () => book(buyer, offer, { check_in: day(6), check_out: day(7) }, twice)));
    expect(new Set(parallel.map((answer) => answer.data.order_no)).size).toBe(1);
    expect(await t.db.select().from(travelOrders).where(eq(travelOrders.userId, buyer.userId))).toHaveLength(2);
    expect((await inventoryOf(offer.roomTypeId, day(6), day(7)))[0]!.held).toBe(2);
  });

  it('lets the rooms of a review longer than the payment window go back on sale, and cancels what is not reviewed or not paid in time', async () => {
    const buyer = await newBuyer(t, root);
    const offer = await offerIn('SIN', 'room_only', false, day(4), day(7), 6);
    const unreviewed = await book(buyer, offer, { check_in: day(4), check_out: day(7), rooms: 2 });
    const unpaid = await book(buyer, offer, { check_in: day(4), check_out: day(7) });
    await reviewHotelOrder(t.app.deps, ADMIN, { order_no: unpaid.data.order_no, approve: true, remark: 'ok' });
    expect((await inventoryOf(offer.roomTypeId, day(4), day(7))).map((night) => night.held)).toEqual([3, 3, 3]);
    // 31 minutes on: the payment window (30) is over, the review window (24 h) is not.
    await runJobAt(t, releaseExpiredHotelHoldsJob, new Date(Date.now() + 31 * 60_000));
    expect((await totalOf(unpaid.data.order_no)).status).toBe('cancelled');
    expect((await totalOf(unreviewed.data.order_no)).status).toBe('ordered_pending_review');
    expect((await inventoryOf(offer.roomTypeId, day(4), day(7))).map((night) => night.held)).toEqual([0, 0, 0]);
    const waiting = await get<HotelOrderDetail>(buyer, '/hotel/order/detail', { order_no: unreviewed.data.order_no }, { lang: 'zh-CN' });
    expect(waiting.data).toMatchObject({ status: 'ordered_pending_review', hold_deadline: null, hold_released: true, can_cancel: true });
    // The review window's end cancels it; what it let go is not given back twice.
    await runJobAt(t, releaseExpiredHotelHoldsJob, new Date(Date.now() + 25 * 3_600_000));
    expect((await inventoryOf(offer.roomTypeId, day(4), day(7))).map((night) => night.held)).toEqual([0, 0, 0]);
    const detail = await get<HotelOrderDetail>(buyer, '/hotel/order/detail', { order_no: unreviewed.data.order_no });
    expect(detail.data).toMatchObject({ status: 'cancelled', can_cancel: false, hold_deadline: null, hold_released: false });
    expect(detail.data.history).toEqual([expect.objectContaining({ from: 'ordered_pending_review', to: 'cancelled', actor: 'system', remark: 'Hold expired' })]);
  });

  it('holds the rooms again when a long review is approved, or answers 4301 leaving the booking in review when they were sold meanwhile', async () => {
    const buyer = await newBuyer(t, root);
    const other = await newBuyer(t, root);
    const offer = await offerIn('DXB', 'breakfast', true, day(9), day(11), 2);
    const first = await book(buyer, offer, { check_in: day(9), check_out: day(11) });
    const second = await book(buyer, offer, { check_in: day(9), check_out: day(11) });
    await runJobAt(t, releaseExpiredHotelHoldsJob, new Date(Date.now() + 31 * 60_000));
    expect((await inventoryOf(offer.roomTypeId, day(9), day(11))).map((night) => night.held)).toEqual([0, 0]);
    // Another traveller books one of the two rooms while both bookings wait.
    expect((await book(other, offer, { check_in: day(9), check_out: day(11) })).code).toBe(200);
    const before = Date.now();
    expect(await reviewHotelOrder(t.app.deps, ADMIN, { order_no: first.data.order_no, approve: true, remark: '' })).toEqual({ order_no: first.data.order_no, status: 'reviewed_pending_payment' });
    const approved = await get<HotelOrderDetail>(buyer, '/hotel/order/detail', { order_no: first.data.order_no });
    expect(approved.data).toMatchObject({ status: 'reviewed_pending_payment', can_pay: true, hold_released: false });
    expect(Date.parse(approved.data.hold_deadline!) - before).toBeGreaterThanOrEqual(30 * 60_000 - 1000);
    expect((await inventoryOf(offer.roomTypeId, day(9), day(11))).map((night) => night.held)).toEqual([2, 2]);
    await expect(reviewHotelOrder(t.app.deps, ADMIN, { order_no: second.data.order_no, approve: true, remark: '' })).rejects.toMatchObject({ code: 4301 });
    expect(await totalOf(second.data.order_no)).toMatchObject({ status: 'ordered_pending_review', releasedAt: expect.any(Date) });
    expect((await inventoryOf(offer.roomTypeId, day(9), day(11))).map((night) => night.held)).toEqual([2, 2]);
    expect(await reviewHotelOrder(t.app.deps, ADMIN, { order_no: second.data.order_no, approve: false, remark: 'Sold out meanwhile' })).toEqual({ order_no: second.data.order_no, status: 'cancelled' });
    expect((await inventoryOf(offer.roomTypeId, day(9), day(11))).map((night) => night.held)).toEqual([2, 2]);
  });

  it('a rejected review cancels the booking with the remark and releases its rooms; an approved one waits for payment within the payment window', async () => {
    const buyer = await newBuyer(t, root);
    const offer = await offerIn('SHA', 'breakfast', true, day(14), day(16), 4);
    const rejected = await book(buyer, offer, { check_in: day(14), check_out: day(16), rooms: 2 });
    expect(await reviewHotelOrder(t.app.deps, ADMIN, { order_no: rejected.data.order_no, approve: false, remark: 'Hotel full that week' })).toEqual({ order_no: rejected.data.order_no, status: 'cancelled' });
    expect((await inventoryOf(offer.roomTypeId, day(14), day(16))).map((night) => night.held)).toEqual([0, 0]);
    const detail = await get<HotelOrderDetail>(buyer, '/hotel/order/detail', { order_no: rejected.data.order_no });
    expect(detail.data.history).toEqual([expect.objectContaining({ from: 'ordered_pending_review', to: 'cancelled', actor: 'admin', remark: 'Hotel full that week' })]);

    const approved = await book(buyer, offer, { check_in: day(14), check_out: day(16) });
    const before = Date.now();
    await reviewHotelOrder(t.app.deps, ADMIN, { order_no: approved.data.order_no, approve: true, remark: '' });
    const reviewed = await get<HotelOrderDetail>(buyer, '/hotel/order/detail', { order_no: approved.data.order_no });
    expect(reviewed.data).toMatchObject({ status: 'reviewed_pending_payment', can_pay: true, can_cancel: true });
    expect(Date.parse(reviewed.data.hold_deadline!) - before).toBeGreaterThanOrEqual(30 * 60_000 - 1000);
    expect(Date.parse(reviewed.data.hold_deadline!) - before).toBeLessThanOrEqual(31 * 60_000);
    await expect(reviewHotelOrder(t.app.deps, ADMIN, { order_no: '20990101000000000000', approve: true, remark: '' })).rejects.toMatchObject({ code: 4402 });
  });

  it('makes a booking of a hotel with instant confirmation payable at once and confirms it on payment, its rooms sold', async () => {
    const buyer = await newBuyer(t, root, '5000.00');
    const offer = await offerIn('NYC', 'room_only', false, day(20), day(22), 3);
    const [roomType] = await t.db.select({ hotelId: hotelRoomTypes.hotelId }).from(hotelRoomTypes).where(eq(hotelRoomTypes.id, offer.roomTypeId));
    await t.db.update(hotels).set({ instantConfirmation: true }).where(eq(hotels.id, roomType!.hotelId));
    // The hotel page says so before booking.
    const shown = await call<HotelDetail>(t.app, 'GET', '/hotel/detail', { id: roomType!.hotelId, check_in: day(20), check_out: day(22) });
    expect(shown.data).toMatchObject({ instant_confirmation: true });
    const booked = await book(buyer, offer, { check_in: day(20), check_out: day(22) });
    expect(booked.data.status).toBe('reviewed_pending_payment');
    const payable = await get<HotelOrderDetail>(buyer, '/hotel/order/detail', { order_no: booked.data.order_no }, { lang: 'ja' });
    expect(payable.data).toMatchObject({ can_pay: true, confirmation_no: null });
    const paid = await post<TravelPayStatus>(buyer, '/hotel/order/pay', { order_no: booked.data.order_no, method: 'wallet' }, key('pay'));
    expect(paid.data.status).toBe('verified_completed');
    // The hotel's other room types serve other tests, reviewed by hand.
    await t.db.update(hotels).set({ instantConfirmation: false }).where(eq(hotels.id, roomType!.hotelId));
    const confirmed = await get<HotelOrderDetail>(buyer, '/hotel/order/detail', { order_no: booked.data.order_no });
    expect(confirmed.data).toMatchObject({ status: 'verified_completed', confirmation_no: (await totalOf(booked.data.order_no)).providerRef });
    expect(confirmed.data.history.map((move) => [move.to, move.actor])).toEqual([
      ['reviewed_pending_payment', 'system'],
      ['paid_pending_verification', 'user'],
      ['verified_completed', 'system'],
    ]);
    expect((await inventoryOf(offer.roomTypeId, day(20), day(22))).map((night) => [night.held, night.sold])).toEqual([
      [0, 1],
      [0, 1],
    ]);
    // Once the payment has committed, the voucher is mailed as the desk's confirmation mails it.
    const mailOf = async () => (await t.db.select().from(mailOutbox).where(like(mailOutbox.subject, `%${booked.data.order_no}%`)))[0];
    await expect.poll(mailOf).toMatchObject({ body: expect.stringContaining(confirmed.data.confirmation_no!) });
    expect((await mailOf())!.attachments.map((file) => file.filename)).toEqual([`voucher-${booked.data.order_no}.pdf`, `roamcart-${booked.data.order_no}.ics`]);
  });

  it('refuses every move the state machine does not allow with 4207', async () => {
    const buyer = await newBuyer(t, root, '2000.00');
    const offer = await offerIn('BJS', 'room_only', true, day(8), day(9), 9);
    const booked = await book(buyer, offer, { check_in: day(8), check_out: day(9) });
    const orderNo = booked.data.order_no;
    expect((await post(buyer, '/hotel/order/pay', { order_no: orderNo, method: 'wallet' }, key('p'))).code).toBe(4207);
    expect((await post(buyer, '/hotel/order/rate', { order_no: orderNo, rating: 5 })).code).toBe(4207);
    await expect(verifyHotelOrder(t.app.deps, ADMIN, { order_no: orderNo, confirmation_no: 'C1' })).rejects.toMatchObject({ code: 4207 });
    await reviewHotelOrder(t.app.deps, ADMIN, { order_no: orderNo, approve: true, remark: '' });
    await expect(reviewHotelOrder(t.app.deps, ADMIN, { order_no: orderNo, approve: true, remark: '' })).rejects.toMatchObject({ code: 4207 });
    await expect(reviewHotelOrder(t.app.deps, ADMIN, { order_no: orderNo, approve: false, remark: 'no' })).rejects.toMatchObject({ code: 4207 });
    expect((await post(buyer, '/hotel/order/pay', { order_no: orderNo, method: 'wallet' }, key('p'))).code).toBe(200);
    expect((await post(buyer, '/hotel/order/pay', { order_no: orderNo, method: 'wallet' }, key('p'))).code).toBe(4207);
    await verifyHotelOrder(t.app.deps, ADMIN, { order_no: orderNo, confirmation_no: 'CONF-1' });
    expect((await post(buyer, '/hotel/order/rate', { order_no: orderNo, rating: 4 })).code).toBe(4207);
    expect((await post(buyer, '/hotel/order/cancel', { order_no: orderNo })).code).toBe(200);
    expect((await post(buyer, '/hotel/order/cancel', { order_no: orderNo })).code).toBe(4207);
    await ledgerMatchesBalance(buyer.userId);
  });

  it('refunds by the cancellation timeline through the wallet ledger, and gives sold rooms back after verification', async () => {
    const buyer = await newBuyer(t, root, '5000.00');
    const start = await balanceOf(buyer.userId);
    // Breakfast plans: everything back until 48 h before check-in, half until check-in.
    const early = await offerIn('NYC', 'breakfast', true, day(9), day(11), 3);
    const earlyNo = await paidBooking(buyer, early, { check_in: day(9), check_out: day(11) });
    const paidEarly = (await totalOf(earlyNo)).paidAmount;
    expect((await get<HotelOrderDetail>(buyer, '/hotel/order/detail', { order_no: earlyNo })).data.cancel_refund).toBe((Number(paidEarly) / 100).toFixed(2));
    await verifyHotelOrder(t.app.deps, ADMIN, { order_no: earlyNo, confirmation_no: 'NY-1' });
    expect((await inventoryOf(early.roomTypeId, day(9), day(11))).map((night) => [night.held, night.sold])).toEqual([
      [0, 1],
      [0, 1],
    ]);
    const cancelled = await post<HotelOrderDetail>(buyer, '/hotel/order/cancel', { order_no: earlyNo, reason: 'plans changed' });
    expect(cancelled.data).toMatchObject({ status: 'cancelled', confirmation_no: 'NY-1', refunded_amount: (Number(paidEarly) / 100).toFixed(2) });
    expect((await inventoryOf(early.roomTypeId, day(9), day(11))).map((night) => night.sold)).toEqual([0, 0]);
    expect(await balanceOf(buyer.userId)).toBe(start);

    // Check-in tomorrow: 48 h before has passed, half comes back.
    const late = await offerIn('NYC', 'breakfast', true, day(1), day(2), 3);
    const lateNo = await paidBooking(buyer, late, { check_in: day(1), check_out: day(2) });
    const paidLate = (await totalOf(lateNo)).paidAmount;
    await post(buyer, '/hotel/order/cancel', { order_no: lateNo });
    expect((await totalOf(lateNo)).refundedAmount).toBe(paidLate / 2n);
    expect(await balanceOf(buyer.userId)).toBe(start - paidLate + paidLate / 2n);

    // Non-refundable: nothing comes back, the rooms do.
    const fixed = await offerIn('SHA', 'room_only', false, day(12), day(13), 2);
    const fixedNo = await paidBooking(buyer, fixed, { check_in: day(12), check_out: day(13) });
    const paidFixed = (await totalOf(fixedNo)).paidAmount;
    expect((await post<HotelOrderDetail>(buyer, '/hotel/order/cancel', { order_no: fixedNo })).data.refunded_amount).toBe('0.00');
    expect(await balanceOf(buyer.userId)).toBe(start - paidLate + paidLate / 2n - paidFixed);
    expect((await inventoryOf(fixed.roomTypeId, day(12), day(13)))[0]!.held).toBe(0);

    const log = await t.db.select({ type: balanceLedger.type, amount: balanceLedger.amount }).from(balanceLedger).where(eq(balanceLedger.userId, buyer.userId)).orderBy(asc(balanceLedger.id));
    expect(log.map((entry) => entry.type)).toEqual(['admin_adjust', 'pay_hotel_order', 'refund_hotel_order', 'pay_hotel_order', 'refund_hotel_order', 'pay_hotel_order']);
    await ledgerMatchesBalance(buyer.userId);
  });

  it('keeps another traveller out of a booking: detail, pay and cancel answer 4402', async () => {
    const owner = await newBuyer(t, root);
    const other = await newBuyer(t, root, '1000.00');
    const offer = await offerIn('PAR', 'room_only', false, day(3), day(4), 2);
    const booked = await book(owner, offer, { check_in: day(3), check_out: day(4) });
    await reviewHotelOrder(t.app.deps, ADMIN, { order_no: booked.data.order_no, approve: true, remark: '' });
    expect((await get(other, '/hotel/order/detail', { order_no: booked.data.order_no })).code).toBe(4402);
    expect((await post(other, '/hotel/order/pay', { order_no: booked.data.order_no, method: 'wallet' }, key('p'))).code).toBe(4402);
    expect((await post(other, '/hotel/order/cancel', { order_no: booked.data.order_no })).code).toBe(4402);
    expect((await post(other, '/hotel/order/rate', { order_no: booked.data.order_no, rating: 1 })).code).toBe(4402);
    expect((await totalOf(booked.data.order_no)).status).toBe('reviewed_pending_payment');
  });

  it('after check-out waits for the rating: a rating confirms it and counts in the hotel average; the window end confirms the rest', async () => {
    const buyer = await newBuyer(t, root, '3000.00');
    const offer = await offerIn('TYO', 'breakfast', true, day(2), day(3), 3);
    const rated = await paidBooking(buyer, offer, { check_in: day(2), check_out: day(3) });
    const silent = await paidBooking(buyer, offer, { check_in: day(2), check_out: day(3) });
    for (const orderNo of [rated, silent]) await verifyHotelOrder(t.app.deps, ADMIN, { order_no: orderNo, confirmation_no: 'T' });
    const job = followHotelStaysJob(t.app.deps.ref);
    await runJobAt(t, job, new Date(Date.now() + 1 * 86_400_000));
    expect((await totalOf(rated)).status).toBe('verified_completed');
    await runJobAt(t, job, new Date(Date.now() + 4 * 86_400_000));
    expect((await totalOf(rated)).status).toBe('verified_pending_rating');
    const [booking] = await t.db.select({ hotelId: hotelRoomTypes.hotelId }).from(hotelRoomTypes).where(eq(hotelRoomTypes.id, offer.roomTypeId));
    const [before] = await t.db.select().from(hotels).where(eq(hotels.id, booking!.hotelId));
    expect((await post(buyer, '/hotel/order/rate', { order_no: rated, rating: 5, comment: 'Lovely' })).code).toBe(200);
    const [after] = await t.db.select().from(hotels).where(eq(hotels.id, booking!.hotelId));
    expect(after!.ratingCount).toBe(before!.ratingCount + 1);
    expect(after!.ratingTenths).toBe(Math.round((before!.ratingTenths * before!.ratingCount + 50) / (before!.ratingCount + 1)));
    expect((await get<HotelOrderDetail>(buyer, '/hotel/order/detail', { order_no: rated })).data).toMatchObject({ status: 'confirmed', rating: 5, rating_comment: 'Lovely' });
    await runJobAt(t, job, new Date(Date.now() + 12 * 86_400_000));
    expect((await totalOf(silent)).status).toBe('confirmed');
    const { history, rating, rating_comment } = (await get<HotelOrderDetail>(buyer, '/hotel/order/detail', { order_no: silent })).data;
    expect({ rating, rating_comment }).toEqual({ rating: null, rating_comment: null });
    expect(history.map((move) => `${move.to} by ${move.actor}`)).toEqual([
      'reviewed_pending_payment by admin',
      'paid_pending_verification by user',
      'verified_completed by admin',
      'verified_pending_rating by system',
      'confirmed by system',
    ]);
  });
});
