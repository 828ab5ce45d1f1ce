import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OperatorMessageList, OrderAdminDetail, OrderPayStatus, PageResult, PaymentChannelView, ProductAdminDetail, RefundAdminRow, RefundView } from '@roamcart/contracts';
import { users } from '../../platform/tables/users.ts';
import { gatewayCallbacks, channelRefunds, payments, sandboxRefunds } from './tables.ts';
import { adminCall, signedInAdmin, useSuperAdmin } from '../../test/admin-client.ts';
import { newBuyer, placeOrder, type Buyer } from '../../test/buyer-fixture.ts';
import { saveCategory, saveProduct } from '../../test/catalogue-fixture.ts';
import { runJobAt } from '../../test/jobs.ts';
import { postSandboxCallback } from '../../test/payments-fixture.ts';
import { call, useTestApp } from '../../test/test-app.ts';
import { checkLedgers } from '../reporting/index.ts';
import { walkStateMachine } from '../../test/state-machine-walk.ts';
import { channelRefundStatus } from './channel-refund-states.ts';
import { retryChannelRefundsJob } from './channel-refunds.ts';
import { SANDBOX_CARDS, type SandboxRefundEvent } from './gateways/sandbox.ts';
import { deliverDueCallbacks } from './gateways/sandbox-callbacks.ts';

const t = useTestApp();
const root = useSuperAdmin(t);
let lamp: ProductAdminDetail;
let card: PaymentChannelView;
let site: string;

beforeAll(async () => {
  // The sandbox sends its notices to this server over HTTP, as a gateway would.
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  site = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  t.config.PUBLIC_URL = site;
  t.config.publicUrlSet = true;
  const categoryId = (await saveCategory(t, root, { name: { en: 'Channel refunds' } })).id;
  lamp = await saveProduct(t, root, categoryId, { name: { en: 'Floor Lamp' }, skus: [{ spec_values: [], price: '60.00', stock: 500 }] });
  const channels = (await call<PaymentChannelView[]>(t.app, 'GET', '/payment_channel', { type: 'pay' })).data;
  card = channels.find((channel) => channel.identifier === 'sandbox_card')!;
});
afterAll(() => {
  t.config.publicUrlSet = false;
});

const key = (label: string) => ({ 'idempotency-key': `${label}-${Math.random().toString(36).slice(2)}` });
const balanceOf = async (userId: number) => (await t.db.select({ balance: users.balance }).from(users).where(eq(users.id, userId)))[0]!.balance;
const adminDetail = async (orderNo: string) => (await adminCall<OrderAdminDetail>(t.app, root, 'GET', '/orders/detail', { order_no: orderNo })).data;
const createRefund = (body: Record<string, unknown>, headers: Record<string, string> = key('refund')) => adminCall<RefundView>(t.app, root, 'POST', '/refunds/create', body, { headers });
/** The refunds queue's rows of the order `orderNo`, as the back office lists them. */
const queued = async (orderNo: string) => (await adminCall<PageResult<RefundAdminRow>>(t.app, root, 'GET', '/refunds', { order_no: orderNo })).data.list;
const paymentsOf = async (orderNo: string) => (await t.db.select().from(payments).where(eq(payments.reference, orderNo)).orderBy(payments.id)).map((row) => [row.method, row.amount, row.status]);
/** The sandbox's notices waiting for delivery, sent now by the delivery job's round; how many were acknowledged. */
const deliverNotices = () => deliverDueCallbacks(t.app.sandboxSender, new Date());

