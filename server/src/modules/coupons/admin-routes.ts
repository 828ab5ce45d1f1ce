import { adminRoutes } from '@roamcart/contracts';
import { registerRoute } from '../../platform/routes.ts';
import { readerOf } from '../../platform/reader.ts';
import type { App } from '../../platform/types.ts';
import { bulkDeleteCouponTemplates, countSendGroup, deleteCouponTemplate, listCouponTemplates, saveCouponTemplate, sendCoupons } from './admin-service.ts';

const routes = adminRoutes.coupons;

/** Coupon templates, and sending their coupons to customers. */
export async function couponAdminRoutes(app: App) {
  const { deps } = app;

  registerRoute(app, routes.list, async (request) => listCouponTemplates(deps, request.query, await readerOf(deps, request)));
  registerRoute(app, routes.save, async (request) => saveCouponTemplate(deps, request.body, await readerOf(deps, request)));
  registerRoute(app, routes.delete, async (request) => {
    await deleteCouponTemplate(deps, request.body.id);
    return null;
  });
  registerRoute(app, routes.bulkDelete, async (request) => bulkDeleteCouponTemplates(deps, request.lang, request.body.ids));
  registerRoute(app, routes.send, async (request) => sendCoupons(deps, request.admin, request.body));
  registerRoute(app, routes.sendCount, async (request) => countSendGroup(deps, request.admin, request.query));
}
