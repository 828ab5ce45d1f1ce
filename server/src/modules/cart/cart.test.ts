// @module-tag embedded
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CART_LINES_MAX, type CartView, type ProductAdminDetail } from '@roamcart/contracts';
import { cartLines } from './tables.ts';
import { adminCall, signedInAdmin, type AdminBrowser } from '../../test/admin-client.ts';
import { saveCategory, saveProduct } from '../../test/catalogue-fixture.ts';
import { call, createTestApp, registerCustomer, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
let root: AdminBrowser;
let categoryId: number;
let shirt: ProductAdminDetail;
let mug: ProductAdminDetail;
let buyer: string;

const skuOf = (product: ProductAdminDetail, ...values: string[]) => {
  const sku = product.skus.find((candidate) => candidate.spec_values.join('/') === values.join('/'));
  if (!sku) throw new Error(`no SKU ${values.join('/')}`);
  return sku.id;
};
const cart = (token: string, method: 'GET' | 'POST', path: string, body?: Record<string, unknown>, lang = 'en', currency = 'USD') =>
  call<CartView>(t.app, method, `/cart/${path}`, body, { token, lang, currency });

beforeAll(async () => {
  t = await createTestApp();
  root = await signedInAdmin(t, 'super');
  categoryId = (await saveCategory(t, root, { name: { en: 'Clothing' } })).id;
  shirt = await saveProduct(t, root, categoryId, {
    name: { en: 'Linen Shirt', 'zh-CN': '亚麻衬衫' },
    purchase_limit: 3,
    specs: [
      { name: { en: 'Colour', 'zh-CN': '颜色' }, values: [{ en: 'Blue', 'zh-CN': '蓝色' }, { en: 'Sand' }] },
      { name: { en: 'Size' }, values: [{ en: 'M' }, { en: 'L' }] },
    ],
    skus: [
      { spec_values: ['Blue', 'M'], price: '10.05', stock: 5 },
      { spec_values: ['Blue', 'L'], price: '12.00', stock: 1 },
      { spec_values: ['Sand', 'M'], price: '10.05', stock: 0 },
      { spec_values: ['Sand', 'L'], price: '12.00', stock: 9 },
    ],
  });
  mug = await saveProduct(t, root, categoryId, { name: { en: 'Enamel Mug' }, skus: [{ spec_values: [], price: '4.00', stock: 200 }] });
  buyer = (await registerCustomer(t)).token;
});
afterAll(async () => {
  await t.close();
});

describe('cart', () => {
  it('is signed-in only', async () => {
    expect((await call(t.app, 'GET', '/cart/list')).code).toBe(2001);
  });

  it('adds a SKU, adds to its line on a second add, and answers totals in the caller’s currency and language', async () => {
    const { token } = await registerCustomer(t);
    await cart(token, 'POST', 'add', { sku_id: skuOf(shirt, 'Blue', 'M'), qty: 1 });
    const added = await cart(token, 'POST', 'add', { sku_id: skuOf(shirt, 'Blue', 'M'), qty: 1 }, 'zh-CN', 'EUR');
    expect(added.code).toBe(200);
    expect(added.data.count).toBe(1);
    expect(added.data.list[0]).toMatchObject({ name: '亚麻衬衫', spec_text: '蓝色 / M', qty: 2, selected: true, stock: 5, purchase_limit: 3, changes: [] });
    const usd = await cart(token, 'GET', 'list');
    expect(usd.data).toMatchObject({ selected_qty: 2, selected_amount: '20.10' });
    expect(usd.data.list[0]).toMatchObject({ price: '10.05', added_price: '10.05' });
    const jpy = await cart(token, 'GET', 'list', undefined, 'en', 'JPY');
    expect(jpy.data.selected_amount).toMatch(/^\d+$/);
  });

  it('refuses what stock, the purchase limit or an offline goods do not allow, in the caller’s language', async () => {
    const { token } = await registerCustomer(t);
    expect(await cart(token, 'POST', 'add', { sku_id: skuOf(shirt, 'Sand', 'M'), qty: 1 })).toMatchObject({ code: 4202, msg: 'Insufficient inventory' });
    expect(await cart(token, 'POST', 'add', { sku_id: skuOf(shirt, 'Sand', 'L'), qty: 4 }, 'zh-CN')).toMatchObject({ code: 4204, data: { limit: 3, left: 3 }, msg: '亚麻衬衫每人限购 3 件，您还可购买 3 件' });
    // With two in the cart, two more is one too many: the answer says one more fits.
    await cart(token, 'POST', 'add', { sku_id: skuOf(shirt, 'Sand', 'L'), qty: 2 });
    expect(await cart(token, 'POST', 'add', { sku_id: skuOf(shirt, 'Sand', 'L'), qty: 2 })).toMatchObject({ code: 4204, data: { limit: 3, left: 1 } });
    await cart(token, 'POST', 'delete', { ids: (await cart(token, 'GET', 'list')).data.list.map((line) => line.id) });
    await cart(token, 'POST', 'add', { sku_id: skuOf(shirt, 'Blue', 'L'), qty: 1 });
    expect((await cart(token, 'POST', 'add', { sku_id: skuOf(shirt, 'Blue', 'L'), qty: 1 })).code).toBe(4202);
    expect((await cart(token, 'POST', 'add', { sku_id: 99_999_999, qty: 1 })).code).toBe(4402);
    expect((await cart(token, 'GET', 'list')).data.list).toHaveLength(1);
  });

  it('answers 4001/4002 with the field for bad input and writes nothing', async () => {
    const { token } = await registerCustomer(t);
    expect(await cart(token, 'POST', 'add', { sku_id: skuOf(mug), qty: 0 })).toMatchObject({ code: 4002, data: { qty: expect.any(String) } });
    expect(await cart(token, 'POST', 'add', { sku_id: skuOf(mug), qty: 1.5 })).toMatchObject({ code: 4002, data: { qty: expect.any(String) } });
    expect(await cart(token, 'POST', 'add', { qty: 1 })).toMatchObject({ code: 4001, data: { sku_id: 'Required' } });
    expect(await cart(token, 'POST', 'delete', { ids: [] })).toMatchObject({ code: 4002, data: { ids: expect.any(String) } });
    expect((await cart(token, 'GET', 'list')).data.count).toBe(0);
  });

  it('updates quantity within the rules, selects and unselects lines (all too), and deletes', async () => {
    const { token } = await registerCustomer(t);
    await cart(token, 'POST', 'add', { sku_id: skuOf(shirt, 'Blue', 'M'), qty: 1 });
    const { data } = await cart(token, 'POST', 'add', { sku_id: skuOf(mug), qty: 2 });
    const [shirtLine, mugLine] = data.list;
    expect((await cart(token, 'POST', 'update', { id: shirtLine!.id, qty: 4 })).code).toBe(4204);
    expect((await cart(token, 'POST', 'update', { id: mugLine!.id, qty: 201 })).code).toBe(4202);
    expect((await cart(token, 'POST', 'update', { id: mugLine!.id, qty: 5, selected: false })).data).toMatchObject({ selected_qty: 1, selected_amount: '10.05' });
    expect((await cart(token, 'POST', 'select_all', { selected: false })).data).toMatchObject({ selected_qty: 0, selected_amount: '0.00' });
    expect((await cart(token, 'POST', 'select_all', { selected: true })).data).toMatchObject({ selected_qty: 6, selected_amount: '30.05' });
    const left = await cart(token, 'POST', 'delete', { ids: [shirtLine!.id] });
    expect(left.data.list.map((line) => line.id)).toEqual([mugLine!.id]);
  });

  it('flags lines whose price, stock or online status changed since they were added, and leaves them out of the total when offline', async () => {
    const { token } = await registerCustomer(t);
    const cup = await saveProduct(t, root, categoryId, { name: { en: 'Tea Cup' }, skus: [{ spec_values: [], price: '3.00', stock: 4 }] });
    const plate = await saveProduct(t, root, categoryId, { name: { en: 'Plate' }, skus: [{ spec_values: [], price: '6.00', stock: 4 }] });
    await cart(token, 'POST', 'add', { sku_id: skuOf(cup), qty: 3 });
    await cart(token, 'POST', 'add', { sku_id: skuOf(plate), qty: 1 });
    await saveProduct(t, root, categoryId, { id: cup.id, name: { en: 'Tea Cup' }, skus: [{ spec_values: [], price: '3.50', stock: 2 }] });
    await adminCall(t.app, root, 'POST', '/goods/status', { ids: [plate.id], status: 'offline' });
    const { data } = await cart(token, 'GET', 'list');
    expect(data.list.map((line) => line.changes)).toEqual([['price', 'stock'], ['offline']]);
    expect(data.list[0]).toMatchObject({ price: '3.50', added_price: '3.00' });
    expect(data).toMatchObject({ selected_qty: 3, selected_amount: '10.50' });
    expect((await cart(token, 'POST', 'update', { id: data.list[1]!.id, qty: 2 })).code).toBe(4205);
    const acknowledged = await cart(token, 'POST', 'update', { id: data.list[0]!.id, qty: 2 });
    expect(acknowledged.data.list[0]!.changes).toEqual([]);
    // Adding to a line already there checks the SKU as it is now, and moves the price seen to today's.
    expect((await cart(token, 'POST', 'add', { sku_id: skuOf(plate), qty: 1 })).code).toBe(4205);
    expect((await cart(token, 'POST', 'add', { sku_id: skuOf(cup), qty: 1 })).code).toBe(4202);
    await saveProduct(t, root, categoryId, { id: cup.id, name: { en: 'Tea Cup' }, skus: [{ spec_values: [], price: '3.75', stock: 9 }] });
    const toppedUp = await cart(token, 'POST', 'add', { sku_id: skuOf(cup), qty: 1 });
    expect(toppedUp.data.list[0]).toMatchObject({ qty: 3, price: '3.75', added_price: '3.75', changes: [] });
  });

  it('never shows, changes or deletes another customer’s lines', async () => {
    const other = await registerCustomer(t);
    const { data } = await cart(other.token, 'POST', 'add', { sku_id: skuOf(mug), qty: 1 });
    const theirs = data.list[0]!.id;
    expect((await cart(buyer, 'GET', 'list')).data.list.some((line) => line.id === theirs)).toBe(false);
    expect((await cart(buyer, 'POST', 'update', { id: theirs, qty: 3 })).code).toBe(4402);
    await cart(buyer, 'POST', 'delete', { ids: [theirs] });
    await cart(buyer, 'POST', 'select_all', { selected: false });
    expect((await cart(other.token, 'GET', 'list')).data.list[0]).toMatchObject({ id: theirs, qty: 1, selected: true });
  });

  it('holds at most the limit of lines, also under parallel adds of different SKUs', async () => {
    const { token, userId } = await registerCustomer(t);
    const values = (prefix: string) => Array.from({ length: 11 }, (_, i) => ({ en: `${prefix}${i}` }));
    const sticker = await saveProduct(t, root, categoryId, {
      name: { en: 'Sticker' },
      specs: [
        { name: { en: 'Design' }, values: values('D') },
        { name: { en: 'Size' }, values: values('S') },
      ],
      skus: values('D').flatMap((design) => values('S').map((size) => ({ spec_values: [design.en, size.en], price: '1.00', stock: 5 }))),
    });
    // Two short of full, straight into the table; the last lines race through the API.
    const prefilled = sticker.skus.slice(0, CART_LINES_MAX - 2);
    await t.db.insert(cartLines).values(prefilled.map((sku) => ({ userId, skuId: sku.id, qty: 1, addedPrice: 100n })));
    const racing = sticker.skus.slice(CART_LINES_MAX - 2, CART_LINES_MAX + 4);
    const answers = await Promise.all(racing.map((sku) => cart(token, 'POST', 'add', { sku_id: sku.id, qty: 1 })));
    expect(await t.db.$count(cartLines, eq(cartLines.userId, userId))).toBe(CART_LINES_MAX);
    expect(answers.filter((answer) => answer.code === 200)).toHaveLength(2);
    expect(answers.find((answer) => answer.code !== 200)).toMatchObject({ code: 4213, msg: `The cart is full (at most ${CART_LINES_MAX} lines)` });
    expect((await cart(token, 'POST', 'add', { sku_id: prefilled[0]!.id, qty: 1 })).code).toBe(200);
  });
});
