import { useEffect, useId, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import Popup from 'antd-mobile/es/components/popup';
import type { AirportResult } from '@roamcart/contracts';
import { airportsQuery } from '../api/flights.ts';

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

/** An airport chosen by its code, city or name, searched as the traveller types. */
export function AirportField({ label, value, onChange, testId }: { label: string; value: ChosenAirport | null; onChange: (airport: AirportResult) => void; testId: string }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [keyword, setKeyword] = useState('');
  const settled = useDebounced(keyword.trim(), AIRPORT_SEARCH_DELAY_MS);
  const { data: airports, isFetching } = useQuery({ ...airportsQuery(settled), enabled: open && settled !== '' });
  const inputId = useId();
  return (
    <>
      <button type="button" className="airport-field" aria-haspopup="dialog" onClick={() => setOpen(true)} data-testid={testId} aria-label={`${label}: ${value ? `${value.city} ${value.code}` : t('flight.choose_airport')}`}>
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
        <div role="dialog" aria-label={label}>
          <label className="stay-field" htmlFor={inputId}>
            <span className="stay-field-label">{t('flight.airport_search')}</span>
          </label>
          <input id={inputId} className="airport-search-input" type="search" autoFocus value={keyword} placeholder={t('flight.airport_placeholder')} onChange={(event) => setKeyword(event.target.value)} />
          {settled !== '' && !isFetching && airports?.length === 0 && <p className="empty-note">{t('flight.no_airports')}</p>}
          <ul className="plain-list airport-options" aria-label={t('flight.airports')}>
            {airports?.map((airport) => (
              <li key={airport.code}>
                <button
                  type="button"
                  className="airport-option"
                  onClick={() => {
                    onChange(airport);
                    setOpen(false);
                    setKeyword('');
                  }}
                >
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
          <button type="button" className="text-button" onClick={() => setOpen(false)}>
            {t('common.cancel')}
          </button>
        </div>
      </Popup>
    </>
  );
}
