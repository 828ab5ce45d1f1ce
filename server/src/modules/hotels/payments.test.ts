import { and, asc, eq, gte, lt } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ChannelPaymentAdminRow, ChannelPaymentState, DashboardData, HotelOrderDetail, OrderFeedRow, PageResult, PaymentChannelView, TravelPayStatus } from '@roamcart/contracts';
import { payments } from '../payments/tables.ts';
import { travelOrders } from '../travel/tables.ts';
import { balanceLedger } from '../wallet/tables.ts';
import { hotelInventory, hotelRatePlans, hotelRoomTypes, hotels } from './tables.ts';
import { adminCall, signedInAdmin, type AdminBrowser } from '../../test/admin-client.ts';
import { newBuyer, placeOrder, type Buyer } from '../../test/buyer-fixture.ts';
import { saveCategory, saveProduct } from '../../test/catalogue-fixture.ts';
import { seedTestHotels } from '../../test/hotel-fixture.ts';
import { runJobAt } from '../../test/jobs.ts';
import { postSandboxCallback, sandboxEventFor, uploadVoucher } from '../../test/payments-fixture.ts';
import { call, useTestApp, type CallOptions } from '../../test/test-app.ts';
import { checkLedgers } from '../reporting/index.ts';
import { reviewHotelOrder } from './admin-orders.ts';
import { releaseExpiredHotelHoldsJob } from './jobs.ts';

const t = useTestApp();
let root: AdminBrowser;
let card: PaymentChannelView;
let bank: PaymentChannelView;
let roomTypeId: number;
let ratePlanId: number;
const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
const key = (label: string) => ({ headers: { 'idempotency-key': `${label}-${Math.random().toString(36).slice(2)}` } });
const post = <T>(buyer: Buyer, path: string, body: Record<string, unknown>, options: CallOptions = {}) => call<T>(t.app, 'POST', path, body, { token: buyer.token, ...options });
const statusOf = async (orderNo: string) => (await t.db.select().from(travelOrders).where(eq(travelOrders.orderNo, orderNo)))[0]!;

/** A booking of one room for two nights a week ahead, reviewed and waiting for payment. */
async function reviewedBooking(buyer: Buyer): Promise<string> {
  const booked = await post<{ order_no: string }>(
    buyer,
    '/hotel/order/create',
    { room_type_id: roomTypeId, rate_plan_id: ratePlanId, check_in: day(7), check_out: day(9), rooms: 1, adults: 1, guests: [{ name: 'Jane Roe' }], contact: { name: 'Jane Roe', phone: '+81 3-1234-5678', email: 'jane@example.com' } },
    key('book'),
  );
  expect(booked.code).toBe(200);
  await reviewHotelOrder(t.app.deps, { kind: 'admin', id: 1 }, { order_no: booked.data.order_no, approve: true, remark: '' });
  return booked.data.order_no;
}

beforeAll(async () => {
  await seedTestHotels(t);
  root = await signedInAdmin(t, 'super');
  const channels = (await call<PaymentChannelView[]>(t.app, 'GET', '/payment_channel', { type: 'pay' })).data;
  card = channels.find((channel) => channel.identifier === 'sandbox_card')!;
  bank = channels.find((channel) => channel.identifier === 'bank_transfer')!;
  const [plan] = await t.db
    .select({ roomTypeId: hotelRoomTypes.id, ratePlanId: hotelRatePlans.id })
    .from(hotelRatePlans)
    .innerJoin(hotelRoomTypes, eq(hotelRoomTypes.id, hotelRatePlans.roomTypeId))
    .innerJoin(hotels, eq(hotels.id, hotelRoomTypes.hotelId))
    .where(eq(hotels.cityCode, 'TYO'))
    .orderBy(asc(hotelRatePlans.id))
    .limit(1);
  ({ roomTypeId, ratePlanId } = plan!);
  await t.db
    .update(hotelInventory)
    .set({ toSell: 20, held: 0, sold: 0, closed: false, minStay: 1 })
    .where(and(eq(hotelInventory.roomTypeId, roomTypeId), gte(hotelInventory.night, day(7)), lt(hotelInventory.night, day(9))));
});

