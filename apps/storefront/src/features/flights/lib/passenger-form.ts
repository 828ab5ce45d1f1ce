import { birthDateIssue, lastFlightDate, latestToday, partyIssues, passengerIssues, repeatedDocumentIndexes, ticketOrderCreateBody, type PassengerType } from '@roamcart/contracts';
import { issueParams, issuesToFields } from '@roamcart/contracts/messages';

/** A passenger as the booking form holds it: every field text until sent. */
export interface PassengerDraft {
  type: PassengerType;
  first_name: string;
  last_name: string;
  gender: 'male' | 'female' | '';
  nationality: string;
  doc_type: 'passport' | 'id_card' | 'travel_permit';
  doc_number: string;
  doc_expiry: string;
  birth_date: string;
}

export const emptyPassenger = (type: PassengerType): PassengerDraft => ({
  type,
  first_name: '',
  last_name: '',
  gender: '',
  nationality: '',
  doc_type: 'passport',
  doc_number: '',
  doc_expiry: '',
  birth_date: '',
});

/** The party's passengers in order: adults, then children, then infants. */
export function passengerSlots(party: { adults: number; children: number; infants: number }): PassengerType[] {
  return [...Array<PassengerType>(party.adults).fill('adult'), ...Array<PassengerType>(party.children).fill('child'), ...Array<PassengerType>(party.infants).fill('infant')];
}

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/**
 * The booking's problems by field (`passengers.1.birth_date`, `contact.email`, `passengers` for the
 * party): the contract's schema, and its date and same-document rules on every passenger whose
 * dates or document are written already, so that a birth date that makes an adult a child, or a
 * document typed twice, shows while the names are still empty (the schema skips them until then).
 * Documents must stay valid six months after the trip's last flight (`next_legs`), as the server checks.
 */
export function bookingErrors(
  body: { fare_id: number; date: string; next_legs?: { fare_id: number; date: string }[]; passengers: PassengerDraft[]; contact: unknown; remark: string },
  translate: (key: string, params?: Record<string, unknown>) => string,
): Record<string, string> {
  const parsed = ticketOrderCreateBody.safeParse(body);
  const errors = parsed.success ? {} : issuesToFields(parsed.error.issues, (issue) => translate(issue.message, issueParams(issue)));
  for (const [index, passenger] of body.passengers.entries()) {
    if (!ISO_DATE.test(passenger.birth_date) || !ISO_DATE.test(passenger.doc_expiry)) {
      const birthIssue = ISO_DATE.test(passenger.birth_date) ? birthDateIssue(passenger.birth_date, body.date) : null;
      if (birthIssue) errors[`passengers.${index}.birth_date`] ??= translate(birthIssue);
      continue;
    }
    for (const issue of passengerIssues(passenger, body.date, latestToday(), lastFlightDate(body))) errors[`passengers.${index}.${issue.field}`] ??= translate(issue.message);
  }
  for (const index of repeatedDocumentIndexes(body.passengers)) errors[`passengers.${index}.doc_number`] ??= translate('validation.passenger_same_document');
  const party = partyIssues(body.passengers.map((passenger) => passenger.type));
  if (party[0]) errors.passengers ??= translate(party[0]);
  return errors;
}
