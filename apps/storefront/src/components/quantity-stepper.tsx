import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import AddOutline from 'antd-mobile-icons/es/AddOutline';
import MinusOutline from 'antd-mobile-icons/es/MinusOutline';

const clamp = (value: number, max: number) => Math.min(Math.max(value, 1), Math.max(max, 1));

/**
 * How many to take, from 1 to `max`; typing is allowed and is brought back within the bounds when
 * the field is left. With `max` 0 (nothing in stock) the whole stepper is off. `label` names it
 * where "Quantity" alone would not say of what (a cart line), and is then read, not shown.
 */
export function QuantityStepper({ value, max, onChange, label }: { value: number; max: number; onChange: (value: number) => void; label?: string }) {
  const { t } = useTranslation();
  const labelId = useId();
  const [draft, setDraft] = useState(String(value));
  useEffect(() => setDraft(String(value)), [value]);
  const off = max < 1;
  const commit = (next: number) => {
    const bounded = clamp(next, max);
    setDraft(String(bounded));
    if (bounded !== value) onChange(bounded);
  };
  return (
    <div className="quantity-row">
      <span id={labelId} className={label ? 'visually-hidden' : 'quantity-label'}>
        {label ?? t('goods_detail.quantity')}
      </span>
      <div className="quantity-stepper" role="group" aria-labelledby={labelId}>
        <button type="button" aria-label={t('goods_detail.decrease')} disabled={off || value <= 1} onClick={() => commit(value - 1)}>
          <MinusOutline aria-hidden="true" />
        </button>
        <input
          aria-labelledby={labelId}
          inputMode="numeric"
          pattern="[0-9]*"
          value={draft}
          disabled={off}
          onChange={(event) => setDraft(event.target.value.replace(/\D/g, ''))}
          onBlur={() => commit(Number(draft) || 1)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') commit(Number(draft) || 1);
          }}
        />
        <button type="button" aria-label={t('goods_detail.increase')} disabled={off || value >= max} onClick={() => commit(value + 1)}>
          <AddOutline aria-hidden="true" />
        </button>
      </div>
    </div>
  );
}
