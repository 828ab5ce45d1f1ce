import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Page } from '../components/page.tsx';

/** An address with no screen behind it (mistyped, or a part of the shop not built yet): say so, offer Home. */
export function NotFoundScreen() {
  const { t } = useTranslation();
  return (
    <Page title={t('not_found.title')}>
      <div className="empty-note">
        <p>{t('not_found.text')}</p>
        <Link className="button-link is-primary" to="/" replace>
          {t('not_found.home')}
        </Link>
      </div>
    </Page>
  );
}
