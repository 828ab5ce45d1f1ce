import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import InfiniteScroll from 'antd-mobile/es/components/infinite-scroll';
import type { GoodsCard as GoodsCardData } from '@roamcart/contracts';
import { useScreenActive } from '../../../lib/screen-active.ts';
import { GoodsGrid, GoodsGridSkeleton } from '../../../components/goods/goods-grid.tsx';

/** What sits under the list: loading the next page, a retry after a failure, or the end. */
function ListEnd({ hasMore, failed, retry }: { hasMore: boolean; failed: boolean; retry: () => void }) {
  const { t } = useTranslation();
  if (!hasMore) return <span>{t('shop.no_more')}</span>;
  if (failed) {
    return (
      <span>
        {t('shop.load_failed')}{' '}
        <button type="button" className="text-button" onClick={retry}>
          {t('shop.retry')}
        </button>
      </span>
    );
  }
  return <span role="status">{t('common.loading')}</span>;
}

interface InfiniteGoodsProps<T extends GoodsCardData> {
  /** The loaded goods, or undefined while the first page is on its way. */
  goods: T[] | undefined;
  failed: boolean;
  hasMore: boolean;
  loadMore: () => Promise<unknown>;
  /** Shown when the list is loaded and empty. */
  empty: ReactNode;
  label?: string;
  renderItem?: (goods: T, formatPrice: (amount: string) => string) => ReactNode;
}

/** A goods list that loads the next page as the customer nears its end; skeletons before the first. */
export function InfiniteGoods<T extends GoodsCardData>({ goods, failed, hasMore, loadMore, empty, label, renderItem }: InfiniteGoodsProps<T>) {
  const { t } = useTranslation();
  // A screen kept alive while hidden must not load pages as the screen on display scrolls.
  const active = useScreenActive();
  if (!goods) return failed ? <p className="empty-note">{t('common.load_failed')}</p> : <GoodsGridSkeleton />;
  if (goods.length === 0) return <>{empty}</>;
  return (
    <>
      <GoodsGrid goods={goods} label={label} renderItem={renderItem} />
      {active && (
        <InfiniteScroll
          className="goods-list-end"
          hasMore={hasMore}
          loadMore={async () => {
            await loadMore();
          }}
        >
          {(more, loadFailed, retry) => <ListEnd hasMore={more} failed={loadFailed} retry={retry} />}
        </InfiniteScroll>
      )}
    </>
  );
}
