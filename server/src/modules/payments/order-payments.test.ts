// @module-tag embedded
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChannelAdminRow, ChannelPaymentAdminRow, ChannelPaymentState, OrderPayStatus, PageResult, PaymentChannelView, ProductAdminDetail, SharedOrder } from '@roamcart/contracts';
import { users } from '../../platform/tables/users.ts';
import { orders } from '../orders/tables.ts';
import { balanceLedger } from '../wallet/tables.ts';
import { channelPayments, gatewayCallbacks, payments } from './tables.ts';
import { adminCall, signedInAdmin, type AdminBrowser } from '../../test/admin-client.ts';
import { newBuyer as newBuyerOf, placeOrder, type Buyer } from '../../test/buyer-fixture.ts';
import { saveCategory, saveProduct } from '../../test/catalogue-fixture.ts';
import { runJobAt } from '../../test/jobs.ts';
import { postSandboxCallback, sandboxEventFor, uploadVoucher } from '../../test/payments-fixture.ts';
import { call, createTestApp, type CallOptions, type TestApp } from '../../test/test-app.ts';
import { closeExpiredOrdersJob } from '../orders/index.ts';
import { SANDBOX_PAGE_PREFIX } from './gateways/sandbox.ts';
import { deliverDueCallbacks } from './gateways/sandbox-callbacks.ts';
import { checkLedgers } from '../reporting/index.ts';

const STRIPE_WEBHOOK_SECRET = 'whsec_test_roamcart';

let t: TestApp;
let root: AdminBrowser & { username: string };
let lamp: ProductAdminDetail;
let rug: ProductAdminDetail;
let card: PaymentChannelView;
let bank: PaymentChannelView;

const newBuyer = (balance?: string) => newBuyerOf(t, root, balance);
const post = <T>(buyer: Buyer | null, path: string, body: Record<string, unknown>, options: CallOptions = {}) => call<T>(t.app, 'POST', path, body, { ...(buyer ? { token: buyer.token } : {}), ...options });
const orderOf = async (buyer: Buyer, items = [{ sku_id: lamp.skus[0]!.id, qty: 1 }]) => (await placeOrder(t, buyer, items)).data.order_no;
const statusOf = async (orderNo: string) => (await t.db.select({ status: orders.status, paid: orders.paidAmount }).from(orders).where(eq(orders.orderNo, orderNo)))[0]!;
const balanceOf = async (userId: number) => (await t.db.select({ balance: users.balance }).from(users).where(eq(users.id, userId)))[0]!.balance;

beforeAll(async () => {
  t = await createTestApp({ STRIPE_SECRET_KEY: 'sk_test_roamcart_no_network', STRIPE_WEBHOOK_SECRET });
  root = await signedInAdmin(t, 'super');
  const categoryId = (await saveCategory(t, root, { name: { en: 'Home' } })).id;
  lamp = await saveProduct(t, root, categoryId, { name: { en: 'Desk Lamp' }, skus: [{ spec_values: [], price: '60.00', stock: 500 }] });
  rug = await saveProduct(t, root, categoryId, { name: { en: 'Wool Rug' }, shipping_source: 'merchant', skus: [{ spec_values: [], price: '70.00', stock: 500 }] });
  const channels = (await call<PaymentChannelView[]>(t.app, 'GET', '/payment_channel', { type: 'pay' })).data;
  card = channels.find((channel) => channel.identifier === 'sandbox_card')!;
  bank = channels.find((channel) => channel.identifier === 'bank_transfer')!;
});
afterAll(async () => {
  await t.close();
});

