import { useTranslation } from 'react-i18next';
import { loadingStore } from '../lib/overlay.ts';
import { useStore } from '../lib/use-store.ts';

/** The dimmed full-screen overlay shown while calls are in flight (SPEC §4). */
export function LoadingOverlay() {
  const { t } = useTranslation();
  const pending = useStore(loadingStore);
  if (pending === 0) return null;
  return (
    <div className="loading-overlay" role="status" aria-label={t('common.loading')}>
      <span className="spinner is-light" aria-hidden="true" />
    </div>
  );
}
