import {
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
} from '../orders.ts';
import { z } from '../validation.ts';
import { withSchemas } from './define.ts';
import { orderEndpoints } from './endpoints/orders.ts';

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
});
