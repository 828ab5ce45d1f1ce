import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { hotelHomeQuery } from '../api/hotels.ts';
import { LoadFailed } from '../../../components/load-failed.tsx';
import { LoadingBlock } from '../../../components/loading-block.tsx';
import { Page } from '../../../components/page.tsx';
import { HotelCardView } from '../components/hotel-parts.tsx';
import { StayForm } from '../components/stay-form.tsx';
import { localDate } from '../../../lib/local-date.ts';
import { stayFrom, stayParams } from '../lib/stay.ts';
import '../../../components/travel/travel.css';
import '../hotel.css';

/**
 * Hotels (`/hotelhome`, the search's fields optional in the query): the stay to search for, then
 * hotels the shop recommends, each opened for the stay on the form.
 */
export function HotelHomeScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const today = localDate(new Date());
  const initial = useMemo(() => stayFrom(params, today), [params, today]);
  const { data: home, error, refetch } = useQuery(hotelHomeQuery());
  return (
    <Page title={t('hotel.title')} backTo="/">
      <StayForm key={params.toString()} initial={initial} today={today} cities={home?.cities} onSearch={(stay) => navigate(`/hotelsearch?${stayParams(stay)}`)} />
      <section aria-labelledby="hotel-recommended">
        <h2 id="hotel-recommended" className="section-title">
          {t('hotel.recommended')}
        </h2>
        {error ? (
          <LoadFailed onRetry={() => void refetch()} />
        ) : !home ? (
          <LoadingBlock />
        ) : home.recommended.length === 0 ? (
          <p className="empty-note">{t('hotel.none_recommended')}</p>
        ) : (
          <ul className="plain-list hotel-list">
            {home.recommended.map((hotel) => (
              <HotelCardView key={hotel.id} hotel={hotel} to={`/hoteldetails?${stayParams({ ...initial, city: hotel.city }, { id: hotel.id })}`} />
            ))}
          </ul>
        )}
      </section>
    </Page>
  );
}
