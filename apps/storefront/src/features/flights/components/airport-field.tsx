import { useEffect, useId, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import Popup from 'antd-mobile/es/components/popup';
import type { AirportResult } from '@roamcart/contracts';
import { useStore } from '../../../lib/use-store.ts';
import { airportSuggestionsQuery, airportsQuery } from '../api/flights.ts';
import { recentAirportsStore, rememberAirport } from '../lib/recent-airports.ts';

/** Typing waits this long before asking the server, so a word is one request, not one per letter. */
const AIRPORT_SEARCH_DELAY_MS = 300;

function useDebounced(value: string, delay: number): string {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delay);
    return () => clearTimeout(timer);
  }, [value, delay]);
  return settled;
}

export interface ChosenAirport {
  code: string;
  city: string;
}

function AirportOptions({ airports, label, onChoose }: { airports: AirportResult[]; label: string; onChoose: (airport: AirportResult) => void }) {
  return (
    <ul className="plain-list airport-options" aria-label={label}>
      {airports.map((airport) => (
        <li key={airport.code}>
          <button type="button" className="airport-option" onClick={() => onChoose(airport)}>
            <bdi dir="ltr" className="airport-code">
              {airport.code}
            </bdi>
            <span>
              <span className="airport-city">
                {airport.city}, {airport.country_name}
              </span>
              <span className="airport-name">{airport.name}</span>
            </span>
          </button>
        </li>
      ))}
    </ul>
  );
}

/** Before anything is typed: a heading and its airports, when there are some. */
function SuggestedAirports({ title, airports, onChoose }: { title: string; airports: AirportResult[] | undefined; onChoose: (airport: AirportResult) => void }) {
  if (!airports?.length) return null;
  return (
    <>
      <h2 className="section-title">{title}</h2>
      <AirportOptions airports={airports} label={title} onChoose={onChoose} />
    </>
  );
}

/**
 * An airport chosen by its code, city or name (in any of the store's languages), searched as the
 * traveller types; before that, the airports this browser chose lately and the popular ones.
 * `flight` names the flight of a multi-city trip it is for, so each field has a name of its own.
 */
export function AirportField({ label, flight, value, onChange, testId }: { label: string; flight?: string; value: ChosenAirport | null; onChange: (airport: AirportResult) => void; testId: string }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [keyword, setKeyword] = useState('');
  const typing = keyword.trim() !== '';
  const settled = useDebounced(keyword.trim(), AIRPORT_SEARCH_DELAY_MS);
  const { data: airports, isFetching } = useQuery({ ...airportsQuery(settled), enabled: open && settled !== '' });
  const recent = useStore(recentAirportsStore);
  const { data: suggestions } = useQuery({ ...airportSuggestionsQuery(recent), enabled: open && !typing });
  const inputId = useId();
  const choose = (airport: AirportResult) => {
    rememberAirport(airport.code);
    onChange(airport);
    setOpen(false);
    setKeyword('');
  };
  return (
    <>
      <button type="button" className="airport-field" aria-haspopup="dialog" onClick={() => setOpen(true)} data-testid={testId} aria-label={`${flight ? `${flight}, ` : ''}${label}: ${value ? `${value.city} ${value.code}` : t('flight.choose_airport')}`}>
        <span className="stay-field-label">{label}</span>
        {value ? (
          <span className="airport-value">
            <bdi dir="ltr" className="airport-code">
              {value.code}
            </bdi>
            <span className="airport-city">{value.city}</span>
          </span>
        ) : (
          <span className="airport-value is-empty">{t('flight.choose_airport')}</span>
        )}
      </button>
      <Popup visible={open} onMaskClick={() => setOpen(false)} onClose={() => setOpen(false)} position="bottom" bodyClassName="airport-popup" destroyOnClose>
        <div role="dialog" aria-label={flight ? `${flight}, ${label}` : label}>
          <label className="stay-field" htmlFor={inputId}>
            <span className="stay-field-label">{t('flight.airport_search')}</span>
          </label>
          <input id={inputId} className="airport-search-input" type="search" autoFocus value={keyword} placeholder={t('flight.airport_placeholder')} onChange={(event) => setKeyword(event.target.value)} />
          {typing ? (
            <>
              {settled !== '' && !isFetching && airports?.length === 0 && <p className="empty-note">{t('flight.no_airports')}</p>}
              <AirportOptions airports={airports ?? []} onChoose={choose} label={t('flight.airports')} />
            </>
          ) : (
            <>
              <SuggestedAirports title={t('flight.recent_airports')} airports={suggestions?.recent} onChoose={choose} />
              <SuggestedAirports title={t('flight.popular_airports')} airports={suggestions?.popular} onChoose={choose} />
            </>
          )}
          <button type="button" className="text-button" onClick={() => setOpen(false)}>
            {t('common.cancel')}
          </button>
        </div>
      </Popup>
    </>
  );
}
