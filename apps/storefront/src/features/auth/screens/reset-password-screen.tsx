import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { resetPasswordBody } from '@roamcart/contracts';
import { resetPassword } from '../api/reset-password.ts';
import { Page } from '../../../components/page.tsx';
import { EmailCodeField, EmailField, NewPasswordFields } from '../../../components/account-fields.tsx';
import { SendCodeButton } from '../../../components/send-code-button.tsx';
import { useForm } from '../../../components/use-form.ts';
import { showToast } from '../../../lib/notify.ts';
import { SubmitButton } from '../../../components/submit-button.tsx';

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
    <Page title={t('auth.reset_title')}>
      <form className="page-body" onSubmit={onSubmit} noValidate>
        <EmailField id="reset-email" error={errors.email} value={values.email} onChange={(value) => form.set('email', value)}>
          <SendCodeButton email={values.email} scene="reset_password" onEmailError={(message) => form.setErrors({ ...errors, email: message })} />
        </EmailField>
        <EmailCodeField id="reset-code" error={errors.code} value={values.code} onChange={(value) => form.set('code', value)} />
        <NewPasswordFields idPrefix="reset" label={t('auth.new_password')} values={values} errors={errors} onChange={form.set} />
        <SubmitButton loading={form.submitting}>
          {t('auth.reset_submit')}
        </SubmitButton>
      </form>
    </Page>
  );
}
