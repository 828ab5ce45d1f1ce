import { queryOptions, type QueryClient } from '@tanstack/react-query';
import type { TicketOrderCreateBody, TicketOrderPreviewBody } from '@roamcart/contracts';
import { storefrontApi } from '@roamcart/contracts/api';
import { call } from '../../../api/client.ts';
import { couponsKey, orderFeedKey, ticketOrdersKey } from '../../../api/query-keys.ts';

/** The fare's price for the party and the traveller's coupons for it, asked again as the coupon choice changes. */
export const ticketOrderPreviewQuery = (body: TicketOrderPreviewBody) =>
  queryOptions({
    queryKey: [...ticketOrdersKey, 'preview', body],
    queryFn: () => call(storefrontApi.ticketOrders.orderPreview, body, { overlay: false }),
    retry: false,
  });

export function createTicketOrder(body: TicketOrderCreateBody, idempotencyKey: string) {
  return call(storefrontApi.ticketOrders.orderCreate, body, { idempotencyKey });
}

/** The traveller's saved passengers, offered on the booking form. */
export const savedPassengersQuery = () =>
  queryOptions({
    queryKey: [...ticketOrdersKey, 'passengers'],
    queryFn: () => call(storefrontApi.ticketOrders.passengers, undefined, { overlay: false }),
  });

export function payTicketOrder(orderNo: string, method: 'wallet' | 'online' | 'offline', idempotencyKey: string, channelId?: number) {
  return call(storefrontApi.ticketOrders.orderPay, { order_no: orderNo, method, ...(channelId !== undefined && { channel_id: channelId }) }, { idempotencyKey });
}

export function cancelTicketOrder(orderNo: string, reason: string) {
  return call(storefrontApi.ticketOrders.orderCancel, { order_no: orderNo, reason });
}

export function rateTicketOrder(orderNo: string, rating: number, comment: string) {
  return call(storefrontApi.ticketOrders.orderRate, { order_no: orderNo, rating, comment });
}

/** After an order moved: its detail, saved passengers, the all-orders feed and the coupons (one used, or given back) are asked again. */
export async function refreshTicketOrders(client: QueryClient): Promise<void> {
  await Promise.all([ticketOrdersKey, orderFeedKey, couponsKey].map((queryKey) => client.invalidateQueries({ queryKey })));
}
