import { queryOptions } from '@tanstack/react-query';
import type { CouponSendBody, CouponSendCountQuery } from '@roamcart/contracts';
import { adminApi } from '@roamcart/contracts/api';
import { call } from './client.ts';
import { createResource, useRefreshingMutation } from './resource.ts';

const COUPONS = 'coupons';

export const couponsResource = createResource(COUPONS, adminApi.coupons);

/** Sends a template's coupon to one customer or a filtered group; the list's given-out counts change. */
export const useSendCoupons = () => useRefreshingMutation(COUPONS, (body: CouponSendBody) => call(adminApi.coupons.send, body));

/** How many active customers a group send would reach with these filters now. */
export const sendCountQuery = (group: CouponSendCountQuery) => queryOptions({ queryKey: [COUPONS, 'send-count', group], queryFn: () => call(adminApi.coupons.sendCount, group) });

/** Deletes the selected templates nobody holds, answering per id. */
export const useBulkDeleteCoupons = () => useRefreshingMutation(COUPONS, (ids: number[]) => call(adminApi.coupons.bulkDelete, { ids }));
