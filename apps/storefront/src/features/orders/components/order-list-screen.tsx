import { useInfiniteQuery, type InfiniteData, type QueryKey, type UseInfiniteQueryOptions } from '@tanstack/react-query';
import { Fragment, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import InfiniteScroll from 'antd-mobile/es/components/infinite-scroll';
import PullToRefresh from 'antd-mobile/es/components/pull-to-refresh';
import Tabs from 'antd-mobile/es/components/tabs';
import { Page } from '../../../components/page.tsx';

type Row<P extends { list: unknown[] }> = P['list'][number];

interface OrderListScreenProps<P extends { list: unknown[] }, K extends QueryKey> {
  title: string;
  /** Every tab, "all" first; the key is what `query` and `empty` are given. */
  tabs: { key: string; title: string }[];
  /** The tab shown first (one of `tabs`' keys); "all" without it. */
  initialTab?: string;
  /** A tab's orders, a page at a time. */
  query: (tab: string) => UseInfiniteQueryOptions<P, Error, InfiniteData<P>, K, number>;
  rowKey: (row: Row<P>) => string;
  /** A row's list item. */
  renderRow: (row: Row<P>) => ReactNode;
  /** What a tab without orders shows. */
  empty: (tab: string) => ReactNode;
}

function OrderList<P extends { list: unknown[] }, K extends QueryKey>({ tab, query, rowKey, renderRow, empty }: Omit<OrderListScreenProps<P, K>, 'title' | 'tabs' | 'initialTab'> & { tab: string }) {
  const { t } = useTranslation();
  const pages = useInfiniteQuery(query(tab));
  const rows = pages.data?.pages.flatMap((page) => page.list) ?? [];
  return (
    <PullToRefresh
      onRefresh={async () => {
        await pages.refetch();
      }}
      pullingText={t('order.pull_to_refresh')}
      canReleaseText={t('order.release_to_refresh')}
      refreshingText={t('common.loading')}
      completeText={t('order.refreshed')}
    >
      {pages.data && rows.length === 0 ? (
        empty(tab)
      ) : (
        <ul className="plain-list">
          {rows.map((row) => (
            <Fragment key={rowKey(row)}>{renderRow(row)}</Fragment>
          ))}
        </ul>
      )}
      <InfiniteScroll hasMore={pages.hasNextPage} loadMore={async () => void (await pages.fetchNextPage())}>
        {pages.hasNextPage || pages.isPending ? t('common.loading') : rows.length > 0 ? t('order.no_more') : null}
      </InfiniteScroll>
    </PullToRefresh>
  );
}

/**
 * A screen of the buyer's orders under tabs (My orders by status, All orders by kind): pull to
 * refresh, more on scrolling down; each tab starts from its first page.
 */
export function OrderListScreen<P extends { list: unknown[] }, K extends QueryKey>({ title, tabs, initialTab, ...list }: OrderListScreenProps<P, K>) {
  const [tab, setTab] = useState<string>(() => (initialTab !== undefined && tabs.some(({ key }) => key === initialTab) ? initialTab : 'all'));
  return (
    <Page title={title} backTo="/mine">
      <Tabs activeKey={tab} onChange={setTab} className="order-tabs">
        {tabs.map(({ key, title: tabTitle }) => (
          <Tabs.Tab key={key} title={tabTitle} />
        ))}
      </Tabs>
      <OrderList key={tab} tab={tab} {...list} />
    </Page>
  );
}
