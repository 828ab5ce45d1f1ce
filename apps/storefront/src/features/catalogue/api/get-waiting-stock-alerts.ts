import { infiniteQueryOptions, type InfiniteData } from '@tanstack/react-query';
import type { PageResult, WaitingStockAlert } from '@roamcart/contracts';
import { storefrontApi } from '@roamcart/contracts/api';
import { call } from '../../../api/client.ts';
import { nextPageOf } from '../../../lib/paging.ts';
import { waitingStockAlertsKey } from './stock-alerts.ts';

const WAITING_PAGE_SIZE = 20;

/** Every SKU the customer waits for, last asked first (Me's list). */
export const waitingStockAlertsQuery = () =>
  infiniteQueryOptions({
    queryKey: waitingStockAlertsKey,
    queryFn: ({ pageParam }) => call(storefrontApi.goodsEngagement.stockAlertList, { page: pageParam, limit: WAITING_PAGE_SIZE }, { overlay: false }),
    initialPageParam: 1,
    getNextPageParam: nextPageOf,
    // Pages are read by offset: an alert asked between two pages may come twice; it is shown once.
    select: (data: InfiniteData<PageResult<WaitingStockAlert>>) => [...new Map(data.pages.flatMap((page) => page.list).map((alert) => [alert.sku_id, alert])).values()],
  });
