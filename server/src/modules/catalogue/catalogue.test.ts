// @module-tag embedded
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VIEW_HISTORY_MAX, type CategoryAdminRow, type CategoryTree, type GoodsCard, type GoodsDetail, type PageResult, type ProductAdminDetail, type ProductAdminRow, type SavedGoods, type StockMovementRow } from '@roamcart/contracts';
import { products, productViews, skus, stockMovements } from './tables.ts';
import { adminCall, signedInAdmin, type AdminBrowser } from '../../test/admin-client.ts';
import { productBody, saveCategory as saveCategoryAs, saveProduct as saveProductAs } from '../../test/catalogue-fixture.ts';
import { call, createTestApp, registerCustomer, type TestApp } from '../../test/test-app.ts';
import { changeStock } from './index.ts';

let t: TestApp;
let root: AdminBrowser;
let electronics: CategoryAdminRow;
let audio: CategoryAdminRow;
let empty: CategoryAdminRow;
let headphones: ProductAdminDetail;
let speaker: ProductAdminDetail;
let lamp: ProductAdminDetail;

const saveCategory = (body: Record<string, unknown>) => saveCategoryAs(t, root, body);
/** Goods in Audio unless `category_id` says otherwise. */
const saveProduct = (body: Record<string, unknown>) => saveProductAs(t, root, audio.id, body);

beforeAll(async () => {
  t = await createTestApp();
  root = await signedInAdmin(t, 'super');
  electronics = await saveCategory({ name: { en: 'Electronics', 'zh-CN': '数码电器' } });
  audio = await saveCategory({ parent_id: electronics.id, name: { en: 'Audio', 'zh-CN': '影音' } });
  empty = await saveCategory({ name: { en: 'Garden' } });
  headphones = await saveProduct({
    name: { en: 'Wireless Headphones', 'zh-CN': '无线耳机', fr: 'Casque sans fil' },
    description: { en: '<p>Deep bass</p><script>alert(1)</script>' },
    is_new: true,
    purchase_limit: 2,
    specs: [
      { name: { en: 'Colour', 'zh-CN': '颜色' }, values: [{ en: 'Black', 'zh-CN': '黑色' }, { en: 'White', 'zh-CN': '白色' }] },
      { name: { en: 'Size' }, values: [{ en: 'S' }, { en: 'M' }] },
    ],
    skus: [
      { spec_values: ['Black', 'S'], price: '10.05', stock: 4, code: 'HP-BS' },
      { spec_values: ['Black', 'M'], price: '11.00', stock: 0, code: 'HP-BM' },
      { spec_values: ['White', 'S'], price: '10.05', stock: 2, code: 'HP-WS' },
      { spec_values: ['White', 'M'], price: '11.00', stock: 1, code: 'HP-WM' },
    ],
  });
  speaker = await saveProduct(
    { category_id: electronics.id, name: { en: 'Bluetooth Speaker', 'zh-CN': '蓝牙音箱' }, skus: [{ spec_values: [], price: '20.00', stock: 0 }] },
  );
  lamp = await saveProduct({ name: { en: 'Desk Lamp' }, status: 'offline' });
});
afterAll(async () => {
  await t.close();
});

const list = (query: Record<string, unknown>, options: { currency?: string; lang?: string } = {}) =>
  call<PageResult<GoodsCard>>(t.app, 'GET', '/goods/list', query, options);

describe('GET /goods/category', () => {
  it('answers the tree in the caller’s language, falling back to the default language', async () => {
    const zh = await call<CategoryTree>(t.app, 'GET', '/goods/category', undefined, { lang: 'zh-CN' });
    const top = zh.data.find((node) => node.id === electronics.id);
    expect(top).toMatchObject({ name: '数码电器', children: [{ id: audio.id, name: '影音', children: [] }] });
    expect(zh.data.find((node) => node.id === empty.id)?.name).toBe('Garden');
  });
});

