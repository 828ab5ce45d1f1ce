import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { userInfoKey, userInfoQuery } from '../../api/get-user-info.ts';
import { orderDetailQuery, payOrderByChannel, payOrderFromWallet, refreshOrders } from '../../api/orders.ts';
import { channelsQuery } from '../../api/payments.ts';
import { Countdown } from '../../components/countdown.tsx';
import { LoadingBlock } from '../../components/loading-block.tsx';
import { Page } from '../../components/page.tsx';
import { useMoney } from '../../components/use-money.ts';
import { currencyStore } from '../../lib/preferences.ts';
import { useStore } from '../../lib/use-store.ts';
import { statusLabel } from './order-labels.ts';
import { effectiveChoice, PayMethodPicker, payLabel, type PayChoice } from '../payment/pay-method.tsx';
import { OrderPaymentResult } from '../payment/payment-result.tsx';
import { usePayWithChoice } from '../payment/use-pay-with-choice.ts';
import { OrderUnavailable } from './order-parts.tsx';
import { TicketPayment } from '../ticket/ticket-payment.tsx';
import './order.css';

/**
 * Pay order (`?order_no=`): the amount due and the time left to pay it, and the ways to pay it:
 * the wallet (with its balance) or a payment channel. A flight order (`?biz=ticket&order_no=`) is
 * paid here too. Back from a gateway (`?pay_no=`): the payment's outcome.
 */
export function PayOrderScreen() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const payNo = params.get('pay_no') ?? '';
  const orderNo = params.get('order_no') ?? '';
  const ticket = params.get('biz') === 'ticket';
  let body;
  if (payNo) body = <OrderPaymentResult payNo={payNo} />;
  else if (ticket) body = <TicketPayment orderNo={orderNo} />;
  else body = <PayOrder orderNo={orderNo} />;
  return (
    <Page title={t(ticket ? 'flight.pay_title' : 'order.pay_title')} backTo={ticket ? '/order' : '/myorders'}>
      {body}
    </Page>
  );
}

function PayOrder({ orderNo }: { orderNo: string }) {
  const { t } = useTranslation();
  const money = useMoney();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { data: order, error, refetch } = useQuery({ ...orderDetailQuery(orderNo), enabled: orderNo !== '' });
  const currency = useStore(currencyStore);
  // The balance may have moved since it was last asked (a top-up, an adjustment): asked on every visit.
  const { data: user } = useQuery({ ...userInfoQuery(currency), refetchOnMount: 'always' });
  const { data: channels } = useQuery(channelsQuery('pay'));
  const [choice, setChoice] = useState<PayChoice | null>(null);
  const chosen = effectiveChoice(choice, true, channels);
  const pay = usePayWithChoice({
    subject: { orderNo },
    wallet: (key) => payOrderFromWallet(orderNo, key),
    channel: (channelId, key) => payOrderByChannel(orderNo, channelId, key),
    offlineQuery: (channelId) => `biz=order&order_no=${orderNo}&channel_id=${channelId}`,
    onWalletPaid: async () => {
      await Promise.all([refreshOrders(queryClient), queryClient.invalidateQueries({ queryKey: userInfoKey })]);
      navigate(`/completed?order_no=${orderNo}`, { replace: true });
    },
  });

  if (error || orderNo === '') return <OrderUnavailable error={error} />;
  if (!order) return <LoadingBlock />;
  if (order.status !== 'pending_payment')
    return (
      <div className="empty-note" role="status">
        <p>{t('order.not_payable', { status: statusLabel(order.status) })}</p>
        <Link className="button-link is-primary" to={`/orderdetails?order_no=${order.order_no}`} replace>
          {t('order.view_order')}
        </Link>
      </div>
    );
  return (
    <>
      <section className="card pay-summary">
        <p className="pay-label">{t('order.amount_due')}</p>
        <p className="pay-amount">
          <bdi data-testid="pay-amount">{money.format(order.pay_amount)}</bdi>
        </p>
        <p className="pay-order-no">
          {t('order.order_no')} <bdi dir="ltr">{order.order_no}</bdi>
        </p>
        {order.pay_deadline && (
          <p className="pay-deadline">
            {t('order.pay_within')} <Countdown deadline={order.pay_deadline} onEnd={() => void refetch()} />
          </p>
        )}
      </section>
      <PayMethodPicker headingId="pay-methods" balance={user?.balance ?? null} value={choice} onChange={setChoice} payError={pay.error} />
      <div className="sticky-footer">
        <button type="button" className="button-link is-primary" disabled={pay.isPending || !chosen} onClick={() => chosen && pay.mutate(chosen)}>
          {payLabel(chosen)}
        </button>
      </div>
    </>
  );
}

/** Completed (`?order_no=`): the payment went through; on to the order or back to shopping. */
export function CompletedScreen() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const orderNo = params.get('order_no') ?? '';
  return (
    <Page title={t('order.completed_title')} backTo="/">
      <div className="empty-note completed" role="status">
        <p className="completed-message">{t('order.paid_message')}</p>
        {orderNo && (
          <Link className="button-link is-primary" to={`/orderdetails?order_no=${orderNo}`} replace>
            {t('order.view_order')}
          </Link>
        )}
        <Link className="button-link" to="/" replace>
          {t('not_found.home')}
        </Link>
      </div>
    </Page>
  );
}
