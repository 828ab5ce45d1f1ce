import type { ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { GENDERS, UPLOAD_IMAGE_MAX_BYTES, UPLOAD_IMAGE_TYPES } from '@roamcart/contracts';
import { updateUserInfo, type ProfileChanges } from '../api/update-user-info.ts';
import { uploadImage } from '../../../api/upload-image.ts';
import { Avatar } from '../../../components/avatar.tsx';
import { DateInput } from '../../../components/date-input.tsx';
import { EntryList } from '../../../components/entry-list.tsx';
import { FormField } from '../../../components/form-field.tsx';
import { Page } from '../../../components/page.tsx';
import { useUserInfo } from '../../../components/use-user-info.ts';
import { showToast } from '../../../lib/notify.ts';
import { useAccountSaved } from '../components/use-account-saved.ts';

const EARLIEST_BIRTHDAY = '1900-01-01';

function today(): string {
  const now = new Date();
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** Avatar, nickname, gender and birthday; each change is saved at once. */
export function EditProfileScreen() {
  const { t } = useTranslation();
  const accountSaved = useAccountSaved();
  const { data: user } = useUserInfo();

  const save = async (changes: ProfileChanges) => {
    await updateUserInfo(changes);
    await accountSaved(t('common.saved'));
  };

  const onAvatarChosen = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    if (!(UPLOAD_IMAGE_TYPES as readonly string[]).includes(file.type)) return showToast(t('validation.file_type'));
    if (file.size > UPLOAD_IMAGE_MAX_BYTES) return showToast(t('validation.file_size'));
    const { url } = await uploadImage(file);
    await save({ avatar: url });
  };

  return (
    <Page title={t('profile.title')}>
      <div className="card">
        <label className="avatar-button">
          <Avatar src={user?.avatar} />
          <span className="button-link">{t('profile.change_avatar')}</span>
          <input
            className="visually-hidden"
            type="file"
            accept={UPLOAD_IMAGE_TYPES.join(',')}
            onChange={(event) => void onAvatarChosen(event).catch(() => undefined)}
          />
        </label>
      </div>
      <EntryList entries={[{ label: t('profile.nickname'), to: '/nickname', extra: user?.nickname }]} />
      {user && (
        <fieldset className="card choice-group">
          <legend>{t('profile.gender')}</legend>
          {GENDERS.map((gender) => (
            <label key={gender} className="choice">
              <input
                type="radio"
                name="gender"
                value={gender}
                checked={user.gender === gender}
                onChange={() => void save({ gender }).catch(() => undefined)}
              />
              <span>{t(`profile.gender_${gender}`)}</span>
            </label>
          ))}
        </fieldset>
      )}
      {user && (
        <div className="card">
          <FormField id="profile-birthday" label={t('profile.birthday')}>
            <DateInput
              id="profile-birthday"
              value={user.birthday ?? ''}
              empty={t('profile.not_set')}
              min={EARLIEST_BIRTHDAY}
              max={today()}
              onChange={(birthday) => {
                if (birthday) void save({ birthday }).catch(() => undefined);
              }}
            />
          </FormField>
        </div>
      )}
    </Page>
  );
}