describe('GET /goods/list', () => {
  it('lists a category with its subcategories and never offline goods', async () => {
    const res = await list({ category_id: electronics.id });
    expect(res.data.list.map((card) => card.id).sort()).toEqual([headphones.id, speaker.id].sort());
    expect(res.data).toMatchObject({ total: 2, page: 1, limit: 20 });
    const all = await list({ limit: 100 });
    expect(all.data.list.map((card) => card.id)).not.toContain(lamp.id);
    expect((await list({ keyword: 'lamp' })).data.total).toBe(0);
  });

  it('hides the goods of a disabled category, and of the categories under it, until it is enabled again', async () => {
    const seasonal = await saveCategory({ name: { en: 'Seasonal' } });
    const winter = await saveCategory({ parent_id: seasonal.id, name: { en: 'Winter' } });
    const scarf = await saveProduct({ category_id: winter.id, name: { en: 'Woollen Scarf' } });
    expect((await list({ keyword: 'scarf' })).data.list.map((card) => card.id)).toEqual([scarf.id]);

    await saveCategory({ id: seasonal.id, name: { en: 'Seasonal' }, status: 'disabled' });
    expect((await list({ keyword: 'scarf' })).data.total).toBe(0);
    expect((await list({ category_id: winter.id })).data.total).toBe(0);

    await saveCategory({ id: seasonal.id, name: { en: 'Seasonal' }, status: 'active' });
    expect((await list({ category_id: seasonal.id })).data.list.map((card) => card.id)).toEqual([scarf.id]);
  });

  it('finds goods by a misspelt keyword and by the name in another language', async () => {
    expect((await list({ keyword: 'headphnes' })).data.list.map((card) => card.id)).toEqual([headphones.id]);
    expect((await list({ keyword: '耳机' })).data.list.map((card) => card.id)).toEqual([headphones.id]);
    const fr = await list({ keyword: 'casque' }, { lang: 'fr' });
    expect(fr.data.list[0]?.name).toBe('Casque sans fil');
  });

  it('converts prices half-up to EUR and JPY, and filters a price range typed in that currency', async () => {
    const eur = await list({ keyword: 'headphones' }, { currency: 'EUR' });
    // 10.05 USD x 0.92 = 9.246 EUR
    expect(eur.data.list[0]?.price).toBe('9.25');
    const jpy = await list({ keyword: 'headphones' }, { currency: 'JPY' });
    // 10.05 USD x 151 = 1517.55 JPY, no decimals
    expect(jpy.data.list[0]?.price).toBe('1518');
    expect((await list({ price_min: '9.25', keyword: 'headphones' }, { currency: 'EUR' })).data.total).toBe(1);
    expect((await list({ price_max: '9.20', category_id: electronics.id }, { currency: 'EUR' })).data.total).toBe(0);
  });

  it('filters in stock and new goods, sorts by price and pages stably', async () => {
    expect((await list({ category_id: electronics.id, in_stock: true })).data.list.map((card) => card.id)).toEqual([headphones.id]);
    expect((await list({ category_id: electronics.id, is_new: 1 })).data.list.map((card) => card.id)).toEqual([headphones.id]);
    const desc = await list({ category_id: electronics.id, sort: 'price_desc' });
    expect(desc.data.list.map((card) => card.id)).toEqual([speaker.id, headphones.id]);
    const first = await list({ category_id: electronics.id, sort: 'sales', limit: 1, page: 1 });
    const second = await list({ category_id: electronics.id, sort: 'sales', limit: 1, page: 2 });
    expect(new Set([first.data.list[0]?.id, second.data.list[0]?.id]).size).toBe(2);
  });

  it('refuses a bad sort and a malformed price with 4002 on the field, in English and Chinese', async () => {
    expect(await list({ sort: 'cheapest' })).toMatchObject({ code: 4002, data: { sort: 'Invalid value' } });
    expect(await list({ sort: 'cheapest' }, { lang: 'zh-CN' })).toMatchObject({ code: 4002, data: { sort: '无效的值' } });
    expect(await list({ price_min: '1.2.3' })).toMatchObject({ code: 4002, data: { price_min: 'Invalid amount' } });
    expect(await list({ price_min: '1.2.3' }, { lang: 'zh-CN' })).toMatchObject({ code: 4002, data: { price_min: '金额无效' } });
  });
});

