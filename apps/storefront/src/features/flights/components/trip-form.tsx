import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import CalendarOutline from 'antd-mobile-icons/es/CalendarOutline';
import LoopOutline from 'antd-mobile-icons/es/LoopOutline';
import { addDays } from '@roamcart/contracts/calendar-days';
import {
  changeParty,
  CABINS,
  lastFlightDate,
  NEXT_FLIGHT_AFTER_DAYS,
  partyLimits,
  TRIP_KINDS,
  TRIP_MAX_FLIGHTS,
  tripFlights,
  type Cabin,
  type Trip,
  type TripFlight,
  type TripKind,
} from '../lib/flight-trip.ts';
import { cabinLabel } from '../lib/flight-labels.ts';
import { formatDay } from '../../../lib/dates.ts';
import { Counter } from '../../../components/counter.tsx';
import { AirportField, type ChosenAirport } from './airport-field.tsx';
import { FareCalendar } from './fare-calendar.tsx';

type RouteProblem = 'from' | 'to' | 'same' | null;

/** A flight of the trip as the form holds it: the airports with their cities, and the day. */
interface FlightDraft {
  from: ChosenAirport | null;
  to: ChosenAirport | null;
  date: string;
}

const routeProblem = (flight: FlightDraft): RouteProblem => (!flight.from ? 'from' : !flight.to ? 'to' : flight.from.code === flight.to.code ? 'same' : null);

/** A day some days after `day`, within the sold window: where a return or next flight starts. */
function dayAfter(day: string, today: string): string {
  const later = addDays(day, NEXT_FLIGHT_AFTER_DAYS);
  return later < lastFlightDate(today) ? later : lastFlightDate(today);
}

/** The flights with flight `index` on `date`; the later ones that would leave before it move to that day. */
function withDate(flights: FlightDraft[], index: number, date: string): FlightDraft[] {
  let previous = '';
  return flights.map((flight, at) => {
    const day = at === index ? date : at > index && flight.date < previous ? previous : flight.date;
    previous = day;
    return day === flight.date ? flight : { ...flight, date: day };
  });
}

/** One flight's airports (swappable) and the problem with them once searched. */
function RouteFields({ flight, number, named, problem, onChange, numbered }: { flight: FlightDraft; number: number; named: (airport: ChosenAirport | null) => ChosenAirport | null; problem: RouteProblem; onChange: (flight: FlightDraft) => void; numbered: boolean }) {
  const { t } = useTranslation();
  // The first flight's fields keep the names they always had; a multi-city trip's next ones are numbered.
  const suffix = number > 1 ? `-${number}` : '';
  const flightName = numbered ? t('flight.flight_n', { number }) : undefined;
  return (
    <>
      <div className="trip-route">
        <AirportField label={t('flight.from')} flight={flightName} value={named(flight.from)} testId={`trip-from${suffix}`} onChange={(airport) => onChange({ ...flight, from: { code: airport.code, city: airport.city } })} />
        <button type="button" className="trip-swap" aria-label={numbered ? t('flight.swap_numbered', { number }) : t('flight.swap')} onClick={() => onChange({ ...flight, from: flight.to, to: flight.from })}>
          <LoopOutline aria-hidden="true" />
        </button>
        <AirportField label={t('flight.to')} flight={flightName} value={named(flight.to)} testId={`trip-to${suffix}`} onChange={(airport) => onChange({ ...flight, to: { code: airport.code, city: airport.city } })} />
      </div>
      {problem && (
        <p className="form-field-error" role="alert">
          {t(`flight.route_problem.${problem}`)}
        </p>
      )}
    </>
  );
}

/** A day of the trip opening its low-fare calendar (the route's, from `earliest` on). */
function DateField({ label, title, testId, value, route, today, earliest, onChoose }: { label: string; title?: string; testId: string; value: string; route: TripFlight; today: string; earliest?: string; onChoose: (date: string) => void }) {
  const { i18n } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" className="stay-dates" onClick={() => setOpen(true)} aria-haspopup="dialog" data-testid={testId}>
        <CalendarOutline aria-hidden="true" />
        <span className="stay-date">
          <span className="stay-field-label">{label}</span>
          <span>{formatDay(value, i18n.language)}</span>
        </span>
      </button>
      <FareCalendar open={open} from={route.from} to={route.to} today={today} earliest={earliest} title={title} value={value} onClose={() => setOpen(false)} onChoose={onChoose} />
    </>
  );
}

/**
 * The trip: one way, a round trip (the return on its own low-fare calendar, never before the
 * departure) or a multi-city trip of two to four flights, each day on or after the one before;
 * each flight's airports searched by code, city or name, swappable; who flies (infants no more
 * than adults, at most nine seats) and the cabin.
 */
