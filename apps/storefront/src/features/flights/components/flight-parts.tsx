import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { FareResult, FlightResult } from '@roamcart/contracts';
import { useMoney } from '../../../components/use-money.ts';
import { dayOf, minutesBetween } from '../lib/flight-trip.ts';
import { durationLabel, fareLabel, stopsLabel } from '../lib/flight-labels.ts';
import { formatDay } from '../../../lib/dates.ts';
import { formatPlaceTime } from '../../../lib/local-times.ts';

/** A duration written "2 h 35 min" in the interface language. */
export function Duration({ minutes }: { minutes: number }) {
  // Subscribes to the language, which durationLabel reads.
  useTranslation();
  return <>{durationLabel(minutes)}</>;
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

/** A refund or change rule in words: not allowed, free, or its fee in the traveller's currency. */
export function RuleText({ rule }: { rule: FareResult['refund_rule'] }) {
  const { t } = useTranslation();
  const money = useMoney();
  if (!rule.allowed || rule.penalty === null) return <>{t('flight.rule_not_allowed')}</>;
  if (Number(rule.penalty) === 0) return <>{t('flight.rule_free')}</>;
  return <>{t('flight.rule_fee', { fee: money.format(rule.penalty) })}</>;
}

/** A bag allowance in words: how many pieces of what weight, or not included. */
export function BagText({ pieces, kg }: { pieces: number; kg: number }) {
  const { t } = useTranslation();
  return <>{pieces > 0 ? t('flight.bag_pieces', { count: pieces, kg }) : t('flight.not_included')}</>;
}

/**
 * A flight's fares side by side: per column a fare (cabin and brand), per row what it costs an
 * adult and includes (bags, refund, change), and a link choosing it for the details screen.
 */
export function FareComparison({ id, fares, fareLink }: { id: string; fares: readonly FareResult[]; fareLink: (fareId: number) => string }) {
  const { t } = useTranslation();
  const money = useMoney();
  const rows: { label: string; cell: (fare: FareResult) => ReactNode }[] = [
    { label: t('flight.price_per_adult'), cell: (fare) => <bdi className="fare-table-price">{money.format(fare.total_adult)}</bdi> },
    { label: t('flight.carry_on'), cell: (fare) => <BagText pieces={fare.bags.carry_on} kg={fare.bags.carry_on_kg} /> },
    { label: t('flight.checked_bag'), cell: (fare) => <BagText pieces={fare.bags.checked} kg={fare.bags.checked_kg} /> },
    { label: t('flight.refund_rule'), cell: (fare) => <RuleText rule={fare.refund_rule} /> },
    { label: t('flight.change_rule'), cell: (fare) => <RuleText rule={fare.change_rule} /> },
    { label: t('flight.ticketing'), cell: (fare) => t(fare.instant_ticketing ? 'flight.ticketing_instant' : 'flight.ticketing_reviewed') },
  ];
  return (
    <div id={id} className="fare-table-scroll" data-testid="fare-comparison">
      <table className="fare-table">
        <caption>{t('flight.compare_fares')}</caption>
        <thead>
          <tr>
            <td />
            {fares.map((fare) => (
              <th key={fare.fare_id} scope="col">
                {fareLabel(fare)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.label}>
              <th scope="row">{row.label}</th>
              {fares.map((fare) => (
                <td key={fare.fare_id}>{row.cell(fare)}</td>
              ))}
            </tr>
          ))}
          <tr>
            <td />
            {fares.map((fare) => (
              <td key={fare.fare_id}>
                <Link className="fare-table-choose" to={fareLink(fare.fare_id)} aria-label={t('flight.choose_named', { fare: fareLabel(fare) })}>
                  {t('flight.choose')}
                </Link>
              </td>
            ))}
          </tr>
        </tbody>
      </table>
    </div>
  );
}

/** What a result card shows of a flight: local times with their UTC offsets at both ends, "+1" when it lands another day, duration, stops in words, airline and the lowest price. */
function FlightSummary({ flight }: { flight: FlightResult }) {
  const { t, i18n } = useTranslation();
  const money = useMoney();
  const price = lowestAdultTotal(flight);
  const first = flight.segments[0];
  const last = flight.segments[flight.segments.length - 1];
  return (
    <>
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
          <span className="flight-line" aria-hidden="true">
            {flight.segments.slice(1).map((segment) => (
              <span key={segment.from} className="flight-line-stop" />
            ))}
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
      <span className="flight-stops">{stopsLabel(flight.segments, i18n.language)}</span>
      <span className="flight-card-foot">
        <span className="flight-carrier">
          <span>
            {flight.carrier_name} · <bdi dir="ltr">{flight.flight_no}</bdi>
          </span>
          {flight.fares.length > 1 && <span className="flight-fare-count">{t('flight.fares_to_compare', { count: flight.fares.length })}</span>}
        </span>
        {price === null ? (
          <span className="flight-price is-none">{t('flight.sold_out')}</span>
        ) : (
          <span className="flight-price">
            {t('hotel.from')} <bdi data-testid="flight-price">{money.format(price)}</bdi>
          </span>
        )}
      </span>
    </>
  );
}

/** A flight in the results that cannot be chosen (one leaving too soon after the trip's flight before it), with why. */
export function UnavailableFlightCard({ flight, reason }: { flight: FlightResult; reason: string }) {
  return (
    <li className="flight-card is-unavailable" data-testid="flight-card-unavailable">
      <div className="flight-card-link">
        <FlightSummary flight={flight} />
        <span className="flight-unavailable">{reason}</span>
      </div>
    </li>
  );
}

/**
 * A flight in the results. With one fare it opens the details; with several, tapping it shows
 * them side by side (what each costs and includes) to choose one.
 */
export function FlightCard({ flight, fareLink }: { flight: FlightResult; fareLink: (fareId: number) => string }) {
  const comparisonId = useId();
  const [comparing, setComparing] = useState(false);
  const [only] = flight.fares;
  return (
    <li className="flight-card" data-testid="flight-card">
      {flight.fares.length === 1 && only ? (
        <Link className="flight-card-link" to={fareLink(only.fare_id)}>
          <FlightSummary flight={flight} />
        </Link>
      ) : (
        <>
          <button type="button" className="flight-card-link" aria-expanded={comparing} aria-controls={comparing ? comparisonId : undefined} onClick={() => setComparing((open) => !open)}>
            <FlightSummary flight={flight} />
          </button>
          {comparing && <FareComparison id={comparisonId} fares={flight.fares} fareLink={fareLink} />}
        </>
      )}
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