describe('GET /goods/detail', () => {
  it('answers specs, SKUs with their price and stock, purchase limit and sanitized description', async () => {
    const res = await call<GoodsDetail>(t.app, 'GET', '/goods/detail', { id: headphones.id }, { currency: 'JPY', lang: 'zh-CN' });
    expect(res.code).toBe(200);
    expect(res.data).toMatchObject({ name: '无线耳机', purchase_limit: 2, collected: false, stock: 7, description: '<p>Deep bass</p>' });
    expect(res.data.specs.map((spec) => spec.name)).toEqual(['颜色', 'Size']);
    const black = res.data.specs[0]?.values.find((value) => value.value === '黑色');
    const m = res.data.specs[1]?.values.find((value) => value.value === 'M');
    const sku = res.data.skus.find((row) => row.spec_values.join() === [black?.id, m?.id].join());
    expect(sku).toMatchObject({ price: '1661', stock: 0, code: 'HP-BM' });
  });

  it('answers 4205 for offline goods, in English and Chinese', async () => {
    expect(await call(t.app, 'GET', '/goods/detail', { id: lamp.id })).toMatchObject({ code: 4205, msg: 'Product is offline' });
    expect(await call(t.app, 'GET', '/goods/detail', { id: lamp.id }, { lang: 'zh-CN' })).toMatchObject({ code: 4205, msg: '商品已下架' });
  });

  it('refuses a missing id with 4001 and a malformed one with 4002', async () => {
    expect(await call(t.app, 'GET', '/goods/detail')).toMatchObject({ code: 4001, data: { id: expect.any(String) } });
    expect(await call(t.app, 'GET', '/goods/detail', { id: 'abc' }, { lang: 'zh-CN' })).toMatchObject({ code: 4002, data: { id: '无效的值' } });
  });
});

