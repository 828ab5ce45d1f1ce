import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import GlobalOutline from 'antd-mobile-icons/es/GlobalOutline';
import PayCircleOutline from 'antd-mobile-icons/es/PayCircleOutline';
import { EntryList } from '../../components/entry-list.tsx';
import { CurrencyLabel } from '../../components/ltr.tsx';
import { useDocumentTitle } from '../../components/use-document-title.ts';
import { useLanguageName } from '../../components/use-language-name.ts';
import { useMoney } from '../../components/use-money.ts';
import { useUserInfo } from '../../components/use-user-info.ts';
import { sessionStore } from '../../lib/session.ts';
import { isolate } from '../../lib/bidi.ts';
import { useStore } from '../../lib/use-store.ts';

function AccountSummary() {
  const { t } = useTranslation();
  const { data: user } = useUserInfo();
  const money = useMoney();
  return (
    <section className="card" aria-labelledby="home-account">
      <h2 id="home-account">{user ? t('home.hello', { name: isolate(user.nickname) }) : t('common.loading')}</h2>
      <div className="stats">
        <div className="stat">
          <span className="stat-value">{user?.points ?? '–'}</span>
          <span className="stat-label">{t('mine.points')}</span>
        </div>
        <div className="stat">
          <span className="stat-value" data-testid="home-balance">
            {user ? <bdi>{money.format(user.balance)}</bdi> : '–'}
          </span>
          <span className="stat-label">{t('mine.balance')}</span>
        </div>
      </div>
      <p>
        <Link to="/mine">{t('home.open_account')}</Link>
      </p>
    </section>
  );
}

function JoinInvitation() {
  const { t } = useTranslation();
  return (
    <section className="card" aria-labelledby="home-join">
      <h2 id="home-join">{t('home.join_title')}</h2>
      <p>{t('home.join_text')}</p>
      <div className="button-row">
        <Link className="button-link" to="/login">
          {t('auth.sign_in')}
        </Link>
        <Link className="button-link is-primary" to="/register">
          {t('auth.register')}
        </Link>
      </div>
    </section>
  );
}

/** Home: a welcome, the account (or a way in), and the language and currency in use. */
export function HomeScreen() {
  const { t } = useTranslation();
  const { token } = useStore(sessionStore);
  const languageName = useLanguageName();
  const money = useMoney();
  useDocumentTitle(t('tab.home'));
  return (
    <>
      <header className="hero">
        <h1>{t('home.title')}</h1>
        <p>{t('home.subtitle')}</p>
      </header>
      {token ? <AccountSummary /> : <JoinInvitation />}
      <h2 className="section-title">{t('home.preferences')}</h2>
      <EntryList
        entries={[
          { label: t('common.language'), to: '/language', extra: languageName, icon: <GlobalOutline /> },
          { label: t('common.currency'), to: '/changecurrency', extra: <CurrencyLabel code={money.code} symbol={money.symbol} />, icon: <PayCircleOutline /> },
        ]}
      />
    </>
  );
}
