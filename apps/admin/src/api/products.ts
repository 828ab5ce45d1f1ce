import { queryOptions } from '@tanstack/react-query';
import type { ProductBulkStatusBody, ProductStatusBody } from '@roamcart/contracts';
import { adminApi } from '@roamcart/contracts/api';
import { call, upload, type Query } from './client.ts';
import { createResource, useRefreshingMutation } from './resource.ts';

const PRODUCTS = 'products';

/** List (`/goods`), save and delete of goods. */
export const productsResource = createResource(PRODUCTS, adminApi.products);

/** One product with its translations, gallery, specs and SKUs, for the editor. */
export const productDetailQuery = (id: number) =>
  queryOptions({ queryKey: [PRODUCTS, 'detail', id], queryFn: () => call(adminApi.products.detail, { id: String(id) }), staleTime: 0 });

/** Copies goods as an offline draft without stock; answers the copy. */
export const useDuplicateProduct = () => useRefreshingMutation(PRODUCTS, (id: number) => call(adminApi.products.duplicate, { id }));

/** The goods the filters match as CSV, one row per SKU: its file name and text. */
export function exportProducts(filters: Query) {
  return call(adminApi.products.export, filters as never);
}

/** Creates or updates goods from a CSV in the export's shape: all rows or, when any is wrong, none. */
export const useImportProducts = () => useRefreshingMutation(PRODUCTS, (csv: string) => call(adminApi.products.import, { csv }));

/** Puts goods online or offline. */
export const useSetProductStatus = () => useRefreshingMutation(PRODUCTS, (body: ProductStatusBody) => call(adminApi.products.status, body));

/** Puts the selected goods online or offline, answering per id. */
export const useBulkProductStatus = () => useRefreshingMutation(PRODUCTS, (body: ProductBulkStatusBody) => call(adminApi.products.bulkStatus, body));
/** Deletes the selected goods, answering per id. */
export const useBulkDeleteProducts = () => useRefreshingMutation(PRODUCTS, (ids: number[]) => call(adminApi.products.bulkDelete, { ids }));

/** A gallery image of exactly 750x485 (multipart field `file`). */
export function uploadGoodsImage(file: File) {
  return upload(adminApi.upload.goodsImage, file);
}

/** An image inside a description (JPG, PNG or WEBP up to 4 MB, any size). */
export function uploadDescriptionImage(file: File) {
  return upload(adminApi.upload.image, file);
}

/** An MP4 of 750x485, up to 20 MB. */
export function uploadGoodsVideo(file: File) {
  return upload(adminApi.upload.goodsVideo, file);
}
