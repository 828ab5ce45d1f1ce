// @module-tag embedded
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LANGUAGE_CODES, type GoodsCard, type HomeContent, type PageResult } from '@roamcart/contracts';
import { categories, products, skus, stockMovements } from '../modules/catalogue/tables.ts';
import { call, createTestApp, type TestApp } from '../test/test-app.ts';
import { seedDemoCatalogue, seedLargeCatalogue } from './catalogue.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seedDemoCatalogue(t.app.deps);
}, 60_000);
afterAll(async () => {
  await t.close();
});

const count = async (table: typeof categories | typeof products) => (await t.db.select({ n: sql<number>`count(*)::int` }).from(table))[0]?.n ?? 0;

describe('seedDemoCatalogue', () => {
  it('seeds a shop of categories and goods named in six languages, with specs, sold-out and offline goods', async () => {
    expect(await count(categories)).toBeGreaterThanOrEqual(12);
    expect(await count(products)).toBeGreaterThanOrEqual(150);
    const all = await t.db.select().from(products);
    expect(all.every((row) => LANGUAGE_CODES.every((lang) => row.name[lang] && row.description[lang]))).toBe(true);
    expect(all.some((row) => row.status === 'offline')).toBe(true);
    expect(new Set(all.map((row) => row.shippingSource)).size).toBe(2);
    const skusPerProduct = await t.db.select({ n: sql<number>`count(*)::int` }).from(skus).groupBy(skus.productId);
    expect(Math.max(...skusPerProduct.map((row) => row.n))).toBeGreaterThanOrEqual(16);
    const soldOut = await call<PageResult<GoodsCard>>(t.app, 'GET', '/goods/list', { in_stock: false });
    expect(soldOut.data.total).toBeGreaterThan(0);
    const [moves] = await t.db.select({ n: sql<number>`count(*)::int` }).from(stockMovements);
    expect(moves?.n).toBeGreaterThan(0);
    const image = all[0]?.images[0] ?? '';
    expect((await t.app.inject({ method: 'GET', url: image })).statusCode).toBe(200);
  });

  it('gives Home banners whose images are served', async () => {
    const home = await call<HomeContent>(t.app, 'GET', '/home/index');
    expect(home.data.banners.length).toBeGreaterThanOrEqual(3);
    const first = home.data.banners[0]?.image_url ?? '';
    expect((await t.app.inject({ method: 'GET', url: first })).statusCode).toBe(200);
  });

  it('adds nothing on a second run', async () => {
    const before = await count(products);
    const bannersBefore = (await call<HomeContent>(t.app, 'GET', '/home/index')).data.banners.length;
    await seedDemoCatalogue(t.app.deps);
    expect(await count(products)).toBe(before);
    expect((await call<HomeContent>(t.app, 'GET', '/home/index')).data.banners).toHaveLength(bannersBefore);
  });
});

describe('seedLargeCatalogue', () => {
  it('adds numbered goods over the demo categories, named in six languages with SKUs, and nothing more on a second run', async () => {
    const before = await count(products);
    expect(await seedLargeCatalogue(t.app.deps, 60)).toBe(60);
    expect(await count(products)).toBe(before + 60);
    const added = await t.db.select().from(products).orderBy(sql`${products.id} desc`).limit(60);
    expect(added.every((row) => LANGUAGE_CODES.every((lang) => / 1$/.test(row.name[lang] ?? '')))).toBe(true);
    expect(new Set(added.map((row) => row.categoryId)).size).toBeGreaterThan(10);
    const [codes] = await t.db.select({ n: sql<number>`count(distinct ${skus.productId})::int` }).from(skus).where(sql`${skus.code} like 'L%'`);
    expect(codes?.n).toBe(60);
    expect(await seedLargeCatalogue(t.app.deps, 60)).toBe(0);
    expect(await count(products)).toBe(before + 60);
  });
});
