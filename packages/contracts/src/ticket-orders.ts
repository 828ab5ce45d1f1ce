import { FLIGHT_MAX_SEATED_PASSENGERS } from './flights.ts';
import { travelContact } from './travel.ts';
import { dateField, idParam, lineText, requiredText, z } from './validation.ts';

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

/** The day `months` calendar months after `day`, clamped to the month's end (31 Aug + 6 months = 28/29 Feb). */
export function addMonths(day: string, months: number): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const index = y * 12 + (m - 1) + months;
  const year = Math.floor(index / 12);
  const month = (index % 12) + 1;
  const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(Math.min(d, last)).padStart(2, '0')}`;
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

/**
 * The passenger rules that need the departure date, each on the field it is about: born by the
 * trip, the type the birth date gives on that day, the document valid six months after it.
 */
export function passengerIssues(passenger: Pick<PassengerInput, 'type' | 'birth_date' | 'doc_expiry'>, departureDate: string): { field: 'birth_date' | 'type' | 'doc_expiry'; message: string }[] {
  const issues: { field: 'birth_date' | 'type' | 'doc_expiry'; message: string }[] = [];
  if (passenger.birth_date > departureDate) issues.push({ field: 'birth_date', message: 'validation.birth_after_trip' });
  else if (passengerTypeOn(passenger.birth_date, departureDate) !== passenger.type) issues.push({ field: 'type', message: `validation.passenger_type_${passengerTypeOn(passenger.birth_date, departureDate)}` });
  if (passenger.doc_expiry < addMonths(departureDate, DOCUMENT_VALID_MONTHS_AFTER_TRIP)) issues.push({ field: 'doc_expiry', message: 'validation.document_expires' });
  return issues;
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

export const ticketOrderCreateBody = z
  .object({
    fare_id: idParam,
    date: dateField,
    passengers: z
      .array(passengerInput)
      .min(1)
      .max(FLIGHT_MAX_SEATED_PASSENGERS * 2),
    contact: travelContact,
    remark: lineText(200).default(''),
    /** Save the passengers for next time (GET /ticket/passengers). */
    save_passengers: z.boolean().default(true),
  })
  .superRefine((body, ctx) => {
    for (const [index, passenger] of body.passengers.entries()) {
      for (const issue of passengerIssues(passenger, body.date)) ctx.addIssue({ code: 'custom', message: issue.message, path: ['passengers', index, issue.field], input: passenger[issue.field] });
    }
    for (const message of partyIssues(body.passengers.map((passenger) => passenger.type))) ctx.addIssue({ code: 'custom', message, path: ['passengers'], input: body.passengers });
  });
export type TicketOrderCreateBody = z.infer<typeof ticketOrderCreateBody>;
