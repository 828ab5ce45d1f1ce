import { queryOptions } from '@tanstack/react-query';
import { storefrontApi } from '@roamcart/contracts/api';
import { call } from './client.ts';

/** What "You may also like" is about: a goods, an order of the customer's, or neither (the best sellers). */
export type RecommendFor = { goods_id: number } | { order_no: string } | Record<string, never>;

/** Cards shown under "You may also like" (goods detail, an empty search, a completed order): prices in the chosen currency. */
export const recommendedGoodsQuery = (about: RecommendFor) =>
  queryOptions({
    queryKey: ['goods', 'recommend', about],
    queryFn: () => call(storefrontApi.orders.goodsRecommend, about, { overlay: false }),
  });
