import { useTranslation } from 'react-i18next';
import { flushSync } from 'react-dom';
import { useNavigate } from 'react-router-dom';
import Button from 'antd-mobile/es/components/button';
import { logoutUser } from '../api/logout-user.ts';
import { EntryList } from '../../../components/entry-list.tsx';
import { CurrencyLabel } from '../../../components/ltr.tsx';
import { Page } from '../../../components/page.tsx';
import { useLanguageName } from '../components/use-language-name.ts';
import { useMoney } from '../../../components/use-money.ts';
import { showToast } from '../../../lib/notify.ts';
import { clearSession } from '../../../lib/session.ts';

export function SettingScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const languageName = useLanguageName();
  const money = useMoney();

  const logOut = async () => {
    // The session ends here whatever the server says; a failed call was already shown.
    await logoutUser().catch(() => undefined);
    // Leave this signed-in screen before the session ends (flushSync: the router's update would
    // otherwise render after the session's), so its login guard does not send us to /login.
    flushSync(() => navigate('/', { replace: true }));
    clearSession();
    showToast(t('setting.logged_out'));
  };

  return (
    <Page title={t('setting.title')}>
      <EntryList
        entries={[
          { label: t('mine.edit_profile'), to: '/editprofile' },
          { label: t('mine.account_security'), to: '/account' },
          { label: t('mine.addresses'), to: '/myaddress' },
          { label: t('common.language'), to: '/language', extra: languageName },
          { label: t('common.currency'), to: '/changecurrency', extra: <CurrencyLabel code={money.code} symbol={money.symbol} /> },
        ]}
      />
      <EntryList
        entries={[
          { label: t('article.return_policy'), to: '/returnpolicy' },
          { label: t('article.privacy'), to: '/privacy' },
          { label: t('article.conditions'), to: '/condition' },
        ]}
      />
      <div className="page-body">
        <Button block size="large" onClick={() => void logOut()}>
          {t('setting.log_out')}
        </Button>
      </div>
    </Page>
  );
}
