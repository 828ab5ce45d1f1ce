import type { ReactNode } from 'react';
import CheckOutline from 'antd-mobile-icons/es/CheckOutline';

interface Option {
  value: string;
  label: ReactNode;
  detail?: ReactNode;
  /** The label's own language, so screen readers pronounce "日本語" as Japanese. */
  lang?: string;
  /** A control of its own beside the choice (a link), outside the row the radio covers. */
  aside?: ReactNode;
}

/** A single-choice list of radio buttons drawn as rows with a check mark. */
export function OptionList({ label, options, selected, onSelect }: { label: string; options: Option[]; selected: string; onSelect: (value: string) => void }) {
  return (
    <fieldset className="option-list">
      <legend className="visually-hidden">{label}</legend>
      {options.map((option) => {
        const row = (
          <label key={option.value} className="option-row">
            <input type="radio" name={label} value={option.value} checked={option.value === selected} onChange={() => onSelect(option.value)} />
            <span className="option-text">
              <span lang={option.lang}>{option.label}</span>
              {option.detail && <span className="option-detail">{option.detail}</span>}
            </span>
            {option.value === selected && <CheckOutline className="option-check" aria-hidden="true" />}
          </label>
        );
        if (!option.aside) return row;
        return (
          <div key={option.value} className="option-aside-row">
            {row}
            {option.aside}
          </div>
        );
      })}
    </fieldset>
  );
}
