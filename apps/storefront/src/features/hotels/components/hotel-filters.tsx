import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FilterForm } from '../../../components/filter-form.tsx';
import { useMoney } from '../../../components/use-money.ts';
import type { HotelFilter } from '../api/hotels.ts';

export type HotelSearchFilter = Omit<HotelFilter, 'sort'>;

const STAR_CLASSES = [5, 4, 3, 2, 1];

/** The filters: a name or area to look for, star classes, a nightly price range in the traveller's currency, free cancellation, breakfast. */
export function HotelFilters({ value, onApply }: { value: HotelSearchFilter; onApply: (filter: HotelSearchFilter) => void }) {
  const { t } = useTranslation();
  const money = useMoney();
  const [keyword, setKeyword] = useState(value.keyword ?? '');
  const [stars, setStars] = useState<number[]>(value.stars ? value.stars.split(',').map(Number) : []);
  return (
    <FilterForm
      className="hotel-filters"
      idPrefix="hotel"
      price={{ legend: t('hotel.price_per_night', { currency: money.code }), className: 'hotel-price-range', wholeDigits: 9, value }}
      switches={[
        { name: 'free_cancellation', label: t('hotel.free_cancellation'), on: value.free_cancellation ?? false },
        { name: 'breakfast', label: t('hotel.breakfast_included'), on: value.breakfast ?? false },
      ]}
      onApply={(filter) => onApply({ keyword: keyword.trim() || undefined, stars: stars.length > 0 ? [...stars].sort().join(',') : undefined, ...filter })}
      onReset={() => {
        setKeyword('');
        setStars([]);
        onApply({});
      }}
    >
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
    </FilterForm>
  );
}
