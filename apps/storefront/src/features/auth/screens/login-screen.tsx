import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { loginBody } from '@roamcart/contracts';
import { ErrorCode } from '@roamcart/contracts/errors';
import { ApiError } from '../../../api/client.ts';
import { loginUser } from '../api/login-user.ts';
import { EmailField } from '../../../components/account-fields.tsx';
import { Page } from '../../../components/page.tsx';
import { TextField } from '../../../components/text-field.tsx';
import { useForm } from '../../../components/use-form.ts';
import { chatStore, openChat } from '../../../lib/chat-widget.ts';
import { signIn, takeBackRoute } from '../../../lib/session.ts';
import { useStore } from '../../../lib/use-store.ts';
import { SubmitButton } from '../../../components/submit-button.tsx';

/** What a disabled customer is told on signing in (the server answers 2004): why, and who can help. */
function AccountDisabledNotice() {
  const { t } = useTranslation();
  const chat = useStore(chatStore);
  return (
    <div className="notice is-danger" role="alert">
      <p className="notice-title">{t('auth.account_disabled')}</p>
      <p>{t('auth.account_disabled_help')}</p>
      {(chat === 'ready' || chat === 'open') && (
        <button type="button" className="text-button" onClick={() => void openChat()}>
          {t('mine.customer_service')}
        </button>
      )}
    </div>
  );
}

/** Signs in and returns to the screen that asked for it (SPEC §4). */
export function LoginScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const form = useForm({ email: '', password: '' });
  const { values, errors } = form;
  const [disabled, setDisabled] = useState(false);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setDisabled(false);
    void form.submit(loginBody, values, async (body) => {
      try {
        const { token, user_info } = await loginUser(body);
        signIn(token, user_info);
        navigate(takeBackRoute() ?? '/', { replace: true });
      } catch (error) {
        if (error instanceof ApiError && error.code === ErrorCode.AccountDisabled) setDisabled(true);
        throw error;
      }
    });
  };

  return (
    <Page title={t('auth.sign_in')}>
      <form className="page-body" onSubmit={onSubmit} noValidate>
        {disabled && <AccountDisabledNotice />}
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
