import { useTranslation } from 'react-i18next';
import { EntryList } from '../../components/entry-list.tsx';
import { Page } from '../../components/page.tsx';
import { useUserInfo } from '../../components/use-user-info.ts';

/** Account and security: email and its state, phone, password, closing the account. */
export function AccountScreen() {
  const { t } = useTranslation();
  const { data: user } = useUserInfo();
  const emailState = user ? t(user.email_verified ? 'account.verified' : 'account.unverified') : '';
  return (
    <Page title={t('mine.account_security')}>
      <EntryList
        entries={[
          { label: t('account.email'), to: '/email', extra: user ? `${user.email} · ${emailState}` : undefined },
          { label: t('account.phone'), to: '/phone', extra: user ? user.mobile || t('profile.not_set') : undefined },
          { label: t('account.change_password'), to: '/changepassword' },
          { label: t('account.delete_account'), to: '/deleteaccount' },
        ]}
      />
    </Page>
  );
}
