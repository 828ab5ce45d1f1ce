// @module-tag embedded
import { and, asc, eq, gte, lt } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { OperatorMessageKind, OperatorMessageList, OrderDetail, PaymentChannelView, ProductAdminDetail, RechargeStarted, TravelPayStatus } from '@roamcart/contracts';
import { hotelInventory, hotelRatePlans, hotelRoomTypes, hotels } from '../hotels/tables.ts';
import { operatorMessages } from './tables.ts';
import { adminCall, signedInAdmin, type AdminBrowser } from '../../test/admin-client.ts';
import { newBuyer, placeOrder, type Buyer } from '../../test/buyer-fixture.ts';
import { saveCategory, saveProduct } from '../../test/catalogue-fixture.ts';
import { seedTestHotels } from '../../test/hotel-fixture.ts';
import { uploadVoucher } from '../../test/payments-fixture.ts';
import { call, useTestApp } from '../../test/test-app.ts';
import { approveAndPayTicketOrder, bookTicketOrder, freshTicketFare, TRAVEL_CONTACT } from '../../test/ticket-orders-fixture.ts';

const t = useTestApp({ RATE_WITHDRAWAL_PER_HOUR: '1000' }, { template: 'flights' });
const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
const key = (label: string) => ({ 'idempotency-key': `${label}-${Math.random().toString(36).slice(2)}` });

/** Each review queue's permission: its admin holds it (and the queue's list) alone. */
const QUEUE_PERMISSIONS: Record<Exclude<OperatorMessageKind, 'ticketing_late' | 'channel_refund_failed'>, string[]> = {
  offline_payment_review: ['offline_payments:list', 'offline_payments:review'],
  recharge_review: ['recharges:list', 'recharges:review'],
  refund_review: ['refunds:list', 'refunds:review'],
  withdrawal_review: ['withdrawals:list', 'withdrawals:review'],
  hotel_order_review: ['hotel_orders:list', 'hotel_orders:review'],
  hotel_order_verify: ['hotel_orders:list', 'hotel_orders:verify'],
  ticket_order_review: ['ticket_orders:list', 'ticket_orders:review'],
  ticket_order_issue: ['ticket_orders:list', 'ticket_orders:issue'],
};
type QueueKind = keyof typeof QUEUE_PERMISSIONS;
const QUEUE_KINDS = Object.keys(QUEUE_PERMISSIONS) as QueueKind[];

let root: AdminBrowser;
const reviewers = {} as Record<QueueKind, AdminBrowser>;
let buyer: Buyer;
let lamp: ProductAdminDetail;
let bank: PaymentChannelView;

const inbox = async (admin: AdminBrowser) => (await adminCall<OperatorMessageList>(t.app, admin, 'GET', '/operator_messages', { limit: 100 })).data.list;
/** What the admin app shows: the key's text from the dictionary it loads for `lang`, with the params put in. */
async function shown(lang: string, key: string, params: Record<string, string | number>): Promise<string> {
  const dictionary = (await call<Record<string, string>>(t.app, 'GET', '/translate', { lang })).data;
  return (dictionary[key] ?? key).replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(params[name]));
}

/**
 * The new item's message: exactly one, in the inbox of the admin who reviews `kind` (with the
 * item's number and the queue's page on it), and in no other reviewer's inbox.
 */
async function toldOnceToItsReviewers(kind: QueueKind, subject: string, params: Record<string, string>, link: string): Promise<void> {
  expect(await t.db.select().from(operatorMessages).where(and(eq(operatorMessages.kind, kind), eq(operatorMessages.subject, subject)))).toHaveLength(1);
  const about = (admin: AdminBrowser) => inbox(admin).then((list) => list.filter((row) => row.kind === kind && Object.entries(params).every(([name, value]) => row.params[name] === value)));
  expect(await about(reviewers[kind])).toMatchObject([{ params, link, read: false }]);
  expect(await about(root)).toHaveLength(1);
  for (const other of QUEUE_KINDS.filter((one) => one !== kind)) expect(await about(reviewers[other]), `${other} is not told of ${kind}`).toEqual([]);
}

