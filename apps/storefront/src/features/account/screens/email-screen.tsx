import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import Button from 'antd-mobile/es/components/button';
import { emailField, z } from '@roamcart/contracts';
import { ApiError } from '../../../api/client.ts';
import { Page } from '../../../components/page.tsx';
import { EmailField } from '../../../components/account-fields.tsx';
import { sendCode } from '../../../components/email-code.ts';
import { Ltr } from '../../../components/ltr.tsx';
import { useForm } from '../../../components/use-form.ts';
import { useUserInfo } from '../../../components/use-user-info.ts';
import { SubmitButton } from '../../../components/submit-button.tsx';
import { showToast } from '../../../lib/notify.ts';

const newEmailBody = z.object({ email: emailField });

/** Shows the account's email; a new one gets a code (scene verify) and moves on to enter it. */
export function EmailScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { data: user } = useUserInfo();
  const form = useForm({ email: '' });

  const sendTo = async (email: string) => {
    await sendCode({ email, scene: 'verify' });
    navigate(`/emailverify?email=${encodeURIComponent(email)}`);
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    // The same address is refused here as the server would (4113): no code is sent for it.
    const changed = newEmailBody.refine((body) => body.email !== user?.email, { error: 'error.4113', path: ['email'] });
    void form.submit(changed, form.values, ({ email }) => sendTo(email));
  };

  const verifyCurrent = () => {
    if (!user) return;
    // A refusal here is about the current address, not the new-email field: say it in a toast.
    sendCode({ email: user.email, scene: 'verify' })
      .then(() => navigate('/emailverify'))
      .catch((error: unknown) => {
        if (error instanceof ApiError) showToast(Object.values(error.fields)[0] ?? '');
      });
  };

  return (
    <Page title={t('account.email')}>
      <section className="card" aria-labelledby="email-current">
        <h2 id="email-current">{t('account.current_email')}</h2>
        <p>{user && <Ltr>{user.email}</Ltr>}</p>
        <p>{user && t(user.email_verified ? 'account.verified' : 'account.unverified')}</p>
        {user && !user.email_verified && (
          <Button color="primary" fill="outline" onClick={verifyCurrent}>
            {t('account.verify_now')}
          </Button>
        )}
      </section>
      <form className="page-body" onSubmit={onSubmit} noValidate>
        <EmailField
          id="email-new"
          label={t('account.new_email')}
          hint={t('account.new_email_hint')}
          error={form.errors.email}
          value={form.values.email}
          onChange={(value) => form.set('email', value)}
        />
        <SubmitButton loading={form.submitting}>
          {t('account.send_code')}
        </SubmitButton>
      </form>
    </Page>
  );
}
