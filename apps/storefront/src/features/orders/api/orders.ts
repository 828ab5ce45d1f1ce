import { infiniteQueryOptions, queryOptions, type QueryClient } from '@tanstack/react-query';
import type { CancelReason, GoodsOrderStatus, OrderCreateBody, OrderPreviewBody } from '@roamcart/contracts';
import { storefrontApi } from '@roamcart/contracts/api';
import { call } from '../../../api/client.ts';
import { ordersKey } from '../../../api/query-keys.ts';

const ORDERS_PAGE = 10;

/** The priced order before it is placed; a refusal (stock, limit, offline) is the screen's to show. */
export const orderPreviewQuery = (body: OrderPreviewBody | null) =>
  queryOptions({
    queryKey: ['order-preview', body],
    queryFn: () => call(storefrontApi.orders.preview, body!, { overlay: false }),
    enabled: body !== null,
    retry: false,
  });

export function createOrder(body: OrderCreateBody, idempotencyKey: string) {
  return call(storefrontApi.orders.create, body, { idempotencyKey });
}

export function payOrderFromWallet(orderNo: string, idempotencyKey: string) {
  return call(storefrontApi.orders.pay, { order_no: orderNo, method: 'wallet' }, { idempotencyKey });
}

/** One status's orders (all of them without one), a page at a time. */
export const orderListQuery = (status: GoodsOrderStatus | undefined) =>
  infiniteQueryOptions({
    queryKey: [...ordersKey, 'list', status ?? 'all'],
    queryFn: ({ pageParam }) => call(storefrontApi.orders.list, { page: pageParam, limit: ORDERS_PAGE, ...(status && { status }) }, { overlay: false }),
    initialPageParam: 1,
    getNextPageParam: (last, pages) => (pages.reduce((sum, page) => sum + page.list.length, 0) < last.total && last.list.length > 0 ? pages.length + 1 : undefined),
  });

/** Cancels with the reason chosen from the list: the server keeps its code, so every reader sees it in their own language. */
export function cancelOrder(orderNo: string, reasonCode: CancelReason) {
  return call(storefrontApi.orders.cancel, { order_no: orderNo, reason_code: reasonCode, reason: '' });
}

export function confirmReceipt(orderNo: string) {
  return call(storefrontApi.orders.confirmReceipt, { order_no: orderNo });
}

export function deleteOrder(orderNo: string) {
  return call(storefrontApi.orders.delete, { order_no: orderNo });
}

/** After an order moved: lists, details and the wallet balance are asked again. */
export async function refreshOrders(client: QueryClient): Promise<void> {
  await client.invalidateQueries({ queryKey: ordersKey });
}

/** Opens an online channel's checkout for the order's amount due; the answer names the gateway's page. */
export function payOrderByChannel(orderNo: string, channelId: number, idempotencyKey: string) {
  return call(storefrontApi.orders.pay, { order_no: orderNo, method: 'channel', channel_id: channelId }, { idempotencyKey });
}
