import { queryOptions } from '@tanstack/react-query';
import { storefrontApi } from '@roamcart/contracts/api';
import { call } from '../../../api/client.ts';
import { couponsKey, messagesKey, ordersKey } from '../../../api/query-keys.ts';

/** How many coupons the caller can use now, for Me; under the coupons' key, so a claim or an order updates it. */
export const usableCouponCountQuery = () =>
  queryOptions({
    queryKey: [...couponsKey, 'usable-count'],
    queryFn: async () => (await call(storefrontApi.coupons.mine, { status: 'usable', page: 1, limit: 1 }, { overlay: false })).total,
  });

/** How many messages are unread, for the badge on Me; asked again every minute while Me is kept, and after a message is read. */
export const unreadMessagesQuery = () =>
  queryOptions({
    queryKey: [...messagesKey, 'unread'],
    queryFn: async () => (await call(storefrontApi.messages.list, { page: 1, limit: 1 }, { overlay: false })).unread,
    refetchInterval: 60_000,
  });

/** How many orders are to pay, ship, receive and review, for Me's shortcuts; under the orders' key, so every move of an order asks again. */
export const orderCountsQuery = () =>
  queryOptions({
    queryKey: [...ordersKey, 'counts'],
    queryFn: () => call(storefrontApi.orders.counts, undefined, { overlay: false }),
  });
