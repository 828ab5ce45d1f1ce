import type { FormEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import Button from 'antd-mobile/es/components/button';
import { nicknameField, z } from '@roamcart/contracts';
import { updateUserInfo } from '../../api/update-user-info.ts';
import { Page } from '../../components/page.tsx';
import { TextField } from '../../components/text-field.tsx';
import { useForm } from '../../components/use-form.ts';
import { showToast } from '../../lib/notify.ts';
import { sessionStore } from '../../lib/session.ts';

const nicknameBody = z.object({ nickname: nicknameField });

export function NicknameScreen() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const form = useForm({ nickname: sessionStore.get().userInfo?.nickname ?? '' });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void form.submit(nicknameBody, form.values, async (body) => {
      await updateUserInfo(body);
      await queryClient.invalidateQueries({ queryKey: ['user-info'] });
      showToast(t('common.saved'));
      navigate(-1);
    });
  };

  return (
    <Page title={t('profile.nickname')} backTo="/editprofile">
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
        <div className="form-actions">
          <Button type="submit" color="primary" size="large" block loading={form.submitting}>
            {t('common.save')}
          </Button>
        </div>
      </form>
    </Page>
  );
}
