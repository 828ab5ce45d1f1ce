// @module-tag embedded
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CartView, SharedOrder, OrderCreated, OrderDetail, OrderPayStatus, OrderPreview, OrderSummary, PageResult, ProductAdminDetail } from '@roamcart/contracts';
import { users } from '../../platform/tables/users.ts';
import { skus, stockMovements } from '../catalogue/tables.ts';
import { balanceLedger } from '../wallet/tables.ts';
import { orders, subOrders } from './tables.ts';
import { adminCall, signedInAdmin, type AdminBrowser } from '../../test/admin-client.ts';
import { NEW_YORK_ADDRESS, newBuyer as newBuyerOf, placeOrder, type Buyer } from '../../test/buyer-fixture.ts';
import { saveCategory, saveProduct } from '../../test/catalogue-fixture.ts';
import { runJobAt } from '../../test/jobs.ts';
import { walkStateMachine } from '../../test/state-machine-walk.ts';
import { call, createTestApp, type CallOptions, type TestApp } from '../../test/test-app.ts';
import { closeExpiredOrdersJob } from './jobs.ts';
import { orderStatus, subOrderStatus } from './state.ts';

let t: TestApp;
let root: AdminBrowser;
let categoryId: number;
/** Ships from the warehouse, 12.50 each, limit 3 per customer. */
let kettle: ProductAdminDetail;
/** Ships from the merchant, 30.00 each. */
let rug: ProductAdminDetail;

const newBuyer = (balance?: string) => newBuyerOf(t, root, balance);

const post = <T>(buyer: Buyer, path: string, body: Record<string, unknown>, options: CallOptions = {}) => call<T>(t.app, 'POST', path, body, { token: buyer.token, ...options });
const get = <T>(buyer: Buyer, path: string, query: Record<string, unknown>, options: CallOptions = {}) => call<T>(t.app, 'GET', path, query, { token: buyer.token, ...options });
const key = (label: string) => ({ headers: { 'idempotency-key': `${label}-${Math.random().toString(36).slice(2)}` } });
const skuId = (product: ProductAdminDetail) => product.skus[0]!.id;
const stockOf = async (id: number) => (await t.db.select({ stock: skus.stock }).from(skus).where(eq(skus.id, id)))[0]!.stock;

const createOrder = (buyer: Buyer, items: { sku_id: number; qty: number }[], options: CallOptions = {}) => placeOrder(t, buyer, items, options);

/** The wallet ledger adds up to the balance. */
async function ledgerMatchesBalance(userId: number): Promise<void> {
  const [sum] = await t.db
    .select({ total: sql<string>`coalesce(sum(${balanceLedger.amount}), 0)::text` })
    .from(balanceLedger)
    .where(eq(balanceLedger.userId, userId));
  const [user] = await t.db.select({ balance: users.balance }).from(users).where(eq(users.id, userId));
  expect(BigInt(sum!.total)).toBe(user!.balance);
}

beforeAll(async () => {
  t = await createTestApp();
  root = await signedInAdmin(t, 'super');
  categoryId = (await saveCategory(t, root, { name: { en: 'Kitchen', 'zh-CN': '厨房' } })).id;
  kettle = await saveProduct(t, root, categoryId, { name: { en: 'Steel Kettle', 'zh-CN': '不锈钢水壶' }, purchase_limit: 3, skus: [{ spec_values: [], price: '12.50', stock: 1000 }] });
  rug = await saveProduct(t, root, categoryId, { name: { en: 'Wool Rug' }, shipping_source: 'merchant', skus: [{ spec_values: [], price: '30.00', stock: 1000 }] });
});
afterAll(async () => {
  await t.close();
});

