import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import ImageViewer from 'antd-mobile/es/components/image-viewer';
import type { GoodsReview, GoodsReviewPage } from '@roamcart/contracts';
import { goodsReviewsQuery, type ReviewFilter } from '../api/get-goods-reviews.ts';
import { MoreButton } from '../../../components/more-button.tsx';
import { formatFullDay } from '../../../lib/dates.ts';
import { formatRating, Stars } from '../../../components/star-rating.tsx';

function ReviewItem({ review }: { review: GoodsReview }) {
  const { t, i18n } = useTranslation();
  return (
    <li className="goods-review" data-testid="goods-review">
      <p className="goods-review-head">
        <span className="goods-review-name">{review.reviewer}</span>
        <Stars rating={review.rating} />
        <time dateTime={review.created_at}>{formatFullDay(review.created_at, i18n.language)}</time>
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

const STAR_FILTERS = [5, 4, 3, 2, 1] as const;

const sameFilter = (a: ReviewFilter, b: ReviewFilter) => JSON.stringify(a) === JSON.stringify(b);

/** The filter chips, each with how many reviews it finds: all, with photos, then each star count that has reviews. */
function ReviewFilters({ counts, filter, onChange }: { counts: GoodsReviewPage['counts']; filter: ReviewFilter; onChange: (filter: ReviewFilter) => void }) {
  const { t } = useTranslation();
  const chip = (key: string, option: ReviewFilter, text: string, label?: string) => (
    <button key={key} type="button" className="review-filter" aria-pressed={sameFilter(filter, option)} aria-label={label} onClick={() => onChange(option)}>
      {text}
    </button>
  );
  return (
    <div className="review-filters" role="group" aria-label={t('review.filters')} data-testid="review-filters">
      {chip('all', {}, t('review.filter_all', { count: counts.all }))}
      {counts.with_photos > 0 && chip('photos', { with_photos: true }, t('review.filter_photos', { count: counts.with_photos }))}
      {STAR_FILTERS.filter((stars) => counts.stars[String(stars) as keyof typeof counts.stars] > 0).map((stars) => {
        const count = counts.stars[String(stars) as keyof typeof counts.stars];
        return chip(`stars-${stars}`, { stars }, t('review.filter_stars', { stars, count }), t('review.filter_stars_named', { stars, count }));
      })}
    </div>
  );
}

/**
 * What buyers said: the average rating over the visible reviews, chips to show only those with
 * pictures or of one star count, then the newest reviews, a few more on request.
 */
export function GoodsReviews({ goodsId }: { goodsId: number }) {
  const { t, i18n } = useTranslation();
  const titleId = useId();
  const [filter, setFilter] = useState<ReviewFilter>({});
  // The last answer stays on show while another filter loads: the chips and the list do not jump.
  const query = useInfiniteQuery({ ...goodsReviewsQuery(goodsId, filter), placeholderData: keepPreviousData });
  const first = query.data?.pages[0];
  const reviews = query.data?.pages.flatMap((page) => page.list) ?? [];
  return (
    <section className="goods-section" aria-labelledby={titleId} data-testid="goods-reviews">
      <h2 id={titleId} className="goods-section-title">
        {first ? t('review.reviews_count', { count: first.counts.all }) : t('review.reviews')}
      </h2>
      {first?.rating && (
        <p className="goods-rating">
          <span className="goods-rating-value" data-testid="goods-rating">
            {formatRating(Number(first.rating), i18n.language)}
          </span>
          <Stars rating={Number(first.rating)} />
        </p>
      )}
      {first && first.counts.all === 0 && <p className="goods-review-none">{t('review.none')}</p>}
      {first && first.counts.all > 0 && <ReviewFilters counts={first.counts} filter={filter} onChange={setFilter} />}
      {first && first.counts.all > 0 && first.total === 0 && <p className="goods-review-none">{t('review.none_filtered')}</p>}
      <ul className="plain-list" aria-busy={query.isPlaceholderData}>
        {reviews.map((review) => (
          <ReviewItem key={review.id} review={review} />
        ))}
      </ul>
      <MoreButton query={query} label={t('review.more')} />
    </section>
  );
}
