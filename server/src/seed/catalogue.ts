import { eq, isNotNull, sql } from 'drizzle-orm';
import { categories, hotKeywords, products, productSpecs, productSpecValues, skus, stockMovements } from '../modules/catalogue/tables.ts';
import { banners, notices } from '../modules/content/tables.ts';
import { languages } from '../platform/tables/i18n.ts';
import { uploads } from '../platform/tables/upload.ts';
import type { LocalizedText } from '../platform/tables/columns.ts';
import type { Db, Tx } from '../platform/db.ts';
import { loadSharp } from '../platform/images.ts';
import type { Storage } from '../platform/storage.ts';
import { searchTextOf } from '../modules/catalogue/index.ts';
import { GOODS_COPY } from './catalogue-copy.ts';
import { CATEGORY_ICON_SIZE, drawCategoryIcon } from './category-icons.ts';
import { DEMO_BRANDS, DEMO_CATEGORIES, DEMO_EDITIONS, DEMO_HOT_KEYWORDS, DEMO_LANGS, DEMO_NAME_PATTERNS, DEMO_TYPE_SPECS, type DemoType, type GoodsArt, type Words } from './catalogue-words.ts';
import { drawBannerArt, drawGoodsPicture, encodeGoodsPicture, GOODS_PICTURE_SIZE, GOODS_VIEWS, type GoodsPicture } from './goods-pictures.ts';

const texts = (words: Words): LocalizedText => Object.fromEntries(DEMO_LANGS.map((lang, index) => [lang, words[index] ?? words[0]]));

/** Home's demo banners: where each leads, the goods its art shows, and its title and call to action per language. */
const DEMO_BANNERS: { title: Words; cta: Words; link: string; from: string; to: string; arts: { art: GoodsArt; colour: string }[] }[] = [
  {
    title: ['New arrivals this week', '本周新品', 'Novedades de la semana', 'Nouveautés de la semaine', '今週の新着アイテム', 'وصل حديثًا هذا الأسبوع'],
    cta: ['Shop new in', '选购新品', 'Ver novedades', 'Voir les nouveautés', '新着を見る', 'تسوّق الجديد'],
    link: '/new',
    from: '#c2410c',
    to: '#f59e0b',
    arts: [
      { art: 'sneaker', colour: '#f4f4f2' },
      { art: 'watch', colour: '#262b33' },
      { art: 'backpack', colour: '#2f8f57' },
    ],
  },
  {
    title: ['Shop by category', '按分类选购', 'Compra por categoría', 'Achetez par catégorie', 'カテゴリーから探す', 'تسوّق حسب الفئة'],
    cta: ['Browse categories', '浏览分类', 'Ver categorías', 'Parcourir les catégories', 'カテゴリーを見る', 'تصفّح الفئات'],
    link: '/category',
    from: '#1d4ed8',
    to: '#38bdf8',
    arts: [
      { art: 'lamp', colour: '#d6ad4f' },
      { art: 'tshirt', colour: '#d83a34' },
      { art: 'coffee', colour: '#262b33' },
    ],
  },
  {
    title: ['Headphones for every day', '每天都想戴的耳机', 'Auriculares para cada día', 'Un casque pour tous les jours', '毎日使いたいヘッドホン', 'سماعات لكل يوم'],
    cta: ['Find your pair', '挑选耳机', 'Encuentra los tuyos', 'Trouvez le vôtre', 'お気に入りを探す', 'اختر سماعتك'],
    link: '/search?keyword=headphones',
    from: '#047857',
    to: '#34d399',
    arts: [
      { art: 'headphones', colour: '#f4f4f2' },
      { art: 'headphones', colour: '#262b33' },
    ],
  },
];

