import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { phoneBody } from '@roamcart/contracts';
import { updatePhone } from '../api/update-phone.ts';
import { Page } from '../../../components/page.tsx';
import { TextField } from '../../../components/text-field.tsx';
import { useForm } from '../../../components/use-form.ts';
import { sessionStore } from '../../../lib/session.ts';
import { SubmitButton } from '../../../components/submit-button.tsx';
import { useAccountSaved } from '../components/use-account-saved.ts';

export function PhoneScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const accountSaved = useAccountSaved();
  const form = useForm({ mobile: sessionStore.get().userInfo?.mobile ?? '' });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void form.submit(phoneBody, form.values, async (body) => {
      await updatePhone(body);
      await accountSaved(t('common.saved'));
      navigate('/account', { replace: true });
    });
  };

  return (
    <Page title={t('account.phone')}>
      <form className="page-body" onSubmit={onSubmit} noValidate>
        <TextField
          id="phone-mobile"
          label={t('account.phone')}
          error={form.errors.mobile}
          hint={t('account.phone_hint')}
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          value={form.values.mobile}
          onChange={(value) => form.set('mobile', value)}
        />
        <SubmitButton loading={form.submitting}>
          {t('common.save')}
        </SubmitButton>
      </form>
    </Page>
  );
}
