import { bookingSavingsView } from './coupons.ts';
import { emailField } from './identity.ts';
import { internationalPhone, TEL_PATTERN } from './phone.ts';
import { idParam, lineText, numeric, pageQuery, pageResultOf, requiredText, z } from './validation.ts';

/**
 * Travel orders (hotel bookings, flight tickets) share one state machine (SPEC §4):
 * ordered_pending_review -> reviewed_pending_payment -> paid_pending_verification ->
 * verified_completed (rooms confirmed / tickets issued) -> verified_pending_rating (after the
 * stay or flight) -> confirmed (rated, or after the rating window); cancelled from the states
 * where it is allowed (rejected in review, hold expired, cancelled by the traveller with the
 * refund the cancellation rules give).
 */
export const TRAVEL_ORDER_STATUSES = [
  'ordered_pending_review',
  'reviewed_pending_payment',
  'paid_pending_verification',
  'verified_completed',
  'verified_pending_rating',
  'confirmed',
  'cancelled',
] as const;
export type TravelOrderStatus = (typeof TRAVEL_ORDER_STATUSES)[number];
/** The supplier confirmed the rooms or issued the tickets: from then on (and while it is rated) the order has its voucher or e-ticket. */
export const TRAVEL_DOCUMENTED_STATUSES: readonly TravelOrderStatus[] = ['verified_completed', 'verified_pending_rating', 'confirmed'];

export const TRAVEL_ORDER_KINDS = ['hotel', 'ticket'] as const;
export type TravelOrderKind = (typeof TRAVEL_ORDER_KINDS)[number];

/** Travel order numbers: digits, like goods orders. */
export const travelOrderNo = z.string().trim().regex(/^\d{10,32}$/, { error: 'validation.invalid' });
export const travelOrderNoQuery = z.object({ order_no: travelOrderNo });
export const travelOrderNoBody = z.object({ order_no: travelOrderNo });

/** What a download route's handler answers (voucher, e-ticket, calendar): sent as the body with its type and file name, not in the envelope. */
export const travelDocumentFile = z.object({ filename: z.string(), content_type: z.string(), content: z.custom<Uint8Array>((value) => value instanceof Uint8Array) });
export type TravelDocumentFile = z.infer<typeof travelDocumentFile>;

/** Who to reach about a booking: any country's phone (international with +, or the mainland rule). */
export const travelContact = z.object({
  name: requiredText(50),
  phone: z
    .string()
    .trim()
    .min(1)
    .max(30)
    .transform((phone, ctx) => {
      if (TEL_PATTERN.test(phone)) return phone;
      const international = internationalPhone(phone);
      if (international) return international;
      ctx.addIssue({ code: 'custom', message: 'validation.mobile', input: phone });
      return z.NEVER;
    }),
  email: emailField,
});
export type TravelContact = z.infer<typeof travelContact>;

/** One move of a travel order, as order details show it. */
export const travelHistoryEntry = z.object({
  from: z.string().nullable(),
  to: z.string(),
  /** user, admin or system. */
  actor: z.string(),
  remark: z.string(),
  at: z.string(),
});

/**
 * POST /hotel/order/preview and /ticket/order/preview: the booking's price, the caller's coupons
 * for it (usable ones with what each saves, the best first; the others with why not), the one
 * applied, and what is due; money in the caller's currency, `total_price - discount = pay_amount`.
 */
export const travelOrderPreview = bookingSavingsView.extend({
  total_price: z.string(),
  /** What the coupon takes off (bookings take no points): the same as `coupon_discount`. */
  discount: z.string(),
  pay_amount: z.string(),
  currency: z.string(),
});
export type TravelOrderPreview = z.infer<typeof travelOrderPreview>;

/**
 * The coupon of a preview or a booking: one the caller holds. In a preview, absent: the best one
 * (as goods checkout); null: none. On create, absent or null: none, so a booking never takes a
 * coupon the traveller did not pick (the screens send the preview's choice).
 */
