import { isNotNull, sql } from 'drizzle-orm';
import { categories, hotKeywords, products, productSpecs, productSpecValues, skus, stockMovements } from '../modules/catalogue/tables.ts';
import { banners } from '../modules/content/tables.ts';
import { uploads } from '../platform/tables/upload.ts';
import type { LocalizedText } from '../platform/tables/columns.ts';
import type { Db, Tx } from '../platform/db.ts';
import { loadSharp } from '../platform/images.ts';
import type { Storage } from '../platform/storage.ts';
import { searchTextOf } from '../modules/catalogue/index.ts';
import {
  DEMO_BRANDS,
  DEMO_CATEGORIES,
  DEMO_DESCRIPTIONS,
  DEMO_EDITIONS,
  DEMO_HOT_KEYWORDS,
  DEMO_LANGS,
  DEMO_NAME_PATTERNS,
  DEMO_SPECS,
  DEMO_SUBTITLES,
  type DemoType,
  type Words,
} from './catalogue-words.ts';

const texts = (words: Words): LocalizedText => Object.fromEntries(DEMO_LANGS.map((lang, index) => [lang, words[index] ?? words[0]]));

/** Gallery images are 750x485 (SPEC §5): a coloured card per goods, drawn here (no network). */
async function demoImage(colour: string, variant: number): Promise<Buffer> {
  const cx = 200 + ((variant * 97) % 350);
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="750" height="485">
    <rect width="750" height="485" fill="${colour}"/>
    <circle cx="${cx}" cy="242" r="${110 + (variant % 4) * 20}" fill="#ffffff" fill-opacity="0.28"/>
    <rect x="${cx - 60}" y="182" width="120" height="120" rx="24" fill="#ffffff" fill-opacity="0.55"/>
  </svg>`;
  const sharp = await loadSharp();
  return sharp(Buffer.from(svg)).webp({ quality: 60 }).toBuffer();
}

/** Home's demo banners: where each leads, its colours, and its title (the image's alternative text). */
const DEMO_BANNERS = [
  { title: 'New arrivals this week', link: '/new', colours: ['#c2410c', '#f59e0b'] },
  { title: 'Shop by category', link: '/category', colours: ['#1d4ed8', '#38bdf8'] },
  { title: 'Headphones for every day', link: '/search?keyword=headphones', colours: ['#047857', '#34d399'] },
];

/** A banner is a 750x485 gradient with soft shapes, drawn here like the goods cards. */
async function demoBannerImage(from: string, to: string): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="750" height="485">
    <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>
    <rect width="750" height="485" fill="url(#g)"/>
    <circle cx="600" cy="120" r="170" fill="#ffffff" fill-opacity="0.18"/>
    <circle cx="140" cy="420" r="120" fill="#ffffff" fill-opacity="0.14"/>
    <rect x="90" y="150" width="300" height="36" rx="18" fill="#ffffff" fill-opacity="0.7"/>
    <rect x="90" y="210" width="200" height="24" rx="12" fill="#ffffff" fill-opacity="0.5"/>
  </svg>`;
  const sharp = await loadSharp();
  return sharp(Buffer.from(svg)).webp({ quality: 60 }).toBuffer();
}

/** Stores a seed image like an upload (staged, recorded, published), so orphan cleaning keeps it. */
export async function storeImage(db: Db, storage: Storage, content: Buffer): Promise<string> {
  const staged = await storage.stage(content, 'webp');
  await db.insert(uploads).values({ path: staged.path, mime: 'image/webp', bytes: content.length, width: 750, height: 485, owner: 'seed' });
  await storage.publish(staged);
  return staged.url;
}


/** One goods of the demo shop: a type of a leaf category in one edition by one brand. */
interface DemoGoods {
  categoryId: number;
  type: DemoType;
  editionIndex: number;
  brand: string;
  /** Drives the variations (price, specs, sold out, offline...) so the shop looks lived in. */
  index: number;
  image: string;
  /** The large seed's copy number, added to the name so its many copies tell apart. */
  series: number | null;
  /** The SKU code, and its prefix for a SKU of a combination: also what tells the large seed's goods. */
  code: string;
}

