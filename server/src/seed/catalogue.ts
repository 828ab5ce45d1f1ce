import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { banners, categories, hotKeywords, products, productSpecs, productSpecValues, skus, stockMovements, uploads } from '../db/schema/index.ts';
import type { LocalizedText } from '../db/schema/columns.ts';
import type { Db } from '../platform/db.ts';
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
  return sharp(Buffer.from(svg)).webp({ quality: 60 }).toBuffer();
}

/** Stores a seed image like an upload (staged, recorded, published), so orphan cleaning keeps it. */
async function storeImage(db: Db, storage: Storage, content: Buffer): Promise<string> {
  const staged = await storage.stage(content, 'webp');
  await db.insert(uploads).values({ path: staged.path, mime: 'image/webp', bytes: content.length, width: 750, height: 485, owner: 'seed' });
  await storage.publish(staged);
  return staged.url;
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

  const goods: { categoryId: number; typeIndex: number; type: (typeof DEMO_CATEGORIES)[number]['children'][number]['types'][number] }[] = [];
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
      for (const type of child.types) goods.push({ categoryId: childRow.id, typeIndex: goods.length, type });
    }
  }

  // One card per goods type, shared by its editions: drawing is the slow part of the seed.
  const images: string[] = [];
  for (const { type, typeIndex } of goods) images.push(await storeImage(db, storage, await demoImage(type.colour, typeIndex)));

  const now = Date.now();
  const rows = goods.flatMap(({ categoryId, type, typeIndex }) =>
    DEMO_EDITIONS.map((edition, editionIndex) => {
      const index = typeIndex * DEMO_EDITIONS.length + editionIndex;
      const brand = DEMO_BRANDS[index % DEMO_BRANDS.length] ?? '';
      const name = Object.fromEntries(
        DEMO_LANGS.map((lang, langIndex) => [
          lang,
          (DEMO_NAME_PATTERNS[langIndex] ?? '')
            .replace('{brand}', brand)
            .replace('{type}', type.name[langIndex] ?? '')
            .replace('{edition}', edition.name[langIndex] ?? ''),
        ]),
      );
      const subtitle = texts(DEMO_SUBTITLES);
      const price = BigInt(Math.round((type.price * edition.factor) / 100 / 10) * 10 - 1);
      const isNew = editionIndex === 0 || index % 9 === 0;
      return {
        categoryId,
        brand,
        name,
        subtitle,
        description: Object.fromEntries(DEMO_LANGS.map((lang, langIndex) => [lang, (DEMO_DESCRIPTIONS[langIndex] ?? '').replace('{name}', name[lang] ?? '')])),
        searchText: searchTextOf(name, subtitle, brand),
        images: [images[typeIndex] ?? ''],
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
    }),
  );

  await db.transaction(async (tx) => {
    const inserted = await tx.insert(products).values(rows).returning({ id: products.id, price: products.price });
    const skuRows: (typeof skus.$inferInsert)[] = [];
    for (const [index, product] of inserted.entries()) {
      const soldOut = index % 11 === 4;
      const stockOf = (n: number) => (soldOut ? 0 : 5 + ((index * 7 + n * 13) % 60));
      const specCount = index % 4 === 0 ? 2 : index % 4 === 2 ? 1 : 0;
      if (specCount === 0) {
        skuRows.push({ productId: product.id, comboKey: '', price: product.price, stock: stockOf(0), code: `D${product.id}` });
        continue;
      }
      const valueIds: { id: number; key: string }[][] = [];
      for (const [specIndex, spec] of DEMO_SPECS.slice(0, specCount).entries()) {
        const [specRow] = await tx
          .insert(productSpecs)
          .values({ productId: product.id, name: texts(spec.name), sort: specIndex })
          .returning({ id: productSpecs.id });
        if (!specRow) continue;
        const values = await tx
          .insert(productSpecValues)
          .values(spec.values.map((value, sort) => ({ specId: specRow.id, value: texts(value), valueKey: value[0].toLowerCase(), sort })))
          .returning({ id: productSpecValues.id, key: productSpecValues.valueKey });
        valueIds.push(values);
      }
      const combos = valueIds.reduce<{ id: number; key: string }[][]>((all, values) => all.flatMap((combo) => values.map((value) => [...combo, value])), [[]]);
      for (const [n, combo] of combos.entries()) {
        skuRows.push({
          productId: product.id,
          specValueIds: combo.map((value) => value.id),
          comboKey: combo.map((value) => value.key).join('|'),
          price: product.price + BigInt((n % 4) * 200),
          // Some sizes of a two-spec goods run out on their own.
          stock: n % 5 === 3 ? 0 : stockOf(n),
          code: `D${product.id}-${n + 1}`,
        });
      }
    }
    const created = await tx.insert(skus).values(skuRows).returning({ id: skus.id, productId: skus.productId, stock: skus.stock });
    const movements = created
      .filter((sku) => sku.stock > 0)
      .map((sku) => ({ skuId: sku.id, productId: sku.productId, before: 0, after: sku.stock, delta: sku.stock, reason: 'seed', reference: 'demo', actor: 'system' }));
    for (let start = 0; start < movements.length; start += 500) await tx.insert(stockMovements).values(movements.slice(start, start + 500));
    await tx.insert(hotKeywords).values(DEMO_HOT_KEYWORDS.map((keyword, index) => ({ keyword, sort: DEMO_HOT_KEYWORDS.length - index })));
  });

  const bannerRows = [];
  for (const [index, banner] of DEMO_BANNERS.entries()) {
    const [from = '#000000', to = '#ffffff'] = banner.colours;
    bannerRows.push({ title: banner.title, link: banner.link, imageUrl: await storeImage(db, storage, await demoBannerImage(from, to)), sort: index + 1 });
  }
  await db.insert(banners).values(bannerRows);
}
