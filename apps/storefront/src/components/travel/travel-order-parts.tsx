import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Countdown } from '../countdown.tsx';
import { LoadingBlock } from '../loading-block.tsx';
import { useMoney } from '../use-money.ts';
import { isPositive } from '../../lib/amounts.ts';
import { OrderMoves, OrderNoHead, OrderUnavailable } from '../orders/order-parts.tsx';
import { useRefetchOnShow } from '../use-refetch-on-show.ts';
import type { TravelKind, TravelOrderView } from './travel-kind.ts';
import { travelStatusLabel } from '../../lib/travel-labels.ts';
import '../orders/order.css';
import './travel.css';

/** The states in which the rooms or seats are only held: review and payment must come before the hold ends. */
const HELD = new Set(['ordered_pending_review', 'reviewed_pending_payment']);

/** A travel order asked by number: what it is while it loads or when it cannot be had, else `children` with it. */
export function TravelOrderBody<O>({
  orderNo,
  detail,
  children,
}: {
  orderNo: string;
  detail: { data: O | undefined; error: unknown; refetch: () => unknown };
  children: (order: O) => ReactNode;
}) {
  // The desk moves orders while the screen waits hidden in the cache.
  useRefetchOnShow(detail.refetch);
  if (detail.error || orderNo === '') return <OrderUnavailable error={detail.error} />;
  if (detail.data === undefined) return <LoadingBlock />;
  return children(detail.data);
}

/**
 * Where the order stands and what comes next, the hold's countdown, `children` (a confirmation
 * number, the ticketing clock) and the order number. Once a transfer's voucher is sent, it says
 * the payment is being checked instead: nothing more to pay, no hold running out.
 */
export function TravelStatusCard({ kind, order, onExpired, children }: { kind: TravelKind; order: TravelOrderView; onExpired: () => void; children?: ReactNode }) {
  const { t } = useTranslation();
  const { texts } = kind;
  return (
    <section className="card order-status-card">
      <p className="order-status-big" data-testid={`${kind.name}-order-status`}>
        {travelStatusLabel(order.status)}
      </p>
      {order.payment_in_review ? <p data-testid={`${kind.name}-payment-in-review`}>{t('travel.payment_in_review')}</p> : <p>{t(`${texts.statusNote}.${order.status}`)}</p>}
      {HELD.has(order.status) && order.hold_deadline && !order.payment_in_review && (
        <p>
          {t(texts.heldFor)} <Countdown deadline={order.hold_deadline} onEnd={onExpired} />
        </p>
      )}
      {order.hold_released && <p data-testid={`${kind.name}-hold-released`}>{t(texts.holdReleased)}</p>}
      {children}
      <OrderNoHead orderNo={order.order_no} />
    </section>
  );
}

/** The order's moves, newest first, down to when it was placed. */
export function TravelTimeline({ kind, order }: { kind: TravelKind; order: TravelOrderView }) {
  const { t } = useTranslation();
  const moves = order.history.filter((move) => move.from !== null);
  return (
    <section className="card" aria-labelledby={`${kind.name}-order-timeline`}>
      <h2 id={`${kind.name}-order-timeline`}>{t('order.timeline')}</h2>
      <OrderMoves
        testId={`${kind.name}-timeline`}
        placed={t('order.status.created')}
        createdAt={order.created_at}
        moves={moves.map((move) => ({
          key: `${move.at}-${move.to}`,
          text: t('order.moved', { from: travelStatusLabel(move.from ?? ''), to: travelStatusLabel(move.to) }),
          by: move.actor,
          at: move.at,
          remark: move.remark,
        }))}
      />
    </section>
  );
}

/** One amount of an order's prices (a term and its value); `total` marks the amount due, `deduction` one taken off. */
export function TravelAmount({ label, amount, testId, total = false, deduction = false }: { label: string; amount: string; testId: string; total?: boolean; deduction?: boolean }) {
  const money = useMoney();
  return (
    <div className={total ? 'order-amount-due' : undefined}>
      <dt>{label}</dt>
      <dd>
        <bdi data-testid={testId}>
          {deduction && '-'}
          {money.format(amount)}
        </bdi>
      </dd>
    </div>
  );
}

/** The order's money after its itemised prices: the total (`totalLabel`), the coupon's discount, the amount due, what was paid and refunded. */
export function TravelPaidAmounts({ kind, order, totalLabel }: { kind: TravelKind; order: TravelOrderView; totalLabel: string }) {
  const { t } = useTranslation();
  return (
    <>
      <TravelAmount label={totalLabel} amount={order.total_price} testId={`${kind.name}-total`} />
      {isPositive(order.discount) && (
        <TravelAmount label={order.coupon_title ? t('travel.coupon_named', { title: order.coupon_title }) : t('order.discount')} amount={order.discount} testId={`${kind.name}-discount`} deduction />
      )}
      <TravelAmount label={t('order.amount_due')} amount={order.pay_amount} testId={`${kind.name}-pay-amount`} total />
      <TravelAmount label={t('hotel.paid')} amount={order.paid_amount} testId={`${kind.name}-paid`} />
      {isPositive(order.refunded_amount) && <TravelAmount label={t('hotel.refunded')} amount={order.refunded_amount} testId={`${kind.name}-refunded`} />}
    </>
  );
}

/** Who the desk reaches about the order. */
export function TravelContactLine({ contact }: { contact: TravelOrderView['contact'] }) {
  const { t } = useTranslation();
  return (
    <>
      <h3 className="hotel-subtitle">{t('hotel.contact')}</h3>
      <p>
        {contact.name} · <bdi dir="ltr">{contact.phone}</bdi> · <bdi dir="ltr">{contact.email}</bdi>
      </p>
    </>
  );
}
