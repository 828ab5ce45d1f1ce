import { useQueryClient } from '@tanstack/react-query';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { orderReviewBody, REVIEW_IMAGES_MAX, REVIEW_TEXT_MAX, type OrderDetail, type SubOrderView } from '@roamcart/contracts';
import { reviewOrder } from '../api/after-sale.ts';
import { goodsReviewsKey } from '../../../api/query-keys.ts';
import { refreshOrders } from '../api/orders.ts';
import { ImagePicker } from '../../../components/image-picker.tsx';
import { StarInput } from '../../../components/star-rating.tsx';
import { SubmitButton } from '../../../components/submit-button.tsx';
import { useForm } from '../../../components/use-form.ts';
import { useGoBack } from '../../../components/use-go-back.ts';
import { showToast } from '../../../lib/notify.ts';
import { orderDetailsPath } from '../../../lib/paths.ts';
import { OrderLines } from '../components/goods-order-parts.tsx';
import { SubOrderScreen } from '../components/sub-order-screen.tsx';
import '../order.css';

const FULL_MARKS = 5;

interface LineReview {
  sku_id: number;
  rating: number;
  content: string;
  images: string[];
}

/** One review per line of the received sub-order, sent together; the sub-order is then completed. */
function ReviewForm({ order, sub }: { order: OrderDetail; sub: SubOrderView }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const goBack = useGoBack(orderDetailsPath('goods', order.order_no));
  const form = useForm({ reviews: sub.lines.map((line): LineReview => ({ sku_id: line.sku_id, rating: FULL_MARKS, content: '', images: [] })) });
  const { values, errors } = form;
  const change = (index: number, changes: Partial<LineReview>) =>
    form.set(
      'reviews',
      values.reviews.map((review, at) => (at === index ? { ...review, ...changes } : review)),
    );

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void form.submit(orderReviewBody, { order_no: sub.sub_order_no, reviews: values.reviews }, async (body) => {
      await reviewOrder(body);
      await Promise.all([refreshOrders(queryClient), queryClient.invalidateQueries({ queryKey: goodsReviewsKey })]);
      showToast(t('review.thanks'));
      goBack();
    });
  };

  if (sub.status !== 'received')
    return (
      <div className="empty-note" role="status">
        <p>{t('review.not_now')}</p>
      </div>
    );

  return (
    <form onSubmit={onSubmit} noValidate>
      {errors.reviews && (
        <p className="notice is-danger order-refusal" role="alert">
          {errors.reviews}
        </p>
      )}
      {sub.lines.map((line, index) => {
        const review = values.reviews[index]!;
        const contentError = errors[`reviews.${index}.content`];
        return (
          <section key={line.sku_id} className="card review-line" aria-label={line.name} data-testid="review-line">
            <OrderLines lines={[line]} />
            <StarInput legend={t('review.rating')} value={review.rating} onChange={(rating) => change(index, { rating })} />
            <label className="order-remark">
              <span>{t('review.content')}</span>
              <textarea
                maxLength={REVIEW_TEXT_MAX}
                rows={4}
                value={review.content}
                placeholder={t('review.content_placeholder')}
                aria-invalid={contentError ? true : undefined}
                onChange={(event) => change(index, { content: event.target.value })}
              />
              <span className="order-remark-count" aria-hidden="true">
                {review.content.length}/{REVIEW_TEXT_MAX}
              </span>
            </label>
            {contentError && (
              <p className="form-field-error" role="alert">
                {contentError}
              </p>
            )}
            <ImagePicker label={t('review.pictures')} images={review.images} max={REVIEW_IMAGES_MAX} onChange={(images) => change(index, { images })} />
          </section>
        );
      })}
      <div className="sticky-footer">
        <SubmitButton loading={form.submitting}>{t('review.submit')}</SubmitButton>
      </div>
    </form>
  );
}

/** Review (`?order_no=&sub_order_no=`): stars, words and pictures for each line of a received sub-order. */
export function ReviewOrderScreen() {
  const { t } = useTranslation();
  return <SubOrderScreen title={t('review.title')}>{(order, sub) => <ReviewForm order={order} sub={sub} />}</SubOrderScreen>;
}
