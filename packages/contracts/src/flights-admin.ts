import { filterText, localizedTextField } from './admin/common.ts';
import { reportSummaryQuery } from './admin/reports.ts';
import { airportCode, FLIGHT_CABINS } from './flights.ts';
import { ticketLegRoute, ticketOrderDetail } from './ticket-orders.ts';
import { TRIP_KINDS } from './travel.ts';
import { travelHistoryEntry, TRAVEL_ORDER_STATUSES } from './travel.ts';
import { dateField, flag, idParam, numeric, pageQuery, requiredText, z } from './validation.ts';

/*
 * The flight back office (issue 14): airports and airlines (reference data, enabled or not),
 * flights with their schedules and legs, and each flight's fares per day. Amounts are the base
 * currency's major units as decimal strings, like the hotel back office's.
 */

/** Seats of one fare on one day: far above any aircraft, low enough to stop a typing slip. */
export const FLIGHT_FARE_SEATS_MAX = 999;
/** The fare grid and the bulk edit cover at most this many days (the six-month window and a little more). */
export const FLIGHT_FARE_DAYS_MAX = 190;
/** ISO weekdays: 1 Monday .. 7 Sunday (a flight's `days_of_week`). */
export const ISO_WEEKDAYS = [1, 2, 3, 4, 5, 6, 7] as const;

const localizedMap = z.record(z.string(), z.string());

/** A price typed in the base currency's major units ("120.00"); zero allowed (a child or infant may fly free). */
const farePrice = z
  .union([z.string(), z.number().transform(String)])
  .pipe(z.string().trim().regex(/^\d{1,10}(\.\d{1,4})?$/, { error: 'validation.amount' }));

const airlineCode = z
  .string()
  .trim()
  .toUpperCase()
  .regex(/^[A-Z0-9]{2}$/, { error: 'validation.airline_code' });

const weekdayList = z
  .array(numeric(z.number().int().min(1).max(7)))
  .min(1)
  .max(7)
  .transform((days) => [...new Set(days)].sort());

/* Airports */

export const airportAdminListQuery = pageQuery.extend({
  /** Matched against the code, the city and the name. */
  keyword: filterText(50),
  country: filterText(2),
  enabled: flag.optional(),
});
export type AirportAdminListQuery = z.infer<typeof airportAdminListQuery>;

export const airportAdminRow = z.object({
  code: z.string(),
  /** The name and city in the admin's language ... */
  name: z.string(),
  city: z.string(),
  /** ... and per language, as they are edited. */
  name_texts: localizedMap,
  city_texts: localizedMap,
  country: z.string(),
  time_zone: z.string(),
  enabled: z.boolean(),
  /** Flights from or to it. */
  flights: z.number().int(),
});
export type AirportAdminRow = z.infer<typeof airportAdminRow>;

export const airportEnableBody = z.object({ code: airportCode, enabled: z.boolean() });
export type AirportEnableBody = z.infer<typeof airportEnableBody>;

/**
 * Per-language texts of reference data (airport names and cities, airline names): a language
 * given with text sets it, one given blank loses its translation, one left out stays. English,
 * the packages' text and every language's last fallback, cannot be blanked.
 */
const translationsField = localizedTextField(100);

/** An airport's name and city per language (see translationsField). */
export const airportSaveBody = z
  .object({ code: airportCode, name: translationsField.optional(), city: translationsField.optional() })
  .refine((body) => body.name !== undefined || body.city !== undefined, { error: 'validation.nothing_to_change', path: ['name'] });
export type AirportSaveBody = z.infer<typeof airportSaveBody>;

/* Airlines */

export const airlineAdminListQuery = pageQuery.extend({ keyword: filterText(50), enabled: flag.optional() });
export type AirlineAdminListQuery = z.infer<typeof airlineAdminListQuery>;

export const airlineAdminRow = z.object({ code: z.string(), name: localizedMap, title: z.string(), enabled: z.boolean(), flights: z.number().int() });
export type AirlineAdminRow = z.infer<typeof airlineAdminRow>;

/** Enable or disable an airline, or rename it per language (see translationsField). */
export const airlineSaveBody = z.object({ code: airlineCode, name: translationsField.optional(), enabled: z.boolean().optional() });
export type AirlineSaveBody = z.infer<typeof airlineSaveBody>;

