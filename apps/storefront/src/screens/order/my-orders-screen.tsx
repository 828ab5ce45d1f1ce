import { useInfiniteQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import InfiniteScroll from 'antd-mobile/es/components/infinite-scroll';
import PullToRefresh from 'antd-mobile/es/components/pull-to-refresh';
import Tabs from 'antd-mobile/es/components/tabs';
import type { GoodsOrderStatus, OrderSummary } from '@roamcart/contracts';
import { orderListQuery } from '../../api/orders.ts';
import { Page } from '../../components/page.tsx';
import { useMoney } from '../../components/use-money.ts';
import { OrderActionButtons } from './order-actions.tsx';
import { statusLabel } from './order-labels.ts';
import { OrderLines } from './order-parts.tsx';
import './order.css';

/** The tabs of My orders: everything, then the states a buyer follows an order through. */
const TABS: (GoodsOrderStatus | 'all')[] = ['all', 'pending_payment', 'pending_shipping', 'shipped', 'received', 'completed', 'cancelled', 'closed'];

function OrderCard({ order }: { order: OrderSummary }) {
  const { t } = useTranslation();
  const money = useMoney();
  const lines = order.sub_orders.flatMap((sub) => sub.lines);
  const units = lines.reduce((sum, line) => sum + line.qty, 0);
  return (
    <li className="card order-card" data-testid="order-card" aria-labelledby={`order-${order.order_no}`}>
      <Link className="order-card-link" to={`/orderdetails?order_no=${order.order_no}`}>
        <p className="order-card-head" id={`order-${order.order_no}`}>
          <span>
            {t('order.order_no')} <bdi dir="ltr">{order.order_no}</bdi>
          </span>
          <span className="order-status">{statusLabel(order.status)}</span>
        </p>
        <OrderLines lines={lines} />
        <p className="order-card-total">
          {t('order.units', { count: units })} · {t('order.amount_due')} <bdi>{money.format(order.pay_amount)}</bdi>
        </p>
      </Link>
      <OrderActionButtons orderNo={order.order_no} status={order.status} />
    </li>
  );
}

function OrderList({ status }: { status: GoodsOrderStatus | undefined }) {
  const { t } = useTranslation();
  const query = useInfiniteQuery(orderListQuery(status));
  const orders = query.data?.pages.flatMap((page) => page.list) ?? [];
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
      {query.data && orders.length === 0 ? (
        <div className="empty-note">
          <p>{t('order.none')}</p>
          <Link className="button-link is-primary" to="/">
            {t('cart.go_shopping')}
          </Link>
        </div>
      ) : (
        <ul className="plain-list">
          {orders.map((order) => (
            <OrderCard key={order.order_no} order={order} />
          ))}
        </ul>
      )}
      <InfiniteScroll hasMore={query.hasNextPage} loadMore={async () => void (await query.fetchNextPage())}>
        {query.hasNextPage || query.isPending ? t('common.loading') : orders.length > 0 ? t('order.no_more') : null}
      </InfiniteScroll>
    </PullToRefresh>
  );
}

/** My orders: one tab per status, pull to refresh, more on scrolling down. */
export function MyOrdersScreen() {
  const { t } = useTranslation();
  const [tab, setTab] = useState<string>('all');
  return (
    <Page title={t('order.my_orders')} backTo="/mine">
      <Tabs activeKey={tab} onChange={setTab} className="order-tabs">
        {TABS.map((status) => (
          <Tabs.Tab key={status} title={status === 'all' ? t('order.all') : statusLabel(status)} />
        ))}
      </Tabs>
      <OrderList key={tab} status={tab === 'all' ? undefined : (tab as GoodsOrderStatus)} />
    </Page>
  );
}
