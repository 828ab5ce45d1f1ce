import { infiniteQueryOptions, queryOptions, type QueryClient } from '@tanstack/react-query';
import type { PageResult, UserCouponStatus } from '@roamcart/contracts';
import { storefrontApi } from '@roamcart/contracts/api';
import { call } from './client.ts';
import { userInfoKey } from './get-user-info.ts';
import { walletKey } from './wallet.ts';

const PAGE_SIZE = 20;

/** Every coupon query starts with this key: a claim or an order refreshes them all. */
export const couponsKey = ['coupons'] as const;

const nextPage = (last: PageResult<unknown>) => (last.page * last.limit < last.total ? last.page + 1 : undefined);

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
    getNextPageParam: nextPage,
  });

/** How many coupons the caller can use now, for Me. */
export const usableCouponCountQuery = () =>
  queryOptions({
    queryKey: [...couponsKey, 'usable-count'],
    queryFn: async () => (await call(storefrontApi.coupons.mine, { status: 'usable', page: 1, limit: 1 }, { overlay: false })).total,
  });

/** After coupons or points moved (a claim, an order placed or cancelled): the coupons, the points log and the points on Me. */
export async function refreshCoupons(client: QueryClient): Promise<void> {
  await Promise.all([
    client.invalidateQueries({ queryKey: couponsKey }),
    client.invalidateQueries({ queryKey: [...walletKey, 'points-log'] }),
    client.invalidateQueries({ queryKey: userInfoKey }),
  ]);
}
