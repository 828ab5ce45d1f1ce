import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import Popup from 'antd-mobile/es/components/popup';
import type { FlightCalendarDay } from '@roamcart/contracts';
import { flightCalendarQuery } from '../api/flights.ts';
import { LoadingBlock } from '../../../components/loading-block.tsx';
import { useMoney } from '../../../components/use-money.ts';
import { calendarMonths, cheapestDay, lastFlightDate, monthGrid } from '../lib/flight-trip.ts';
import { formatDay, localMidnight } from '../../../lib/dates.ts';
import { perLanguage } from '../../../lib/per-language.ts';

const monthFormat = perLanguage((lang) => new Intl.DateTimeFormat(lang, { year: 'numeric', month: 'long' }));
function formatMonth(firstOfMonth: string, lang: string): string {
  return monthFormat(lang).format(localMidnight(firstOfMonth));
}

/** Weekday initials from Monday in the interface language. */
function weekdays(lang: string): string[] {
  const format = new Intl.DateTimeFormat(lang, { weekday: 'narrow' });
  // 2024-01-01 was a Monday.
  return Array.from({ length: 7 }, (_, index) => format.format(new Date(2024, 0, 1 + index)));
}

/**
 * The low-fare calendar: a month view for the six months flights are sold, each day with the
 * lowest adult fare (indicative: search prices bind) or marked without flights, the cheapest one marked.
 */
export function FareCalendar({ open, from, to, today, value, onClose, onChoose }: { open: boolean; from: string; to: string; today: string; value: string; onClose: () => void; onChoose: (date: string) => void }) {
  const { t, i18n } = useTranslation();
  const money = useMoney();
  const last = lastFlightDate(today);
  const { data: days, isError } = useQuery({ ...flightCalendarQuery(from, to, today, last), enabled: open && from !== '' && to !== '' && from !== to });
  const byDate = new Map<string, FlightCalendarDay>((days ?? []).map((day) => [day.date, day]));
  const cheapest = days ? cheapestDay(days) : null;
  const priced = from !== '' && to !== '' && from !== to;
  return (
    <Popup visible={open} onMaskClick={onClose} onClose={onClose} position="bottom" bodyClassName="fare-calendar-popup">
      <div role="dialog" aria-label={t('flight.choose_date')} className="fare-calendar" data-testid="fare-calendar">
        <div className="fare-calendar-head">
          <h2>{t('flight.choose_date')}</h2>
          <button type="button" className="text-button" onClick={onClose}>
            {t('common.close')}
          </button>
        </div>
        <p className="fare-calendar-note">{priced ? t('flight.prices_indicative') : t('flight.choose_route_for_prices')}</p>
        {isError && <p className="empty-note">{t('common.load_failed')}</p>}
        {priced && !days && !isError && <LoadingBlock />}
        <div className="fare-calendar-months">
          {calendarMonths(today).map((month) => (
            <section key={month} className="fare-month" aria-label={formatMonth(month, i18n.language)}>
              <h3>{formatMonth(month, i18n.language)}</h3>
              <div className="fare-grid" aria-hidden="true">
                {weekdays(i18n.language).map((day, index) => (
                  <span key={index} className="fare-weekday">
                    {day}
                  </span>
                ))}
              </div>
              <div className="fare-grid">
                {monthGrid(month).map((date, index) => {
                  if (date === null) return <span key={`pad-${index}`} aria-hidden="true" />;
                  const outside = date < today || date > last;
                  const day = byDate.get(date);
                  const noFlights = priced && days !== undefined && (day === undefined || day.lowest_price === null);
                  const price = day?.lowest_price ?? null;
                  const label = [formatDay(date, i18n.language), price !== null ? money.format(price) : noFlights ? t('flight.no_flights') : ''].filter(Boolean).join(', ');
                  const classes = ['fare-day', date === value && 'is-selected', date === cheapest && 'is-cheapest', noFlights && 'is-empty'].filter(Boolean).join(' ');
                  return (
                    <button
                      key={date}
                      type="button"
                      className={classes}
                      disabled={outside || noFlights}
                      aria-pressed={date === value}
                      aria-label={date === cheapest ? `${label}, ${t('flight.cheapest_day')}` : label}
                      data-date={date}
                      data-testid={date === cheapest ? 'fare-day-cheapest' : undefined}
                      onClick={() => {
                        onChoose(date);
                        onClose();
                      }}
                    >
                      <span className="fare-day-number">{Number(date.slice(8))}</span>
                      <span className="fare-day-price">{price !== null ? <bdi>{money.format(price)}</bdi> : noFlights && !outside ? '—' : ''}</span>
                    </button>
                  );
                })}
              </div>
            </section>
          ))}
        </div>
      </div>
    </Popup>
  );
}
