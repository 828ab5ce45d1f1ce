import { useTranslation } from 'react-i18next';
import { EntryList } from '../../../components/entry-list.tsx';
import { Ltr } from '../../../components/ltr.tsx';
import { Page } from '../../../components/page.tsx';
import { useUserInfo } from '../../../components/use-user-info.ts';

/** Account and security: email and its state, phone, password, closing the account. */
export function AccountScreen() {
  const { t } = useTranslation();
  const { data: user } = useUserInfo();
  const email = user && (
    <>
      <Ltr>{user.email}</Ltr> · {t(user.email_verified ? 'account.verified' : 'account.unverified')}
    </>
  );
  const phone = user && (user.mobile ? <Ltr>{user.mobile}</Ltr> : t('profile.not_set'));
  return (
    <Page title={t('mine.account_security')}>
      <EntryList
        entries={[
          { label: t('account.email'), to: '/email', extra: email || undefined },
          { label: t('account.phone'), to: '/phone', extra: phone || undefined },
          { label: t('account.change_password'), to: '/changepassword' },
          { label: t('account.delete_account'), to: '/deleteaccount' },
        ]}
      />
    </Page>
  );
}
