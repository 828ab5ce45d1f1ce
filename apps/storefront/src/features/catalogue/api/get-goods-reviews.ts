import { infiniteQueryOptions } from '@tanstack/react-query';
import { storefrontApi } from '@roamcart/contracts/api';
import { call } from '../../../api/client.ts';
import { goodsReviewsKey } from '../../../api/query-keys.ts';

const REVIEWS_PAGE = 5;

/** Which reviews to show: all, those with pictures, or those of one star count. */
export type ReviewFilter = { with_photos: true } | { stars: number } | Record<string, never>;

/** A goods' visible reviews, newest first, a few at a time, with the average rating and each filter's count. */
export const goodsReviewsQuery = (goodsId: number, filter: ReviewFilter = {}) =>
  infiniteQueryOptions({
    queryKey: [...goodsReviewsKey, goodsId, filter],
    queryFn: ({ pageParam }) => call(storefrontApi.orders.goodsReviews, { goods_id: goodsId, ...filter, page: pageParam, limit: REVIEWS_PAGE }, { overlay: false }),
    initialPageParam: 1,
    getNextPageParam: (last, pages) => (pages.reduce((sum, page) => sum + page.list.length, 0) < last.total && last.list.length > 0 ? pages.length + 1 : undefined),
  });
