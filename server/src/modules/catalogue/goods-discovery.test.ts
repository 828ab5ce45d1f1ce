import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GoodsCard, GoodsReviewPage, PageResult, ProductAdminDetail } from '@roamcart/contracts';
import { adminCall, signedInAdmin, type AdminBrowser } from '../../test/admin-client.ts';
import { newBuyer, placeOrder, type Buyer } from '../../test/buyer-fixture.ts';
import { saveCategory, saveProduct } from '../../test/catalogue-fixture.ts';
import { call, createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
let root: AdminBrowser;
let buyer: Buyer;
let kitchen: number;
let kettle: ProductAdminDetail;
let teapot: ProductAdminDetail;
let cups: ProductAdminDetail;
let soldOutPan: ProductAdminDetail;
let offlineJug: ProductAdminDetail;
let lamp: ProductAdminDetail;

const PICTURE = '/uploads/test/review.png';

/** An order of `items` paid from the wallet; its number. */
async function paidOrder(items: { sku_id: number; qty: number }[]): Promise<string> {
  const created = await placeOrder(t, buyer, items);
  if (created.code !== 200) throw new Error(JSON.stringify(created));
  const paid = await call(t.app, 'POST', '/order/pay', { order_no: created.data.order_no, method: 'wallet' }, { token: buyer.token });
  if (paid.code !== 200) throw new Error(JSON.stringify(paid));
  return created.data.order_no;
}

/** One kettle bought, received and reviewed with `rating` stars and `images`. */
async function reviewKettle(rating: number, images: string[]): Promise<void> {
  const orderNo = await paidOrder([{ sku_id: kettle.skus[0]!.id, qty: 1 }]);
  await adminCall(t.app, root, 'POST', '/orders/ship', { order_no: orderNo, logistics_company: 'DHL', tracking_no: `RV${rating}${images.length}` });
  await call(t.app, 'POST', '/order/confirm_receipt', { order_no: orderNo }, { token: buyer.token });
  const done = await call(t.app, 'POST', '/order/review', { order_no: orderNo, reviews: [{ sku_id: kettle.skus[0]!.id, rating, content: `${rating} stars`, images }] }, { token: buyer.token });
  if (done.code !== 200) throw new Error(JSON.stringify(done));
}

beforeAll(async () => {
  t = await createTestApp();
  root = await signedInAdmin(t, 'super');
  kitchen = (await saveCategory(t, root, { name: { en: 'Teaware' } })).id;
  const elsewhere = (await saveCategory(t, root, { name: { en: 'Lighting' } })).id;
  const goods = (name: string, extra: Record<string, unknown> = {}) => saveProduct(t, root, kitchen, { name: { en: name }, skus: [{ spec_values: [], price: '10.00', stock: 50 }], ...extra });
  kettle = await goods('Copper Kettle');
  teapot = await goods('Clay Teapot');
  cups = await goods('Tea Cups');
  soldOutPan = await goods('Sold-out Pan', { skus: [{ spec_values: [], price: '10.00', stock: 0 }] });
  offlineJug = await goods('Offline Jug', { status: 'offline' });
  lamp = await saveProduct(t, root, elsewhere, { name: { en: 'Reading Lamp' }, skus: [{ spec_values: [], price: '10.00', stock: 50 }] });
  buyer = await newBuyer(t, root, '5000.00');
  await reviewKettle(5, [PICTURE]);
  await reviewKettle(5, []);
  await reviewKettle(4, [PICTURE]);
  await reviewKettle(2, []);
});
afterAll(async () => {
  await t.close();
});

describe('goods cards', () => {
  it('carry the average rating with its count and the units sold, in every list', async () => {
    const { data } = await call<PageResult<GoodsCard>>(t.app, 'GET', '/goods/list', { category_id: kitchen });
    const card = (id: number) => data.list.find((item) => item.id === id);
    expect(card(kettle.id)).toMatchObject({ rating: '4.0', rating_count: 4, sales_volume: 4 });
    expect(card(teapot.id)).toMatchObject({ rating: null, rating_count: 0, sales_volume: 0 });
  });
});

describe('GET /goods/reviews filters', () => {
  const reviews = (query: Record<string, unknown>, lang = 'en') => call<GoodsReviewPage>(t.app, 'GET', '/goods/reviews', { goods_id: kettle.id, ...query }, { lang });

  it('finds the reviews with photos, of one star count, or both, and counts every filter whatever is asked', async () => {
    const counts = { all: 4, with_photos: 2, stars: { '1': 0, '2': 1, '3': 0, '4': 1, '5': 2 } };
    const all = await reviews({});
    expect(all.data).toMatchObject({ total: 4, rating: '4.0', counts });

    const photos = await reviews({ with_photos: true });
    expect(photos.data).toMatchObject({ total: 2, rating: '4.0', counts });
    expect(photos.data.list.map((review) => review.rating)).toEqual([4, 5]);
    expect(photos.data.list.every((review) => review.images.length > 0)).toBe(true);

    expect((await reviews({ stars: 5 })).data.list.map((review) => review.content)).toEqual(['5 stars', '5 stars']);
    expect((await reviews({ stars: 5, with_photos: 'true' })).data).toMatchObject({ total: 1, list: [{ rating: 5, images: [PICTURE] }] });
    expect((await reviews({ stars: 3 })).data).toMatchObject({ total: 0, list: [], counts });
  });

  it('refuses a star count outside 1-5 and a filter that is not a yes or no with 4002 on the field', async () => {
    expect(await reviews({ stars: 6 })).toMatchObject({ code: 4002, data: { stars: expect.any(String) } });
    expect(await reviews({ stars: 0 }, 'zh-CN')).toMatchObject({ code: 4002, msg: expect.any(String), data: { stars: expect.any(String) } });
    expect(await reviews({ stars: 'five' })).toMatchObject({ code: 4002, data: { stars: expect.any(String) } });
    expect(await reviews({ with_photos: 'maybe' })).toMatchObject({ code: 4002, data: { with_photos: expect.any(String) } });
  });
});

describe('GET /goods/recommend', () => {
  const recommend = (query: Record<string, unknown>, options: { token?: string; currency?: string } = {}) => call<GoodsCard[]>(t.app, 'GET', '/goods/recommend', query, options);

  it('answers goods bought with it first, then the same category’s goods on sale and in stock, never the goods itself', async () => {
    // Cups bought with a teapot twice: they come first for the teapot.
    await paidOrder([
      { sku_id: teapot.skus[0]!.id, qty: 1 },
      { sku_id: cups.skus[0]!.id, qty: 1 },
    ]);
    await paidOrder([
      { sku_id: teapot.skus[0]!.id, qty: 1 },
      { sku_id: cups.skus[0]!.id, qty: 2 },
      { sku_id: lamp.skus[0]!.id, qty: 1 },
    ]);
    const { code, data } = await recommend({ goods_id: teapot.id });
    expect(code).toBe(200);
    const ids = data.map((card) => card.id);
    expect(ids.slice(0, 2)).toEqual([cups.id, lamp.id]);
    expect(ids).toContain(kettle.id);
    expect(ids).not.toContain(teapot.id);
    expect(ids).not.toContain(soldOutPan.id);
    expect(ids).not.toContain(offlineJug.id);
    expect(data.find((card) => card.id === kettle.id)).toMatchObject({ rating: '4.0', rating_count: 4, price: '10.00' });
  });

  it('shows the cards’ prices in the caller’s currency and keeps to the limit', async () => {
    const { data } = await recommend({ goods_id: kettle.id, limit: 1 }, { currency: 'EUR' });
    expect(data).toHaveLength(1);
    // 10.00 USD x 0.92
    expect(data[0]?.price).toBe('9.20');
  });

  it('recommends for the buyer’s own order, leaving out what it bought; 4206 for anyone else’s', async () => {
    const orderNo = await paidOrder([{ sku_id: lamp.skus[0]!.id, qty: 1 }]);
    const { data } = await recommend({ order_no: orderNo }, { token: buyer.token });
    const ids = data.map((card) => card.id);
    expect(ids).not.toContain(lamp.id);
    // Bought with the lamp before: the teapot and the cups.
    expect(ids.slice(0, 2).sort()).toEqual([teapot.id, cups.id].sort());

    const stranger = await newBuyer(t, root);
    expect((await recommend({ order_no: orderNo }, { token: stranger.token })).code).toBe(4206);
    expect((await recommend({ order_no: orderNo })).code).toBe(4206);
  });

  it('counts the 200 most recent bought orders of the goods: what it is bought with now wins over what it was bought with before', async () => {
    const tray = await saveProduct(t, root, kitchen, { name: { en: 'Tea Tray' }, skus: [{ spec_values: [], price: '10.00', stock: 50 }] });
    const cloth = await saveProduct(t, root, kitchen, { name: { en: 'Tray Cloth' }, skus: [{ spec_values: [], price: '10.00', stock: 50 }] });
    const shade = await saveProduct(t, root, (await saveCategory(t, root, { name: { en: 'Shades' } })).id, { name: { en: 'Lamp Shade' }, skus: [{ spec_values: [], price: '10.00', stock: 50 }] });
    const boughtTogether = (goods: ProductAdminDetail[]) => paidOrder(goods.map((item) => ({ sku_id: item.skus[0]!.id, qty: 1 })));
    /** `copies` more orders like `orderNo` (same buyer, status and lines), as if placed after it. */
    const copyOrder = (orderNo: string, copies: number) =>
      t.db.execute(sql`
        with copied as (
          insert into orders (order_no, user_id, status, goods_amount, shipping_fee, pay_amount, paid_amount, currency, rate, address, pay_deadline, paid_at)
          select left(o.order_no, 24) || '-' || n, o.user_id, o.status, o.goods_amount, o.shipping_fee, o.pay_amount, o.paid_amount, o.currency, o.rate, o.address, o.pay_deadline, o.paid_at
          from orders o cross join generate_series(1, ${copies}) as n where o.order_no = ${orderNo}
          returning id
        )
        insert into order_lines (order_id, sub_order_id, product_id, sku_id, name, spec_text, price, qty, amount)
        select copied.id, l.sub_order_id, l.product_id, l.sku_id, l.name, l.spec_text, l.price, l.qty, l.amount
        from copied cross join order_lines l join orders o on o.id = l.order_id where o.order_no = ${orderNo}`);
    // The cloth went with the tray in 251 orders long ago; the shade in 201 since.
    await copyOrder(await boughtTogether([tray, cloth]), 250);
    await copyOrder(await boughtTogether([tray, shade]), 200);

    const { data } = await recommend({ goods_id: tray.id });
    expect(data[0]?.id).toBe(shade.id);
  });

  it('answers the best sellers on sale with neither goods nor order, and refuses bad input with 4002', async () => {
    const { data } = await recommend({});
    expect(data.length).toBeGreaterThan(0);
    expect(data.every((card) => card.stock > 0)).toBe(true);
    expect(data.map((card) => card.id)).not.toContain(offlineJug.id);
    expect(await recommend({ goods_id: 'x' })).toMatchObject({ code: 4002, data: { goods_id: expect.any(String) } });
    expect(await recommend({ limit: 21 })).toMatchObject({ code: 4002, data: { limit: expect.any(String) } });
    expect(await recommend({ order_no: 'abc' })).toMatchObject({ code: 4002, data: { order_no: expect.any(String) } });
  });
});