function demoProductRow(goods: DemoGoods, now: number): typeof products.$inferInsert {
  const { index, brand, type } = goods;
  const edition = DEMO_EDITIONS[goods.editionIndex] ?? DEMO_EDITIONS[0];
  const name = Object.fromEntries(
    DEMO_LANGS.map((lang, langIndex) => {
      const named = (DEMO_NAME_PATTERNS[langIndex] ?? '')
        .replace('{brand}', brand)
        .replace('{type}', type.name[langIndex] ?? '')
        .replace('{edition}', edition?.name[langIndex] ?? '');
      return [lang, goods.series === null ? named : `${named} ${goods.series}`];
    }),
  );
  const subtitle = texts(DEMO_SUBTITLES);
  const price = BigInt(Math.round((type.price * (edition?.factor ?? 100)) / 100 / 10) * 10 - 1);
  const isNew = goods.editionIndex === 0 || index % 9 === 0;
  return {
    categoryId: goods.categoryId,
    brand,
    name,
    subtitle,
    description: Object.fromEntries(DEMO_LANGS.map((lang, langIndex) => [lang, (DEMO_DESCRIPTIONS[langIndex] ?? '').replace('{name}', name[lang] ?? '')])),
    searchText: searchTextOf(name, subtitle, brand),
    images: [goods.image],
    price,
    marketPrice: (price * 13n) / 10n,
    salesVolume: (index * 37) % 500,
    purchaseLimit: index % 6 === 0 ? 2 : 0,
    shippingSource: index % 3 === 0 ? 'merchant' : 'warehouse',
    status: index % 17 === 5 ? 'offline' : 'online',
    isNew,
    newAt: isNew ? new Date(now - index * 3_600_000) : null,
    sort: 0,
  };
}

/** Rows per insert statement: well under PostgreSQL's 65,535 parameters. */
const BATCH = 1000;

async function insertInBatches<T>(rows: T[], insert: (batch: T[]) => Promise<void>): Promise<void> {
  for (let start = 0; start < rows.length; start += BATCH) await insert(rows.slice(start, start + BATCH));
}

/**
 * Inserts goods with their specs (none, colour, or colour and size), one SKU per combination and
 * a seed stock movement for each SKU in stock: a few statements per thousand goods.
 */
