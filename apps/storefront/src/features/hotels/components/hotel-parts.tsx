import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import StarFill from 'antd-mobile-icons/es/StarFill';
import type { HotelCard } from '@roamcart/contracts';
import { formatRating } from '../../../components/star-rating.tsx';
import { useMoney } from '../../../components/use-money.ts';

/** The hotel's class as stars, read as "4-star hotel". */
export function HotelClass({ stars }: { stars: number }) {
  const { t } = useTranslation();
  return (
    <span className="hotel-class" role="img" aria-label={t('hotel.star_class', { count: stars })}>
      {Array.from({ length: stars }, (_, index) => (
        <StarFill key={index} aria-hidden="true" />
      ))}
    </span>
  );
}

/** The guests' average rating and how many rated; "new" before anyone did. */
export function HotelRating({ rating, count }: { rating: number | null; count: number }) {
  const { t, i18n } = useTranslation();
  if (rating === null) return <span className="hotel-rating is-new">{t('hotel.no_rating')}</span>;
  return (
    <span className="hotel-rating">
      <span className="hotel-rating-score">{t('hotel.rating_of_five', { rating: formatRating(rating, i18n.language) })}</span>{' '}
      <span className="hotel-rating-count">{t('hotel.ratings_count', { count })}</span>
    </span>
  );
}

/**
 * A hotel in a list: photo, name, class, rating, city, and the lowest nightly price of a room for
 * the stay ("per room" when it has several) with what that rate includes.
 */
export function HotelCardView({ hotel, to, rooms = 1, eager = false }: { hotel: HotelCard; to: string; rooms?: number; eager?: boolean }) {
  const { t } = useTranslation();
  const money = useMoney();
  return (
    <li className="hotel-card" data-testid="hotel-card">
      <Link className="hotel-card-link" to={to}>
        {hotel.photo ? (
          <img
            className="hotel-card-photo"
            src={hotel.photo}
            alt=""
            width={120}
            height={90}
            loading={eager ? 'eager' : 'lazy'}
            fetchPriority={eager ? 'high' : undefined}
            decoding={eager ? 'sync' : 'async'}
          />
        ) : (
          <span className="hotel-card-photo" aria-hidden="true" />
        )}
        <span className="hotel-card-body">
          <span className="hotel-card-name">{hotel.name}</span>
          <HotelClass stars={hotel.stars} />
          <HotelRating rating={hotel.rating} count={hotel.rating_count} />
          <span className="hotel-card-city">{hotel.city_name}</span>
          <span className="hotel-card-tags">
            {hotel.free_cancellation && <span className="hotel-tag">{t('hotel.free_cancellation')}</span>}
            {hotel.breakfast && <span className="hotel-tag">{t('hotel.breakfast_included')}</span>}
            {hotel.instant_confirmation && <span className="hotel-tag">{t('hotel.instant_confirmation')}</span>}
          </span>
          {hotel.lowest_price === null ? (
            <span className="hotel-card-price is-none">{t('hotel.no_rooms_for_stay')}</span>
          ) : (
            <span className="hotel-card-price">
              {t('hotel.from')} <bdi className="hotel-price" data-testid="hotel-price">{money.format(hotel.lowest_price)}</bdi> {rooms > 1 ? t('hotel.per_room_per_night') : t('hotel.per_night')}
            </span>
          )}
        </span>
      </Link>
    </li>
  );
}