/** Home's demo notices, each written in every language. */
const DEMO_NOTICES: { title: Words; content: Words }[] = [
  {
    title: ['Shipping times', '发货时间', 'Plazos de envío', 'Délais de livraison', '発送について', 'مواعيد الشحن'],
    content: [
      'Orders placed before 3 pm ship the same working day. Delivery takes 2 to 4 working days in most regions.',
      '下午 3 点前下单，当个工作日发货。大部分地区 2 至 4 个工作日送达。',
      'Los pedidos realizados antes de las 15:00 salen el mismo día laborable. La entrega tarda de 2 a 4 días laborables en la mayoría de las regiones.',
      'Les commandes passées avant 15 h partent le jour ouvré même. La livraison prend 2 à 4 jours ouvrés dans la plupart des régions.',
      '15時までのご注文は当日（営業日）に発送します。ほとんどの地域で2〜4営業日でお届けします。',
      'تُشحن الطلبات المقدمة قبل الساعة 3 مساءً في يوم العمل نفسه، ويستغرق التوصيل من 2 إلى 4 أيام عمل في معظم المناطق.',
    ],
  },
  {
    title: ['Returns within 7 days', '7 天内可退货', 'Devoluciones en 7 días', 'Retours sous 7 jours', '7日以内の返品OK', 'الإرجاع خلال 7 أيام'],
    content: [
      'Unused goods in their original packaging can be returned within 7 days of receipt: request it from the order’s page.',
      '收货 7 天内，未使用且包装完好的商品可以退货：在订单页面申请即可。',
      'Puedes devolver los artículos sin usar y en su embalaje original en los 7 días siguientes a la recepción: solicítalo desde la página del pedido.',
      'Les articles non utilisés, dans leur emballage d’origine, peuvent être retournés sous 7 jours après réception : faites la demande depuis la page de la commande.',
      '未使用・外箱ありの商品は、受け取りから7日以内なら返品できます。注文ページからお申し込みください。',
      'يمكن إرجاع المنتجات غير المستخدمة في عبوتها الأصلية خلال 7 أيام من الاستلام: اطلب ذلك من صفحة الطلب.',
    ],
  },
  {
    title: ['Holiday offers', '节日优惠', 'Ofertas de temporada', 'Offres de fêtes', 'ホリデー特典', 'عروض العطلات'],
    content: [
      'Claim $5 off orders over $30, 10% off up to $20, or free shipping in the coupon centre while they last.',
      '前往领券中心领取满 30 美元减 5 美元、九折（最多减 20 美元）或免运费优惠券，数量有限，领完即止。',
      'Consigue 5 $ de descuento en pedidos de más de 30 $, un 10 % hasta 20 $ o el envío gratis en el centro de cupones, hasta agotar existencias.',
      'Profitez de 5 $ de remise dès 30 $ d’achat, de 10 % jusqu’à 20 $ ou de la livraison offerte dans l’espace coupons, dans la limite des stocks.',
      'クーポンセンターで「30ドル以上で5ドル引き」「10%オフ（最大20ドル）」「送料無料」クーポンを配布中。なくなり次第終了です。',
      'احصل من مركز القسائم على خصم 5 دولارات للطلبات فوق 30 دولارًا، أو خصم 10% حتى 20 دولارًا، أو شحن مجاني، حتى نفاد الكمية.',
    ],
  },
];

/** An image drawn at seed, stored like an upload. */
interface SeedImage {
  content: Buffer;
  width: number;
  height: number;
}

/**
 * Stores seed images like uploads (staged, recorded, published), so orphan cleaning keeps them:
 * the files written side by side and the rows in one statement.
 */
export async function storeImages(db: Db, storage: Storage, images: SeedImage[]): Promise<string[]> {
  if (images.length === 0) return [];
  const staged = await Promise.all(images.map((image) => storage.stage(image.content, 'webp')));
  await db.insert(uploads).values(
    images.map((image, index) => ({ path: staged[index]?.path ?? '', mime: 'image/webp', bytes: image.content.length, width: image.width, height: image.height, owner: 'seed' })),
  );
  await Promise.all(staged.map((file) => storage.publish(file)));
  return staged.map((file) => file.url);
}

/** A goods type's pictures: its gallery per edition, and a picture per value of its colour spec (none without one). */
interface TypePictures {
  galleries: string[][];
  colours: string[];
}

/**
 * Draws and stores every type's pictures. Encoding runs on libuv's threads, so all are started at
 * once: the front on each edition's backdrop, the other side and the close-up (shared by the
 * editions), and the front in each colour of the type's colour spec on a plain backdrop.
 */
