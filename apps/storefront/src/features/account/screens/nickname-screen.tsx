import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { nicknameField, z } from '@roamcart/contracts';
import { updateUserInfo } from '../api/update-user-info.ts';
import { Page } from '../../../components/page.tsx';
import { useGoBack } from '../../../components/use-go-back.ts';
import { TextField } from '../../../components/text-field.tsx';
import { useForm } from '../../../components/use-form.ts';
import { sessionStore } from '../../../lib/session.ts';
import { SubmitButton } from '../../../components/submit-button.tsx';
import { useAccountSaved } from '../components/use-account-saved.ts';

const nicknameBody = z.object({ nickname: nicknameField });

export function NicknameScreen() {
  const { t } = useTranslation();
  const accountSaved = useAccountSaved();
  const goBack = useGoBack();
  const form = useForm({ nickname: sessionStore.get().userInfo?.nickname ?? '' });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void form.submit(nicknameBody, form.values, async (body) => {
      await updateUserInfo(body);
      await accountSaved(t('common.saved'));
      goBack();
    });
  };

  return (
    <Page title={t('profile.nickname')}>
      <form className="page-body" onSubmit={onSubmit} noValidate>
        <TextField
          id="nickname"
          label={t('profile.nickname')}
          error={form.errors.nickname}
          hint={t('profile.nickname_hint')}
          autoComplete="nickname"
          maxLength={50}
          value={form.values.nickname}
          onChange={(value) => form.set('nickname', value)}
        />
        <SubmitButton loading={form.submitting}>
          {t('common.save')}
        </SubmitButton>
      </form>
    </Page>
  );
}
