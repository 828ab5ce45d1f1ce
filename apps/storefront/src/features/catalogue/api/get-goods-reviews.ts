import { infiniteQueryOptions } from '@tanstack/react-query';
import { storefrontApi } from '@roamcart/contracts/api';
import { call } from '../../../api/client.ts';
import { goodsReviewsKey } from '../../../api/query-keys.ts';

const REVIEWS_PAGE = 5;

/** A goods' visible reviews, newest first, a few at a time, with the average rating. */
export const goodsReviewsQuery = (goodsId: number) =>
  infiniteQueryOptions({
    queryKey: [...goodsReviewsKey, goodsId],
    queryFn: ({ pageParam }) => call(storefrontApi.orders.goodsReviews, { goods_id: goodsId, page: pageParam, limit: REVIEWS_PAGE }, { overlay: false }),
    initialPageParam: 1,
    getNextPageParam: (last, pages) => (pages.reduce((sum, page) => sum + page.list.length, 0) < last.total && last.list.length > 0 ? pages.length + 1 : undefined),
  });
