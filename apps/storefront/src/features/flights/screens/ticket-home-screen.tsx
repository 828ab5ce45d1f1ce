import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { flightHomeQuery } from '../api/flights.ts';
import { LoadFailed } from '../../../components/load-failed.tsx';
import { LoadingBlock } from '../../../components/loading-block.tsx';
import { Page } from '../../../components/page.tsx';
import { useMoney } from '../../../components/use-money.ts';
import { tripFrom, tripParams, withFlightDate, type Trip } from '../lib/flight-trip.ts';
import { formatDay } from '../../../lib/dates.ts';
import { localDate } from '../../../lib/local-date.ts';
import { TripForm } from '../components/trip-form.tsx';
import '../../../components/travel/travel.css';
import '../ticket.css';

/** A popular route searched on its cheapest day: one way, or as a round trip when the form says so (the return moved after that day if needed). */
function popularTrip(trip: Trip, route: { from: string; to: string; date: string | null }): Trip {
  const kind = trip.kind === 'multi_city' ? 'one_way' : trip.kind;
  return withFlightDate({ ...trip, kind, from: route.from, to: route.to, next: kind === 'one_way' ? [] : trip.next }, 0, route.date ?? trip.date);
}

/**
 * Flights (`/ticketshome`, the search's fields optional in the query): the trip to search for,
 * then popular routes with their lowest indicative fare, each opened as a search on its day.
 */
export function TicketHomeScreen() {
  const { t, i18n } = useTranslation();
  const money = useMoney();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const today = localDate(new Date());
  const initial = useMemo(() => tripFrom(params, today), [params, today]);
  const { data: home, error, refetch } = useQuery(flightHomeQuery());
  const cities = useMemo(() => Object.fromEntries((home?.popular_routes ?? []).flatMap((route) => [[route.from, route.from_city], [route.to, route.to_city]])), [home]);
  return (
    <Page title={t('flight.title')} backTo="/">
      <TripForm key={params.toString()} initial={initial} cities={cities} today={today} onSearch={(trip) => navigate(`/ticketssearch?${tripParams(trip)}`)} />
      <section aria-labelledby="flight-popular">
        <h2 id="flight-popular" className="section-title">
          {t('flight.popular_routes')}
        </h2>
        {error ? (
          <LoadFailed onRetry={() => void refetch()} />
        ) : !home ? (
          <LoadingBlock />
        ) : home.popular_routes.length === 0 ? (
          <p className="empty-note">{t('flight.no_popular_routes')}</p>
        ) : (
          <ul className="plain-list popular-routes">
            {home.popular_routes.map((route) => (
              <li key={`${route.from}-${route.to}`} className="popular-route" data-testid="popular-route">
                <Link className="popular-route-link" to={`/ticketssearch?${tripParams(popularTrip(initial, route))}`}>
                  <span className="popular-route-cities">
                    {t('flight.route_pair', { from: route.from_city, to: route.to_city })}
                  </span>
                  {route.lowest_price !== null && route.date !== null ? (
                    <span className="popular-route-price">
                      {formatDay(route.date, i18n.language)} · {t('hotel.from')} <bdi>{money.format(route.lowest_price)}</bdi>
                    </span>
                  ) : (
                    <span className="popular-route-price is-none">{t('flight.no_flights')}</span>
                  )}
                </Link>
              </li>
            ))}
          </ul>
        )}
      </section>
      <p className="fare-calendar-note">{t('flight.prices_indicative')}</p>
    </Page>
  );
}
