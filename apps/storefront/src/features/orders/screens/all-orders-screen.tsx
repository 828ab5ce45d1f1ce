import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { OrderFeedRow } from '@roamcart/contracts';
import { useMoney } from '../../../components/use-money.ts';
import { formatPlaceTime } from '../../../lib/local-times.ts';
import { orderDetailsPath } from '../../../lib/paths.ts';
import { travelStatusLabel } from '../../../lib/travel-labels.ts';
import { orderFeedQuery, type OrderFeedType } from '../api/order-feed.ts';
import { OrderListScreen } from '../components/order-list-screen.tsx';
import { statusLabel } from '../lib/order-labels.ts';
import { formatFullDay } from '../../../lib/dates.ts';
import '../order.css';
import '../order-feed.css';

const FEED_TYPES: OrderFeedType[] = ['goods', 'hotel', 'ticket'];

function FeedRow({ row }: { row: OrderFeedRow }) {
  const { t, i18n } = useTranslation();
  const money = useMoney();
  return (
    <li className="card feed-row" data-testid="feed-row" aria-labelledby={`feed-${row.type}-${row.order_no}`}>
      <Link className="feed-row-link" to={orderDetailsPath(row.type, row.order_no)}>
        {row.image ? <img className="feed-row-image" src={row.image} alt="" width={64} height={64} loading="lazy" decoding="async" /> : <span className="feed-row-image" aria-hidden="true" />}
        <span className="feed-row-body">
          <span className="feed-row-head">
            <span className="feed-row-kind">
              {t(`orders_feed.type.${row.type}`)}
              {row.trip && row.trip !== 'one_way' && ` · ${t(`flight.trip_kind.${row.trip}`)}`}
            </span>
            <span className="order-status">{row.type === 'goods' ? statusLabel(row.status) : travelStatusLabel(row.status)}</span>
          </span>
          <span className="feed-row-title" id={`feed-${row.type}-${row.order_no}`}>
            {row.title}
          </span>
          {row.subtitle && <span className="feed-row-subtitle">{row.subtitle}</span>}
          {row.departs_at && (
            <span className="feed-row-subtitle" data-testid="feed-row-departs">
              {t('flight.departs')} <bdi dir="ltr">{formatPlaceTime(row.departs_at)}</bdi>
            </span>
          )}
          <span className="feed-row-foot">
            <time dateTime={row.created_at}>{formatFullDay(row.created_at, i18n.language)}</time>
            <bdi className="feed-row-amount">{money.format(row.pay_amount)}</bdi>
          </span>
        </span>
      </Link>
    </li>
  );
}

/** All orders: goods, hotel bookings and flight tickets together, newest first, or one kind's; each opens its own details. */
export function AllOrdersScreen() {
  const { t } = useTranslation();
  return (
    <OrderListScreen
      title={t('orders_feed.title')}
      tabs={[{ key: 'all', title: t('order.all') }, ...FEED_TYPES.map((type) => ({ key: type, title: t(`orders_feed.type.${type}`) }))]}
      query={(tab) => orderFeedQuery(tab === 'all' ? undefined : (tab as OrderFeedType))}
      rowKey={(row) => `${row.type}-${row.order_no}`}
      renderRow={(row) => <FeedRow row={row} />}
      empty={(tab) => (
        <div className="empty-note" role="status">
          <p>{t('order.none')}</p>
          <Link className="button-link is-primary" to={tab === 'hotel' ? '/hotelhome' : tab === 'ticket' ? '/ticketshome' : '/'}>
            {t(tab === 'hotel' ? 'hotel.find_hotel' : tab === 'ticket' ? 'flight.find_flight' : 'cart.go_shopping')}
          </Link>
        </div>
      )}
    />
  );
}
