import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { HotelCalendarSaveBody, HotelCitySaveBody, HotelSaveBody, RatePlanSaveBody, RoomTypeSaveBody, TravelReviewBody } from '@roamcart/contracts';
import { adminApi } from '@roamcart/contracts/api';
import { call, upload } from './client.ts';
import { pagedListQuery, useRefreshingMutation } from './resource.ts';

const HOTELS = 'hotels';
const HOTEL_ORDERS = 'hotel_orders';
const routes = adminApi.hotels;

export const hotelCitiesQuery = queryOptions({ queryKey: [HOTELS, 'cities'], queryFn: () => call(routes.cities), staleTime: 60_000 });
export const hotelListQuery = pagedListQuery(HOTELS, routes.list);
export const useSaveHotel = () => useRefreshingMutation(HOTELS, (body: HotelSaveBody) => call(routes.save, body));
export const useDeleteHotel = () => useRefreshingMutation(HOTELS, (id: number) => call(routes.delete, { id }));

/** Every hotel as picker options (the calendar's hotel choice): the first 100 by the list's order. */
export const hotelOptionsQuery = queryOptions({ queryKey: [HOTELS, 'options'], queryFn: () => call(routes.list, { page: 1, limit: 100 }) });

export const roomTypesQuery = (hotelId: number) => queryOptions({ queryKey: [HOTELS, 'room_types', hotelId], queryFn: () => call(routes.roomTypes, { hotel_id: hotelId }) });
export const useSaveRoomType = () => useRefreshingMutation(HOTELS, (body: RoomTypeSaveBody) => call(routes.roomTypeSave, body));
export const useDeleteRoomType = () => useRefreshingMutation(HOTELS, (id: number) => call(routes.roomTypeDelete, { id }));
export const useSaveRatePlan = () => useRefreshingMutation(HOTELS, (body: RatePlanSaveBody) => call(routes.ratePlanSave, body));
export const useDeleteRatePlan = () => useRefreshingMutation(HOTELS, (id: number) => call(routes.ratePlanDelete, { id }));

/** A room type's nights `start`..`end`; the previous month stays shown while the next loads. */
export const hotelCalendarQuery = (roomTypeId: number, start: string, end: string) =>
  queryOptions({
    queryKey: [HOTELS, 'calendar', roomTypeId, start, end],
    queryFn: () => call(routes.calendar, { room_type_id: roomTypeId, start, end }),
    placeholderData: keepPreviousData,
  });
export const useSaveCalendar = () => useRefreshingMutation(HOTELS, (body: HotelCalendarSaveBody) => call(routes.calendarSave, body));

/** Stores a hotel or room photo (any size). */
export function uploadHotelPhoto(file: File) {
  return upload(adminApi.upload.image, file);
}

export const hotelOrderListQuery = pagedListQuery(HOTEL_ORDERS, routes.orders);
export const hotelOrderDetailQuery = (orderNo: string) => queryOptions({ queryKey: [HOTEL_ORDERS, 'detail', orderNo], queryFn: () => call(routes.orderDetail, { order_no: orderNo }) });
export const useReviewHotelOrder = () => useRefreshingMutation(HOTEL_ORDERS, (body: TravelReviewBody) => call(routes.review, body));
export const useVerifyHotelOrder = () => useRefreshingMutation(HOTEL_ORDERS, (body: { order_no: string; confirmation_no: string }) => call(routes.verify, body));

/** Hotel bookings paid per day and per city from `start` to `end`. */
export const hotelBookingsReportQuery = (start: string, end: string) =>
  queryOptions({
    queryKey: ['reports', 'bookings', start, end],
    queryFn: () => call(routes.report, { start, end }),
    placeholderData: keepPreviousData,
  });

export const useSaveHotelCity = () => useRefreshingMutation(HOTELS, (body: HotelCitySaveBody) => call(routes.citySave, body));
