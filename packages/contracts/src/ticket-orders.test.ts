import { describe, expect, it } from 'vitest';
import { issuesToFields } from './messages.ts';
import { addMonths } from './calendar-days.ts';
import { ageOn, partyIssues, passengerTypeOn, ticketOrderCreateBody } from './ticket-orders.ts';

const adult = {
  type: 'adult',
  first_name: 'Mary-Anne',
  last_name: "O'Neil",
  gender: 'female',
  nationality: 'ie',
  doc_type: 'passport',
  doc_number: 'PA1234567',
  doc_expiry: '2030-01-01',
  birth_date: '1990-05-17',
};
const contact = { name: 'Mary', phone: '+353 85 123 4567', email: 'mary@example.com' };
const fieldsOf = (body: unknown) => {
  const result = ticketOrderCreateBody.safeParse(body);
  return result.success ? {} : issuesToFields(result.error.issues);
};

describe('passenger types by age on the departure date', () => {
  it('counts whole years, a birthday on the departure day included', () => {
    expect(ageOn('2014-06-10', '2026-06-09')).toBe(11);
    expect(ageOn('2014-06-10', '2026-06-10')).toBe(12);
    expect(ageOn('2024-02-29', '2026-02-28')).toBe(1);
    expect(ageOn('2024-02-29', '2026-03-01')).toBe(2);
  });

  it('makes an infant under 2, a child from 2 to 11, an adult from 12', () => {
    expect(passengerTypeOn('2025-01-01', '2026-12-31')).toBe('infant');
    expect(passengerTypeOn('2024-12-31', '2026-12-31')).toBe('child');
    expect(passengerTypeOn('2015-01-01', '2026-12-31')).toBe('child');
    expect(passengerTypeOn('2014-12-31', '2026-12-31')).toBe('adult');
  });

  it('adds calendar months, keeping to the end of a shorter month', () => {
    expect(addMonths('2026-08-31', 6)).toBe('2027-02-28');
    expect(addMonths('2027-08-31', 6)).toBe('2028-02-29');
    expect(addMonths('2026-12-15', 6)).toBe('2027-06-15');
  });
});

describe('ticket order body', () => {
  it('takes a valid party, upper-casing the nationality', () => {
    const parsed = ticketOrderCreateBody.parse({ fare_id: 7, date: '2026-12-20', passengers: [adult, { ...adult, type: 'infant', first_name: 'Liam', birth_date: '2026-01-05' }], contact });
    expect(parsed.passengers.map((one) => [one.type, one.nationality])).toEqual([
      ['adult', 'IE'],
      ['infant', 'IE'],
    ]);
  });

  it('names the passenger and field of each broken rule', () => {
    expect(
      fieldsOf({
        fare_id: 7,
        date: '2026-12-20',
        passengers: [
          { ...adult, first_name: '玛丽' },
          { ...adult, type: 'child', birth_date: '2000-01-01', doc_expiry: '2027-06-19' },
          { ...adult, birth_date: '2027-01-01' },
        ],
        contact,
      }),
    ).toEqual({
      'passengers.0.first_name': 'validation.passenger_name',
      'passengers.1.type': 'validation.passenger_type_adult',
      'passengers.1.doc_expiry': 'validation.document_expires',
      'passengers.2.birth_date': 'validation.birth_after_trip',
    });
  });

  it('accepts a document valid exactly six months after the trip', () => {
    expect(fieldsOf({ fare_id: 7, date: '2026-12-20', passengers: [{ ...adult, doc_expiry: '2027-06-20' }], contact })).toEqual({});
  });

  it('refuses more infants than adults, no adult, and more than nine seated', () => {
    expect(partyIssues(['adult', 'infant', 'infant'])).toEqual(['validation.infants_per_adult']);
    expect(partyIssues(['child'])).toEqual(['validation.adult_required']);
    expect(partyIssues([...Array(8).fill('adult'), 'child', 'child'])).toEqual(['validation.too_many_passengers']);
    expect(partyIssues([...Array(9).fill('adult'), 'infant'])).toEqual([]);
    const infant = { ...adult, type: 'infant', birth_date: '2026-01-05' };
    expect(fieldsOf({ fare_id: 7, date: '2026-12-20', passengers: [adult, infant, infant], contact })).toEqual({ passengers: 'validation.infants_per_adult' });
  });
});