/** A paid order of one lamp; its order and sub-order numbers. */
async function paidGoodsOrder(): Promise<{ orderNo: string; subOrderNo: string }> {
  const { order_no } = (await placeOrder(t, buyer, [{ sku_id: lamp.skus[0]!.id, qty: 1 }])).data;
  await call(t.app, 'POST', '/order/pay', { order_no, method: 'wallet' }, { token: buyer.token });
  const detail = (await call<OrderDetail>(t.app, 'GET', '/goods/order_details', { order_no }, { token: buyer.token })).data;
  return { orderNo: order_no, subOrderNo: detail.sub_orders[0]!.sub_order_no };
}

/** A one-night booking of a demo hotel without instant confirmation. */
async function hotelBooking(): Promise<string> {
  const [plan] = await t.db
    .select({ roomTypeId: hotelRoomTypes.id, ratePlanId: hotelRatePlans.id, hotelId: hotels.id })
    .from(hotelRatePlans)
    .innerJoin(hotelRoomTypes, eq(hotelRoomTypes.id, hotelRatePlans.roomTypeId))
    .innerJoin(hotels, eq(hotels.id, hotelRoomTypes.hotelId))
    .orderBy(asc(hotelRatePlans.id))
    .limit(1);
  await t.db.update(hotels).set({ instantConfirmation: false }).where(eq(hotels.id, plan!.hotelId));
  await t.db
    .update(hotelInventory)
    .set({ toSell: 5, held: 0, sold: 0, closed: false, minStay: 1 })
    .where(and(eq(hotelInventory.roomTypeId, plan!.roomTypeId), gte(hotelInventory.night, day(5)), lt(hotelInventory.night, day(6))));
  const booked = await call<{ order_no: string; status: string }>(
    t.app,
    'POST',
    '/hotel/order/create',
    { room_type_id: plan!.roomTypeId, rate_plan_id: plan!.ratePlanId, check_in: day(5), check_out: day(6), rooms: 1, adults: 1, guests: [{ name: 'Guest 1' }], contact: TRAVEL_CONTACT },
    { token: buyer.token, headers: key('hotel') },
  );
  expect(booked.data.status).toBe('ordered_pending_review');
  return booked.data.order_no;
}

beforeAll(async () => {
  await seedTestHotels(t, 10);
  root = await signedInAdmin(t, 'super');
  for (const kind of QUEUE_KINDS) reviewers[kind] = await signedInAdmin(t, QUEUE_PERMISSIONS[kind]);
  buyer = await newBuyer(t, root, '5000.00');
  const categoryId = (await saveCategory(t, root, { name: { en: 'Lighting' } })).id;
  lamp = await saveProduct(t, root, categoryId, { name: { en: 'Desk Lamp' }, skus: [{ spec_values: [], price: '20.00', stock: 50 }] });
  bank = (await call<PaymentChannelView[]>(t.app, 'GET', '/payment_channel', { type: 'pay' })).data.find((channel) => channel.identifier === 'bank_transfer')!;
});

