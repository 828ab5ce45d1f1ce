import { infiniteQueryOptions } from '@tanstack/react-query';
import type { ORDER_FEED_TYPES, OrderFeedRow, PageResult } from '@roamcart/contracts';
import { storefrontApi } from '@roamcart/contracts/api';
import { call } from '../../../api/client.ts';
import { orderFeedKey } from '../../../api/query-keys.ts';
import { nextPageOf } from '../../../lib/paging.ts';

export type OrderFeedType = (typeof ORDER_FEED_TYPES)[number];

const FEED_PAGE = 10;

/** Every order of the caller (or one kind's), newest first, a page at a time. */
export const orderFeedQuery = (type: OrderFeedType | undefined) =>
  infiniteQueryOptions({
    queryKey: [...orderFeedKey, type ?? 'all'],
    queryFn: ({ pageParam }) => call(storefrontApi.orderFeed.list, { page: pageParam, limit: FEED_PAGE, ...(type && { type }) }, { overlay: false }),
    initialPageParam: 1,
    getNextPageParam: (last: PageResult<OrderFeedRow>) => nextPageOf(last),
  });
