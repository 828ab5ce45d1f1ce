import { useState } from 'react';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import InfiniteScroll from 'antd-mobile/es/components/infinite-scroll';
import PullToRefresh from 'antd-mobile/es/components/pull-to-refresh';
import Tabs from 'antd-mobile/es/components/tabs';
import type { OrderFeedRow } from '@roamcart/contracts';
import { orderFeedQuery, type OrderFeedType } from '../../api/hotels.ts';
import { Page } from '../../components/page.tsx';
import { useMoney } from '../../components/use-money.ts';
import { statusLabel } from '../order/order-labels.ts';
import { travelStatusLabel } from './travel-labels.ts';
import '../order/order.css';
import './travel.css';

/** Where each kind of order is followed. */
const DETAIL_PATHS: Record<OrderFeedType, string> = {
  goods: '/orderdetails',
  hotel: '/hotelorderdetail',
  ticket: '/ticketorderdetail',
};
const FEED_TYPES = Object.keys(DETAIL_PATHS) as OrderFeedType[];

function FeedRow({ row }: { row: OrderFeedRow }) {
  const { t, i18n } = useTranslation();
  const money = useMoney();
  const when = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' });
  return (
    <li className="card feed-row" data-testid="feed-row" aria-labelledby={`feed-${row.type}-${row.order_no}`}>
      <Link className="feed-row-link" to={`${DETAIL_PATHS[row.type]}?order_no=${row.order_no}`}>
        {row.image ? <img className="feed-row-image" src={row.image} alt="" width={64} height={64} loading="lazy" decoding="async" /> : <span className="feed-row-image" aria-hidden="true" />}
        <span className="feed-row-body">
          <span className="feed-row-head">
            <span className="feed-row-kind">{t(`orders_feed.type.${row.type}`)}</span>
            <span className="order-status">{row.type === 'goods' ? statusLabel(row.status) : travelStatusLabel(row.status)}</span>
          </span>
          <span className="feed-row-title" id={`feed-${row.type}-${row.order_no}`}>
            {row.title}
          </span>
          {row.subtitle && <span className="feed-row-subtitle">{row.subtitle}</span>}
          <span className="feed-row-foot">
            <time dateTime={row.created_at}>{when.format(new Date(row.created_at))}</time>
            <bdi className="feed-row-amount">{money.format(row.pay_amount)}</bdi>
          </span>
        </span>
      </Link>
    </li>
  );
}

function Feed({ type }: { type: OrderFeedType | undefined }) {
  const { t } = useTranslation();
  const query = useInfiniteQuery(orderFeedQuery(type));
  const rows = query.data?.pages.flatMap((page) => page.list) ?? [];
  return (
    <PullToRefresh
      onRefresh={async () => {
        await query.refetch();
      }}
      pullingText={t('order.pull_to_refresh')}
      canReleaseText={t('order.release_to_refresh')}
      refreshingText={t('common.loading')}
      completeText={t('order.refreshed')}
    >
      {query.data && rows.length === 0 ? (
        <div className="empty-note" role="status">
          <p>{t('order.none')}</p>
          <Link className="button-link is-primary" to={type === 'hotel' ? '/hotelhome' : type === 'ticket' ? '/ticketshome' : '/'}>
            {t(type === 'hotel' ? 'hotel.find_hotel' : type === 'ticket' ? 'flight.find_flight' : 'cart.go_shopping')}
          </Link>
        </div>
      ) : (
        <ul className="plain-list">
          {rows.map((row) => (
            <FeedRow key={`${row.type}-${row.order_no}`} row={row} />
          ))}
        </ul>
      )}
      <InfiniteScroll hasMore={query.hasNextPage} loadMore={async () => void (await query.fetchNextPage())}>
        {query.hasNextPage || query.isPending ? t('common.loading') : rows.length > 0 ? t('order.no_more') : null}
      </InfiniteScroll>
    </PullToRefresh>
  );
}

/** All orders: goods, hotel bookings and flight tickets together, newest first, or one kind's; each opens its own details. */
export function AllOrdersScreen() {
  const { t } = useTranslation();
  const [tab, setTab] = useState<string>('all');
  return (
    <Page title={t('orders_feed.title')} backTo="/mine">
      <Tabs activeKey={tab} onChange={setTab} className="order-tabs">
        <Tabs.Tab key="all" title={t('order.all')} />
        {FEED_TYPES.map((type) => (
          <Tabs.Tab key={type} title={t(`orders_feed.type.${type}`)} />
        ))}
      </Tabs>
      <Feed key={tab} type={tab === 'all' ? undefined : (tab as OrderFeedType)} />
    </Page>
  );
}
