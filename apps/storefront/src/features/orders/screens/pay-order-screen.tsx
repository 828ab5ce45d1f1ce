import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { userInfoKey } from '../../../api/get-user-info.ts';
import { orderDetailQuery } from '../../../api/order-details.ts';
import { payOrderByChannel, payOrderFromWallet, refreshOrders } from '../api/orders.ts';
import { LoadingBlock } from '../../../components/loading-block.tsx';
import { sessionStore } from '../../../lib/session.ts';
import { useStore } from '../../../lib/use-store.ts';
import { MayAlsoLike } from '../../../components/goods/may-also-like.tsx';
import { Page } from '../../../components/page.tsx';
import { statusLabel } from '../lib/order-labels.ts';
import { orderDetailsPath } from '../../../lib/paths.ts';
import { PayPanel } from '../../../components/payments/pay-panel.tsx';
import { OrderPaymentResult } from '../../../components/payments/payment-result.tsx';
import { OrderUnavailable } from '../../../components/orders/order-parts.tsx';
import { sumAmounts } from '../../../lib/amounts.ts';
import '../order.css';

/**
 * Pay order (`?order_no=`): the amount due and the time left to pay it, and the ways to pay it:
 * the wallet (with its balance) or a payment channel. Back from a gateway (`?pay_no=`): the
 * payment's outcome.
 */
export function PayOrderScreen() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const payNo = params.get('pay_no') ?? '';
  return (
    <Page title={t('order.pay_title')} backTo="/myorders">
      {payNo ? <OrderPaymentResult payNo={payNo} /> : <PayOrder orderNo={params.get('order_no') ?? ''} />}
    </Page>
  );
}

function PayOrder({ orderNo }: { orderNo: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { data: order, error, refetch } = useQuery({ ...orderDetailQuery(orderNo), enabled: orderNo !== '' });

  if (error || orderNo === '') return <OrderUnavailable error={error} />;
  if (!order) return <LoadingBlock />;
  if (order.status !== 'pending_payment')
    return (
      <div className="empty-note" role="status">
        <p>{t('order.not_payable', { status: statusLabel(order.status) })}</p>
        <Link className="button-link is-primary" to={orderDetailsPath('goods', order.order_no)} replace>
          {t('order.view_order')}
        </Link>
      </div>
    );
  // What is still due: sub-orders paid through a shared link are paid already.
  const due = sumAmounts([order.pay_amount], [order.paid_amount]);
  return (
    <PayPanel
      amount={due}
      orderNo={order.order_no}
      deadline={order.pay_deadline ? { label: t('order.pay_within'), at: order.pay_deadline, onEnd: () => void refetch() } : null}
      headingId="pay-methods"
      plan={{
        subject: { orderNo },
        wallet: (key) => payOrderFromWallet(orderNo, key),
        channel: (channelId, key) => payOrderByChannel(orderNo, channelId, key),
        offlineQuery: (channelId) => `biz=order&order_no=${orderNo}&channel_id=${channelId}`,
        onWalletPaid: async () => {
          await Promise.all([refreshOrders(queryClient), queryClient.invalidateQueries({ queryKey: userInfoKey })]);
          navigate(`/completed?order_no=${orderNo}`, { replace: true });
        },
      }}
    />
  );
}

/** Completed (`?order_no=`): the payment went through; on to the order or back to shopping, with goods to buy next. */
export function CompletedScreen() {
  const { t } = useTranslation();
  const { token } = useStore(sessionStore);
  const [params] = useSearchParams();
  const orderNo = params.get('order_no') ?? '';
  return (
    <Page title={t('order.completed_title')} backTo="/">
      <div className="empty-note completed" role="status">
        <p className="completed-message">{t('order.paid_message')}</p>
        {orderNo && (
          <Link className="button-link is-primary" to={orderDetailsPath('goods', orderNo)} replace>
            {t('order.view_order')}
          </Link>
        )}
        <Link className="button-link" to="/" replace>
          {t('not_found.home')}
        </Link>
      </div>
      {/* An order's goods are its buyer's to see: a guest here (a shared order's payer) gets the best sellers. */}
      <MayAlsoLike about={orderNo && token !== null ? { order_no: orderNo } : {}} />
    </Page>
  );
}
