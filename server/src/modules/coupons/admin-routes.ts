import { adminRoutes } from '@roamcart/contracts';
import { registerRoute } from '../../platform/routes.ts';
import type { App } from '../../platform/types.ts';
import { deleteCouponTemplate, listCouponTemplates, saveCouponTemplate, sendCoupons } from './admin-service.ts';

const routes = adminRoutes.coupons;

/** Coupon templates, and sending their coupons to customers. */
export async function couponAdminRoutes(app: App) {
  const { deps } = app;

  registerRoute(app, routes.list, async (request) => listCouponTemplates(deps, request.query));
  registerRoute(app, routes.save, async (request) => saveCouponTemplate(deps, request.body));
  registerRoute(app, routes.delete, async (request) => {
    await deleteCouponTemplate(deps, request.body.id);
    return null;
  });
  registerRoute(app, routes.send, async (request) => sendCoupons(deps, request.admin, request.body));
}
