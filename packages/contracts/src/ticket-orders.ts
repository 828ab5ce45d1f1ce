import { addMonths, latestToday } from './calendar-days.ts';
import { checkParty, FLIGHT_CABINS, FLIGHT_MAX_SEATED_PASSENGERS, fareRuleResult, flightPartyShape, flightSegmentResult } from './flights.ts';
import { bookingCouponId, travelContact, travelHistoryEntry, travelOrderNo, TRAVEL_ORDER_STATUSES, TRIP_KINDS } from './travel.ts';
import { dateField, idParam, lineText, pageQuery, pageResultOf, requiredText, z } from './validation.ts';

/**
 * Flight ticket orders: who may fly and with what papers (SPEC §3, §5, §9). A passenger's type
 * follows from their age on the departure date: infant under 2, child 2-11, adult 12 and over.
 */
export const PASSENGER_TYPES = ['adult', 'child', 'infant'] as const;
export type PassengerType = (typeof PASSENGER_TYPES)[number];
export const PASSENGER_GENDERS = ['male', 'female'] as const;
export const TRAVEL_DOCUMENT_TYPES = ['passport', 'id_card', 'travel_permit'] as const;

export const CHILD_MIN_AGE = 2;
export const ADULT_MIN_AGE = 12;
/** A travel document must stay valid at least this many months after the trip. */
export const DOCUMENT_VALID_MONTHS_AFTER_TRIP = 6;
/** No passenger is older than this: an earlier birth date is a typing slip (1900 for 1990). */
export const PASSENGER_MAX_AGE = 120;

/** Whole years between a birth date and a day (both `YYYY-MM-DD`); a 29 February birthday counts from 1 March in other years. */
export function ageOn(birthDate: string, day: string): number {
  const [by, bm, bd] = birthDate.split('-').map(Number) as [number, number, number];
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return y - by - (m < bm || (m === bm && d < bd) ? 1 : 0);
}

export function passengerTypeOn(birthDate: string, departureDate: string): PassengerType {
  const age = ageOn(birthDate, departureDate);
  return age >= ADULT_MIN_AGE ? 'adult' : age >= CHILD_MIN_AGE ? 'child' : 'infant';
}

/** A birth date no one can have: after `today`, or older than PASSENGER_MAX_AGE on `day` (the departure; today for a saved passenger). */
export function impossibleBirthDate(birthDate: string, day: string, today: string): 'validation.birth_in_future' | 'validation.birth_too_old' | null {
  if (birthDate > today) return 'validation.birth_in_future';
  if (ageOn(birthDate, day) > PASSENGER_MAX_AGE) return 'validation.birth_too_old';
  return null;
}

