import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import Popup from 'antd-mobile/es/components/popup';
import type { FlightCalendarDay } from '@roamcart/contracts';
import { flightCalendarQuery } from '../api/flights.ts';
import { LoadingBlock } from '../../../components/loading-block.tsx';
import { CalendarDay, CalendarSheetHead, MonthCalendar } from '../../../components/month-calendar.tsx';
import { useMoney } from '../../../components/use-money.ts';
import { cheapestDay, lastFlightDate } from '../lib/flight-trip.ts';
import { FARE_BANDS, fareBands } from '../lib/fare-bands.ts';
import { monthsBetween } from '../../../lib/calendar.ts';
import { formatDay } from '../../../lib/dates.ts';

/** What the calendar's colours and the cheapest day's ring mean. */
function FareLegend() {
  const { t } = useTranslation();
  return (
    <ul className="fare-legend" aria-label={t('flight.fare_band.legend')} data-testid="fare-legend">
      {FARE_BANDS.map((band) => (
        <li key={band}>
          <span className={`fare-swatch fare-band-${band}`} aria-hidden="true" />
          {t(`flight.fare_band.${band}`)}
        </li>
      ))}
      <li>
        <span className="fare-swatch is-cheapest" aria-hidden="true" />
        {t('flight.fare_band.cheapest')}
      </li>
    </ul>
  );
}

/**
 * The low-fare calendar: a month view for the six months flights are sold, each day with the
 * lowest adult fare (indicative: search prices bind) or marked without flights; the days coloured
 * cheap to dear within their month, the band also in each day's name, and the cheapest day ringed.
 * A return or next flight's calendar (`title`) offers no day before `earliest`, the flight before it.
 */
export function FareCalendar({
  open,
  from,
  to,
  today,
  earliest = today,
  title,
  value,
  onClose,
  onChoose,
}: {
  open: boolean;
  from: string;
  to: string;
  today: string;
  earliest?: string;
  title?: string;
  value: string;
  onClose: () => void;
  onChoose: (date: string) => void;
}) {
  const { t, i18n } = useTranslation();
  const money = useMoney();
  const last = lastFlightDate(today);
  const { data: days, isError } = useQuery({ ...flightCalendarQuery(from, to, today, last), enabled: open && from !== '' && to !== '' && from !== to });
  const byDate = new Map<string, FlightCalendarDay>((days ?? []).map((day) => [day.date, day]));
  const cheapest = days ? cheapestDay(days.filter((day) => day.date >= earliest)) : null;
  const bands = useMemo(() => fareBands(days ?? []), [days]);
  const priced = from !== '' && to !== '' && from !== to;
  return (
    <Popup visible={open} onMaskClick={onClose} onClose={onClose} position="bottom" bodyClassName="fare-calendar-popup">
      <div role="dialog" aria-label={title ?? t('flight.choose_date')} className="fare-calendar" data-testid="fare-calendar">
        <CalendarSheetHead title={title ?? t('flight.choose_date')} onClose={onClose} />
        <p className="fare-calendar-note">{priced ? t('flight.prices_indicative') : t('flight.choose_route_for_prices')}</p>
        {isError && <p className="empty-note">{t('common.load_failed')}</p>}
        {priced && !days && !isError && <LoadingBlock />}
        {priced && days && <FareLegend />}
        <MonthCalendar
          months={monthsBetween(today, last)}
          renderDay={(date) => {
            const outside = date < earliest || date > last;
            const day = byDate.get(date);
            const noFlights = priced && days !== undefined && (day === undefined || day.lowest_price === null);
            const price = day?.lowest_price ?? null;
            const band = bands.get(date);
            const label = [formatDay(date, i18n.language), price !== null ? money.format(price) : noFlights ? t('flight.no_flights') : '', band ? t(`flight.fare_band.${band}`) : ''].filter(Boolean).join(', ');
            const classes = [date === value && 'is-selected', date === cheapest && 'is-cheapest', noFlights && 'is-empty', band && `fare-band-${band}`].filter(Boolean).join(' ');
            return (
              <CalendarDay
                date={date}
                className={classes}
                disabled={outside || noFlights}
                aria-pressed={date === value}
                aria-label={date === cheapest ? `${label}, ${t('flight.cheapest_day')}` : label}
                data-testid={date === cheapest ? 'fare-day-cheapest' : undefined}
                onClick={() => {
                  onChoose(date);
                  onClose();
                }}
                note={price !== null ? <bdi className="calendar-price">{money.compact(price)}</bdi> : noFlights && !outside ? '—' : ''}
              />
            );
          }}
        />
      </div>
    </Popup>
  );
}
