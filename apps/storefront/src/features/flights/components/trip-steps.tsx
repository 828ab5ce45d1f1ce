import { useQueries } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { FareResult, FlightResult } from '@roamcart/contracts';
import { ApiError } from '../../../api/client.ts';
import { flightDetailQuery } from '../api/flights.ts';
import { formatDay } from '../../../lib/dates.ts';
import { formatPlaceTime } from '../../../lib/local-times.ts';
import { tripFlights, tripStepParams, type Trip } from '../lib/flight-trip.ts';
import { fareLabel } from '../lib/flight-labels.ts';

/** A chosen flight as its details call answers it (or does not). */
export interface ChosenFlight {
  data: { flight: FlightResult; fare: FareResult } | undefined;
  error: unknown;
}

/** The details of the fares chosen for the trip's first flights, each on its flight's day. */
export function useChosenFlights(trip: Trip, fares: readonly number[]): ChosenFlight[] {
  const flights = tripFlights(trip);
  return useQueries({ queries: fares.map((fareId, index) => flightDetailQuery(fareId, flights[index]?.date ?? trip.date)) });
}

/** The cities a flight's legs name at both ends, else its airport codes. */
export function flightCities(flight: { from: string; to: string }, segments?: readonly { from_city: string; to_city: string }[]): { from: string; to: string } {
  return { from: segments?.[0]?.from_city || flight.from, to: segments?.[segments.length - 1]?.to_city || flight.to };
}

/** Which flight of the trip this is, and its route: "Flight 1 of 2 · Tokyo → Paris"; just the route for a trip of one flight. */
export function TripStepTitle({ trip, index, cities }: { trip: Trip; index: number; cities: { from: string; to: string } }) {
  const { t } = useTranslation();
  const total = tripFlights(trip).length;
  const route = t('flight.route_pair', cities);
  return (
    <h2 className="trip-step-title" data-testid="trip-step">
      {total > 1 ? `${t('flight.step', { number: index + 1, total })} · ${route}` : route}
    </h2>
  );
}

/** A departure and arrival on the airports' clocks, "+1" when it lands another day. */
export function FlightTimes({ flight }: { flight: Pick<FlightResult, 'depart_at' | 'arrive_at' | 'arrive_day_offset'> }) {
  const { t } = useTranslation();
  return (
    <bdi dir="ltr">
      {formatPlaceTime(flight.depart_at)} – {formatPlaceTime(flight.arrive_at)}
      {flight.arrive_day_offset > 0 && (
        <sup className="flight-day-offset" aria-label={t('flight.arrives_days_later', { count: flight.arrive_day_offset })}>
          +{flight.arrive_day_offset}
        </sup>
      )}
    </bdi>
  );
}

/**
 * The flights of the trip chosen before the one on screen, each in a line (day, route, times,
 * flight number, fare) with a link back to its search to choose it again (the later choices go).
 */
export function ChosenFlights({ trip, fares, chosen }: { trip: Trip; fares: readonly number[]; chosen: readonly ChosenFlight[] }) {
  const { t, i18n } = useTranslation();
  const flights = tripFlights(trip);
  if (fares.length === 0) return null;
  return (
    <section className="card chosen-flights" aria-labelledby="chosen-flights-title" data-testid="chosen-flights">
      <h2 id="chosen-flights-title">{t('flight.chosen_flights')}</h2>
      <ol className="plain-list">
        {fares.map((fareId, index) => {
          const planned = flights[index]!;
          const { data, error } = chosen[index] ?? { data: undefined, error: null };
          const number = index + 1;
          return (
            <li key={`${fareId}-${index}`} className="chosen-flight" data-testid="chosen-flight">
              <div className="chosen-flight-body">
                <p className="chosen-flight-head">
                  <strong>{t('flight.flight_n', { number })}</strong> · {formatDay(planned.date, i18n.language)} · {t('flight.route_pair', flightCities(planned, data?.flight.segments))}
                </p>
                {data ? (
                  <p className="flight-head-line">
                    <FlightTimes flight={data.flight} /> · <bdi dir="ltr">{data.flight.flight_no}</bdi> · {fareLabel(data.fare)}
                  </p>
                ) : (
                  error !== null && <p className="form-field-error">{error instanceof ApiError ? error.message : t('common.load_failed')}</p>
                )}
              </div>
              <Link className="text-button chosen-flight-change" to={`/ticketssearch?${tripStepParams(trip, fares.slice(0, index))}`} aria-label={t('flight.change_flight', { number })}>
                {t('flight.change')}
              </Link>
            </li>
          );
        })}
      </ol>
    </section>
  );
}
