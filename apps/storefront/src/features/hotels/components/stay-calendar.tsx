import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import Popup from 'antd-mobile/es/components/popup';
import { daysBetween } from '@roamcart/contracts/calendar-days';
import { CalendarDay, CalendarSheetHead, MonthCalendar } from '../../../components/month-calendar.tsx';
import { monthsBetween } from '../../../lib/calendar.ts';
import { formatDay } from '../../../lib/dates.ts';
import { dayInStay, pickDay, type DatesPicked } from '../lib/stay-dates.ts';
import { lastCalendarDate } from '../lib/stay.ts';

interface StayCalendarProps {
  today: string;
  checkIn: string;
  checkOut: string;
  onClose: () => void;
  onConfirm: (picked: DatesPicked) => void;
}

function StayCalendarSheet({ today, checkIn, checkOut, onClose, onConfirm }: StayCalendarProps) {
  const { t, i18n } = useTranslation();
  const [picked, setPicked] = useState<DatesPicked>({ check_in: checkIn, check_out: checkOut });
  const sheet = useRef<HTMLDivElement>(null);
  const last = lastCalendarDate(today);
  useEffect(() => {
    // The sheet opens on the stay's month, not on today's.
    sheet.current?.querySelector(`[data-date="${checkIn}"]`)?.scrollIntoView({ block: 'center' });
  }, [checkIn]);
  const day = (date: string) => formatDay(date, i18n.language);
  return (
    <div ref={sheet} role="dialog" aria-label={t('hotel.choose_dates')} className="stay-calendar" data-testid="stay-calendar">
      <div className="stay-calendar-top">
        <CalendarSheetHead title={t('hotel.choose_dates')} onClose={onClose} />
        <p className="stay-calendar-picked" role="status">
          {picked.check_out === null
            ? t('hotel.pick_check_out', { date: day(picked.check_in) })
            : `${day(picked.check_in)} – ${day(picked.check_out)} · ${t('hotel.nights', { count: daysBetween(picked.check_in, picked.check_out) })}`}
        </p>
      </div>
      <MonthCalendar
        months={monthsBetween(today, last)}
        renderDay={(date) => {
          const place = dayInStay(picked, date);
          const end = place === 'check_in' || place === 'check_out';
          return (
            <CalendarDay
              date={date}
              className={end ? 'is-selected' : place === 'inside' ? 'is-in-stay' : undefined}
              disabled={date < today || date > last}
              aria-pressed={end}
              aria-label={end ? `${day(date)}, ${t(`hotel.${place}`)}` : day(date)}
              onClick={() => setPicked(pickDay(picked, date))}
            />
          );
        }}
      />
      <div className="stay-calendar-foot">
        <button
          type="button"
          className="button-link is-primary"
          onClick={() => {
            onConfirm(picked);
            onClose();
          }}
        >
          {t('common.confirm')}
        </button>
      </div>
    </div>
  );
}

/**
 * The stay's dates on month grids from today to HOTEL_CALENDAR_MONTHS ahead, the weeks starting as
 * the interface language's region starts them: a check-in is tapped, then a check-out, then Confirm.
 */
export function StayCalendar({ open, ...sheet }: StayCalendarProps & { open: boolean }) {
  return (
    <Popup visible={open} onMaskClick={sheet.onClose} onClose={sheet.onClose} position="bottom" bodyClassName="stay-calendar-popup" destroyOnClose>
      <StayCalendarSheet {...sheet} />
    </Popup>
  );
}
