import { bookingCouponId, travelContact, travelHistoryEntry, travelOrderNo, TRAVEL_ORDER_STATUSES } from './travel.ts';
import { dateField, flag, idParam, lineText, numeric, pageQuery, pageResultOf, requiredText, z } from './validation.ts';

/** SPEC §9 and the hotels issue: stays of 1-30 nights, 1-9 rooms, children 0-17, the calendar six months ahead. */
export const HOTEL_MAX_NIGHTS = 30;
export const HOTEL_MAX_ROOMS = 9;
export const HOTEL_MAX_GUESTS_PER_ROOM = 8;
export const HOTEL_CHILD_AGE_MAX = 17;
export const HOTEL_CALENDAR_MONTHS = 6;
export const HOTEL_CHECK_IN_FROM = '14:00';
export const HOTEL_CHECK_OUT_BY = '12:00';

export const HOTEL_BOARDS = ['room_only', 'breakfast'] as const;
export type HotelBoard = (typeof HOTEL_BOARDS)[number];
export const HOTEL_SORTS = ['recommended', 'price_asc', 'price_desc', 'stars'] as const;

/** A step of a cancellation timeline: cancelling at least `hours_before` check-in gives back `refund_percent`. */
export const cancellationStep = z.object({
  hours_before: numeric(z.number().int().min(0).max(24 * 365)),
  refund_percent: numeric(z.number().int().min(0).max(100)),
});
export type CancellationStep = z.infer<typeof cancellationStep>;

/** A step as a stay sees it: until this time (ISO, the hotel's zone), cancelling gives back `refund_percent`. */
export const cancellationDeadline = z.object({ until: z.string(), refund_percent: z.number().int() });

export const hotelGuest = z.object({ name: requiredText(50) });
export type HotelGuest = z.infer<typeof hotelGuest>;

const childAge = numeric(z.number().int().min(0).max(HOTEL_CHILD_AGE_MAX));

/** Dates and occupancy, shared by search, detail and booking; "check-in today or later" is the server's (it knows today). */
const stayShape = {
  check_in: dateField,
  check_out: dateField,
  rooms: numeric(z.number().int().min(1).max(HOTEL_MAX_ROOMS)).default(1),
  adults: numeric(z.number().int().min(1).max(HOTEL_MAX_ROOMS * HOTEL_MAX_GUESTS_PER_ROOM)).default(1),
  children: numeric(z.number().int().min(0).max(HOTEL_MAX_ROOMS * HOTEL_MAX_GUESTS_PER_ROOM)).default(0),
};

const nightsBetween = (checkIn: string, checkOut: string) => (Date.parse(checkOut) - Date.parse(checkIn)) / 86_400_000;

/** The stay rules every stay-taking input checks (4002 on the named field). */
function checkStay(stay: { check_in: string; check_out: string; rooms: number; adults: number; children: number; child_ages: number[] }, ctx: z.RefinementCtx) {
  const nights = nightsBetween(stay.check_in, stay.check_out);
  if (!(nights >= 1)) ctx.addIssue({ code: 'custom', message: 'validation.check_out_after_check_in', path: ['check_out'], input: stay.check_out });
  else if (nights > HOTEL_MAX_NIGHTS) ctx.addIssue({ code: 'custom', message: 'validation.stay_too_long', path: ['check_out'], input: stay.check_out });
  if (stay.adults < stay.rooms) ctx.addIssue({ code: 'custom', message: 'validation.adults_per_room', path: ['adults'], input: stay.adults });
  if (stay.child_ages.length !== stay.children) ctx.addIssue({ code: 'custom', message: 'validation.child_ages', path: ['child_ages'], input: stay.child_ages });
}

/** `child_ages` in a query: "3,7". */
const childAgesQuery = z
  .string()
  .trim()
  .max(200)
  .default('')
  .transform((text) => (text === '' ? [] : text.split(',').map(Number)))
  .pipe(z.array(z.number().int().min(0).max(HOTEL_CHILD_AGE_MAX)).max(HOTEL_MAX_ROOMS * HOTEL_MAX_GUESTS_PER_ROOM));

export const hotelStayQuery = z.object({ ...stayShape, child_ages: childAgesQuery }).superRefine(checkStay);
export type HotelStayQuery = z.infer<typeof hotelStayQuery>;

