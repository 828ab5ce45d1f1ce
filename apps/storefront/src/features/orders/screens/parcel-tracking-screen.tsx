import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import type { ParcelTracking } from '@roamcart/contracts';
import { LoadingBlock } from '../../../components/loading-block.tsx';
import { Page } from '../../../components/page.tsx';
import { OrderUnavailable } from '../../../components/orders/order-parts.tsx';
import { orderDetailsPath } from '../../../lib/paths.ts';
import { parcelTrackingQuery } from '../api/parcel-tracking.ts';
import { ShipmentEventText, TrackingNumber } from '../components/parcel-parts.tsx';
import { sourceLabel } from '../components/goods-order-parts.tsx';
import { statusLabel } from '../lib/order-labels.ts';
import '../order.css';

function ParcelTimeline({ parcel }: { parcel: ParcelTracking }) {
  const { t } = useTranslation();
  return (
    <>
      <section className="card" aria-label={sourceLabel(parcel.source, t)}>
        <h2>
          {sourceLabel(parcel.source, t)} <span className="order-status">{statusLabel(parcel.status)}</span>
        </h2>
        <dl className="order-amounts">
          <div>
            <dt>{t('order.logistics_company')}</dt>
            <dd>{parcel.logistics_company}</dd>
          </div>
          <div>
            <dt>{t('order.tracking_no')}</dt>
            <dd>
              <TrackingNumber trackingNo={parcel.tracking_no} url={parcel.tracking_url} />
            </dd>
          </div>
        </dl>
      </section>
      <section className="card" aria-labelledby="parcel-events-title">
        <h2 id="parcel-events-title">{t('tracking.events')}</h2>
        {parcel.events.length === 0 ? (
          <p className="empty-note" role="status">
            {t('tracking.no_events')}
          </p>
        ) : (
          <ol className="plain-list order-timeline" data-testid="parcel-events">
            {parcel.events.map((event) => (
              <li key={event.id} data-testid="parcel-event">
                <ShipmentEventText event={event} />
              </li>
            ))}
          </ol>
        )}
      </section>
    </>
  );
}

/** Parcel tracking (`?order_no=&sub_order_no=`): a shipped parcel's carrier, tracking number and every carrier event, newest first. */
export function ParcelTrackingScreen() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const orderNo = params.get('order_no') ?? '';
  const subOrderNo = params.get('sub_order_no') ?? '';
  const { data: parcel, error } = useQuery({ ...parcelTrackingQuery(subOrderNo), enabled: subOrderNo !== '' });
  let body;
  if (error || subOrderNo === '') body = <OrderUnavailable error={error} />;
  else if (!parcel) body = <LoadingBlock />;
  else body = <ParcelTimeline parcel={parcel} />;
  return (
    <Page title={t('tracking.title')} backTo={orderNo ? orderDetailsPath('goods', orderNo) : '/myorders'}>
      {body}
    </Page>
  );
}
