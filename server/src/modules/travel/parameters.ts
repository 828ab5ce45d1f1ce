import type { ReferenceData } from '../../platform/reference-data.ts';

/** Parameters of hotel bookings and ticket orders alike (back office > parameters) and their defaults. */
const TRAVEL_PARAMETERS = {
  /** Hours an operator has to review a new order before its rooms or seats are released. */
  reviewHours: { key: 'travel_review_hours', fallback: 24 },
  /** Minutes the traveller has to pay after the review before the rooms or seats are released. */
  paymentMinutes: { key: 'travel_payment_minutes', fallback: 30 },
  /** Unpaid hotel and flight orders (holding rooms or seats) a traveller may have at once: more would hoard them. */
  unpaidOrdersMax: { key: 'travel_unpaid_orders_max', fallback: 2 },
  /** Days after check-out or arrival the traveller has to rate before the order is confirmed without a rating. */
  ratingDays: { key: 'travel_rating_days', fallback: 7 },
} as const;

export const travelParameter = (ref: ReferenceData, which: keyof typeof TRAVEL_PARAMETERS) => ref.intParameter(TRAVEL_PARAMETERS[which].key, TRAVEL_PARAMETERS[which].fallback);
