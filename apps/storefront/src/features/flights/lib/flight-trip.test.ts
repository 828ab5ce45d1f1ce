import { describe, expect, it } from 'vitest';
import {
  FLIGHT_CABINS,
  FLIGHT_MAX_SEATED_PASSENGERS as CONTRACT_MAX_SEATED,
  FLIGHT_WINDOW_MONTHS as CONTRACT_WINDOW,
  TRIP_KINDS as CONTRACT_TRIP_KINDS,
  TRIP_MAX_FLIGHTS as CONTRACT_MAX_FLIGHTS,
  TRIP_MIN_CONNECTION_MINUTES as CONTRACT_CONNECTION,
} from '@roamcart/contracts';
import {
  CABINS,
  changeParty,
  cheapestDay,
  chosenFaresFrom,
  connectsAfter,
  dateStrip,
  dayOf,
  durationParts,
  FLIGHT_MAX_SEATED_PASSENGERS,
  FLIGHT_WINDOW_MONTHS,
  minutesBetween,
  partyLimits,
  partyPrices,
  sumAmounts,
  TRIP_KINDS,
  TRIP_MAX_FLIGHTS,
  TRIP_MIN_CONNECTION_MINUTES,
  tripFlights,
  tripFrom,
  tripParams,
  tripQuery,
  tripStepParams,
  withFlightDate,
} from './flight-trip.ts';

const TODAY = '2026-11-23';

