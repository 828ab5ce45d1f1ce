import { queryOptions } from '@tanstack/react-query';
import { adminApi } from '@roamcart/contracts/api';
import { call } from './client.ts';
import { pagedListQuery } from './resource.ts';

/** Every change of a SKU's stock, newest first. */
export const stockMovementListQuery = pagedListQuery('stock_movements', adminApi.stockMovements.list);

const PRODUCT_OPTIONS_LIMIT = 20;

/** Products whose name holds `keyword`, to pick one as a filter. */
export const productOptionsQuery = (keyword: string) =>
  queryOptions({
    queryKey: ['products', 'options', keyword],
    queryFn: () => call(adminApi.products.list, { page: 1, limit: PRODUCT_OPTIONS_LIMIT, keyword: keyword || undefined }),
  });
