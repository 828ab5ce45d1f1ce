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
import { chosenFaresFrom, partyPrices, tripFlights, tripFrom, tripStepParams, type Trip } from '../lib/flight-trip.ts';
import { fareLabel, passengersLabel } from '../lib/flight-labels.ts';
import { formatDay } from '../../../lib/dates.ts';
import { localDate } from '../../../lib/local-date.ts';
import { BagText, Duration, RuleText, SegmentTimeline, Stops } from '../components/flight-parts.tsx';
import { ChosenFlights, flightCities, TripStepTitle, useChosenFlights } from '../components/trip-steps.tsx';
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

/** The price per passenger type and the party's total for a fare; a flight of a trip of several says its total is the flight's. */
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
        <dt>{t(tripFlights(trip).length > 1 ? 'flight.flight_total_for_party' : 'flight.total_for_party')}</dt>
        <dd>
          <bdi data-testid="party-total">{money.format(prices.total)}</bdi>
        </dd>
      </div>
    </dl>
  );
}

/**
 * A flight of the trip, its fares and the chosen one's rules and price. Choosing it leads to the
 * search for the trip's next flight, or, on its last, to booking all of them.
 */
function FlightDetailView({ flight, initialFare, trip, fares }: { flight: FlightResult; initialFare: FareResult; trip: Trip; fares: readonly number[] }) {
  const { t, i18n } = useTranslation();
  const money = useMoney();
  const navigate = useNavigate();
  const [fareId, setFareId] = useState(initialFare.fare_id);
  const fare = flight.fares.find((one) => one.fare_id === fareId) ?? initialFare;
  const seated = trip.adults + trip.children;
  const nextNumber = fares.length + 2;
  const last = nextNumber > tripFlights(trip).length;
  const choose = () =>
    navigate(last ? `/ticketssubmitorder?${tripStepParams(trip, fares, fare.fare_id)}` : `/ticketssearch?${tripStepParams(trip, [...fares, fare.fare_id])}`);
  return (
    <>
      {trip.kind !== 'one_way' && <TripStepTitle trip={trip} index={fares.length} cities={flightCities(tripFlights(trip)[fares.length]!, flight.segments)} />}
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
        <button type="button" className="button-link is-primary stay-search" disabled={fare.seats_left < seated} onClick={choose}>
          {last ? t('flight.book') : t('flight.continue_to_flight', { number: nextNumber })}
        </button>
      </section>
    </>
  );
}

/**
 * Flight details (`?fare_id=` and the trip, with the `fares` chosen for its first flights): the
 * flights chosen before, the legs in local times, the fares, their rules, the party's price, and
 * Book (or, before the trip's last flight, on to the next one).
 */
export function TicketDetailsScreen() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const fareId = goodsIdFrom(params.get('fare_id'));
  const trip = useMemo(() => tripFrom(params, localDate(new Date())), [params]);
  const fares = useMemo(() => chosenFaresFrom(params, trip), [params, trip]);
  const chosen = useChosenFlights(trip, fares);
  const { data, error, refetch } = useQuery({ ...flightDetailQuery(fareId ?? 0, tripFlights(trip)[fares.length]!.date), enabled: fareId !== null });
  let body;
  if (fareId === null || error instanceof ApiError) body = <p className="empty-note">{error instanceof ApiError ? error.message : t('flight.not_found')}</p>;
  else if (error) body = <LoadFailed onRetry={() => void refetch()} />;
  else if (!data) body = <LoadingBlock />;
  else body = <FlightDetailView key={data.fare.fare_id} flight={data.flight} initialFare={data.fare} trip={trip} fares={fares} />;
  return (
    <Page title={t('flight.details_title')} backTo={`/ticketssearch?${tripStepParams(trip, fares)}`}>
      <ChosenFlights trip={trip} fares={fares} chosen={chosen} />
      {body}
    </Page>
  );
}
