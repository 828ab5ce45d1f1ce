import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminCurrencyRow, CategoryAdminRow, GoodsCard, GoodsDetail, PageResult, ProductAdminDetail, SavedGoods } from '@roamcart/contracts';
import { adminCall, signedInAdmin, type AdminBrowser } from '../../test/admin-client.ts';
import { newBuyer, placeOrder } from '../../test/buyer-fixture.ts';
import { anotherServer, call, createTestApp, registerCustomer, type TestApp } from '../../test/test-app.ts';
import type { App } from '../../platform/types.ts';
import { changeStock } from './index.ts';

let t: TestApp;
let root: AdminBrowser;
let category: CategoryAdminRow;
let kettle: ProductAdminDetail;

async function saveProduct(body: Record<string, unknown>): Promise<ProductAdminDetail> {
  const res = await adminCall<ProductAdminDetail>(t.app, root, 'POST', '/goods/save', body);
  if (res.code !== 200) throw new Error(JSON.stringify(res));
  return res.data;
}

const kettleBody = (price: string, stock: number, id: number | undefined) => ({
  id,
  category_id: category.id,
  brand: 'Nordvik',
  name: { en: 'Electric Kettle', 'zh-CN': '电热水壶' },
  images: ['/uploads/test/kettle.png'],
  status: 'online',
  skus: [{ spec_values: [], price, stock, code: 'KT-1' }],
});

const list = (app: App = t.app, options: { currency?: string; lang?: string } = {}) =>
  call<PageResult<GoodsCard>>(app, 'GET', '/goods/list', { category_id: category.id }, options);
const card = async (app: App = t.app, options: { currency?: string; lang?: string } = {}) => (await list(app, options)).data.list.find((goods) => goods.id === kettle.id);

/** Waits for what another server learns through the database's notifications (however long a busy machine takes: the test's timeout bounds it). */
async function eventually<T>(read: () => Promise<T>, done: (value: T) => boolean): Promise<T> {
  let value = await read();
  while (!done(value)) {
    await new Promise((resolve) => setTimeout(resolve, 20));
    value = await read();
  }
  return value;
}

beforeAll(async () => {
  t = await createTestApp();
  root = await signedInAdmin(t, 'super');
  const saved = await adminCall<CategoryAdminRow>(t.app, root, 'POST', '/categories/save', { name: { en: 'Kitchen', 'zh-CN': '厨房' } });
  category = saved.data;
  const created = await adminCall<ProductAdminDetail>(t.app, root, 'POST', '/goods/save', kettleBody('25.00', 5, undefined));
  kettle = created.data;
});
afterAll(async () => {
  await t.close();
});

