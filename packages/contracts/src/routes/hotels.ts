import {
  hotelDetail,
  hotelDetailQuery,
  hotelHome,
  hotelOrderCreateBody,
  hotelOrderCreated,
  hotelOrderDetail,
  hotelOrderList,
  hotelOrderListQuery,
  hotelOrderPreviewBody,
  hotelReviewPage,
  hotelReviewsQuery,
  hotelSearchPage,
  hotelSearchQuery,
} from '../hotels.ts';
import { orderFeed, orderFeedQuery, travelCancelBody, travelDocumentFile, travelOrderNoQuery, travelOrderPreview, travelPayBody, travelPayStatus, travelRateBody } from '../travel.ts';
import { z } from '../validation.ts';
import { withSchemas } from './define.ts';
import { hotelEndpoints, orderFeedEndpoints } from './endpoints/hotels.ts';

export const hotelRoutes = withSchemas(hotelEndpoints, {
  home: { response: hotelHome },
  search: { query: hotelSearchQuery, response: hotelSearchPage },
  detail: { query: hotelDetailQuery, response: hotelDetail },
  reviews: { query: hotelReviewsQuery, response: hotelReviewPage },
  orderPreview: { body: hotelOrderPreviewBody, response: travelOrderPreview },
  orderCreate: { body: hotelOrderCreateBody, response: hotelOrderCreated },
  orderList: { query: hotelOrderListQuery, response: hotelOrderList },
  orderDetail: { query: travelOrderNoQuery, response: hotelOrderDetail },
  orderPay: { body: travelPayBody, response: travelPayStatus },
  orderCancel: { body: travelCancelBody, response: hotelOrderDetail },
  orderRate: { body: travelRateBody, response: z.null() },
  orderVoucher: { query: travelOrderNoQuery, response: travelDocumentFile },
  orderCalendar: { query: travelOrderNoQuery, response: travelDocumentFile },
});

export const orderFeedRoutes = withSchemas(orderFeedEndpoints, {
  list: { query: orderFeedQuery, response: orderFeed },
});
