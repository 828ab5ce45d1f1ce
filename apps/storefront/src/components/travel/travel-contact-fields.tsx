import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { TextField } from '../text-field.tsx';
import { useUserInfo } from '../use-user-info.ts';

export interface TravelContactDraft {
  name: string;
  phone: string;
  email: string;
}

const FIELDS = ['name', 'phone', 'email'] as const;
const MAX_LENGTH = { name: 50, phone: 30, email: 100 } as const;
const INPUT_TYPE = { name: 'text', phone: 'tel', email: 'email' } as const;

/** The booking's contact as typed; it is the signed-in traveller until they say otherwise. */
export function useTravelContact() {
  const { data: user } = useUserInfo();
  const [contact, setContact] = useState<TravelContactDraft>({ name: '', phone: '', email: '' });
  useEffect(() => {
    if (user) setContact((current) => (current.name || current.phone || current.email ? current : { name: user.nickname, phone: user.mobile ?? '', email: user.email }));
  }, [user]);
  return [contact, setContact] as const;
}

/**
 * Who the desk reaches about a booking (name, any country's phone, email), each field checked once
 * left; `children` follow the fields (a hotel booking's remark).
 */
export function TravelContactFields({
  idPrefix,
  value,
  onChange,
  errorOf,
  onTouch,
  children,
}: {
  /** Starts the section's and the fields' ids (`<idPrefix>-contact-phone`). */
  idPrefix: string;
  value: TravelContactDraft;
  onChange: (next: TravelContactDraft) => void;
  errorOf: (field: string) => string | undefined;
  onTouch: (field: string) => void;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <section className="card" aria-labelledby={`${idPrefix}-contact`}>
      <h2 id={`${idPrefix}-contact`}>{t('hotel.contact')}</h2>
      {FIELDS.map((field) => (
        <div key={field} onBlur={() => onTouch(`contact.${field}`)}>
          <TextField
            id={`${idPrefix}-contact-${field}`}
            label={t(`hotel.contact_${field}`)}
            value={value[field]}
            maxLength={MAX_LENGTH[field]}
            type={INPUT_TYPE[field]}
            autoComplete={field === 'phone' ? 'tel' : field}
            hint={field === 'phone' ? t('hotel.contact_phone_hint') : undefined}
            onChange={(typed) => onChange({ ...value, [field]: typed })}
            error={errorOf(`contact.${field}`)}
          />
        </div>
      ))}
      {children}
    </section>
  );
}
