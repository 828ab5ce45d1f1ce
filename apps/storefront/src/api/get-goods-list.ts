import { infiniteQueryOptions } from '@tanstack/react-query';
import type { InfiniteData } from '@tanstack/react-query';
import type { GOODS_SORTS, GoodsCard, PageResult } from '@roamcart/contracts';
import { storefrontApi } from '@roamcart/contracts/api';
import { call } from './client.ts';

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

/** The next page to ask for, or undefined once every goods is loaded. */
export function nextPageOf(last: PageResult<unknown>): number | undefined {
  return last.page * last.limit < last.total ? last.page + 1 : undefined;
}

/**
 * The loaded pages as one list. Pages are fetched by offset, so a goods that moved between two
 * fetches (a sale changed its rank) may come twice; it is shown once.
 */
export function flattenPages<T extends { id: number }>(data: InfiniteData<PageResult<T>>): { list: T[]; total: number } {
  const byId = new Map<number, T>();
  for (const item of data.pages.flatMap((page) => page.list)) if (!byId.has(item.id)) byId.set(item.id, item);
  return { list: [...byId.values()], total: data.pages[0]?.total ?? 0 };
}

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
