import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import CalendarOutline from 'antd-mobile-icons/es/CalendarOutline';
import { showToast } from '../../../lib/notify.ts';
import { Counter } from '../../../components/counter.tsx';
import { daysBetween } from '@roamcart/contracts/calendar-days';
import { formatDay } from '../../../lib/dates.ts';
import { DEFAULT_CHILD_AGE, guestLimit, HOTEL_CHILD_AGE_MAX, HOTEL_MAX_NIGHTS, HOTEL_MAX_ROOMS, type Stay } from '../lib/stay.ts';
import { stayDatesOf } from '../lib/stay-dates.ts';
import { StayCalendar } from './stay-calendar.tsx';

const AGES = Array.from({ length: HOTEL_CHILD_AGE_MAX + 1 }, (_, age) => age);

interface StayFormProps {
  initial: Stay;
  today: string;
  /** The destinations to choose from (undefined while they load). */
  cities?: { code: string; name: string }[];
  /** The stay at the hotel on screen: its city is given, and the form asks for that hotel's rooms. */
  ofHotel?: boolean;
  onSearch: (stay: Stay) => void;
}

/**
 * Where, when and who: a city (unless the hotel is chosen), the dates on a calendar from today to
 * six months ahead, rooms (1-9), adults (one per room at least) and children with each one's age.
 */
export function StayForm({ initial, today, cities, ofHotel = false, onSearch }: StayFormProps) {
  const { t, i18n } = useTranslation();
  const [stay, setStay] = useState(initial);
  const [calendarOpen, setCalendarOpen] = useState(false);
  const [cityMissing, setCityMissing] = useState(false);
  const change = (changes: Partial<Stay>) => setStay((current) => ({ ...current, ...changes }));
  const nights = daysBetween(stay.check_in, stay.check_out);
  const city = stay.city || cities?.[0]?.code || '';
  const limit = guestLimit(stay.rooms);

  const setRooms = (rooms: number) => {
    // Every room needs an adult; fewer rooms take fewer guests.
    const adults = Math.min(Math.max(stay.adults, rooms), guestLimit(rooms));
    change({ rooms, adults, child_ages: stay.child_ages.slice(0, guestLimit(rooms) - adults) });
  };
  const setChildren = (count: number) =>
    change({ child_ages: count > stay.child_ages.length ? [...stay.child_ages, DEFAULT_CHILD_AGE] : stay.child_ages.slice(0, count) });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!city && !ofHotel) {
      setCityMissing(true);
      return;
    }
    onSearch({ ...stay, city });
  };

  return (
    <form className="card stay-form" onSubmit={submit} aria-label={ofHotel ? t('hotel.change_stay') : t('hotel.search_title')}>
      {!ofHotel && (
        <label className="stay-field">
          <span className="stay-field-label">{t('hotel.city')}</span>
          <select
            className="native-select"
            value={city}
            onChange={(event) => {
              setCityMissing(false);
              change({ city: event.target.value });
            }}
            aria-invalid={cityMissing}
          >
            {cities === undefined && <option value="">{t('common.loading')}</option>}
            {cities?.map((option) => (
              <option key={option.code} value={option.code}>
                {option.name}
              </option>
            ))}
          </select>
        </label>
      )}
      {cityMissing && (
        <p className="form-field-error" role="alert">
          {t('hotel.city_required')}
        </p>
      )}

      <button type="button" className="stay-dates" onClick={() => setCalendarOpen(true)} aria-haspopup="dialog" data-testid="stay-dates">
        <CalendarOutline aria-hidden="true" />
        <span className="stay-date">
          <span className="stay-field-label">{t('hotel.check_in')}</span>
          <span>{formatDay(stay.check_in, i18n.language)}</span>
        </span>
        <span className="stay-nights">{t('hotel.nights', { count: nights })}</span>
        <span className="stay-date">
          <span className="stay-field-label">{t('hotel.check_out')}</span>
          <span>{formatDay(stay.check_out, i18n.language)}</span>
        </span>
      </button>
      <StayCalendar
        open={calendarOpen}
        today={today}
        checkIn={stay.check_in}
        checkOut={stay.check_out}
        onClose={() => setCalendarOpen(false)}
        onConfirm={(picked) => {
          const dates = stayDatesOf(picked);
          if (dates.shortened) showToast(t('hotel.stay_too_long', { count: HOTEL_MAX_NIGHTS }));
          change({ check_in: dates.check_in, check_out: dates.check_out });
        }}
      />

      <Counter label={t('hotel.rooms')} value={stay.rooms} min={1} max={HOTEL_MAX_ROOMS} onChange={setRooms} />
      <Counter
        label={t('hotel.adults')}
        hint={t('hotel.adults_hint')}
        value={stay.adults}
        min={stay.rooms}
        max={limit - stay.child_ages.length}
        onChange={(adults) => change({ adults })}
      />
      <Counter label={t('hotel.children')} hint={t('hotel.children_hint')} value={stay.child_ages.length} min={0} max={limit - stay.adults} onChange={setChildren} />
      {stay.child_ages.length > 0 && (
        <fieldset className="child-ages">
          <legend>{t('hotel.child_ages')}</legend>
          {stay.child_ages.map((age, index) => (
            <label key={index} className="stay-field">
              <span className="stay-field-label">{t('hotel.child_age', { index: index + 1 })}</span>
              <select
                className="native-select"
                value={age}
                onChange={(event) => change({ child_ages: stay.child_ages.map((old, at) => (at === index ? Number(event.target.value) : old)) })}
              >
                {AGES.map((option) => (
                  <option key={option} value={option}>
                    {t('hotel.years_old', { count: option })}
                  </option>
                ))}
              </select>
            </label>
          ))}
        </fieldset>
      )}
      <button type="submit" className="button-link is-primary stay-search">
        {ofHotel ? t('hotel.update_stay') : t('hotel.search')}
      </button>
    </form>
  );
}