async function storeTypePictures(db: Db, storage: Storage, types: DemoType[]): Promise<TypePictures[]> {
  const drawings: GoodsPicture[] = [];
  const plan = types.map((type) => {
    const at = (picture: GoodsPicture) => drawings.push(picture) - 1;
    const shared = GOODS_VIEWS.slice(1).map((view) => at({ art: type.art, view, colour: type.colour, backdrop: null }));
    const fronts = DEMO_EDITIONS.map((_, edition) => at({ art: type.art, view: 'front', colour: type.colour, backdrop: edition }));
    const colours = (DEMO_TYPE_SPECS[type.art][0].paints ?? []).map((colour) => at({ art: type.art, view: 'front', colour, backdrop: null }));
    return { shared, fronts, colours };
  });
  const contents = await Promise.all(drawings.map((picture) => encodeGoodsPicture(drawGoodsPicture(picture))));
  const urls = await storeImages(
    db,
    storage,
    contents.map((content) => ({ content, ...GOODS_PICTURE_SIZE })),
  );
  const url = (index: number) => urls[index] ?? '';
  return plan.map(({ shared, fronts, colours }) => ({ galleries: fronts.map((front) => [url(front), ...shared.map(url)]), colours: colours.map(url) }));
}

async function encodeWebp(drawing: string, quality = 70): Promise<Buffer> {
  const sharp = await loadSharp();
  return sharp(Buffer.from(drawing)).webp({ quality, effort: 0 }).toBuffer();
}

/** The description of a goods: its name and subtitle, then its type's selling points (sanitised HTML as the back office saves it). */
function descriptionOf(type: DemoType, name: LocalizedText): LocalizedText {
  const copy = GOODS_COPY[type.art];
  return Object.fromEntries(
    DEMO_LANGS.map((lang, langIndex) => {
      const points = copy.points.map((point) => `<li>${point[langIndex] ?? point[0]}</li>`).join('');
      return [lang, `<p><strong>${name[lang] ?? ''}</strong>: ${copy.subtitle[langIndex] ?? copy.subtitle[0]}</p><ul>${points}</ul>`];
    }),
  );
}

/** One goods of the demo shop: a type of a leaf category in one edition by one brand. */
export interface DemoGoods {
  categoryId: number;
  type: DemoType;
  editionIndex: number;
  brand: string;
  /** Drives the variations (price, specs, sold out, offline...) so the shop looks lived in. */
  index: number;
  /** Its gallery (the front on its edition's backdrop first), and its SKUs' pictures per value of the colour spec. */
  gallery: string[];
  colourImages: string[];
  /** The large seed's copy number, added to the name so its many copies tell apart. */
  series: number | null;
  /** The SKU code, and its prefix for a SKU of a combination: also what tells the large seed's goods. */
  code: string;
}

