import { bulkIds, dateQuery, filterText, languageCodeKey, localizedTextField, sortField, sortParams, statusField } from './admin/common.ts';
import { flag, idParam, lineText, multilineText, numeric, pageQuery, requiredText, uploadedImageUrl, z } from './validation.ts';

/** Goods are shown to customers only while online (SPEC §4 "online/offline"). */
export const PRODUCT_STATUSES = ['online', 'offline'] as const;
export const productStatusField = z.enum(PRODUCT_STATUSES);
/** Who ships the goods: the shop's warehouse or the merchant. */
export const SHIPPING_SOURCES = ['warehouse', 'merchant'] as const;
export const GOODS_SORTS = ['default', 'sales', 'price_asc', 'price_desc', 'newest'] as const;
/** Categories nest at most this deep. */
export const CATEGORY_MAX_DEPTH = 3;
/** Browsing history keeps this many goods per customer. */
export const VIEW_HISTORY_MAX = 200;
export const PRODUCT_IMAGES_MAX = 10;
export const PRODUCT_SPECS_MAX = 3;
export const SPEC_VALUES_MAX = 30;
/** Why an operator adjusts a SKU's stock by hand on the stock adjustment screen. */
export const STOCK_ADJUST_REASONS = ['received', 'stocktake', 'damaged', 'lost', 'other'] as const;
/**
 * Why a SKU's stock changed: an admin's edit, an order taking it, a cancel or return giving it
 * back, the demo seed, a hand adjustment (one of STOCK_ADJUST_REASONS), a CSV import.
 */
export const STOCK_REASONS = ['admin_edit', 'order', 'cancel', 'return', 'seed', ...STOCK_ADJUST_REASONS, 'import'] as const;
export type StockReason = (typeof STOCK_REASONS)[number];
export const PRODUCT_SKUS_MAX = 300;
/** Gallery images and the video are shown at this size (SPEC §5). */
export const GOODS_MEDIA_SIZE = { width: 750, height: 485 } as const;
/** The back-office list's stock filter: goods with some stock left, or none at all. */
export const PRODUCT_STOCK_STATES = ['in_stock', 'sold_out'] as const;

/** A positive amount typed in a currency's major units ("12.50"), kept as the string. */
const amountText = z
  .union([z.string(), z.number().transform(String)])
  .pipe(z.string().trim().regex(/^\d{1,12}(\.\d{1,4})?$/, { error: 'validation.amount' }));

/* Storefront */

const categoryLeaf = z.object({ id: z.number().int(), name: z.string(), icon: z.string() });
const categoryBranch = categoryLeaf.extend({ children: z.array(categoryLeaf) });
/** The category tree (three levels at most), names in the caller's language. */
export const categoryTree = z.array(categoryLeaf.extend({ children: z.array(categoryBranch) }));
export type CategoryTree = z.infer<typeof categoryTree>;

export const goodsListQuery = pageQuery.extend({
  /** The category with its subcategories. */
  category_id: idParam.optional(),
  /** Matched, misspelt or not, against the names in every language. */
  keyword: filterText(100),
  /** Price range in the caller's currency. */
  price_min: amountText.optional(),
  price_max: amountText.optional(),
  is_new: flag.optional(),
  in_stock: flag.optional(),
  sort: z.enum(GOODS_SORTS).default('default'),
});
export type GoodsListQuery = z.infer<typeof goodsListQuery>;

/** A goods card; money in the caller's currency. */
export const goodsCard = z.object({
  id: z.number().int(),
  name: z.string(),
  subtitle: z.string(),
  image: z.string(),
  price: z.string(),
  market_price: z.string(),
  sales_volume: z.number().int(),
  stock: z.number().int(),
  is_new: z.boolean(),
  /** The average of its visible reviews' stars, one decimal ("4.5"); null before the first review. */
  rating: z.string().nullable(),
  rating_count: z.number().int(),
});
export type GoodsCard = z.infer<typeof goodsCard>;

export const goodsIdQuery = z.object({ id: idParam });

export const goodsSpec = z.object({
  id: z.number().int(),
  name: z.string(),
  values: z.array(z.object({ id: z.number().int(), value: z.string() })),
});

export const goodsSku = z.object({
  id: z.number().int(),
  /** Ids of the spec values this SKU stands for, one per spec in `specs` order. */
  spec_values: z.array(z.number().int()),
  price: z.string(),
  stock: z.number().int(),
  code: z.string(),
  image: z.string(),
});

