/** Travel orders (hotel bookings, flight tickets): the state machine, numbers, ownership, history, coupons, payment and rating they share, and the all-orders feed. */
export { HOLDING_STATUSES, travelOrderStatus } from './state.ts';
export { insertTravelOrder, lockTravelOrder, ownTravelOrder, type TravelOrderRow } from './orders.ts';
export { travelHistory } from './history.ts';
export { TRAVEL_PARAMETERS, travelParameter } from './parameters.ts';
export { orderFeedRoutes } from './routes.ts';
export { payTravelOrder, travelOrderPayable, type TravelPayment } from './payments.ts';
export { canRate, rateTravelOrder, type TravelRating } from './rating.ts';
export { returnTravelCoupon, spendTravelCoupon, travelAmountsView, travelPreviewView, travelSavings, type TravelSavings } from './coupons.ts';
