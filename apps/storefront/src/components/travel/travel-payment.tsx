import type { ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { userInfoKey } from '../../api/get-user-info.ts';
import { useMoney } from '../use-money.ts';
import { isPositive, sumAmounts } from '../../lib/amounts.ts';
import { PayPanel } from '../payments/pay-panel.tsx';
import { orderDetailsPath } from '../../lib/paths.ts';
import type { TravelKind, TravelOrderView } from './travel-kind.ts';
import { travelStatusLabel } from '../../lib/travel-labels.ts';
import { TravelOrderBody } from './travel-order-parts.tsx';
import './travel.css';

/** Why an order cannot be paid now, in words: it waits for the desk's review, its transfer is being checked, or it is past paying. */
function notPayableReason(kind: TravelKind, order: TravelOrderView): string {
  if (order.status === 'ordered_pending_review') return kind.texts.payAfterReview;
  return order.payment_in_review ? 'travel.payment_in_review' : 'hotel.not_payable';
}

/** The payment screen of an order that cannot be paid now: why, and the way back to the order. */
function NotPayable({ kind, order }: { kind: TravelKind; order: TravelOrderView }) {
  const { t } = useTranslation();
  return (
    <div className="empty-note" role="status" data-testid={`${kind.name}-not-payable`}>
      <p className="hotel-state">{travelStatusLabel(order.status)}</p>
      <p>{t(notPayableReason(kind, order))}</p>
      <Link className="button-link is-primary" to={orderDetailsPath(kind.name, order.order_no)} replace>
        {t('order.view_order')}
      </Link>
    </div>
  );
}

/** What the order is, and the coupon's saving on it when it had one. */
function PaySummary({ kind, order, summary }: { kind: TravelKind; order: TravelOrderView; summary: ReactNode }) {
  const { t } = useTranslation();
  const money = useMoney();
  if (!isPositive(order.discount) || !order.coupon_title) return <>{summary}</>;
  return (
    <>
      {summary}
      <br />
      <span data-testid={`${kind.name}-pay-discount`}>{t('coupon.applied', { title: order.coupon_title, amount: money.format(order.discount) })}</span>
    </>
  );
}

function PayTravelOrder({ kind, order, summary, onExpired }: { kind: TravelKind; order: TravelOrderView; summary: ReactNode; onExpired: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { name, pay, refresh } = kind;
  const orderNo = order.order_no;
  return (
    <PayPanel
      amount={sumAmounts([order.pay_amount], [order.paid_amount])}
      orderNo={orderNo}
      summary={<PaySummary kind={kind} order={order} summary={summary} />}
      deadline={order.hold_deadline ? { label: t(kind.texts.heldFor), at: order.hold_deadline, onEnd: onExpired } : null}
      headingId={`${name}-pay-methods`}
      plan={{
        subject: { [name]: orderNo },
        wallet: (key) => pay(orderNo, 'wallet', key),
        channel: (channelId, key) => pay(orderNo, 'online', key, channelId),
        offlineQuery: (channelId) => `biz=${name}&order_no=${orderNo}&channel_id=${channelId}`,
        onWalletPaid: async () => {
          await Promise.all([refresh(queryClient), queryClient.invalidateQueries({ queryKey: userInfoKey })]);
          navigate(orderDetailsPath(name, orderNo), { replace: true });
        },
      }}
    />
  );
}

/**
 * Paying a hotel booking or a flight order, once the desk approved it: the amount due, what it is
 * for (`summary`) and the time the rooms or seats are held, then the wallet or a channel. The
 * order (`detail`) is asked whenever the screen opens or is shown again: the desk moves it meanwhile.
 */
export function TravelPayment<O extends TravelOrderView>({
  kind,
  orderNo,
  detail,
  summary,
}: {
  kind: TravelKind;
  orderNo: string;
  detail: { data: O | undefined; error: unknown; refetch: () => unknown };
  summary: (order: O) => ReactNode;
}) {
  return (
    <TravelOrderBody orderNo={orderNo} detail={detail}>
      {(order) => (order.can_pay ? <PayTravelOrder kind={kind} order={order} summary={summary(order)} onExpired={() => void detail.refetch()} /> : <NotPayable kind={kind} order={order} />)}
    </TravelOrderBody>
  );
}
