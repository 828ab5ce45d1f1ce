import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { FlightResult } from '@roamcart/contracts';
import { useMoney } from '../../../components/use-money.ts';
import { dayOf, durationParts, minutesBetween } from '../lib/flight-trip.ts';
import { formatDay } from '../../../lib/dates.ts';
import { formatPlaceTime } from '../../../lib/local-times.ts';

/** A duration written "2 h 35 min" in the interface language. */
export function Duration({ minutes }: { minutes: number }) {
  const { t } = useTranslation();
  return <>{t('flight.duration', durationParts(minutes))}</>;
}

/** Non-stop, or how many stops with the language's plural forms ("1 stop", "2 stops"). */
export function Stops({ stops }: { stops: number }) {
  const { t } = useTranslation();
  return <>{stops === 0 ? t('flight.nonstop') : t('flight.stops', { count: stops })}</>;
}

/** The lowest total an adult pays on a flight (fares come cheapest first from the server, but any order is read). */
export function lowestAdultTotal(flight: FlightResult): string | null {
  const totals = flight.fares.map((fare) => fare.total_adult);
  if (totals.length === 0) return null;
  return totals.reduce((best, total) => (Number(total) < Number(best) ? total : best));
}

/** A flight in the results: local times with their UTC offsets at both ends, "+1" when it lands another day, duration, stops, airline and the lowest price. */
export function FlightCard({ flight, to }: { flight: FlightResult; to: string }) {
  const { t } = useTranslation();
  const money = useMoney();
  const price = lowestAdultTotal(flight);
  const first = flight.segments[0];
  const last = flight.segments[flight.segments.length - 1];
  return (
    <li className="flight-card" data-testid="flight-card">
      <Link className="flight-card-link" to={to}>
        <span className="flight-times">
          <span className="flight-end">
            <bdi dir="ltr" className="flight-time" data-testid="flight-depart">
              {formatPlaceTime(flight.depart_at)}
            </bdi>
            <span className="flight-airport">{first?.from}</span>
          </span>
          <span className="flight-middle">
            <span className="flight-duration">
              <Duration minutes={flight.duration_minutes} />
            </span>
            <span className="flight-line" aria-hidden="true" />
            <span className="flight-stops">
              <Stops stops={flight.stops} />
            </span>
          </span>
          <span className="flight-end">
            <bdi dir="ltr" className="flight-time" data-testid="flight-arrive">
              {formatPlaceTime(flight.arrive_at)}
              {flight.arrive_day_offset > 0 && (
                <sup className="flight-day-offset" aria-label={t('flight.arrives_days_later', { count: flight.arrive_day_offset })}>
                  +{flight.arrive_day_offset}
                </sup>
              )}
            </bdi>
            <span className="flight-airport">{last?.to}</span>
          </span>
        </span>
        <span className="flight-card-foot">
          <span className="flight-carrier">
            {flight.carrier_name} · <bdi dir="ltr">{flight.flight_no}</bdi>
          </span>
          {price === null ? (
            <span className="flight-price is-none">{t('flight.sold_out')}</span>
          ) : (
            <span className="flight-price">
              {t('hotel.from')} <bdi data-testid="flight-price">{money.format(price)}</bdi>
            </span>
          )}
        </span>
      </Link>
    </li>
  );
}

/** Every leg in its airports' local times (with their UTC offsets), the aircraft, and the layover between legs. */
export function SegmentTimeline({ segments }: { segments: FlightResult['segments'] }) {
  const { t, i18n } = useTranslation();
  return (
    <ol className="segment-timeline" aria-label={t('flight.itinerary')} data-testid="segment-timeline">
      {segments.map((segment, index) => {
        const next = segments[index + 1];
        return (
          <li key={`${segment.flight_no}-${index}`} className="segment">
            <p className="segment-point">
              <span className="segment-day">{formatDay(dayOf(segment.depart_at), i18n.language)}</span>{' '}
              <bdi dir="ltr" className="flight-time">
                {formatPlaceTime(segment.depart_at)}
              </bdi>{' '}
              <span>
                {segment.from_city} (<bdi dir="ltr">{segment.from}</bdi>)
              </span>
            </p>
            <p className="segment-info">
              <bdi dir="ltr">{segment.flight_no}</bdi> · {t('flight.aircraft', { aircraft: segment.aircraft })} · <Duration minutes={segment.duration_minutes} />
            </p>
            <p className="segment-point">
              <span className="segment-day">{formatDay(dayOf(segment.arrive_at), i18n.language)}</span>{' '}
              <bdi dir="ltr" className="flight-time">
                {formatPlaceTime(segment.arrive_at)}
              </bdi>{' '}
              <span>
                {segment.to_city} (<bdi dir="ltr">{segment.to}</bdi>)
              </span>
            </p>
            {next && (
              <p className="segment-layover" data-testid="segment-layover">
                {t('flight.layover', { city: segment.to_city })} · <Duration minutes={minutesBetween(segment.arrive_at, next.depart_at)} />
              </p>
            )}
          </li>
        );
      })}
    </ol>
  );
}
