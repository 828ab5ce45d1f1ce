import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import type { OrderDetail } from '@roamcart/contracts';
import { orderDetailQuery } from '../../../api/order-details.ts';
import { Countdown } from '../../../components/countdown.tsx';
import { LoadingBlock } from '../../../components/loading-block.tsx';
import { Page } from '../../../components/page.tsx';
import { OrderActionButtons } from '../components/order-actions.tsx';
import { statusLabel } from '../lib/order-labels.ts';
import { OrderMoves, OrderNoHead, OrderUnavailable } from '../../../components/orders/order-parts.tsx';
import { AddressLines, OrderAmounts, OrderLines, sourceLabel } from '../components/goods-order-parts.tsx';
import { ShareOrderButton } from '../components/share-order-button.tsx';
import { SubOrderAfterSale } from '../components/sub-order-after-sale.tsx';
import '../order.css';

/**
 * The order's moves, newest first: from which status to which, by whom, when, and why, down to
 * when it was placed. With several sub-orders each one's own moves are shown too, named by
 * where it ships from (one sub-order moves with its order, and would only say everything twice).
 */
function Timeline({ order }: { order: OrderDetail }) {
  const { t } = useTranslation();
  const several = order.sub_orders.length > 1;
  const moves = order.history.filter((move) => several || move.sub_order_no === null);
  const subSource = (no: string | null) => order.sub_orders.find((sub) => sub.sub_order_no === no)?.source;
  return (
    <OrderMoves
      testId="order-timeline"
      placed={statusLabel('')}
      createdAt={order.created_at}
      moves={moves.map((move) => {
        const source = subSource(move.sub_order_no);
        return {
          key: `${move.at}-${move.sub_order_no ?? ''}-${move.to}`,
          text: `${source ? `${sourceLabel(source, t)}: ` : ''}${t('order.moved', { from: statusLabel(move.from), to: statusLabel(move.to) })}`,
          by: move.by,
          at: move.at,
          remark: move.remark,
        };
      })}
    />
  );
}

function OrderDetailsView({ order, onExpired }: { order: OrderDetail; onExpired: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <>
      <section className="card order-status-card">
        <p className="order-status-big" data-testid="order-status">
          {statusLabel(order.status)}
        </p>
        {order.status === 'pending_payment' && order.pay_deadline && (
          <p>
            {t('order.closes_in')} <Countdown deadline={order.pay_deadline} onEnd={onExpired} />
          </p>
        )}
        <OrderNoHead orderNo={order.order_no}>{order.status === 'pending_payment' && <ShareOrderButton orderNo={order.order_no} />}</OrderNoHead>
      </section>

      <section className="card order-address" aria-label={t('order.address')}>
        <AddressLines address={order.address} />
      </section>

      {order.sub_orders.map((sub) => (
        <section key={sub.sub_order_no} className="card order-sub" aria-label={sourceLabel(sub.source, t)}>
          <h2>
            {sourceLabel(sub.source, t)} <span className="order-status">{statusLabel(sub.status)}</span>
          </h2>
          <OrderLines lines={sub.lines} />
          {sub.tracking_no && (
            <dl className="order-amounts order-tracking">
              <div>
                <dt>{t('order.logistics_company')}</dt>
                <dd data-testid="order-logistics">{sub.logistics_company}</dd>
              </div>
              <div>
                <dt>{t('order.tracking_no')}</dt>
                <dd>
                  <bdi dir="ltr" data-testid="order-tracking">
                    {sub.tracking_no}
                  </bdi>
                </dd>
              </div>
            </dl>
          )}
          <SubOrderAfterSale orderNo={order.order_no} sub={sub} refunds={order.refunds.filter((refund) => refund.sub_order_no === sub.sub_order_no)} />
        </section>
      ))}

      <section className="card" aria-label={t('order.totals')}>
        <OrderAmounts amounts={order} settlement={{ status: order.status, paid_amount: order.order.paid_amount, refunded_amount: order.refunded_amount }} />
        {order.remark && (
          <p className="order-remark-shown">
            {t('order.remark')}: {order.remark}
          </p>
        )}
      </section>

      <section className="card" aria-labelledby="order-timeline-title">
        <h2 id="order-timeline-title">{t('order.timeline')}</h2>
        <Timeline order={order} />
      </section>

      <div className="sticky-footer">
        <OrderActionButtons orderNo={order.order_no} status={order.status} onDeleted={() => navigate('/myorders', { replace: true })} />
      </div>
    </>
  );
}

/** Order details (`?order_no=`): status and what follows from it, the parcel, the amounts, the history. */
export function OrderDetailsScreen() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const orderNo = params.get('order_no') ?? '';
  const { data: order, error, refetch } = useQuery({ ...orderDetailQuery(orderNo), enabled: orderNo !== '' });
  let body;
  if (error || orderNo === '')
    body = <OrderUnavailable error={error} />;
  else if (!order) body = <LoadingBlock />;
  else body = <OrderDetailsView order={order} onExpired={() => void refetch()} />;
  return (
    <Page title={t('order.details_title')} backTo="/myorders">
      {body}
    </Page>
  );
}
