import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import type { HotelOrderDetail } from '@roamcart/contracts';
import { hotelOrderDetailQuery } from '../../../api/order-details.ts';
import { downloadHotelCalendar, downloadHotelVoucher } from '../../../api/travel-documents.ts';
import { Page } from '../../../components/page.tsx';
import { useMoney } from '../../../components/use-money.ts';
import { TravelDocuments } from '../../../components/travel/travel-documents.tsx';
import { TravelOrderFooter, TravelRating } from '../../../components/travel/travel-order-actions.tsx';
import { TravelContactLine, TravelOrderBody, TravelPaidAmounts, TravelStatusCard, TravelTimeline } from '../../../components/travel/travel-order-parts.tsx';
import { boardLabel } from '../lib/hotel-labels.ts';
import { HOTEL_ORDER_KIND } from '../lib/hotel-order-kind.ts';
import { CancellationSteps, NightPrice } from '../components/room-offer.tsx';
import { formatDay } from '../../../lib/dates.ts';
import '../../../components/orders/order.css';
import '../hotel.css';

function HotelOrderView({ order, onExpired }: { order: HotelOrderDetail; onExpired: () => void }) {
  const { t, i18n } = useTranslation();
  const money = useMoney();
  const guests = order.adults + order.children;

  return (
    <>
      <TravelStatusCard kind={HOTEL_ORDER_KIND} order={order} onExpired={onExpired}>
        {order.confirmation_no && (
          <p>
            {t('hotel.confirmation_no')} <bdi dir="ltr" data-testid="hotel-confirmation">{order.confirmation_no}</bdi>
          </p>
        )}
      </TravelStatusCard>

      <TravelDocuments
        status={order.status}
        pdfLabel={t('document.download_voucher')}
        onPdf={() => downloadHotelVoucher(order.order_no)}
        onCalendar={() => downloadHotelCalendar(order.order_no)}
      />

      <section className="card" aria-labelledby="hotel-order-stay">
        <h2 id="hotel-order-stay">
          <Link to={`/hoteldetails?id=${order.hotel_id}`}>{order.hotel_name}</Link>
        </h2>
        <p className="hotel-address">{order.address}</p>
        <dl className="hotel-facts">
          <div>
            <dt>{t('hotel.room')}</dt>
            <dd>
              {order.room_type_name} · {order.rate_plan_name} · {boardLabel(order.board)}
            </dd>
          </div>
          <div>
            <dt>{t('hotel.check_in')}</dt>
            <dd>
              {formatDay(order.check_in, i18n.language)} · {t('hotel.from_time', { time: order.check_in_from })}
            </dd>
          </div>
          <div>
            <dt>{t('hotel.check_out')}</dt>
            <dd>
              {formatDay(order.check_out, i18n.language)} · {t('hotel.by_time', { time: order.check_out_by })}
            </dd>
          </div>
          <div>
            <dt>{t('hotel.occupancy')}</dt>
            <dd>
              {t('hotel.nights', { count: order.nights })} · {t('hotel.rooms_count', { count: order.rooms })} · {t('hotel.guests_count', { count: guests })}
              {order.child_ages.length > 0 && ` (${t('hotel.child_ages_list', { ages: order.child_ages.join(', ') })})`}
            </dd>
          </div>
        </dl>
      </section>

      <section className="card" aria-labelledby="hotel-order-guests">
        <h2 id="hotel-order-guests">{t('hotel.guests')}</h2>
        <ul className="plain-list hotel-guest-list">
          {order.guests.map((guest, index) => (
            <li key={index}>{guest.name}</li>
          ))}
        </ul>
        <TravelContactLine contact={order.contact} />
        {order.remark && (
          <p className="order-remark-shown">
            {t('order.remark')}: {order.remark}
          </p>
        )}
      </section>

      <section className="card" aria-labelledby="hotel-order-prices">
        <h2 id="hotel-order-prices">{t('hotel.nightly_prices')}</h2>
        <dl className="order-amounts">
          {order.nightly.map((night) => (
            <div key={night.date}>
              <dt>{formatDay(night.date, i18n.language)}</dt>
              <dd>
                <NightPrice price={money.format(night.price)} rooms={order.rooms} />
              </dd>
            </div>
          ))}
          <TravelPaidAmounts kind={HOTEL_ORDER_KIND} order={order} totalLabel={t('hotel.total')} />
        </dl>
      </section>

      <section className="card" aria-labelledby="hotel-order-cancellation">
        <h2 id="hotel-order-cancellation">{t('hotel.cancellation_policy')}</h2>
        <CancellationSteps steps={order.cancellation} />
      </section>

      <TravelRating kind={HOTEL_ORDER_KIND} order={order} />

      <TravelTimeline kind={HOTEL_ORDER_KIND} order={order} />

      <TravelOrderFooter kind={HOTEL_ORDER_KIND} order={order} />
    </>
  );
}

/** A booking (`?order_no=`): where it stands and what comes next, the stay, guests, prices, and its history. */
export function HotelOrderDetailScreen() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const orderNo = params.get('order_no') ?? '';
  const detail = useQuery({ ...hotelOrderDetailQuery(orderNo), enabled: orderNo !== '' });
  return (
    <Page title={t('hotel.order_title')} backTo="/order">
      <TravelOrderBody orderNo={orderNo} detail={detail}>
        {(order) => <HotelOrderView order={order} onExpired={() => void detail.refetch()} />}
      </TravelOrderBody>
    </Page>
  );
}
