import { queryOptions } from '@tanstack/react-query';
import { storefrontApi } from '@roamcart/contracts/api';
import { call } from './client.ts';
import { hotelOrdersKey, ordersKey, sharedOrderKey, ticketOrdersKey } from './query-keys.ts';

/*
 * Each kind of order as its buyer sees it: read by the order's own screens, and by the offline
 * payment screen for what is still due on it.
 */

export const orderDetailQuery = (orderNo: string) =>
  queryOptions({
    queryKey: [...ordersKey, 'detail', orderNo],
    queryFn: () => call(storefrontApi.orders.detail, { order_no: orderNo }, { overlay: false }),
    retry: false,
  });

/** What a share link shows anyone: the goods, the amounts, the city, and which sub-orders can still be paid. */
export const sharedOrderQuery = (token: string) =>
  queryOptions({
    queryKey: [...sharedOrderKey, token],
    queryFn: () => call(storefrontApi.orders.shareDetail, { share_token: token }, { overlay: false }),
    retry: false,
  });

export const hotelOrderDetailQuery = (orderNo: string) =>
  queryOptions({
    queryKey: [...hotelOrdersKey, 'detail', orderNo],
    queryFn: () => call(storefrontApi.hotels.orderDetail, { order_no: orderNo }, { overlay: false }),
    retry: false,
  });

export const ticketOrderDetailQuery = (orderNo: string) =>
  queryOptions({
    queryKey: [...ticketOrdersKey, 'detail', orderNo],
    queryFn: () => call(storefrontApi.ticketOrders.orderDetail, { order_no: orderNo }, { overlay: false }),
    retry: false,
  });
