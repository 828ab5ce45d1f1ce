// @module-tag embedded
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GoodsDetail, MessageList, ProductAdminDetail, StockAlerts } from '@roamcart/contracts';
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
