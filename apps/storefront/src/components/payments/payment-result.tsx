import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { paymentStatusQuery } from '../../api/payments.ts';
import { refreshPaidOrders } from '../../api/query-keys.ts';
import { orderDetailsPath, orderPaymentPath } from '../../lib/paths.ts';
import { paymentStatusLabel } from '../../lib/payment-labels.ts';
import { sessionStore } from '../../lib/session.ts';
import { useStore } from '../../lib/use-store.ts';
import { LoadFailed } from '../load-failed.tsx';
import { LoadingBlock } from '../loading-block.tsx';
import { useMoney } from '../use-money.ts';
import './pay-summary.css';
import './payment.css';

/**
 * Where an order's or a booking's payer lands back from the gateway's page (or after sending a voucher): the
 * payment's status, asked again until the gateway's answer arrives, and where to go next.
 */
export function OrderPaymentResult({ payNo }: { payNo: string }) {
  const { t } = useTranslation();
  const money = useMoney();
  const queryClient = useQueryClient();
  const { token } = useStore(sessionStore);
  const { data: payment, error, refetch } = useQuery(paymentStatusQuery(payNo));
  const settled = payment?.status === 'review_approved';
  useEffect(() => {
    if (settled) void refreshPaidOrders(queryClient);
  }, [settled, queryClient]);

  if (error) return <LoadFailed onRetry={() => void refetch()} />;
  if (!payment) return <LoadingBlock />;
  const explain = payment.settlement === 'wallet' ? 'payment.explain_to_wallet' : payment.settlement === 'refund_due' ? 'payment.explain_refund_due' : `payment.explain_${payment.status}`;
  const retry = payment.status === 'payment_failed' || payment.status === 'cancelled_payment' || payment.status === 'review_failed';
  // A booking or a flight order is paid and followed on its own screens.
  const kind = payment.biz === 'hotel_order' ? 'hotel' : payment.biz === 'ticket_order' ? 'ticket' : 'goods';
  return (
    <>
      <section className="card pay-summary" aria-live="polite">
        <p className="pay-label">{t('payment.status')}</p>
        <p className="payment-status" data-testid="payment-status">
          {paymentStatusLabel(payment.status, payment.kind)}
        </p>
        <p>{t(explain)}</p>
        <p className="pay-order-no">
          {t('order.order_no')} <bdi dir="ltr">{payment.reference}</bdi> · <bdi>{money.format(payment.amount)}</bdi>
        </p>
      </section>
      <div className="payment-links">
        {token !== null && (
          <Link className="button-link is-primary" to={retry ? orderPaymentPath(kind, payment.reference) : orderDetailsPath(kind, payment.reference)} replace>
            {t(retry ? 'payment.pay_again' : 'order.view_order')}
          </Link>
        )}
        <Link className="button-link" to="/" replace>
          {t('not_found.home')}
        </Link>
      </div>
    </>
  );
}
