import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { TextField } from './text-field.tsx';

interface FieldProps {
  id: string;
  value: string;
  error?: string;
  onChange: (value: string) => void;
}

/** An email input; `children` sit beside it (the send-code button). */
export function EmailField({ label, hint, children, ...field }: FieldProps & { label?: string; hint?: string; children?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <TextField
      {...field}
      label={label ?? t('auth.email')}
      hint={hint}
      type="email"
      inputMode="email"
      autoComplete="email"
      placeholder={t('auth.email_placeholder')}
    >
      {children}
    </TextField>
  );
}

/** The 6-digit code that arrived by mail; `children` sit beside it (a resend button). */
export function EmailCodeField({ children, ...field }: FieldProps & { children?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <TextField {...field} label={t('auth.code')} inputMode="numeric" autoComplete="one-time-code" maxLength={6} placeholder={t('auth.code_placeholder')}>
      {children}
    </TextField>
  );
}

/** A new password and its confirmation, for registering, resetting and changing it. */
export function NewPasswordFields({
  idPrefix,
  label,
  values,
  errors,
  onChange,
}: {
  idPrefix: string;
  label?: string;
  values: { password: string; password_confirm: string };
  errors: { password?: string; password_confirm?: string };
  onChange: (field: 'password' | 'password_confirm', value: string) => void;
}) {
  const { t } = useTranslation();
  return (
    <>
      <TextField
        id={`${idPrefix}-password`}
        label={label ?? t('auth.password')}
        error={errors.password}
        hint={t('auth.password_hint')}
        type="password"
        autoComplete="new-password"
        placeholder={t('auth.password_placeholder')}
        value={values.password}
        onChange={(value) => onChange('password', value)}
      />
      <TextField
        id={`${idPrefix}-confirm`}
        label={t('auth.password_confirm')}
        error={errors.password_confirm}
        type="password"
        autoComplete="new-password"
        placeholder={t('auth.password_confirm_placeholder')}
        value={values.password_confirm}
        onChange={(value) => onChange('password_confirm', value)}
      />
    </>
  );
}
