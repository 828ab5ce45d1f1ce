// @module-tag embedded
import { and, asc, eq, gte, lt } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { parseMajor, type HotelOrderDetail, type PageResult, type TicketOrderDetail, type TravelOrderPreview, type TravelPayStatus, type UserCoupon } from '@roamcart/contracts';
import { users } from '../../platform/tables/users.ts';
import { userCoupons } from '../coupons/tables.ts';
import { flightFares } from '../flights/tables.ts';
import { hotelInventory, hotelRatePlans, hotelRoomTypes } from '../hotels/tables.ts';
import { travelOrders } from './tables.ts';
import { adminCall, signedInAdmin, type AdminBrowser } from '../../test/admin-client.ts';
import { newBuyer, type Buyer } from '../../test/buyer-fixture.ts';
import { claimCoupon, saveCouponTemplate } from '../../test/coupon-fixture.ts';
import { seedTestHotels } from '../../test/hotel-fixture.ts';
import { runJobAt } from '../../test/jobs.ts';
import { adultPassenger, freshTicketFare, TRAVEL_CONTACT, type TicketFare } from '../../test/ticket-orders-fixture.ts';
import { call, useTestApp, withParameter, type CallOptions } from '../../test/test-app.ts';
import { releaseExpiredTicketHoldsJob } from '../flights/index.ts';

const t = useTestApp({}, { template: 'flights' });
let root: AdminBrowser;
const DAY_MS = 86_400_000;
const day = (offset: number) => new Date(Date.now() + offset * DAY_MS).toISOString().slice(0, 10);
const key = (label: string) => ({ headers: { 'idempotency-key': `${label}-${Math.random().toString(36).slice(2)}` } });
const post = <T>(buyer: Buyer, path: string, body: Record<string, unknown>, options: CallOptions = {}) => call<T>(t.app, 'POST', path, body, { token: buyer.token, ...options });
const get = <T>(buyer: Buyer, path: string, query: Record<string, unknown>, options: CallOptions = {}) => call<T>(t.app, 'GET', path, query, { token: buyer.token, ...options });
const cents = (amount: string) => parseMajor(amount, 2)!;
const dollars = (minor: bigint) => `${minor / 100n}.${String(minor % 100n).padStart(2, '0')}`;

/** The buyer holds a coupon of a new claimable template (title "Test coupon"). */
const couponFor = async (buyer: Buyer, overrides: Record<string, unknown>) => claimCoupon(t, buyer, (await saveCouponTemplate(t, root, overrides)).id);
const couponRow = async (id: number) => (await t.db.select().from(userCoupons).where(eq(userCoupons.id, id)))[0]!;
const orderRow = async (orderNo: string) => (await t.db.select().from(travelOrders).where(eq(travelOrders.orderNo, orderNo)))[0]!;
const balanceOf = async (userId: number) => (await t.db.select({ balance: users.balance }).from(users).where(eq(users.id, userId)))[0]!.balance;
const mine = async (buyer: Buyer, status: 'usable' | 'used' | 'expired') => (await get<PageResult<UserCoupon>>(buyer, '/coupon/mine', { status })).data.list;

interface Stay {
  room_type_id: number;
  rate_plan_id: number;
  check_in: string;
  check_out: string;
}
const usedRoomTypes = new Set<number>();
/** Two nights from ten days on, of a refundable plan (cancelled now, it gives all back) whose room type, not used before, has `toSell` rooms free. */
async function freshStay(toSell: number): Promise<Stay> {
  const plans = await t.db
    .select({ roomTypeId: hotelRoomTypes.id, ratePlanId: hotelRatePlans.id, cancellation: hotelRatePlans.cancellation })
    .from(hotelRatePlans)
    .innerJoin(hotelRoomTypes, eq(hotelRoomTypes.id, hotelRatePlans.roomTypeId))
    .orderBy(asc(hotelRatePlans.id));
  const plan = plans.find((one) => one.cancellation.some((step) => step.refund_percent === 100) && !usedRoomTypes.has(one.roomTypeId))!;
  usedRoomTypes.add(plan.roomTypeId);
  const stay = { room_type_id: plan.roomTypeId, rate_plan_id: plan.ratePlanId, check_in: day(10), check_out: day(12) };
  await t.db
    .update(hotelInventory)
    .set({ toSell, held: 0, sold: 0, closed: false, minStay: 1 })
    .where(and(eq(hotelInventory.roomTypeId, stay.room_type_id), gte(hotelInventory.night, stay.check_in), lt(hotelInventory.night, stay.check_out)));
  return stay;
}
const heldRooms = async (stay: Stay) =>
  (await t.db.select({ held: hotelInventory.held }).from(hotelInventory).where(and(eq(hotelInventory.roomTypeId, stay.room_type_id), eq(hotelInventory.night, stay.check_in))))[0]!.held;

