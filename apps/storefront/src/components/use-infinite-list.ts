import { useInfiniteQuery, type QueryKey, type UseInfiniteQueryOptions } from '@tanstack/react-query';
import type { PageResult } from '@roamcart/contracts';

export type FlatList<T> = { list: T[]; total: number };

/** An infinite list query shaped for `InfiniteGoods`: the goods so far, whether more exist, and how to get them. */
export function useInfiniteList<T, K extends QueryKey>(options: UseInfiniteQueryOptions<PageResult<T>, Error, FlatList<T>, K, number>) {
  const query = useInfiniteQuery(options);
  return {
    goods: query.data?.list,
    total: query.data?.total,
    failed: query.isError,
    hasMore: query.hasNextPage,
    loadMore: () => query.fetchNextPage({ cancelRefetch: false, throwOnError: true }),
  };
}