/* Flights and schedules */

export const flightAdminListQuery = pageQuery.extend({
  carrier: filterText(2),
  origin: filterText(3),
  destination: filterText(3),
  /** The flight number, with or without its carrier ("117", "BA117"). */
  keyword: filterText(6),
  active: flag.optional(),
});
export type FlightAdminListQuery = z.infer<typeof flightAdminListQuery>;

/** Local clock time "HH:MM" at the leg's airport. */
const localTime = z
  .string()
  .trim()
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, { error: 'validation.time' });
const dayOffset = numeric(z.number().int().min(0).max(3)).default(0);

export const flightSegmentInput = z
  .object({
    origin: airportCode,
    destination: airportCode,
    departs_local: localTime,
    departs_day_offset: dayOffset,
    arrives_local: localTime,
    arrives_day_offset: dayOffset,
    aircraft: requiredText(32),
  })
  .superRefine((leg, ctx) => {
    if (leg.origin === leg.destination) ctx.addIssue({ code: 'custom', path: ['destination'], message: 'validation.flight_same_airports', input: leg.destination });
    if (leg.arrives_day_offset < leg.departs_day_offset || (leg.arrives_day_offset === leg.departs_day_offset && leg.arrives_local <= leg.departs_local))
      ctx.addIssue({ code: 'custom', path: ['arrives_local'], message: 'validation.flight_arrival_order', input: leg.arrives_local });
  });
export type FlightSegmentInput = z.infer<typeof flightSegmentInput>;

/**
 * A flight and its schedule: direct (one leg) or one stop (two legs joined at the stop, the second
 * leaving after the first lands). Saving opens the schedule's days in the sales window and cancels
 * the days it no longer has.
 */
export const flightSaveBody = z
  .object({
    id: idParam.optional(),
    carrier: airlineCode,
    flight_number: z
      .string()
      .trim()
      .regex(/^\d{1,4}$/, { error: 'validation.flight_number' }),
    segments: z.array(flightSegmentInput).min(1).max(2),
    days_of_week: weekdayList,
    valid_from: dateField,
    valid_to: dateField,
    active: z.boolean().default(true),
  })
  .superRefine((flight, ctx) => {
    if (flight.valid_to < flight.valid_from) ctx.addIssue({ code: 'custom', path: ['valid_to'], message: 'validation.date_order', input: flight.valid_to });
    const [first, second] = flight.segments;
    if (first && second) {
      if (second.origin !== first.destination) ctx.addIssue({ code: 'custom', path: ['segments', 1, 'origin'], message: 'validation.flight_connection', input: second.origin });
      else if (second.destination === first.origin) ctx.addIssue({ code: 'custom', path: ['segments', 1, 'destination'], message: 'validation.flight_same_airports', input: second.destination });
      const landed = `${first.arrives_day_offset}T${first.arrives_local}`;
      const leaves = `${second.departs_day_offset}T${second.departs_local}`;
      if (leaves <= landed) ctx.addIssue({ code: 'custom', path: ['segments', 1, 'departs_local'], message: 'validation.flight_connection_time', input: second.departs_local });
    }
  });
export type FlightSaveBody = z.infer<typeof flightSaveBody>;

export const flightSegmentAdminRow = z.object({
  origin: z.string(),
  destination: z.string(),
  departs_local: z.string(),
  departs_day_offset: z.number().int(),
  arrives_local: z.string(),
  arrives_day_offset: z.number().int(),
  aircraft: z.string(),
});

export const flightAdminRow = z.object({
  id: z.number().int(),
  carrier: z.string(),
  carrier_name: z.string(),
  flight_number: z.string(),
  /** Carrier and number ("BA117"). */
  flight_no: z.string(),
  origin: z.string(),
  destination: z.string(),
  segments: z.array(flightSegmentAdminRow),
  days_of_week: z.array(z.number().int()),
  valid_from: z.string(),
  valid_to: z.string(),
  active: z.boolean(),
  /** Scheduled days from today on. */
  open_days: z.number().int(),
  updated_at: z.string(),
});
export type FlightAdminRow = z.infer<typeof flightAdminRow>;

/** What a schedule save did to the days in the sales window. */
export const flightSaved = z.object({ flight: flightAdminRow, opened_days: z.number().int(), cancelled_days: z.number().int() });
export type FlightSaved = z.infer<typeof flightSaved>;

