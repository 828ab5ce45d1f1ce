import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import AddOutline from 'antd-mobile-icons/es/AddOutline';
import MinusOutline from 'antd-mobile-icons/es/MinusOutline';
import './counter.css';

/** A count between `min` and `max` changed one at a time (rooms, adults, children), read as "Adults: 2". */
export function Counter({ label, hint, value, min, max, onChange }: { label: string; hint?: string; value: number; min: number; max: number; onChange: (value: number) => void }) {
  const { t } = useTranslation();
  const labelId = useId();
  return (
    <div className="counter-row">
      <span className="counter-label" id={labelId}>
        {label}
        {hint && <span className="counter-hint">{hint}</span>}
      </span>
      <div className="quantity-stepper" role="group" aria-labelledby={labelId}>
        <button type="button" aria-label={t('hotel.decrease', { label })} disabled={value <= min} onClick={() => onChange(value - 1)}>
          <MinusOutline aria-hidden="true" />
        </button>
        <output className="counter-value" aria-live="polite" aria-label={t('hotel.count_of', { label, value })}>
          {value}
        </output>
        <button type="button" aria-label={t('hotel.increase', { label })} disabled={value >= max} onClick={() => onChange(value + 1)}>
          <AddOutline aria-hidden="true" />
        </button>
      </div>
    </div>
  );
}
