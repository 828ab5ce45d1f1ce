import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { loginBody } from '@roamcart/contracts';
import { loginUser } from '../../api/login-user.ts';
import { EmailField } from '../../components/account-fields.tsx';
import { Page } from '../../components/page.tsx';
import { TextField } from '../../components/text-field.tsx';
import { useForm } from '../../components/use-form.ts';
import { signIn, takeBackRoute } from '../../lib/session.ts';
import { SubmitButton } from '../../components/submit-button.tsx';

/** Signs in and returns to the screen that asked for it (SPEC §4). */
export function LoginScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const form = useForm({ email: '', password: '' });
  const { values, errors } = form;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void form.submit(loginBody, values, async (body) => {
      const { token, user_info } = await loginUser(body);
      signIn(token, user_info);
      navigate(takeBackRoute() ?? '/', { replace: true });
    });
  };

  return (
    <Page title={t('auth.sign_in')}>
      <form className="page-body" onSubmit={onSubmit} noValidate>
        <EmailField id="login-email" error={errors.email} value={values.email} onChange={(value) => form.set('email', value)} />
        <TextField
          id="login-password"
          label={t('auth.password')}
          error={errors.password}
          type="password"
          autoComplete="current-password"
          placeholder={t('auth.password_placeholder')}
          value={values.password}
          onChange={(value) => form.set('password', value)}
        />
        <SubmitButton loading={form.submitting}>
          {t('auth.sign_in')}
        </SubmitButton>
        <div className="form-links">
          <Link to="/register">{t('auth.create_account')}</Link>
          <Link to="/resetpassword">{t('auth.forgot_password')}</Link>
        </div>
      </form>
    </Page>
  );
}
