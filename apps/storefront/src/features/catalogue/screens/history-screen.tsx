import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { deleteView } from '../api/delete-view.ts';
import { historyInfiniteQuery, historyKey } from '../api/get-saved-goods.ts';
import { SavedGoodsList } from '../components/saved-goods-list.tsx';
import { Page } from '../../../components/page.tsx';

/** Browsing history: the goods the customer looked at, most recent first; swipe one aside to forget it. */
export function HistoryScreen() {
  const { t } = useTranslation();
  return (
    <Page title={t('shop.history')}>
      <SavedGoodsList
        query={historyInfiniteQuery()}
        invalidate={historyKey}
        remove={deleteView}
        label={t('shop.history')}
        empty={
          <div className="empty-note">
            <p>{t('shop.history_empty')}</p>
            <Link className="button-link is-primary" to="/">
              {t('shop.go_shopping')}
            </Link>
          </div>
        }
      />
    </Page>
  );
}
