import { useTranslation } from 'react-i18next';
import { formatFullDay } from '../lib/dates.ts';

/**
 * A calendar date picked with the device's own date control, shown as the interface language
 * writes it: the native control lies invisible over the text, so the browser's language (which
 * the control would show) never appears; `empty` stands in while no day is chosen.
 */
export function DateInput({ id, value, empty, min, max, onChange, onBlur }: { id: string; value: string; empty: string; min?: string; max?: string; onChange: (day: string) => void; onBlur?: () => void }) {
  const { i18n } = useTranslation();
  return (
    <span className="date-control">
      <span className="date-control-text" aria-hidden="true">
        {value ? formatFullDay(value, i18n.language) : empty}
      </span>
      <input
        id={id}
        className="date-control-input"
        type="date"
        min={min}
        max={max}
        value={value}
        onClick={(event) => event.currentTarget.showPicker()}
        onChange={(event) => onChange(event.target.value)}
        onBlur={onBlur}
      />
    </span>
  );
}
