import { translateMessage, type ProductAdminDetail } from '@roamcart/contracts';
import type { AppDeps } from '../../platform/types.ts';
import { productDetail, saveProduct } from './admin-service.ts';

/** A product name holds at most this many characters (productSaveBody's `name`). */
const NAME_MAX = 200;

/** "Name (copy)" in each name's own language, the name shortened so the whole stays within NAME_MAX. */
function copyNames(names: Record<string, string>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(names).map(([lang, name]) => {
      const suffixLength = translateMessage(lang, 'system.copy_name', { name: '' }).length;
      return [lang, translateMessage(lang, 'system.copy_name', { name: name.slice(0, NAME_MAX - suffixLength) })];
    }),
  );
}

/**
 * A new offline product with the source's texts, pictures, specs and SKUs: no stock, sales or
 * reviews, and SKU codes left blank (a code names one SKU, the key a CSV import matches on).
 * Saved through `saveProduct`, so it is checked and sanitised as any save is.
 */
export async function duplicateProduct(deps: AppDeps, id: number, actor: string): Promise<ProductAdminDetail> {
  const source = await productDetail(deps, id);
  return saveProduct(
    deps,
    {
      category_id: source.category_id,
      brand: source.brand,
      name: copyNames(source.name),
      subtitle: source.subtitle,
      description: source.description,
      images: source.images,
      video_url: source.video_url,
      market_price: source.market_price,
      purchase_limit: source.purchase_limit,
      shipping_source: source.shipping_source,
      status: 'offline',
      is_new: false,
      sort: source.sort,
      specs: source.specs.map((spec) => ({ name: spec.name, values: spec.values.map((value) => value.value) })),
      skus: source.skus.map((sku) => ({ spec_values: sku.spec_values, price: sku.price, stock: 0, code: '', image: sku.image })),
    },
    actor,
  );
}
