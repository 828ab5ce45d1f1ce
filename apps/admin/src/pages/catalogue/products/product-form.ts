import { productSaveBodyOf, type ProductAdminDetail, type ProductSaveBody, type productSaveBody, type z } from '@roamcart/contracts';
import type { SkuRow } from '../../../lib/sku-matrix.ts';
import { filledTexts, type LocalizedText } from '../../../lib/texts.ts';

export interface SpecFormValue {
  name: Partial<LocalizedText>;
  values: Partial<LocalizedText>[];
}

/** The editor's values: the save body, with texts as typed (blank languages not yet dropped). */
export interface ProductFormValues {
  category_id?: number;
  brand: string;
  name: Partial<LocalizedText>;
  subtitle: Partial<LocalizedText>;
  description: Partial<LocalizedText>;
  images: string[];
  video_url: string;
  market_price: string;
  purchase_limit: number;
  shipping_source: ProductSaveBody['shipping_source'];
  status: ProductSaveBody['status'];
  is_new: boolean;
  sort: number;
  specs: SpecFormValue[];
  skus: SkuRow[];
}

export const NEW_PRODUCT: ProductFormValues = {
  brand: '',
  name: {},
  subtitle: {},
  description: {},
  images: [],
  video_url: '',
  market_price: '',
  purchase_limit: 0,
  shipping_source: 'warehouse',
  status: 'offline',
  is_new: false,
  sort: 0,
  specs: [],
  skus: [{ spec_values: [], price: '', stock: 0, code: '', image: '' }],
};

export function formValuesOf(detail: ProductAdminDetail): ProductFormValues {
  const { id: _id, ...values } = productSaveBodyOf(detail);
  return values;
}

/** What the API receives for these values: blank languages dropped, an empty market price as 0. */
export function saveInputOf(values: Partial<ProductFormValues>): z.input<typeof productSaveBody> {
  return {
    ...values,
    category_id: values.category_id,
    images: values.images ?? [],
    name: filledTexts(values.name),
    subtitle: filledTexts(values.subtitle),
    description: filledTexts(values.description),
    market_price: values.market_price?.trim() || '0',
    specs: (values.specs ?? []).map((spec) => ({ name: filledTexts(spec?.name), values: (spec?.values ?? []).map(filledTexts) })),
    skus: values.skus ?? [],
  };
}
