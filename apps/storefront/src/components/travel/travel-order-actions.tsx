import { useState, type FormEvent } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import Dialog from 'antd-mobile/es/components/dialog';
import { userInfoKey } from '../../api/get-user-info.ts';
import { StarInput, Stars } from '../star-rating.tsx';
import { SubmitButton } from '../submit-button.tsx';
import { useMoney } from '../use-money.ts';
import { showToast } from '../../lib/notify.ts';
import { isPositive } from '../../lib/amounts.ts';
import { orderPaymentPath } from '../../lib/paths.ts';
import type { TravelKind, TravelOrderView } from './travel-kind.ts';
import '../orders/order.css';

const COMMENT_MAX = 500;
/** The star input's value while none is chosen. */
const NO_STARS = 0;

/**
 * Cancel and Pay, when the order allows them. Cancelling asks first and says what comes back:
 * the refund the rules give now, nothing when they give nothing, or only the release when
 * nothing was paid.
 */
export function TravelOrderFooter({ kind, order }: { kind: TravelKind; order: TravelOrderView }) {
  const { t } = useTranslation();
  const money = useMoney();
  const queryClient = useQueryClient();
  const { texts, cancel: cancelOrder, refresh } = kind;
  if (!order.can_pay && !order.can_cancel) return null;

  const cancel = async () => {
    const refund = order.cancel_refund ?? '0';
    const confirmed = await Dialog.confirm({
      title: t(texts.cancelTitle),
      content: isPositive(refund) ? t('hotel.cancel_refund', { amount: money.format(refund) }) : isPositive(order.paid_amount) ? t('hotel.cancel_no_refund') : t(texts.cancelConfirm),
      confirmText: t(texts.cancelOrder),
      cancelText: t(texts.keepOrder),
    });
    if (!confirmed) return;
    await cancelOrder(order.order_no, '');
    await Promise.all([refresh(queryClient), queryClient.invalidateQueries({ queryKey: userInfoKey })]);
    showToast(t(texts.cancelled));
  };

  return (
    <div className="sticky-footer button-row">
      {order.can_cancel && (
        <button type="button" className="button-link" onClick={() => void cancel().catch(() => undefined)}>
          {t(texts.cancelOrder)}
        </button>
      )}
      {order.can_pay && (
        <Link className="button-link is-primary" to={orderPaymentPath(kind.name, order.order_no)}>
          {t('order.pay')}
        </Link>
      )}
    </div>
  );
}

/**
 * The traveller's rating form once the stay or flight is over: 1-5 stars and a comment. No star is
 * chosen for them: sending without choosing asks for the stars.
 */
function RateTrip({ kind, orderNo }: { kind: TravelKind; orderNo: string }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const { texts, rate: rateOrder, refresh } = kind;
  const [rating, setRating] = useState(NO_STARS);
  const [tried, setTried] = useState(false);
  const [comment, setComment] = useState('');
  const rate = useMutation({
    mutationFn: () => rateOrder(orderNo, rating, comment.trim()),
    onSuccess: async () => {
      await refresh(queryClient);
      showToast(t('review.thanks'));
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (rating !== NO_STARS) rate.mutate();
  };
  return (
    <section className="card" aria-labelledby={`${kind.name}-rate`} data-testid="trip-rating">
      <h2 id={`${kind.name}-rate`}>{t(texts.rateTitle)}</h2>
      <form onSubmit={submit}>
        <StarInput legend={t('review.rating')} value={rating} error={tried && rating === NO_STARS ? t('review.choose_stars') : undefined} onChange={setRating} />
        <label className="order-remark">
          <span>{t('review.content')}</span>
          <textarea maxLength={COMMENT_MAX} rows={3} value={comment} placeholder={t(texts.ratePlaceholder)} onChange={(event) => setComment(event.target.value)} />
        </label>
        <SubmitButton loading={rate.isPending}>{t('hotel.rate_submit')}</SubmitButton>
      </form>
    </section>
  );
}

/** What the traveller gave: the stars and what they wrote. */
function TripRated({ kind, rating, comment }: { kind: TravelKind; rating: number; comment: string }) {
  const { t } = useTranslation();
  return (
    <section className="card" aria-labelledby={`${kind.name}-rated`} data-testid="trip-rated">
      <h2 id={`${kind.name}-rated`}>{t('review.rating')}</h2>
      <Stars rating={rating} />
      {comment && (
        <p dir="auto" data-testid="trip-rated-comment">
          {comment}
        </p>
      )}
    </section>
  );
}

/** The rating card of a stay or flight: the form while it waits for the rating, the rating once given, nothing otherwise. */
export function TravelRating({ kind, order }: { kind: TravelKind; order: TravelOrderView }) {
  if (order.can_rate) return <RateTrip kind={kind} orderNo={order.order_no} />;
  if (order.rating !== null) return <TripRated kind={kind} rating={order.rating} comment={order.rating_comment ?? ''} />;
  return null;
}
