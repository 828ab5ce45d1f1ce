import { useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { userInfoKey, userInfoQuery } from '../../api/get-user-info.ts';
import { hotelOrderDetailQuery, payHotelOrder, refreshHotelOrders } from '../../api/hotels.ts';
import { channelsQuery } from '../../api/payments.ts';
import { Countdown } from '../../components/countdown.tsx';
import { LoadingBlock } from '../../components/loading-block.tsx';
import { Page } from '../../components/page.tsx';
import { useMoney } from '../../components/use-money.ts';
import { useRefetchOnShow } from '../wallet/use-refetch-on-show.ts';
import { currencyStore } from '../../lib/preferences.ts';
import { useStore } from '../../lib/use-store.ts';
import { sumAmounts } from '../order/amounts.ts';
import { OrderUnavailable } from '../order/order-parts.tsx';
import { effectiveChoice, PayMethodPicker, payLabel, type PayChoice } from '../payment/pay-method.tsx';
import { OrderPaymentResult } from '../payment/payment-result.tsx';
import { usePayWithChoice } from '../payment/use-pay-with-choice.ts';
import { travelStatusLabel } from './hotel-labels.ts';
import './hotel.css';

/** Why a booking cannot be paid now, in words: it waits for the hotel desk's review, or it is past paying. */
function NotPayable({ orderNo, status }: { orderNo: string; status: string }) {
  const { t } = useTranslation();
  return (
    <div className="empty-note" role="status" data-testid="hotel-not-payable">
      <p className="hotel-state">{travelStatusLabel(status)}</p>
      <p>{t(status === 'ordered_pending_review' ? 'hotel.pay_after_review' : 'hotel.not_payable')}</p>
      <Link className="button-link is-primary" to={`/hotelorderdetail?order_no=${orderNo}`} replace>
        {t('order.view_order')}
      </Link>
    </div>
  );
}

function PayBooking({ orderNo }: { orderNo: string }) {
  const { t } = useTranslation();
  const money = useMoney();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { data: order, error, refetch } = useQuery({ ...hotelOrderDetailQuery(orderNo), enabled: orderNo !== '', refetchOnMount: 'always' });
  // The hotel desk moves bookings while the screen waits hidden in the cache.
  useRefetchOnShow(refetch);
  const currency = useStore(currencyStore);
  // The balance may have moved since it was last asked (a top-up, an adjustment): asked on every visit.
  const { data: user } = useQuery({ ...userInfoQuery(currency), refetchOnMount: 'always' });
  const { data: channels } = useQuery(channelsQuery('pay'));
  const [choice, setChoice] = useState<PayChoice | null>(null);
  const chosen = effectiveChoice(choice, true, channels);
  const pay = usePayWithChoice({
    subject: { hotel: orderNo },
    wallet: (key) => payHotelOrder(orderNo, 'wallet', key),
    channel: (channelId, key) => payHotelOrder(orderNo, 'online', key, channelId),
    offlineQuery: (channelId) => `biz=hotel&order_no=${orderNo}&channel_id=${channelId}`,
    onWalletPaid: async () => {
      await Promise.all([refreshHotelOrders(queryClient), queryClient.invalidateQueries({ queryKey: userInfoKey })]);
      navigate(`/hotelorderdetail?order_no=${orderNo}`, { replace: true });
    },
  });

  if (error || orderNo === '') return <OrderUnavailable error={error} />;
  if (!order) return <LoadingBlock />;
  if (!order.can_pay) return <NotPayable orderNo={order.order_no} status={order.status} />;
  return (
    <>
      <section className="card pay-summary">
        <p className="pay-label">{t('order.amount_due')}</p>
        <p className="pay-amount">
          <bdi data-testid="pay-amount">{money.format(sumAmounts([order.pay_amount], [order.paid_amount]))}</bdi>
        </p>
        <p className="pay-order-no">
          {order.hotel_name} · {order.room_type_name}
        </p>
        <p className="pay-order-no">
          {t('order.order_no')} <bdi dir="ltr">{order.order_no}</bdi>
        </p>
        {order.hold_deadline && (
          <p className="pay-deadline">
            {t('hotel.pay_within')} <Countdown deadline={order.hold_deadline} onEnd={() => void refetch()} />
          </p>
        )}
      </section>
      <PayMethodPicker headingId="hotel-pay-methods" balance={user?.balance ?? null} value={choice} onChange={setChoice} payError={pay.error} />
      <div className="sticky-footer">
        <button type="button" className="button-link is-primary" disabled={pay.isPending || !chosen} onClick={() => chosen && pay.mutate(chosen)}>
          {payLabel(chosen)}
        </button>
      </div>
    </>
  );
}

/**
 * Pay a booking (`?order_no=`), once the hotel desk approved it: the amount due and the time the
 * rooms are held, then the wallet or a channel. Back from a gateway (`?pay_no=`): the payment's outcome.
 */
export function HotelPaymentScreen() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const payNo = params.get('pay_no') ?? '';
  return (
    <Page title={t('hotel.pay_title')} backTo="/order">
      {payNo ? <OrderPaymentResult payNo={payNo} /> : <PayBooking orderNo={params.get('order_no') ?? ''} />}
    </Page>
  );
}
