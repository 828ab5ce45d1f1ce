import { filterText, localizedTextField, sortField } from './admin/common.ts';
import { reportSummaryQuery } from './admin/reports.ts';
import { cancellationStep, HOTEL_BOARDS, HOTEL_CALENDAR_MONTHS, HOTEL_CHECK_IN_FROM, HOTEL_CHECK_OUT_BY, HOTEL_MAX_NIGHTS } from './hotels.ts';
import { travelHistoryEntry, TRAVEL_ORDER_STATUSES, type travelAdminListQuery } from './travel.ts';
import { dateField, flag, idParam, multilineText, numeric, pageQuery, requiredText, uploadedImageUrl, z } from './validation.ts';

/*
 * The hotel back office (issue 13): hotels, room types, rate plans, the rates-and-availability
 * calendar, the review queue of hotel orders and the bookings report. Amounts are the base
 * currency's major units as decimal strings; names are language maps like the catalogue's.
 */

export const HOTEL_PHOTOS_MAX = 20;
export const HOTEL_AMENITIES_MAX = 40;
/** The calendar shows and edits at most this many nights at once (a little over six months). */
export const HOTEL_CALENDAR_DAYS_MAX = HOTEL_CALENDAR_MONTHS * 31;
/** Rooms of one type for one night: far above any real hotel, low enough to stop a typing slip. */
export const HOTEL_ROOMS_TO_SELL_MAX = 9_999;

const localizedMap = z.record(z.string(), z.string());
const optionalLocalized = (max: number) => z.record(z.string(), multilineText(max)).default({});

/** Hotel-local clock time "HH:MM". */
const clockTime = z
  .string()
  .trim()
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, { error: 'validation.time' });

/** An IANA time zone the server knows ("Asia/Tokyo"). */
const timeZoneField = requiredText(64).refine(
  (zone) => {
    try {
      new Intl.DateTimeFormat('en', { timeZone: zone });
      return true;
    } catch {
      return false;
    }
  },
  { error: 'validation.time_zone' },
);

/** Amenity codes (wifi, pool, ...): lower-case words the apps translate. */
const amenityCodes = z.array(z.string().trim().regex(/^[a-z][a-z0-9_]{0,31}$/, { error: 'validation.invalid' })).max(HOTEL_AMENITIES_MAX).default([]);
const photoList = z.array(uploadedImageUrl).max(HOTEL_PHOTOS_MAX).default([]);

/** A positive price per room and night typed in the base currency's major units ("120.00"). */
const nightPrice = z
  .union([z.string(), z.number().transform(String)])
  .pipe(z.string().trim().regex(/^\d{1,10}(\.\d{1,4})?$/, { error: 'validation.amount' }));

/* Hotels */

export const hotelCityAdminRow = z.object({ code: z.string(), name: localizedMap, country: z.string(), hotels: z.number().int() });
export type HotelCityAdminRow = z.infer<typeof hotelCityAdminRow>;

/** A city hotels can be in: its short code (the storefront's `city`), its name per language and its country. */
export const hotelCitySaveBody = z.object({
  code: z
    .string()
    .trim()
    .transform((code) => code.toUpperCase())
    .pipe(z.string().regex(/^[A-Z0-9]{2,16}$/, { error: 'validation.city_code' })),
  name: localizedTextField(100),
  country: z
    .string()
    .trim()
    .transform((code) => code.toUpperCase())
    .pipe(z.string().regex(/^[A-Z]{2}$/, { error: 'validation.invalid' })),
  sort: sortField,
});
export type HotelCitySaveBody = z.infer<typeof hotelCitySaveBody>;

export const hotelAdminListQuery = pageQuery.extend({
  city: filterText(16),
  /** Matched against the hotel's name in every language. */
  keyword: filterText(100),
  active: flag.optional(),
});
export type HotelAdminListQuery = z.infer<typeof hotelAdminListQuery>;