/** Names as printed in a passport's machine-readable zone: English letters, with spaces, hyphens and apostrophes between them. */
export const PASSENGER_NAME_PATTERN = /^[A-Za-z]+(?:[ '-][A-Za-z]+)*$/;
const passengerName = requiredText(40).regex(PASSENGER_NAME_PATTERN, { error: 'validation.passenger_name' });

export const passengerInput = z.object({
  type: z.enum(PASSENGER_TYPES),
  first_name: passengerName,
  last_name: passengerName,
  gender: z.enum(PASSENGER_GENDERS),
  /** ISO 3166-1 alpha-2. */
  nationality: z
    .string()
    .trim()
    .regex(/^[A-Za-z]{2}$/, { error: 'validation.invalid' })
    .transform((code) => code.toUpperCase()),
  doc_type: z.enum(TRAVEL_DOCUMENT_TYPES),
  doc_number: requiredText(20).regex(/^[A-Za-z0-9]{5,20}$/, { error: 'validation.document_number' }),
  doc_expiry: dateField,
  birth_date: dateField,
});
export type PassengerInput = z.infer<typeof passengerInput>;

/** What is wrong with a birth date for a trip on `departureDate`: born after the trip, after today, or too long before it. */
export function birthDateIssue(birthDate: string, departureDate: string, today: string = latestToday()): string | null {
  if (birthDate > departureDate) return 'validation.birth_after_trip';
  return impossibleBirthDate(birthDate, departureDate, today);
}

/**
 * The passenger rules that need the trip's dates, each on the field it is about: a birth date
 * possible for the trip (birthDateIssue), the type it gives on the departure day, the document
 * valid six months after the trip's last flight (`lastDate`, the departure day for one flight).
 */
export function passengerIssues(
  passenger: Pick<PassengerInput, 'type' | 'birth_date' | 'doc_expiry'>,
  departureDate: string,
  today: string = latestToday(),
  lastDate: string = departureDate,
): { field: 'birth_date' | 'type' | 'doc_expiry'; message: string }[] {
  const issues: { field: 'birth_date' | 'type' | 'doc_expiry'; message: string }[] = [];
  const birthIssue = birthDateIssue(passenger.birth_date, departureDate, today);
  if (birthIssue) issues.push({ field: 'birth_date', message: birthIssue });
  else if (passengerTypeOn(passenger.birth_date, departureDate) !== passenger.type) issues.push({ field: 'type', message: `validation.passenger_type_${passengerTypeOn(passenger.birth_date, departureDate)}` });
  if (passenger.doc_expiry < addMonths(lastDate, DOCUMENT_VALID_MONTHS_AFTER_TRIP)) issues.push({ field: 'doc_expiry', message: 'validation.document_expires' });
  return issues;
}

/** The same document however it is typed: spaces around it and letter case do not make another one. */
const documentKey = (passenger: Pick<PassengerInput, 'doc_type' | 'doc_number'>) => `${passenger.doc_type}:${passenger.doc_number.trim().toUpperCase()}`;

/** The places of passengers whose document an earlier passenger already has: one person cannot be booked twice on one order. */
export function repeatedDocumentIndexes(passengers: readonly Pick<PassengerInput, 'doc_type' | 'doc_number'>[]): number[] {
  const seen = new Set<string>();
  const repeated: number[] = [];
  for (const [index, passenger] of passengers.entries()) {
    // A blank number is missing, not a second person's.
    if (passenger.doc_number.trim() === '') continue;
    const key = documentKey(passenger);
    if (seen.has(key)) repeated.push(index);
    seen.add(key);
  }
  return repeated;
}

/** Counts per type, as search's party rules (flights.ts) count them: at least one adult, no more infants than adults, at most nine seated. */
export function partyIssues(types: readonly PassengerType[]): string[] {
  const count = (type: PassengerType) => types.filter((one) => one === type).length;
  const issues: string[] = [];
  if (count('adult') === 0) issues.push('validation.adult_required');
  if (count('infant') > count('adult')) issues.push('validation.infants_per_adult');
  if (count('adult') + count('child') > FLIGHT_MAX_SEATED_PASSENGERS) issues.push('validation.too_many_passengers');
  return issues;
}

/** A trip has at most this many flights: a round trip is two, a multi-city trip up to four. */
export const TRIP_MAX_FLIGHTS = 4;
/** A flight of a trip leaves at least this long after the one before it lands. */
export const TRIP_MIN_CONNECTION_MINUTES = 60;

/** A flight of a trip after its first: the fare and its departure day at the origin. */
const nextLeg = z.object({ fare_id: idParam, date: dateField });
/** The flights after the first, in the order flown: a round trip's return, or a multi-city trip's next flights. */
const nextLegs = z
  .array(nextLeg)
  .max(TRIP_MAX_FLIGHTS - 1)
  .default([]);

/** Every flight of the trip comes in order of its day (the server checks the times: TRIP_MIN_CONNECTION_MINUTES). */
function checkLegDays(body: { date: string; next_legs: { date: string }[] }, ctx: z.RefinementCtx) {
  let previous = body.date;
  for (const [index, leg] of body.next_legs.entries()) {
    if (leg.date < previous) ctx.addIssue({ code: 'custom', message: 'validation.leg_before_previous', path: ['next_legs', index, 'date'], input: leg.date });
    previous = leg.date;
  }
}

/** The trip's last departure day: documents must stay valid six months after it. */
export const lastFlightDate = (body: { date: string; next_legs?: { date: string }[] }) => body.next_legs?.at(-1)?.date ?? body.date;

export const ticketOrderCreateBody = z
  .object({
    fare_id: idParam,
    date: dateField,
    next_legs: nextLegs,
    passengers: z
      .array(passengerInput)
      .min(1)
      .max(FLIGHT_MAX_SEATED_PASSENGERS * 2),
    contact: travelContact,
    remark: lineText(200).default(''),
    /** Save the passengers for next time (GET /ticket/passengers). */
    save_passengers: z.boolean().default(true),
    /**
     * The total the traveller saw (their currency, as shown). When the fare's price moved since,
     * nothing is booked and 4303 answers the new total, to be shown before booking again.
     */
    expected_total: z
      .string()
      .trim()
      .regex(/^\d{1,13}(\.\d{1,4})?$/, { error: 'validation.invalid' })
      .optional(),
    /** The coupon to apply (travel.ts `bookingCouponId`); `expected_total` is the total before it. */
    coupon_id: bookingCouponId,
  })
  .superRefine((body, ctx) => {
    for (const [index, passenger] of body.passengers.entries()) {
      for (const issue of passengerIssues(passenger, body.date, latestToday(), lastFlightDate(body))) ctx.addIssue({ code: 'custom', message: issue.message, path: ['passengers', index, issue.field], input: passenger[issue.field] });
    }
    for (const index of repeatedDocumentIndexes(body.passengers)) {
      ctx.addIssue({ code: 'custom', message: 'validation.passenger_same_document', path: ['passengers', index, 'doc_number'], input: body.passengers[index]!.doc_number });
    }
    checkLegDays(body, ctx);
    for (const message of partyIssues(body.passengers.map((passenger) => passenger.type))) ctx.addIssue({ code: 'custom', message, path: ['passengers'], input: body.passengers });
  });
export type TicketOrderCreateBody = z.infer<typeof ticketOrderCreateBody>;

/**
 * POST /ticket/order/preview: the fare's price for the party (counts per passenger type, as
 * search takes them: the passengers' details are not needed to price it) and the coupons for it.
 */
export const ticketOrderPreviewBody = z
  .object({ fare_id: idParam, date: dateField, next_legs: nextLegs, ...flightPartyShape, coupon_id: bookingCouponId })
  .superRefine((body, ctx) => {
    checkParty(body, ctx);
    checkLegDays(body, ctx);
  });
export type TicketOrderPreviewBody = z.infer<typeof ticketOrderPreviewBody>;

export const ticketOrderCreated = z.object({
  order_no: z.string(),
  status: z.enum(TRAVEL_ORDER_STATUSES),
  total_price: z.string(),
  /** What the coupon took off, and what is due. */
  discount: z.string(),
  pay_amount: z.string(),
  currency: z.string(),
  /** The seats are released when the review or the payment has not come by then. */
  hold_deadline: z.string(),
});

/** 4303's data: the fare's price now, for the screen to show before the traveller books again. */
export const ticketPriceChanged = z.object({ total_price: z.string(), expected_total: z.string(), currency: z.string() });

/** A contact as answered (the input's checks and clean-ups stay on the way in). */
const contactResult = z.object({ name: z.string(), phone: z.string(), email: z.string() });

/** A flight of a trip in the back office's lists: route, flight number and departure day at the origin. */
export const ticketLegRoute = z.object({ from: z.string(), to: z.string(), flight_no: z.string(), date: z.string() });

/** A flight of a trip as the order lists it: the route with its cities, first departure and last arrival in local times with offsets, fare. */
export const ticketLegSummary = ticketLegRoute.extend({
  from_city: z.string(),
  to_city: z.string(),
  depart_at: z.string(),
  arrive_at: z.string(),
  cabin: z.enum(FLIGHT_CABINS),
  brand: z.string(),
});

/** The order's fields `from` ... `brand` are its first flight's; `legs` are all its flights in the order flown. */
export const ticketOrderSummary = z.object({
  order_no: z.string(),
  status: z.enum(TRAVEL_ORDER_STATUSES),
  trip: z.enum(TRIP_KINDS),
  legs: z.array(ticketLegSummary),
  from: z.string(),
  to: z.string(),
  from_city: z.string(),
  to_city: z.string(),
  flight_no: z.string(),
  /** The departure day at the origin, and the first departure and last arrival in local times with offsets. */
  date: z.string(),
  depart_at: z.string(),
  arrive_at: z.string(),
  cabin: z.enum(FLIGHT_CABINS),
  brand: z.string(),
  passenger_count: z.number().int(),
  total_price: z.string(),
  pay_amount: z.string(),
  currency: z.string(),
  created_at: z.string(),
});
export const ticketOrderListQuery = pageQuery.extend({ status: z.enum(TRAVEL_ORDER_STATUSES).optional() });
export const ticketOrderList = pageResultOf(ticketOrderSummary);

export const ticketPassengerResult = z.object({
  id: z.number().int(),
  type: z.enum(PASSENGER_TYPES),
  first_name: z.string(),
  last_name: z.string(),
  gender: z.enum(PASSENGER_GENDERS),
  nationality: z.string(),
  doc_type: z.enum(TRAVEL_DOCUMENT_TYPES),
  doc_number: z.string(),
  doc_expiry: z.string(),
  birth_date: z.string(),
  /** Null until the tickets are issued. */
  ticket_no: z.string().nullable(),
});

/** A flight of the order with its legs, prices per passenger and rules as booked. */
export const ticketLegDetail = ticketLegSummary.extend({
  segments: z.array(flightSegmentResult),
  refund_rule: fareRuleResult,
  change_rule: fareRuleResult,
  prices: z.object({ adult: z.string(), child: z.string(), infant: z.string(), taxes: z.string() }),
});

/** `segments`, `refund_rule`, `change_rule` and `prices` are the first flight's (one-way orders have one); `legs` has each flight's. */
export const ticketOrderDetail = ticketOrderSummary.extend({
  legs: z.array(ticketLegDetail),
  segments: z.array(flightSegmentResult),
  refund_rule: fareRuleResult,
  change_rule: fareRuleResult,
  /** Per passenger of each type, before taxes; taxes per seated passenger (an infant's price includes theirs). */
  prices: z.object({ adult: z.string(), child: z.string(), infant: z.string(), taxes: z.string() }),
  counts: z.object({ adult: z.number().int(), child: z.number().int(), infant: z.number().int() }),
  /** What the coupon took off (`pay_amount` is the total less it), and the coupon's title; null without one. */
  discount: z.string(),
  coupon_title: z.string().nullable(),
  paid_amount: z.string(),
  refunded_amount: z.string(),
  passengers: z.array(ticketPassengerResult),
  contact: contactResult,
  remark: z.string(),
  /** While seats are held unpaid: when they are released. */
  hold_deadline: z.string().nullable(),
  /** Once paid: tickets are issued by then (payment + 2 hours). */
  ticketing_deadline: z.string().nullable(),
  can_pay: z.boolean(),
  /** A transfer's voucher waits for the operator's review: nothing to pay meanwhile, and the hold does not run out. */
  payment_in_review: z.boolean(),
  /** The review outlasted the payment window: the rooms or seats went back on sale, and approving the order holds them again if still free. */
  hold_released: z.boolean(),
  can_cancel: z.boolean(),
  /** What cancelling now gives back (the fare's refund rule), when it can be cancelled. */
  cancel_refund: z.string().nullable(),
  /** The flight is over and waits for the traveller's rating (POST /ticket/order/rate). */
  can_rate: z.boolean(),
  /** The traveller's stars (1-5) once rated. */
  rating: z.number().int().nullable(),
  /** What the traveller wrote with the stars ('' when nothing); null before rating. */
  rating_comment: z.string().nullable(),
  history: z.array(travelHistoryEntry),
});
export type TicketOrderDetail = z.infer<typeof ticketOrderDetail>;

/* Saved passengers */

/** A saved passenger has no trip yet: their birth date is judged on today (impossibleBirthDate). */
const savedBirthDate = dateField.superRefine((birthDate, ctx) => {
  const today = latestToday();
  const message = impossibleBirthDate(birthDate, today, today);
  if (message) ctx.addIssue({ code: 'custom', message, input: birthDate });
});
export const savedPassengerInput = passengerInput.omit({ type: true }).extend({ birth_date: savedBirthDate });
export const savedPassenger = z.object({
  id: z.number().int(),
  first_name: z.string(),
  last_name: z.string(),
  gender: z.enum(PASSENGER_GENDERS),
  nationality: z.string(),
  doc_type: z.enum(TRAVEL_DOCUMENT_TYPES),
  doc_number: z.string(),
  doc_expiry: z.string(),
  birth_date: z.string(),
});
export type SavedPassenger = z.infer<typeof savedPassenger>;
export const savedPassengerDeleteBody = z.object({ id: idParam });

/* Back office */

/** Issuing: a ticket number for every passenger of the order. */
export const TICKET_NO_PATTERN = /^[A-Za-z0-9-]{6,20}$/;
export const ticketIssueBody = z.object({
  order_no: travelOrderNo,
  tickets: z
    .array(z.object({ passenger_id: idParam, ticket_no: requiredText(20).regex(TICKET_NO_PATTERN, { error: 'validation.ticket_no' }) }))
    .min(1),
});
export type TicketIssueBody = z.infer<typeof ticketIssueBody>;

/** The ticketing queue: a page of it, or only the order a link points at (an operator message). */
export const ticketingQueueQuery = pageQuery.extend({ order_no: travelOrderNo.optional() });

/** The back office's ticketing queue showing one order: its page reads `tab` and `order_no` from the address. */
export const ticketingQueueLink = (orderNo: string) => `/flights/ticket-orders?tab=ticketing&order_no=${encodeURIComponent(orderNo)}`;
export const ticketingQueueRow = z.object({
  order_no: z.string(),
  trip: z.enum(TRIP_KINDS),
  /** Each flight's route, number and day, in the order flown; `from` ... `date` are the first's. */
  legs: z.array(ticketLegRoute),
  from: z.string(),
  to: z.string(),
  flight_no: z.string(),
  date: z.string(),
  passenger_count: z.number().int(),
  contact: contactResult,
  paid_at: z.string(),
  ticketing_deadline: z.string(),
  /** Negative once late. */
  minutes_left: z.number().int(),
  due_soon: z.boolean(),
  late: z.boolean(),
});
export const ticketingQueue = pageResultOf(ticketingQueueRow);
