import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { registerBody } from '@roamcart/contracts';
import { registerUser } from '../api/register-user.ts';
import { Page } from '../../../components/page.tsx';
import { EmailCodeField, EmailField, NewPasswordFields } from '../../../components/account-fields.tsx';
import { SendCodeButton } from '../../../components/send-code-button.tsx';
import { TextField } from '../../../components/text-field.tsx';
import { useForm } from '../../../components/use-form.ts';
import { signIn, takeBackRoute } from '../../../lib/session.ts';
import { SubmitButton } from '../../../components/submit-button.tsx';

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
        <EmailField id="register-email" error={errors.email} value={values.email} onChange={(value) => form.set('email', value)}>
          <SendCodeButton email={values.email} scene="register" onEmailError={(message) => form.setErrors({ ...errors, email: message })} />
        </EmailField>
        <EmailCodeField id="register-code" error={errors.code} value={values.code} onChange={(value) => form.set('code', value)} />
        <NewPasswordFields idPrefix="register" values={values} errors={errors} onChange={form.set} />
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
        <SubmitButton loading={form.submitting}>
          {t('auth.register')}
        </SubmitButton>
        <div className="form-links">
          <Link to="/login">{t('auth.have_account')}</Link>
        </div>
      </form>
    </Page>
  );
}