/** An order of one 60.00 lamp, paid on the sandbox's card page with `cardNumber`. */
async function paidOnline(buyer: Buyer, cardNumber: string = SANDBOX_CARDS.success): Promise<{ orderNo: string; subOrderNo: string }> {
  const { order_no } = (await placeOrder(t, buyer, [{ sku_id: lamp.skus[0]!.id, qty: 1 }])).data;
  const started = await call<OrderPayStatus>(t.app, 'POST', '/order/pay', { order_no, method: 'channel', channel_id: card.id }, { token: buyer.token });
  const page = `${site}${new URL(started.data.pay_url!).pathname}`;
  const paid = await fetch(page, { method: 'POST', body: new URLSearchParams({ action: 'pay', card_number: cardNumber }), redirect: 'manual' });
  expect(paid.status).toBe(303);
  const detail = await adminDetail(order_no);
  expect(detail.status).toBe('pending_shipping');
  return { orderNo: order_no, subOrderNo: detail.sub_orders[0]!.sub_order_no };
}

describe('POST /refunds/create back to the payment channel', () => {
  it('is pending until the sandbox’s signed notice confirms it, then refunded once: marks, payments and timeline, the admin named', async () => {
    const buyer = await newBuyer(t, root);
    const { orderNo, subOrderNo } = await paidOnline(buyer);
    expect((await adminDetail(orderNo)).refund_channels).toEqual([{ sub_order_no: subOrderNo, channel: card.title }]);

    const headers = key('original');
    const started = await createRefund({ sub_order_no: subOrderNo, to: 'original', amount: '20.00', reason: 'Scratched' }, headers);
    expect(started).toMatchObject({ code: 200, data: { status: 'refunding', amount: '20.00' } });
    // The same key answers the first refund and sends nothing again.
    expect((await createRefund({ sub_order_no: subOrderNo, to: 'original', amount: '20.00', reason: 'Scratched' }, headers)).data).toEqual(started.data);
    const pending = await adminDetail(orderNo);
    expect(pending).toMatchObject({ refund_mark: 'none', refunded_amount: '0.00', refunds: [{ id: started.data.id, status: 'refunding' }] });
    expect(await paymentsOf(orderNo)).toEqual([['channel', 6000n, 'succeeded']]);
    const [sent] = await t.db.select().from(channelRefunds).where(eq(channelRefunds.subject, String(started.data.id)));
    expect(sent).toMatchObject({ status: 'pending', amount: 2000n, gatewayAmount: 2000n, gatewayRefundId: expect.stringMatching(/^re_sbx_/), attempts: 1, nextAttemptAt: null });
    expect(await t.db.select().from(sandboxRefunds).where(eq(sandboxRefunds.reference, sent!.refundNo))).toEqual([expect.objectContaining({ amount: 2000n, status: 'succeeded' })]);

    expect(await deliverNotices()).toBe(1);
    const done = await adminDetail(orderNo);
    expect(done).toMatchObject({ status: 'pending_shipping', refund_mark: 'partially_refunded', refunded_amount: '20.00', refunds: [{ status: 'refunded' }] });
    expect(done.history.filter((move) => move.refund_id === started.data.id)).toEqual([
      expect.objectContaining({ to: 'requested', by: 'admin', actor: root.username, remark: 'Scratched' }),
      expect.objectContaining({ from: 'requested', to: 'refunding', by: 'admin', actor: root.username, remark: `Refunding 20.00 USD back to ${card.title}` }),
      expect.objectContaining({ from: 'refunding', to: 'refunded', by: 'admin', actor: root.username, remark: `${card.title} returned 20.00 USD to the payer (${sent!.gatewayRefundId})` }),
    ]);
    // The money went back to the card, not the wallet; the day's revenue is net of it.
    expect(await paymentsOf(orderNo)).toEqual([
      ['channel', 6000n, 'succeeded'],
      ['channel', -2000n, 'refunded'],
    ]);
    expect(await balanceOf(buyer.userId)).toBe(0n);

    // The notice again (the gateway retrying) changes nothing.
    const notice = (await t.db.select().from(gatewayCallbacks)).find((row) => row.body.includes(sent!.refundNo))!;
    expect(notice.deliveredAt).not.toBeNull();
    expect((await postSandboxCallback(t, JSON.parse(notice.body) as SandboxRefundEvent)).body).toEqual({ received: true, result: 'duplicate' });
    expect((await adminDetail(orderNo)).refunded_amount).toBe('20.00');
  });

  it('never gives back more than was paid when requests race, and refuses more than is left (4002 on amount)', async () => {
    const buyer = await newBuyer(t, root);
    const { orderNo, subOrderNo } = await paidOnline(buyer);
    const raced = await Promise.all([1, 2, 3].map(() => createRefund({ sub_order_no: subOrderNo, to: 'original', amount: '40.00', reason: 'Race' })));
    expect(raced.map((answer) => answer.code).sort()).toEqual([200, 4207, 4207]);
    expect(await deliverNotices()).toBe(1);
    expect(await adminDetail(orderNo)).toMatchObject({ refunded_amount: '40.00' });
    expect(await createRefund({ sub_order_no: subOrderNo, to: 'original', amount: '30.00', reason: 'Too much' })).toMatchObject({ code: 4002, data: { amount: expect.any(String) } });
    expect((await createRefund({ sub_order_no: subOrderNo, to: 'original', amount: '20.00', reason: 'The rest' })).data.status).toBe('refunding');
    expect(await deliverNotices()).toBe(1);
    expect(await adminDetail(orderNo)).toMatchObject({ refunded_amount: '60.00', refund_mark: 'fully_refunded' });
    expect(await paymentsOf(orderNo)).toEqual([
      ['channel', 6000n, 'succeeded'],
      ['channel', -4000n, 'refunded'],
      ['channel', -2000n, 'refunded'],
    ]);
  });

  it('when the gateway declines it, leaves the sub-order refundable, tells the operators, and lets it go to the wallet instead', async () => {
    const buyer = await newBuyer(t, root);
    const { orderNo, subOrderNo } = await paidOnline(buyer, SANDBOX_CARDS.refundDeclined);
    const started = await createRefund({ sub_order_no: subOrderNo, to: 'original', amount: '60.00', reason: 'Broken' });
    expect(started.data.status).toBe('refunding');
    expect(await deliverNotices()).toBe(1);

    const failed = await adminDetail(orderNo);
    expect(failed).toMatchObject({ status: 'pending_shipping', refund_mark: 'none', refunded_amount: '0.00', refunds: [{ status: 'refund_failed' }] });
    expect(failed.history.find((move) => move.to === 'refund_failed')).toMatchObject({ by: 'admin', actor: root.username, remark: `${card.title} declined the refund of 60.00 USD: card_declined` });
    expect(await paymentsOf(orderNo)).toEqual([['channel', 6000n, 'succeeded']]);
    const messages = (await adminCall<OperatorMessageList>(t.app, root, 'GET', '/operator_messages', { page: 1, limit: 100 })).data.list;
    expect(messages.filter((message) => message.kind === 'channel_refund_failed' && message.params.order_no === subOrderNo)).toEqual([
      expect.objectContaining({ params: { order_no: subOrderNo, channel: card.title }, link: `/orders/refunds?order_no=${orderNo}` }),
    ]);

    const toWallet = await createRefund({ sub_order_no: subOrderNo, to: 'wallet', amount: '60.00', reason: 'Broken' });
    expect(toWallet.data.status).toBe('refunded');
    expect(await balanceOf(buyer.userId)).toBe(6000n);
    expect(await adminDetail(orderNo)).toMatchObject({ status: 'cancelled', refund_mark: 'fully_refunded', refunded_amount: '60.00' });
  });

  it('refuses the channel for an order paid from the wallet (4002 on to), and an admin without the refund permission (4003)', async () => {
    const buyer = await newBuyer(t, root, '100.00');
    const { order_no } = (await placeOrder(t, buyer, [{ sku_id: lamp.skus[0]!.id, qty: 1 }])).data;
    await call(t.app, 'POST', '/order/pay', { order_no, method: 'wallet' }, { token: buyer.token });
    const detail = await adminDetail(order_no);
    expect(detail.refund_channels).toEqual([]);
    const subOrderNo = detail.sub_orders[0]!.sub_order_no;
    expect(await createRefund({ sub_order_no: subOrderNo, to: 'original', amount: '10.00', reason: 'Goodwill' })).toMatchObject({ code: 4002, data: { to: expect.any(String) } });
    expect(await createRefund({ sub_order_no: subOrderNo, to: 'card', amount: '10.00', reason: 'Goodwill' })).toMatchObject({ code: 4002, data: { to: expect.any(String) } });
    expect((await adminDetail(order_no)).refunds).toEqual([]);

    const online = await paidOnline(await newBuyer(t, root));
    const viewer = await signedInAdmin(t, ['orders:detail']);
    expect((await adminCall(t.app, viewer, 'POST', '/refunds/create', { sub_order_no: online.subOrderNo, to: 'original', amount: '1.00', reason: 'Goodwill' })).code).toBe(4003);
    expect((await adminDetail(online.orderNo)).refunds).toEqual([]);
  });

  it('retries a gateway call that got no answer with the same idempotency key, so the money goes back once', async () => {
    const buyer = await newBuyer(t, root);
    const { orderNo, subOrderNo } = await paidOnline(buyer);
    const sandbox = t.app.payments.gateways.sandbox!;
    const refundThroughSandbox = sandbox.refund;
    sandbox.refund = () => Promise.reject(new Error('connect ECONNREFUSED'));
    let started: Awaited<ReturnType<typeof createRefund>>;
    try {
      started = await createRefund({ sub_order_no: subOrderNo, to: 'original', amount: '15.00', reason: 'Gateway down' });
    } finally {
      sandbox.refund = refundThroughSandbox;
    }
    expect(started.data.status).toBe('refunding');
    const [unanswered] = await t.db.select().from(channelRefunds).where(eq(channelRefunds.subject, String(started.data.id)));
    expect(unanswered).toMatchObject({ status: 'pending', attempts: 1, gatewayRefundId: '', lastError: expect.stringContaining('ECONNREFUSED') });
    expect(await t.db.select().from(sandboxRefunds).where(eq(sandboxRefunds.reference, unanswered!.refundNo))).toEqual([]);

    // Not due yet, then due: the job sends it.
    await runJobAt(t, retryChannelRefundsJob(t.app.payments), new Date(unanswered!.nextAttemptAt!.getTime() - 1000));
    expect(await t.db.select().from(sandboxRefunds).where(eq(sandboxRefunds.reference, unanswered!.refundNo))).toEqual([]);
    await runJobAt(t, retryChannelRefundsJob(t.app.payments), new Date(unanswered!.nextAttemptAt!.getTime() + 1000));
    const [answered] = await t.db.select().from(channelRefunds).where(eq(channelRefunds.id, unanswered!.id));
    expect(answered).toMatchObject({ status: 'pending', attempts: 2, gatewayRefundId: expect.stringMatching(/^re_sbx_/), nextAttemptAt: null });

    // The gateway asked again with the same key answers the same refund.
    const [payment] = await t.db.select({ checkoutId: sandboxRefunds.checkoutId }).from(sandboxRefunds).where(eq(sandboxRefunds.reference, answered!.refundNo));
    const repeated = await sandbox.refund({ reference: answered!.refundNo, idempotencyKey: answered!.refundNo, checkoutId: payment!.checkoutId, transactionId: '', amount: 1500n, currency: 'USD' });
    expect(repeated).toMatchObject({ kind: 'refund', refundId: answered!.gatewayRefundId });
    expect(await t.db.select().from(sandboxRefunds).where(eq(sandboxRefunds.reference, answered!.refundNo))).toHaveLength(1);

    expect(await deliverNotices()).toBe(1);
    expect(await adminDetail(orderNo)).toMatchObject({ refunded_amount: '15.00', refunds: [{ status: 'refunded' }] });
    await runJobAt(t, retryChannelRefundsJob(t.app.payments), new Date(Date.now() + 86_400_000));
    expect(await t.db.select().from(sandboxRefunds).where(eq(sandboxRefunds.reference, answered!.refundNo))).toHaveLength(1);
  });
});

