import { sql } from 'drizzle-orm';
import { type AnyPgColumn, bigint, boolean, check, customType, index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { type LocalizedText, timestamps } from '../../platform/tables/columns.ts';
import { users } from '../../platform/tables/users.ts';

/** PostgreSQL's text-search document: the words of a text with their places. Read only by SQL, never into the app. */
const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });
/** A 64-bit transaction id (PostgreSQL's xid8), read as its decimal text. */
const xid8 = customType<{ data: string }>({ dataType: () => 'xid8' });

/** A tree of up to three levels; `parent_id` null is a top-level category. */
export const categories = pgTable(
  'categories',
  {
    id: serial().primaryKey(),
    parentId: integer().references((): AnyPgColumn => categories.id),
    name: jsonb().$type<LocalizedText>().notNull(),
    icon: varchar({ length: 500 }).notNull().default(''),
    sort: integer().notNull().default(0),
    status: varchar({ length: 16 }).notNull().default('active'),
    ...timestamps,
  },
  (t) => [index().on(t.parentId)],
);

/**
 * Goods. `price` / `market_price` are minor units of the base currency; `price` is the lowest SKU
 * price, kept in step when SKUs are saved. `search_text` holds the names, subtitles and brand in
 * every language, lowercased, for the trigram index behind keyword search (keyword-search.ts).
 */
export const products = pgTable(
  'products',
  {
    id: serial().primaryKey(),
    categoryId: integer()
      .notNull()
      .references(() => categories.id),
    brand: varchar({ length: 100 }).notNull().default(''),
    name: jsonb().$type<LocalizedText>().notNull(),
    subtitle: jsonb().$type<LocalizedText>().notNull().default({}),
    /** Sanitized HTML per language. */
    description: jsonb().$type<LocalizedText>().notNull().default({}),
    searchText: text().notNull().default(''),
    /**
     * The unspaced-script characters of `search_text` (Han, kana, Hangul) and the goods' category as
     * `#id` (SEARCH_CATEGORY_TERM), kept by a trigger (migrations 0036, 0041).
     */
    searchChars: text().array().notNull().default(sql`'{}'`),
    /**
     * The whole words of `search_text`, kept by PostgreSQL. Stored, not an index on the expression:
     * a search's other conditions check it on the rows the indexes give, and computed there it cost
     * more than the lookup. The category is one more lexeme, `#id`, as in `searchChars`.
     */
    searchWords: tsvector().generatedAlwaysAs(sql`to_tsvector('simple', search_text) || array_to_tsvector(ARRAY['#' || category_id])`),
    /**
     * The transaction that last changed what the goods search engine indexes (status, category,
     * texts, price, sorts), set by a trigger (migration 0042): the engine follows the goods by it.
     */
    searchXid: xid8(),
    images: jsonb().$type<string[]>().notNull().default([]),
    videoUrl: varchar({ length: 500 }).notNull().default(''),
    price: bigint({ mode: 'bigint' }).notNull(),
    marketPrice: bigint({ mode: 'bigint' }).notNull().default(sql`0`),
    salesVolume: integer().notNull().default(0),
    /** Visible reviews' stars summed and counted: the average rating without a scan of the reviews. */
    ratingSum: integer().notNull().default(0),
    ratingCount: integer().notNull().default(0),
    /** Most units one customer may buy; 0 = no limit. */
    purchaseLimit: integer().notNull().default(0),
    shippingSource: varchar({ length: 16 }).notNull().default('warehouse'),
    status: varchar({ length: 16 }).notNull().default('online'),
    isNew: boolean().notNull().default(false),
    newAt: timestamp({ withTimezone: true }),
    sort: integer().notNull().default(0),
    ...timestamps,
  },
  (t) => [
    index().on(t.categoryId, t.status),
    index().on(t.status, t.sort, t.id),
    // One per list sort, in its order with the id tie-break, so a page reads a few index entries
    // instead of sorting every online goods (price_desc and sales walk theirs backwards).
    index('products_price_asc_index').on(t.status, t.price, t.id.desc().nullsFirst()),
    index('products_price_desc_index').on(t.status, t.price, t.id),
    index('products_sales_index').on(t.status, t.salesVolume, t.id),
    index('products_newest_index').on(t.status, t.newAt.desc().nullsLast(), t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('products_search_text_trgm').using('gin', sql`${t.searchText} gin_trgm_ops`),
    index('products_search_chars_index').using('gin', t.searchChars),
    // Whole words: a keyword's words are looked up here first (keyword-search.ts), far fewer entries than their trigrams.
    index('products_search_words').using('gin', t.searchWords),
    index('products_search_xid_index').on(t.searchXid),
    check('products_price_not_negative', sql`${t.price} >= 0 and ${t.marketPrice} >= 0`),
  ],
);

/** A product's spec (e.g. colour), with translated name. */
export const productSpecs = pgTable(
  'product_specs',
  {
    id: serial().primaryKey(),
    productId: integer()
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    name: jsonb().$type<LocalizedText>().notNull(),
    sort: integer().notNull().default(0),
  },
  (t) => [index().on(t.productId)],
);

/** A value of a spec (e.g. red). `value_key` (the default-language value, lowercased) is unique per spec. */
export const productSpecValues = pgTable(
  'product_spec_values',
  {
    id: serial().primaryKey(),
    specId: integer()
      .notNull()
      .references(() => productSpecs.id, { onDelete: 'cascade' }),
    value: jsonb().$type<LocalizedText>().notNull(),
    valueKey: varchar({ length: 100 }).notNull(),
    sort: integer().notNull().default(0),
  },
  (t) => [uniqueIndex().on(t.specId, t.valueKey)],
);

/** One SKU per combination of spec values (`spec_value_ids` sorted); a product without specs has one SKU with none. */
export const skus = pgTable(
  'skus',
  {
    id: serial().primaryKey(),
    productId: integer()
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    specValueIds: jsonb().$type<number[]>().notNull().default([]),
    comboKey: varchar({ length: 200 }).notNull(),
    price: bigint({ mode: 'bigint' }).notNull(),
    stock: integer().notNull().default(0),
    code: varchar({ length: 64 }).notNull().default(''),
    image: varchar({ length: 500 }).notNull().default(''),
    ...timestamps,
  },
  (t) => [
    uniqueIndex().on(t.productId, t.comboKey),
    check('skus_stock_not_negative', sql`${t.stock} >= 0`),
    check('skus_price_not_negative', sql`${t.price} >= 0`),
  ],
);

/** Every change of a SKU's stock, written in the same transaction as the change. Kept when the SKU goes. */
export const stockMovements = pgTable(
  'stock_movements',
  {
    id: serial().primaryKey(),
    skuId: integer().notNull(),
    productId: integer().notNull(),
    before: integer().notNull(),
    after: integer().notNull(),
    delta: integer().notNull(),
    /** One of STOCK_REASONS. */
    reason: varchar({ length: 32 }).notNull(),
    /** What caused it: an order number, a product id. */
    reference: varchar({ length: 100 }).notNull().default(''),
    /** Who: `admin:<id>`, `user:<id>`, `system`. */
    actor: varchar({ length: 64 }).notNull(),
    /** The operator's words with a hand adjustment. */
    note: varchar({ length: 200 }).notNull().default(''),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index().on(t.skuId, t.id), index().on(t.productId, t.id), index().on(t.createdAt)],
);

export const productFavourites = pgTable(
  'product_favourites',
  {
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    productId: integer()
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.productId] }), index().on(t.userId, t.createdAt)],
);

