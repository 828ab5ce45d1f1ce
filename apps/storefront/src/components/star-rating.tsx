import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import StarFill from 'antd-mobile-icons/es/StarFill';
import { perLanguage } from '../lib/per-language.ts';

const STARS = [1, 2, 3, 4, 5] as const;

const ratingFormat = perLanguage((lang) => new Intl.NumberFormat(lang, { maximumFractionDigits: 1 }));

/** A rating in the interface language's digits, with one decimal when it has one ("4.5", "٤٫٥"). */
export function formatRating(rating: number, lang: string): string {
  return ratingFormat(lang).format(rating);
}

/** A rating shown as five stars, read as "4.5 of 5 stars". */
export function Stars({ rating }: { rating: number }) {
  const { t, i18n } = useTranslation();
  return (
    <span className="stars" role="img" aria-label={t('review.stars_of_five', { rating: formatRating(rating, i18n.language) })}>
      {STARS.map((star) => (
        <StarFill key={star} aria-hidden="true" className={star <= Math.round(rating) ? 'star is-on' : 'star'} />
      ))}
    </span>
  );
}

/**
 * Choosing 1 to 5 stars: five radio buttons under one legend, so the keyboard's arrows and a
 * screen reader work as with any choice, and the row follows the reading direction. A value of 0
 * is no star chosen yet; `error` says what is wrong with the choice, under the stars.
 */
export function StarInput({ legend, value, error, onChange }: { legend: string; value: number; error?: string; onChange: (value: number) => void }) {
  const { t, i18n } = useTranslation();
  const name = useId();
  const errorId = `${name}-error`;
  return (
    <fieldset className="star-input" aria-describedby={error ? errorId : undefined}>
      <legend>{legend}</legend>
      {STARS.map((star) => (
        <label key={star} className={star <= value ? 'star-choice is-on' : 'star-choice'}>
          <input type="radio" name={name} value={star} checked={value === star} onChange={() => onChange(star)} />
          <StarFill aria-hidden="true" />
          <span className="visually-hidden">{t('review.stars_of_five', { rating: formatRating(star, i18n.language) })}</span>
        </label>
      ))}
      {error && (
        <p id={errorId} className="form-field-error" role="alert">
          {error}
        </p>
      )}
    </fieldset>
  );
}
