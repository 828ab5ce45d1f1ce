import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { HotelFilter } from '../../api/hotels.ts';
import { useMoney } from '../../components/use-money.ts';

export type HotelSearchFilter = Omit<HotelFilter, 'sort'>;

const STAR_CLASSES = [5, 4, 3, 2, 1];
/** What the server takes as a nightly price bound: digits, and at most four decimals after a dot. */
const AMOUNT = /^\d{1,9}(\.\d{1,4})?$/;

/** A typed price in the form the server reads: "12,5" becomes "12.5"; blank is no bound, null is no amount. */
function amountOf(typed: string): string | undefined | null {
  const text = typed.trim().replace(',', '.');
  if (!text) return undefined;
  return AMOUNT.test(text) ? text : null;
}

export function activeFilterCount(filter: HotelSearchFilter): number {
  return [filter.keyword, filter.stars, filter.price_min, filter.price_max, filter.free_cancellation, filter.breakfast].filter((value) => value !== undefined).length;
}

/** The filters: a name or area to look for, star classes, a nightly price range in the traveller's currency, free cancellation, breakfast. */
export function HotelFilters({ value, onApply }: { value: HotelSearchFilter; onApply: (filter: HotelSearchFilter) => void }) {
  const { t } = useTranslation();
  const money = useMoney();
  const [keyword, setKeyword] = useState(value.keyword ?? '');
  const [stars, setStars] = useState<number[]>(value.stars ? value.stars.split(',').map(Number) : []);
  const [min, setMin] = useState(value.price_min ?? '');
  const [max, setMax] = useState(value.price_max ?? '');
  const [freeCancellation, setFreeCancellation] = useState(value.free_cancellation ?? false);
  const [breakfast, setBreakfast] = useState(value.breakfast ?? false);
  const [error, setError] = useState('');

  const apply = (event: FormEvent) => {
    event.preventDefault();
    const low = amountOf(min);
    const high = amountOf(max);
    if (low === null || high === null) {
      setError(t('shop.price_invalid'));
      return;
    }
    setError('');
    // A range typed the wrong way round means the same range.
    const swapped = low !== undefined && high !== undefined && Number(low) > Number(high);
    onApply({
      keyword: keyword.trim() || undefined,
      stars: stars.length > 0 ? [...stars].sort().join(',') : undefined,
      price_min: swapped ? high : low,
      price_max: swapped ? low : high,
      free_cancellation: freeCancellation || undefined,
      breakfast: breakfast || undefined,
    });
  };

  const reset = () => {
    setKeyword('');
    setStars([]);
    setMin('');
    setMax('');
    setFreeCancellation(false);
    setBreakfast(false);
    setError('');
    onApply({});
  };

  return (
    <form className="hotel-filters" onSubmit={apply} aria-label={t('shop.filters')}>
      <label className="stay-field">
        <span className="stay-field-label">{t('hotel.keyword')}</span>
        <input type="search" className="hotel-keyword" maxLength={100} value={keyword} placeholder={t('hotel.keyword_placeholder')} onChange={(event) => setKeyword(event.target.value)} />
      </label>
      <fieldset className="hotel-star-filter">
        <legend>{t('hotel.stars')}</legend>
        {STAR_CLASSES.map((star) => (
          <label key={star} className="hotel-star-option">
            <input
              type="checkbox"
              checked={stars.includes(star)}
              onChange={(event) => setStars((current) => (event.target.checked ? [...current, star] : current.filter((item) => item !== star)))}
            />
            <span>{t('hotel.star_class', { count: star })}</span>
          </label>
        ))}
      </fieldset>
      <fieldset className="hotel-price-range">
        <legend>{t('hotel.price_per_night', { currency: money.code })}</legend>
        <label className="visually-hidden" htmlFor="hotel-price-min">
          {t('shop.price_min')}
        </label>
        <input id="hotel-price-min" inputMode="decimal" placeholder={t('shop.price_min')} value={min} onChange={(event) => setMin(event.target.value)} aria-invalid={Boolean(error)} aria-describedby={error ? 'hotel-price-error' : undefined} />
        <span aria-hidden="true">–</span>
        <label className="visually-hidden" htmlFor="hotel-price-max">
          {t('shop.price_max')}
        </label>
        <input id="hotel-price-max" inputMode="decimal" placeholder={t('shop.price_max')} value={max} onChange={(event) => setMax(event.target.value)} aria-invalid={Boolean(error)} aria-describedby={error ? 'hotel-price-error' : undefined} />
      </fieldset>
      {error && (
        <p id="hotel-price-error" className="form-field-error" role="alert">
          {error}
        </p>
      )}
      <label className="switch-row">
        <span>{t('hotel.free_cancellation')}</span>
        <input type="checkbox" role="switch" checked={freeCancellation} onChange={(event) => setFreeCancellation(event.target.checked)} />
      </label>
      <label className="switch-row">
        <span>{t('hotel.breakfast_included')}</span>
        <input type="checkbox" role="switch" checked={breakfast} onChange={(event) => setBreakfast(event.target.checked)} />
      </label>
      <div className="button-row">
        <button type="button" className="button-link" onClick={reset}>
          {t('shop.reset_filters')}
        </button>
        <button type="submit" className="button-link is-primary">
          {t('shop.apply_filters')}
        </button>
      </div>
    </form>
  );
}