/** Browsing history: one row per product per user, its time moved on every view. */
export const productViews = pgTable(
  'product_views',
  {
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    productId: integer()
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    viewedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.productId] }), index().on(t.userId, t.viewedAt)],
);

export const hotKeywords = pgTable('hot_keywords', {
  id: serial().primaryKey(),
  /** The default language's keyword when last saved: the list's search, and the word in a language `keywords` lacks. */
  keyword: varchar({ length: 50 }).notNull(),
  /** The keyword per language. */
  keywords: jsonb().$type<LocalizedText>().notNull().default({}),
  sort: integer().notNull().default(0),
  status: varchar({ length: 16 }).notNull().default('active'),
  ...timestamps,
});

/**
 * Goods deleted, and by which transaction (a trigger on products, migration 0042): the search
 * engine beside PostgreSQL drops them from its index as it catches up.
 */
export const deletedProducts = pgTable('deleted_products', { productId: integer().notNull(), searchXid: xid8().notNull().default(sql`pg_current_xact_id()`) }, (t) => [
  index('deleted_products_search_xid_index').on(t.searchXid),
]);

/**
 * Every spaced word of the goods' search_text, added by a trigger as goods are written (migration
 * 0036): where a misspelt keyword finds the words it was meant to be (keyword-search.ts).
 */
export const searchWords = pgTable('search_words', { word: text().primaryKey() }, (t) => [index('search_words_word_trgm').using('gist', sql`${t.word} gist_trgm_ops`)]);

/** Words a goods search treats as one (lowercased, each once in its group); kept in the back office. */
export const searchSynonyms = pgTable('search_synonyms', {
  id: serial().primaryKey(),
  words: jsonb().$type<string[]>().notNull(),
  status: varchar({ length: 16 }).notNull().default('active'),
  ...timestamps,
});

/**
 * A customer waiting for a sold-out SKU. When its stock goes from 0 to more (changeStock),
 * `due_at` is set; the stock-alerts job then writes to the customer once and removes the row.
 */
export const stockAlerts = pgTable(
  'stock_alerts',
  {
    id: serial().primaryKey(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    skuId: integer()
      .notNull()
      .references(() => skus.id, { onDelete: 'cascade' }),
    productId: integer()
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    dueAt: timestamp({ withTimezone: true }),
  },
  (t) => [uniqueIndex().on(t.userId, t.skuId), index().on(t.skuId), index().on(t.dueAt)],
);