describe('operator messages of the review queues', () => {
  it('tells an offline order payment once to those who review offline payments, even when its voucher is sent again', async () => {
    const { order_no } = (await placeOrder(t, buyer, [{ sku_id: lamp.skus[0]!.id, qty: 1 }])).data;
    const headers = key('offline');
    const body = { biz: 'order', order_no, channel_id: bank.id, voucher_url: await uploadVoucher(t, buyer.token) };
    const sent = await call<{ pay_no: string }>(t.app, 'POST', '/payment/offline', body, { token: buyer.token, headers });
    expect(sent.code).toBe(200);
    expect((await call(t.app, 'POST', '/payment/offline', body, { token: buyer.token, headers })).code).toBe(200);
    const payNo = sent.data.pay_no;
    await toldOnceToItsReviewers('offline_payment_review', payNo, { pay_no: payNo, order_no }, `/finance/offline-payments?pay_no=${payNo}`);
    const message = (await inbox(reviewers.offline_payment_review)).find((row) => row.params.pay_no === payNo)!;
    expect(await shown('en', message.title_key, message.params)).toBe(`Offline payment ${payNo} to review`);
    expect(await shown('zh-CN', message.title_key, message.params)).toBe(`线下付款 ${payNo} 待审核`);
  });

  it('tells an offline top-up once to those who review top-ups, without saying it was credited', async () => {
    const recharge = await call<RechargeStarted>(t.app, 'POST', '/recharge', { channel_id: bank.id, amount: '50.00' }, { token: buyer.token, headers: key('recharge') });
    const payNo = recharge.data.pay_no;
    const sent = await call(t.app, 'POST', '/payment/offline', { biz: 'recharge', order_no: payNo, channel_id: bank.id, voucher_url: await uploadVoucher(t, buyer.token) }, { token: buyer.token });
    expect(sent.code).toBe(200);
    await toldOnceToItsReviewers('recharge_review', payNo, { pay_no: payNo }, `/finance/recharges?pay_no=${payNo}`);
    const message = (await inbox(reviewers.recharge_review)).find((row) => row.params.pay_no === payNo)!;
    expect(await shown('en', message.body_key, message.params)).toContain('nothing is credited until you approve it');
  });

  it('tells a refund request once to those who review refunds', async () => {
    const { orderNo, subOrderNo } = await paidGoodsOrder();
    const requested = await call<{ id: number }>(t.app, 'POST', '/order/refund', { order_no: subOrderNo, kind: 'refund', reason: 'Changed my mind', amount: '20.00' }, { token: buyer.token });
    expect(requested.code).toBe(200);
    await toldOnceToItsReviewers('refund_review', String(requested.data.id), { order_no: subOrderNo }, `/orders/refunds?order_no=${orderNo}`);
  });

  it('tells a withdrawal once to those who review withdrawals', async () => {
    const payout = (await call<PaymentChannelView[]>(t.app, 'GET', '/payment_channel', { type: 'withdrawal' }, { token: buyer.token })).data[0]!;
    const account = { name: 'Jane Roe', number: 'DE44 5001 0517 5407 3249 31', bank: 'Demo Bank' };
    const withdrawn = await call<{ order_no: string }>(t.app, 'POST', '/withdrawal', { channel_id: payout.id, amount: '20.00', account, password: buyer.password }, { token: buyer.token, headers: key('withdraw') });
    expect(withdrawn.code).toBe(200);
    const orderNo = withdrawn.data.order_no;
    await toldOnceToItsReviewers('withdrawal_review', orderNo, { order_no: orderNo }, `/finance/withdrawals?order_no=${orderNo}`);
  });

  it('tells a hotel booking to its reviewers when booked, and to its verifiers once paid', async () => {
    const orderNo = await hotelBooking();
    await toldOnceToItsReviewers('hotel_order_review', orderNo, { order_no: orderNo }, `/hotels/orders?order_no=${orderNo}`);
    expect((await adminCall(t.app, root, 'POST', '/review/hotel_order', { order_no: orderNo, approve: true, remark: '' })).code).toBe(200);
    const paid = await call<TravelPayStatus>(t.app, 'POST', '/hotel/order/pay', { order_no: orderNo, method: 'wallet' }, { token: buyer.token, headers: key('pay') });
    expect(paid.data.status).toBe('paid_pending_verification');
    await toldOnceToItsReviewers('hotel_order_verify', orderNo, { order_no: orderNo }, `/hotels/orders?order_no=${orderNo}`);
  });

  it('tells a ticket order to its reviewers when booked, and to those who issue tickets once paid', async () => {
    const orderNo = await bookTicketOrder(t, buyer, await freshTicketFare(t, 9), ['Ann']);
    await toldOnceToItsReviewers('ticket_order_review', orderNo, { order_no: orderNo }, `/flights/ticket-orders?order_no=${orderNo}`);
    await approveAndPayTicketOrder(t, root, buyer, orderNo);
    await toldOnceToItsReviewers('ticket_order_issue', orderNo, { order_no: orderNo }, `/flights/ticket-orders?tab=ticketing&order_no=${orderNo}`);
  });
});