describe('back office: categories and products', () => {
  it('counts each category’s own goods and each product’s stock over its SKUs', async () => {
    const rows = (await adminCall<CategoryAdminRow[]>(t.app, root, 'GET', '/categories')).data;
    const count = (id: number) => rows.find((row) => row.id === id)?.product_count;
    expect([count(electronics.id), count(audio.id), count(empty.id)]).toEqual([1, 2, 0]);
    const listed = (await adminCall<PageResult<{ id: number; stock: number }>>(t.app, root, 'GET', '/goods', { category_id: audio.id })).data.list;
    expect(listed.find((row) => row.id === headphones.id)?.stock).toBe(7);
  });

  it('refuses to delete a category with goods or subcategories (4211), in English and Chinese', async () => {
    expect(await adminCall(t.app, root, 'POST', '/categories/delete', { id: audio.id })).toMatchObject({
      code: 4211,
      msg: 'Category with products or subcategories cannot be deleted',
    });
    expect(await adminCall(t.app, root, 'POST', '/categories/delete', { id: electronics.id }, { lang: 'zh-CN' })).toMatchObject({
      code: 4211,
      msg: '该分类下有商品或子分类，不能删除',
    });
    const spare = await saveCategory({ parent_id: empty.id, name: { en: 'Tools' } });
    expect((await adminCall(t.app, root, 'POST', '/categories/delete', { id: empty.id })).code).toBe(4211);
    expect((await adminCall(t.app, root, 'POST', '/categories/delete', { id: spare.id })).code).toBe(200);
  });

  it('refuses a fourth category level with 4002 on parent_id', async () => {
    const third = await saveCategory({ parent_id: audio.id, name: { en: 'Earbuds' } });
    expect(await adminCall(t.app, root, 'POST', '/categories/save', { parent_id: third.id, name: { en: 'Too deep' } })).toMatchObject({
      code: 4002,
      data: { parent_id: 'Categories go at most three levels deep' },
    });
  });

  it('moves a category with its subtree and keeps a parent’s new order, refusing a fourth level or a cycle', async () => {
    const home = await saveCategory({ name: { en: 'Home' } });
    const kitchen = await saveCategory({ parent_id: home.id, name: { en: 'Kitchen' } });
    const pans = await saveCategory({ parent_id: kitchen.id, name: { en: 'Pans' } });
    const bath = await saveCategory({ parent_id: home.id, name: { en: 'Bath' } });
    const reorder = (body: Record<string, unknown>) => adminCall<CategoryAdminRow[]>(t.app, root, 'POST', '/categories/reorder', body);

    const moved = await reorder({ parent_id: home.id, ids: [bath.id, kitchen.id] });
    expect(moved.code).toBe(200);
    const underHome = moved.data.filter((row) => row.parent_id === home.id).sort((a, b) => a.sort - b.sort);
    expect(underHome.map((row) => row.id)).toEqual([bath.id, kitchen.id]);

    // Kitchen has a child: under Audio (second level) it would put Pans on a fourth.
    expect(await reorder({ parent_id: audio.id, ids: [kitchen.id] })).toMatchObject({ code: 4002, data: { parent_id: 'Categories go at most three levels deep' } });
    expect((await reorder({ parent_id: pans.id, ids: [home.id] })).code).toBe(4002);
    expect((await reorder({ parent_id: home.id, ids: [999_999] })).code).toBe(4002);

    const toTop = await reorder({ parent_id: null, ids: [kitchen.id] });
    expect(toTop.data.find((row) => row.id === kitchen.id)).toMatchObject({ parent_id: null });
    expect(toTop.data.find((row) => row.id === pans.id)).toMatchObject({ parent_id: kitchen.id });
    const [first] = toTop.data.filter((row) => row.parent_id === null).sort((a, b) => a.sort - b.sort);
    expect(first?.id).toBe(kitchen.id);
  });

  it('refuses to put a category with grandchildren under another one', async () => {
    const top = await saveCategory({ name: { en: 'Sport' } });
    const middle = await saveCategory({ parent_id: top.id, name: { en: 'Cycling' } });
    await saveCategory({ parent_id: middle.id, name: { en: 'Helmets' } });
    expect(await adminCall(t.app, root, 'POST', '/categories/save', { id: top.id, parent_id: empty.id, name: { en: 'Sport' } })).toMatchObject({
      code: 4002,
      data: { parent_id: 'Categories go at most three levels deep' },
    });
  });

  it('refuses a repeated spec value with 4212 and writes nothing', async () => {
    const before = await t.db.select({ id: products.id }).from(products);
    const body = productBody(audio.id, {
      name: { en: 'Socks' },
      specs: [{ name: { en: 'Colour' }, values: [{ en: 'Red' }, { en: 'red ' }] }],
      skus: [{ spec_values: ['Red'], price: '1.00', stock: 1 }],
    });
    expect(await adminCall(t.app, root, 'POST', '/goods/save', body)).toMatchObject({
      code: 4212,
      msg: 'Specification value exists',
      data: { 'specs.0.values.1': 'Specification value exists' },
    });
    expect(await adminCall(t.app, root, 'POST', '/goods/save', body, { lang: 'zh-CN' })).toMatchObject({
      code: 4212,
      msg: '规格值已存在',
      data: { 'specs.0.values.1': '规格值已存在' },
    });
    expect(await t.db.select({ id: products.id }).from(products)).toHaveLength(before.length);
  });

  it('refuses a SKU matrix that misses a combination', async () => {
    const res = await adminCall(
      t.app,
      root,
      'POST',
      '/goods/save',
      productBody(audio.id, {
        name: { en: 'Cap' },
        specs: [{ name: { en: 'Size' }, values: [{ en: 'S' }, { en: 'M' }] }],
        skus: [{ spec_values: ['S'], price: '1.00', stock: 1 }],
      }),
    );
    expect(res).toMatchObject({ code: 4002, data: { skus: 'Give exactly one SKU for every combination of specification values' } });
  });

  it('writes a stock movement for a stock edit and keeps SKU ids', async () => {
    const edited = await saveProduct({
      category_id: electronics.id,
      name: { en: 'Bluetooth Speaker' },
      id: speaker.id,
      skus: [{ spec_values: [], price: '20.00', stock: 7 }],
    });
    expect(edited.skus[0]).toMatchObject({ id: speaker.skus[0]?.id, stock: 7 });
    const moves = await adminCall<PageResult<StockMovementRow>>(t.app, root, 'GET', '/stock_movements', { product_id: speaker.id });
    expect(moves.data.list[0]).toMatchObject({ before: 0, after: 7, delta: 7, reason: 'admin_edit', actor: `admin:${root.adminId}`, product_name: 'Bluetooth Speaker' });
    expect(moves.data.list[0]?.actor_name).not.toBe('');
  });

  it('filters stock movements by SKU code, reason and day, naming the product, the SKU’s specs and who moved it', async () => {
    const movements = (query: Record<string, unknown>) => adminCall<PageResult<StockMovementRow>>(t.app, root, 'GET', '/stock_movements', query);
    const byCode = await movements({ sku_code: 'hp-w' });
    expect(byCode.data.list.map((row) => row.sku_code).sort()).toEqual(['HP-WM', 'HP-WS']);
    expect(byCode.data.list.find((row) => row.sku_code === 'HP-WS')).toMatchObject({ product_name: 'Wireless Headphones', sku_spec: 'White / S', delta: 2, reason: 'admin_edit' });
    const today = new Date().toISOString().slice(0, 10);
    expect((await movements({ sku_code: 'HP-', date_from: today, date_to: today })).data.total).toBe(3);
    expect((await movements({ sku_code: 'HP-', date_to: '2000-01-01' })).data.total).toBe(0);
    expect((await movements({ reason: 'order' })).data.total).toBe(0);
    expect((await movements({ reason: 'stolen' })).code).toBe(4002);
  });

  it('counts a product’s stock over all its SKUs, in the shop’s cards and the back-office rows', async () => {
    const card = (await list({ keyword: 'wireless headphones' })).data.list.find((goods) => goods.id === headphones.id);
    expect(card?.stock).toBe(4 + 0 + 2 + 1);
    const rows = await adminCall<PageResult<ProductAdminRow>>(t.app, root, 'GET', '/goods', { keyword: 'wireless headphones' });
    expect(rows.data.list.find((row) => row.id === headphones.id)?.stock).toBe(7);
  });

  it('filters the back-office list by new and by stock state', async () => {
    const ids = async (query: Record<string, unknown>) =>
      (await adminCall<PageResult<ProductAdminRow>>(t.app, root, 'GET', '/goods', { limit: 100, ...query })).data.list.map((row) => row.id);
    expect(await ids({ is_new: true })).toEqual([headphones.id]);
    expect(await ids({ is_new: false })).not.toContain(headphones.id);
    const soldOut = await saveProduct({ name: { en: 'Sold-out Mug' }, skus: [{ spec_values: [], price: '3.00', stock: 0 }] });
    expect(await ids({ stock_state: 'sold_out' })).toContain(soldOut.id);
    expect(await ids({ stock_state: 'sold_out' })).not.toContain(headphones.id);
    expect(await ids({ stock_state: 'in_stock', keyword: 'mug' })).toEqual([]);
  });

  it('keeps the gallery in its order and the video URL, and shows its first picture on the card', async () => {
    const images = ['/uploads/2030/01/b.webp', '/uploads/2030/01/a.jpg'];
    const saved = await saveProduct({ name: { en: 'Kite' }, images, video_url: '/uploads/2030/01/clip.mp4' });
    expect(saved).toMatchObject({ images, video_url: '/uploads/2030/01/clip.mp4' });
    expect((await list({ keyword: 'kite' })).data.list.map((card) => card.image)).toEqual(['/uploads/2030/01/b.webp']);
    expect(await adminCall(t.app, root, 'POST', '/goods/save', productBody(audio.id, { name: { en: 'Kite' }, video_url: '/uploads/2030/01/clip.mov' }))).toMatchObject({
      code: 4002,
      data: { video_url: 'Invalid link' },
    });
  });

  it('checks each route’s permission', async () => {
    const viewer = await signedInAdmin(t, ['categories:list']);
    expect((await adminCall(t.app, viewer, 'GET', '/categories')).code).toBe(200);
    expect((await adminCall(t.app, viewer, 'POST', '/categories/delete', { id: empty.id })).code).toBe(4003);
  });
});