/* Fares */

const DAY_MS = 86_400_000;
function checkDayRange(range: { start: string; end: string }, ctx: z.RefinementCtx) {
  if (range.end < range.start) ctx.addIssue({ code: 'custom', path: ['end'], message: 'validation.date_order', input: range.end });
  else if ((Date.parse(range.end) - Date.parse(range.start)) / DAY_MS + 1 > FLIGHT_FARE_DAYS_MAX)
    ctx.addIssue({ code: 'custom', path: ['end'], message: 'validation.fare_days', input: range.end, max: FLIGHT_FARE_DAYS_MAX });
}

/** GET a flight's fares per day, days `start`..`end` both included. */
export const flightFaresQuery = z.object({ flight_id: idParam, start: dateField, end: dateField }).superRefine(checkDayRange);
export type FlightFaresQuery = z.infer<typeof flightFaresQuery>;

const fareRuleInput = z.object({ allowed: z.boolean(), penalty: farePrice.default('0') });
const fareRuleAdmin = z.object({ allowed: z.boolean(), penalty: z.string() });

export const fareAdminCell = z.object({
  fare_id: z.number().int(),
  seats: z.number().int(),
  held: z.number().int(),
  sold: z.number().int(),
  price_adult: z.string(),
  price_child: z.string(),
  price_infant: z.string(),
  taxes: z.string(),
});
export type FareAdminCell = z.infer<typeof fareAdminCell>;

/** A fare of the flight's table (cabin and brand) with its bags and rules as its latest day has them. */
export const fareAdminKind = z.object({
  cabin: z.enum(FLIGHT_CABINS),
  brand: z.string(),
  carry_on: z.number().int(),
  carry_on_kg: z.number().int(),
  checked_bags: z.number().int(),
  checked_kg: z.number().int(),
  refund_rule: fareRuleAdmin,
  change_rule: fareRuleAdmin,
  instant_ticketing: z.boolean(),
});
export type FareAdminKind = z.infer<typeof fareAdminKind>;

export const flightFaresGrid = z.object({
  flight_id: z.number().int(),
  flight_no: z.string(),
  currency: z.string(),
  fares: z.array(fareAdminKind),
  days: z.array(
    z.object({
      date: z.string(),
      /** 1 Monday .. 7 Sunday. */
      weekday: z.number().int(),
      status: z.enum(['scheduled', 'cancelled']),
      /** Per fare of `fares`, in its order; null when the day does not sell it. */
      cells: z.array(fareAdminCell.nullable()),
    }),
  ),
});
export type FlightFaresGrid = z.infer<typeof flightFaresGrid>;

const fareKey = { cabin: z.enum(FLIGHT_CABINS), brand: z.string().trim().toLowerCase().regex(/^[a-z][a-z0-9_]{0,15}$/, { error: 'validation.fare_brand' }) };
const dayRange = { flight_id: idParam, start: dateField, end: dateField, weekdays: weekdayList };
const seatsField = numeric(z.number().int().min(0).max(FLIGHT_FARE_SEATS_MAX));
const bagCount = numeric(z.number().int().min(0).max(5));
const bagKg = numeric(z.number().int().min(0).max(50));

/**
 * A fare of the flight's table on the chosen weekdays of `start`..`end`: every open day gets it,
 * added where the day has no fare of that cabin and brand, replaced where it has.
 */
export const flightFareSaveBody = z
  .object({
    ...dayRange,
    ...fareKey,
    carry_on: bagCount,
    carry_on_kg: bagKg,
    checked_bags: bagCount,
    checked_kg: bagKg,
    refund_rule: fareRuleInput,
    change_rule: fareRuleInput,
    /** Orders of the fare are payable at once and ticketed on payment, with no operator's review or ticketing. */
    instant_ticketing: z.boolean().default(false),
    seats: seatsField,
    price_adult: farePrice,
    price_child: farePrice,
    price_infant: farePrice,
    taxes: farePrice,
  })
  .superRefine(checkDayRange);
export type FlightFareSaveBody = z.infer<typeof flightFareSaveBody>;