export const hotelSaveBody = z.object({
  id: idParam.optional(),
  city: requiredText(16),
  name: localizedTextField(200),
  description: optionalLocalized(5_000),
  address: optionalLocalized(300),
  policies: optionalLocalized(2_000),
  latitude: numeric(z.number().min(-90).max(90)),
  longitude: numeric(z.number().min(-180).max(180)),
  time_zone: timeZoneField,
  stars: numeric(z.number().int().min(1).max(5)),
  photos: photoList,
  amenities: amenityCodes,
  check_in_from: clockTime.default(HOTEL_CHECK_IN_FROM),
  check_out_by: clockTime.default(HOTEL_CHECK_OUT_BY),
  active: z.boolean().default(true),
  recommended: z.boolean().default(false),
  /** Bookings are payable at once and confirmed on payment, with no operator's review. */
  instant_confirmation: z.boolean().default(false),
  sort: sortField,
});
export type HotelSaveBody = z.infer<typeof hotelSaveBody>;

export const hotelAdminDetail = z.object({
  id: z.number().int(),
  city: z.string(),
  name: localizedMap,
  description: localizedMap,
  address: localizedMap,
  policies: localizedMap,
  latitude: z.number(),
  longitude: z.number(),
  time_zone: z.string(),
  stars: z.number().int(),
  photos: z.array(z.string()),
  amenities: z.array(z.string()),
  check_in_from: z.string(),
  check_out_by: z.string(),
  active: z.boolean(),
  recommended: z.boolean(),
  instant_confirmation: z.boolean(),
  sort: z.number().int(),
  rating: z.number().nullable(),
  rating_count: z.number().int(),
});
export type HotelAdminDetail = z.infer<typeof hotelAdminDetail>;

/** A hotel in the list: everything the editor needs, with its name in the admin's language (`title`). */
export const hotelAdminRow = hotelAdminDetail.extend({
  title: z.string(),
  city_name: z.string(),
  photo: z.string().nullable(),
  room_types: z.number().int(),
  updated_at: z.string(),
});
export type HotelAdminRow = z.infer<typeof hotelAdminRow>;

export const hotelIdQuery = z.object({ hotel_id: idParam });
export const roomTypeIdQuery = z.object({ room_type_id: idParam });

/* Room types and rate plans */

export const ratePlanAdminRow = z.object({
  id: z.number().int(),
  room_type_id: z.number().int(),
  name: localizedMap,
  board: z.enum(HOTEL_BOARDS),
  cancellation: z.array(cancellationStep),
  active: z.boolean(),
});
export type RatePlanAdminRow = z.infer<typeof ratePlanAdminRow>;

export const roomTypeAdminRow = z.object({
  id: z.number().int(),
  hotel_id: z.number().int(),
  name: localizedMap,
  beds: localizedMap,
  size_sqm: z.number().int(),
  max_adults: z.number().int(),
  max_children: z.number().int(),
  photos: z.array(z.string()),
  amenities: z.array(z.string()),
  active: z.boolean(),
  sort: z.number().int(),
  rate_plans: z.array(ratePlanAdminRow),
});
export type RoomTypeAdminRow = z.infer<typeof roomTypeAdminRow>;
export const roomTypeAdminList = z.object({ hotel_id: z.number().int(), hotel_name: z.string(), room_types: z.array(roomTypeAdminRow) });
export type RoomTypeAdminList = z.infer<typeof roomTypeAdminList>;

export const roomTypeSaveBody = z.object({
  id: idParam.optional(),
  hotel_id: idParam,
  name: localizedTextField(100),
  beds: optionalLocalized(100),
  size_sqm: numeric(z.number().int().min(0).max(10_000)).default(0),
  max_adults: numeric(z.number().int().min(1).max(20)),
  max_children: numeric(z.number().int().min(0).max(20)).default(0),
  photos: photoList,
  amenities: amenityCodes,
  active: z.boolean().default(true),
  sort: sortField,
});
export type RoomTypeSaveBody = z.infer<typeof roomTypeSaveBody>;