export const goodsDetail = goodsCard.extend({
  category_id: z.number().int(),
  brand: z.string(),
  /** Sanitized HTML. */
  description: z.string(),
  images: z.array(z.string()),
  video_url: z.string(),
  /** Most units one customer may buy; 0 = no limit. */
  purchase_limit: z.number().int(),
  shipping_source: z.enum(SHIPPING_SOURCES),
  specs: z.array(goodsSpec),
  skus: z.array(goodsSku),
  /** In the signed-in caller's favourites (false for a guest). */
  collected: z.boolean(),
});
export type GoodsDetail = z.infer<typeof goodsDetail>;

export const hotKeywordList = z.array(z.string());

export const collectQuery = z.object({ goods_id: idParam });
export const collectBody = z.object({ goods_id: idParam, collect: z.boolean() });
export const collectState = z.object({ collected: z.boolean() });

export const viewDeleteBody = z.object({ goods_id: idParam });

/** "You may also like" holds at most this many goods. */
export const RECOMMENDED_GOODS_MAX = 20;

/** Back-in-stock alerts: asked for one sold-out SKU; the SKUs of a goods the caller waits for. */
export const stockAlertBody = z.object({ sku_id: idParam });
export const stockAlertsQuery = z.object({ goods_id: idParam });
export const stockAlerts = z.object({ sku_ids: z.array(z.number().int()) });
export type StockAlerts = z.infer<typeof stockAlerts>;

/** A SKU the caller waits for, as Me lists it: its goods, its option's values, and when asked. */
export const waitingStockAlert = z.object({
  sku_id: z.number().int(),
  goods_id: z.number().int(),
  name: z.string(),
  image: z.string(),
  /** The SKU's spec values, joined with " / " (empty for goods without specs). */
  option: z.string(),
  /** False once the goods went off sale: the alert waits until they are back. */
  on_sale: z.boolean(),
  at: z.string(),
});
export type WaitingStockAlert = z.infer<typeof waitingStockAlert>;

/** A favourite or a viewed goods: the card, whether it is still on sale, and when. */
export const savedGoods = goodsCard.extend({ on_sale: z.boolean(), at: z.string() });
export type SavedGoods = z.infer<typeof savedGoods>;

/* Back office: money in the base currency's major units. */

export const categoryAdminRow = z.object({
  id: z.number().int(),
  parent_id: z.number().int().nullable(),
  name: z.record(z.string(), z.string()),
  icon: z.string(),
  sort: z.number().int(),
  status: statusField,
  product_count: z.number().int(),
});
export type CategoryAdminRow = z.infer<typeof categoryAdminRow>;

export const categorySaveBody = z.object({
  id: idParam.optional(),
  parent_id: idParam.nullable().default(null),
  name: localizedTextField(50),
  icon: z.union([z.literal(''), uploadedImageUrl]).default(''),
  sort: sortField,
  status: statusField.default('active'),
});
export type CategorySaveBody = z.infer<typeof categorySaveBody>;

/**
 * A drag in the category tree: `ids` become the children of `parent_id` in this order (the moved
 * category among them); children not named keep their order after them.
 */
export const categoryReorderBody = z.object({
  parent_id: idParam.nullable().default(null),
  ids: z.array(idParam).min(1).max(500),
});
export type CategoryReorderBody = z.infer<typeof categoryReorderBody>;

export const productAdminListQuery = pageQuery.extend({
  keyword: filterText(100),
  category_id: idParam.optional(),
  status: productStatusField.optional(),
  is_new: flag.optional(),
  stock_state: z.enum(PRODUCT_STOCK_STATES).optional(),
  ...sortParams(['id', 'price', 'stock', 'sales_volume', 'sort', 'updated_at']),
});
export type ProductAdminListQuery = z.infer<typeof productAdminListQuery>;

export const productAdminRow = z.object({
  id: z.number().int(),
  category_id: z.number().int(),
  name: z.string(),
  image: z.string(),
  price: z.string(),
  market_price: z.string(),
  stock: z.number().int(),
  sales_volume: z.number().int(),
  status: productStatusField,
  is_new: z.boolean(),
  sort: z.number().int(),
  updated_at: z.string(),
});
export type ProductAdminRow = z.infer<typeof productAdminRow>;

const localizedText = z.record(z.string(), z.string());

