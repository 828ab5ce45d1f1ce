import { useState, type FormEvent } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import Dialog from 'antd-mobile/es/components/dialog';
import type { HotelOrderDetail } from '@roamcart/contracts';
import { userInfoKey } from '../../api/get-user-info.ts';
import { cancelHotelOrder, hotelOrderDetailQuery, rateHotelOrder, refreshHotelOrders } from '../../api/hotels.ts';
import { Countdown } from '../../components/countdown.tsx';
import { LoadingBlock } from '../../components/loading-block.tsx';
import { Page } from '../../components/page.tsx';
import { useRefetchOnShow } from '../wallet/use-refetch-on-show.ts';
import { StarInput } from '../../components/star-rating.tsx';
import { SubmitButton } from '../../components/submit-button.tsx';
import { useMoney } from '../../components/use-money.ts';
import { showToast } from '../../lib/notify.ts';
import { isPositive } from '../order/amounts.ts';
import { actorLabel } from '../order/order-labels.ts';
import { OrderUnavailable } from '../order/order-parts.tsx';
import { boardLabel, travelStatusLabel } from './hotel-labels.ts';
import { CancellationSteps } from './room-offer.tsx';
import { formatStayDate } from '../../lib/hotel-stay.ts';
import '../order/order.css';
import './hotel.css';

const COMMENT_MAX = 500;
/** The states in which the rooms are only held: review and payment must come before the hold ends. */
const HELD = new Set(['ordered_pending_review', 'reviewed_pending_payment']);

