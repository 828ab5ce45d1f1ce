import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import Button from 'antd-mobile/es/components/button';
import { resetPasswordBody } from '@roamcart/contracts';
import { resetPassword } from '../../api/reset-password.ts';
import { Page } from '../../components/page.tsx';
import { SendCodeButton } from '../../components/send-code-button.tsx';
import { TextField } from '../../components/text-field.tsx';
import { useForm } from '../../components/use-form.ts';
import { showToast } from '../../lib/notify.ts';

/** A forgotten password: a code mailed to the account's address sets a new one. */
export function ResetPasswordScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const form = useForm({ email: '', code: '', password: '', password_confirm: '' });
  const { values, errors } = form;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void form.submit(resetPasswordBody, values, async (body) => {
      await resetPassword(body);
      showToast(t('auth.reset_done'));
      navigate('/login', { replace: true });
    });
  };

  return (
    <Page title={t('auth.reset_title')} backTo="/login">
      <form className="page-body" onSubmit={onSubmit} noValidate>
        <TextField
          id="reset-email"
          label={t('auth.email')}
          error={errors.email}
          type="email"
          inputMode="email"
          autoComplete="email"
          placeholder={t('auth.email_placeholder')}
          value={values.email}
          onChange={(value) => form.set('email', value)}
        >
          <SendCodeButton email={values.email} scene="reset_password" onEmailError={(message) => form.setErrors({ ...errors, email: message })} />
        </TextField>
        <TextField
          id="reset-code"
          label={t('auth.code')}
          error={errors.code}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          placeholder={t('auth.code_placeholder')}
          value={values.code}
          onChange={(value) => form.set('code', value)}
        />
        <TextField
          id="reset-password"
          label={t('auth.new_password')}
          error={errors.password}
          hint={t('auth.password_hint')}
          type="password"
          autoComplete="new-password"
          placeholder={t('auth.password_placeholder')}
          value={values.password}
          onChange={(value) => form.set('password', value)}
        />
        <TextField
          id="reset-confirm"
          label={t('auth.password_confirm')}
          error={errors.password_confirm}
          type="password"
          autoComplete="new-password"
          placeholder={t('auth.password_confirm_placeholder')}
          value={values.password_confirm}
          onChange={(value) => form.set('password_confirm', value)}
        />
        <div className="form-actions">
          <Button type="submit" color="primary" size="large" block loading={form.submitting}>
            {t('auth.reset_submit')}
          </Button>
        </div>
      </form>
    </Page>
  );
}
