/** Hotels: browsing, booking and the back office's review and verification of bookings. */
export { hotelRoutes } from './routes.ts';
export { hotelInventoryChanged, HOTEL_ANSWERS } from './cache.ts';
export { localHotelProvider } from './local-provider.ts';
export type { HotelProvider } from './provider.ts';
