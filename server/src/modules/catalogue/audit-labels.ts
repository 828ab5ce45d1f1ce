import { sql } from 'drizzle-orm';
import type { LabelSource } from '../../platform/admin-audit.ts';
import { categories, hotKeywords, products, skus } from './tables.ts';

/** Where the back-office log finds the names of goods, categories, hot keywords and SKUs (by their goods), by resource. */
export const catalogueAuditLabels: Record<string, LabelSource> = {
  products: { table: products, id: products.id, label: products.name, numericId: true },
  categories: { table: categories, id: categories.id, label: categories.name, numericId: true },
  hot_keywords: { table: hotKeywords, id: hotKeywords.id, label: hotKeywords.keywords, numericId: true },
  stock: { table: skus, id: skus.id, label: sql`(select ${products.name} from ${products} where ${products.id} = ${skus.productId})`, numericId: true },
};
