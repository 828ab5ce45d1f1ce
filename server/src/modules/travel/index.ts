/** Travel orders (hotel bookings, flight tickets): the one travel-order process over each kind's provider (booking, review, verification, payment, cancellation with refund, rating, the jobs), the back office's desk, and the all-orders feed. */
export type { TravelProvider } from './provider.ts';
export { cancelOwnTravelOrder, dropOwnAnswers, placeTravelOrder, reviewTravelOrder, travelOrderRules, verifyTravelOrder, type TravelDeps } from './process.ts';
export { followServicesJob, releaseExpiredHoldsJob } from './jobs.ts';
export { inTravelOrders, ownTravelOrders, paidTravelOrders, reviewDeadlineOf, travelDeskHistory, travelDeskPage, travelDeskRow, travelOrdersById, travelOrdersWaiting, TRAVEL_ORDERS_TO_HANDLE, visibleTravelOrder, type DeskOrder } from './desk.ts';
export { travelOrderCreated, travelOrderSummary, travelOrderView } from './views.ts';
export { bookingIdempotency } from './idempotency.ts';
export { ownTravelOrder, type TravelOrderRow } from './orders.ts';
export { orderFeedRoutes, type TravelFeedLines } from './routes.ts';
export { payTravelOrder, travelOrderPayable } from './payments.ts';
export { rateTravelOrder } from './rating.ts';
export { ratedTravelOrders } from './rated-orders.ts';
export { recordPastTravelOrders, type PastTravelOrder } from './past-orders.ts';
export { travelPreviewView, travelSavings } from './coupons.ts';
export { travelOrderRefOf } from './coupon-uses.ts';
/** Travel documents: the PDF voucher or e-ticket and the .ics of a confirmed order, in the traveller's language. */
export { calendarFile, dayText, documentedOrder, localTimeText, mailTravelDocuments, moneyText, pdfFile, utcOffsetOf } from './documents/traveller.ts';
export type { PdfDocument as TravelDocument } from '../../platform/documents/pdf.ts';