describe('hot keywords', () => {
  it('shows the active ones the back office saved, highest sort first', async () => {
    await adminCall(t.app, root, 'POST', '/hot_keywords/save', { keyword: 'speaker', sort: 1 });
    await adminCall(t.app, root, 'POST', '/hot_keywords/save', { keyword: 'headphones', sort: 5 });
    await adminCall(t.app, root, 'POST', '/hot_keywords/save', { keyword: 'hidden', status: 'disabled' });
    expect((await call<string[]>(t.app, 'GET', '/goods/hot_keywords')).data).toEqual(['headphones', 'speaker']);
    expect(await adminCall(t.app, root, 'POST', '/hot_keywords/save', { keyword: ' ' }, { lang: 'zh-CN' })).toMatchObject({ code: 4001, data: { keyword: expect.any(String) } });
  });
});

describe('changeStock', () => {
  it('never goes below zero under parallel decrements and records each change', async () => {
    const skuId = headphones.skus.find((sku) => sku.code === 'HP-BS')?.id ?? 0;
    const results = await Promise.allSettled(
      Array.from({ length: 7 }, (_, n) => t.db.transaction((tx) => changeStock(tx, skuId, -1, 'order', `order-${n}`, 'user:1'))),
    );
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(4);
    const [row] = await t.db.select({ stock: skus.stock }).from(skus).where(eq(skus.id, skuId));
    expect(row?.stock).toBe(0);
    const moves = await t.db
      .select()
      .from(stockMovements)
      .where(and(eq(stockMovements.skuId, skuId), eq(stockMovements.reason, 'order')));
    expect(moves).toHaveLength(4);
    expect(moves.every((move) => move.after === move.before - 1 && move.after >= 0)).toBe(true);
  });
});

