import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { StockAdjustBody } from '@roamcart/contracts';
import { adminApi } from '@roamcart/contracts/api';
import { call } from './client.ts';
import { pagedListQuery } from './resource.ts';

const STOCK_MOVEMENTS = 'stock_movements';

/** Every change of a SKU's stock, newest first. */
export const stockMovementListQuery = pagedListQuery(STOCK_MOVEMENTS, adminApi.stockMovements.list);

/** Sets, adds or takes a SKU's stock; the movements and the goods (their stock) are fetched again. */
export function useAdjustStock() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: StockAdjustBody) => call(adminApi.stockMovements.adjust, body),
    onSuccess: () => Promise.all([queryClient.invalidateQueries({ queryKey: [STOCK_MOVEMENTS] }), queryClient.invalidateQueries({ queryKey: ['products'] })]),
  });
}

const PRODUCT_OPTIONS_LIMIT = 20;

/** Products whose name holds `keyword`, to pick one as a filter. */
export const productOptionsQuery = (keyword: string) =>
  queryOptions({
    queryKey: ['products', 'options', keyword],
    queryFn: () => call(adminApi.products.list, { page: 1, limit: PRODUCT_OPTIONS_LIMIT, keyword: keyword || undefined }),
  });
