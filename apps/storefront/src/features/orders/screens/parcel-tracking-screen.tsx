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

type TrackedParcel = ParcelTracking['parcels'][number];

/** One parcel: its carrier and tracking number, what it holds (when the sub-order went out in several), and its carrier events, newest first. */
function ParcelCard({ parcel, index, several }: { parcel: TrackedParcel; index: number; several: boolean }) {
  const { t } = useTranslation();
  const titleId = `parcel-${parcel.parcel_id}-title`;
  return (
    <section className="card" aria-labelledby={titleId} data-testid="parcel">
      <h2 id={titleId}>{several ? t('tracking.parcel_no', { n: index + 1 }) : t('tracking.events')}</h2>
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
      {several && (
        <>
          <h3>{t('tracking.parcel_contents')}</h3>
          <ul className="plain-list">
            {parcel.lines.map((line) => (
              <li key={line.sku_id}>
                {line.name}
                {line.spec_text && ` · ${line.spec_text}`} × {line.qty}
              </li>
            ))}
          </ul>
          <h3>{t('tracking.events')}</h3>
        </>
      )}
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
  );
}

/** The sub-order's shipping source and state, then each of its parcels. */
function ParcelTimeline({ tracking }: { tracking: ParcelTracking }) {
  const { t } = useTranslation();
  const several = tracking.parcels.length > 1;
  const partly = tracking.status === 'pending_shipping';
  return (
    <>
      <section className="card" aria-label={sourceLabel(tracking.source, t)}>
        <h2>
          {sourceLabel(tracking.source, t)} <span className="order-status">{partly ? t('order.partially_shipped') : statusLabel(tracking.status)}</span>
        </h2>
      </section>
      {tracking.parcels.map((parcel, index) => (
        <ParcelCard key={parcel.parcel_id} parcel={parcel} index={index} several={several} />
      ))}
    </>
  );
}

/** Parcel tracking (`?order_no=&sub_order_no=`): each parcel of a sub-order with its carrier, tracking number, contents and carrier events, newest first. */
export function ParcelTrackingScreen() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const orderNo = params.get('order_no') ?? '';
  const subOrderNo = params.get('sub_order_no') ?? '';
  const { data: parcel, error } = useQuery({ ...parcelTrackingQuery(subOrderNo), enabled: subOrderNo !== '' });
  let body;
  if (error || subOrderNo === '') body = <OrderUnavailable error={error} />;
  else if (!parcel) body = <LoadingBlock />;
  else body = <ParcelTimeline tracking={parcel} />;
  return (
    <Page title={t('tracking.title')} backTo={orderNo ? orderDetailsPath('goods', orderNo) : '/myorders'}>
      {body}
    </Page>
  );
}