/** The cancellation timeline: each step's hours different, refunds not growing as check-in nears. */
const cancellationTimeline = z
  .array(cancellationStep)
  .max(10)
  .default([])
  .superRefine((steps, ctx) => {
    const ordered = [...steps].sort((a, b) => b.hours_before - a.hours_before);
    for (let index = 1; index < ordered.length; index += 1) {
      if (ordered[index]!.hours_before === ordered[index - 1]!.hours_before || ordered[index]!.refund_percent > ordered[index - 1]!.refund_percent) {
        ctx.addIssue({ code: 'custom', message: 'validation.cancellation_timeline', input: steps });
        return;
      }
    }
  })
  .transform((steps) => [...steps].sort((a, b) => b.hours_before - a.hours_before));

export const ratePlanSaveBody = z.object({
  id: idParam.optional(),
  room_type_id: idParam,
  name: localizedTextField(100),
  board: z.enum(HOTEL_BOARDS),
  cancellation: cancellationTimeline,
  active: z.boolean().default(true),
});
export type RatePlanSaveBody = z.infer<typeof ratePlanSaveBody>;

/* Rates and availability */

const DAY_MS = 86_400_000;
const daysBetween = (start: string, end: string) => (Date.parse(end) - Date.parse(start)) / DAY_MS + 1;

function checkNightRange(range: { start: string; end: string }, ctx: z.RefinementCtx) {
  if (range.end < range.start) ctx.addIssue({ code: 'custom', path: ['end'], message: 'validation.date_order', input: range.end });
  else if (daysBetween(range.start, range.end) > HOTEL_CALENDAR_DAYS_MAX)
    ctx.addIssue({ code: 'custom', path: ['end'], message: 'validation.calendar_days', input: range.end, max: HOTEL_CALENDAR_DAYS_MAX });
}

/** GET the calendar: nights `start`..`end`, both included. */
export const hotelCalendarQuery = z.object({ room_type_id: idParam, start: dateField, end: dateField }).superRefine(checkNightRange);
export type HotelCalendarQuery = z.infer<typeof hotelCalendarQuery>;

export const hotelCalendarNight = z.object({
  date: z.string(),
  /** 0 Sunday .. 6 Saturday. */
  weekday: z.number().int(),
  /** null: nothing loaded for the night (not sellable). */
  to_sell: z.number().int().nullable(),
  held: z.number().int(),
  sold: z.number().int(),
  closed: z.boolean(),
  min_stay: z.number().int(),
  /** Each rate plan's price for the night, null when it has none. */
  prices: z.array(z.object({ rate_plan_id: z.number().int(), price: z.string().nullable() })),
});
export type HotelCalendarNight = z.infer<typeof hotelCalendarNight>;

export const hotelCalendar = z.object({
  room_type_id: z.number().int(),
  hotel_id: z.number().int(),
  currency: z.string(),
  rate_plans: z.array(z.object({ id: z.number().int(), name: z.string(), board: z.enum(HOTEL_BOARDS), active: z.boolean() })),
  nights: z.array(hotelCalendarNight),
});
export type HotelCalendar = z.infer<typeof hotelCalendar>;

export const WEEKDAYS = [0, 1, 2, 3, 4, 5, 6] as const;

/**
 * POST the bulk edit: the chosen weekdays of `start`..`end` get what is given (fields left out
 * stay as they are). A night without inventory yet needs `to_sell` to be created.
 */
