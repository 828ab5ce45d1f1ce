import { useEffect, useMemo, useRef, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import FilterOutline from 'antd-mobile-icons/es/FilterOutline';
import type { FlightDepartureRange, FlightResult, FlightSort } from '@roamcart/contracts';
import { flightCalendarQuery, flightSearchQuery, type FlightFilter } from '../api/flights.ts';
import { LoadFailed } from '../../../components/load-failed.tsx';
import { LoadingBlock } from '../../../components/loading-block.tsx';
import { Page } from '../../../components/page.tsx';
import { useMoney } from '../../../components/use-money.ts';
import { chosenFaresFrom, connectsAfter, dateStrip, lastFlightDate, tripFlights, tripFrom, tripParams, tripStepParams, withFlightDate, type Trip } from '../lib/flight-trip.ts';
import { cabinLabel, partyLabel } from '../lib/flight-labels.ts';
import { formatDay } from '../../../lib/dates.ts';
import { localDate } from '../../../lib/local-date.ts';
import { FlightCard, UnavailableFlightCard } from '../components/flight-parts.tsx';
import { ChosenFlights, flightCities, TripStepTitle, useChosenFlights } from '../components/trip-steps.tsx';
import '../../../components/travel/travel.css';
import '../ticket.css';

const SORTS: FlightSort[] = ['cheapest', 'fastest', 'departure'];
const DEPARTURE_RANGES: FlightDepartureRange[] = ['night', 'morning', 'afternoon', 'evening'];

/** How many filters are on, for the badge on the filter button. */
export function flightFilterCount(filter: FlightFilter): number {
  return (filter.stops !== undefined ? 1 : 0) + (filter.departure?.length ?? 0) + (filter.airlines?.length ?? 0) + (filter.bags ? 1 : 0);
}

const toggled = <T,>(list: T[] | undefined, item: T): T[] => ((list ?? []).includes(item) ? (list ?? []).filter((one) => one !== item) : [...(list ?? []), item]);

/** Stops, departure time ranges, airlines (the ones seen for this trip) and a checked bag. */
function FlightFilters({ value, airlines, onChange }: { value: FlightFilter; airlines: Map<string, string>; onChange: (filter: FlightFilter) => void }) {
  const { t } = useTranslation();
  return (
    <div className="card flight-filters">
      <fieldset>
        <legend>{t('flight.filter.stops')}</legend>
        {([undefined, 0, 1] as const).map((stops) => (
          <label key={String(stops)} className="check-row">
            <input type="radio" name="flight-stops" checked={value.stops === stops} onChange={() => onChange({ ...value, stops })} />
            {stops === undefined ? t('flight.filter.any_stops') : stops === 0 ? t('flight.nonstop') : t('flight.filter.one_stop_at_most')}
          </label>
        ))}
      </fieldset>
      <fieldset>
        <legend>{t('flight.filter.departure')}</legend>
        {DEPARTURE_RANGES.map((range) => (
          <label key={range} className="check-row">
            <input type="checkbox" checked={value.departure?.includes(range) ?? false} onChange={() => onChange({ ...value, departure: toggled(value.departure, range) })} />
            {t(`flight.filter.range.${range}`)}
          </label>
        ))}
      </fieldset>
      {airlines.size > 0 && (
        <fieldset>
          <legend>{t('flight.filter.airlines')}</legend>
          {[...airlines].map(([code, name]) => (
            <label key={code} className="check-row">
              <input type="checkbox" checked={value.airlines?.includes(code) ?? false} onChange={() => onChange({ ...value, airlines: toggled(value.airlines, code) })} />
              {name}
            </label>
          ))}
        </fieldset>
      )}
      <label className="check-row">
        <input type="checkbox" checked={value.bags === 'checked'} onChange={(event) => onChange({ ...value, bags: event.target.checked ? 'checked' : undefined })} />
        {t('flight.filter.checked_bag')}
      </label>
      <button type="button" className="text-button" onClick={() => onChange({})} disabled={flightFilterCount(value) === 0}>
        {t('flight.filter.clear')}
      </button>
    </div>
  );
}

/**
 * The days around the searched one with each day's lowest adult fare (the low-fare calendar's,
 * whose call the fare calendar shares), to move the search a day at a time; the searched day
 * scrolled into view. A return or next flight's strip starts on the day of the flight before it.
 */
function DateStrip({ trip, index, fares, today }: { trip: Trip; index: number; fares: readonly number[]; today: string }) {
  const { t, i18n } = useTranslation();
  const money = useMoney();
  const flights = tripFlights(trip);
  const flight = flights[index]!;
  const earliest = flights[index - 1]?.date ?? today;
  const { data: days } = useQuery(flightCalendarQuery(flight.from, flight.to, today, lastFlightDate(today)));
  const prices = new Map((days ?? []).map((day) => [day.date, day.lowest_price]));
  const chosen = useRef<HTMLAnchorElement>(null);
  useEffect(() => {
    chosen.current?.scrollIntoView({ block: 'nearest', inline: 'center' });
  }, [flight.date]);
  return (
    <nav className="date-strip" aria-label={t('flight.other_days')} data-testid="date-strip">
      {dateStrip(flight.date, today)
        .filter((day) => day >= earliest)
        .map((day) => {
        const price = prices.get(day);
        const dayText = formatDay(day, i18n.language);
        const label = price ? `${dayText}, ${money.format(price)}` : price === null ? `${dayText}, ${t('flight.no_flights')}` : dayText;
        return (
          <Link
            key={day}
            ref={day === flight.date ? chosen : undefined}
            className={day === flight.date ? 'date-strip-day is-active' : 'date-strip-day'}
            aria-current={day === flight.date ? 'date' : undefined}
            aria-label={label}
            data-date={day}
            to={`/ticketssearch?${tripStepParams(withFlightDate(trip, index, day), fares)}`}
            replace
          >
            <span>{dayText}</span>
            <bdi className="date-strip-price" data-testid="date-strip-price">
              {price ? money.compact(price) : price === null ? '—' : '\u00a0'}
            </bdi>
          </Link>
        );
      })}
    </nav>
  );
}

/** The day's flights; after a chosen flight, the ones leaving too soon after it lands come last, shown but not to be chosen, with why. */
function Results({ flights, trip, fares, previousArrival }: { flights: FlightResult[]; trip: Trip; fares: readonly number[]; previousArrival: string | null }) {
  const { t } = useTranslation();
  const bookable = flights.filter((flight) => flight.fares.length > 0);
  const connecting = bookable.filter((flight) => connectsAfter(previousArrival, flight.depart_at));
  const tooSoon = bookable.filter((flight) => !connectsAfter(previousArrival, flight.depart_at));
  return (
    <>
      <p className="hotel-count" role="status">
        {t('flight.results_count', { count: flights.length })}
      </p>
      <ul className="plain-list flight-list" aria-label={t('flight.results')}>
        {connecting.map((flight) => (
          <FlightCard key={`${flight.flight_no}-${flight.depart_at}`} flight={flight} fareLink={(fareId) => `/ticketsdetail?${tripStepParams(trip, fares, fareId)}`} />
        ))}
        {tooSoon.map((flight) => (
          <UnavailableFlightCard key={`${flight.flight_no}-${flight.depart_at}`} flight={flight} reason={t('validation.leg_too_soon')} />
        ))}
      </ul>
    </>
  );
}

/**
 * Flight search (`?from=&to=&date=&adults=&children=&infants=&cabin=`, and a round or multi-city
 * trip's other flights with the `fares` chosen for the first ones: flight-trip.ts): which flight
 * of the trip this is and the ones chosen before it; a strip of the days around with their lowest
 * fares, and the day's flights with local times, duration, stops in words and the lowest price in
 * the traveller's currency, sorted and filtered; a flight's fares compared.
 */
export function TicketSearchScreen() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const today = localDate(new Date());
  const trip = useMemo(() => tripFrom(params, today), [params, today]);
  const fares = useMemo(() => chosenFaresFrom(params, trip), [params, trip]);
  const index = fares.length;
  const flight = tripFlights(trip)[index]!;
  const chosen = useChosenFlights(trip, fares);
  const previous = index > 0 ? chosen[index - 1] : undefined;
  // The flight chosen before this one must be known to tell which leave too soon after it lands; one that cannot be had does not hold the list up.
  const previousArrival = previous?.data?.flight.arrive_at ?? null;
  const previousPending = previous !== undefined && !previous.data && !previous.error;
  const [sort, setSort] = useState<FlightSort>('cheapest');
  const [filter, setFilter] = useState<FlightFilter>({});
  const [filtersOpen, setFiltersOpen] = useState(false);
  const { data, error, refetch } = useQuery(flightSearchQuery({ ...trip, kind: 'one_way', next: [], ...flight }, sort, filter));
  // Airlines seen on this route stay offered while their filter narrows the list.
  const [seen, setSeen] = useState(new Map<string, string>());
  const routeKey = `${flight.from}-${flight.to}`;
  const [seenRoute, setSeenRoute] = useState(routeKey);
  if (seenRoute !== routeKey) {
    setSeenRoute(routeKey);
    setSeen(new Map());
  }
  const unseen = data?.flights.filter((flight) => !seen.has(flight.carrier)) ?? [];
  if (unseen.length > 0) setSeen(new Map([...seen, ...unseen.map((flight) => [flight.carrier, flight.carrier_name] as [string, string])]));
  const count = flightFilterCount(filter);

  let body;
  if (!flight.from || !flight.to) body = <p className="empty-note">{t('flight.route_problem.from')}</p>;
  else if (error) body = <LoadFailed onRetry={() => void refetch()} />;
  else if (!data || previousPending) body = <LoadingBlock />;
  else if (data.flights.length === 0)
    body = (
      <div className="empty-note" role="status" data-testid="flight-empty">
        <p>{t('flight.no_results')}</p>
        <p>{count > 0 ? t('hotel.no_results_filtered') : t('flight.no_results_hint')}</p>
      </div>
    );
  else body = <Results flights={data.flights} trip={trip} fares={fares} previousArrival={previousArrival} />;

  const backTo = index > 0 ? `/ticketsdetail?${tripStepParams(trip, fares.slice(0, -1), fares[index - 1])}` : `/ticketshome?${tripParams(trip)}`;
  return (
    <Page title={t('flight.search_results', { from: flight.from, to: flight.to })} backTo={backTo}>
      <section className="stay-summary" aria-label={t('flight.your_trip')}>
        <p className="stay-summary-text">
          {trip.kind !== 'one_way' && <>{t(`flight.trip_kind.${trip.kind}`)} · </>}
          <bdi dir="ltr">
            {flight.from} – {flight.to}
          </bdi>{' '}
          · {partyLabel(trip, i18n.language)} · {cabinLabel(trip.cabin)}
        </p>
        <button type="button" className="text-button" onClick={() => navigate(`/ticketshome?${tripParams(trip)}`)}>
          {t('hotel.change_search')}
        </button>
      </section>
      <ChosenFlights trip={trip} fares={fares} chosen={chosen} />
      {trip.kind !== 'one_way' && <TripStepTitle trip={trip} index={index} cities={flightCities(flight, data?.flights[0]?.segments)} />}
      <DateStrip trip={trip} index={index} fares={fares} today={today} />
      <div className="hotel-toolbar">
        <div className="hotel-sorts" role="group" aria-label={t('shop.sort_by')}>
          {SORTS.map((option) => (
            <button key={option} type="button" aria-pressed={sort === option} className={sort === option ? 'hotel-sort is-active' : 'hotel-sort'} onClick={() => setSort(option)}>
              {t(`flight.sort.${option}`)}
            </button>
          ))}
        </div>
        <button type="button" className="hotel-filter-toggle" aria-expanded={filtersOpen} aria-controls="flight-filters" onClick={() => setFiltersOpen((open) => !open)}>
          <FilterOutline aria-hidden="true" />
          {t('shop.filters')}
          {count > 0 && <span className="count-badge">{count}</span>}
        </button>
      </div>
      <div id="flight-filters" hidden={!filtersOpen}>
        <FlightFilters value={filter} airlines={seen} onChange={setFilter} />
      </div>
      {body}
    </Page>
  );
}
