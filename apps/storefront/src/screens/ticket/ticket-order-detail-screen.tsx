import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import Dialog from 'antd-mobile/es/components/dialog';
import type { TicketOrderDetail } from '@roamcart/contracts';
import { userInfoKey } from '../../api/get-user-info.ts';
import { cancelTicketOrder, refreshTicketOrders, ticketOrderDetailQuery } from '../../api/ticket-orders.ts';
import { Countdown } from '../../components/countdown.tsx';
import { LoadingBlock } from '../../components/loading-block.tsx';
import { Page } from '../../components/page.tsx';
import { useMoney } from '../../components/use-money.ts';
import { formatStayDate } from '../../lib/hotel-stay.ts';
import { showToast } from '../../lib/notify.ts';
import { isPositive } from '../order/amounts.ts';
import { actorLabel } from '../order/order-labels.ts';
import { OrderUnavailable } from '../order/order-parts.tsx';
import { useRefetchOnShow } from '../wallet/use-refetch-on-show.ts';
import { travelStatusLabel } from '../hotel/hotel-labels.ts';
import { brandLabel, FareConditions } from './ticket-details-screen.tsx';
import { SegmentTimeline } from './flight-parts.tsx';
import '../order/order.css';
import '../hotel/hotel.css';
import './ticket.css';

/** The states in which the seats are only held: review and payment must come before the hold ends. */
const HELD = new Set(['ordered_pending_review', 'reviewed_pending_payment']);

/** The order's moves, newest first, down to when it was placed. */
function Timeline({ order }: { order: TicketOrderDetail }) {
  const { t, i18n } = useTranslation();
  const when = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });
  const moves = order.history.filter((move) => move.from !== null);
  return (
    <ol className="plain-list order-timeline" data-testid="ticket-timeline">
      {[...moves].reverse().map((move) => (
        <li key={`${move.at}-${move.to}`}>
          <p className="order-timeline-move">{t('order.moved', { from: travelStatusLabel(move.from ?? ''), to: travelStatusLabel(move.to) })}</p>
          <p className="order-timeline-meta">
            <time dateTime={move.at}>{when.format(new Date(move.at))}</time> · {actorLabel(move.actor)}
          </p>
          {move.remark && <p className="order-timeline-remark">{move.remark}</p>}
        </li>
      ))}
      <li>
        <p className="order-timeline-move">{t('order.status.created')}</p>
        <p className="order-timeline-meta">
          <time dateTime={order.created_at}>{when.format(new Date(order.created_at))}</time> · {actorLabel('user')}
        </p>
      </li>
    </ol>
  );
}

function Amount({ label, amount, testId, total = false }: { label: string; amount: string; testId: string; total?: boolean }) {
  const money = useMoney();
  return (
    <div className={total ? 'order-amount-due' : undefined}>
      <dt>{label}</dt>
      <dd>
        <bdi data-testid={testId}>{money.format(amount)}</bdi>
      </dd>
    </div>
  );
}

