import { infiniteQueryOptions } from '@tanstack/react-query';
import type { InfiniteData } from '@tanstack/react-query';
import type { PageResult, SavedGoods } from '@roamcart/contracts';
import { storefrontApi } from '@roamcart/contracts/api';
import { call } from '../../../api/client.ts';
import { flattenPages, nextPageOf } from '../../../lib/paging.ts';
import { GOODS_PAGE_SIZE } from './get-goods-list.ts';

/** Every query about favourites starts with this key, so a toggle refreshes them all. */
export const favouritesKey = ['favourites'] as const;
export const historyKey = ['view-history'] as const;

export const favouritesInfiniteQuery = () =>
  infiniteQueryOptions({
    queryKey: [...favouritesKey, 'list'],
    queryFn: ({ pageParam }) => call(storefrontApi.goodsEngagement.collectList, { page: pageParam, limit: GOODS_PAGE_SIZE }, { overlay: false }),
    initialPageParam: 1,
    getNextPageParam: nextPageOf,
    select: (data: InfiniteData<PageResult<SavedGoods>>) => flattenPages(data),
  });

export const historyInfiniteQuery = () =>
  infiniteQueryOptions({
    queryKey: [...historyKey, 'list'],
    queryFn: ({ pageParam }) => call(storefrontApi.goodsEngagement.viewList, { page: pageParam, limit: GOODS_PAGE_SIZE }, { overlay: false }),
    initialPageParam: 1,
    getNextPageParam: nextPageOf,
    select: (data: InfiniteData<PageResult<SavedGoods>>) => flattenPages(data),
  });