describe('POST /order/preview', () => {
  it('groups lines into sub-orders by shipping source with the shipping fee below the free-shipping threshold, in the caller’s currency', async () => {
    const buyer = await newBuyer();
    const res = await post<OrderPreview>(buyer, '/order/preview', { items: [{ sku_id: skuId(kettle), qty: 2 }, { sku_id: skuId(rug), qty: 2 }], address_id: buyer.addressId });
    expect(res.code).toBe(200);
    expect(res.data).toMatchObject({ goods_amount: '85.00', shipping_fee: '5.00', discount: '0.00', pay_amount: '90.00', currency: 'USD', address: { city: 'New York' } });
    expect(res.data.sub_orders.map((sub) => [sub.source, sub.goods_amount, sub.shipping_fee, sub.pay_amount])).toEqual([
      ['warehouse', '25.00', '5.00', '30.00'],
      ['merchant', '60.00', '0.00', '60.00'],
    ]);
    const eur = await post<OrderPreview>(buyer, '/order/preview', { items: [{ sku_id: skuId(kettle), qty: 1 }], address_id: buyer.addressId }, { currency: 'EUR', lang: 'zh-CN' });
    expect(eur.data).toMatchObject({ currency: 'EUR', goods_amount: '11.50', pay_amount: '16.10' });
    expect(eur.data.sub_orders[0]!.lines[0]).toMatchObject({ name: '不锈钢水壶', qty: 1, price: '11.50' });
    expect((await post<OrderPreview>(buyer, '/order/preview', { items: [{ sku_id: skuId(kettle), qty: 1 }], address_id: buyer.addressId }, { currency: 'JPY' })).data.pay_amount).toBe('2643');
  });

  it('prices the caller’s selected cart lines and refuses another customer’s address or cart lines', async () => {
    const buyer = await newBuyer();
    const other = await newBuyer();
    const cart = await post<CartView>(buyer, '/cart/add', { sku_id: skuId(rug), qty: 1 });
    const lineId = cart.data.list[0]!.id;
    expect((await post<OrderPreview>(buyer, '/order/preview', { cart_ids: [lineId], address_id: buyer.addressId })).data.pay_amount).toBe('35.00');
    expect(await post(buyer, '/order/preview', { cart_ids: [lineId], address_id: other.addressId })).toMatchObject({ code: 4111 });
    expect(await post(other, '/order/preview', { cart_ids: [lineId], address_id: other.addressId })).toMatchObject({ code: 4002, data: { cart_ids: expect.any(String) } });
    expect(await post(buyer, '/order/preview', { cart_ids: [lineId], items: [{ sku_id: skuId(rug), qty: 1 }], address_id: buyer.addressId })).toMatchObject({
      code: 4002,
      data: { items: 'Choose either cart lines or items to buy' },
    });
  });

  it('answers the SPEC errors for stock, purchase limit and offline goods, in English and Chinese', async () => {
    const buyer = await newBuyer();
    const lamp = await saveProduct(t, root, categoryId, { name: { en: 'Lamp' }, skus: [{ spec_values: [], price: '9.00', stock: 2 }] });
    const preview = (items: { sku_id: number; qty: number }[], lang = 'en') => post(buyer, '/order/preview', { items, address_id: buyer.addressId }, { lang });
    expect(await preview([{ sku_id: skuId(lamp), qty: 3 }])).toMatchObject({ code: 4202, msg: 'Insufficient inventory' });
    expect(await preview([{ sku_id: skuId(kettle), qty: 4 }], 'zh-CN')).toMatchObject({ code: 4204, data: { limit: 3, left: 3 } });
    await adminCall(t.app, root, 'POST', '/goods/status', { ids: [lamp.id], status: 'offline' });
    expect(await preview([{ sku_id: skuId(lamp), qty: 1 }], 'zh-CN')).toMatchObject({ code: 4205, msg: '商品已下架' });
  });
});

