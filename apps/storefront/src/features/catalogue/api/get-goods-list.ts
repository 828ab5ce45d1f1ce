import { infiniteQueryOptions } from '@tanstack/react-query';
import type { InfiniteData } from '@tanstack/react-query';
import type { GOODS_SORTS, GoodsCard, PageResult } from '@roamcart/contracts';
import { storefrontApi } from '@roamcart/contracts/api';
import { call } from '../../../api/client.ts';
import { flattenPages, nextPageOf } from '../../../lib/paging.ts';

export type GoodsSort = (typeof GOODS_SORTS)[number];

/** What a goods list asks for; prices in the interface's currency. */
export interface GoodsFilter {
  category_id?: number;
  keyword?: string;
  is_new?: boolean;
  in_stock?: boolean;
  price_min?: string;
  price_max?: string;
  sort?: GoodsSort;
}

export const GOODS_PAGE_SIZE = 20;

/** Leaves out what is not asked for, so equal filters make equal query keys. */
function definedOnly(filter: GoodsFilter): GoodsFilter {
  return Object.fromEntries(Object.entries(filter).filter(([, value]) => value !== undefined && value !== '')) as GoodsFilter;
}

/** One goods list (a category, a search, new goods), page after page as the customer scrolls. */
export const goodsListInfiniteQuery = (filter: GoodsFilter, limit = GOODS_PAGE_SIZE) => {
  const asked = definedOnly(filter);
  return infiniteQueryOptions({
    queryKey: ['goods', 'list', asked, limit],
    queryFn: ({ pageParam }) => call(storefrontApi.catalogue.list, { ...asked, page: pageParam, limit }, { overlay: false }),
    initialPageParam: 1,
    getNextPageParam: nextPageOf,
    select: (data: InfiniteData<PageResult<GoodsCard>>) => flattenPages(data),
  });
};