export const specInput = z.object({
  name: localizedTextField(50),
  values: z.array(localizedTextField(50)).min(1).max(SPEC_VALUES_MAX),
});

export const skuInput = z.object({
  /** The default-language value of each spec, in `specs` order; empty for goods without specs. */
  spec_values: z.array(requiredText(50)).max(PRODUCT_SPECS_MAX),
  price: amountText,
  stock: numeric(z.number().int().min(0).max(10_000_000)),
  code: lineText(64).default(''),
  image: z.union([z.literal(''), uploadedImageUrl]).default(''),
});

export const productSaveBody = z.object({
  id: idParam.optional(),
  category_id: idParam,
  brand: lineText(100).default(''),
  name: localizedTextField(200),
  subtitle: z.record(z.string(), multilineText(300)).default({}),
  /** HTML per language; sanitized on save. */
  description: z.record(z.string(), multilineText(50_000)).default({}),
  images: z.array(uploadedImageUrl).min(1).max(PRODUCT_IMAGES_MAX),
  video_url: z
    .string()
    .trim()
    .max(500)
    .regex(/^$|^\/uploads\/(?:[\w-]+\/)*[\w-]+\.mp4$/, { error: 'validation.url' })
    .default(''),
  market_price: amountText.default('0'),
  purchase_limit: numeric(z.number().int().min(0).max(1_000_000)).default(0),
  shipping_source: z.enum(SHIPPING_SOURCES).default('warehouse'),
  status: productStatusField.default('offline'),
  is_new: z.boolean().default(false),
  sort: sortField,
  specs: z.array(specInput).max(PRODUCT_SPECS_MAX).default([]),
  skus: z.array(skuInput).min(1).max(PRODUCT_SKUS_MAX),
});
export type ProductSaveBody = z.infer<typeof productSaveBody>;

export const productAdminDetail = z.object({
  id: z.number().int(),
  category_id: z.number().int(),
  brand: z.string(),
  name: localizedText,
  subtitle: localizedText,
  description: localizedText,
  images: z.array(z.string()),
  video_url: z.string(),
  price: z.string(),
  market_price: z.string(),
  sales_volume: z.number().int(),
  purchase_limit: z.number().int(),
  shipping_source: z.enum(SHIPPING_SOURCES),
  status: productStatusField,
  is_new: z.boolean(),
  sort: z.number().int(),
  specs: z.array(z.object({ id: z.number().int(), name: localizedText, values: z.array(z.object({ id: z.number().int(), value: localizedText })) })),
  skus: z.array(
    z.object({ id: z.number().int(), spec_values: z.array(z.string()), price: z.string(), stock: z.number().int(), code: z.string(), image: z.string() }),
  ),
});
export type ProductAdminDetail = z.infer<typeof productAdminDetail>;

/** The save body that leaves a product as it is: the editor's starting values and the CSV import's "unchanged" test. */
export function productSaveBodyOf(detail: ProductAdminDetail): ProductSaveBody {
  return {
    id: detail.id,
    category_id: detail.category_id,
    brand: detail.brand,
    name: detail.name,
    subtitle: detail.subtitle,
    description: detail.description,
    images: detail.images,
    video_url: detail.video_url,
    market_price: detail.market_price,
    purchase_limit: detail.purchase_limit,
    shipping_source: detail.shipping_source,
    status: detail.status,
    is_new: detail.is_new,
    sort: detail.sort,
    specs: detail.specs.map((spec) => ({ name: spec.name, values: spec.values.map((value) => value.value) })),
    skus: detail.skus.map(({ spec_values, price, stock, code, image }) => ({ spec_values, price, stock, code, image })),
  };
}

export const productStatusBody = z.object({ ids: z.array(idParam).min(1).max(500), status: productStatusField });
export type ProductStatusBody = z.infer<typeof productStatusBody>;
export const productBulkStatusBody = z.object({ ids: bulkIds, status: productStatusField });
export type ProductBulkStatusBody = z.infer<typeof productBulkStatusBody>;

export const stockMovementListQuery = pageQuery.extend({
  product_id: idParam.optional(),
  sku_id: idParam.optional(),
  /** A SKU code, or part of one. */
  sku_code: filterText(64),
  reason: z.enum(STOCK_REASONS).optional(),
  date_from: dateQuery,
  date_to: dateQuery,
});
export type StockMovementListQuery = z.infer<typeof stockMovementListQuery>;

