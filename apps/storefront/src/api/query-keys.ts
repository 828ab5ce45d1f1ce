import type { QueryClient } from '@tanstack/react-query';
import { userInfoKey } from './get-user-info.ts';

/*
 * The roots of the query keys that a change in one feature refreshes in another's (a booking
 * uses a coupon, a payment settles an order): every query of the feature that owns a root starts
 * with it, so invalidating the root refreshes them all.
 */

/** Goods orders: lists and details. */
export const ordersKey = ['orders'] as const;
/** The all-orders feed, under the goods orders' root so that a goods order's move refreshes it too. */
export const orderFeedKey = [...ordersKey, 'feed'] as const;
export const sharedOrderKey = ['shared-order'] as const;
/** Hotel bookings: details. */
export const hotelOrdersKey = ['hotel-orders'] as const;
/** Flight orders: details and saved passengers. */
export const ticketOrdersKey = ['ticket-orders'] as const;
export const couponsKey = ['coupons'] as const;
export const walletKey = ['wallet'] as const;
export const paymentsKey = ['payments'] as const;
export const goodsReviewsKey = ['goods-reviews'] as const;
export const messagesKey = ['messages'] as const;

/** After coupons or points moved (a claim, an order placed or cancelled): the coupons, the points log and the points on Me. */
export async function refreshCoupons(client: QueryClient): Promise<void> {
  await Promise.all([
    client.invalidateQueries({ queryKey: couponsKey }),
    client.invalidateQueries({ queryKey: [...walletKey, 'points-log'] }),
    client.invalidateQueries({ queryKey: userInfoKey }),
  ]);
}

/** After a payment settled or its voucher went in: orders of every kind, wherever they are shown. */
export async function refreshPaidOrders(client: QueryClient): Promise<void> {
  await Promise.all([ordersKey, sharedOrderKey, hotelOrdersKey, ticketOrdersKey].map((queryKey) => client.invalidateQueries({ queryKey })));
}
