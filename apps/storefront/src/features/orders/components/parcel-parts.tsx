import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { ReturnAddressView, ShipmentEventView } from '@roamcart/contracts';
import { formatMoment } from '../../../lib/dates.ts';
import { countryNamesQuery } from '../../../lib/country-names.ts';

/** The tracking number, as a link to the carrier's own page when its address is known (opened apart from the shop). */
export function TrackingNumber({ trackingNo, url }: { trackingNo: string; url: string | null }) {
  const { t } = useTranslation();
  const number = (
    <bdi dir="ltr" data-testid="order-tracking">
      {trackingNo}
    </bdi>
  );
  if (!url) return number;
  return (
    <a href={url} target="_blank" rel="noopener noreferrer" aria-label={t('tracking.carrier_page', { no: trackingNo })}>
      {number}
    </a>
  );
}

/** A carrier event: what happened, where, and when in the customer's own time. */
export function ShipmentEventText({ event }: { event: ShipmentEventView }) {
  const { t, i18n } = useTranslation();
  return (
    <>
      <p className="order-timeline-move">
        {t(`tracking.status.${event.status}`)}
        {event.location && (
          <>
            {' · '}
            <bdi>{event.location}</bdi>
          </>
        )}
      </p>
      <p className="order-timeline-meta">
        <time dateTime={event.occurred_at}>{formatMoment(event.occurred_at, i18n.language)}</time>
      </p>
      {event.description && <p className="order-timeline-remark">{event.description}</p>}
    </>
  );
}

/** Where returned goods go back to, one line each as the parcel is addressed. */
export function ReturnAddressLines({ address }: { address: ReturnAddressView }) {
  const { i18n } = useTranslation();
  const { data: names } = useQuery(countryNamesQuery(i18n.language));
  return (
    <address className="return-address" data-testid="return-address">
      <span>
        {address.name} <bdi dir="ltr">{address.phone}</bdi>
      </span>
      <span>{address.line1}</span>
      {address.line2 && <span>{address.line2}</span>}
      <span>{names?.name(address.country) ?? address.country}</span>
    </address>
  );
}
