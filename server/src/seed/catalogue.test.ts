// @module-tag embedded
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LANGUAGE_CODES, type GoodsCard, type HomeContent, type PageResult } from '@roamcart/contracts';
import { categories, products, productSpecs, productSpecValues, skus, stockMovements } from '../modules/catalogue/tables.ts';
import { banners, notices } from '../modules/content/tables.ts';
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

  it('draws each goods type its own gallery of three, with the front on its edition’s backdrop and a picture per colour', async () => {
    const all = await t.db.select({ id: products.id, name: products.name, images: products.images }).from(products).orderBy(products.id);
    expect(all.every((row) => row.images.length === 3)).toBe(true);
    const typeOf = (name: string) => name.replace(/^\S+ /, '').replace(/ \S+$/, '');
    const byType = new Map<string, typeof all>();
    for (const row of all) byType.set(typeOf(row.name.en ?? ''), [...(byType.get(typeOf(row.name.en ?? '')) ?? []), row]);
    expect(byType.size).toBe(24);
    // Types differ in every picture; a type's editions share the other views but not the front.
    const sides = [...byType.values()].map((rows) => rows[0]?.images[1]);
    expect(new Set(sides).size).toBe(24);
    for (const rows of byType.values()) {
      expect(new Set(rows.map((row) => row.images[0])).size).toBe(rows.length);
      expect(new Set(rows.map((row) => row.images[1])).size).toBe(1);
    }
    const bytes = async (url: string) => Buffer.from((await t.app.inject({ method: 'GET', url })).rawPayload);
    const [first, second] = await Promise.all([bytes(all[0]?.images[0] ?? ''), bytes(all[1]?.images[0] ?? '')]);
    expect(first.subarray(0, 4).toString()).toBe('RIFF');
    expect(first.equals(second)).toBe(false);

    // A goods with a colour: each colour's SKUs show it in that colour; the same colour shares its picture.
    const colourSkus = await t.db
      .select({ image: skus.image, colour: productSpecValues.valueKey })
      .from(skus)
      .innerJoin(productSpecValues, sql`${productSpecValues.id} = (${skus.specValueIds} ->> 0)::int`)
      .innerJoin(productSpecs, sql`${productSpecs.id} = ${productSpecValues.specId}`)
      .where(sql`${skus.code} = any(array['D1-1', 'D1-2', 'D1-5', 'D1-6', 'D1-9', 'D1-13'])`);
    expect(colourSkus).toHaveLength(6);
    const imageByColour = new Map(colourSkus.map((sku) => [sku.colour, sku.image]));
    expect(imageByColour.size).toBe(4);
    expect(new Set(imageByColour.values()).size).toBe(4);
    expect(colourSkus.every((sku) => sku.image === imageByColour.get(sku.colour) && sku.image.startsWith('/uploads/'))).toBe(true);
    expect((await t.app.inject({ method: 'GET', url: colourSkus[0]?.image ?? '' })).statusCode).toBe(200);
  });

  it('gives each type specs that fit it, in six languages', async () => {
    const specs = await t.db
      .select({ goods: products.name, spec: productSpecs.name, values: sql<string[]>`array_agg(${productSpecValues.valueKey} order by ${productSpecValues.sort})` })
      .from(productSpecs)
      .innerJoin(products, sql`${products.id} = ${productSpecs.productId}`)
      .innerJoin(productSpecValues, sql`${productSpecValues.specId} = ${productSpecs.id}`)
      .groupBy(products.name, productSpecs.name, productSpecs.id);
    const specsOf = (type: string) => specs.filter((row) => row.goods.en?.includes(type));
    expect(specsOf('Headphones').length).toBeGreaterThan(0);
    expect(specsOf('Headphones').some((row) => row.spec.en === 'Size')).toBe(false);
    expect(specsOf('T-Shirt').find((row) => row.spec.en === 'Size')?.values).toEqual(['s', 'm', 'l', 'xl']);
    expect(specsOf('Running Shoes').find((row) => row.spec.en === 'Size')?.values).toEqual(['eu 40', 'eu 41', 'eu 42', 'eu 43']);
    expect(specsOf('Smartphone').find((row) => row.spec.en === 'Storage')?.values).toEqual(['128 gb', '256 gb', '512 gb', '1 tb']);
    expect(specsOf('Power Bank').find((row) => row.spec.en === 'Capacity')?.values).toContain('10,000 mah');
    expect(specsOf('Face Cream').some((row) => row.spec.en === 'Colour')).toBe(false);
    expect(specs.every((row) => LANGUAGE_CODES.every((lang) => row.spec[lang]))).toBe(true);
    // French writes its own digit grouping.
    const [value] = await t.db.select({ value: productSpecValues.value }).from(productSpecValues).where(sql`${productSpecValues.valueKey} = '20,000 mah'`).limit(1);
    expect(value?.value.fr).toBe('20\u202f000 mAh');
  });

  it('writes subtitles and descriptions per type, starts every sales count at 0, and gives every category an icon', async () => {
    const all = await t.db.select({ name: products.name, subtitle: products.subtitle, description: products.description, sales: products.salesVolume }).from(products);
    expect(all.every((row) => row.sales === 0)).toBe(true);
    expect(new Set(all.map((row) => row.subtitle.en)).size).toBe(24);
    expect(all.every((row) => LANGUAGE_CODES.every((lang) => row.subtitle[lang] && (row.description[lang]?.match(/<li>/g) ?? []).length >= 2))).toBe(true);
    const headphones = all.find((row) => row.name.en === 'Nordvik Wireless Headphones Classic');
    expect(headphones?.description.ja).toContain('40mm');
    const icons = await t.db.select({ icon: categories.icon }).from(categories);
    expect(icons.every((row) => row.icon.startsWith('/uploads/'))).toBe(true);
    expect(new Set(icons.map((row) => row.icon)).size).toBe(icons.length);
    expect((await t.app.inject({ method: 'GET', url: icons[0]?.icon ?? '' })).statusCode).toBe(200);
  });

  it('gives Home banners with a title and a call to action in every language, and notices', async () => {
    const rows = await t.db.select().from(banners);
    expect(rows.every((row) => LANGUAGE_CODES.every((lang) => row.titles[lang] && row.cta[lang]))).toBe(true);
    const arabic = await call<HomeContent>(t.app, 'GET', '/home/index', undefined, { lang: 'ar' });
    expect(arabic.data.banners[0]).toMatchObject({ title: 'New arrivals this week', headline: 'وصل حديثًا هذا الأسبوع', cta: 'تسوّق الجديد' });
    const home = await call<HomeContent>(t.app, 'GET', '/home/index');
    expect(home.data.notices.map((notice) => notice.title)).toEqual(['Shipping times', 'Returns within 7 days', 'Holiday offers']);
    expect(await t.db.select().from(notices)).toHaveLength(3);
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