async function insertDemoGoods(tx: Tx, goods: DemoGoods[], now: number): Promise<void> {
  const inserted: { id: number; price: bigint }[] = [];
  await insertInBatches(goods, async (batch) => {
    inserted.push(...(await tx.insert(products).values(batch.map((one) => demoProductRow(one, now))).returning({ id: products.id, price: products.price })));
  });
  const specCountOf = (index: number) => (index % 4 === 0 ? 2 : index % 4 === 2 ? 1 : 0);

  const specRows = goods.flatMap((one, at) =>
    DEMO_SPECS.slice(0, specCountOf(one.index)).map((spec, specIndex) => ({ productId: inserted[at]?.id ?? 0, name: texts(spec.name), sort: specIndex })),
  );
  const specIds = new Map<string, number>();
  await insertInBatches(specRows, async (batch) => {
    for (const row of await tx.insert(productSpecs).values(batch).returning({ id: productSpecs.id, productId: productSpecs.productId, sort: productSpecs.sort })) {
      specIds.set(`${row.productId}:${row.sort}`, row.id);
    }
  });
  const valueRows = specRows.flatMap((spec) =>
    (DEMO_SPECS[spec.sort]?.values ?? []).map((value, sort) => ({ specId: specIds.get(`${spec.productId}:${spec.sort}`) ?? 0, value: texts(value), valueKey: value[0].toLowerCase(), sort })),
  );
  const valuesBySpec = new Map<number, { id: number; key: string }[]>();
  await insertInBatches(valueRows, async (batch) => {
    for (const row of await tx.insert(productSpecValues).values(batch).returning({ id: productSpecValues.id, specId: productSpecValues.specId, key: productSpecValues.valueKey })) {
      valuesBySpec.set(row.specId, [...(valuesBySpec.get(row.specId) ?? []), { id: row.id, key: row.key }]);
    }
  });

  const skuRows: (typeof skus.$inferInsert)[] = [];
  for (const [at, one] of goods.entries()) {
    const product = inserted[at];
    if (!product) continue;
    const soldOut = one.index % 11 === 4;
    const stockOf = (n: number) => (soldOut ? 0 : 5 + ((one.index * 7 + n * 13) % 60));
    const specCount = specCountOf(one.index);
    if (specCount === 0) {
      skuRows.push({ productId: product.id, comboKey: '', price: product.price, stock: stockOf(0), code: one.code });
      continue;
    }
    const valueIds = Array.from({ length: specCount }, (_, sort) => valuesBySpec.get(specIds.get(`${product.id}:${sort}`) ?? 0) ?? []);
    const combos = valueIds.reduce<{ id: number; key: string }[][]>((all, values) => all.flatMap((combo) => values.map((value) => [...combo, value])), [[]]);
    for (const [n, combo] of combos.entries()) {
      skuRows.push({
        productId: product.id,
        specValueIds: combo.map((value) => value.id),
        comboKey: combo.map((value) => value.key).join('|'),
        price: product.price + BigInt((n % 4) * 200),
        // Some sizes of a two-spec goods run out on their own.
        stock: n % 5 === 3 ? 0 : stockOf(n),
        code: `${one.code}-${n + 1}`,
      });
    }
  }
  await insertInBatches(skuRows, async (batch) => {
    const created = await tx.insert(skus).values(batch).returning({ id: skus.id, productId: skus.productId, stock: skus.stock });
    const movements = created
      .filter((sku) => sku.stock > 0)
      .map((sku) => ({ skuId: sku.id, productId: sku.productId, before: 0, after: sku.stock, delta: sku.stock, reason: 'seed', reference: 'demo', actor: 'system' }));
    if (movements.length) await tx.insert(stockMovements).values(movements);
  });
}

/**
 * The demo shop on an empty catalogue: 16 categories (4 with 3 subcategories each), 168 goods
 * (type x edition, brands in turn) named in six languages, some with colour and size (16 SKUs),
 * some sold out, some offline. Runs at start; a catalogue that has any category is left alone.
 */
export async function seedDemoCatalogue(deps: { db: Db; storage: Storage }): Promise<void> {
  const { db, storage } = deps;
  const [{ count } = { count: 0 }] = await db.select({ count: sql<number>`count(*)::int` }).from(categories);
  if (count > 0) return;

  const leaves: { categoryId: number; type: DemoType }[] = [];
  for (const [topIndex, top] of DEMO_CATEGORIES.entries()) {
    const [topRow] = await db
      .insert(categories)
      .values({ name: texts(top.name), sort: DEMO_CATEGORIES.length - topIndex })
      .returning({ id: categories.id });
    if (!topRow) continue;
    for (const [childIndex, child] of top.children.entries()) {
      const [childRow] = await db
        .insert(categories)
        .values({ parentId: topRow.id, name: texts(child.name), sort: top.children.length - childIndex })
        .returning({ id: categories.id });
      if (!childRow) continue;
      for (const type of child.types) leaves.push({ categoryId: childRow.id, type });
    }
  }

  // One card per goods type, shared by its editions: drawing is the slow part of the seed.
  const images: string[] = [];
  for (const [typeIndex, { type }] of leaves.entries()) images.push(await storeImage(db, storage, await demoImage(type.colour, typeIndex)));

  const goods = leaves.flatMap(({ categoryId, type }, typeIndex) =>
    DEMO_EDITIONS.map((_, editionIndex): DemoGoods => {
      const index = typeIndex * DEMO_EDITIONS.length + editionIndex;
      return { categoryId, type, editionIndex, brand: DEMO_BRANDS[index % DEMO_BRANDS.length] ?? '', index, image: images[typeIndex] ?? '', series: null, code: `D${index + 1}` };
    }),
  );
  await db.transaction(async (tx) => {
    await insertDemoGoods(tx, goods, Date.now());
    await tx.insert(hotKeywords).values(DEMO_HOT_KEYWORDS.map((keyword, index) => ({ keyword, sort: DEMO_HOT_KEYWORDS.length - index })));
  });

  const bannerRows = [];
  for (const [index, banner] of DEMO_BANNERS.entries()) {
    const [from = '#000000', to = '#ffffff'] = banner.colours;
    bannerRows.push({ title: banner.title, link: banner.link, imageUrl: await storeImage(db, storage, await demoBannerImage(from, to)), sort: index + 1 });
  }
  await db.insert(banners).values(bannerRows);
}

