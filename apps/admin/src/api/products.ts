import { queryOptions } from '@tanstack/react-query';
import type { ProductStatusBody } from '@roamcart/contracts';
import { adminApi } from '@roamcart/contracts/api';
import { call, upload } from './client.ts';
import { createResource, useRefreshingMutation } from './resource.ts';

const PRODUCTS = 'products';

/** List (`/goods`), save and delete of goods. */
export const productsResource = createResource(PRODUCTS, adminApi.products);

/** One product with its translations, gallery, specs and SKUs, for the editor. */
export const productDetailQuery = (id: number) =>
  queryOptions({ queryKey: [PRODUCTS, 'detail', id], queryFn: () => call(adminApi.products.detail, { id: String(id) }), staleTime: 0 });

/** Puts goods online or offline. */
export const useSetProductStatus = () => useRefreshingMutation(PRODUCTS, (body: ProductStatusBody) => call(adminApi.products.status, body));

/** A gallery image of exactly 750x485 (multipart field `file`). */
export function uploadGoodsImage(file: File) {
  return upload(adminApi.upload.goodsImage, file);
}

/** An MP4 of 750x485, up to 20 MB. */
export function uploadGoodsVideo(file: File) {
  return upload(adminApi.upload.goodsVideo, file);
}
