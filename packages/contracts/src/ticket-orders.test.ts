import { describe, expect, it } from 'vitest';
import { issuesToFields } from './messages.ts';
import { addDays, addMonths, latestToday } from './calendar-days.ts';
import { ageOn, impossibleBirthDate, partyIssues, passengerIssues, passengerTypeOn, repeatedDocumentIndexes, savedPassengerInput, ticketOrderCreateBody } from './ticket-orders.ts';

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
    const parsed = ticketOrderCreateBody.parse({ fare_id: 7, date: '2026-12-20', passengers: [adult, { ...adult, type: 'infant', first_name: 'Liam', doc_number: 'PB1234567', birth_date: '2026-01-05' }], contact });
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
          { ...adult, type: 'child', doc_number: 'PB1234567', birth_date: '2000-01-01', doc_expiry: '2027-06-19' },
          { ...adult, doc_number: 'PC1234567', birth_date: '2027-01-01' },
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
    const infant = (doc_number: string) => ({ ...adult, type: 'infant', doc_number, birth_date: '2026-01-05' });
    expect(fieldsOf({ fare_id: 7, date: '2026-12-20', passengers: [adult, infant('PB1234567'), infant('PC1234567')], contact })).toEqual({ passengers: 'validation.infants_per_adult' });
  });
});

describe('one person, born on a possible day', () => {
  it('refuses a document given twice, however it is typed, on the later passenger', () => {
    const twin = { ...adult, first_name: 'Anne', doc_number: ' pa1234567 ' };
    expect(fieldsOf({ fare_id: 7, date: '2026-12-20', passengers: [adult, twin], contact })).toEqual({ 'passengers.1.doc_number': 'validation.passenger_same_document' });
    const passport = (doc_number: string) => ({ doc_type: 'passport' as const, doc_number });
    expect(repeatedDocumentIndexes([passport('PA1234567'), { doc_type: 'id_card', doc_number: 'PA1234567' }, passport('PA7654321'), passport('Pa1234567')])).toEqual([3]);
    expect(repeatedDocumentIndexes([passport(''), passport(' ')])).toEqual([]);
  });

  it('refuses a birth after today and one more than 120 years before the departure', () => {
    const today = '2026-11-29';
    const trip = '2026-12-20';
    expect(passengerIssues({ type: 'infant', birth_date: '2026-11-30', doc_expiry: '2030-01-01' }, trip, today)).toEqual([{ field: 'birth_date', message: 'validation.birth_in_future' }]);
    expect(passengerIssues({ type: 'infant', birth_date: today, doc_expiry: '2030-01-01' }, trip, today)).toEqual([]);
    expect(passengerIssues({ type: 'adult', birth_date: '1900-01-01', doc_expiry: '2030-01-01' }, trip, today)).toEqual([{ field: 'birth_date', message: 'validation.birth_too_old' }]);
    // 120 on the departure day is still possible; 121 is not.
    expect(impossibleBirthDate('1906-12-20', trip, today)).toBeNull();
    expect(impossibleBirthDate('1905-12-20', trip, today)).toBe('validation.birth_too_old');
  });

  it('judges the booking and a saved passenger on the clock', () => {
    const tomorrow = addDays(latestToday(), 1);
    const trip = addDays(latestToday(), 30);
    expect(fieldsOf({ fare_id: 7, date: trip, passengers: [adult, { ...adult, type: 'infant', doc_number: 'PB1234567', birth_date: tomorrow }], contact })).toEqual({ 'passengers.1.birth_date': 'validation.birth_in_future' });
    expect(fieldsOf({ fare_id: 7, date: trip, passengers: [{ ...adult, birth_date: '1900-01-01' }], contact })).toEqual({ 'passengers.0.birth_date': 'validation.birth_too_old' });
    const { type: _type, ...saved } = adult;
    const savedFields = (birth_date: string) => {
      const result = savedPassengerInput.safeParse({ ...saved, birth_date });
      return result.success ? {} : issuesToFields(result.error.issues);
    };
    expect(savedFields(tomorrow)).toEqual({ birth_date: 'validation.birth_in_future' });
    expect(savedFields('1900-01-01')).toEqual({ birth_date: 'validation.birth_too_old' });
    expect(savedFields(adult.birth_date)).toEqual({});
  });
});
