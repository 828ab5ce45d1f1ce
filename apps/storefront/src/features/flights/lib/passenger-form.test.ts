import { describe, expect, it } from 'vitest';
import { addDays, latestToday } from '@roamcart/contracts';
import { bookingErrors, emptyPassenger, passengerSlots, type PassengerDraft } from './passenger-form.ts';

const DATE = '2026-12-10';
const translate = (key: string) => key;
const adult: PassengerDraft = {
  type: 'adult',
  first_name: 'Ada',
  last_name: 'Lovelace',
  gender: 'female',
  nationality: 'gb',
  doc_type: 'passport',
  doc_number: 'X1234567',
  doc_expiry: '2030-01-01',
  birth_date: '1990-05-01',
};
const contact = { name: 'Ada', phone: '13800138000', email: 'ada@example.com' };
const body = (passengers: PassengerDraft[]) => ({ fare_id: 1, date: DATE, passengers, contact, remark: '' });

describe('passenger form', () => {
  it('lays out the party: adults, then children, then infants', () => {
    expect(passengerSlots({ adults: 2, children: 1, infants: 1 })).toEqual(['adult', 'adult', 'child', 'infant']);
  });

  it('accepts a complete booking', () => {
    expect(bookingErrors(body([adult]), translate)).toEqual({});
  });

  it('names each field of each passenger, with the contract messages', () => {
    const errors = bookingErrors(body([{ ...adult, first_name: 'Zoë', doc_number: 'AB' }, emptyPassenger('infant')]), translate);
    expect(errors['passengers.0.first_name']).toBe('validation.passenger_name');
    expect(errors['passengers.0.doc_number']).toBe('validation.document_number');
    expect(errors['passengers.1.gender']).toBeDefined();
    expect(errors['passengers.0.last_name']).toBeUndefined();
  });

  it('tells the date rules as soon as the dates are written, even with other fields still empty', () => {
    const infant = { ...emptyPassenger('infant'), birth_date: '2020-01-01', doc_expiry: '2027-01-01' };
    const errors = bookingErrors(body([adult, infant]), translate);
    expect(errors['passengers.1.type']).toBe('validation.passenger_type_child');
    expect(errors['passengers.1.doc_expiry']).toBe('validation.document_expires');
    const unborn = bookingErrors(body([adult, { ...emptyPassenger('infant'), birth_date: '2027-01-01' }]), translate);
    expect(unborn['passengers.1.birth_date']).toBe('validation.birth_after_trip');
  });

  it('tells a document given twice and an impossible birth date on their fields before the rest is filled', () => {
    const twin = { ...emptyPassenger('adult'), doc_number: 'x1234567 ' };
    expect(bookingErrors(body([adult, twin]), translate)['passengers.1.doc_number']).toBe('validation.passenger_same_document');
    const tomorrow = addDays(latestToday(), 1);
    const unborn = { ...emptyPassenger('infant'), birth_date: tomorrow };
    expect(bookingErrors({ ...body([adult, unborn]), date: addDays(tomorrow, 30) }, translate)['passengers.1.birth_date']).toBe('validation.birth_in_future');
    expect(bookingErrors(body([{ ...adult, birth_date: '1900-01-01' }]), translate)['passengers.0.birth_date']).toBe('validation.birth_too_old');
  });

  it('wants documents valid six months after the trip’s last flight', () => {
    const expiring = { ...emptyPassenger('adult'), birth_date: '1990-05-01', doc_expiry: '2027-06-20' };
    expect(bookingErrors(body([expiring]), translate)['passengers.0.doc_expiry']).toBeUndefined();
    const returning = { ...body([expiring]), next_legs: [{ fare_id: 2, date: '2026-12-24' }] };
    expect(bookingErrors(returning, translate)['passengers.0.doc_expiry']).toBe('validation.document_expires');
    expect(bookingErrors({ ...returning, passengers: [{ ...adult, doc_expiry: '2027-06-20' }] }, translate)['passengers.0.doc_expiry']).toBe('validation.document_expires');
  });

  it('tells the party rules on the passengers', () => {
    expect(bookingErrors(body([{ ...adult, type: 'infant', birth_date: '2025-06-01' }]), translate).passengers).toBe('validation.adult_required');
  });
});