/** The large catalogue's SKU codes start with this; counting them makes the seed resumable. */
const LARGE_CODE_PREFIX = 'L';

/**
 * Adds goods to the demo shop until it holds `total` of the large seed's goods (benchmarks):
 * every type x edition x brand in numbered series, spread over the demo's leaf categories,
 * with one image per type. Needs the demo categories; each thousand goes in its own transaction,
 * so a second run adds nothing and an interrupted one carries on.
 */
export async function seedLargeCatalogue(deps: { db: Db; storage: Storage }, total: number): Promise<number> {
  const { db, storage } = deps;
  await seedDemoCatalogue(deps);
  const [{ present } = { present: 0 }] = await db
    .select({ present: sql<number>`count(distinct ${skus.productId})::int` })
    .from(skus)
    .where(sql`${skus.code} like ${`${LARGE_CODE_PREFIX}%`}`);
  if (present >= total) return 0;

  const rows = await db.select({ id: categories.id, name: categories.name }).from(categories).where(isNotNull(categories.parentId));
  const leaves = DEMO_CATEGORIES.flatMap((top) => top.children).flatMap((child) => {
    const row = rows.find((category) => category.name.en === child.name[0]);
    return row ? child.types.map((type) => ({ categoryId: row.id, type })) : [];
  });
  if (leaves.length === 0) throw new Error('The large catalogue goes into the demo categories, and none of them is left');
  const images: string[] = [];
  for (const [typeIndex, { type }] of leaves.entries()) images.push(await storeImage(db, storage, await demoImage(type.colour, typeIndex + 3)));

  const now = Date.now();
  const perSeries = leaves.length * DEMO_EDITIONS.length * DEMO_BRANDS.length;
  for (let start = present; start < total; start += BATCH) {
    const goods: DemoGoods[] = [];
    for (let n = start; n < Math.min(start + BATCH, total); n += 1) {
      const typeIndex = n % leaves.length;
      const leaf = leaves[typeIndex];
      if (!leaf) continue;
      goods.push({
        categoryId: leaf.categoryId,
        type: leaf.type,
        editionIndex: Math.floor(n / leaves.length) % DEMO_EDITIONS.length,
        brand: DEMO_BRANDS[Math.floor(n / (leaves.length * DEMO_EDITIONS.length)) % DEMO_BRANDS.length] ?? '',
        index: n,
        image: images[typeIndex] ?? '',
        series: Math.floor(n / perSeries) + 1,
        code: `${LARGE_CODE_PREFIX}${n + 1}`,
      });
    }
    await db.transaction((tx) => insertDemoGoods(tx, goods, now));
  }
  // Fresh statistics (or the planner scans every row for a keyword) and a visibility map (so
  // counting a list reads the index only), without waiting for autovacuum to notice the load.
  for (const table of [products, skus, productSpecs, productSpecValues]) await db.execute(sql`vacuum (analyze) ${table}`);
  return total - present;
}
