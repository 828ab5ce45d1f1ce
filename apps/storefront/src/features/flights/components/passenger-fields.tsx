import { useTranslation } from 'react-i18next';
import type { SavedPassenger } from '@roamcart/contracts';
import { DateInput } from '../../../components/date-input.tsx';
import { FormField } from '../../../components/form-field.tsx';
import { TextField } from '../../../components/text-field.tsx';
import type { PassengerDraft } from '../lib/passenger-form.ts';

const DOC_TYPES = ['passport', 'id_card', 'travel_permit'] as const;

/**
 * One passenger's form: a saved passenger to fill it from, names in English letters, gender,
 * nationality, the travel document and the birth date, each with its error once left or tried.
 */
export function PassengerFields({
  index,
  ordinal,
  value,
  saved,
  countries,
  errorOf,
  onTouch,
  onChange,
}: {
  index: number;
  ordinal: number;
  value: PassengerDraft;
  saved: SavedPassenger[];
  countries: { code: string; name: string }[] | undefined;
  errorOf: (field: string) => string | undefined;
  onTouch: (field: string) => void;
  onChange: (passenger: PassengerDraft) => void;
}) {
  const { t } = useTranslation();
  const id = (field: string) => `passenger-${index}-${field}`;
  const key = (field: string) => `passengers.${index}.${field}`;
  const set = (changes: Partial<PassengerDraft>) => onChange({ ...value, ...changes });
  const title = t('flight.passenger_n', { type: t(`flight.passenger_type.${value.type}`), number: ordinal });
  return (
    <fieldset className="card passenger-form" data-testid="passenger-form" aria-labelledby={id('title')}>
      <h2 id={id('title')}>{title}</h2>
      {saved.length > 0 && (
        <div className="saved-passengers" role="group" aria-label={t('flight.saved_passengers')}>
          {saved.map((passenger) => (
            <button
              key={passenger.id}
              type="button"
              className="saved-passenger"
              aria-label={t('flight.use_saved', { name: `${passenger.first_name} ${passenger.last_name}` })}
              onClick={() => {
                const { id: _id, ...fields } = passenger;
                onChange({ ...value, ...fields });
              }}
            >
              <bdi dir="ltr">
                {passenger.first_name} {passenger.last_name}
              </bdi>
            </button>
          ))}
        </div>
      )}
      {(['last_name', 'first_name'] as const).map((field) => (
        <div key={field} onBlur={() => onTouch(key(field))}>
          <TextField id={id(field)} label={t(`flight.${field}`)} hint={t('flight.name_hint')} value={value[field]} maxLength={40} autoComplete="off" onChange={(text) => set({ [field]: text })} error={errorOf(key(field))} />
        </div>
      ))}
      <div className="form-field">
        <span className="form-field-label" id={id('gender')}>
          {t('flight.gender')}
        </span>
        <div className="form-field-control check-group" role="radiogroup" aria-labelledby={id('gender')}>
          {(['male', 'female'] as const).map((gender) => (
            <label key={gender} className="check-row">
              <input type="radio" name={id('gender')} checked={value.gender === gender} onChange={() => set({ gender })} onBlur={() => onTouch(key('gender'))} />
              {t(`flight.gender_name.${gender}`)}
            </label>
          ))}
        </div>
        {errorOf(key('gender')) && (
          <p className="form-field-error" role="alert">
            {errorOf(key('gender'))}
          </p>
        )}
      </div>
      <FormField id={id('nationality')} label={t('flight.nationality')} error={errorOf(key('nationality'))}>
        <select id={id('nationality')} className="native-select" value={value.nationality} onChange={(event) => set({ nationality: event.target.value })} onBlur={() => onTouch(key('nationality'))}>
          <option value="">{countries ? t('flight.choose_nationality') : t('common.loading')}</option>
          {countries?.map((country) => (
            <option key={country.code} value={country.code}>
              {country.name}
            </option>
          ))}
        </select>
      </FormField>
      <FormField id={id('doc_type')} label={t('flight.doc_type')}>
        <select id={id('doc_type')} className="native-select" value={value.doc_type} onChange={(event) => set({ doc_type: event.target.value as PassengerDraft['doc_type'] })}>
          {DOC_TYPES.map((type) => (
            <option key={type} value={type}>
              {t(`flight.doc_type_name.${type}`)}
            </option>
          ))}
        </select>
      </FormField>
      <div onBlur={() => onTouch(key('doc_number'))}>
        <TextField id={id('doc_number')} label={t('flight.doc_number')} value={value.doc_number} maxLength={20} autoComplete="off" onChange={(text) => set({ doc_number: text })} error={errorOf(key('doc_number'))} />
      </div>
      <FormField id={id('doc_expiry')} label={t('flight.doc_expiry')} error={errorOf(key('doc_expiry'))}>
        <DateInput id={id('doc_expiry')} value={value.doc_expiry} empty={t('common.choose_day')} onChange={(day) => set({ doc_expiry: day })} onBlur={() => onTouch(key('doc_expiry'))} />
      </FormField>
      <FormField id={id('birth_date')} label={t('flight.birth_date')} error={errorOf(key('birth_date')) ?? errorOf(key('type'))}>
        <DateInput id={id('birth_date')} value={value.birth_date} empty={t('common.choose_day')} onChange={(day) => set({ birth_date: day })} onBlur={() => onTouch(key('birth_date'))} />
      </FormField>
    </fieldset>
  );
}
