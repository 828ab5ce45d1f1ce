/** Hotels: browsing, booking, and the back office's review and verification of bookings. */
export { hotelRoutes } from './routes.ts';
/** Call after the back office changes hotels, room types, rate plans, inventory or rates (see cache.ts). */
export { hotelInventoryChanged, HOTEL_ANSWERS } from './cache.ts';
export { localHotelProvider } from './local-provider.ts';
export type { HotelProvider } from './provider.ts';
export { followHotelStaysJob, releaseExpiredHotelHoldsJob } from './jobs.ts';
export {
  endHotelOrder,
  hotelOrderPayable,
  hotelOrderView,
  reviewHotelOrder,
  TRAVEL_PARAMETERS,
  verifyHotelOrder,
  type HotelAdminDeps,
} from './booking.ts';