describe('POST /order/pay through an online channel', () => {
  it('opens a checkout of exactly what is due; the signed notice pays the order once, and /order/pay_status reports it', async () => {
    const buyer = await newBuyer();
    const orderNo = await orderOf(buyer);
    const started = await post<OrderPayStatus>(buyer, '/order/pay', { order_no: orderNo, method: 'channel', channel_id: card.id });
    expect(started).toMatchObject({ code: 200, data: { status: 'pending_payment', pay_amount: '60.00', paid_amount: '0.00', pay_no: expect.stringMatching(/^P\d+$/), pay_url: expect.stringContaining(SANDBOX_PAGE_PREFIX) } });
    expect(await post(buyer, '/order/pay', { order_no: orderNo, method: 'channel' })).toMatchObject({ code: 4001, data: { channel_id: expect.any(String) } });
    expect(await post(buyer, '/order/pay', { order_no: orderNo, method: 'channel', channel_id: bank.id })).toMatchObject({ code: 4214 });

    const event = await sandboxEventFor(t, started.data.pay_no!);
    expect((await postSandboxCallback(t, event)).body.result).toBe('credited');
    expect((await postSandboxCallback(t, event)).body.result).toBe('duplicate');
    const status = await call<OrderPayStatus>(t.app, 'GET', '/order/pay_status', { order_no: orderNo }, { token: buyer.token });
    expect(status.data).toMatchObject({ status: 'pending_shipping', paid_amount: '60.00' });
    const recorded = await t.db.select().from(payments).where(eq(payments.reference, orderNo));
    expect(recorded.map((row) => [row.method, row.amount, row.status, row.channelPayNo])).toEqual([['channel', 6000n, 'succeeded', started.data.pay_no]]);
    expect(await t.db.select().from(balanceLedger).where(eq(balanceLedger.userId, buyer.userId))).toEqual([]);
  });

  it('pays once when a notice races a wallet payment: the order is paid by one, the other’s money goes back to the wallet', async () => {
    const buyer = await newBuyer('200.00');
    const orderNo = await orderOf(buyer);
    const started = await post<OrderPayStatus>(buyer, '/order/pay', { order_no: orderNo, method: 'channel', channel_id: card.id });
    const event = await sandboxEventFor(t, started.data.pay_no!);
    const [wallet, notice] = await Promise.all([post<OrderPayStatus>(buyer, '/order/pay', { order_no: orderNo, method: 'wallet' }), postSandboxCallback(t, event)]);
    expect(notice.status).toBe(200);
    expect(await statusOf(orderNo)).toEqual({ status: 'pending_shipping', paid: 6000n });
    const paidRows = await t.db.select().from(payments).where(eq(payments.reference, orderNo));
    expect(paidRows).toHaveLength(1);
    const [payment] = await t.db.select().from(channelPayments).where(eq(channelPayments.payNo, started.data.pay_no!));
    expect(payment!.status).toBe('review_approved');
    if (wallet.code === 200) {
      // The wallet won: the card's money came back to the wallet.
      expect(payment!.settlement).toBe('wallet');
      expect(await balanceOf(buyer.userId)).toBe(20_000n);
    } else {
      // The notice won: the wallet payment found nothing left to pay.
      expect(wallet.code).toBe(4207);
      expect(await balanceOf(buyer.userId)).toBe(20_000n);
    }
  });

  it('keeps a late notice’s money when the order has closed meanwhile, in the payer’s wallet', async () => {
    const buyer = await newBuyer();
    const orderNo = await orderOf(buyer);
    const started = await post<OrderPayStatus>(buyer, '/order/pay', { order_no: orderNo, method: 'channel', channel_id: card.id });
    const [order] = await t.db.select().from(orders).where(eq(orders.orderNo, orderNo));
    await runJobAt(t, closeExpiredOrdersJob, new Date(order!.payDeadline.getTime() + 1000));
    expect((await statusOf(orderNo)).status).toBe('closed');
    expect((await postSandboxCallback(t, await sandboxEventFor(t, started.data.pay_no!))).body.result).toBe('credited');
    expect((await statusOf(orderNo)).status).toBe('closed');
    expect(await balanceOf(buyer.userId)).toBe(6000n);
    const state = await call<ChannelPaymentState>(t.app, 'GET', '/payment/status', { pay_no: started.data.pay_no! });
    expect(state.data).toMatchObject({ status: 'review_approved', settlement: 'wallet' });
  });
});

