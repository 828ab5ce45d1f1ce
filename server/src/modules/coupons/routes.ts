import { storefrontRoutes } from '@roamcart/contracts';
import { readerOf } from '../../platform/reader.ts';
import { registerRoute } from '../../platform/routes.ts';
import type { App } from '../../platform/types.ts';
import { claimCoupon, couponCenter, myCoupons, type CouponUses } from './holding.ts';

const routes = storefrontRoutes.coupons;

/** The coupon centre, claiming, the caller's coupons and points log; `uses` names the orders coupons were used on. */
export function couponRoutes(uses: CouponUses) {
  return async function couponRoutes(app: App) {
    const { deps } = app;

    registerRoute(app, routes.center, async (request) => couponCenter(deps.db, request.user.id, await readerOf(deps, request), new Date()));
    registerRoute(app, routes.claim, async (request) => claimCoupon(deps.db, request.user.id, request.body.coupon_id, await readerOf(deps, request), new Date()));
    registerRoute(app, routes.mine, async (request) => myCoupons(deps.db, uses, request.user.id, request.query, await readerOf(deps, request), new Date()));
  };
}