export const hotelSearchQuery = z
  .object({
    ...pageQuery.shape,
    ...stayShape,
    child_ages: childAgesQuery,
    city: requiredText(16),
    keyword: lineText(100).optional(),
    /** Star classes, e.g. "4,5". */
    stars: z
      .string()
      .trim()
      .max(20)
      .optional()
      .transform((text) => (text ? text.split(',').map(Number) : undefined))
      .pipe(z.array(z.number().int().min(1).max(5)).optional()),
    /** Per night, in the caller's currency's major units. */
    price_min: numeric(z.number().min(0).max(1e9)).optional(),
    price_max: numeric(z.number().min(0).max(1e9)).optional(),
    free_cancellation: flag.optional(),
    breakfast: flag.optional(),
    sort: z.enum(HOTEL_SORTS).default('recommended'),
  })
  .superRefine(checkStay);
export type HotelSearchQuery = z.infer<typeof hotelSearchQuery>;

/** A hotel in lists: the lowest nightly price for the asked stay in the caller's currency (null: nothing bookable). */
export const hotelCard = z.object({
  id: z.number().int(),
  name: z.string(),
  city: z.string(),
  city_name: z.string(),
  address: z.string(),
  stars: z.number().int(),
  /** Average guest rating 0-5 with one decimal; null before anyone rated. */
  rating: z.number().nullable(),
  rating_count: z.number().int(),
  photo: z.string().nullable(),
  lowest_price: z.string().nullable(),
  currency: z.string(),
  free_cancellation: z.boolean(),
  breakfast: z.boolean(),
  /** Bookings are payable at once and confirmed on payment, with no wait for a review. */
  instant_confirmation: z.boolean(),
  /** Where the hotel is (WGS 84 degrees), for its pin on the search's map. */
  latitude: z.number(),
  longitude: z.number(),
});
export type HotelCard = z.infer<typeof hotelCard>;
export const hotelSearchPage = pageResultOf(hotelCard);

export const hotelCity = z.object({ code: z.string(), name: z.string(), country: z.string() });
export const hotelHome = z.object({ cities: z.array(hotelCity), recommended: z.array(hotelCard) });

export const hotelDetailQuery = z.object({ id: idParam, ...stayShape, child_ages: childAgesQuery }).superRefine(checkStay);
export type HotelDetailQuery = z.infer<typeof hotelDetailQuery>;

/** A room type as sold by one rate plan, for the asked stay; sold out or closed ones are listed with rooms_left 0. */
export const hotelRoomOffer = z.object({
  id: z.number().int(),
  rate_plan_id: z.number().int(),
  name: z.string(),
  rate_plan_name: z.string(),
  beds: z.string(),
  size_sqm: z.number().int(),
  max_adults: z.number().int(),
  max_children: z.number().int(),
  photos: z.array(z.string()),
  amenities: z.array(z.string()),
  board: z.enum(HOTEL_BOARDS),
  rooms_left: z.number().int(),
  /** Why it cannot be booked for the stay: sold_out, closed, min_stay (with min_stay nights), too_many_guests; null when it can. */
  unavailable: z.enum(['sold_out', 'closed', 'min_stay', 'too_many_guests']).nullable(),
  min_stay: z.number().int(),
  /** Per room, caller's currency. */
  nightly: z.array(z.object({ date: z.string(), price: z.string() })),
  /** For every room and night. */
  total_price: z.string(),
  currency: z.string(),
  cancellation: z.array(cancellationDeadline),
  free_cancellation_until: z.string().nullable(),
});
export type HotelRoomOffer = z.infer<typeof hotelRoomOffer>;

export const hotelDetail = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  city: z.string(),
  city_name: z.string(),
  address: z.string(),
  latitude: z.number(),
  longitude: z.number(),
  time_zone: z.string(),
  stars: z.number().int(),
  rating: z.number().nullable(),
  rating_count: z.number().int(),
  instant_confirmation: z.boolean(),
  photos: z.array(z.string()),
  amenities: z.array(z.string()),
  check_in_from: z.string(),
  check_out_by: z.string(),
  policies: z.string(),
  room_types: z.array(hotelRoomOffer),
});
export type HotelDetail = z.infer<typeof hotelDetail>;

/** GET /hotel/reviews: a hotel's guest reviews, a page at a time. */
export const hotelReviewsQuery = pageQuery.extend({ hotel_id: idParam });
export type HotelReviewsQuery = z.infer<typeof hotelReviewsQuery>;

/** A guest's rating after the stay with what they wrote, as written (never translated); the guest by a shortened name only. */
export const hotelReview = z.object({
  reviewer: z.string(),
  rating: z.number().int(),
  /** '' when the guest gave stars only. */
  comment: z.string(),
  /** The room type as it was named when booked. */
  room_type_name: z.string(),
  /** The month the stay began, "2025-06". */
  stay_month: z.string(),
});
export type HotelReview = z.infer<typeof hotelReview>;

/** The latest stays first, with the average of the reviews' stars (one decimal; null with none). */
export const hotelReviewPage = pageResultOf(hotelReview).extend({ rating: z.number().nullable() });
export type HotelReviewPage = z.infer<typeof hotelReviewPage>;

