// @module-tag embedded
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GoodsDetail, MessageList, PageResult, ProductAdminDetail, StockAlerts, WaitingStockAlert } from '@roamcart/contracts';
import { stockAlerts } from './tables.ts';
import { adminCall, signedInAdmin, type AdminBrowser } from '../../test/admin-client.ts';
import { newBuyer, placeOrder } from '../../test/buyer-fixture.ts';
import { productBody, saveCategory, saveProduct } from '../../test/catalogue-fixture.ts';
import { runJobAt } from '../../test/jobs.ts';
import { call, createTestApp, registerCustomer, type TestApp } from '../../test/test-app.ts';
import { stockAlertsJob } from './index.ts';

let t: TestApp;
let root: AdminBrowser;
let categoryId: number;

beforeAll(async () => {
  t = await createTestApp();
  root = await signedInAdmin(t, 'super');
  categoryId = (await saveCategory(t, root, { name: { en: 'Shoes' } })).id;
});
afterAll(async () => {
  await t.close();
});

/** Trainers in two sizes: S sold out, M with `mStock` units. */
async function trainers(mStock: number): Promise<ProductAdminDetail> {
  return saveProduct(t, root, categoryId, {
    name: { en: 'Trail Trainers', 'zh-CN': '越野跑鞋' },
    specs: [{ name: { en: 'Size', 'zh-CN': '尺码' }, values: [{ en: 'S', 'zh-CN': '小号' }, { en: 'M', 'zh-CN': '中号' }] }],
    skus: [
      { spec_values: ['S'], price: '40.00', stock: 0 },
      { spec_values: ['M'], price: '40.00', stock: mStock },
    ],
  });
}

/** Sets the stock of S and M through the back office's goods form, as an operator restocks. */
async function restock(goods: ProductAdminDetail, stock: { S: number; M: number }): Promise<void> {
  const body = productBody(categoryId, {
    id: goods.id,
    name: { en: 'Trail Trainers', 'zh-CN': '越野跑鞋' },
    specs: [{ name: { en: 'Size', 'zh-CN': '尺码' }, values: [{ en: 'S', 'zh-CN': '小号' }, { en: 'M', 'zh-CN': '中号' }] }],
    skus: [
      { spec_values: ['S'], price: '40.00', stock: stock.S },
      { spec_values: ['M'], price: '40.00', stock: stock.M },
    ],
  });
  const saved = await adminCall(t.app, root, 'POST', '/goods/save', body);
  expect(saved.code).toBe(200);
}

const skuOf = (goods: ProductAdminDetail, size: 'S' | 'M') => goods.skus.find((sku) => sku.spec_values[0] === size)!.id;
const subscribe = (token: string, skuId: number | string, lang = 'en') => call<StockAlerts>(t.app, 'POST', '/goods/stock_alert', { sku_id: skuId }, { token, lang });
const inbox = async (token: string) => (await call<MessageList>(t.app, 'GET', '/message/list', {}, { token })).data;
const runAlerts = () => runJobAt(t, stockAlertsJob(t.app.deps.ref), new Date());

describe('POST /goods/stock_alert', () => {
  it('takes an alert on a sold-out SKU once however often asked, and lists it for the goods', async () => {
    const goods = await trainers(5);
    const { token } = await registerCustomer(t);
    expect(await subscribe(token, skuOf(goods, 'S'))).toMatchObject({ code: 200, data: { sku_ids: [skuOf(goods, 'S')] } });
    expect(await subscribe(token, skuOf(goods, 'S'))).toMatchObject({ code: 200, data: { sku_ids: [skuOf(goods, 'S')] } });
    expect(await t.db.select().from(stockAlerts).where(eq(stockAlerts.productId, goods.id))).toHaveLength(1);
    expect((await call<StockAlerts>(t.app, 'GET', '/goods/stock_alerts', { goods_id: goods.id }, { token })).data).toEqual({ sku_ids: [skuOf(goods, 'S')] });
    // Another customer's alerts are their own.
    const other = await registerCustomer(t);
    expect((await call<StockAlerts>(t.app, 'GET', '/goods/stock_alerts', { goods_id: goods.id }, { token: other.token })).data).toEqual({ sku_ids: [] });
  });

  it('refuses a SKU in stock with 4002 on sku_id in the caller’s language, and bad or unknown input, writing nothing', async () => {
    const goods = await trainers(5);
    const { token } = await registerCustomer(t);
    expect(await subscribe(token, skuOf(goods, 'M'))).toMatchObject({ code: 4002, data: { sku_id: 'This option is in stock: you can buy it now' } });
    expect(await subscribe(token, skuOf(goods, 'M'), 'zh-CN')).toMatchObject({ code: 4002, data: { sku_id: '该规格有货，现在即可购买' } });
    expect(await subscribe(token, 'abc')).toMatchObject({ code: 4002, data: { sku_id: expect.any(String) } });
    expect((await call(t.app, 'POST', '/goods/stock_alert', {}, { token })).code).toBe(4001);
    expect((await subscribe(token, 999_999_999)).code).toBe(4402);
    expect((await call(t.app, 'POST', '/goods/stock_alert', { sku_id: skuOf(goods, 'S') })).code).toBe(2001);
    await adminCall(t.app, root, 'POST', '/goods/status', { ids: [goods.id], status: 'offline' });
    expect((await subscribe(token, skuOf(goods, 'S'))).code).toBe(4205);
    expect(await t.db.select().from(stockAlerts).where(eq(stockAlerts.productId, goods.id))).toHaveLength(0);
  });
});

