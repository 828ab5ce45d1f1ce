import { useMemo, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import type { FareResult, FlightResult } from '@roamcart/contracts';
import { ApiError } from '../../../api/client.ts';
import { flightDetailQuery } from '../api/flights.ts';
import { LoadFailed } from '../../../components/load-failed.tsx';
import { LoadingBlock } from '../../../components/loading-block.tsx';
import { Page } from '../../../components/page.tsx';
import { useMoney } from '../../../components/use-money.ts';
import { goodsIdFrom } from '../../../lib/goods-id.ts';
import { partyPrices, tripFrom, tripParams, type Trip } from '../lib/flight-trip.ts';
import { fareLabel, passengersLabel } from '../lib/flight-labels.ts';
import { formatDay, localDate } from '../../../lib/dates.ts';
import { BagText, Duration, RuleText, SegmentTimeline, Stops } from '../components/flight-parts.tsx';
import '../../../components/travel/travel.css';
import '../ticket.css';

/** What the chosen fare includes: bags, its refund and change rules, and (on sale) how it is ticketed. */
export function FareConditions({ fare }: { fare: Pick<FareResult, 'refund_rule' | 'change_rule'> & Partial<Pick<FareResult, 'bags' | 'instant_ticketing'>> }) {
  const { t } = useTranslation();
  return (
    <dl className="fare-conditions" data-testid="fare-conditions">
      {fare.bags && (
        <>
          <div>
            <dt>{t('flight.carry_on')}</dt>
            <dd>
              <BagText pieces={fare.bags.carry_on} kg={fare.bags.carry_on_kg} />
            </dd>
          </div>
          <div>
            <dt>{t('flight.checked_bag')}</dt>
            <dd>
              <BagText pieces={fare.bags.checked} kg={fare.bags.checked_kg} />
            </dd>
          </div>
        </>
      )}
      <div>
        <dt>{t('flight.refund_rule')}</dt>
        <dd>
          <RuleText rule={fare.refund_rule} />
        </dd>
      </div>
      <div>
        <dt>{t('flight.change_rule')}</dt>
        <dd>
          <RuleText rule={fare.change_rule} />
        </dd>
      </div>
      {fare.instant_ticketing !== undefined && (
        <div>
          <dt>{t('flight.ticketing')}</dt>
          <dd data-testid="fare-ticketing">{t(fare.instant_ticketing ? 'flight.ticketing_instant' : 'flight.ticketing_reviewed')}</dd>
        </div>
      )}
    </dl>
  );
}

/** The price per passenger type and the party's total for a fare. */
export function PartyPrice({ fare, trip }: { fare: FareResult; trip: Trip }) {
  const { t } = useTranslation();
  const money = useMoney();
  const prices = partyPrices(fare, trip);
  const rows = [
    { type: 'adult' as const, count: trip.adults, price: prices.adult },
    { type: 'child' as const, count: trip.children, price: prices.child },
    { type: 'infant' as const, count: trip.infants, price: prices.infant },
  ].filter((row) => row.count > 0);
  return (
    <dl className="party-price" data-testid="party-price">
      {rows.map((row) => (
        <div key={row.type}>
          <dt>{t('flight.price_each', { passengers: passengersLabel(row.type, row.count) })}</dt>
          <dd>
            <bdi>{money.format(row.price)}</bdi>
          </dd>
        </div>
      ))}
      <div className="party-total">
        <dt>{t('flight.total_for_party')}</dt>
        <dd>
          <bdi data-testid="party-total">{money.format(prices.total)}</bdi>
        </dd>
      </div>
    </dl>
  );
}

function FlightDetailView({ flight, initialFare, trip }: { flight: FlightResult; initialFare: FareResult; trip: Trip }) {
  const { t, i18n } = useTranslation();
  const money = useMoney();
  const navigate = useNavigate();
  const [fareId, setFareId] = useState(initialFare.fare_id);
  const fare = flight.fares.find((one) => one.fare_id === fareId) ?? initialFare;
  const seated = trip.adults + trip.children;
  return (
    <>
      <section className="card" aria-labelledby="flight-head">
        <h2 id="flight-head">
          {flight.carrier_name} <bdi dir="ltr">{flight.flight_no}</bdi>
        </h2>
        <p className="flight-head-line">
          {formatDay(flight.date, i18n.language)} · <Duration minutes={flight.duration_minutes} /> · <Stops stops={flight.stops} />
        </p>
        <SegmentTimeline segments={flight.segments} />
      </section>

      <section className="card" aria-labelledby="flight-fares">
        <h2 id="flight-fares">{t('flight.choose_fare')}</h2>
        <div role="radiogroup" aria-labelledby="flight-fares" className="fare-options">
          {flight.fares.map((option) => (
            <label key={option.fare_id} className={option.fare_id === fare.fare_id ? 'fare-option is-active' : 'fare-option'} data-testid="fare-option">
              <input type="radio" name="fare" checked={option.fare_id === fare.fare_id} onChange={() => setFareId(option.fare_id)} disabled={option.seats_left < seated} />
              <span className="fare-option-name">
                {fareLabel(option)}
              </span>
              <span className="fare-option-price">
                <bdi>{money.format(option.total_adult)}</bdi>
              </span>
              <span className="fare-option-seats">{option.seats_left < seated ? t('flight.not_enough_seats') : t('flight.seats_left', { count: option.seats_left })}</span>
            </label>
          ))}
        </div>
      </section>

      <section className="card" aria-labelledby="flight-conditions">
        <h2 id="flight-conditions">{t('flight.fare_conditions')}</h2>
        <FareConditions fare={fare} />
      </section>

      <section className="card" aria-labelledby="flight-price">
        <h2 id="flight-price">{t('flight.price_title')}</h2>
        <PartyPrice fare={fare} trip={trip} />
        <button type="button" className="button-link is-primary stay-search" disabled={fare.seats_left < seated} onClick={() => navigate(`/ticketssubmitorder?${tripParams(trip, { fare_id: fare.fare_id })}`)}>
          {t('flight.book')}
        </button>
      </section>
    </>
  );
}

/** Flight details (`?fare_id=` and the trip): the legs in local times, the fares, their rules, the party's price, and Book. */
export function TicketDetailsScreen() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const fareId = goodsIdFrom(params.get('fare_id'));
  const trip = useMemo(() => tripFrom(params, localDate(new Date())), [params]);
  const { data, error, refetch } = useQuery({ ...flightDetailQuery(fareId ?? 0, trip.date), enabled: fareId !== null });
  let body;
  if (fareId === null || error instanceof ApiError) body = <p className="empty-note">{error instanceof ApiError ? error.message : t('flight.not_found')}</p>;
  else if (error) body = <LoadFailed onRetry={() => void refetch()} />;
  else if (!data) body = <LoadingBlock />;
  else body = <FlightDetailView key={data.fare.fare_id} flight={data.flight} initialFare={data.fare} trip={trip} />;
  return (
    <Page title={t('flight.details_title')} backTo={`/ticketssearch?${tripParams(trip)}`}>
      {body}
    </Page>
  );
}
