import { dateField, idParam, numeric, requiredText, z } from './validation.ts';

/** SPEC §9: flights are sold and shown from today to six months later; one booking seats at most 9. */
export const FLIGHT_WINDOW_MONTHS = 6;
export const FLIGHT_MAX_SEATED_PASSENGERS = 9;
/** A calendar call covers at most this many days (the six-month window and a little more). */
export const FLIGHT_CALENDAR_MAX_DAYS = 190;

export const FLIGHT_CABINS = ['economy', 'premium', 'business'] as const;
export type FlightCabin = (typeof FLIGHT_CABINS)[number];
export const FLIGHT_SORTS = ['cheapest', 'fastest', 'departure'] as const;
export type FlightSort = (typeof FLIGHT_SORTS)[number];
/** Departure time ranges of the search filter, in the origin's local time: [from, to) hours. */
export const FLIGHT_DEPARTURE_RANGES = { night: [0, 6], morning: [6, 12], afternoon: [12, 18], evening: [18, 24] } as const;
export type FlightDepartureRange = keyof typeof FLIGHT_DEPARTURE_RANGES;

/** A refund or change rule: whether it is allowed and its penalty (base minor units as a decimal string; jsonb has no bigint). */
export interface FareRule {
  allowed: boolean;
  penalty: string;
}

/** An IATA airport code, upper-cased ("lhr" is LHR). */
export const airportCode = z
  .string()
  .trim()
  .toUpperCase()
  .regex(/^[A-Z]{3}$/, { error: (issue) => (issue.input === undefined || issue.input === '' ? 'validation.required' : 'validation.airport_code') });

/** Items of a search filter's list. */
const LIST_MAX = 20;

/** A comma-separated list in a query ("BA,LH"), upper- or lower-case as `item` wants. */
const listQuery = <S extends z.ZodType<unknown, string>>(item: S) =>
  z
    .string()
    .trim()
    .max(200)
    .optional()
    .transform((text) => (text ? text.split(',').map((part) => part.trim()) : undefined))
    .pipe(z.array(item).max(LIST_MAX).optional());

export const airportSearchQuery = z.object({ keyword: requiredText(50) });
export type AirportSearchQuery = z.infer<typeof airportSearchQuery>;

export const airportResult = z.object({
  code: z.string(),
  name: z.string(),
  city: z.string(),
  /** ISO 3166-1 alpha-2, and its name in the caller's language. */
  country: z.string(),
  country_name: z.string(),
  time_zone: z.string(),
});
export type AirportResult = z.infer<typeof airportResult>;
export const airportList = z.array(airportResult);

/** The airport picker before anything is typed: `recent`, the codes this browser chose lately, newest first. */
export const airportSuggestionsQuery = z.object({ recent: listQuery(airportCode) });
export type AirportSuggestionsQuery = z.infer<typeof airportSuggestionsQuery>;
/** The recent airports still offered, and the enabled airports with the most flights in the next 30 days. */
export const airportSuggestions = z.object({ recent: airportList, popular: airportList });
export type AirportSuggestions = z.infer<typeof airportSuggestions>;

export const flightCalendarQuery = z
  .object({ from: airportCode, to: airportCode, start: dateField.optional(), end: dateField.optional() })
  .refine((query) => !query.start || !query.end || query.start <= query.end, { error: 'validation.date_order', path: ['end'] });
export type FlightCalendarQuery = z.infer<typeof flightCalendarQuery>;

/** The lowest adult fare of a day, taxes included, in the caller's currency; null: no bookable flight. Indicative: search prices bind. */
export const flightCalendarDay = z.object({ date: z.string(), lowest_price: z.string().nullable(), currency: z.string(), indicative: z.literal(true) });
export type FlightCalendarDay = z.infer<typeof flightCalendarDay>;
export const flightCalendar = z.array(flightCalendarDay);

/** Who flies: infants sit on an adult's lap (at most one each); adults and children take seats. */
export const flightPartyShape = {
  adults: numeric(z.number().int().min(1).max(FLIGHT_MAX_SEATED_PASSENGERS)).default(1),
  children: numeric(z.number().int().min(0).max(FLIGHT_MAX_SEATED_PASSENGERS)).default(0),
  infants: numeric(z.number().int().min(0).max(FLIGHT_MAX_SEATED_PASSENGERS)).default(0),
};
export interface FlightParty {
  adults: number;
  children: number;
  infants: number;
}

/** The party rules (4002 on the named field); "the date is today or later, within six months" is the server's (it knows today). */
export function checkParty(party: FlightParty, ctx: z.RefinementCtx) {
  if (party.infants > party.adults) ctx.addIssue({ code: 'custom', message: 'validation.infants_per_adult', path: ['infants'], input: party.infants });
  if (party.adults + party.children > FLIGHT_MAX_SEATED_PASSENGERS) {
    // The message says the 9; adults alone are already capped by their own field.
    ctx.addIssue({ code: 'custom', message: 'validation.too_many_passengers', path: ['children'], input: party.children });
  }
}

const departureRange = z.enum(Object.keys(FLIGHT_DEPARTURE_RANGES) as [FlightDepartureRange, ...FlightDepartureRange[]]);
const airlineCode = z.string().toUpperCase().regex(/^[A-Z0-9]{2}$/, { error: 'validation.airline_code' });
/**
 * API.md's `filters`: one query parameter holding a JSON object {stops?, departure?, airlines?,
 * bags?}, the lists as arrays (`{"stops":0,"airlines":["BA"]}`), checked as the separate
 * parameters are (4002 on `filters.stops` and the like; on `filters` when it is not a JSON object).
 */
