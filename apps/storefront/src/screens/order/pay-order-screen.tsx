import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { userInfoKey, userInfoQuery } from '../../api/get-user-info.ts';
import { orderDetailQuery, payOrderFromWallet, refreshOrders } from '../../api/orders.ts';
import { Countdown } from '../../components/countdown.tsx';
import { LoadingBlock } from '../../components/loading-block.tsx';
import { Page } from '../../components/page.tsx';
import { useMoney } from '../../components/use-money.ts';
import { newActionKey } from '../../lib/action-key.ts';
import { currencyStore } from '../../lib/preferences.ts';
import { useStore } from '../../lib/use-store.ts';
import { statusLabel } from './order-labels.ts';
import { OrderUnavailable, WalletPayMethod } from './order-parts.tsx';
import './order.css';

/** Pay order (`?order_no=`): the amount due and the time left to pay it, the wallet balance, and Pay. */
export function PayOrderScreen() {
  const { t } = useTranslation();
  const money = useMoney();
  const [params] = useSearchParams();
  const orderNo = params.get('order_no') ?? '';
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { data: order, error, refetch } = useQuery({ ...orderDetailQuery(orderNo), enabled: orderNo !== '' });
  const currency = useStore(currencyStore);
  // The balance may have moved since it was last asked (a top-up, an adjustment): asked on every visit.
  const { data: user } = useQuery({ ...userInfoQuery(currency), refetchOnMount: 'always' });
  // One payment, one key: a retry after a lost answer cannot pay twice (the server pays once anyway).
  const payKey = useRef('');
  if (payKey.current === '') payKey.current = newActionKey();
  const pay = useMutation({
    mutationFn: () => payOrderFromWallet(orderNo, payKey.current),
    onSuccess: async () => {
      await Promise.all([refreshOrders(queryClient), queryClient.invalidateQueries({ queryKey: userInfoKey })]);
      navigate(`/completed?order_no=${orderNo}`, { replace: true });
    },
  });

  let body;
  if (error || orderNo === '')
    body = <OrderUnavailable error={error} />;
  else if (!order) body = <LoadingBlock />;
  else if (order.status !== 'pending_payment')
    body = (
      <div className="empty-note" role="status">
        <p>{t('order.not_payable', { status: statusLabel(order.status) })}</p>
        <Link className="button-link is-primary" to={`/orderdetails?order_no=${order.order_no}`} replace>
          {t('order.view_order')}
        </Link>
      </div>
    );
  else
    body = (
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
        <WalletPayMethod headingId="pay-methods" balance={user?.balance ?? null} payError={pay.error} />
        <div className="sticky-footer">
          <button type="button" className="button-link is-primary" disabled={pay.isPending} onClick={() => pay.mutate()}>
            {t('order.pay_with_wallet')}
          </button>
        </div>
      </>
    );

  return (
    <Page title={t('order.pay_title')} backTo="/myorders">
      {body}
    </Page>
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
