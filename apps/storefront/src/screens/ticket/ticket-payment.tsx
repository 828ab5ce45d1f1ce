import { useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { userInfoKey, userInfoQuery } from '../../api/get-user-info.ts';
import { channelsQuery } from '../../api/payments.ts';
import { payTicketOrder, refreshTicketOrders, ticketOrderDetailQuery } from '../../api/ticket-orders.ts';
import { Countdown } from '../../components/countdown.tsx';
import { LoadingBlock } from '../../components/loading-block.tsx';
import { useMoney } from '../../components/use-money.ts';
import { currencyStore } from '../../lib/preferences.ts';
import { useStore } from '../../lib/use-store.ts';
import { travelStatusLabel } from '../hotel/hotel-labels.ts';
import { sumAmounts } from '../order/amounts.ts';
import { OrderUnavailable } from '../order/order-parts.tsx';
import { effectiveChoice, PayMethodPicker, payLabel, type PayChoice } from '../payment/pay-method.tsx';
import { usePayWithChoice } from '../payment/use-pay-with-choice.ts';
import { useRefetchOnShow } from '../wallet/use-refetch-on-show.ts';

/** Why a flight order cannot be paid now, in words: it waits for the ticketing desk's review, or it is past paying. */
function NotPayable({ orderNo, status }: { orderNo: string; status: string }) {
  const { t } = useTranslation();
  return (
    <div className="empty-note" role="status" data-testid="ticket-not-payable">
      <p className="hotel-state">{travelStatusLabel(status)}</p>
      <p>{t(status === 'ordered_pending_review' ? 'flight.pay_after_review' : 'hotel.not_payable')}</p>
      <Link className="button-link is-primary" to={`/ticketorderdetail?order_no=${orderNo}`} replace>
        {t('order.view_order')}
      </Link>
    </div>
  );
}

/**
 * Pay a flight order (`/payorder?biz=ticket&order_no=`), once the desk approved it: the amount
 * due and the time the seats are held, then the wallet or a channel, as a hotel booking is paid.
 */
export function TicketPayment({ orderNo }: { orderNo: string }) {
  const { t } = useTranslation();
  const money = useMoney();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { data: order, error, refetch } = useQuery({ ...ticketOrderDetailQuery(orderNo), enabled: orderNo !== '', refetchOnMount: 'always' });
  // The desk moves orders meanwhile: asked again when the screen opens, and when it is shown again from the cache.
  useRefetchOnShow(refetch);
  const currency = useStore(currencyStore);
  // The balance may have moved since it was last asked: asked on every visit.
  const { data: user } = useQuery({ ...userInfoQuery(currency), refetchOnMount: 'always' });
  const { data: channels } = useQuery(channelsQuery('pay'));
  const [choice, setChoice] = useState<PayChoice | null>(null);
  const chosen = effectiveChoice(choice, true, channels);
  const pay = usePayWithChoice({
    subject: { ticket: orderNo },
    wallet: (key) => payTicketOrder(orderNo, 'wallet', key),
    channel: (channelId, key) => payTicketOrder(orderNo, 'online', key, channelId),
    offlineQuery: (channelId) => `biz=ticket&order_no=${orderNo}&channel_id=${channelId}`,
    onWalletPaid: async () => {
      await Promise.all([refreshTicketOrders(queryClient), queryClient.invalidateQueries({ queryKey: userInfoKey })]);
      navigate(`/ticketorderdetail?order_no=${orderNo}`, { replace: true });
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
          {t('flight.route_pair', { from: order.from_city, to: order.to_city })} · <bdi dir="ltr">{order.flight_no}</bdi>
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
      <PayMethodPicker headingId="ticket-pay-methods" balance={user?.balance ?? null} value={choice} onChange={setChoice} payError={pay.error} />
      <div className="sticky-footer">
        <button type="button" className="button-link is-primary" disabled={pay.isPending || !chosen} onClick={() => chosen && pay.mutate(chosen)}>
          {payLabel(chosen)}
        </button>
      </div>
    </>
  );
}
