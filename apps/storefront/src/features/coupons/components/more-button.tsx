import { useTranslation } from 'react-i18next';

/** "Show more" under a list read a page at a time, while there is a next page. */
export function MoreButton({ query }: { query: { hasNextPage: boolean; isFetchingNextPage: boolean; fetchNextPage: () => Promise<unknown> } }) {
  const { t } = useTranslation();
  if (!query.hasNextPage) return null;
  return (
    <button type="button" className="button-link coupon-more" disabled={query.isFetchingNextPage} onClick={() => void query.fetchNextPage()}>
      {t('coupon.more')}
    </button>
  );
}
