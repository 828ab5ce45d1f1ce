import type { CouponSendBody } from '@roamcart/contracts';
import { adminApi } from '@roamcart/contracts/api';
import { call } from './client.ts';
import { createResource, useRefreshingMutation } from './resource.ts';

const COUPONS = 'coupons';

export const couponsResource = createResource(COUPONS, adminApi.coupons);

/** Sends a template's coupon to one customer or a filtered group; the list's given-out counts change. */
export const useSendCoupons = () => useRefreshingMutation(COUPONS, (body: CouponSendBody) => call(adminApi.coupons.send, body));
