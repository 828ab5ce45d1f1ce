import { useEffect, useMemo, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import Popup from 'antd-mobile/es/components/popup';
import EnvironmentOutline from 'antd-mobile-icons/es/EnvironmentOutline';
import type { HotelDetail } from '@roamcart/contracts';
import { ApiError } from '../../../api/client.ts';
import { hotelDetailQuery } from '../api/hotels.ts';
import { LoadFailed } from '../../../components/load-failed.tsx';
import { LoadingBlock } from '../../../components/loading-block.tsx';
import { CalendarSheetHead } from '../../../components/month-calendar.tsx';
import { Page } from '../../../components/page.tsx';
import { goodsIdFrom } from '../../../lib/goods-id.ts';
import { GoodsGallery } from '../../../components/goods-gallery.tsx';
import { amenityLabel } from '../lib/hotel-labels.ts';
import { HotelClass, HotelRating } from '../components/hotel-parts.tsx';
import { HotelReviews } from '../components/hotel-reviews.tsx';
import { RoomOffer } from '../components/room-offer.tsx';
import { StayForm } from '../components/stay-form.tsx';
import { daysBetween } from '@roamcart/contracts/calendar-days';
import { formatDay } from '../../../lib/dates.ts';
import { localDate } from '../../../lib/local-date.ts';
import { stayFrom, stayMovedOn, stayParams, stayQuery, type Stay } from '../lib/stay.ts';
import '../../../components/travel/travel.css';
import '../hotel.css';

/** Where the hotel is: its coordinates, a marker on a plain grid, and the map at OpenStreetMap (no map tiles in the page). */
function HotelPosition({ hotel }: { hotel: HotelDetail }) {
  const { t, i18n } = useTranslation();
  const degrees = new Intl.NumberFormat(i18n.language, { minimumFractionDigits: 4, maximumFractionDigits: 4 });
  const url = `https://www.openstreetmap.org/?mlat=${hotel.latitude}&mlon=${hotel.longitude}#map=16/${hotel.latitude}/${hotel.longitude}`;
  return (
    <div className="hotel-position">
      <span className="hotel-map" aria-hidden="true">
        <EnvironmentOutline />
      </span>
      <div>
        <p className="hotel-address">{hotel.address}</p>
        <p className="hotel-coordinates" data-testid="hotel-coordinates">
          <bdi dir="ltr">
            {degrees.format(hotel.latitude)}, {degrees.format(hotel.longitude)}
          </bdi>
        </p>
        <a href={url} target="_blank" rel="noopener noreferrer">
          {t('hotel.open_map')}
        </a>
      </div>
    </div>
  );
}

/** The stay the rooms are priced for, and a sheet to change its dates, rooms or guests. */
function StayCard({ stay, today, onChange }: { stay: Stay; today: string; onChange: (stay: Stay) => void }) {
  const { t, i18n } = useTranslation();
  const [editing, setEditing] = useState(false);
  const guests = stay.adults + stay.child_ages.length;
  return (
    <section className="card stay-summary-card" aria-labelledby="hotel-stay">
      <h2 id="hotel-stay">{t('hotel.your_stay')}</h2>
      <p data-testid="hotel-stay">
        {formatDay(stay.check_in, i18n.language)} – {formatDay(stay.check_out, i18n.language)} · {t('hotel.nights', { count: daysBetween(stay.check_in, stay.check_out) })} ·{' '}
        {t('hotel.rooms_count', { count: stay.rooms })} · {t('hotel.guests_count', { count: guests })}
      </p>
      <button type="button" className="text-button" aria-haspopup="dialog" onClick={() => setEditing(true)}>
        {t('hotel.change_stay')}
      </button>
      <Popup visible={editing} onMaskClick={() => setEditing(false)} onClose={() => setEditing(false)} position="bottom" bodyClassName="stay-sheet" destroyOnClose>
        <div role="dialog" aria-label={t('hotel.change_stay')}>
          <CalendarSheetHead title={t('hotel.change_stay')} onClose={() => setEditing(false)} />
          <StayForm
            initial={stay}
            today={today}
            ofHotel
            onSearch={(changed) => {
              setEditing(false);
              onChange(changed);
            }}
          />
        </div>
      </Popup>
    </section>
  );
}

/** The hotel, its rooms priced for the stay (a spinner in their place while a changed stay is priced), what guests said, and its terms. */
function HotelDetailView({ hotel, stay, today, repricing, onStayChange }: { hotel: HotelDetail; stay: Stay; today: string; repricing: boolean; onStayChange: (stay: Stay) => void }) {
  const { t } = useTranslation();
  const nights = daysBetween(stay.check_in, stay.check_out);
  let rooms;
  if (repricing) rooms = <LoadingBlock />;
  else if (hotel.room_types.length === 0) rooms = <p className="empty-note">{t('hotel.no_rooms_for_stay')}</p>;
  else
    rooms = (
      <ul className="plain-list room-offers">
        {hotel.room_types.map((offer) => (
          <RoomOffer
            key={`${offer.id}-${offer.rate_plan_id}`}
            offer={offer}
            rooms={stay.rooms}
            nights={nights}
            bookTo={`/hotelsubmitorder?${stayParams({ ...stay, city: hotel.city }, { id: hotel.id, room_type_id: offer.id, rate_plan_id: offer.rate_plan_id })}`}
          />
        ))}
      </ul>
    );
  return (
    <>
      <GoodsGallery name={hotel.name} images={hotel.photos} videoUrl="" />
      <section className="card hotel-head" aria-labelledby="hotel-name">
        <h2 id="hotel-name">{hotel.name}</h2>
        <p className="hotel-head-line">
          <HotelClass stars={hotel.stars} /> <HotelRating rating={hotel.rating} count={hotel.rating_count} />
          {hotel.instant_confirmation && (
            <span className="hotel-tag" data-testid="hotel-instant-confirmation">
              {t('hotel.instant_confirmation')}
            </span>
          )}
        </p>
        <HotelPosition hotel={hotel} />
      </section>

      <StayCard stay={stay} today={today} onChange={onStayChange} />

      <section className="card" aria-labelledby="hotel-rooms" aria-busy={repricing}>
        <h2 id="hotel-rooms">{t('hotel.rooms_title')}</h2>
        {rooms}
      </section>

      {hotel.amenities.length > 0 && (
        <section className="card" aria-labelledby="hotel-amenities">
          <h2 id="hotel-amenities">{t('hotel.amenities')}</h2>
          <ul className="hotel-amenities" data-testid="hotel-amenities">
            {hotel.amenities.map((code) => (
              <li key={code}>{amenityLabel(code)}</li>
            ))}
          </ul>
        </section>
      )}

      <section className="card" aria-labelledby="hotel-policies">
        <h2 id="hotel-policies">{t('hotel.policies')}</h2>
        <dl className="hotel-times">
          <div>
            <dt>{t('hotel.check_in_from')}</dt>
            <dd>
              <bdi dir="ltr">{hotel.check_in_from}</bdi>
            </dd>
          </div>
          <div>
            <dt>{t('hotel.check_out_by')}</dt>
            <dd>
              <bdi dir="ltr">{hotel.check_out_by}</bdi>
            </dd>
          </div>
        </dl>
        {hotel.policies && <p className="hotel-text">{hotel.policies}</p>}
      </section>

      <HotelReviews hotelId={hotel.id} />

      {hotel.description && (
        <section className="card" aria-labelledby="hotel-about">
          <h2 id="hotel-about">{t('hotel.about')}</h2>
          <p className="hotel-text">{hotel.description}</p>
        </section>
      )}
    </>
  );
}

/** Hotel details (`?id=` and the stay): the hotel, its rooms priced for the stay, and Book for each. */
export function HotelDetailsScreen() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const id = goodsIdFrom(params.get('id'));
  const today = localDate(new Date());
  const stay = useMemo(() => stayFrom(params, today), [params, today]);
  const movedFrom = params.get('moved_from');
  // A changed stay keeps the hotel on screen while its rooms are priced again.
  const {
    data: hotel,
    error,
    refetch,
    isPlaceholderData,
  } = useQuery({ ...hotelDetailQuery(id ?? 0, stayQuery(stay)), enabled: id !== null, placeholderData: (previous) => (previous?.id === id ? previous : undefined) });
  const checkInOver = error instanceof ApiError && 'check_in' in error.fields;
  // Once only: moved on, the check-in is the hotel's today.
  useEffect(() => {
    if (checkInOver && id !== null && !movedFrom) navigate(`/hoteldetails?${stayParams(stayMovedOn(stay), { id, moved_from: stay.check_in })}`, { replace: true });
  }, [checkInOver, id, movedFrom, navigate, stay]);
  let body;
  if (checkInOver && !movedFrom) body = <LoadingBlock />;
  else if (id === null || error instanceof ApiError) body = <p className="empty-note">{error instanceof ApiError ? error.message : t('hotel.not_found')}</p>;
  else if (error) body = <LoadFailed onRetry={() => void refetch()} />;
  else if (!hotel) body = <LoadingBlock />;
  else
    body = (
      <>
        {movedFrom && (
          <p className="notice hotel-moved-note" role="status" data-testid="hotel-dates-moved">
            {t('hotel.dates_moved', { from: formatDay(movedFrom, i18n.language), to: formatDay(stay.check_in, i18n.language) })}
          </p>
        )}
        <HotelDetailView
          hotel={hotel}
          stay={stay}
          today={today}
          repricing={isPlaceholderData}
          onStayChange={(changed) => navigate(`/hoteldetails?${stayParams({ ...changed, city: hotel.city }, { id: hotel.id })}`, { replace: true })}
        />
      </>
    );
  return (
    <Page title={hotel?.name ?? t('hotel.details_title')} backTo={`/hotelsearch?${stayParams(stay)}`}>
      {body}
    </Page>
  );
}
