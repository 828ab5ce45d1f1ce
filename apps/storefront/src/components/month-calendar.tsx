import { Fragment, type ButtonHTMLAttributes, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { monthGrid, weekStartOf } from '../lib/calendar.ts';
import { formatMonth, weekdayNames } from '../lib/dates.ts';
import './month-calendar.css';

/**
 * Months as calendar grids, the weeks starting on the day the interface language's region starts
 * them (Sunday in en-US, Monday in fr, Saturday in ar); `renderDay` draws each day (a `CalendarDay`).
 */
export function MonthCalendar({ months, renderDay }: { months: readonly string[]; renderDay: (date: string) => ReactNode }) {
  const { i18n } = useTranslation();
  const weekStart = weekStartOf(i18n.language);
  const weekdays = weekdayNames(i18n.language, weekStart);
  return (
    <div className="month-calendar">
      {months.map((month) => (
        <section key={month} className="calendar-month" aria-label={formatMonth(month, i18n.language)}>
          <h3>{formatMonth(month, i18n.language)}</h3>
          <div className="calendar-grid calendar-weekdays" aria-hidden="true" data-testid="calendar-weekdays">
            {weekdays.map((day, index) => (
              <span key={index}>{day}</span>
            ))}
          </div>
          <div className="calendar-grid">
            {monthGrid(month, weekStart).map((date, index) => (date === null ? <span key={`pad-${index}`} aria-hidden="true" /> : <Fragment key={date}>{renderDay(date)}</Fragment>))}
          </div>
        </section>
      ))}
    </div>
  );
}

/** A day's cell: its number and, under it, a note on one line (a price, a dash). */
export function CalendarDay({ date, note, className, ...button }: { date: string; note?: ReactNode } & ButtonHTMLAttributes<HTMLButtonElement>) {
  return (
    <button type="button" className={className ? `calendar-day ${className}` : 'calendar-day'} data-date={date} {...button}>
      <span className="calendar-day-number">{Number(date.slice(8))}</span>
      <span className="calendar-day-note">{note}</span>
    </button>
  );
}

/** A calendar sheet's title and its Close button. */
export function CalendarSheetHead({ title, onClose }: { title: string; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <div className="calendar-sheet-head">
      <h2>{title}</h2>
      <button type="button" className="text-button" onClick={onClose}>
        {t('common.close')}
      </button>
    </div>
  );
}