describe('paying a shared order through its link', () => {
  it('lets a guest pay one sub-order online, and another pay the rest with a voucher an operator approves', async () => {
    const buyer = await newBuyer();
    const orderNo = await orderOf(buyer, [
      { sku_id: lamp.skus[0]!.id, qty: 1 },
      { sku_id: rug.skus[0]!.id, qty: 1 },
    ]);
    const { share_token } = (await post<{ share_token: string }>(buyer, '/order/share', { order_no: orderNo })).data;
    const shared = (await call<SharedOrder>(t.app, 'GET', '/order/share_detail', { share_token })).data;
    const [first, second] = shared.sub_orders;
    expect(await post(null, '/order/share_pay', { share_token, method: 'wallet', sub_order_nos: [first!.sub_order_no] })).toMatchObject({ code: 2001 });
    const online = await post<OrderPayStatus>(null, '/order/share_pay', { share_token, method: 'channel', channel_id: card.id, sub_order_nos: [first!.sub_order_no] });
    expect(online.data).toMatchObject({ pay_no: expect.any(String), pay_url: expect.any(String) });
    await postSandboxCallback(t, await sandboxEventFor(t, online.data.pay_no!));
    const afterOnline = (await call<SharedOrder>(t.app, 'GET', '/order/share_detail', { share_token })).data;
    expect(afterOnline.sub_orders.map((sub) => sub.payable)).toEqual([false, true]);

    const offline = (body: Record<string, unknown>) => post<ChannelPaymentState>(null, '/payment/offline', { biz: 'order', order_no: orderNo, channel_id: bank.id, share_token, sub_order_nos: [second!.sub_order_no], ...body });
    expect(await offline({})).toMatchObject({ code: 4001, data: { voucher_url: 'Please upload the payment voucher' } });
    const sent = await offline({ voucher_url: await uploadVoucher(t, null), third_party_no: 'TRX-1' });
    expect(sent.data).toMatchObject({ status: 'pending_review', amount: '70.00', biz: 'goods_order', reference: orderNo });
    // Waiting for review, the order does not close at its deadline.
    const [order] = await t.db.select().from(orders).where(eq(orders.orderNo, orderNo));
    await runJobAt(t, closeExpiredOrdersJob, new Date(order!.payDeadline.getTime() + 1000));
    expect((await statusOf(orderNo)).status).toBe('pending_payment');

    const queue = await adminCall<PageResult<ChannelPaymentAdminRow>>(t.app, root, 'GET', '/offline_payments', { status: 'pending_review', pay_no: orderNo });
    expect(queue.data.list).toEqual([expect.objectContaining({ pay_no: sent.data.pay_no, user_id: null, customer: '', sub_order_nos: [second!.sub_order_no], third_party_no: 'TRX-1' })]);
    const decided = await adminCall<ChannelPaymentAdminRow>(t.app, root, 'POST', '/review/offline_payment', { id: queue.data.list[0]!.id, approve: true, remark: 'Received' });
    expect(decided.data).toMatchObject({ status: 'review_approved', reviewer: root.username });
    expect(await statusOf(orderNo)).toEqual({ status: 'pending_shipping', paid: 13_000n });
  });
});

