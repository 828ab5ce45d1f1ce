import { adminApi } from '@roamcart/contracts/api';
import type { ReviewStatusBody } from '@roamcart/contracts';
import { call } from './client.ts';
import { pagedListQuery, useRefreshingMutation } from './resource.ts';

const REVIEWS = 'reviews';
const routes = adminApi.orders;

/** Goods reviews newest first, hidden ones included. */
export const reviewListQuery = pagedListQuery(REVIEWS, routes.reviews);

/** Hides a review (off the goods page and its rating) or shows it again. */
export const useSetReviewStatus = () => useRefreshingMutation(REVIEWS, (body: ReviewStatusBody) => call(routes.reviewStatus, body));
