import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import type { SharedOrder } from '@roamcart/contracts';
import { ApiError } from '../../../api/client.ts';
import { sharedOrderQuery } from '../../../api/order-details.ts';
import { countryNamesQuery } from '../../../lib/country-names.ts';

export type SharedSubOrder = SharedOrder['sub_orders'][number];

/** The share link's token (`?token=`) and the order it names. */
export function useSharedOrder() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const query = useQuery({ ...sharedOrderQuery(token), enabled: token !== '' });
  return { token, ...query };
}

/** Where a shared order goes, no closer than the city. */
export function SharedDestination({ order }: { order: SharedOrder }) {
  const { t, i18n } = useTranslation();
  const { data: names } = useQuery(countryNamesQuery(i18n.language));
  const place = [order.city, names?.name(order.country) ?? order.country].filter(Boolean).join(', ');
  return <p data-testid="shared-destination">{t('share.ships_to', { place })}</p>;
}

/** A link that names no order (unknown, or deleted since), or that could not be loaded: why, and the way Home. */
export function SharedUnavailable({ error }: { error: unknown }) {
  const { t } = useTranslation();
  return (
    <div className="empty-note" role="alert">
      <p>{error instanceof ApiError ? error.message : t(error ? 'common.load_failed' : 'share.no_link')}</p>
      <Link className="button-link is-primary" to="/" replace>
        {t('not_found.home')}
      </Link>
    </div>
  );
}