export const hotelCalendarSaveBody = z
  .object({
    room_type_id: idParam,
    start: dateField,
    end: dateField,
    weekdays: z
      .array(numeric(z.number().int().min(0).max(6)))
      .min(1)
      .max(7)
      .transform((days) => [...new Set(days)].sort()),
    prices: z.array(z.object({ rate_plan_id: idParam, price: nightPrice })).max(20).default([]),
    to_sell: numeric(z.number().int().min(0).max(HOTEL_ROOMS_TO_SELL_MAX)).optional(),
    closed: z.boolean().optional(),
    min_stay: numeric(z.number().int().min(1).max(HOTEL_MAX_NIGHTS)).optional(),
  })
  .superRefine(checkNightRange)
  .refine((body) => body.prices.length > 0 || body.to_sell !== undefined || body.closed !== undefined || body.min_stay !== undefined, {
    error: 'validation.nothing_to_change',
    path: ['to_sell'],
  });
export type HotelCalendarSaveBody = z.infer<typeof hotelCalendarSaveBody>;

export const hotelCalendarSaved = z.object({ nights: z.number().int() });

/* Hotel orders */

/** The review queue's filters (travel.ts's, shared with ticket orders). */
export type HotelOrderAdminListQuery = z.infer<typeof travelAdminListQuery>;

export const hotelOrderAdminRow = z.object({
  order_no: z.string(),
  status: z.enum(TRAVEL_ORDER_STATUSES),
  user_id: z.number().int(),
  customer: z.string(),
  hotel_id: z.number().int(),
  hotel_name: z.string(),
  room_type_name: z.string(),
  check_in: z.string(),
  check_out: z.string(),
  nights: z.number().int(),
  rooms: z.number().int(),
  pay_amount: z.string(),
  paid_amount: z.string(),
  confirmation_no: z.string().nullable(),
  /** Until when the rooms or seats are held (in review, the payment window after booking; awaiting payment, the payment deadline). */
  hold_deadline: z.string().nullable(),
  /** In review: the order lapses unless reviewed by then. */
  review_deadline: z.string().nullable(),
  /** In review past the payment window: the rooms or seats went back on sale; approving holds them again if still free (else 4301). */
  hold_released: z.boolean(),
  created_at: z.string(),
});
export type HotelOrderAdminRow = z.infer<typeof hotelOrderAdminRow>;

export const hotelOrderAdminDetail = hotelOrderAdminRow.extend({
  board: z.enum(HOTEL_BOARDS),
  adults: z.number().int(),
  children: z.number().int(),
  child_ages: z.array(z.number().int()),
  guests: z.array(z.object({ name: z.string() })),
  contact: z.object({ name: z.string(), phone: z.string(), email: z.string() }),
  remark: z.string(),
  nightly: z.array(z.object({ date: z.string(), price: z.string() })),
  cancellation: z.array(cancellationStep),
  total_amount: z.string(),
  /** What the coupon took off, and the coupon's title (the admin's language); null without one. */
  discount: z.string(),
  coupon_title: z.string().nullable(),
  refunded_amount: z.string(),
  /** What the traveller saw: their currency and its rate to the base then. */
  seen_currency: z.string(),
  seen_rate: z.string(),
  provider: z.string(),
  provider_ref: z.string().nullable(),
  /** Each move with who made it: an admin's username, the traveller's email, empty for the system. */
  history: z.array(travelHistoryEntry.extend({ actor_name: z.string() })),
});
export type HotelOrderAdminDetail = z.infer<typeof hotelOrderAdminDetail>;

/* Bookings report */

export const hotelBookingsQuery = reportSummaryQuery;

/** Bookings paid on a day (or in a city over the range): how many, their room nights and what was paid, base currency. */
export const bookingFigures = z.object({ bookings: z.number().int(), room_nights: z.number().int(), revenue: z.string() });
export type BookingFigures = z.infer<typeof bookingFigures>;

export const hotelBookingsReport = z.object({
  start: z.string(),
  end: z.string(),
  currency: z.string(),
  days: z.array(bookingFigures.extend({ date: z.string() })),
  cities: z.array(bookingFigures.extend({ city: z.string(), city_name: z.string() })),
  totals: bookingFigures,
});
export type HotelBookingsReport = z.infer<typeof hotelBookingsReport>;