describe('paying a hotel booking through a channel', () => {
  it('opens a checkout of what is due; the signed notice pays the booking once', async () => {
    const buyer = await newBuyer(t, root);
    const orderNo = await reviewedBooking(buyer);
    expect(await post(buyer, '/hotel/order/pay', { order_no: orderNo, method: 'online' })).toMatchObject({ code: 4001, data: { channel_id: expect.any(String) } });
    expect(await post(buyer, '/hotel/order/pay', { order_no: orderNo, method: 'online', channel_id: bank.id })).toMatchObject({ code: 4214 });
    const started = await post<TravelPayStatus>(buyer, '/hotel/order/pay', { order_no: orderNo, method: 'online', channel_id: card.id }, key('pay'));
    expect(started.data).toMatchObject({ status: 'reviewed_pending_payment', paid_amount: '0.00', pay_no: expect.stringMatching(/^P\d+$/), pay_url: expect.any(String) });
    const event = await sandboxEventFor(t, started.data.pay_no!);
    expect((await postSandboxCallback(t, event)).body.result).toBe('credited');
    expect((await postSandboxCallback(t, event)).body.result).toBe('duplicate');
    const order = await statusOf(orderNo);
    expect(order).toMatchObject({ status: 'paid_pending_verification', paidAmount: order.payAmount, holdDeadline: null });
    const recorded = await t.db.select().from(payments).where(eq(payments.reference, orderNo));
    expect(recorded.map((row) => [row.biz, row.method, row.amount, row.status])).toEqual([['hotel_order', 'channel', order.payAmount, 'succeeded']]);
    const detail = await call<HotelOrderDetail>(t.app, 'GET', '/hotel/order/detail', { order_no: orderNo }, { token: buyer.token });
    expect(detail.data.history.at(-1)).toMatchObject({ from: 'reviewed_pending_payment', to: 'paid_pending_verification', actor: 'system' });
    // The page the payer comes back to tells a card payment from a reviewed transfer.
    const state = await call<ChannelPaymentState>(t.app, 'GET', '/payment/status', { pay_no: started.data.pay_no! });
    expect(state.data).toMatchObject({ kind: 'online', status: 'review_approved', reference: orderNo });
  });

  it('keeps a late notice’s money in the payer’s wallet when the hold expired meanwhile', async () => {
    const buyer = await newBuyer(t, root);
    const orderNo = await reviewedBooking(buyer);
    const started = await post<TravelPayStatus>(buyer, '/hotel/order/pay', { order_no: orderNo, method: 'online', channel_id: card.id }, key('pay'));
    await runJobAt(t, releaseExpiredHotelHoldsJob, new Date(Date.now() + 31 * 60_000));
    expect((await statusOf(orderNo)).status).toBe('cancelled');
    expect((await postSandboxCallback(t, await sandboxEventFor(t, started.data.pay_no!))).body.result).toBe('credited');
    const ledger = await t.db.select().from(balanceLedger).where(eq(balanceLedger.userId, buyer.userId));
    expect(ledger.map((line) => [line.type, line.amount])).toEqual([['payment_surplus', (await statusOf(orderNo)).payAmount]]);
  });

  it('takes an offline transfer’s voucher with biz hotel; the hold does not expire under its review', async () => {
    const buyer = await newBuyer(t, root);
    const orderNo = await reviewedBooking(buyer);
    expect(await post(buyer, '/hotel/order/pay', { order_no: orderNo, method: 'offline', channel_id: bank.id }, key('pay'))).toMatchObject({ code: 200, data: { status: 'reviewed_pending_payment' } });
    const sent = await post<ChannelPaymentState>(buyer, '/payment/offline', { biz: 'hotel', order_no: orderNo, channel_id: bank.id, voucher_url: await uploadVoucher(t, buyer.token), third_party_no: 'TRX-H1' }, key('voucher'));
    expect(sent.data).toMatchObject({ status: 'pending_review', biz: 'hotel_order', reference: orderNo, kind: 'offline' });
    await runJobAt(t, releaseExpiredHotelHoldsJob, new Date(Date.now() + 31 * 60_000));
    expect((await statusOf(orderNo)).status).toBe('reviewed_pending_payment');
    // Meanwhile the traveller is not asked to pay again, nor shown a hold running out.
    const waiting = await call<HotelOrderDetail>(t.app, 'GET', '/hotel/order/detail', { order_no: orderNo }, { token: buyer.token });
    expect(waiting.data).toMatchObject({ status: 'reviewed_pending_payment', payment_in_review: true, can_pay: false, hold_deadline: null });

    // Finance's offline-payments queue holds it beside goods orders' vouchers, and its approval pays the booking.
    const dashboard = await adminCall<DashboardData>(t.app, root, 'GET', '/dashboard', {});
    expect(dashboard.data.pending_offline_payments.count).toBeGreaterThanOrEqual(1);
    const queue = await adminCall<PageResult<ChannelPaymentAdminRow>>(t.app, root, 'GET', '/offline_payments', { biz: 'hotel_order', status: 'pending_review', pay_no: orderNo });
    expect(queue.data.list).toEqual([expect.objectContaining({ pay_no: sent.data.pay_no, biz: 'hotel_order', reference: orderNo, third_party_no: 'TRX-H1' })]);
    expect((await adminCall<PageResult<ChannelPaymentAdminRow>>(t.app, root, 'GET', '/offline_payments', { biz: 'goods_order', pay_no: orderNo })).data.total).toBe(0);
    expect(await adminCall(t.app, root, 'GET', '/offline_payments', { biz: 'recharge' })).toMatchObject({ code: 4002, data: { biz: expect.any(String) } });
    const decided = await adminCall<ChannelPaymentAdminRow>(t.app, root, 'POST', '/review/offline_payment', { id: queue.data.list[0]!.id, approve: true, remark: 'Received' });
    expect(decided.data).toMatchObject({ status: 'review_approved', reviewer: expect.stringMatching(/\w/) });
    const order = await statusOf(orderNo);
    expect(order).toMatchObject({ status: 'paid_pending_verification', paidAmount: order.payAmount, holdDeadline: null });
    const detail = await call<HotelOrderDetail>(t.app, 'GET', '/hotel/order/detail', { order_no: orderNo }, { token: buyer.token });
    expect(detail.data.history.at(-1)).toMatchObject({ from: 'reviewed_pending_payment', to: 'paid_pending_verification' });
    expect(await adminCall(t.app, root, 'POST', '/review/offline_payment', { id: queue.data.list[0]!.id, approve: true, remark: '' })).toMatchObject({ code: 4207 });
  });

  it('lists goods and hotel orders together in the order feed, newest first', async () => {
    const buyer = await newBuyer(t, root);
    const categoryId = (await saveCategory(t, root, { name: { en: 'Travel gear' } })).id;
    const bag = await saveProduct(t, root, categoryId, { name: { en: 'Carry-on Bag', 'zh-CN': '登机箱' }, skus: [{ spec_values: [], price: '80.00', stock: 10 }] });
    const goods = await placeOrder(t, buyer, [{ sku_id: bag.skus[0]!.id, qty: 1 }]);
    const hotelNo = await reviewedBooking(buyer);
    const feed = await call<PageResult<OrderFeedRow>>(t.app, 'GET', '/order', {}, { token: buyer.token, lang: 'zh-CN' });
    expect(feed.data.total).toBe(2);
    expect(feed.data.list.map((row) => [row.type, row.order_no])).toEqual([
      ['hotel', hotelNo],
      ['goods', goods.data.order_no],
    ]);
    expect(feed.data.list[1]).toMatchObject({ title: '登机箱', status: 'pending_payment', pay_amount: expect.any(String) });
    expect(feed.data.list[0]!.title).toContain('东京');
    const paged = await call<PageResult<OrderFeedRow>>(t.app, 'GET', '/order', { limit: 1, page: 2 }, { token: buyer.token });
    expect(paged.data.list.map((row) => row.order_no)).toEqual([goods.data.order_no]);
    expect((await call<PageResult<OrderFeedRow>>(t.app, 'GET', '/order', { type: 'goods', status: 'pending_payment' }, { token: buyer.token })).data.total).toBe(1);
  });

  it('leaves every wallet consistent with its ledger', async () => {
    expect((await checkLedgers(t.db, 'cli')).issues).toEqual([]);
  });
});
