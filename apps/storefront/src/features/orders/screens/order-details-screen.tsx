import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import type { OrderDetail } from '@roamcart/contracts';
import { orderDetailQuery } from '../../../api/order-details.ts';
import { Countdown } from '../../../components/countdown.tsx';
import { LoadingBlock } from '../../../components/loading-block.tsx';
import { MayAlsoLike } from '../../../components/goods/may-also-like.tsx';
import { Page } from '../../../components/page.tsx';
import { OrderActionButtons } from '../components/order-actions.tsx';
import { statusLabel } from '../lib/order-labels.ts';
import { OrderNoHead, OrderUnavailable } from '../../../components/orders/order-parts.tsx';
import { formatMoment } from '../../../lib/dates.ts';
import { AddressLines, OrderAmounts, OrderLines, sourceLabel } from '../components/goods-order-parts.tsx';
import { ShareOrderButton } from '../components/share-order-button.tsx';
import { SubOrderAfterSale } from '../components/sub-order-after-sale.tsx';
import { ShipmentEventText, TrackingNumber } from '../components/parcel-parts.tsx';
import '../order.css';

/**
 * The order's timeline in the customer's words, newest first: one entry per thing they care about
 * (ordered, paid, shipped, received, refunds, cancelled), as the server lists it; a sub-order named
 * by where it ships from when only it moved. The back office keeps every internal move.
 */
function Timeline({ order }: { order: OrderDetail }) {
  const { t, i18n } = useTranslation();
  const subSource = (no: string | null) => order.sub_orders.find((sub) => sub.sub_order_no === no)?.source;
  return (
    <ol className="plain-list order-timeline" data-testid="order-timeline">
      {[...order.timeline].reverse().map((entry) => {
        const source = subSource(entry.sub_order_no);
        return (
          <li key={`${entry.event}-${entry.at}-${entry.sub_order_no ?? ''}`}>
            <p className="order-timeline-move">
              {source && `${sourceLabel(source, t)}: `}
              {t(`order.timeline_event.${entry.event}`)}
            </p>
            <p className="order-timeline-meta">
              <time dateTime={entry.at}>{formatMoment(entry.at, i18n.language)}</time>
            </p>
            {entry.note && <p className="order-timeline-remark">{entry.note}</p>}
          </li>
        );
      })}
    </ol>
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
            {sourceLabel(sub.source, t)}{' '}
            <span className="order-status">{sub.status === 'pending_shipping' && sub.parcels.length > 0 ? t('order.partially_shipped') : statusLabel(sub.status)}</span>
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
                  <TrackingNumber trackingNo={sub.tracking_no} url={sub.tracking_url} />
                </dd>
              </div>
            </dl>
          )}
          {sub.tracking_no && (
            <div className="order-parcel" data-testid="parcel-latest">
              {sub.latest_event ? (
                <div className="order-timeline">
                  <ShipmentEventText event={sub.latest_event} />
                </div>
              ) : (
                <p className="order-timeline-meta">{t('tracking.no_events')}</p>
              )}
              <Link className="text-button" to={`/ordertracking?order_no=${order.order_no}&sub_order_no=${sub.sub_order_no}`}>
                {t('tracking.open')}
              </Link>
            </div>
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

      {order.status === 'completed' && <MayAlsoLike about={{ order_no: order.order_no }} />}

      <div className="sticky-footer">
        <OrderActionButtons orderNo={order.order_no} status={order.status} onDeleted={() => navigate('/myorders', { replace: true })} />
      </div>
    </>
  );
}

/** Order details (`?order_no=`): status and what follows from it, the parcel, the amounts, the history; once completed, goods to buy next. */
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