describe('POST /goods/stock_alert/cancel', () => {
  const cancel = (token: string, skuId: number | string) => call<StockAlerts>(t.app, 'POST', '/goods/stock_alert/cancel', { sku_id: skuId }, { token });

  it('ends the caller’s own alert however often asked, leaving another customer’s on the same SKU, and that customer alone is told', async () => {
    const goods = await trainers(5);
    const leaving = await registerCustomer(t);
    const staying = await registerCustomer(t);
    const s = skuOf(goods, 'S');
    for (const customer of [leaving, staying]) expect((await subscribe(customer.token, s)).code).toBe(200);

    expect(await cancel(leaving.token, s)).toEqual({ code: 200, data: { sku_ids: [] }, msg: expect.any(String) });
    expect(await cancel(leaving.token, s)).toMatchObject({ code: 200, data: { sku_ids: [] } });
    // A SKU never asked for, or in stock, has nothing to cancel.
    expect(await cancel(leaving.token, skuOf(goods, 'M'))).toMatchObject({ code: 200, data: { sku_ids: [] } });
    expect((await call<StockAlerts>(t.app, 'GET', '/goods/stock_alerts', { goods_id: goods.id }, { token: staying.token })).data).toEqual({ sku_ids: [s] });

    await restock(goods, { S: 4, M: 5 });
    await runAlerts();
    expect((await inbox(leaving.token)).list).toEqual([]);
    expect((await inbox(staying.token)).list.map((message) => message.title)).toEqual(['Back in stock: Trail Trainers']);
  });

  it('cannot end another customer’s alert: a cancel only ever touches the caller’s own', async () => {
    const goods = await trainers(5);
    const owner = await registerCustomer(t);
    const stranger = await registerCustomer(t);
    const s = skuOf(goods, 'S');
    expect((await subscribe(owner.token, s)).code).toBe(200);
    expect(await cancel(stranger.token, s)).toMatchObject({ code: 200, data: { sku_ids: [] } });
    expect((await call<StockAlerts>(t.app, 'GET', '/goods/stock_alerts', { goods_id: goods.id }, { token: owner.token })).data).toEqual({ sku_ids: [s] });
    expect(await t.db.select().from(stockAlerts).where(eq(stockAlerts.productId, goods.id))).toHaveLength(1);
  });

  it('ends an alert already due before the job tells it: no message comes', async () => {
    const goods = await trainers(5);
    const { token } = await registerCustomer(t);
    const s = skuOf(goods, 'S');
    expect((await subscribe(token, s)).code).toBe(200);
    await restock(goods, { S: 4, M: 5 });
    expect((await cancel(token, s)).code).toBe(200);
    await runAlerts();
    expect((await inbox(token)).list).toEqual([]);
  });

  it('asks a guest to sign in with 2001, and refuses bad or unknown input', async () => {
    const goods = await trainers(5);
    const { token } = await registerCustomer(t);
    expect((await call(t.app, 'POST', '/goods/stock_alert/cancel', { sku_id: skuOf(goods, 'S') })).code).toBe(2001);
    expect(await cancel(token, 'abc')).toMatchObject({ code: 4002, data: { sku_id: expect.any(String) } });
    expect((await call(t.app, 'POST', '/goods/stock_alert/cancel', {}, { token })).code).toBe(4001);
    expect((await cancel(token, 999_999_999)).code).toBe(4402);
  });
});

