import { useInfiniteQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import ImageViewer from 'antd-mobile/es/components/image-viewer';
import type { GoodsReview } from '@roamcart/contracts';
import { goodsReviewsQuery } from '../api/get-goods-reviews.ts';
import { MoreButton } from '../../../components/more-button.tsx';
import { formatRating, Stars } from '../../../components/star-rating.tsx';

function ReviewItem({ review }: { review: GoodsReview }) {
  const { t, i18n } = useTranslation();
  const when = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' });
  return (
    <li className="goods-review" data-testid="goods-review">
      <p className="goods-review-head">
        <span className="goods-review-name">{review.reviewer}</span>
        <Stars rating={review.rating} />
        <time dateTime={review.created_at}>{when.format(new Date(review.created_at))}</time>
      </p>
      {review.spec_text && <p className="goods-review-spec">{review.spec_text}</p>}
      {review.content && <p className="goods-review-content">{review.content}</p>}
      {review.images.length > 0 && (
        <ul className="plain-list goods-review-images">
          {review.images.map((url, index) => (
            <li key={url}>
              <button
                type="button"
                aria-label={t('review.open_picture', { index: index + 1, total: review.images.length })}
                onClick={() => ImageViewer.Multi.show({ images: review.images, defaultIndex: index })}
              >
                <img src={url} alt="" width={64} height={64} loading="lazy" decoding="async" />
              </button>
            </li>
          ))}
        </ul>
      )}
    </li>
  );
}

/** What buyers said: the average rating over the visible reviews, then the newest reviews, a few more on request. */
export function GoodsReviews({ goodsId }: { goodsId: number }) {
  const { t, i18n } = useTranslation();
  const titleId = useId();
  const query = useInfiniteQuery(goodsReviewsQuery(goodsId));
  const first = query.data?.pages[0];
  const reviews = query.data?.pages.flatMap((page) => page.list) ?? [];
  return (
    <section className="goods-section" aria-labelledby={titleId} data-testid="goods-reviews">
      <h2 id={titleId} className="goods-section-title">
        {first ? t('review.reviews_count', { count: first.total }) : t('review.reviews')}
      </h2>
      {first?.rating && (
        <p className="goods-rating">
          <span className="goods-rating-value" data-testid="goods-rating">
            {formatRating(Number(first.rating), i18n.language)}
          </span>
          <Stars rating={Number(first.rating)} />
        </p>
      )}
      {first && first.total === 0 && <p className="goods-review-none">{t('review.none')}</p>}
      <ul className="plain-list">
        {reviews.map((review) => (
          <ReviewItem key={review.id} review={review} />
        ))}
      </ul>
      <MoreButton query={query} label={t('review.more')} />
    </section>
  );
}