describe('the sandbox gateway’s hosted page and its notices', () => {
  it('pays on the card form, notifies this server over HTTP, retries a notice nobody acknowledged, and sends the payer back', async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as AddressInfo;
    const publicUrl = t.config.PUBLIC_URL;
    try {
      t.config.PUBLIC_URL = `http://127.0.0.1:${port}`;
      t.config.publicUrlSet = true;
      const buyer = await newBuyer();
      const orderNo = await orderOf(buyer);
      const started = await post<OrderPayStatus>(buyer, '/order/pay', { order_no: orderNo, method: 'channel', channel_id: card.id });
      const checkoutPath = new URL(started.data.pay_url!).pathname;
      const page = await fetch(`${t.config.PUBLIC_URL}${checkoutPath}`);
      expect(await page.text()).toContain('60.00 USD');
      const bad = await fetch(`${t.config.PUBLIC_URL}${checkoutPath}`, { method: 'POST', body: new URLSearchParams({ action: 'pay', card_number: '1234' }), redirect: 'manual' });
      expect(bad.status).toBe(400);
      const paid = await fetch(`${t.config.PUBLIC_URL}${checkoutPath}`, { method: 'POST', body: new URLSearchParams({ action: 'pay', card_number: '4242 4242 4242 4242' }), redirect: 'manual' });
      expect(paid.status).toBe(303);
      expect(paid.headers.get('location')).toBe(`${t.config.PUBLIC_URL}/#/payorder?pay_no=${started.data.pay_no}`);
      expect((await statusOf(orderNo)).status).toBe('pending_shipping');
      expect((await fetch(`${t.config.PUBLIC_URL}${checkoutPath}`)).status).toBe(410);

      // A notice the shop did not acknowledge (it was unreachable) is sent again by the job, with backoff.
      const other = await newBuyer();
      const otherOrder = await orderOf(other);
      const second = await post<OrderPayStatus>(other, '/order/pay', { order_no: otherOrder, method: 'channel', channel_id: card.id });
      t.config.PUBLIC_URL = 'http://127.0.0.1:9';
      const sentAt = new Date();
      const declined = await fetch(`http://127.0.0.1:${port}${new URL(second.data.pay_url!).pathname}`, { method: 'POST', body: new URLSearchParams({ action: 'pay', card_number: '4242424242424242' }), redirect: 'manual' });
      expect(declined.status).toBe(303);
      expect((await statusOf(otherOrder)).status).toBe('pending_payment');
      const [waiting] = await t.db.select().from(gatewayCallbacks).where(eq(gatewayCallbacks.url, 'http://127.0.0.1:9/app_index/payment/gateway/callback/sandbox'));
      expect(waiting).toMatchObject({ attempts: 1, deliveredAt: null });
      expect(waiting!.nextAttemptAt.getTime()).toBeGreaterThan(sentAt.getTime());
      await t.db.update(gatewayCallbacks).set({ url: `http://127.0.0.1:${port}/app_index/payment/gateway/callback/sandbox` }).where(eq(gatewayCallbacks.id, waiting!.id));
      expect(await deliverDueCallbacks(t.app.sandboxSender, new Date(waiting!.nextAttemptAt.getTime() - 1000))).toBe(0);
      expect(await deliverDueCallbacks(t.app.sandboxSender, new Date(waiting!.nextAttemptAt.getTime() + 1000))).toBe(1);
      expect((await statusOf(otherOrder)).status).toBe('pending_shipping');
    } finally {
      t.config.PUBLIC_URL = publicUrl;
      t.config.publicUrlSet = false;
    }
  });

  it('without PUBLIC_URL sends the payer to the address they came to and back, and notifies this server at its own address', async () => {
    if (!t.app.server.listening) await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as AddressInfo;
    const site = 'http://shop.example.test:3000';
    const buyer = await newBuyer();
    const orderNo = await orderOf(buyer);
    const started = await post<OrderPayStatus>(buyer, '/order/pay', { order_no: orderNo, method: 'channel', channel_id: card.id }, { headers: { host: 'shop.example.test:3000' } });
    const payUrl = new URL(started.data.pay_url!);
    expect(payUrl.origin).toBe(site);
    const paid = await fetch(`http://127.0.0.1:${port}${payUrl.pathname}`, { method: 'POST', body: new URLSearchParams({ action: 'pay', card_number: '4242424242424242' }), redirect: 'manual' });
    expect(paid.headers.get('location')).toBe(`${site}/#/payorder?pay_no=${started.data.pay_no}`);
    expect((await statusOf(orderNo)).status).toBe('pending_shipping');

    // A card top-up the same way.
    const channels = await call<{ id: number; identifier: string }[]>(t.app, 'GET', '/payment_channel', { type: 'recharge' });
    const topUpCard = channels.data.find((channel) => channel.identifier === 'sandbox_card')!;
    const topUp = await post<{ pay_url: string }>(buyer, '/recharge', { channel_id: topUpCard.id, amount: '5.00' }, { headers: { host: 'shop.example.test:3000', 'idempotency-key': `top-up-${orderNo}` } });
    expect(new URL(topUp.data.pay_url).origin).toBe(site);
  });
});

