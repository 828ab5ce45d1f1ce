import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Countdown } from '../../../components/countdown.tsx';
import { LoadingBlock } from '../../../components/loading-block.tsx';
import { Page } from '../../../components/page.tsx';
import { useMoney } from '../../../components/use-money.ts';
import { sumAmounts } from '../../../lib/amounts.ts';
import { statusLabel } from '../lib/order-labels.ts';
import { OrderNoHead } from '../../../components/orders/order-parts.tsx';
import { OrderAmounts, OrderLines, sourceLabel } from '../components/goods-order-parts.tsx';
import { SharedDestination, SharedUnavailable, useSharedOrder } from '../components/shared-order-parts.tsx';
import '../order.css';

/**
 * Share order (`?token=`), open to anyone with the link: the goods and amounts, where it goes (the
 * city), each sub-order's state, and the way to pay the ones still unpaid.
 */
export function ShareOrderScreen() {
  const { t } = useTranslation();
  const money = useMoney();
  const { token, data: order, error, refetch } = useSharedOrder();
  let body;
  if (error || token === '') body = <SharedUnavailable error={error} />;
  else if (!order) body = <LoadingBlock />;
  else {
    const payable = order.sub_orders.filter((sub) => sub.payable);
    body = (
      <>
        <section className="card order-status-card">
          <p className="order-status-big" data-testid="order-status">
            {statusLabel(order.status)}
          </p>
          <p>{t('share.asked_to_pay')}</p>
          {order.status === 'pending_payment' && order.pay_deadline && (
            <p>
              {t('order.closes_in')} <Countdown deadline={order.pay_deadline} onEnd={() => void refetch()} />
            </p>
          )}
          <SharedDestination order={order} />
          <OrderNoHead orderNo={order.order_no} />
        </section>

        {order.sub_orders.map((sub) => (
          <section key={sub.sub_order_no} className="card order-sub" aria-label={sourceLabel(sub.source, t)} data-testid="shared-sub-order">
            <h2>
              {sourceLabel(sub.source, t)} <span className="order-status">{statusLabel(sub.status)}</span>
            </h2>
            <OrderLines lines={sub.lines} />
            {sub.payable && (
              <p className="order-card-total">
                {t('order.amount_due')} <bdi>{money.format(sumAmounts([sub.pay_amount], [sub.paid_amount]))}</bdi>
              </p>
            )}
          </section>
        ))}

        <section className="card" aria-label={t('order.totals')}>
          <OrderAmounts amounts={order} />
        </section>

        <div className="sticky-footer">
          {payable.length > 0 ? (
            <Link className="button-link is-primary" to={`/choosesuborder?token=${encodeURIComponent(token)}`}>
              {t('share.choose_to_pay')}
            </Link>
          ) : (
            <p className="empty-note" role="status">
              {t('share.nothing_to_pay')}
            </p>
          )}
        </div>
      </>
    );
  }
  return (
    <Page title={t('share.order_title')} backTo="/">
      {body}
    </Page>
  );
}
