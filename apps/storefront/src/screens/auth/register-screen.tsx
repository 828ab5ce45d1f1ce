import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import Button from 'antd-mobile/es/components/button';
import { registerBody } from '@roamcart/contracts';
import { registerUser } from '../../api/register-user.ts';
import { Page } from '../../components/page.tsx';
import { SendCodeButton } from '../../components/send-code-button.tsx';
import { TextField } from '../../components/text-field.tsx';
import { useForm } from '../../components/use-form.ts';
import { signIn, takeBackRoute } from '../../lib/session.ts';

/** Email-verified sign-up with an invitation code (`?invite=` fills it in). */
export function RegisterScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const form = useForm({ email: '', code: '', password: '', password_confirm: '', invite_code: params.get('invite') ?? '', nickname: '' });
  const { values, errors } = form;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const input = { ...values, nickname: values.nickname.trim() || undefined };
    void form.submit(registerBody, input, async (body) => {
      const { token, user_info } = await registerUser(body);
      signIn(token, user_info);
      navigate(takeBackRoute() ?? '/', { replace: true });
    });
  };

  return (
    <Page title={t('auth.register')}>
      <form className="page-body" onSubmit={onSubmit} noValidate>
        <TextField
          id="register-email"
          label={t('auth.email')}
          error={errors.email}
          type="email"
          inputMode="email"
          autoComplete="email"
          placeholder={t('auth.email_placeholder')}
          value={values.email}
          onChange={(value) => form.set('email', value)}
        >
          <SendCodeButton email={values.email} scene="register" onEmailError={(message) => form.setErrors({ ...errors, email: message })} />
        </TextField>
        <TextField
          id="register-code"
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
          id="register-password"
          label={t('auth.password')}
          error={errors.password}
          hint={t('auth.password_hint')}
          type="password"
          autoComplete="new-password"
          placeholder={t('auth.password_placeholder')}
          value={values.password}
          onChange={(value) => form.set('password', value)}
        />
        <TextField
          id="register-confirm"
          label={t('auth.password_confirm')}
          error={errors.password_confirm}
          type="password"
          autoComplete="new-password"
          placeholder={t('auth.password_confirm_placeholder')}
          value={values.password_confirm}
          onChange={(value) => form.set('password_confirm', value)}
        />
        <TextField
          id="register-invite"
          label={t('auth.invite_code')}
          error={errors.invite_code}
          autoComplete="off"
          placeholder={t('auth.invite_code_placeholder')}
          value={values.invite_code}
          onChange={(value) => form.set('invite_code', value)}
        />
        <TextField
          id="register-nickname"
          label={t('auth.nickname_optional')}
          error={errors.nickname}
          autoComplete="nickname"
          placeholder={t('auth.nickname_placeholder')}
          value={values.nickname}
          onChange={(value) => form.set('nickname', value)}
        />
        <div className="form-actions">
          <Button type="submit" color="primary" size="large" block loading={form.submitting}>
            {t('auth.register')}
          </Button>
        </div>
        <div className="form-links">
          <Link to="/login">{t('auth.have_account')}</Link>
        </div>
      </form>
    </Page>
  );
}