describe('favourites and browsing history', () => {
  it('keeps each customer’s own favourites', async () => {
    const alice = await registerCustomer(t);
    const bob = await registerCustomer(t);
    expect(await call(t.app, 'POST', '/user/collect_product', { goods_id: headphones.id, collect: true }, { token: alice.token })).toMatchObject({
      code: 200,
      data: { collected: true },
    });
    expect((await call(t.app, 'GET', '/user/collect_product', { goods_id: headphones.id }, { token: bob.token })).data).toEqual({ collected: false });
    const mine = await call<PageResult<SavedGoods>>(t.app, 'GET', '/user/collect_list', undefined, { token: alice.token });
    expect(mine.data.list.map((goods) => goods.id)).toEqual([headphones.id]);
    expect((await call<PageResult<SavedGoods>>(t.app, 'GET', '/user/collect_list', undefined, { token: bob.token })).data.total).toBe(0);
    expect((await call<GoodsDetail>(t.app, 'GET', '/goods/detail', { id: headphones.id }, { token: alice.token })).data.collected).toBe(true);
    expect((await call(t.app, 'POST', '/user/collect_product', { goods_id: lamp.id, collect: true }, { token: alice.token })).code).toBe(4205);
    expect((await call(t.app, 'GET', '/user/collect_list')).code).toBe(2001);
  });

  it('records a signed-in view once per goods, newest first, and none for a guest', async () => {
    const carol = await registerCustomer(t);
    await call(t.app, 'GET', '/goods/detail', { id: headphones.id });
    expect(await t.db.select().from(productViews).where(eq(productViews.productId, speaker.id))).toHaveLength(0);
    await call(t.app, 'GET', '/goods/detail', { id: headphones.id }, { token: carol.token });
    await call(t.app, 'GET', '/goods/detail', { id: speaker.id }, { token: carol.token });
    await call(t.app, 'GET', '/goods/detail', { id: headphones.id }, { token: carol.token });
    const history = await call<PageResult<SavedGoods>>(t.app, 'GET', '/user/view_list', undefined, { token: carol.token });
    expect(history.data.list.map((goods) => goods.id)).toEqual([headphones.id, speaker.id]);
    const dave = await registerCustomer(t);
    expect((await call<PageResult<SavedGoods>>(t.app, 'GET', '/user/view_list', undefined, { token: dave.token })).data.total).toBe(0);
  });

  it('removes a goods from the caller’s own history and never from another customer’s', async () => {
    const frank = await registerCustomer(t);
    const grace = await registerCustomer(t);
    await call(t.app, 'GET', '/goods/detail', { id: headphones.id }, { token: frank.token });
    await call(t.app, 'GET', '/goods/detail', { id: speaker.id }, { token: frank.token });
    await call(t.app, 'GET', '/goods/detail', { id: headphones.id }, { token: grace.token });

    expect(await call(t.app, 'POST', '/user/view_delete', { goods_id: headphones.id }, { token: grace.token })).toMatchObject({ code: 200, data: null });
    const frankHistory = await call<PageResult<SavedGoods>>(t.app, 'GET', '/user/view_list', undefined, { token: frank.token });
    expect(frankHistory.data.list.map((goods) => goods.id)).toEqual([speaker.id, headphones.id]);
    expect((await call<PageResult<SavedGoods>>(t.app, 'GET', '/user/view_list', undefined, { token: grace.token })).data.total).toBe(0);

    await call(t.app, 'POST', '/user/view_delete', { goods_id: speaker.id }, { token: frank.token });
    expect((await call<PageResult<SavedGoods>>(t.app, 'GET', '/user/view_list', undefined, { token: frank.token })).data.list.map((goods) => goods.id)).toEqual([headphones.id]);
    expect((await call(t.app, 'POST', '/user/view_delete', { goods_id: headphones.id })).code).toBe(2001);
    expect((await call(t.app, 'POST', '/user/view_delete', { goods_id: 'abc' }, { token: frank.token })).code).toBe(4002);
  });

  it('keeps the newest 200 views', async () => {
    const erin = await registerCustomer(t);
    const many = await t.db
      .insert(products)
      .values(Array.from({ length: VIEW_HISTORY_MAX }, (_, n) => ({ categoryId: audio.id, name: { en: `Filler ${n}` }, price: 100n })))
      .returning({ id: products.id });
    await t.db.insert(productViews).values(many.map((row, n) => ({ userId: erin.userId, productId: row.id, viewedAt: new Date(Date.now() - (n + 1) * 60_000) })));
    await call(t.app, 'GET', '/goods/detail', { id: headphones.id }, { token: erin.token });
    const history = await call<PageResult<SavedGoods>>(t.app, 'GET', '/user/view_list', { limit: 1 }, { token: erin.token });
    expect(history.data).toMatchObject({ total: VIEW_HISTORY_MAX, list: [{ id: headphones.id }] });
    const oldest = many[VIEW_HISTORY_MAX - 1]?.id ?? 0;
    expect(await t.db.select().from(productViews).where(and(eq(productViews.userId, erin.userId), eq(productViews.productId, oldest)))).toHaveLength(0);
  });
});