export const stockMovementRow = z.object({
  id: z.number().int(),
  sku_id: z.number().int(),
  product_id: z.number().int(),
  /** In the default language; empty once the product is deleted. */
  product_name: z.string(),
  sku_code: z.string(),
  /** The SKU's spec values ("Black / M"); empty for a SKU without specs or once deleted. */
  sku_spec: z.string(),
  before: z.number().int(),
  after: z.number().int(),
  delta: z.number().int(),
  reason: z.string(),
  reference: z.string(),
  /** `admin:<id>`, `user:<id>` or `system`. */
  actor: z.string(),
  /** The admin's username or the customer's email; empty for the system or a deleted account. */
  actor_name: z.string(),
  /** What the operator wrote with a hand adjustment; empty otherwise. */
  note: z.string(),
  created_at: z.string(),
});
export type StockMovementRow = z.infer<typeof stockMovementRow>;

/** How an adjustment's quantity applies: the new stock, or units added or taken. */
export const STOCK_ADJUST_MODES = ['set', 'add', 'subtract'] as const;
export const stockAdjustBody = z.object({
  sku_id: idParam,
  mode: z.enum(STOCK_ADJUST_MODES),
  quantity: numeric(z.number().int().min(0).max(10_000_000)),
  reason: z.enum(STOCK_ADJUST_REASONS),
  note: lineText(200).default(''),
});
export type StockAdjustBody = z.infer<typeof stockAdjustBody>;
/** The SKU's stock after the adjustment (unchanged, and no movement written, when it set the same number). */
export const stockAdjustResult = z.object({ sku_id: z.number().int(), stock: z.number().int() });

/** Goods as CSV, one row per SKU: the back-office list's filters, without paging. */
export const productExportQuery = productAdminListQuery.omit({ page: true, limit: true });
export type ProductExportQuery = z.infer<typeof productExportQuery>;
export const productCsvFile = z.object({ filename: z.string(), csv: z.string() });
/** Most rows one import may hold. */
export const PRODUCT_IMPORT_ROWS_MAX = 5000;
/** A CSV in the export's shape; refused whole (4002, `{"rows.<line>.<column>": message}`) when any row is wrong. */
export const productImportBody = z.object({ csv: z.string().min(1).max(1_000_000) });
export const productImportResult = z.object({
  created: z.number().int(),
  updated: z.number().int(),
  /** Goods the file names exactly as they are. */
  unchanged: z.number().int(),
});
export type ProductImportResult = z.infer<typeof productImportResult>;

export const hotKeywordListQuery = pageQuery.extend({ keyword: filterText(50) });
/** A hot keyword per language (at least one); `keyword` is the default language's for a client that writes one language. */
export const hotKeywordSaveBody = z.object({
  id: idParam.optional(),
  keyword: lineText(50).default(''),
  keywords: z.record(languageCodeKey, lineText(50)).default({}),
  sort: sortField,
  status: statusField.default('active'),
});
export const hotKeywordRow = z.object({
  id: z.number().int(),
  /** The default language's keyword (else the first language's). */
  keyword: z.string(),
  keywords: z.record(z.string(), z.string()),
  sort: z.number().int(),
  status: statusField,
  updated_at: z.string(),
});
export type HotKeywordRow = z.infer<typeof hotKeywordRow>;

/** Words in a synonym group: enough to say "these mean the same", few enough to stay one idea. */
export const SYNONYM_WORDS_MIN = 2;
export const SYNONYM_WORDS_MAX = 20;
const synonymWords = { error: 'validation.synonym_words' };
/** A group of words a search treats as one ("背包" = "双肩包", "backpack" = "rucksack"): kept lowercased, each once. */
export const searchSynonymListQuery = pageQuery.extend({ keyword: filterText(50) });
export const searchSynonymSaveBody = z.object({
  id: idParam.optional(),
  words: z
    .array(requiredText(50).transform((word) => word.toLowerCase()))
    .min(SYNONYM_WORDS_MIN, synonymWords)
    .max(SYNONYM_WORDS_MAX, synonymWords)
    .refine((words) => new Set(words).size === words.length, synonymWords),
  status: statusField.default('active'),
});
export const searchSynonymRow = z.object({ id: z.number().int(), words: z.array(z.string()), status: statusField, updated_at: z.string() });
export type SearchSynonymRow = z.infer<typeof searchSynonymRow>;