function TicketOrderView({ order, onExpired }: { order: TicketOrderDetail; onExpired: () => void }) {
  const { t, i18n } = useTranslation();
  const money = useMoney();
  const queryClient = useQueryClient();
  const cancel = async () => {
    const refund = order.cancel_refund ?? '0';
    const confirmed = await Dialog.confirm({
      title: t('flight.cancel_title'),
      content: isPositive(refund) ? t('hotel.cancel_refund', { amount: money.format(refund) }) : isPositive(order.paid_amount) ? t('hotel.cancel_no_refund') : t('flight.cancel_confirm'),
      confirmText: t('flight.cancel_order'),
      cancelText: t('flight.keep_order'),
    });
    if (!confirmed) return;
    await cancelTicketOrder(order.order_no, '');
    await Promise.all([refreshTicketOrders(queryClient), queryClient.invalidateQueries({ queryKey: userInfoKey })]);
    showToast(t('flight.cancelled'));
  };
  const priceRows = (['adult', 'child', 'infant'] as const).filter((type) => order.counts[type] > 0);
  const seatPrice = (type: 'adult' | 'child' | 'infant') => (type === 'infant' ? order.prices.infant : order.prices[type]);

  return (
    <>
      <section className="card order-status-card">
        <p className="order-status-big" data-testid="ticket-order-status">
          {travelStatusLabel(order.status)}
        </p>
        <p>{t(`flight.status_note.${order.status}`)}</p>
        {HELD.has(order.status) && order.hold_deadline && (
          <p>
            {t('flight.held_for')} <Countdown deadline={order.hold_deadline} onEnd={onExpired} />
          </p>
        )}
        {order.status === 'paid_pending_verification' && order.ticketing_deadline && (
          <p data-testid="ticketing-countdown">
            {t('flight.ticketing_within')} <Countdown deadline={order.ticketing_deadline} onEnd={onExpired} />
          </p>
        )}
        <p className="order-card-head">
          <span>
            {t('order.order_no')} <bdi dir="ltr">{order.order_no}</bdi>
          </span>
        </p>
      </section>

      <section className="card" aria-labelledby="ticket-order-flight">
        <h2 id="ticket-order-flight">{t('flight.route_pair', { from: order.from_city, to: order.to_city })}</h2>
        <p className="flight-head-line">
          {formatStayDate(order.date, i18n.language)} · <bdi dir="ltr">{order.flight_no}</bdi> · {t(`flight.cabin_name.${order.cabin}`)} · {brandLabel(t, order.brand)}
        </p>
        <SegmentTimeline segments={order.segments} />
      </section>

      <section className="card" aria-labelledby="ticket-order-passengers">
        <h2 id="ticket-order-passengers">{t('flight.passengers')}</h2>
        <ul className="plain-list ticket-passengers">
          {order.passengers.map((passenger) => (
            <li key={passenger.id} className="ticket-passenger" data-testid="ticket-passenger">
              <p>
                <bdi dir="ltr">
                  {passenger.last_name} / {passenger.first_name}
                </bdi>{' '}
                · {t(`flight.passenger_type.${passenger.type}`)}
              </p>
              <p className="flight-head-line">
                {t(`flight.doc_type_name.${passenger.doc_type}`)} <bdi dir="ltr">{passenger.doc_number}</bdi>
              </p>
              <p>
                {t('flight.ticket_no')}{' '}
                {passenger.ticket_no ? (
                  <bdi dir="ltr" data-testid="ticket-no">
                    {passenger.ticket_no}
                  </bdi>
                ) : (
                  <span className="is-none">{t('flight.ticket_pending')}</span>
                )}
              </p>
            </li>
          ))}
        </ul>
        <h3 className="hotel-subtitle">{t('hotel.contact')}</h3>
        <p>
          {order.contact.name} · <bdi dir="ltr">{order.contact.phone}</bdi> · <bdi dir="ltr">{order.contact.email}</bdi>
        </p>
      </section>

      <section className="card" aria-labelledby="ticket-order-prices">
        <h2 id="ticket-order-prices">{t('flight.price_title')}</h2>
        <dl className="order-amounts">
          {priceRows.map((type) => (
            <div key={type}>
              <dt>{t('flight.price_row', { type: t(`flight.passenger_type.${type}`), number: order.counts[type] })}</dt>
              <dd>
                <bdi>{money.format(seatPrice(type))}</bdi>
              </dd>
            </div>
          ))}
          {order.counts.adult + order.counts.child > 0 && <Amount label={t('flight.taxes_per_seat')} amount={order.prices.taxes} testId="ticket-taxes" />}
          <Amount label={t('flight.total_for_party')} amount={order.total_price} testId="ticket-total" />
          {isPositive(order.discount) && <Amount label={t('order.discount')} amount={order.discount} testId="ticket-discount" />}
          <Amount label={t('order.amount_due')} amount={order.pay_amount} testId="ticket-pay-amount" total />
          <Amount label={t('hotel.paid')} amount={order.paid_amount} testId="ticket-paid" />
          {isPositive(order.refunded_amount) && <Amount label={t('hotel.refunded')} amount={order.refunded_amount} testId="ticket-refunded" />}
        </dl>
      </section>

      <section className="card" aria-labelledby="ticket-order-rules">
        <h2 id="ticket-order-rules">{t('flight.fare_conditions')}</h2>
        <FareConditions fare={{ refund_rule: order.refund_rule, change_rule: order.change_rule }} />
      </section>

      <section className="card" aria-labelledby="ticket-order-timeline">
        <h2 id="ticket-order-timeline">{t('order.timeline')}</h2>
        <Timeline order={order} />
      </section>

      {(order.can_pay || order.can_cancel) && (
        <div className="sticky-footer button-row">
          {order.can_cancel && (
            <button type="button" className="button-link" onClick={() => void cancel().catch(() => undefined)}>
              {t('flight.cancel_order')}
            </button>
          )}
          {order.can_pay && (
            <Link className="button-link is-primary" to={`/payorder?biz=ticket&order_no=${order.order_no}`}>
              {t('order.pay')}
            </Link>
          )}
        </div>
      )}
    </>
  );
}

/** A flight order (`?order_no=`): where it stands (with the ticketing countdown once paid), the flight, passengers and their tickets, prices and history. */
export function TicketOrderDetailScreen() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const orderNo = params.get('order_no') ?? '';
  const { data: order, error, refetch } = useQuery({ ...ticketOrderDetailQuery(orderNo), enabled: orderNo !== '' });
  // The ticketing desk moves orders while the screen waits hidden in the cache.
  useRefetchOnShow(refetch);
  let body;
  if (error || orderNo === '') body = <OrderUnavailable error={error} />;
  else if (!order) body = <LoadingBlock />;
  else body = <TicketOrderView order={order} onExpired={() => void refetch()} />;
  return (
    <Page title={t('flight.order_title')} backTo="/order">
      {body}
    </Page>
  );
}