interface Created {
  order_no: string;
  total_price: string;
  discount: string;
  pay_amount: string;
}
const previewHotel = (buyer: Buyer, stay: Stay, extra: Record<string, unknown> = {}, options: CallOptions = {}) => post<TravelOrderPreview>(buyer, '/hotel/order/preview', { ...stay, ...extra }, options);
const bookHotel = (buyer: Buyer, stay: Stay, extra: Record<string, unknown> = {}, options: CallOptions = key('hotel')) =>
  post<Created>(buyer, '/hotel/order/create', { ...stay, rooms: 1, adults: 1, guests: [{ name: 'Ada Guest' }], contact: TRAVEL_CONTACT, ...extra }, options);
const previewFlight = (buyer: Buyer, fare: TicketFare, extra: Record<string, unknown> = {}) => post<TravelOrderPreview>(buyer, '/ticket/order/preview', { fare_id: fare.fareId, date: fare.date, adults: 1, ...extra });
const bookFlight = (buyer: Buyer, fare: TicketFare, extra: Record<string, unknown> = {}) =>
  post<Created>(buyer, '/ticket/order/create', { fare_id: fare.fareId, date: fare.date, passengers: [adultPassenger(fare.date, 'Ada')], contact: TRAVEL_CONTACT, ...extra }, key('flight'));
const review = (kind: 'hotel_order' | 'ticket_order', orderNo: string, approve: boolean) => adminCall(t.app, root, 'POST', `/review/${kind}`, { order_no: orderNo, approve, remark: approve ? '' : 'No rooms left at the hotel' });

beforeAll(async () => {
  await seedTestHotels(t);
  root = await signedInAdmin(t, 'super');
});

describe('POST /hotel/order/preview and /ticket/order/preview', () => {
  it('list the usable coupons with what each saves, the best applied, and the others with why not', async () => {
    const buyer = await newBuyer(t, root);
    const stay = await freshStay(5);
    const fiveOff = await couponFor(buyer, { kind: 'amount', amount: '5.00', scope: 'hotels' });
    const tenPercent = await couponFor(buyer, { kind: 'percent', percent: 10, max_discount: '400.00', scope: 'hotels' });
    const tooDear = await couponFor(buyer, { kind: 'amount', amount: '50.00', min_spend: '90000.00', scope: 'hotels' });
    const flightsOnly = await couponFor(buyer, { kind: 'amount', amount: '3.00', scope: 'flights' });
    const goods = await couponFor(buyer, { kind: 'amount', amount: '2.00', scope: 'all' });
    const shipping = await couponFor(buyer, { kind: 'free_shipping', scope: 'all' });
    const later = await couponFor(buyer, { kind: 'amount', amount: '1.00', scope: 'hotels', validity: 'fixed', valid_from: day(3), valid_until: day(30) });

    const best = await previewHotel(buyer, stay);
    expect(best.code).toBe(200);
    const total = cents(best.data.total_price);
    const percentOff = (total * 10n) / 100n;
    expect(percentOff).toBeGreaterThan(500n);
    expect(best.data).toMatchObject({ coupon_id: tenPercent.id, discount: dollars(percentOff), coupon_discount: dollars(percentOff), pay_amount: dollars(total - percentOff), currency: 'USD' });
    expect(best.data.coupons.map((coupon) => [coupon.id, coupon.discount])).toEqual([
      [tenPercent.id, dollars(percentOff)],
      [fiveOff.id, '5.00'],
    ]);
    expect(Object.fromEntries(best.data.unusable_coupons.map((coupon) => [coupon.id, coupon.reason]))).toEqual({
      [tooDear.id]: 'min_spend',
      [flightsOnly.id]: 'flights_only',
      [goods.id]: 'goods_only',
      [shipping.id]: 'goods_only',
      [later.id]: 'not_started',
    });

    expect((await previewHotel(buyer, stay, { coupon_id: fiveOff.id })).data).toMatchObject({ coupon_id: fiveOff.id, discount: '5.00', pay_amount: dollars(total - 500n) });
    expect((await previewHotel(buyer, stay, { coupon_id: null })).data).toMatchObject({ coupon_id: null, discount: '0.00', pay_amount: dollars(total) });
    // In yuan the three amounts still add up to the fen.
    const yuan = (await previewHotel(buyer, stay, { coupon_id: fiveOff.id }, { currency: 'CNY' })).data;
    expect(yuan.currency).toBe('CNY');
    expect(cents(yuan.total_price) - cents(yuan.discount)).toBe(cents(yuan.pay_amount));
    expect(cents(yuan.discount)).toBeGreaterThan(500n);

    const flight = await previewFlight(buyer, await freshTicketFare(t, 5));
    expect(flight.data).toMatchObject({ coupon_id: flightsOnly.id, discount: '3.00' });
    expect(cents(flight.data.total_price) - 300n).toBe(cents(flight.data.pay_amount));
    const flightReasons = Object.fromEntries(flight.data.unusable_coupons.map((coupon) => [coupon.id, coupon.reason]));
    expect(flightReasons).toMatchObject({ [fiveOff.id]: 'hotels_only', [tenPercent.id]: 'hotels_only', [goods.id]: 'goods_only', [later.id]: 'not_started' });
  });
});

