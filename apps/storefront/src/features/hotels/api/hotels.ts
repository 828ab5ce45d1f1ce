import { infiniteQueryOptions, queryOptions, type InfiniteData, type QueryClient } from '@tanstack/react-query';
import type { HotelCard, HotelOrderCreateBody, HotelOrderPreviewBody, PageResult } from '@roamcart/contracts';
import { storefrontApi } from '@roamcart/contracts/api';
import { call } from '../../../api/client.ts';
import { couponsKey, hotelOrdersKey, orderFeedKey } from '../../../api/query-keys.ts';
import { flattenPages, nextPageOf } from '../../../lib/paging.ts';
import { hotelSearchInput, type HotelFilter, type HotelSort, type StayFields } from './hotel-search-input.ts';

export type { HotelFilter, HotelSort, StayFields };

/** Every hotel query starts with this key. */
export const hotelsKey = ['hotels'] as const;

/** Cities to stay in and hotels to suggest. */
export const hotelHomeQuery = () =>
  queryOptions({
    queryKey: [...hotelsKey, 'home'],
    queryFn: () => call(storefrontApi.hotels.home, undefined, { overlay: false }),
  });

/** A city's hotels for a stay, page after page as the traveller scrolls. */
export const hotelSearchQuery = (city: string, stay: StayFields, filter: HotelFilter) => {
  const { page: _first, ...asked } = hotelSearchInput(city, stay, filter, 1);
  return infiniteQueryOptions({
    queryKey: [...hotelsKey, 'search', asked],
    queryFn: ({ pageParam }) => call(storefrontApi.hotels.search, hotelSearchInput(city, stay, filter, pageParam), { overlay: false }),
    initialPageParam: 1,
    getNextPageParam: nextPageOf,
    select: (data: InfiniteData<PageResult<HotelCard>>) => flattenPages(data),
  });
};

/** A hotel with its room types priced for the stay. */
export const hotelDetailQuery = (id: number, stay: StayFields) =>
  queryOptions({
    queryKey: [...hotelsKey, 'detail', id, stay],
    queryFn: () => call(storefrontApi.hotels.detail, { id, ...stay }, { overlay: false }),
    retry: false,
  });

/** Every hotel's guest reviews start with this key: a rating adds one. */
const hotelReviewsKey = [...hotelsKey, 'reviews'] as const;
const REVIEWS_PAGE = 5;

/** A hotel's guest reviews, the latest stays first, a few more on request. */
export const hotelReviewsQuery = (hotelId: number) =>
  infiniteQueryOptions({
    queryKey: [...hotelReviewsKey, hotelId],
    queryFn: ({ pageParam }) => call(storefrontApi.hotels.reviews, { hotel_id: hotelId, page: pageParam, limit: REVIEWS_PAGE }, { overlay: false }),
    initialPageParam: 1,
    getNextPageParam: nextPageOf,
  });

/** The booking's price and the traveller's coupons for it, asked again as the coupon choice changes. */
export const hotelOrderPreviewQuery = (body: HotelOrderPreviewBody) =>
  queryOptions({
    queryKey: [...hotelsKey, 'preview', body],
    queryFn: () => call(storefrontApi.hotels.orderPreview, body, { overlay: false }),
    retry: false,
  });

export function createHotelOrder(body: HotelOrderCreateBody, idempotencyKey: string) {
  return call(storefrontApi.hotels.orderCreate, body, { idempotencyKey });
}

export function payHotelOrder(orderNo: string, method: 'wallet' | 'online' | 'offline', idempotencyKey: string, channelId?: number) {
  return call(storefrontApi.hotels.orderPay, { order_no: orderNo, method, ...(channelId !== undefined && { channel_id: channelId }) }, { idempotencyKey });
}

export function cancelHotelOrder(orderNo: string, reason: string) {
  return call(storefrontApi.hotels.orderCancel, { order_no: orderNo, reason });
}

export function rateHotelOrder(orderNo: string, rating: number, comment: string) {
  return call(storefrontApi.hotels.orderRate, { order_no: orderNo, rating, comment });
}

/** After a booking moved: its detail, the feed, the coupons (one used, or given back) and the reviews (a rating) are asked again. */
export async function refreshHotelOrders(client: QueryClient): Promise<void> {
  await Promise.all([hotelOrdersKey, orderFeedKey, couponsKey, hotelReviewsKey].map((queryKey) => client.invalidateQueries({ queryKey })));
}
