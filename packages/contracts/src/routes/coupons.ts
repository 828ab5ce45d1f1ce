import { bulkIdsBody, bulkResult, idBody } from '../admin/common.ts';
import {
  couponCenter,
  couponClaimBody,
  couponSendBody,
  couponSendCount,
  couponSendCountQuery,
  couponSendResult,
  couponTemplateListQuery,
  couponTemplateRow,
  couponTemplateSaveBody,
  myCoupons,
  myCouponsQuery,
  userCoupon,
} from '../coupons.ts';
import { pageResultOf, z } from '../validation.ts';
import { withSchemas } from './define.ts';
import { couponAdminEndpoints, couponEndpoints } from './endpoints/coupons.ts';

export const couponRoutes = withSchemas(couponEndpoints, {
  center: { response: couponCenter },
  claim: { body: couponClaimBody, response: userCoupon },
  mine: { query: myCouponsQuery, response: myCoupons },
});

export const couponAdminRoutes = withSchemas(couponAdminEndpoints, {
  list: { query: couponTemplateListQuery, response: pageResultOf(couponTemplateRow) },
  save: { body: couponTemplateSaveBody, response: couponTemplateRow },
  delete: { body: idBody, response: z.null() },
  bulkDelete: { body: bulkIdsBody, response: bulkResult },
  send: { body: couponSendBody, response: couponSendResult },
  sendCount: { query: couponSendCountQuery, response: couponSendCount },
});
