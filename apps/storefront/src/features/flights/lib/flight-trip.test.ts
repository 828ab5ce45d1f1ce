import { describe, expect, it } from 'vitest';
import { FLIGHT_CABINS, FLIGHT_MAX_SEATED_PASSENGERS as CONTRACT_MAX_SEATED, FLIGHT_WINDOW_MONTHS as CONTRACT_WINDOW } from '@roamcart/contracts';
import {
  CABINS,
  changeParty,
  cheapestDay,
  dateStrip,
  dayOf,
  durationParts,
  FLIGHT_MAX_SEATED_PASSENGERS,
  FLIGHT_WINDOW_MONTHS,
  minutesBetween,
  partyLimits,
  partyPrices,
  sumAmounts,
  tripFrom,
  tripParams,
  tripQuery,
} from './flight-trip.ts';

const TODAY = '2026-11-23';

describe('flight trip', () => {
  it('holds the same limits as the contracts', () => {
    expect(FLIGHT_MAX_SEATED_PASSENGERS).toBe(CONTRACT_MAX_SEATED);
    expect(FLIGHT_WINDOW_MONTHS).toBe(CONTRACT_WINDOW);
    expect([...CABINS]).toEqual([...FLIGHT_CABINS]);
  });

  it('keeps a party within the rules: infants no more than adults, at most nine seated', () => {
    expect(changeParty({ adults: 2, children: 0, infants: 2 }, { adults: 1 })).toEqual({ adults: 1, children: 0, infants: 1 });
    expect(changeParty({ adults: 5, children: 0, infants: 0 }, { children: 7 })).toEqual({ adults: 5, children: 4, infants: 0 });
    expect(changeParty({ adults: 1, children: 0, infants: 0 }, { adults: 0 })).toEqual({ adults: 1, children: 0, infants: 0 });
    expect(partyLimits({ adults: 3, children: 2, infants: 1 })).toEqual({ adults: 7, children: 6, infants: 3 });
  });

  it('reads a trip from a query string, made searchable, and writes it back', () => {
    const trip = tripFrom(new URLSearchParams('from=lhr&to=HND&date=2026-12-01&adults=1&children=0&infants=3&cabin=business'), TODAY);
    expect(trip).toEqual({ from: 'LHR', to: 'HND', date: '2026-12-01', adults: 1, children: 0, infants: 1, cabin: 'business' });
    expect(tripFrom(new URLSearchParams(tripParams(trip)), TODAY)).toEqual(trip);
    // A past day, one past the window, a bad code and an unknown cabin fall back.
    expect(tripFrom(new URLSearchParams('from=LONDON&date=2026-11-01&cabin=first'), TODAY)).toMatchObject({ from: '', date: TODAY, cabin: 'economy', adults: 1 });
    expect(tripFrom(new URLSearchParams('date=2027-05-24'), TODAY).date).toBe(TODAY);
    expect(tripFrom(new URLSearchParams('date=2027-05-23'), TODAY).date).toBe('2027-05-23');
  });

  it('keeps the currency the address names on the links it writes, and out of the search', () => {
    const trip = tripFrom(new URLSearchParams('from=LHR&to=MAD&date=2026-12-01&currency=JPY'), TODAY);
    expect(trip.currency).toBe('JPY');
    expect(new URLSearchParams(tripParams(trip, { fare_id: 12 })).get('currency')).toBe('JPY');
    expect(tripQuery(trip)).not.toHaveProperty('currency');
    expect(new URLSearchParams(tripParams(tripFrom(new URLSearchParams('from=LHR'), TODAY))).has('currency')).toBe(false);
  });

  it('reads local days as the airport calendar shows them, and layovers across zones', () => {
    expect(dayOf('2026-12-01T23:30:00-05:00')).toBe('2026-12-01');
    expect(minutesBetween('2026-12-01T10:00:00+00:00', '2026-12-01T13:30:00+02:00')).toBe(90);
    expect(durationParts(155)).toEqual({ hours: 2, minutes: 35 });
  });

  it('strips days around a date within the sold window', () => {
    expect(dateStrip(TODAY, TODAY, 2)).toEqual([TODAY, '2026-11-24', '2026-11-25']);
    expect(dateStrip('2026-12-01', TODAY, 1)).toEqual(['2026-11-30', '2026-12-01', '2026-12-02']);
  });

  it('finds the cheapest day, the earliest of equal ones, none when nothing is bookable', () => {
    const days = [
      { date: '2026-12-01', lowest_price: '120.50' },
      { date: '2026-12-02', lowest_price: null },
      { date: '2026-12-03', lowest_price: '99.90' },
      { date: '2026-12-04', lowest_price: '99.90' },
      { date: '2026-12-05', lowest_price: '1000.00' },
    ];
    expect(cheapestDay(days)).toBe('2026-12-03');
    expect(cheapestDay([{ date: '2026-12-02', lowest_price: null }])).toBeNull();
  });

  it('adds prices as decimals, per passenger type, without floats', () => {
    expect(sumAmounts([{ amount: '0.10', count: 3 }, { amount: '0.20', count: 1 }])).toBe('0.50');
    expect(sumAmounts([{ amount: '1200', count: 2 }])).toBe('2400');
    const fare = { price_adult: '100.10', price_child: '75.00', price_infant: '10.00', taxes: '20.05' };
    expect(partyPrices(fare, { adults: 2, children: 1, infants: 1 })).toEqual({ adult: '120.15', child: '95.05', infant: '10.00', total: '345.35' });
  });
});
