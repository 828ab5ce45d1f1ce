import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { flushSync } from 'react-dom';
import { useNavigate } from 'react-router-dom';
import Dialog from 'antd-mobile/es/components/dialog';
import { deleteAccountBody } from '@roamcart/contracts';
import { deleteAccount } from '../api/delete-account.ts';
import { Page } from '../../../components/page.tsx';
import { TextField } from '../../../components/text-field.tsx';
import { useForm } from '../../../components/use-form.ts';
import { showToast } from '../../../lib/notify.ts';
import { clearSession } from '../../../lib/session.ts';
import { SubmitButton } from '../../../components/submit-button.tsx';

/** Closes the account after the password and a last confirmation; the session ends with it. */
export function DeleteAccountScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const form = useForm({ password: '' });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void form.submit(deleteAccountBody, form.values, async (body) => {
      const confirmed = await Dialog.confirm({
        content: t('account.delete_confirm'),
        confirmText: t('account.delete_account'),
        cancelText: t('common.cancel'),
      });
      if (!confirmed) return;
      await deleteAccount(body);
      // Leave this signed-in screen before the session ends (flushSync: the router's update would
      // otherwise render after the session's), so its login guard does not send us to /login.
      flushSync(() => navigate('/', { replace: true }));
      clearSession();
      showToast(t('account.deleted'));
    });
  };

  return (
    <Page title={t('account.delete_account')}>
      <form className="page-body" onSubmit={onSubmit} noValidate>
        <p className="warning-text">{t('account.delete_warning')}</p>
        <TextField
          id="delete-password"
          label={t('auth.password')}
          error={form.errors.password}
          type="password"
          autoComplete="current-password"
          value={form.values.password}
          onChange={(value) => form.set('password', value)}
        />
        <SubmitButton loading={form.submitting} danger>
          {t('account.delete_account')}
        </SubmitButton>
      </form>
    </Page>
  );
}