export function TripForm({ initial, cities, today, onSearch }: { initial: Trip; cities: Record<string, string>; today: string; onSearch: (trip: Trip) => void }) {
  const { t } = useTranslation();
  const kindName = useId();
  const [kind, setKind] = useState<TripKind>(initial.kind);
  const [party, setParty] = useState({ adults: initial.adults, children: initial.children, infants: initial.infants, cabin: initial.cabin });
  // An airport from the address bar has no city until the popular routes (`cities`) name it.
  const [flights, setFlights] = useState<FlightDraft[]>(() =>
    (initial.kind === 'multi_city' ? tripFlights(initial) : [initial]).map((flight) => ({
      from: flight.from ? { code: flight.from, city: '' } : null,
      to: flight.to ? { code: flight.to, city: '' } : null,
      date: flight.date,
    })),
  );
  const [returnDate, setReturnDate] = useState(initial.kind === 'round_trip' ? (tripFlights(initial)[1]?.date ?? initial.date) : dayAfter(initial.date, today));
  const [problems, setProblems] = useState<RouteProblem[]>([]);
  const named = (airport: ChosenAirport | null) => (airport && !airport.city ? { ...airport, city: cities[airport.code] ?? airport.code } : airport);
  const limits = partyLimits(party);
  const shown = kind === 'multi_city' ? flights : flights.slice(0, 1);
  const first = flights[0]!;
  const code = (airport: ChosenAirport | null) => airport?.code ?? '';

  const chooseKind = (next: TripKind) => {
    setKind(next);
    setProblems([]);
    // A multi-city trip starts with a second flight from where the first lands.
    if (next === 'multi_city' && flights.length < 2) setFlights([first, { from: first.to, to: null, date: dayAfter(first.date, today) }]);
  };
  const changeFlight = (index: number, flight: FlightDraft) => {
    setProblems([]);
    setFlights((current) => current.map((old, at) => (at === index ? flight : old)));
  };
  const changeDate = (index: number, date: string) => {
    setFlights((current) => withDate(current, index, date));
    if (index === 0 && returnDate < date) setReturnDate(date);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = shown.map(routeProblem);
    setProblems(found);
    if (found.some(Boolean)) return;
    const codes = shown.map((flight) => ({ from: code(flight.from), to: code(flight.to), date: flight.date }));
    const next = kind === 'round_trip' ? [{ from: codes[0]!.to, to: codes[0]!.from, date: returnDate }] : codes.slice(1);
    onSearch({ ...initial, ...party, kind, ...codes[0]!, next });
  };

  return (
    <form className="card stay-form trip-form" onSubmit={submit} aria-label={t('flight.search_title')} noValidate>
      <div className="trip-kinds" role="radiogroup" aria-label={t('flight.trip_kind_label')}>
        {TRIP_KINDS.map((option) => (
          <label key={option} className={option === kind ? 'trip-kind is-active' : 'trip-kind'}>
            <input type="radio" className="visually-hidden" name={kindName} value={option} checked={option === kind} onChange={() => chooseKind(option)} />
            {t(`flight.trip_kind.${option}`)}
          </label>
        ))}
      </div>

      {shown.map((flight, index) => {
        const number = index + 1;
        const route = { from: code(flight.from), to: code(flight.to), date: flight.date };
        const fields = (
          <>
            <RouteFields flight={flight} number={number} named={named} problem={problems[index] ?? null} numbered={kind === 'multi_city'} onChange={(changed) => changeFlight(index, changed)} />
            <div className="trip-dates">
              <DateField
                label={t('flight.departure_date')}
                title={index > 0 ? t('flight.choose_flight_date', { number }) : undefined}
                testId={index > 0 ? `trip-date-${number}` : 'trip-date'}
                value={flight.date}
                route={route}
                today={today}
                earliest={flights[index - 1]?.date}
                onChoose={(date) => changeDate(index, date)}
              />
              {kind === 'round_trip' && (
                <DateField
                  label={t('flight.return_date')}
                  title={t('flight.choose_return_date')}
                  testId="trip-return"
                  value={returnDate}
                  route={{ from: route.to, to: route.from, date: returnDate }}
                  today={today}
                  earliest={flight.date}
                  onChoose={setReturnDate}
                />
              )}
            </div>
          </>
        );
        if (kind !== 'multi_city') return <div key={index}>{fields}</div>;
        return (
          <fieldset key={index} className="trip-flight" data-testid="trip-flight">
            <legend className="trip-flight-head">{t('flight.flight_n', { number })}</legend>
            {index >= 2 && (
              <button type="button" className="text-button trip-flight-remove" onClick={() => setFlights((current) => current.filter((_, at) => at !== index))}>
                {t('flight.remove_flight', { number })}
              </button>
            )}
            {fields}
          </fieldset>
        );
      })}
      {kind === 'multi_city' && flights.length < TRIP_MAX_FLIGHTS && (
        <button
          type="button"
          className="button-link trip-add-flight"
          onClick={() => {
            const last = flights[flights.length - 1]!;
            setFlights([...flights, { from: last.to, to: null, date: dayAfter(last.date, today) }]);
          }}
        >
          {t('flight.add_flight')}
        </button>
      )}

      <Counter label={t('flight.adults')} hint={t('flight.adults_hint')} value={party.adults} min={1} max={limits.adults} onChange={(adults) => setParty((current) => ({ ...current, ...changeParty(current, { adults }) }))} />
      <Counter label={t('flight.children')} hint={t('flight.children_hint')} value={party.children} min={0} max={limits.children} onChange={(children) => setParty((current) => ({ ...current, ...changeParty(current, { children }) }))} />
      <Counter label={t('flight.infants')} hint={t('flight.infants_hint')} value={party.infants} min={0} max={limits.infants} onChange={(infants) => setParty((current) => ({ ...current, ...changeParty(current, { infants }) }))} />
      <p className="trip-party-rule">{t('flight.party_rule')}</p>

      <label className="stay-field">
        <span className="stay-field-label">{t('flight.cabin')}</span>
        <select className="native-select" value={party.cabin} onChange={(event) => setParty((current) => ({ ...current, cabin: event.target.value as Cabin }))}>
          {CABINS.map((cabin) => (
            <option key={cabin} value={cabin}>
              {cabinLabel(cabin)}
            </option>
          ))}
        </select>
      </label>
      <button type="submit" className="button-link is-primary stay-search">
        {t('flight.search')}
      </button>
    </form>
  );
}
