import { useInfiniteQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { HotelReview } from '@roamcart/contracts';
import { MoreButton } from '../../../components/more-button.tsx';
import { formatRating, Stars } from '../../../components/star-rating.tsx';
import { formatMonth } from '../../../lib/dates.ts';
import { hotelReviewsQuery } from '../api/hotels.ts';

/** A guest's review: who (shortened), the stars, the room and month of the stay, and what they wrote in their own language. */
function HotelReviewItem({ review }: { review: HotelReview }) {
  const { t, i18n } = useTranslation();
  return (
    <li className="hotel-review" data-testid="hotel-review">
      <p className="hotel-review-head">
        <bdi className="hotel-review-name">{review.reviewer}</bdi>
        <Stars rating={review.rating} />
      </p>
      <p className="hotel-review-stay">{t('hotel.review_stay', { room: review.room_type_name, month: formatMonth(`${review.stay_month}-01`, i18n.language) })}</p>
      {review.comment && (
        <p className="hotel-review-comment" dir="auto">
          {review.comment}
        </p>
      )}
    </li>
  );
}

/** What guests said after their stays: the average of their stars, then the latest reviews, a few more on request. */
export function HotelReviews({ hotelId }: { hotelId: number }) {
  const { t, i18n } = useTranslation();
  const query = useInfiniteQuery(hotelReviewsQuery(hotelId));
  const first = query.data?.pages[0];
  const reviews = query.data?.pages.flatMap((page) => page.list) ?? [];
  return (
    <section className="card" aria-labelledby="hotel-reviews" data-testid="hotel-reviews">
      <h2 id="hotel-reviews">{first ? t('review.reviews_count', { count: first.total }) : t('review.reviews')}</h2>
      {first?.rating != null && (
        <p className="hotel-review-average">
          <span className="hotel-review-score" data-testid="hotel-review-average">
            {formatRating(first.rating, i18n.language)}
          </span>
          <Stars rating={first.rating} />
        </p>
      )}
      {first?.total === 0 && <p className="empty-note">{t('review.none')}</p>}
      <ul className="plain-list">
        {reviews.map((review, index) => (
          // A review has no number of its own to show; pages only ever add to the end.
          <HotelReviewItem key={index} review={review} />
        ))}
      </ul>
      <MoreButton query={query} label={t('review.more')} />
    </section>
  );
}
