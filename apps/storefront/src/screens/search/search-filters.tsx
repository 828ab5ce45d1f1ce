import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { GoodsFilter } from '../../api/get-goods-list.ts';
import { useMoney } from '../../components/use-money.ts';

export type SearchFilter = Pick<GoodsFilter, 'price_min' | 'price_max' | 'is_new' | 'in_stock'>;

/** What the server takes as an amount: digits, and at most four decimals after a dot. */
const AMOUNT = /^\d{1,12}(\.\d{1,4})?$/;

/** A typed amount in the form the server reads: "12,5" becomes "12.5"; blank is no bound. */
function amountOf(typed: string): string | undefined | null {
  const text = typed.trim().replace(',', '.');
  if (!text) return undefined;
  return AMOUNT.test(text) ? text : null;
}

/** The filters: a price range in the customer's currency, new goods only, in stock only. */
export function SearchFilters({ value, onApply }: { value: SearchFilter; onApply: (filter: SearchFilter) => void }) {
  const { t } = useTranslation();
  const money = useMoney();
  const [min, setMin] = useState(value.price_min ?? '');
  const [max, setMax] = useState(value.price_max ?? '');
  const [isNew, setIsNew] = useState(value.is_new ?? false);
  const [inStock, setInStock] = useState(value.in_stock ?? false);
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
    onApply({ price_min: swapped ? high : low, price_max: swapped ? low : high, is_new: isNew || undefined, in_stock: inStock || undefined });
  };

  const reset = () => {
    setMin('');
    setMax('');
    setIsNew(false);
    setInStock(false);
    setError('');
    onApply({});
  };

  return (
    <form className="search-filters" onSubmit={apply} aria-label={t('shop.filters')}>
      <fieldset className="price-range">
        <legend>{t('shop.price_range', { currency: money.code })}</legend>
        <label className="visually-hidden" htmlFor="search-price-min">
          {t('shop.price_min')}
        </label>
        <input
          id="search-price-min"
          inputMode="decimal"
          placeholder={t('shop.price_min')}
          value={min}
          onChange={(event) => setMin(event.target.value)}
          aria-invalid={Boolean(error)}
          aria-describedby={error ? 'search-price-error' : undefined}
        />
        <span aria-hidden="true">–</span>
        <label className="visually-hidden" htmlFor="search-price-max">
          {t('shop.price_max')}
        </label>
        <input
          id="search-price-max"
          inputMode="decimal"
          placeholder={t('shop.price_max')}
          value={max}
          onChange={(event) => setMax(event.target.value)}
          aria-invalid={Boolean(error)}
          aria-describedby={error ? 'search-price-error' : undefined}
        />
      </fieldset>
      {error && (
        <p id="search-price-error" className="form-field-error" role="alert">
          {error}
        </p>
      )}
      <label className="switch-row">
        <span>{t('shop.only_new')}</span>
        <input type="checkbox" role="switch" checked={isNew} onChange={(event) => setIsNew(event.target.checked)} />
      </label>
      <label className="switch-row">
        <span>{t('shop.only_in_stock')}</span>
        <input type="checkbox" role="switch" checked={inStock} onChange={(event) => setInStock(event.target.checked)} />
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
