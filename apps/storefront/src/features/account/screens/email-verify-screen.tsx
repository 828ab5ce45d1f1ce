import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { emailVerifyBody } from '@roamcart/contracts';
import { verifyEmail } from '../api/verify-email.ts';
import { Page } from '../../../components/page.tsx';
import { SendCodeButton } from '../../../components/send-code-button.tsx';
import { EmailCodeField } from '../../../components/account-fields.tsx';
import { useForm } from '../../../components/use-form.ts';
import { sessionStore } from '../../../lib/session.ts';
import { isolateLtr } from '../../../lib/bidi.ts';
import { SubmitButton } from '../../../components/submit-button.tsx';
import { useAccountSaved } from '../components/use-account-saved.ts';

/** The 6-digit code mailed by the email screen: verifies the account's email, or moves it to `?email=`. */
export function EmailVerifyScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const accountSaved = useAccountSaved();
  const [params] = useSearchParams();
  const newEmail = params.get('email') || undefined;
  const target = newEmail ?? sessionStore.get().userInfo?.email ?? '';
  // The address rides along with the code, so a refusal about it shows under the code field.
  const form = useForm({ code: '', email: newEmail });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void form.submit(emailVerifyBody, form.values, async (body) => {
      await verifyEmail(body);
      await accountSaved(t(newEmail ? 'account.email_changed' : 'account.email_verified'));
      navigate('/account', { replace: true });
    });
  };

  return (
    <Page title={t('account.verify_title')}>
      <form className="page-body" onSubmit={onSubmit} noValidate>
        <p>{t('account.code_sent_to', { email: isolateLtr(target) })}</p>
        <EmailCodeField id="verify-code" error={form.errors.code ?? form.errors.email} value={form.values.code} onChange={(value) => form.set('code', value)}>
          <SendCodeButton email={target} scene="verify" onEmailError={(message) => form.setErrors({ email: message })} />
        </EmailCodeField>
        <SubmitButton loading={form.submitting}>
          {t('account.verify_submit')}
        </SubmitButton>
      </form>
    </Page>
  );
}
