import { useTranslation } from 'react-i18next';

/** A spinner in place of content that is on its way, announced as loading. */
export function LoadingBlock() {
  const { t } = useTranslation();
  return (
    <div className="screen-loading" role="status" aria-label={t('common.loading')}>
      <span className="spinner" aria-hidden="true" />
    </div>
  );
}