const searchFilters = z
  .string()
  .max(1000)
  .transform((text, ctx) => {
    try {
      const parsed: unknown = JSON.parse(text);
      if (parsed !== null && typeof parsed === 'object' && !Array.isArray(parsed)) return parsed;
    } catch {
      // Not JSON: the same refusal as JSON that is not an object.
    }
    ctx.addIssue({ code: 'custom', message: 'validation.json_object', input: text });
    return z.NEVER;
  })
  .pipe(
    z.strictObject({
      stops: z.number().int().min(0).max(1).optional(),
      departure: z.array(departureRange).max(LIST_MAX).optional(),
      airlines: z.array(airlineCode).max(LIST_MAX).optional(),
      bags: z.enum(['checked']).optional(),
    }),
  );
const FILTER_NAMES = ['stops', 'departure', 'airlines', 'bags'] as const;

export const flightSearchQuery = z
  .object({
    from: airportCode,
    to: airportCode,
    date: dateField,
    cabin: z.enum(FLIGHT_CABINS).optional(),
    ...flightPartyShape,
    sort: z.enum(FLIGHT_SORTS).default('cheapest'),
    /** Filters: at most this many stops (0: non-stop only) ... */
    stops: numeric(z.number().int().min(0).max(1)).optional(),
    /** ... departure time ranges ("morning,evening") ... */
    departure: listQuery(departureRange),
    /** ... carriers ("BA,LH") ... */
    airlines: listQuery(airlineCode),
    /** ... and fares with a checked bag; or all of them in `filters` (each filter given one way only). */
    bags: z.enum(['checked']).optional(),
    filters: searchFilters.optional(),
  })
  .superRefine((query, ctx) => {
    checkParty(query, ctx);
    for (const name of FILTER_NAMES) {
      if (query.filters?.[name] !== undefined && query[name] !== undefined) {
        ctx.addIssue({ code: 'custom', message: 'validation.filter_given_twice', path: ['filters', name], input: query.filters[name] });
      }
    }
  })
  .transform(({ filters, ...query }) => ({ ...query, ...filters }));
export type FlightSearchQuery = z.infer<typeof flightSearchQuery>;

export const fareRuleResult = z.object({
  allowed: z.boolean(),
  /** In the caller's currency; "0.00" when free, null when not allowed. */
  penalty: z.string().nullable(),
});

export const fareResult = z.object({
  fare_id: z.number().int(),
  cabin: z.enum(FLIGHT_CABINS),
  /** The fare brand's code (light, standard, flex); the apps translate it. */
  brand: z.string(),
  /** Per passenger, before taxes, in the caller's currency. */
  price_adult: z.string(),
  price_child: z.string(),
  price_infant: z.string(),
  /** Per seated passenger (adult or child); an infant's price includes theirs. */
  taxes: z.string(),
  /** price_adult + taxes: what one adult pays, and what the low-fare calendar shows. */
  total_adult: z.string(),
  seats_left: z.number().int(),
  bags: z.object({ carry_on: z.number().int(), carry_on_kg: z.number().int(), checked: z.number().int(), checked_kg: z.number().int() }),
  refund_rule: fareRuleResult,
  change_rule: fareRuleResult,
  /** Payable at once and ticketed on payment; otherwise reviewed first and ticketed within two hours of payment. */
  instant_ticketing: z.boolean(),
});
export type FareResult = z.infer<typeof fareResult>;

/** A leg: local times of its airports as ISO 8601 with their UTC offsets (2026-12-01T22:30:00+09:00). */
export const flightSegmentResult = z.object({
  from: z.string(),
  to: z.string(),
  from_city: z.string(),
  to_city: z.string(),
  depart_at: z.string(),
  arrive_at: z.string(),
  duration_minutes: z.number().int(),
  aircraft: z.string(),
  flight_no: z.string(),
});

export const flightResult = z.object({
  flight_no: z.string(),
  carrier: z.string(),
  carrier_name: z.string(),
  /** The departure day at the origin. */
  date: z.string(),
  depart_at: z.string(),
  arrive_at: z.string(),
  segments: z.array(flightSegmentResult),
  /** First departure to last arrival, connections included. */
  duration_minutes: z.number().int(),
  stops: z.number().int(),
  /** Days between the departure day and the arrival's local day (1: next day). */
  arrive_day_offset: z.number().int(),
  fares: z.array(fareResult),
});
export type FlightResult = z.infer<typeof flightResult>;

export const flightSearchResult = z.object({ currency: z.string(), flights: z.array(flightResult) });
export type FlightSearchResult = z.infer<typeof flightSearchResult>;

export const flightDetailQuery = z.object({ fare_id: idParam, date: dateField });
export type FlightDetailQuery = z.infer<typeof flightDetailQuery>;

/** The flight of a fare, with every fare still bookable on it, and the asked fare (its rules and baggage). */
export const flightDetail = z.object({ currency: z.string(), flight: flightResult, fare: fareResult });
export type FlightDetail = z.infer<typeof flightDetail>;

export const popularRoute = z.object({
  from: z.string(),
  to: z.string(),
  from_city: z.string(),
  to_city: z.string(),
  /** The route's lowest calendar fare within 30 days (indicative), and its day; null when nothing is bookable. */
  lowest_price: z.string().nullable(),
  date: z.string().nullable(),
  currency: z.string(),
});
export const flightHome = z.object({ popular_routes: z.array(popularRoute) });
export type FlightHome = z.infer<typeof flightHome>;