describe('POST /order/create', () => {
  it('takes stock with a movement row, keeps a snapshot, empties the ordered cart lines and counts toward the purchase limit', async () => {
    const buyer = await newBuyer();
    const before = await stockOf(skuId(kettle));
    const cart = await post<CartView>(buyer, '/cart/add', { sku_id: skuId(kettle), qty: 2 });
    await post(buyer, '/cart/add', { sku_id: skuId(rug), qty: 1 });
    const created = await post<OrderCreated>(buyer, '/order/create', { cart_ids: [cart.data.list[0]!.id], address_id: buyer.addressId, remark: 'Ring twice' }, key('create'));
    expect(created).toMatchObject({ code: 200, data: { pay_amount: '30.00', currency: 'USD' } });
    expect(await stockOf(skuId(kettle))).toBe(before - 2);
    const [movement] = await t.db.select().from(stockMovements).where(eq(stockMovements.reference, created.data.order_no));
    expect(movement).toMatchObject({ skuId: skuId(kettle), delta: -2, reason: 'order', actor: `user:${buyer.userId}` });
    expect((await get<CartView>(buyer, '/cart/list', {})).data.list.map((line) => line.sku_id)).toEqual([skuId(rug)]);
    // Renaming the goods later does not change the order.
    await saveProduct(t, root, categoryId, { id: kettle.id, name: { en: 'Kettle Mk II' }, purchase_limit: 3, skus: [{ spec_values: [], price: '99.00', stock: 1000 }] });
    const detail = await get<OrderDetail>(buyer, '/goods/order_details', { order_no: created.data.order_no });
    expect(detail.data).toMatchObject({ status: 'pending_payment', remark: 'Ring twice', pay_amount: '30.00', address: { city: 'New York' } });
    expect(detail.data.order).toEqual({ order_no: created.data.order_no, status: 'pending_payment', goods_amount: '25.00', shipping_fee: '5.00', discount: '0.00', coupon_discount: '0.00', points_used: 0, points_discount: '0.00', pay_amount: '30.00', paid_amount: '0.00', currency: 'USD' });
    expect(detail.data.sub_orders[0]!.lines[0]).toMatchObject({ name: 'Steel Kettle', price: '12.50', qty: 2 });
    await saveProduct(t, root, categoryId, { id: kettle.id, name: { en: 'Steel Kettle', 'zh-CN': '不锈钢水壶' }, purchase_limit: 3, skus: [{ spec_values: [], price: '12.50', stock: 1000 }] });
    expect((await createOrder(buyer, [{ sku_id: skuId(kettle), qty: 2 }])).code).toBe(4204);
  });

  it('answers the first order again for the same Idempotency-Key, also in parallel, and 4012 for the same key with another body', async () => {
    const buyer = await newBuyer();
    const same = key('same');
    const answers = await Promise.all(Array.from({ length: 5 }, () => createOrder(buyer, [{ sku_id: skuId(rug), qty: 1 }], same)));
    expect(new Set(answers.map((answer) => answer.data.order_no)).size).toBe(1);
    // The whole answer is kept with the key, and a later repeat gets it as well.
    const [first] = answers;
    expect(first!.data).toMatchObject({ pay_amount: '35.00', currency: 'USD' });
    expect(answers.map((answer) => answer.data)).toEqual(answers.map(() => first!.data));
    expect((await createOrder(buyer, [{ sku_id: skuId(rug), qty: 1 }], same)).data).toEqual(first!.data);
    expect(await t.db.$count(orders, eq(orders.userId, buyer.userId))).toBe(1);
    expect(await createOrder(buyer, [{ sku_id: skuId(rug), qty: 2 }], same)).toMatchObject({ code: 4012 });
  });

  it('sells 10 units to exactly 10 of 50 parallel buyers, and stock ends at 0', async () => {
    const vase = await saveProduct(t, root, categoryId, { name: { en: 'Vase' }, skus: [{ spec_values: [], price: '8.00', stock: 10 }] });
    const buyers = await Promise.all(Array.from({ length: 50 }, () => newBuyer()));
    const answers = await Promise.all(buyers.map((buyer) => createOrder(buyer, [{ sku_id: skuId(vase), qty: 1 }], key('rush'))));
    expect(answers.filter((answer) => answer.code === 200)).toHaveLength(10);
    expect(answers.filter((answer) => answer.code !== 200).every((answer) => answer.code === 4202)).toBe(true);
    expect(await stockOf(skuId(vase))).toBe(0);
  });

  it('takes all of an order’s lines or none: parallel orders of the same two SKUs, listed either way round, never deadlock and never oversell', async () => {
    const cups = await saveProduct(t, root, categoryId, { name: { en: 'Cups' }, skus: [{ spec_values: [], price: '3.00', stock: 6 }] });
    const plates = await saveProduct(t, root, categoryId, { name: { en: 'Plates' }, skus: [{ spec_values: [], price: '4.00', stock: 100 }] });
    const buyers = await Promise.all(Array.from({ length: 12 }, () => newBuyer()));
    const answers = await Promise.all(
      buyers.map((buyer, index) => {
        const lines = [{ sku_id: skuId(cups), qty: 1 }, { sku_id: skuId(plates), qty: 2 }];
        return createOrder(buyer, index % 2 === 0 ? lines : lines.reverse());
      }),
    );
    expect(answers.filter((answer) => answer.code === 200)).toHaveLength(6);
    expect(answers.filter((answer) => answer.code !== 200).map((answer) => answer.code)).toEqual(Array(6).fill(4202));
    expect([await stockOf(skuId(cups)), await stockOf(skuId(plates))]).toEqual([0, 88]);
  });

  it('refuses a new order while the customer has the parameter’s number of unpaid orders (4203)', async () => {
    const buyer = await newBuyer();
    for (let i = 0; i < 5; i += 1) expect((await createOrder(buyer, [{ sku_id: skuId(rug), qty: 1 }])).code).toBe(200);
    expect(await createOrder(buyer, [{ sku_id: skuId(rug), qty: 1 }], { lang: 'zh-CN' })).toMatchObject({ code: 4203, msg: '存在未支付订单' });
  });

  it('lets only one of parallel creates take the last unpaid-order place', async () => {
    const buyer = await newBuyer();
    for (let i = 0; i < 4; i += 1) expect((await createOrder(buyer, [{ sku_id: skuId(rug), qty: 1 }])).code).toBe(200);
    const answers = await Promise.all(Array.from({ length: 6 }, () => createOrder(buyer, [{ sku_id: skuId(rug), qty: 1 }])));
    expect(answers.map((answer) => answer.code).sort()).toEqual([200, 4203, 4203, 4203, 4203, 4203]);
  });
});

