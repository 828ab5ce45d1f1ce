import {
  goodsReviewPage,
  goodsReviewsQuery,
  orderAdminCancelBody,
  orderAdminDetail,
  orderAdminListQuery,
  orderAdminRow,
  orderCancelBody,
  orderCreateBody,
  orderCreated,
  orderDetail,
  orderList,
  orderListQuery,
  orderNoBody,
  orderNoQuery,
  orderPayBody,
  orderPayStatus,
  orderPreview,
  orderPreviewBody,
  orderReviewBody,
  orderExport,
  orderShipBody,
} from '../orders.ts';
import { pageResultOf, z } from '../validation.ts';
import { withSchemas } from './define.ts';
import { orderAdminEndpoints, orderEndpoints } from './endpoints/orders.ts';

export const orderRoutes = withSchemas(orderEndpoints, {
  preview: { body: orderPreviewBody, response: orderPreview },
  create: { body: orderCreateBody, response: orderCreated },
  list: { query: orderListQuery, response: orderList },
  detail: { query: orderNoQuery, response: orderDetail },
  cancel: { body: orderCancelBody, response: z.null() },
  pay: { body: orderPayBody, response: orderPayStatus },
  payStatus: { query: orderNoQuery, response: orderPayStatus },
  confirmReceipt: { body: orderNoBody, response: z.null() },
  delete: { body: orderNoBody, response: z.null() },
  review: { body: orderReviewBody, response: z.null() },
  goodsReviews: { query: goodsReviewsQuery, response: goodsReviewPage },
});

export const orderAdminRoutes = withSchemas(orderAdminEndpoints, {
  list: { query: orderAdminListQuery, response: pageResultOf(orderAdminRow) },
  export: { query: orderAdminListQuery.omit({ page: true, limit: true }), response: orderExport },
  detail: { query: orderNoQuery, response: orderAdminDetail },
  ship: { body: orderShipBody, response: z.null() },
  cancel: { body: orderAdminCancelBody, response: z.null() },
});