/**
 * The bulk edit: on the chosen weekdays of `start`..`end`, the chosen fares (all when `fares` is
 * left out) get what is given; what is left out stays. Seats below a day's held + sold refuse the
 * whole edit, naming the day.
 */
export const flightFareBulkBody = z
  .object({
    ...dayRange,
    fares: z.array(z.object(fareKey)).max(20).optional(),
    seats: seatsField.optional(),
    price_adult: farePrice.optional(),
    price_child: farePrice.optional(),
    price_infant: farePrice.optional(),
    taxes: farePrice.optional(),
  })
  .superRefine(checkDayRange)
  .refine((body) => [body.seats, body.price_adult, body.price_child, body.price_infant, body.taxes].some((value) => value !== undefined), {
    error: 'validation.nothing_to_change',
    path: ['price_adult'],
  });
export type FlightFareBulkBody = z.infer<typeof flightFareBulkBody>;

/** How many day fares a save or bulk edit wrote, over how many days. */
export const flightFaresSaved = z.object({ days: z.number().int(), fares: z.number().int() });
export type FlightFaresSaved = z.infer<typeof flightFaresSaved>;

/* Ticket orders */

/** The review queue's filters are travel.ts's, shared with hotel orders; `to_handle`: to review or to ticket. */
export const ticketOrderAdminRow = z.object({
  order_no: z.string(),
  status: z.enum(TRAVEL_ORDER_STATUSES),
  user_id: z.number().int(),
  customer: z.string(),
  trip: z.enum(TRIP_KINDS),
  /** Each flight's route, number and day, in the order flown; `from` ... `brand` are the first's. */
  legs: z.array(ticketLegRoute),
  from: z.string(),
  to: z.string(),
  flight_no: z.string(),
  /** The departure day at the origin. */
  date: z.string(),
  cabin: z.enum(FLIGHT_CABINS),
  brand: z.string(),
  passenger_count: z.number().int(),
  /** Base currency. */
  pay_amount: z.string(),
  paid_amount: z.string(),
  /** Until when the rooms or seats are held (in review, the payment window after booking; awaiting payment, the payment deadline). */
  hold_deadline: z.string().nullable(),
  /** In review: the order lapses unless reviewed by then. */
  review_deadline: z.string().nullable(),
  /** In review past the payment window: the rooms or seats went back on sale; approving holds them again if still free (else 4301). */
  hold_released: z.boolean(),
  ticketing_deadline: z.string().nullable(),
  created_at: z.string(),
});
export type TicketOrderAdminRow = z.infer<typeof ticketOrderAdminRow>;

/** The traveller's view of the order (passengers with their tickets, legs, rules, prices) with who booked it and who moved it. */
export const ticketOrderAdminDetail = ticketOrderDetail.extend({
  user_id: z.number().int(),
  customer: z.string(),
  /** In review: the order lapses unless reviewed by then. */
  review_deadline: z.string().nullable(),
  /** Each move with who made it: an admin's username, the traveller's email, empty for the system. */
  history: z.array(travelHistoryEntry.extend({ actor_name: z.string() })),
});
export type TicketOrderAdminDetail = z.infer<typeof ticketOrderAdminDetail>;

/* Flight bookings report */

export const flightBookingsQuery = reportSummaryQuery;

/** Ticket orders paid on a day (or on a route over the range): how many, their passengers and what was paid, base currency. */
export const flightBookingFigures = z.object({ bookings: z.number().int(), passengers: z.number().int(), revenue: z.string() });
export type FlightBookingFigures = z.infer<typeof flightBookingFigures>;

export const flightBookingsReport = z.object({
  start: z.string(),
  end: z.string(),
  currency: z.string(),
  days: z.array(flightBookingFigures.extend({ date: z.string() })),
  /** Per route and day paid, only the days with bookings, busiest route first. */
  route_days: z.array(flightBookingFigures.extend({ from: z.string(), to: z.string(), date: z.string() })),
  routes: z.array(flightBookingFigures.extend({ from: z.string(), to: z.string() })),
  totals: flightBookingFigures,
  /** Orders paid in the range and ticketed, and how many of them within two hours of payment; `share` null when none was ticketed. */
  ticketing: z.object({ ticketed: z.number().int(), within_sla: z.number().int(), share: z.number().nullable() }),
});
export type FlightBookingsReport = z.infer<typeof flightBookingsReport>;
