import { useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** A price range as the server reads it; a bound left out is no bound. */
interface PriceRange {
  price_min?: string;
  price_max?: string;
}

/** How many filters are on: every field of a filter the form applied is one the customer set. */
export function activeFilterCount(filter: object): number {
  return Object.values(filter).filter((value) => value !== undefined).length;
}

/**
 * A typed price in the form the server reads: "12,5" becomes "12.5"; blank is no bound, null is
 * no amount. The server takes `wholeDigits` digits before the decimal point and four after it.
 */
function amountOf(typed: string, wholeDigits: number): string | undefined | null {
  const text = typed.trim().replace(',', '.');
  if (!text) return undefined;
  return new RegExp(`^\\d{1,${wholeDigits}}(\\.\\d{1,4})?$`).test(text) ? text : null;
}

interface FilterFormProps<S extends string> {
  className: string;
  /** Starts the price fields' ids: `hotel` gives `hotel-price-min`. */
  idPrefix: string;
  price: { legend: string; className: string; wholeDigits: number; value: PriceRange };
  /** On/off filters, shown as switches under the price range. */
  switches: { name: S; label: string; on: boolean }[];
  /** The price range and the switches that are on, once the range reads as one. */
  onApply: (filter: PriceRange & Partial<Record<S, true>>) => void;
  /** Every field is cleared: the caller clears its own (`children`) and applies no filter. */
  onReset: () => void;
  /** The caller's own fields, above the price range (a hotel's name and stars). */
  children?: ReactNode;
}

/**
 * The filters of a search (goods or hotels): a price range in the customer's currency and on/off
 * switches, with Reset and Apply. A range typed the wrong way round means the same range.
 */
export function FilterForm<S extends string>({ className, idPrefix, price, switches, onApply, onReset, children }: FilterFormProps<S>) {
  const { t } = useTranslation();
  const [min, setMin] = useState(price.value.price_min ?? '');
  const [max, setMax] = useState(price.value.price_max ?? '');
  const [on, setOn] = useState(() => new Set(switches.filter((entry) => entry.on).map((entry) => entry.name)));
  const [error, setError] = useState('');
  const errorId = `${idPrefix}-price-error`;

  const apply = (event: FormEvent) => {
    event.preventDefault();
    const low = amountOf(min, price.wholeDigits);
    const high = amountOf(max, price.wholeDigits);
    if (low === null || high === null) {
      setError(t('shop.price_invalid'));
      return;
    }
    setError('');
    const swapped = low !== undefined && high !== undefined && Number(low) > Number(high);
    const switchedOn = Object.fromEntries(switches.map(({ name }) => [name, on.has(name) || undefined])) as Partial<Record<S, true>>;
    onApply({ price_min: swapped ? high : low, price_max: swapped ? low : high, ...switchedOn });
  };

  const reset = () => {
    setMin('');
    setMax('');
    setOn(new Set());
    setError('');
    onReset();
  };

  const priceField = (id: string, label: string, value: string, setValue: (value: string) => void) => (
    <>
      <label className="visually-hidden" htmlFor={id}>
        {label}
      </label>
      <input
        id={id}
        inputMode="decimal"
        placeholder={label}
        value={value}
        onChange={(event) => setValue(event.target.value)}
        aria-invalid={Boolean(error)}
        aria-describedby={error ? errorId : undefined}
      />
    </>
  );

  return (
    <form className={className} onSubmit={apply} aria-label={t('shop.filters')}>
      {children}
      <fieldset className={price.className}>
        <legend>{price.legend}</legend>
        {priceField(`${idPrefix}-price-min`, t('shop.price_min'), min, setMin)}
        <span aria-hidden="true">–</span>
        {priceField(`${idPrefix}-price-max`, t('shop.price_max'), max, setMax)}
      </fieldset>
      {error && (
        <p id={errorId} className="form-field-error" role="alert">
          {error}
        </p>
      )}
      {switches.map(({ name, label }) => (
        <label key={name} className="switch-row">
          <span>{label}</span>
          <input
            type="checkbox"
            role="switch"
            checked={on.has(name)}
            onChange={(event) =>
              setOn((current) => {
                const next = new Set(current);
                if (event.target.checked) next.add(name);
                else next.delete(name);
                return next;
              })
            }
          />
        </label>
      ))}
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