describe('POST /hotel/order/create and /ticket/order/create with a coupon', () => {
  it('book with the coupon named, pay the total less the discount from the wallet, show the discount, and refund what was paid on cancelling', async () => {
    const buyer = await newBuyer(t, root, '5000.00');
    const stay = await freshStay(5);
    const coupon = await couponFor(buyer, { kind: 'amount', amount: '5.00', scope: 'hotels', title: { en: 'Hotel five off', 'zh-CN': '酒店减五元' } });

    // Without coupon_id a booking takes none, even with a usable coupon held.
    const plain = await bookHotel(buyer, stay);
    expect(plain.data).toMatchObject({ discount: '0.00' });
    expect(plain.data.pay_amount).toBe(plain.data.total_price);

    const booked = await bookHotel(buyer, stay, { coupon_id: coupon.id });
    expect(booked.code).toBe(200);
    const total = cents(booked.data.total_price);
    expect(booked.data).toMatchObject({ discount: '5.00', pay_amount: dollars(total - 500n) });
    expect(await orderRow(booked.data.order_no)).toMatchObject({ couponId: coupon.id, discount: 500n, totalAmount: total, payAmount: total - 500n });
    expect(await mine(buyer, 'used')).toMatchObject([{ id: coupon.id, status: 'used', order_no: booked.data.order_no, order_type: 'hotel' }]);
    const zh = await get<HotelOrderDetail>(buyer, '/hotel/order/detail', { order_no: booked.data.order_no }, { lang: 'zh-CN' });
    expect(zh.data).toMatchObject({ discount: '5.00', coupon_title: '酒店减五元', pay_amount: dollars(total - 500n) });

    expect((await review('hotel_order', booked.data.order_no, true)).code).toBe(200);
    const before = await balanceOf(buyer.userId);
    const paid = await post<TravelPayStatus>(buyer, '/hotel/order/pay', { order_no: booked.data.order_no, method: 'wallet' }, key('pay'));
    expect(paid.data).toMatchObject({ status: 'paid_pending_verification', pay_amount: dollars(total - 500n), paid_amount: dollars(total - 500n) });
    expect(before - (await balanceOf(buyer.userId))).toBe(total - 500n);

    // Cancelled while free: what was paid comes back, not the price before the coupon; the coupon stays spent.
    const cancelled = await post<HotelOrderDetail>(buyer, '/hotel/order/cancel', { order_no: booked.data.order_no });
    expect(cancelled.data).toMatchObject({ status: 'cancelled', refunded_amount: dollars(total - 500n), discount: '5.00', coupon_title: 'Hotel five off' });
    expect(await balanceOf(buyer.userId)).toBe(before);
    expect((await couponRow(coupon.id)).status).toBe('used');
  });

  it('book with a coupon worth the whole stay: nothing is due, and paying from the wallet moves it on without touching the balance', async () => {
    const buyer = await newBuyer(t, root, '0.00');
    const stay = await freshStay(5);
    const coupon = await couponFor(buyer, { kind: 'amount', amount: '99999.00', scope: 'hotels' });
    const booked = await bookHotel(buyer, stay, { coupon_id: coupon.id });
    expect(booked.data).toMatchObject({ discount: booked.data.total_price, pay_amount: '0.00' });
    expect((await review('hotel_order', booked.data.order_no, true)).code).toBe(200);
    const paid = await post<TravelPayStatus>(buyer, '/hotel/order/pay', { order_no: booked.data.order_no, method: 'wallet' }, key('pay'));
    expect(paid.data).toMatchObject({ status: 'paid_pending_verification', pay_amount: '0.00', paid_amount: '0.00' });
    expect(await balanceOf(buyer.userId)).toBe(0n);
    // Cancelled after that payment: nothing to refund, and the coupon stays spent as on any paid booking.
    const cancelled = await post<HotelOrderDetail>(buyer, '/hotel/order/cancel', { order_no: booked.data.order_no });
    expect(cancelled.data).toMatchObject({ status: 'cancelled', refunded_amount: '0.00' });
    expect((await couponRow(coupon.id)).status).toBe('used');
  });

  it('book a flight with a flights coupon: percent off within its cap, paid and refunded on what was paid less the penalty', async () => {
    const buyer = await newBuyer(t, root, '5000.00');
    const fare = await freshTicketFare(t, 5);
    await t.db.update(flightFares).set({ refundRule: { allowed: true, penalty: '1000' } }).where(eq(flightFares.id, fare.fareId));
    const coupon = await couponFor(buyer, { kind: 'percent', percent: 50, max_discount: '20.00', scope: 'flights' });
    const booked = await bookFlight(buyer, fare, { coupon_id: coupon.id });
    expect(booked.code).toBe(200);
    const total = cents(booked.data.total_price);
    expect(total / 2n).toBeGreaterThan(2000n);
    expect(booked.data).toMatchObject({ discount: '20.00', pay_amount: dollars(total - 2000n) });
    const detail = await get<TicketOrderDetail>(buyer, '/ticket/order/detail', { order_no: booked.data.order_no });
    expect(detail.data).toMatchObject({ discount: '20.00', coupon_title: 'Test coupon', pay_amount: dollars(total - 2000n) });

    expect((await review('ticket_order', booked.data.order_no, true)).code).toBe(200);
    const before = await balanceOf(buyer.userId);
    const paid = await post<TravelPayStatus>(buyer, '/ticket/order/pay', { order_no: booked.data.order_no, method: 'wallet' }, key('pay'));
    expect(paid.data.status).toBe('paid_pending_verification');
    expect(before - (await balanceOf(buyer.userId))).toBe(total - 2000n);
    const cancelled = await post<TicketOrderDetail>(buyer, '/ticket/order/cancel', { order_no: booked.data.order_no });
    expect(cancelled.data).toMatchObject({ status: 'cancelled', refunded_amount: dollars(total - 2000n - 1000n) });
    expect(await balanceOf(buyer.userId)).toBe(before - 1000n);
  });

  it('give one coupon to one of 10 parallel bookings: the others answer 4224 and hold nothing', async () => {
    const buyer = await newBuyer(t, root);
    const stay = await freshStay(20);
    const coupon = await couponFor(buyer, { kind: 'amount', amount: '5.00', scope: 'hotels' });
    const answers = await Promise.all(Array.from({ length: 10 }, () => bookHotel(buyer, stay, { coupon_id: coupon.id })));
    const won = answers.filter((answer) => answer.code === 200);
    expect(won).toHaveLength(1);
    expect(answers.filter((answer) => answer.code === 4224)).toHaveLength(9);
    expect(answers.find((answer) => answer.code === 4224)?.msg).toBe('This coupon cannot be used on this order');
    expect(await t.db.$count(travelOrders, eq(travelOrders.userId, buyer.userId))).toBe(1);
    expect(await heldRooms(stay)).toBe(1);
    expect(await couponRow(coupon.id)).toMatchObject({ status: 'used', travelOrderId: (await orderRow(won[0]!.data.order_no)).id });
  });

  it('give the coupon back when the booking ends unpaid: rejected in review, hold expired, cancelled before paying', async () => {
    const buyer = await newBuyer(t, root);
    const rejectedStay = await freshStay(5);
    const cancelledStay = await freshStay(5);
    const fare = await freshTicketFare(t, 5);
    const forRejected = await couponFor(buyer, { kind: 'amount', amount: '4.00', scope: 'hotels' });
    const forCancelled = await couponFor(buyer, { kind: 'amount', amount: '3.00', scope: 'hotels' });
    const forExpired = await couponFor(buyer, { kind: 'amount', amount: '2.00', scope: 'flights' });
    // Three unpaid orders at once: more than a traveller may hold by default.
    const [rejected, cancelled, expired] = await withParameter(t, 'travel_unpaid_orders_max', '3', async () => [
      await bookHotel(buyer, rejectedStay, { coupon_id: forRejected.id }),
      await bookHotel(buyer, cancelledStay, { coupon_id: forCancelled.id }),
      await bookFlight(buyer, fare, { coupon_id: forExpired.id }),
    ]);
    expect(await mine(buyer, 'usable')).toEqual([]);

    expect((await review('hotel_order', rejected.data.order_no, false)).code).toBe(200);
    expect((await couponRow(forRejected.id)).status).toBe('usable');

    expect((await review('hotel_order', cancelled.data.order_no, true)).code).toBe(200);
    expect((await post(buyer, '/hotel/order/cancel', { order_no: cancelled.data.order_no })).code).toBe(200);
    expect(await couponRow(forCancelled.id)).toMatchObject({ status: 'usable', travelOrderId: null, usedAt: null });

    // The flight's review window (24 hours) passes without a review.
    await runJobAt(t, releaseExpiredTicketHoldsJob, new Date(Date.now() + 25 * 3_600_000));
    expect((await orderRow(expired.data.order_no)).status).toBe('cancelled');
    expect((await mine(buyer, 'usable')).map((coupon) => coupon.id).sort()).toEqual([forRejected.id, forCancelled.id, forExpired.id].sort());

    // Given back after its own end, a coupon reads as expired, not usable.
    const lapsing = await couponFor(buyer, { kind: 'amount', amount: '1.00', scope: 'hotels' });
    const lapsed = await bookHotel(buyer, rejectedStay, { coupon_id: lapsing.id });
    await t.db.update(userCoupons).set({ validUntil: new Date(Date.now() - 1000) }).where(eq(userCoupons.id, lapsing.id));
    expect((await post(buyer, '/hotel/order/cancel', { order_no: lapsed.data.order_no })).code).toBe(200);
    expect((await mine(buyer, 'expired')).map((coupon) => coupon.id)).toEqual([lapsing.id]);
  });

  it('refuse a coupon that does not fit the booking or is not the caller\'s with 4224, writing nothing, and a malformed coupon_id with 4002 naming it', async () => {
    const buyer = await newBuyer(t, root);
    const other = await newBuyer(t, root);
    const stay = await freshStay(5);
    const fare = await freshTicketFare(t, 5);
    const goods = await couponFor(buyer, { kind: 'amount', amount: '2.00', scope: 'all' });
    const hotels = await couponFor(buyer, { kind: 'amount', amount: '2.00', scope: 'hotels' });
    const othersHotels = await couponFor(other, { kind: 'amount', amount: '2.00', scope: 'hotels' });

    expect(await bookHotel(buyer, stay, { coupon_id: goods.id })).toMatchObject({ code: 4224, msg: 'This coupon cannot be used on this order' });
    expect(await bookFlight(buyer, fare, { coupon_id: hotels.id })).toMatchObject({ code: 4224 });
    expect((await previewFlight(buyer, fare, { coupon_id: hotels.id })).code).toBe(4224);
    expect(await bookHotel(buyer, stay, { coupon_id: othersHotels.id }, { ...key('other'), lang: 'zh-CN' })).toMatchObject({ code: 4224, msg: '该优惠券不能用于此订单' });
    expect((await previewHotel(buyer, stay, { coupon_id: othersHotels.id })).code).toBe(4224);
    expect(await t.db.$count(travelOrders, eq(travelOrders.userId, buyer.userId))).toBe(0);
    expect(await heldRooms(stay)).toBe(0);
    expect((await couponRow(othersHotels.id)).status).toBe('usable');

    for (const bad of ['five', 0, -3, 1.5]) {
      expect(await bookHotel(buyer, stay, { coupon_id: bad })).toMatchObject({ code: 4002, data: { coupon_id: expect.any(String) } });
      expect(await previewHotel(buyer, stay, { coupon_id: bad })).toMatchObject({ code: 4002, data: { coupon_id: expect.any(String) } });
      expect(await bookFlight(buyer, fare, { coupon_id: bad })).toMatchObject({ code: 4002, data: { coupon_id: expect.any(String) } });
    }
    expect(await previewFlight(buyer, fare, { adults: 1, infants: 2 })).toMatchObject({ code: 4002, data: { infants: expect.any(String) } });
  });
});
