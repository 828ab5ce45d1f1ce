import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import type { GoodsOrderStatus, OrderSummary } from '@roamcart/contracts';
import { useMoney } from '../../../components/use-money.ts';
import { orderDetailsPath } from '../../../lib/paths.ts';
import { orderListQuery } from '../api/orders.ts';
import { OrderActionButtons } from '../components/order-actions.tsx';
import { OrderListScreen } from '../components/order-list-screen.tsx';
import { OrderLines } from '../components/goods-order-parts.tsx';
import { statusLabel } from '../lib/order-labels.ts';
import '../order.css';

/** The tabs of My orders: everything, then the states a buyer follows an order through. */
const TABS: (GoodsOrderStatus | 'all')[] = ['all', 'pending_payment', 'pending_shipping', 'shipped', 'received', 'completed', 'cancelled', 'closed'];

function OrderCard({ order }: { order: OrderSummary }) {
  const { t } = useTranslation();
  const money = useMoney();
  const lines = order.sub_orders.flatMap((sub) => sub.lines);
  const units = lines.reduce((sum, line) => sum + line.qty, 0);
  return (
    <li className="card order-card" data-testid="order-card" aria-labelledby={`order-${order.order_no}`}>
      <Link className="order-card-link" to={orderDetailsPath('goods', order.order_no)}>
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

/** My orders (`?status=` opens that status's tab, as Me's shortcuts do): one tab per status, pull to refresh, more on scrolling down. */
export function MyOrdersScreen() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  return (
    <OrderListScreen
      title={t('order.my_orders')}
      initialTab={params.get('status') ?? undefined}
      tabs={TABS.map((status) => ({ key: status, title: status === 'all' ? t('order.all') : statusLabel(status) }))}
      query={(tab) => orderListQuery(tab === 'all' ? undefined : (tab as GoodsOrderStatus))}
      rowKey={(order) => order.order_no}
      renderRow={(order) => <OrderCard order={order} />}
      empty={() => (
        <div className="empty-note">
          <p>{t('order.none')}</p>
          <Link className="button-link is-primary" to="/">
            {t('cart.go_shopping')}
          </Link>
        </div>
      )}
    />
  );
}
