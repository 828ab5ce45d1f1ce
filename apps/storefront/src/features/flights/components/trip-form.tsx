import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import CalendarOutline from 'antd-mobile-icons/es/CalendarOutline';
import LoopOutline from 'antd-mobile-icons/es/LoopOutline';
import { changeParty, CABINS, partyLimits, type Cabin, type Trip } from '../lib/flight-trip.ts';
import { cabinLabel } from '../lib/flight-labels.ts';
import { formatDay } from '../../../lib/dates.ts';
import { Counter } from '../../../components/counter.tsx';
import { AirportField, type ChosenAirport } from './airport-field.tsx';
import { FareCalendar } from './fare-calendar.tsx';

type RouteProblem = 'from' | 'to' | 'same' | null;

/**
 * Where from and to (airports searched by code, city or name, swappable), the day on the low-fare
 * calendar, who flies (infants no more than adults, at most nine seats) and the cabin.
 */
export function TripForm({ initial, cities, today, onSearch }: { initial: Trip; cities: Record<string, string>; today: string; onSearch: (trip: Trip) => void }) {
  const { t, i18n } = useTranslation();
  const [trip, setTrip] = useState(initial);
  // An airport from the address bar has no city until the popular routes (`cities`) name it.
  const [origin, setOrigin] = useState<ChosenAirport | null>(initial.from ? { code: initial.from, city: '' } : null);
  const [destination, setDestination] = useState<ChosenAirport | null>(initial.to ? { code: initial.to, city: '' } : null);
  const named = (airport: ChosenAirport | null) => (airport && !airport.city ? { ...airport, city: cities[airport.code] ?? airport.code } : airport);
  const [calendarOpen, setCalendarOpen] = useState(false);
  const [problem, setProblem] = useState<RouteProblem>(null);
  const limits = partyLimits(trip);
  const from = origin?.code ?? '';
  const to = destination?.code ?? '';

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found: RouteProblem = !from ? 'from' : !to ? 'to' : from === to ? 'same' : null;
    setProblem(found);
    if (!found) onSearch({ ...trip, from, to });
  };

  return (
    <form className="card stay-form trip-form" onSubmit={submit} aria-label={t('flight.search_title')} noValidate>
      <div className="trip-route">
        <AirportField
          label={t('flight.from')}
          value={named(origin)}
          testId="trip-from"
          onChange={(airport) => {
            setProblem(null);
            setOrigin({ code: airport.code, city: airport.city });
          }}
        />
        <button
          type="button"
          className="trip-swap"
          aria-label={t('flight.swap')}
          onClick={() => {
            setOrigin(destination);
            setDestination(origin);
          }}
        >
          <LoopOutline aria-hidden="true" />
        </button>
        <AirportField
          label={t('flight.to')}
          value={named(destination)}
          testId="trip-to"
          onChange={(airport) => {
            setProblem(null);
            setDestination({ code: airport.code, city: airport.city });
          }}
        />
      </div>
      {problem && (
        <p className="form-field-error" role="alert">
          {t(`flight.route_problem.${problem}`)}
        </p>
      )}

      <button type="button" className="stay-dates" onClick={() => setCalendarOpen(true)} aria-haspopup="dialog" data-testid="trip-date">
        <CalendarOutline aria-hidden="true" />
        <span className="stay-date">
          <span className="stay-field-label">{t('flight.departure_date')}</span>
          <span>{formatDay(trip.date, i18n.language)}</span>
        </span>
      </button>
      <FareCalendar open={calendarOpen} from={from} to={to} today={today} value={trip.date} onClose={() => setCalendarOpen(false)} onChoose={(date) => setTrip((current) => ({ ...current, date }))} />

      <Counter label={t('flight.adults')} hint={t('flight.adults_hint')} value={trip.adults} min={1} max={limits.adults} onChange={(adults) => setTrip((current) => ({ ...current, ...changeParty(current, { adults }) }))} />
      <Counter label={t('flight.children')} hint={t('flight.children_hint')} value={trip.children} min={0} max={limits.children} onChange={(children) => setTrip((current) => ({ ...current, ...changeParty(current, { children }) }))} />
      <Counter label={t('flight.infants')} hint={t('flight.infants_hint')} value={trip.infants} min={0} max={limits.infants} onChange={(infants) => setTrip((current) => ({ ...current, ...changeParty(current, { infants }) }))} />
      <p className="trip-party-rule">{t('flight.party_rule')}</p>

      <label className="stay-field">
        <span className="stay-field-label">{t('flight.cabin')}</span>
        <select className="native-select" value={trip.cabin} onChange={(event) => setTrip((current) => ({ ...current, cabin: event.target.value as Cabin }))}>
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