describe('paying from the wallet', () => {
  it('refuses a short balance and changes nothing (4201), then pays exactly the amount due once', async () => {
    const buyer = await newBuyer('20.00');
    const created = await createOrder(buyer, [{ sku_id: skuId(rug), qty: 1 }]);
    const orderNo = created.data.order_no;
    expect(await post(buyer, '/order/pay', { order_no: orderNo, method: 'wallet' })).toMatchObject({ code: 4201, msg: 'Insufficient balance' });
    expect((await get<OrderPayStatus>(buyer, '/order/pay_status', { order_no: orderNo })).data).toMatchObject({ status: 'pending_payment', paid_amount: '0.00' });
    await adminCall(t.app, root, 'POST', '/users/adjust', { user_id: buyer.userId, balance_delta: '30.00', remark: 'Top up' });
    const paid = await post<OrderPayStatus>(buyer, '/order/pay', { order_no: orderNo, method: 'wallet' }, key('pay'));
    expect(paid).toMatchObject({ code: 200, data: { status: 'pending_shipping', pay_amount: '35.00', paid_amount: '35.00', balance: '15.00' } });
    expect((await post(buyer, '/order/pay', { order_no: orderNo, method: 'wallet' })).code).toBe(4207);
    const detail = await get<OrderDetail>(buyer, '/goods/order_details', { order_no: orderNo });
    expect(detail.data.sub_orders[0]).toMatchObject({ status: 'pending_shipping', paid_amount: '35.00' });
    expect(detail.data.history.filter((move) => move.sub_order_no === null).map((move) => [move.from, move.to, move.by])).toEqual([
      ['pending_payment', 'paid', 'user'],
      ['paid', 'pending_shipping', 'system'],
    ]);
    await ledgerMatchesBalance(buyer.userId);
  });

  it('pays once when the same order is paid in parallel, and never overdraws', async () => {
    const buyer = await newBuyer('100.00');
    const first = await createOrder(buyer, [{ sku_id: skuId(rug), qty: 2 }]);
    const second = await createOrder(buyer, [{ sku_id: skuId(rug), qty: 1 }]);
    const answers = await Promise.all([
      ...Array.from({ length: 6 }, () => post(buyer, '/order/pay', { order_no: first.data.order_no, method: 'wallet' })),
      post(buyer, '/order/pay', { order_no: second.data.order_no, method: 'wallet' }),
    ]);
    // 100.00 covers the first order (60.00) once and the second (35.00), leaving 5.00.
    expect(answers.slice(0, 6).filter((answer) => answer.code === 200)).toHaveLength(1);
    expect(answers.slice(0, 6).filter((answer) => answer.code !== 200).every((answer) => answer.code === 4207)).toBe(true);
    expect(answers[6]!.code).toBe(200);
    const [user] = await t.db.select({ balance: users.balance }).from(users).where(eq(users.id, buyer.userId));
    expect(user!.balance).toBe(500n);
    await ledgerMatchesBalance(buyer.userId);
  });

  it('never pays, shows, cancels or deletes another customer’s order (4206)', async () => {
    const owner = await newBuyer();
    const stranger = await newBuyer('500.00');
    const { order_no } = (await createOrder(owner, [{ sku_id: skuId(rug), qty: 1 }])).data;
    expect((await get(stranger, '/goods/order_details', { order_no })).code).toBe(4206);
    expect((await get(stranger, '/order/pay_status', { order_no })).code).toBe(4206);
    expect((await post(stranger, '/order/pay', { order_no, method: 'wallet' })).code).toBe(4206);
    expect((await post(stranger, '/order/cancel_order', { order_no })).code).toBe(4206);
    expect((await post(stranger, '/order/delete', { order_no })).code).toBe(4206);
    expect((await get<PageResult<OrderSummary>>(stranger, '/order/order_list', {})).data.total).toBe(0);
    expect((await get<OrderPayStatus>(owner, '/order/pay_status', { order_no })).data.status).toBe('pending_payment');
  });
});