describe('GET /user/stock_alert_list', () => {
  const waiting = async (token: string, lang = 'en') => (await call<PageResult<WaitingStockAlert>>(t.app, 'GET', '/user/stock_alert_list', { page: 1, limit: 20 }, { token, lang })).data;

  it('lists the caller’s own alerts, last asked first, with the option in their language; a cancelled one leaves, goods off sale stay marked', async () => {
    const first = await trainers(5);
    const second = await trainers(0);
    const { token } = await registerCustomer(t);
    const other = await registerCustomer(t);
    expect((await subscribe(token, skuOf(first, 'S'))).code).toBe(200);
    expect((await subscribe(token, skuOf(second, 'M'))).code).toBe(200);
    expect((await subscribe(other.token, skuOf(second, 'S'))).code).toBe(200);

    expect(await waiting(token)).toMatchObject({
      total: 2,
      list: [
        { sku_id: skuOf(second, 'M'), goods_id: second.id, name: 'Trail Trainers', option: 'M', on_sale: true, at: expect.any(String) },
        { sku_id: skuOf(first, 'S'), goods_id: first.id, name: 'Trail Trainers', option: 'S', on_sale: true },
      ],
    });
    expect((await waiting(token, 'zh-CN')).list.map((alert) => [alert.name, alert.option])).toEqual([
      ['越野跑鞋', '中号'],
      ['越野跑鞋', '小号'],
    ]);

    await adminCall(t.app, root, 'POST', '/goods/status', { ids: [second.id], status: 'offline' });
    expect((await call(t.app, 'POST', '/goods/stock_alert/cancel', { sku_id: skuOf(first, 'S') }, { token })).code).toBe(200);
    expect(await waiting(token)).toMatchObject({ total: 1, list: [{ sku_id: skuOf(second, 'M'), on_sale: false }] });
    expect((await call(t.app, 'GET', '/user/stock_alert_list', { page: 1, limit: 20 })).code).toBe(2001);
  });
});

describe('back-in-stock alerts', () => {
  it('tell the customer once, in their language with a link to the goods, when the back office restocks the SKU from 0', async () => {
    const goods = await trainers(5);
    const english = await registerCustomer(t);
    const chinese = await registerCustomer(t);
    await call(t.app, 'GET', '/common/updateLang', { lang: 'zh-CN' }, { token: chinese.token });
    for (const customer of [english, chinese]) expect((await subscribe(customer.token, skuOf(goods, 'S'))).code).toBe(200);

    // M's stock moving, and S staying at 0, tells no one.
    await restock(goods, { S: 0, M: 3 });
    await runAlerts();
    expect((await inbox(english.token)).list.filter((message) => message.title.includes('Trail Trainers'))).toEqual([]);

    await restock(goods, { S: 4, M: 3 });
    await runAlerts();
    const [told] = (await inbox(english.token)).list;
    expect(told).toMatchObject({ title: 'Back in stock: Trail Trainers', content: expect.stringContaining('Trail Trainers (S) is back in stock'), link: `/goodsdetail?id=${goods.id}` });
    expect((await inbox(chinese.token)).list[0]).toMatchObject({ title: '到货提醒：越野跑鞋', content: expect.stringContaining('越野跑鞋 (小号)') });
    expect(await t.db.select().from(stockAlerts).where(eq(stockAlerts.productId, goods.id))).toHaveLength(0);

    // The alert has ended: more stock, or a second run, tells nothing more.
    await restock(goods, { S: 9, M: 3 });
    await runAlerts();
    expect((await inbox(english.token)).list.filter((message) => message.title === 'Back in stock: Trail Trainers')).toHaveLength(1);
  });

  it('fire on a cancelled order giving the last unit back, and not while the SKU is sold out again', async () => {
    const goods = await trainers(1);
    const buyer = await newBuyer(t, root);
    const waiting = await registerCustomer(t);
    const m = skuOf(goods, 'M');
    const created = await placeOrder(t, buyer, [{ sku_id: m, qty: 1 }]);
    expect(created.code).toBe(200);
    expect((await call<GoodsDetail>(t.app, 'GET', '/goods/detail', { id: goods.id })).data.skus.find((sku) => sku.id === m)?.stock).toBe(0);
    expect((await subscribe(waiting.token, m)).code).toBe(200);

    // Taking stock (another order) never fires an alert.
    await runAlerts();
    expect((await inbox(waiting.token)).list).toEqual([]);

    expect((await call(t.app, 'POST', '/order/cancel_order', { order_no: created.data.order_no }, { token: buyer.token })).code).toBe(200);
    // Sold out again before the job ran: nobody is told yet, and the alert waits.
    const again = await placeOrder(t, buyer, [{ sku_id: m, qty: 1 }]);
    expect(again.code).toBe(200);
    await runAlerts();
    expect((await inbox(waiting.token)).list).toEqual([]);

    expect((await call(t.app, 'POST', '/order/cancel_order', { order_no: again.data.order_no }, { token: buyer.token })).code).toBe(200);
    await runAlerts();
    await runAlerts();
    const { list } = await inbox(waiting.token);
    expect(list.map((message) => message.title)).toEqual(['Back in stock: Trail Trainers']);
    expect(list[0]?.content).toContain('Trail Trainers (M)');
  });
});
