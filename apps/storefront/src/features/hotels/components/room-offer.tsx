import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { HotelRoomOffer } from '@roamcart/contracts';
import { useMoney } from '../../../components/use-money.ts';
import { amenityLabel, boardLabel, unavailableLabel } from '../lib/hotel-labels.ts';
import { formatDay, formatPlaceDateTime } from '../../../lib/dates.ts';

/** Fewer rooms than this left are worth telling the traveller about. */
const FEW_ROOMS_LEFT = 3;

/** The refund steps of a rate: until when (on the hotel's clock, with its UTC offset) cancelling gives back how much. */
export function CancellationSteps({ steps }: { steps: HotelRoomOffer['cancellation'] }) {
  const { t, i18n } = useTranslation();
  if (steps.length === 0 || steps.every((step) => step.refund_percent === 0)) return <p className="hotel-policy-line">{t('hotel.non_refundable')}</p>;
  return (
    <ul className="plain-list hotel-cancellation">
      {steps.map((step) => (
        <li key={step.until}>
          {t('hotel.refund_until', { percent: step.refund_percent, time: formatPlaceDateTime(step.until, i18n.language) })}
        </li>
      ))}
    </ul>
  );
}

/** A night's price of one room; "per room" when the stay has several, so it is not read as theirs together. */
export function NightPrice({ price, rooms }: { price: string; rooms: number }) {
  const { t } = useTranslation();
  return (
    <>
      <bdi>{price}</bdi>
      {rooms > 1 && ` ${t('hotel.per_room')}`}
    </>
  );
}

/** One room type as one rate sells it for the stay: what it is, its nightly prices (a room's) and total, its terms, and Book. */
export function RoomOffer({ offer, rooms, nights, bookTo }: { offer: HotelRoomOffer; rooms: number; nights: number; bookTo: string }) {
  const { t, i18n } = useTranslation();
  const money = useMoney();
  const headingId = `room-${offer.id}-${offer.rate_plan_id}`;
  const bookable = offer.unavailable === null;
  return (
    <li className="room-offer" data-testid="room-offer" aria-labelledby={headingId}>
      {offer.photos[0] && <img className="room-offer-photo" src={offer.photos[0]} alt="" width={96} height={72} loading="lazy" decoding="async" />}
      <div className="room-offer-body">
        <h3 id={headingId} className="room-offer-name">
          {offer.name} <span className="room-offer-plan">{offer.rate_plan_name}</span>
        </h3>
        <p className="room-offer-facts">
          {offer.beds} · {t('hotel.size_sqm', { size: offer.size_sqm })} · {t('hotel.max_guests', { adults: t('hotel.adults_count', { count: offer.max_adults }), children: t('hotel.children_count', { count: offer.max_children }) })}
        </p>
        <p className="room-offer-facts">
          <span className={offer.board === 'breakfast' ? 'hotel-tag is-good' : 'hotel-tag'}>{boardLabel(offer.board)}</span>
          {offer.free_cancellation_until && (
            <span className="hotel-tag is-good" data-testid="free-cancellation">
              {t('hotel.free_cancellation_until', { time: formatPlaceDateTime(offer.free_cancellation_until, i18n.language) })}
            </span>
          )}
        </p>
        {offer.amenities.length > 0 && <p className="room-offer-amenities">{offer.amenities.map(amenityLabel).join(' · ')}</p>}
        {bookable ? (
          <>
            {offer.rooms_left <= FEW_ROOMS_LEFT && (
              <p className="room-offer-left" data-testid="rooms-left">
                {t('hotel.only_left', { count: offer.rooms_left })}
              </p>
            )}
            <details className="room-offer-nightly">
              <summary>{t('hotel.nightly_prices')}</summary>
              <dl>
                {offer.nightly.map((night) => (
                  <div key={night.date}>
                    <dt>{formatDay(night.date, i18n.language)}</dt>
                    <dd>
                      <NightPrice price={money.format(night.price)} rooms={rooms} />
                    </dd>
                  </div>
                ))}
              </dl>
            </details>
            <p className="room-offer-total">
              <span>{t('hotel.total_for', { nights: t('hotel.nights', { count: nights }), rooms: t('hotel.rooms_count', { count: rooms }) })}</span>{' '}
              <bdi className="hotel-price" data-testid="offer-total">
                {money.format(offer.total_price)}
              </bdi>
            </p>
            <details className="room-offer-terms">
              <summary>{t('hotel.cancellation_policy')}</summary>
              <CancellationSteps steps={offer.cancellation} />
            </details>
            <Link className="button-link is-primary room-offer-book" to={bookTo} aria-describedby={headingId}>
              {t('hotel.book')}
            </Link>
          </>
        ) : (
          <p className="room-offer-unavailable" data-testid="room-unavailable">
            {unavailableLabel(offer)}
          </p>
        )}
      </div>
    </li>
  );
}
