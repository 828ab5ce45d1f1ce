import type { CategoryAdminRow, ProductAdminDetail } from '@roamcart/contracts';
import { adminCall, type AdminBrowser } from './admin-client.ts';
import type { TestApp } from './test-app.ts';

/** Saves a category through the back office, as an operator would; throws on anything but success. */
export async function saveCategory(t: TestApp, admin: AdminBrowser, body: Record<string, unknown>): Promise<CategoryAdminRow> {
  const res = await adminCall<CategoryAdminRow>(t.app, admin, 'POST', '/categories/save', body);
  if (res.code !== 200) throw new Error(JSON.stringify(res));
  return res.data;
}

/** A goods save body: online, one spec-less SKU unless `overrides` say otherwise. */
export function productBody(categoryId: number, overrides: Record<string, unknown>): Record<string, unknown> {
  return {
    category_id: categoryId,
    brand: 'Nordvik',
    images: ['/uploads/test/card.png'],
    status: 'online',
    skus: [{ spec_values: [], price: '5.00', stock: 3 }],
    ...overrides,
  };
}

/** Saves goods through the back office, as an operator would; throws on anything but success. */
export async function saveProduct(t: TestApp, admin: AdminBrowser, categoryId: number, overrides: Record<string, unknown>): Promise<ProductAdminDetail> {
  const res = await adminCall<ProductAdminDetail>(t.app, admin, 'POST', '/goods/save', productBody(categoryId, overrides));
  if (res.code !== 200) throw new Error(JSON.stringify(res));
  return res.data;
}