export const bookingCouponId = idParam.nullable().optional();

/**
 * Paying a travel order through the payment service: from the wallet, an online channel's checkout
 * (answers pay_url), or an offline channel (then POST /payment/offline with biz hotel or ticket).
 */
export const TRAVEL_PAY_METHODS = ['wallet', 'online', 'offline'] as const;
export const travelPayBody = travelOrderNoBody
  .extend({ method: z.enum(TRAVEL_PAY_METHODS), channel_id: idParam.optional() })
  .refine((body) => body.method === 'wallet' || body.channel_id !== undefined, { error: 'validation.required', path: ['channel_id'] });
export type TravelPayBody = z.infer<typeof travelPayBody>;

export const travelPayStatus = z.object({
  order_no: z.string(),
  status: z.enum(TRAVEL_ORDER_STATUSES),
  pay_amount: z.string(),
  paid_amount: z.string(),
  currency: z.string(),
  /** The wallet balance after paying, in the caller's currency. */
  balance: z.string().optional(),
  /** An online channel payment started: its number and the gateway's page. */
  pay_no: z.string().optional(),
  pay_url: z.string().optional(),
});
export type TravelPayStatus = z.infer<typeof travelPayStatus>;

export const travelCancelBody = travelOrderNoBody.extend({ reason: lineText(200).default('') });

/** POST /hotel/order/rate and /ticket/order/rate: the traveller's 1-5 stars and comment once the stay or flight is over. */
export const travelRateBody = travelOrderNoBody.extend({ rating: numeric(z.number().int().min(1).max(5)), comment: lineText(500).default('') });
export type TravelRateBody = z.infer<typeof travelRateBody>;

/** GET /order: every order of the caller (goods, hotel, ticket) newest first. */
export const ORDER_FEED_TYPES = ['goods', ...TRAVEL_ORDER_KINDS] as const;
export const orderFeedQuery = pageQuery.extend({ type: z.enum(ORDER_FEED_TYPES).optional(), status: lineText(32).optional() });
/** A flight order's trip: one flight, there and back, or up to four flights in a row. */
export const TRIP_KINDS = ['one_way', 'round_trip', 'multi_city'] as const;
export type TripKind = (typeof TRIP_KINDS)[number];

export const orderFeedRow = z.object({
  type: z.enum(ORDER_FEED_TYPES),
  order_no: z.string(),
  /** A goods order status or a travel order status. */
  status: z.string(),
  /** Goods: the first goods' name; hotel: hotel and room type; ticket: the route. */
  title: z.string(),
  subtitle: z.string(),
  image: z.string().nullable(),
  /** A flight order's departure in its airport's local time with the UTC offset (2026-12-01T08:05:00+09:00); null for other orders. */
  departs_at: z.string().nullable(),
  /** A flight order's trip kind; null for other orders. */
  trip: z.enum(TRIP_KINDS).nullable(),
  pay_amount: z.string(),
  currency: z.string(),
  created_at: z.string(),
});
export type OrderFeedRow = z.infer<typeof orderFeedRow>;
export const orderFeed = pageResultOf(orderFeedRow);

/* Back office */

/** POST /admin_api/review/hotel_order and /review/ticket_order: approve, or reject with a remark (the hold is released). */
export const travelReviewBody = z
  .object({ order_no: travelOrderNo, approve: z.boolean(), remark: lineText(200).default('') })
  .refine((body) => body.approve || body.remark !== '', { error: 'validation.required', path: ['remark'] });
export type TravelReviewBody = z.infer<typeof travelReviewBody>;

export const travelAdminListQuery = pageQuery.extend({
  status: z.enum(TRAVEL_ORDER_STATUSES).optional(),
  order_no: lineText(32).optional(),
  keyword: lineText(100).optional(),
  /** Only what waits for an operator (review, verification or ticketing). */
  to_handle: z.union([z.boolean(), z.stringbool()]).optional(),
});
