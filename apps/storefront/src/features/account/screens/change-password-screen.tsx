import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { changePasswordBody } from '@roamcart/contracts';
import { changePassword } from '../api/change-password.ts';
import { NewPasswordFields } from '../../../components/account-fields.tsx';
import { Page } from '../../../components/page.tsx';
import { TextField } from '../../../components/text-field.tsx';
import { useForm } from '../../../components/use-form.ts';
import { showToast } from '../../../lib/notify.ts';
import { SubmitButton } from '../../../components/submit-button.tsx';

/** A new password; every other signed-in device is signed out by the server. */
export function ChangePasswordScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const form = useForm({ old_password: '', password: '', password_confirm: '' });
  const { values, errors } = form;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void form.submit(changePasswordBody, values, async (body) => {
      await changePassword(body);
      showToast(t('account.password_changed'));
      navigate('/account', { replace: true });
    });
  };

  return (
    <Page title={t('account.change_password')}>
      <form className="page-body" onSubmit={onSubmit} noValidate>
        <TextField
          id="password-old"
          label={t('account.old_password')}
          error={errors.old_password}
          type="password"
          autoComplete="current-password"
          value={values.old_password}
          onChange={(value) => form.set('old_password', value)}
        />
        <NewPasswordFields idPrefix="change" label={t('auth.new_password')} values={values} errors={errors} onChange={form.set} />
        <SubmitButton loading={form.submitting}>
          {t('common.save')}
        </SubmitButton>
      </form>
    </Page>
  );
}
