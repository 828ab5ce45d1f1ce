// The coupons module (coupons and points rules): what other modules and the app may use.
import type { Subscriptions } from '../../platform/events.ts';
import { giveRegistrationCoupons } from './holding.ts';

export { couponRoutes } from './routes.ts';
export type { CouponUses } from './holding.ts';
export { couponAdminRoutes } from './admin-routes.ts';
export {
  bookingSavings,
  bookingSavingsView,
  checkoutSavings,
  heldCouponsFromJson,
  pointsForRefund,
  returnCoupon,
  returnPoints,
  savingsView,
  spendSavings,
  usableCouponsAsJson,
  useCoupon,
  type BookingKind,
  type BookingSavings,
  type CheckoutSavings,
  type HeldCoupon,
} from './checkout.ts';
export { couponTitle } from './holding.ts';
export { earnOrderPoints, earnReviewPoints, takeBackOrderPoints } from './points.ts';

export const couponSubscriptions: Subscriptions = {
  userRegistered: ({ tx, userId }) => giveRegistrationCoupons(tx, userId, new Date()),
};
export { couponAuditLabels } from './audit-labels.ts';