/** The products row of a demo goods: its names in every language, price, state and search text. */
export function demoProductRow(goods: DemoGoods, now: number): typeof products.$inferInsert {
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
  const subtitle = texts(GOODS_COPY[type.art].subtitle);
  const price = BigInt(Math.round((type.price * (edition?.factor ?? 100)) / 100 / 10) * 10 - 1);
  const isNew = goods.editionIndex === 0 || index % 9 === 0;
  return {
    categoryId: goods.categoryId,
    brand,
    name,
    subtitle,
    description: descriptionOf(type, name),
    searchText: searchTextOf(name, subtitle, brand),
    images: goods.gallery,
    price,
    marketPrice: (price * 13n) / 10n,
    // Sales come from orders: the demo's past orders count theirs (seed/goods-orders.ts).
    salesVolume: 0,
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

  const specsOf = (one: DemoGoods) => DEMO_TYPE_SPECS[one.type.art].slice(0, specCountOf(one.index));
  const specRows = goods.flatMap((one, at) => specsOf(one).map((spec, specIndex) => ({ productId: inserted[at]?.id ?? 0, name: texts(spec.name), sort: specIndex })));
  const specOfRow = goods.flatMap((one) => specsOf(one));
  const specIds = new Map<string, number>();
  await insertInBatches(specRows, async (batch) => {
    for (const row of await tx.insert(productSpecs).values(batch).returning({ id: productSpecs.id, productId: productSpecs.productId, sort: productSpecs.sort })) {
      specIds.set(`${row.productId}:${row.sort}`, row.id);
    }
  });
  const valueRows = specRows.flatMap((spec, at) =>
    (specOfRow[at]?.values ?? []).map((value, sort) => ({ specId: specIds.get(`${spec.productId}:${spec.sort}`) ?? 0, value: texts(value), valueKey: value[0].toLowerCase(), sort })),
  );
  const valuesBySpec = new Map<number, { id: number; key: string; sort: number }[]>();
  await insertInBatches(valueRows, async (batch) => {
    const returned = await tx
      .insert(productSpecValues)
      .values(batch)
      .returning({ id: productSpecValues.id, specId: productSpecValues.specId, key: productSpecValues.valueKey, sort: productSpecValues.sort });
    for (const row of returned) valuesBySpec.set(row.specId, [...(valuesBySpec.get(row.specId) ?? []), { id: row.id, key: row.key, sort: row.sort }]);
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
    const combos = valueIds.reduce<{ id: number; key: string; sort: number }[][]>((all, values) => all.flatMap((combo) => values.map((value) => [...combo, value])), [[]]);
    // The first spec is the colour where the type has one: each SKU shows the goods in its colour.
    const colourImageOf = (combo: { sort: number }[]) => one.colourImages[combo[0]?.sort ?? -1] ?? '';
    for (const [n, combo] of combos.entries()) {
      skuRows.push({
        productId: product.id,
        specValueIds: combo.map((value) => value.id),
        comboKey: combo.map((value) => value.key).join('|'),
        price: product.price + BigInt((n % 4) * 200),
        // Some sizes of a two-spec goods run out on their own.
        stock: n % 5 === 3 ? 0 : stockOf(n),
        code: `${one.code}-${n + 1}`,
        image: colourImageOf(combo),
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

/** The demo categories' icons (top categories, each followed by its subcategories), drawn and stored together. */
async function storeCategoryIcons(db: Db, storage: Storage): Promise<string[]> {
  const drawings = DEMO_CATEGORIES.flatMap((top) => [top.icon, ...top.children.map((child) => child.icon)].map((icon) => drawCategoryIcon(icon, top.colours[0], top.colours[1])));
  const contents = await Promise.all(drawings.map(async (drawing) => encodeWebp(await drawing, 80)));
  return storeImages(
    db,
    storage,
    contents.map((content) => ({ content, width: CATEGORY_ICON_SIZE, height: CATEGORY_ICON_SIZE })),
  );
}

/** Home's demo banners, their art drawn here and their texts in every language. */
async function seedDemoBanners(db: Db, storage: Storage): Promise<void> {
  const contents = await Promise.all(DEMO_BANNERS.map((banner) => encodeWebp(drawBannerArt(banner))));
  const urls = await storeImages(
    db,
    storage,
    contents.map((content) => ({ content, ...GOODS_PICTURE_SIZE })),
  );
  await db.insert(banners).values(
    DEMO_BANNERS.map((banner, index) => ({ title: banner.title[0], titles: texts(banner.title), cta: texts(banner.cta), link: banner.link, imageUrl: urls[index] ?? '', sort: index + 1 })),
  );
}

/** Home's demo notices in every language (`title`/`content`: the shop's default language's), on a shop without notices. */
async function seedDemoNotices(db: Db): Promise<void> {
  const [{ count } = { count: 0 }] = await db.select({ count: sql<number>`count(*)::int` }).from(notices);
  if (count > 0) return;
  const [fallback] = await db.select({ code: languages.code }).from(languages).where(eq(languages.isDefault, true)).limit(1);
  const lang = Math.max(0, DEMO_LANGS.findIndex((code) => code === fallback?.code));
  await db.insert(notices).values(
    DEMO_NOTICES.map((notice, index) => ({
      title: notice.title[lang] ?? notice.title[0],
      content: notice.content[lang] ?? notice.content[0],
      titles: texts(notice.title),
      contents: texts(notice.content),
      sort: index + 1,
    })),
  );
}

/**
 * The demo shop on an empty catalogue: 16 categories (4 with 3 subcategories each) with icons, 168
 * goods (type x edition, brands in turn) named and described in six languages with three pictures
 * each, some with a colour (a picture per colour) and a second spec that fits the type (16 SKUs),
 * some sold out, some offline, nothing sold yet; Home's banners and notices. Runs at start; a
 * catalogue that has any category is left alone. Answers whether it added the demo shop.
 */
export async function seedDemoCatalogue(deps: { db: Db; storage: Storage }): Promise<boolean> {
  const { db, storage } = deps;
  const [{ count } = { count: 0 }] = await db.select({ count: sql<number>`count(*)::int` }).from(categories);
  if (count > 0) return false;

  const types = DEMO_CATEGORIES.flatMap((top) => top.children.flatMap((child) => child.types));
  // Drawing is the slow part of the seed: the pictures and icons encode side by side.
  const [pictures, icons] = await Promise.all([storeTypePictures(db, storage, types), storeCategoryIcons(db, storage)]);

  const leaves: { categoryId: number; type: DemoType }[] = [];
  let iconIndex = 0;
  for (const [topIndex, top] of DEMO_CATEGORIES.entries()) {
    const [topRow] = await db
      .insert(categories)
      .values({ name: texts(top.name), icon: icons[iconIndex++] ?? '', sort: DEMO_CATEGORIES.length - topIndex })
      .returning({ id: categories.id });
    if (!topRow) continue;
    for (const [childIndex, child] of top.children.entries()) {
      const [childRow] = await db
        .insert(categories)
        .values({ parentId: topRow.id, name: texts(child.name), icon: icons[iconIndex++] ?? '', sort: top.children.length - childIndex })
        .returning({ id: categories.id });
      if (!childRow) continue;
      for (const type of child.types) leaves.push({ categoryId: childRow.id, type });
    }
  }

  const goods = leaves.flatMap(({ categoryId, type }, typeIndex) =>
    DEMO_EDITIONS.map((_, editionIndex): DemoGoods => {
      const index = typeIndex * DEMO_EDITIONS.length + editionIndex;
      const typePictures = pictures[typeIndex];
      return {
        categoryId,
        type,
        editionIndex,
        brand: DEMO_BRANDS[index % DEMO_BRANDS.length] ?? '',
        index,
        gallery: typePictures?.galleries[editionIndex] ?? [],
        colourImages: typePictures?.colours ?? [],
        series: null,
        code: `D${index + 1}`,
      };
    }),
  );
  await db.transaction(async (tx) => {
    await insertDemoGoods(tx, goods, Date.now());
    await tx.insert(hotKeywords).values(DEMO_HOT_KEYWORDS.map((words, index) => ({ keyword: words[0], keywords: texts(words), sort: DEMO_HOT_KEYWORDS.length - index })));
  });
  await seedDemoBanners(db, storage);
  await seedDemoNotices(db);
  return true;
}

/** The large catalogue's SKU codes start with this; counting them makes the seed resumable. */
const LARGE_CODE_PREFIX = 'L';

/**
 * Adds goods to the demo shop until it holds `total` of the large seed's goods (benchmarks):
 * every type x edition x brand in numbered series, spread over the demo's leaf categories,
 * with the demo's pictures per type. Needs the demo categories; each thousand goes in its own transaction,
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
  // The demo's drawings again (encoded once per process), stored for the large seed's goods.
  const pictures = await storeTypePictures(
    db,
    storage,
    leaves.map((leaf) => leaf.type),
  );

  const now = Date.now();
  const perSeries = leaves.length * DEMO_EDITIONS.length * DEMO_BRANDS.length;
  for (let start = present; start < total; start += BATCH) {
    const goods: DemoGoods[] = [];
    for (let n = start; n < Math.min(start + BATCH, total); n += 1) {
      const typeIndex = n % leaves.length;
      const leaf = leaves[typeIndex];
      if (!leaf) continue;
      const editionIndex = Math.floor(n / leaves.length) % DEMO_EDITIONS.length;
      goods.push({
        categoryId: leaf.categoryId,
        type: leaf.type,
        editionIndex,
        brand: DEMO_BRANDS[Math.floor(n / (leaves.length * DEMO_EDITIONS.length)) % DEMO_BRANDS.length] ?? '',
        index: n,
        gallery: pictures[typeIndex]?.galleries[editionIndex] ?? [],
        colourImages: pictures[typeIndex]?.colours ?? [],
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