describe('cached goods answers', () => {
  it('are served again from the cache, and show a new price right after an admin save', async () => {
    expect((await card())?.price).toBe('25.00');
    // The setup's own notifications may still be arriving (each drops the region once more).
    const entries = await eventually(async () => {
      await card();
      return t.app.deps.responses.size.entries;
    }, (count) => count > 0);
    expect(entries).toBeGreaterThan(0);
    expect((await card())?.price).toBe('25.00');
    expect(t.app.deps.responses.size.entries).toBe(entries);

    await saveProduct(kettleBody('19.90', 5, kettle.id));
    expect((await card())?.price).toBe('19.90');
    const detail = await call<GoodsDetail>(t.app, 'GET', '/goods/detail', { id: kettle.id });
    expect(detail.data.price).toBe('19.90');
  });

  it('drop goods taken offline at once, from lists and goods pages', async () => {
    expect((await call(t.app, 'GET', '/goods/detail', { id: kettle.id })).code).toBe(200);
    expect(await card()).toBeDefined();
    expect((await adminCall(t.app, root, 'POST', '/goods/status', { ids: [kettle.id], status: 'offline' })).code).toBe(200);
    expect(await card()).toBeUndefined();
    expect((await call(t.app, 'GET', '/goods/detail', { id: kettle.id })).code).toBe(4205);
    await adminCall(t.app, root, 'POST', '/goods/status', { ids: [kettle.id], status: 'online' });
    expect(await card()).toBeDefined();
  });

  it('follow a stock change made through changeStock once its transaction commits', async () => {
    const before = (await card())?.stock ?? 0;
    await t.db.transaction(async (tx) => {
      await changeStock(tx, kettle.skus[0]?.id ?? 0, -2, 'order', 'order:1', 'user:1');
    });
    expect((await eventually(card, (goods) => goods?.stock === before - 2))?.stock).toBe(before - 2);
  });

  it('show an order’s stock at once on the server that took it, and soon after on another server', async () => {
    const other = await anotherServer(t);
    try {
      const before = (await card())?.stock ?? 0;
      expect((await card(other))?.stock).toBe(before);
      const buyer = await newBuyer(t, root);
      expect((await placeOrder(t, buyer, [{ sku_id: kettle.skus[0]!.id, qty: 1 }])).code).toBe(200);
      expect((await card())?.stock).toBe(before - 1);
      expect((await eventually(() => card(other), (goods) => goods?.stock === before - 1))?.stock).toBe(before - 1);
    } finally {
      await other.close();
    }
  });

  it('keep each language and currency apart', async () => {
    for (let round = 0; round < 2; round += 1) {
      expect((await card(t.app, { currency: 'USD' }))?.price).toBe('19.90');
      expect((await card(t.app, { currency: 'JPY' }))?.price).toMatch(/^\d+$/);
      expect((await card(t.app, { currency: 'EUR' }))?.price).not.toBe('19.90');
      expect((await card(t.app, { lang: 'en' }))?.name).toBe('Electric Kettle');
      expect((await card(t.app, { lang: 'zh-CN' }))?.name).toBe('电热水壶');
    }
  });

  it('never hold a customer’s own data: a signed-in goods page still records the view and shows their favourite', async () => {
    const guest = await call<GoodsDetail>(t.app, 'GET', '/goods/detail', { id: kettle.id });
    expect(guest.data.collected).toBe(false);
    const customer = await registerCustomer(t);
    await call(t.app, 'POST', '/user/collect_product', { goods_id: kettle.id, collect: true }, { token: customer.token });
    const other = await registerCustomer(t);
    // Twice each: the second reads the shared page from the cache, the customer's part never is.
    for (let round = 0; round < 2; round += 1) {
      const own = await call<GoodsDetail>(t.app, 'GET', '/goods/detail', { id: kettle.id }, { token: customer.token });
      expect(own.data).toMatchObject({ collected: true, price: guest.data.price, name: guest.data.name });
      expect((await call<GoodsDetail>(t.app, 'GET', '/goods/detail', { id: kettle.id }, { token: other.token })).data.collected).toBe(false);
    }
    for (const who of [customer, other]) {
      const history = await call<PageResult<SavedGoods>>(t.app, 'GET', '/user/view_list', undefined, { token: who.token });
      expect(history.data.list.map((goods) => goods.id)).toEqual([kettle.id]);
    }
    expect((await call<GoodsDetail>(t.app, 'GET', '/goods/detail', { id: kettle.id })).data.collected).toBe(false);
    await saveProduct(kettleBody('18.80', 5, kettle.id));
    expect((await call<GoodsDetail>(t.app, 'GET', '/goods/detail', { id: kettle.id }, { token: customer.token })).data.price).toBe('18.80');
    await saveProduct(kettleBody('19.90', 5, kettle.id));
  });

  it('are dropped in another server on the database by an admin save here', async () => {
    const other = await anotherServer(t);
    try {
      expect((await card(other))?.price).toBe('19.90');
      await saveProduct(kettleBody('17.50', 3, kettle.id));
      expect((await eventually(() => card(other), (goods) => goods?.price === '17.50'))?.price).toBe('17.50');
    } finally {
      await other.close();
    }
  });

  it('show a hot keyword saved in the back office at once', async () => {
    const before = await call<string[]>(t.app, 'GET', '/goods/hot_keywords');
    expect(before.data).not.toContain('kettle');
    expect((await adminCall(t.app, root, 'POST', '/hot_keywords/save', { keyword: 'kettle', sort: 99, status: 'active' })).code).toBe(200);
    expect((await call<string[]>(t.app, 'GET', '/goods/hot_keywords')).data[0]).toBe('kettle');
  });

  it('follow a currency rate change', async () => {
    const currencies = await adminCall<PageResult<AdminCurrencyRow>>(t.app, root, 'GET', '/currencies', { limit: 50 });
    const eur = currencies.data.list.find((row) => row.code === 'EUR');
    if (!eur) throw new Error('EUR is seeded');
    expect((await card(t.app, { currency: 'EUR' }))?.price).not.toBe('35.00');
    const { code, name, symbol, unit, digits, status, sort } = eur;
    expect((await adminCall(t.app, root, 'POST', '/currencies/save', { id: code, code, name, symbol, unit, digits, status, sort, rate: '2' })).code).toBe(200);
    expect((await card(t.app, { currency: 'EUR' }))?.price).toBe('35.00');
  });
});
