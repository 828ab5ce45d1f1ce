/** Hotels: browsing, booking, and the back office's review and verification of bookings. */
export { hotelRoutes } from './routes.ts';
export { followHotelStaysJob, releaseExpiredHotelHoldsJob } from './jobs.ts';
export { hotelOrderPayable } from './booking.ts';
export { hotelFeedLines } from './travel-provider.ts';
/** Rated stays that were over before they were recorded here (the demo's guests). */
export { recordPastStays, type PastStay } from './past-stays.ts';
/** The back office: hotels, room types, rate plans, the rates calendar, the booking queue and the bookings report. */
export { hotelAdminRoutes } from './admin-routes.ts';
export { hotelOrdersToHandle } from './admin-orders.ts';
export { mailVoucherConfirmedOnPayment } from './voucher.ts';