describe('POST /review/refund back to the payment channel', () => {
  it('approves a customer’s request to the card: refunding, then refunded when the gateway confirms', async () => {
    const buyer = await newBuyer(t, root);
    const { orderNo, subOrderNo } = await paidOnline(buyer);
    const asked = await call<RefundView>(t.app, 'POST', '/order/refund', { order_no: subOrderNo, kind: 'refund', reason: 'Not needed', amount: '60.00' }, { token: buyer.token });
    // The queue says where the money may go back: the card's channel, named as the order's detail names it.
    const [paidThrough] = (await adminDetail(orderNo)).refund_channels;
    expect(paidThrough).toMatchObject({ sub_order_no: subOrderNo, channel: expect.stringMatching(/\S/) });
    expect(await queued(orderNo)).toEqual([expect.objectContaining({ id: asked.data.id, refund_channel: paidThrough!.channel })]);
    expect((await adminCall(t.app, root, 'POST', '/review/refund', { id: asked.data.id, approve: true, remark: 'OK', to: 'original' })).code).toBe(200);
    expect(await adminDetail(orderNo)).toMatchObject({ refunded_amount: '0.00', refunds: [{ status: 'refunding' }] });
    expect(await deliverNotices()).toBe(1);
    expect(await adminDetail(orderNo)).toMatchObject({ status: 'cancelled', refunded_amount: '60.00', refunds: [{ status: 'refunded' }] });
    expect(await balanceOf(buyer.userId)).toBe(0n);
  });

  it('lists a request on an order paid from the wallet with no channel, and approves it to the wallet only (4002 on to)', async () => {
    const buyer = await newBuyer(t, root, '100.00');
    const { order_no } = (await placeOrder(t, buyer, [{ sku_id: lamp.skus[0]!.id, qty: 1 }])).data;
    await call(t.app, 'POST', '/order/pay', { order_no, method: 'wallet' }, { token: buyer.token });
    const subOrderNo = (await adminDetail(order_no)).sub_orders[0]!.sub_order_no;
    const asked = await call<RefundView>(t.app, 'POST', '/order/refund', { order_no: subOrderNo, kind: 'refund', reason: 'Not needed', amount: '60.00' }, { token: buyer.token });
    expect(await queued(order_no)).toEqual([expect.objectContaining({ id: asked.data.id, refund_channel: null })]);
    expect(await adminCall(t.app, root, 'POST', '/review/refund', { id: asked.data.id, approve: true, remark: 'OK', to: 'original' })).toMatchObject({ code: 4002, data: { to: expect.any(String) } });
    expect(await queued(order_no)).toEqual([expect.objectContaining({ status: 'requested' })]);
    const before = await balanceOf(buyer.userId);
    expect((await adminCall(t.app, root, 'POST', '/review/refund', { id: asked.data.id, approve: true, remark: 'OK' })).code).toBe(200);
    expect(await queued(order_no)).toEqual([expect.objectContaining({ status: 'refunded', refund_channel: null })]);
    expect(await balanceOf(buyer.userId)).toBe(before + 6000n);
  });

  it('moves a channel refund only as its table allows: every state reachable, the ends final, any other move 4207', async () => {
    const { subOrderNo } = await paidOnline(await newBuyer(t, root));
    const started = await createRefund({ sub_order_no: subOrderNo, to: 'original', amount: '5.00', reason: 'Walk' });
    const [row] = await t.db.select().from(channelRefunds).where(eq(channelRefunds.subject, String(started.data.id)));
    await walkStateMachine(channelRefundStatus, {
      db: t.db,
      arrange: async (state) => {
        await t.db.update(channelRefunds).set({ status: state }).where(eq(channelRefunds.id, row!.id));
        return row!.id;
      },
    });
  });

  it('leaves the ledgers consistent', async () => {
    expect((await checkLedgers(t.db, 'cli')).issues).toEqual([]);
  });
});