/** What is booked: a room type (and plan) for a stay, and the coupon to apply (travel.ts `bookingCouponId`). */
const hotelOfferShape = {
  room_type_id: idParam,
  /** The room type's cheapest bookable plan when absent. */
  rate_plan_id: idParam.optional(),
  ...stayShape,
  child_ages: z.array(childAge).max(HOTEL_MAX_ROOMS * HOTEL_MAX_GUESTS_PER_ROOM).default([]),
  coupon_id: bookingCouponId,
};

/** POST /hotel/order/preview: the booking's price and coupons before the guests and contact are typed. */
export const hotelOrderPreviewBody = z.object(hotelOfferShape).superRefine(checkStay);
export type HotelOrderPreviewBody = z.infer<typeof hotelOrderPreviewBody>;

export const hotelOrderCreateBody = z
  .object({
    ...hotelOfferShape,
    /** One lead guest per room at least. */
    guests: z.array(hotelGuest).min(1).max(HOTEL_MAX_ROOMS * HOTEL_MAX_GUESTS_PER_ROOM),
    contact: travelContact,
    remark: lineText(200).default(''),
  })
  .superRefine(checkStay)
  .refine((body) => body.guests.length >= body.rooms, { error: 'validation.guest_per_room', path: ['guests'] });
export type HotelOrderCreateBody = z.infer<typeof hotelOrderCreateBody>;

export const hotelOrderCreated = z.object({
  order_no: z.string(),
  status: z.enum(TRAVEL_ORDER_STATUSES),
  total_price: z.string(),
  /** What the coupon took off, and what is due. */
  discount: z.string(),
  pay_amount: z.string(),
  currency: z.string(),
  /** The rooms are held until then (the payment window); an order not reviewed by then keeps waiting for review without them. */
  hold_deadline: z.string().nullable(),
});

export const hotelOrderSummary = z.object({
  order_no: z.string(),
  status: z.enum(TRAVEL_ORDER_STATUSES),
  hotel_id: z.number().int(),
  hotel_name: z.string(),
  room_type_name: z.string(),
  photo: z.string().nullable(),
  check_in: z.string(),
  check_out: z.string(),
  nights: z.number().int(),
  rooms: z.number().int(),
  total_price: z.string(),
  pay_amount: z.string(),
  currency: z.string(),
  created_at: z.string(),
});
export const hotelOrderListQuery = pageQuery.extend({ status: z.enum(TRAVEL_ORDER_STATUSES).optional() });
export const hotelOrderList = pageResultOf(hotelOrderSummary);

export const hotelOrderDetail = hotelOrderSummary.extend({
  rate_plan_name: z.string(),
  board: z.enum(HOTEL_BOARDS),
  address: z.string(),
  check_in_from: z.string(),
  check_out_by: z.string(),
  adults: z.number().int(),
  children: z.number().int(),
  child_ages: z.array(z.number().int()),
  nightly: z.array(z.object({ date: z.string(), price: z.string() })),
  /** What the coupon took off (`pay_amount` is the total less it), and the coupon's title; null without one. */
  discount: z.string(),
  coupon_title: z.string().nullable(),
  paid_amount: z.string(),
  refunded_amount: z.string(),
  guests: z.array(hotelGuest),
  contact: z.object({ name: z.string(), phone: z.string(), email: z.string() }),
  remark: z.string(),
  confirmation_no: z.string().nullable(),
  cancellation: z.array(cancellationDeadline),
  hold_deadline: z.string().nullable(),
  /** What cancelling now would give back (caller's currency), null when it cannot be cancelled. */
  cancel_refund: z.string().nullable(),
  can_pay: z.boolean(),
  /** A transfer's voucher waits for the operator's review: nothing to pay meanwhile, and the hold does not run out. */
  payment_in_review: z.boolean(),
  /** The review outlasted the payment window: the rooms or seats went back on sale, and approving the order holds them again if still free. */
  hold_released: z.boolean(),
  can_cancel: z.boolean(),
  can_rate: z.boolean(),
  rating: z.number().int().nullable(),
  /** What the traveller wrote with the stars ('' when nothing); null before rating. */
  rating_comment: z.string().nullable(),
  history: z.array(travelHistoryEntry),
});
export type HotelOrderDetail = z.infer<typeof hotelOrderDetail>;

/* Back office: amounts in the base currency's major units as decimal strings, names as language maps. */

/** POST /admin_api/hotel_orders/verify: the supplier's confirmation moves a paid booking on. */
export const hotelVerifyBody = z.object({ order_no: travelOrderNo, confirmation_no: requiredText(64) });
