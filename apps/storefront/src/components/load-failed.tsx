import { useTranslation } from 'react-i18next';

/** What a screen shows when its data did not load: the reason, and a button to try again. */
export function LoadFailed({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <div className="empty-note" role="alert">
      <p>{t('common.load_failed')}</p>
      <button type="button" className="button-link is-primary" onClick={onRetry}>
        {t('common.reload')}
      </button>
    </div>
  );
}
