import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import type { UserCouponStatus } from '@roamcart/contracts';
import { storefrontApi } from '@roamcart/contracts/api';
import { call } from '../../../api/client.ts';
import { couponsKey } from '../../../api/query-keys.ts';
import { nextPageOf } from '../../../lib/paging.ts';

const PAGE_SIZE = 20;

export const couponCenterQuery = () =>
  queryOptions({ queryKey: [...couponsKey, 'center'], queryFn: () => call(storefrontApi.coupons.center, undefined, { overlay: false }) });

export function claimCoupon(templateId: number) {
  return call(storefrontApi.coupons.claim, { coupon_id: templateId });
}

/** The caller's coupons in one status, a page at a time. */
export const myCouponsQuery = (status: UserCouponStatus) =>
  infiniteQueryOptions({
    queryKey: [...couponsKey, 'mine', status],
    queryFn: ({ pageParam }) => call(storefrontApi.coupons.mine, { status, page: pageParam, limit: PAGE_SIZE }, { overlay: false }),
    initialPageParam: 1,
    getNextPageParam: nextPageOf,
  });