/** The booking's moves, newest first, down to when it was placed. */
function Timeline({ order }: { order: HotelOrderDetail }) {
  const { t, i18n } = useTranslation();
  const when = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });
  const moves = order.history.filter((move) => move.from !== null);
  return (
    <ol className="plain-list order-timeline" data-testid="hotel-timeline">
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

/** The guest's rating once the stay is over: 1-5 stars and a comment. */
function RateStay({ orderNo }: { orderNo: string }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [rating, setRating] = useState(5);
  const [comment, setComment] = useState('');
  const rate = useMutation({
    mutationFn: () => rateHotelOrder(orderNo, rating, comment.trim()),
    onSuccess: async () => {
      await refreshHotelOrders(queryClient);
      showToast(t('review.thanks'));
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    rate.mutate();
  };
  return (
    <section className="card" aria-labelledby="hotel-rate">
      <h2 id="hotel-rate">{t('hotel.rate_title')}</h2>
      <form onSubmit={submit}>
        <StarInput legend={t('review.rating')} value={rating} onChange={setRating} />
        <label className="order-remark">
          <span>{t('review.content')}</span>
          <textarea maxLength={COMMENT_MAX} rows={3} value={comment} placeholder={t('hotel.rate_placeholder')} onChange={(event) => setComment(event.target.value)} />
        </label>
        <SubmitButton loading={rate.isPending}>{t('hotel.rate_submit')}</SubmitButton>
      </form>
    </section>
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

function HotelOrderView({ order, onExpired }: { order: HotelOrderDetail; onExpired: () => void }) {
  const { t, i18n } = useTranslation();
  const money = useMoney();
  const queryClient = useQueryClient();
  const cancel = async () => {
    const refund = order.cancel_refund ?? '0';
    const confirmed = await Dialog.confirm({
      title: t('hotel.cancel_title'),
      content: isPositive(refund) ? t('hotel.cancel_refund', { amount: money.format(refund) }) : isPositive(order.paid_amount) ? t('hotel.cancel_no_refund') : t('hotel.cancel_confirm'),
      confirmText: t('hotel.cancel_booking'),
      cancelText: t('hotel.keep_booking'),
    });
    if (!confirmed) return;
    await cancelHotelOrder(order.order_no, '');
    await Promise.all([refreshHotelOrders(queryClient), queryClient.invalidateQueries({ queryKey: userInfoKey })]);
    showToast(t('hotel.cancelled'));
  };
  const guests = order.adults + order.children;

  return (
    <>
      <section className="card order-status-card">
        <p className="order-status-big" data-testid="hotel-order-status">
          {travelStatusLabel(order.status)}
        </p>
        <p>{t(`hotel.status_note.${order.status}`)}</p>
        {HELD.has(order.status) && order.hold_deadline && (
          <p>
            {t('hotel.held_for')} <Countdown deadline={order.hold_deadline} onEnd={onExpired} />
          </p>
        )}
        {order.confirmation_no && (
          <p>
            {t('hotel.confirmation_no')} <bdi dir="ltr" data-testid="hotel-confirmation">{order.confirmation_no}</bdi>
          </p>
        )}
        <p className="order-card-head">
          <span>
            {t('order.order_no')} <bdi dir="ltr">{order.order_no}</bdi>
          </span>
        </p>
      </section>

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
              {formatStayDate(order.check_in, i18n.language)} · {t('hotel.from_time', { time: order.check_in_from })}
            </dd>
          </div>
          <div>
            <dt>{t('hotel.check_out')}</dt>
            <dd>
              {formatStayDate(order.check_out, i18n.language)} · {t('hotel.by_time', { time: order.check_out_by })}
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
        <h3 className="hotel-subtitle">{t('hotel.contact')}</h3>
        <p>
          {order.contact.name} · <bdi dir="ltr">{order.contact.phone}</bdi> · <bdi dir="ltr">{order.contact.email}</bdi>
        </p>
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
              <dt>{t('hotel.night_of', { date: formatStayDate(night.date, i18n.language), rooms: t('hotel.rooms_count', { count: order.rooms }) })}</dt>
              <dd>
                <bdi>{money.format(night.price)}</bdi>
              </dd>
            </div>
          ))}
          <Amount label={t('hotel.total')} amount={order.total_price} testId="hotel-total" />
          {isPositive(order.discount) && <Amount label={t('order.discount')} amount={order.discount} testId="hotel-discount" />}
          <Amount label={t('order.amount_due')} amount={order.pay_amount} testId="hotel-pay-amount" total />
          <Amount label={t('hotel.paid')} amount={order.paid_amount} testId="hotel-paid" />
          {isPositive(order.refunded_amount) && <Amount label={t('hotel.refunded')} amount={order.refunded_amount} testId="hotel-refunded" />}
        </dl>
      </section>

      <section className="card" aria-labelledby="hotel-order-cancellation">
        <h2 id="hotel-order-cancellation">{t('hotel.cancellation_policy')}</h2>
        <CancellationSteps steps={order.cancellation} />
      </section>

      {order.can_rate && <RateStay orderNo={order.order_no} />}

      <section className="card" aria-labelledby="hotel-order-timeline">
        <h2 id="hotel-order-timeline">{t('order.timeline')}</h2>
        <Timeline order={order} />
      </section>

      {(order.can_pay || order.can_cancel) && (
        <div className="sticky-footer button-row">
          {order.can_cancel && (
            <button type="button" className="button-link" onClick={() => void cancel().catch(() => undefined)}>
              {t('hotel.cancel_booking')}
            </button>
          )}
          {order.can_pay && (
            <Link className="button-link is-primary" to={`/hotelpayment?order_no=${order.order_no}`}>
              {t('order.pay')}
            </Link>
          )}
        </div>
      )}
    </>
  );
}

/** A booking (`?order_no=`): where it stands and what comes next, the stay, guests, prices, and its history. */
export function HotelOrderDetailScreen() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const orderNo = params.get('order_no') ?? '';
  const { data: order, error, refetch } = useQuery({ ...hotelOrderDetailQuery(orderNo), enabled: orderNo !== '' });
  // The hotel desk moves bookings while the screen waits hidden in the cache.
  useRefetchOnShow(refetch);
  let body;
  if (error || orderNo === '') body = <OrderUnavailable error={error} />;
  else if (!order) body = <LoadingBlock />;
  else body = <HotelOrderView order={order} onExpired={() => void refetch()} />;
  return (
    <Page title={t('hotel.order_title')} backTo="/order">
      {body}
    </Page>
  );
}