describe('shared orders', () => {
  it('shares an unguessable link that shows the order down to the city, and lets another customer pay chosen sub-orders from their wallet', async () => {
    const buyer = await newBuyer();
    const friend = await newBuyer('100.00');
    const { order_no } = (await createOrder(buyer, [{ sku_id: skuId(kettle), qty: 1 }, { sku_id: skuId(rug), qty: 1 }])).data;
    expect((await post(friend, '/order/share', { order_no })).code).toBe(4206);
    const shared = await post<{ share_token: string; url: string }>(buyer, '/order/share', { order_no });
    expect(shared.data.url).toBe(`http://localhost:8080/#/shareorder?token=${shared.data.share_token}`);
    expect(shared.data.share_token.length).toBeGreaterThanOrEqual(32);
    expect((await post<{ share_token: string }>(buyer, '/order/share', { order_no })).data.share_token).toBe(shared.data.share_token);
    const seen = await call<SharedOrder>(t.app, 'GET', '/order/share_detail', { share_token: shared.data.share_token });
    expect(seen.data).toMatchObject({ order_no, city: 'New York', country: 'US', pay_amount: '52.50' });
    const sharedText = JSON.stringify(seen.data);
    for (const privateText of [NEW_YORK_ADDRESS.name, NEW_YORK_ADDRESS.tel, NEW_YORK_ADDRESS.address_detail, 'postal_code']) {
      expect(sharedText).not.toContain(privateText);
    }
    const [warehouse, merchant] = seen.data.sub_orders;
    expect([warehouse!.payable, merchant!.payable]).toEqual([true, true]);
    expect((await call(t.app, 'GET', '/order/share_detail', { share_token: 'x'.repeat(32) })).code).toBe(4206);
    const paid = await post<OrderPayStatus>(friend, '/order/share_pay', { share_token: shared.data.share_token, method: 'wallet', sub_order_nos: [merchant!.sub_order_no] }, key('share'));
    expect(paid.data).toMatchObject({ status: 'pending_payment', paid_amount: '35.00', balance: '65.00' });
    const after = await call<SharedOrder>(t.app, 'GET', '/order/share_detail', { share_token: shared.data.share_token });
    expect(after.data.sub_orders.map((sub) => [sub.status, sub.payable])).toEqual([
      ['pending_payment', true],
      ['pending_shipping', false],
    ]);
    expect((await post(friend, '/order/share_pay', { share_token: shared.data.share_token, method: 'wallet', sub_order_nos: [merchant!.sub_order_no] })).code).toBe(4207);
    await ledgerMatchesBalance(friend.userId);
  });
});