describe('the Stripe Checkout adapter’s webhook', () => {
  /** A payment whose Stripe session was opened: recorded as openCheckout records it, without calling Stripe. */
  async function stripePayment(buyer: Buyer, channel: ChannelAdminRow): Promise<{ orderNo: string; payNo: string; sessionId: string }> {
    const orderNo = await orderOf(buyer);
    const [order] = await t.db.select().from(orders).where(eq(orders.orderNo, orderNo));
    const payNo = `P${Date.now()}${String(Math.floor(Math.random() * 1e9)).padStart(9, '0')}`;
    const sessionId = `cs_test_${payNo}`;
    await t.db.insert(channelPayments).values({
      payNo,
      biz: 'goods_order',
      reference: orderNo,
      subOrderNos: [`${orderNo}1`],
      userId: buyer.userId,
      channelId: channel.id,
      kind: 'online',
      gateway: 'stripe',
      amount: order!.payAmount,
      received: order!.payAmount,
      gatewayAmount: order!.payAmount,
      gatewayCurrency: 'USD',
      currency: 'USD',
      rate: '1',
      status: 'pending_payment',
      checkoutId: sessionId,
      payUrl: `https://checkout.stripe.com/c/pay/${sessionId}`,
      expiresAt: new Date(Date.now() + 30 * 60_000),
    });
    return { orderNo, payNo, sessionId };
  }

  function stripeEvent(type: string, session: Record<string, unknown>): string {
    return JSON.stringify({ id: `evt_${Math.random().toString(36).slice(2)}`, object: 'event', type, data: { object: { object: 'checkout.session', ...session } } });
  }

  async function postStripe(payload: string, header: string) {
    const response = await t.app.inject({ method: 'POST', url: '/app_index/payment/gateway/callback/stripe', headers: { 'content-type': 'application/json', 'stripe-signature': header }, payload });
    return { status: response.statusCode, body: response.json() as { received: boolean; result?: string; error?: string } };
  }

  it('pays the order on a completed session verified by the package, once, and refuses a wrong signature, an old one or another amount', async () => {
    const channel = (
      await adminCall<ChannelAdminRow>(t.app, root, 'POST', '/payment_channels/save', {
        title: { en: 'Card (Stripe)' },
        identifier: `stripe_card_${Math.random().toString(36).slice(2, 7)}`,
        kind: 'online',
        gateway: 'stripe',
        uses: ['pay'],
        currency: 'USD',
      })
    ).data;
    const buyer = await newBuyer();
    const { orderNo, payNo, sessionId } = await stripePayment(buyer, channel);
    const session = { id: sessionId, client_reference_id: payNo, amount_total: 6000, currency: 'usd', payment_status: 'paid', status: 'complete', payment_intent: 'pi_test_1' };
    const sign = (payload: string, timestamp?: number, secret = STRIPE_WEBHOOK_SECRET) => Stripe.webhooks.generateTestHeaderString({ payload, secret, ...(timestamp ? { timestamp } : {}) });

    const completed = stripeEvent('checkout.session.completed', session);
    expect(await postStripe(completed, sign(completed, undefined, 'whsec_someone_else'))).toEqual({ status: 400, body: { received: false, error: 'signature' } });
    expect(await postStripe(completed, sign(completed, Math.floor(Date.now() / 1000) - 3600))).toEqual({ status: 400, body: { received: false, error: 'timestamp' } });
    const cheaper = stripeEvent('checkout.session.completed', { ...session, amount_total: 100 });
    expect(await postStripe(cheaper, sign(cheaper))).toEqual({ status: 400, body: { received: false, error: 'amount' } });
    const stranger = stripeEvent('checkout.session.completed', { ...session, client_reference_id: 'P2026010100000000000001' });
    expect(await postStripe(stranger, sign(stranger))).toEqual({ status: 400, body: { received: false, error: 'reference' } });
    expect((await statusOf(orderNo)).status).toBe('pending_payment');

    expect(await postStripe(completed, sign(completed))).toEqual({ status: 200, body: { received: true, result: 'credited' } });
    expect(await postStripe(completed, sign(completed))).toEqual({ status: 200, body: { received: true, result: 'duplicate' } });
    expect(await statusOf(orderNo)).toEqual({ status: 'pending_shipping', paid: 6000n });
    const [payment] = await t.db.select().from(channelPayments).where(eq(channelPayments.payNo, payNo));
    expect(payment!.thirdPartyNo).toBe('pi_test_1');
    const other = stripeEvent('customer.created', { id: 'cus_1' });
    expect(await postStripe(other, sign(other))).toEqual({ status: 200, body: { received: true, result: 'ignored' } });
  });
});

describe('the ledgers afterwards', () => {
  it('are consistent: every chain holds, every payment and credit has its one wallet line', async () => {
    expect((await checkLedgers(t.db, 'cli')).issues).toEqual([]);
  });
});