describe('flight trip', () => {
  it('holds the same limits as the contracts', () => {
    expect(FLIGHT_MAX_SEATED_PASSENGERS).toBe(CONTRACT_MAX_SEATED);
    expect(FLIGHT_WINDOW_MONTHS).toBe(CONTRACT_WINDOW);
    expect([...CABINS]).toEqual([...FLIGHT_CABINS]);
    expect([...TRIP_KINDS]).toEqual([...CONTRACT_TRIP_KINDS]);
    expect(TRIP_MAX_FLIGHTS).toBe(CONTRACT_MAX_FLIGHTS);
    expect(TRIP_MIN_CONNECTION_MINUTES).toBe(CONTRACT_CONNECTION);
  });

  it('keeps a party within the rules: infants no more than adults, at most nine seated', () => {
    expect(changeParty({ adults: 2, children: 0, infants: 2 }, { adults: 1 })).toEqual({ adults: 1, children: 0, infants: 1 });
    expect(changeParty({ adults: 5, children: 0, infants: 0 }, { children: 7 })).toEqual({ adults: 5, children: 4, infants: 0 });
    expect(changeParty({ adults: 1, children: 0, infants: 0 }, { adults: 0 })).toEqual({ adults: 1, children: 0, infants: 0 });
    expect(partyLimits({ adults: 3, children: 2, infants: 1 })).toEqual({ adults: 7, children: 6, infants: 3 });
  });

  it('reads a trip from a query string, made searchable, and writes it back', () => {
    const trip = tripFrom(new URLSearchParams('from=lhr&to=HND&date=2026-12-01&adults=1&children=0&infants=3&cabin=business'), TODAY);
    expect(trip).toEqual({ kind: 'one_way', from: 'LHR', to: 'HND', date: '2026-12-01', next: [], adults: 1, children: 0, infants: 1, cabin: 'business' });
    expect(tripFrom(new URLSearchParams(tripParams(trip)), TODAY)).toEqual(trip);
    // A one-way link is written as it always was: no trip kind, no other flights.
    expect([...new URLSearchParams(tripParams(trip)).keys()].sort()).toEqual(['adults', 'cabin', 'children', 'date', 'from', 'infants', 'to']);
    // A past day, one past the window, a bad code and an unknown cabin fall back.
    expect(tripFrom(new URLSearchParams('from=LONDON&date=2026-11-01&cabin=first'), TODAY)).toMatchObject({ from: '', date: TODAY, cabin: 'economy', adults: 1 });
    expect(tripFrom(new URLSearchParams('date=2027-05-24'), TODAY).date).toBe(TODAY);
    expect(tripFrom(new URLSearchParams('date=2027-05-23'), TODAY).date).toBe('2027-05-23');
  });

  it('reads a round trip: the return flies the route back, on its day or a few days after the departure, never before it', () => {
    const trip = tripFrom(new URLSearchParams('trip=round_trip&from=LHR&to=MAD&date=2026-12-01&return=2026-12-08'), TODAY);
    expect(trip.kind).toBe('round_trip');
    expect(tripFlights(trip)).toEqual([
      { from: 'LHR', to: 'MAD', date: '2026-12-01' },
      { from: 'MAD', to: 'LHR', date: '2026-12-08' },
    ]);
    expect(tripFrom(new URLSearchParams(tripParams(trip)), TODAY)).toEqual(trip);
    expect(new URLSearchParams(tripParams(trip)).get('return')).toBe('2026-12-08');
    expect(tripQuery(trip, 1)).toMatchObject({ from: 'MAD', to: 'LHR', date: '2026-12-08' });
    // No return day: three days later; one before the departure: the departure's day; the window's end at most.
    expect(tripFlights(tripFrom(new URLSearchParams('trip=round_trip&from=LHR&to=MAD&date=2026-12-01'), TODAY))[1]?.date).toBe('2026-12-04');
    expect(tripFlights(tripFrom(new URLSearchParams('trip=round_trip&from=LHR&to=MAD&date=2026-12-01&return=2026-11-28'), TODAY))[1]?.date).toBe('2026-12-01');
    expect(tripFlights(tripFrom(new URLSearchParams('trip=round_trip&from=LHR&to=MAD&date=2027-05-22'), TODAY))[1]?.date).toBe('2027-05-23');
    // Changing the first flight's airports changes the return's with them.
    expect(tripFlights({ ...trip, from: 'CDG' })[1]).toEqual({ from: 'MAD', to: 'CDG', date: '2026-12-08' });
  });

  it('reads a multi-city trip of up to four flights, each day on or after the one before', () => {
    const query = 'trip=multi_city&from=HND&to=CDG&date=2026-12-01&from2=CDG&to2=MAD&date2=2026-12-05&from3=mad&to3=LHR&date3=2026-12-03&from4=LHR&to4=HND&date4=2026-12-20&from5=HND&to5=JFK&date5=2026-12-21';
    const trip = tripFrom(new URLSearchParams(query), TODAY);
    expect(tripFlights(trip)).toEqual([
      { from: 'HND', to: 'CDG', date: '2026-12-01' },
      { from: 'CDG', to: 'MAD', date: '2026-12-05' },
      { from: 'MAD', to: 'LHR', date: '2026-12-05' },
      { from: 'LHR', to: 'HND', date: '2026-12-20' },
    ]);
    expect(tripFrom(new URLSearchParams(tripParams(trip)), TODAY)).toEqual(trip);
    // Without a second flight, one is started where the first lands, a few days later.
    expect(tripFlights(tripFrom(new URLSearchParams('trip=multi_city&from=HND&to=CDG&date=2026-12-01'), TODAY))).toEqual([
      { from: 'HND', to: 'CDG', date: '2026-12-01' },
      { from: 'CDG', to: '', date: '2026-12-04' },
    ]);
    // An unknown kind is one way.
    expect(tripFrom(new URLSearchParams('trip=open_jaw&from=HND&to=CDG&from2=CDG'), TODAY)).toMatchObject({ kind: 'one_way', next: [] });
  });

  it('moves a flight to another day and the later ones that would leave before it with it', () => {
    const trip = tripFrom(new URLSearchParams('trip=multi_city&from=HND&to=CDG&date=2026-12-01&from2=CDG&to2=MAD&date2=2026-12-05&from3=MAD&to3=LHR&date3=2026-12-09'), TODAY);
    expect(tripFlights(withFlightDate(trip, 0, '2026-12-06')).map((flight) => flight.date)).toEqual(['2026-12-06', '2026-12-06', '2026-12-09']);
    expect(tripFlights(withFlightDate(trip, 1, '2026-12-02')).map((flight) => flight.date)).toEqual(['2026-12-01', '2026-12-02', '2026-12-09']);
    const round = tripFrom(new URLSearchParams('trip=round_trip&from=LHR&to=MAD&date=2026-12-01&return=2026-12-03'), TODAY);
    expect(tripFlights(withFlightDate(round, 0, '2026-12-05'))[1]).toEqual({ from: 'MAD', to: 'LHR', date: '2026-12-05' });
  });

  it('carries the fares chosen for the first flights in the address, one fewer than the flights at most', () => {
    const round = tripFrom(new URLSearchParams('trip=round_trip&from=LHR&to=MAD&date=2026-12-01&return=2026-12-03'), TODAY);
    const step = new URLSearchParams(tripStepParams(round, [12], 34));
    expect([step.get('fares'), step.get('fare_id')]).toEqual(['12', '34']);
    expect(chosenFaresFrom(step, round)).toEqual([12]);
    expect(chosenFaresFrom(new URLSearchParams('fares=12,34,56'), round)).toEqual([12]);
    expect(chosenFaresFrom(new URLSearchParams('fares=12,x,56'), tripFrom(new URLSearchParams('trip=multi_city&from2=CDG&from3=MAD&from4=LHR'), TODAY))).toEqual([12]);
    expect(chosenFaresFrom(new URLSearchParams('fares=12'), tripFrom(new URLSearchParams('from=LHR'), TODAY))).toEqual([]);
    // A one-way booking's links name its fare as they always did, and no fares chosen before it.
    expect(new URLSearchParams(tripStepParams(tripFrom(new URLSearchParams('from=LHR&to=MAD'), TODAY), [], 7)).has('fares')).toBe(false);
  });

  it('takes a next flight only when it leaves an hour or more after the previous lands', () => {
    expect(connectsAfter('2026-12-01T10:00:00+00:00', '2026-12-01T12:00:00+01:00')).toBe(true);
    expect(connectsAfter('2026-12-01T10:00:00+00:00', '2026-12-01T11:59:00+01:00')).toBe(false);
    expect(connectsAfter(null, '2026-12-01T00:00:00+00:00')).toBe(true);
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
