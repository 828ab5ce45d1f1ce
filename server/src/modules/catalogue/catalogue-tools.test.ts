// @module-tag embedded
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PageResult, ProductAdminDetail, ProductAdminRow, ProductImportResult, StockMovementRow } from '@roamcart/contracts';
import { products, stockAlerts, stockMovements } from './tables.ts';
import { adminCall, signedInAdmin, type AdminBrowser } from '../../test/admin-client.ts';
import { saveCategory, saveProduct } from '../../test/catalogue-fixture.ts';
import { call, createTestApp, registerCustomer, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
let root: AdminBrowser;
let categoryId: number;
let jacket: ProductAdminDetail;

/** A jacket in two colours, translated, with a description and SKU codes. */
const jacketBody = () => ({
  name: { en: 'Rain Jacket', 'zh-CN': '雨衣', fr: 'Veste de pluie' },
  subtitle: { en: 'Light and dry' },
  description: { en: '<p><strong>Taped</strong> seams</p>' },
  specs: [{ name: { en: 'Colour', 'zh-CN': '颜色' }, values: [{ en: 'Red', 'zh-CN': '红色' }, { en: 'Blue', 'zh-CN': '蓝色' }] }],
  skus: [
    { spec_values: ['Red'], price: '49.90', stock: 0, code: 'RJ-RED' },
    { spec_values: ['Blue'], price: '52.00', stock: 7, code: 'RJ-BLUE' },
  ],
});

beforeAll(async () => {
  t = await createTestApp();
  root = await signedInAdmin(t, 'super');
  categoryId = (await saveCategory(t, root, { name: { en: 'Outdoor', 'zh-CN': '户外' } })).id;
  jacket = await saveProduct(t, root, categoryId, jacketBody());
});
afterAll(async () => {
  await t.close();
});

const skuOf = (goods: ProductAdminDetail, colour: string) => goods.skus.find((sku) => sku.spec_values[0] === colour)!;
const detail = async (id: number) => (await adminCall<ProductAdminDetail>(t.app, root, 'GET', '/goods/detail', { id })).data;
const adjust = (body: Record<string, unknown>, lang = 'en') => adminCall<{ sku_id: number; stock: number }>(t.app, root, 'POST', '/stock/adjust', body, { lang });
const movementsOf = async (skuId: number) => (await adminCall<PageResult<StockMovementRow>>(t.app, root, 'GET', '/stock_movements', { sku_id: skuId })).data.list;
const exportCsv = async (query: Record<string, unknown>) => (await adminCall<{ filename: string; csv: string }>(t.app, root, 'GET', '/goods/export', query)).data;
const importCsv = (csv: string, lang = 'en') => adminCall<ProductImportResult | Record<string, string>>(t.app, root, 'POST', '/goods/import', { csv }, { lang });
const movementCount = async () => (await t.db.select({ id: stockMovements.id }).from(stockMovements)).length;

describe('POST /stock/adjust', () => {
  it('sets, adds and takes stock, each a movement with its reason and note', async () => {
    const blue = skuOf(jacket, 'Blue');
    expect((await adjust({ sku_id: blue.id, mode: 'set', quantity: 10, reason: 'stocktake', note: 'Shelf count' })).data).toEqual({ sku_id: blue.id, stock: 10 });
    expect((await adjust({ sku_id: blue.id, mode: 'add', quantity: 5, reason: 'received' })).data.stock).toBe(15);
    expect((await adjust({ sku_id: blue.id, mode: 'subtract', quantity: 2, reason: 'damaged', note: 'Torn' })).data.stock).toBe(13);
    const [taken, added, set] = await movementsOf(blue.id);
    expect(set).toMatchObject({ before: 7, after: 10, delta: 3, reason: 'stocktake', note: 'Shelf count', actor: `admin:${root.adminId}` });
    expect(added).toMatchObject({ before: 10, after: 15, delta: 5, reason: 'received', note: '' });
    expect(taken).toMatchObject({ before: 15, after: 13, delta: -2, reason: 'damaged', note: 'Torn' });
  });

  it('refuses to take more than there is with 4202 and writes nothing', async () => {
    const blue = skuOf(await detail(jacket.id), 'Blue');
    const before = await movementCount();
    const res = await adjust({ sku_id: blue.id, mode: 'subtract', quantity: blue.stock + 1, reason: 'lost' });
    expect(res.code).toBe(4202);
    expect(skuOf(await detail(jacket.id), 'Blue').stock).toBe(blue.stock);
    expect(await movementCount()).toBe(before);
  });

  it('names a wrong reason or quantity (4002) and an unknown SKU', async () => {
    const blue = skuOf(jacket, 'Blue');
    const wrong = await adjust({ sku_id: blue.id, mode: 'add', quantity: -1, reason: 'gift' });
    expect(wrong.code).toBe(4002);
    expect(Object.keys(wrong.data as object).sort()).toEqual(['quantity', 'reason']);
    const unknown = await adjust({ sku_id: 999_999, mode: 'add', quantity: 1, reason: 'received' });
    expect(unknown).toMatchObject({ code: 4002, data: { sku_id: expect.any(String) } });
  });

  it('tells waiting customers when an adjustment brings a sold-out SKU back', async () => {
    const red = skuOf(jacket, 'Red');
    const customer = await registerCustomer(t);
    expect((await call(t.app, 'POST', '/goods/stock_alert', { sku_id: red.id }, { token: customer.token })).code).toBe(200);
    await adjust({ sku_id: red.id, mode: 'add', quantity: 3, reason: 'received' });
    const [alert] = await t.db.select().from(stockAlerts).where(eq(stockAlerts.skuId, red.id));
    expect(alert?.dueAt).toBeInstanceOf(Date);
  });
});

describe('POST /goods/duplicate', () => {
  it('copies texts, pictures, specs and SKUs as an offline draft named "(copy)" in each language, without stock', async () => {
    await t.db.update(products).set({ salesVolume: 12 }).where(eq(products.id, jacket.id));
    const source = await detail(jacket.id);
    const res = await adminCall<ProductAdminDetail>(t.app, root, 'POST', '/goods/duplicate', { id: jacket.id });
    expect(res.code).toBe(200);
    const copy = res.data;
    expect(copy.id).not.toBe(jacket.id);
    expect(copy.name).toEqual({ en: 'Rain Jacket (copy)', 'zh-CN': '雨衣（副本）', fr: 'Veste de pluie (copie)' });
    expect(copy).toMatchObject({ status: 'offline', sales_volume: 0, subtitle: source.subtitle, description: source.description, images: source.images });
    expect(copy.specs.map((spec) => [spec.name, spec.values.map((value) => value.value)])).toEqual(source.specs.map((spec) => [spec.name, spec.values.map((value) => value.value)]));
    expect(copy.skus.map(({ spec_values, price, stock, code }) => ({ spec_values, price, stock, code }))).toEqual([
      { spec_values: ['Red'], price: '49.90', stock: 0, code: '' },
      { spec_values: ['Blue'], price: '52.00', stock: 0, code: '' },
    ]);
    expect(await detail(jacket.id)).toEqual(source);
  });

  it('answers 4402 for goods that do not exist', async () => {
    expect((await adminCall(t.app, root, 'POST', '/goods/duplicate', { id: 999_999 })).code).toBe(4402);
  });
});

describe('GET /goods (back office)', () => {
  it('names goods in the interface’s language, falling back to the default language', async () => {
    const lamp = await saveProduct(t, root, categoryId, { name: { en: 'Camp Lamp' } });
    const list = async (lang: string) => (await adminCall<PageResult<ProductAdminRow>>(t.app, root, 'GET', '/goods', { category_id: categoryId, limit: 100 }, { lang })).data.list;
    const zh = await list('zh-CN');
    expect(zh.find((row) => row.id === jacket.id)?.name).toBe('雨衣');
    expect(zh.find((row) => row.id === lamp.id)?.name).toBe('Camp Lamp');
    expect((await list('en')).find((row) => row.id === jacket.id)?.name).toBe('Rain Jacket');
  });
});

describe('GET /goods/export and POST /goods/import', () => {
  /** A CSV as rows of cells by column name. */
  const tableOf = (csv: string) => {
    const [header, ...rows] = csv.trim().split('\r\n').map((line) => line.split(','));
    return { header: header!, rows, cell: (row: string[], column: string) => row[header!.indexOf(column)] };
  };

  it('exports the filtered goods one row per SKU, money in base-currency major units', async () => {
    const file = await exportCsv({ keyword: 'rain jacket', status: 'online' });
    expect(file.filename).toMatch(/^goods-\d{4}-\d{2}-\d{2}\.csv$/);
    const { header, rows, cell } = tableOf(file.csv);
    expect(header).toEqual(expect.arrayContaining(['product_id', 'name:en', 'name:zh-CN', 'sku_code', 'spec1_name', 'spec1_value', 'price', 'stock']));
    expect(rows.map((row) => [cell(row, 'product_id'), cell(row, 'name:zh-CN'), cell(row, 'spec1_value'), cell(row, 'sku_code'), cell(row, 'price')])).toEqual([
      [String(jacket.id), '雨衣', 'Red', 'RJ-RED', '49.90'],
      [String(jacket.id), '雨衣', 'Blue', 'RJ-BLUE', '52.00'],
    ]);
  });

  it('changes nothing when the export comes back unchanged', async () => {
    const { csv } = await exportCsv({ category_id: categoryId });
    const before = await t.db.select().from(products).where(eq(products.categoryId, categoryId));
    const movements = await movementCount();
    const res = await importCsv(csv);
    expect(res).toMatchObject({ code: 200, data: { created: 0, updated: 0, unchanged: before.length } });
    expect(await t.db.select().from(products).where(eq(products.categoryId, categoryId))).toEqual(before);
    expect(await movementCount()).toBe(movements);
  });

  it('updates goods by product id or SKU code, and creates new goods from rows without either', async () => {
    const { csv } = await exportCsv({ keyword: 'rain jacket', status: 'online' });
    const { header, rows, cell } = tableOf(csv);
    const blueStock = Number(cell(rows[1]!, 'stock'));
    const set = (row: string[], column: string, value: string) => (row[header.indexOf(column)] = value);
    set(rows[0]!, 'price', '45.5');
    set(rows[1]!, 'stock', String(blueStock + 4));
    // The second row found by its SKU code alone.
    set(rows[1]!, 'product_id', '');
    const fresh = header.map((column) =>
      ({ category_id: String(categoryId), status: 'offline', 'name:en': 'Trail Poles', images: '/uploads/test/card.png', market_price: '0', purchase_limit: '0', is_new: 'false', sku_code: 'TP-1', price: '19.99', stock: '6' })[column] ?? '',
    );
    const res = await importCsv([header, ...rows, fresh].map((row) => row.join(',')).join('\r\n'));
    expect(res).toMatchObject({ code: 200, data: { created: 1, updated: 1, unchanged: 0 } });

    const updated = await detail(jacket.id);
    expect(skuOf(updated, 'Red').price).toBe('45.50');
    expect(skuOf(updated, 'Blue').stock).toBe(blueStock + 4);
    expect(updated.description).toEqual(jacket.description);
    expect((await movementsOf(skuOf(updated, 'Blue').id))[0]).toMatchObject({ delta: 4, reason: 'import' });
    const poles = (await adminCall<PageResult<ProductAdminRow>>(t.app, root, 'GET', '/goods', { keyword: 'trail poles' })).data.list[0]!;
    expect(await detail(poles.id)).toMatchObject({ name: { en: 'Trail Poles' }, status: 'offline', skus: [{ code: 'TP-1', price: '19.99', stock: 6 }] });
  });

  it('refuses a file with wrong cells, naming each row and column, and writes nothing', async () => {
    const { csv } = await exportCsv({ keyword: 'rain jacket', status: 'online' });
    const { header, rows } = tableOf(csv);
    const before = await detail(jacket.id);
    const movements = await movementCount();
    rows[0]![header.indexOf('stock')] = '999';
    rows[1]![header.indexOf('price')] = '12.345';
    rows[1]![header.indexOf('status')] = 'hidden';
    const res = await importCsv([header, ...rows].map((row) => row.join(',')).join('\r\n'), 'zh-CN');
    expect(res.code).toBe(4002);
    expect(res.data).toEqual({ 'rows.3.price': '金额无效', 'rows.3.status': expect.any(String) });
    expect(await detail(jacket.id)).toEqual(before);
    expect(await movementCount()).toBe(movements);
  });

  it('refuses a file without the export’s columns', async () => {
    const res = await importCsv('id,title\r\n1,Jacket\r\n');
    expect(res).toMatchObject({ code: 4002, data: { csv: expect.any(String) } });
  });
});