describe('ending unpaid orders', () => {
  it('gives the stock back when the buyer cancels, then lets them delete the order from their list', async () => {
    const buyer = await newBuyer();
    const before = await stockOf(skuId(rug));
    const { order_no } = (await createOrder(buyer, [{ sku_id: skuId(rug), qty: 3 }])).data;
    expect(await stockOf(skuId(rug))).toBe(before - 3);
    expect((await post(buyer, '/order/cancel_order', { order_no, reason: 'Changed my mind' })).code).toBe(200);
    expect(await stockOf(skuId(rug))).toBe(before);
    expect((await post(buyer, '/order/cancel_order', { order_no })).code).toBe(4207);
    expect((await get<PageResult<OrderSummary>>(buyer, '/order/order_list', { status: 'cancelled' })).data.list[0]).toMatchObject({ order_no, status: 'cancelled' });
    expect((await post(buyer, '/order/delete', { order_no })).code).toBe(200);
    expect((await get<PageResult<OrderSummary>>(buyer, '/order/order_list', {})).data.total).toBe(0);
    expect((await get(buyer, '/goods/order_details', { order_no })).code).toBe(4206);
  });

  it('closes an unpaid order after the payment timeout (a moved clock) and gives its stock back', async () => {
    const buyer = await newBuyer();
    const { order_no, pay_deadline } = (await createOrder(buyer, [{ sku_id: skuId(kettle), qty: 1 }])).data;
    await runJobAt(t, closeExpiredOrdersJob, new Date(Date.parse(pay_deadline) - 1000));
    expect((await get<OrderPayStatus>(buyer, '/order/pay_status', { order_no })).data.status).toBe('pending_payment');
    await runJobAt(t, closeExpiredOrdersJob, new Date(Date.parse(pay_deadline) + 1000));
    expect((await get<OrderPayStatus>(buyer, '/order/pay_status', { order_no })).data.status).toBe('closed');
    // Other tests' unpaid orders close in the same round, so the order's own stock movements tell.
    const movements = await t.db.select().from(stockMovements).where(eq(stockMovements.reference, order_no));
    expect(movements.map((movement) => [movement.delta, movement.reason, movement.actor])).toEqual([
      [-1, 'order', `user:${buyer.userId}`],
      [1, 'cancel', 'system'],
    ]);
    const [sub] = await t.db.select({ status: subOrders.status }).from(subOrders).innerJoin(orders, eq(orders.id, subOrders.orderId)).where(eq(orders.orderNo, order_no));
    expect(sub!.status).toBe('closed');
    const detail = await get<OrderDetail>(buyer, '/goods/order_details', { order_no });
    expect(detail.data.history.at(-1)).toMatchObject({ from: 'pending_payment', to: 'closed', by: 'system', remark: 'Not paid in time' });
  });
});

describe('the goods order state machine', () => {
  /** Orders and sub-orders share one table; each walk tries every pair of states by every actor kind (300 moves). */
  const WALK_TIMEOUT_MS = 120_000;

  async function walkOne(kind: 'order' | 'sub_order'): Promise<void> {
    const buyer = await newBuyer();
    const { order_no } = (await createOrder(buyer, [{ sku_id: skuId(rug), qty: 1 }])).data;
    const [order] = await t.db.select().from(orders).where(eq(orders.orderNo, order_no));
    const [sub] = await t.db.select().from(subOrders).where(eq(subOrders.orderId, order!.id));
    const actorIds = { user: buyer.userId, admin: root.adminId };
    if (kind === 'order') {
      await walkStateMachine(orderStatus, {
        db: t.db,
        arrange: async (state) => {
          await t.db.update(orders).set({ status: state }).where(eq(orders.id, order!.id));
          return order!.id;
        },
        actorIds,
      });
      return;
    }
    await walkStateMachine(subOrderStatus, {
      db: t.db,
      arrange: async (state) => {
        await t.db.update(subOrders).set({ status: state }).where(eq(subOrders.id, sub!.id));
        return sub!.id;
      },
      actorIds,
    });
  }

  it('allows exactly the moves of its table for orders', () => walkOne('order'), WALK_TIMEOUT_MS);
  it('allows exactly the moves of its table for sub-orders', () => walkOne('sub_order'), WALK_TIMEOUT_MS);
});
