import { useCallback, useMemo, useState } from 'react';
import { useQuery, type QueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import InfiniteScroll from 'antd-mobile/es/components/infinite-scroll';
import EnvironmentOutline from 'antd-mobile-icons/es/EnvironmentOutline';
import FilterOutline from 'antd-mobile-icons/es/FilterOutline';
import UnorderedListOutline from 'antd-mobile-icons/es/UnorderedListOutline';
import type { HotelCard } from '@roamcart/contracts';
import { FIRST_HOTEL_SORT } from '../api/hotel-search-input.ts';
import { currenciesQuery } from '../../../api/get-currencies.ts';
import { hotelHomeQuery, hotelSearchQuery, type HotelSort } from '../api/hotels.ts';
import { useInfiniteList } from '../../../components/use-infinite-list.ts';
import { LoadingBlock } from '../../../components/loading-block.tsx';
import { Page } from '../../../components/page.tsx';
import { useScreenActive } from '../../../lib/screen-active.ts';
import { mapStyleStore } from '../../../lib/map-style.ts';
import { useStore } from '../../../lib/use-store.ts';
import { activeFilterCount } from '../../../components/filter-form.tsx';
import { HotelFilters, type HotelSearchFilter } from '../components/hotel-filters.tsx';
import { HotelCardView } from '../components/hotel-parts.tsx';
import { HotelMap } from '../components/hotel-map.tsx';
import { daysBetween } from '@roamcart/contracts/calendar-days';
import { formatDay } from '../../../lib/dates.ts';
import { localDate } from '../../../lib/local-date.ts';
import { stayFrom, stayParams, stayQuery, type Stay } from '../lib/stay.ts';
import '../../../components/travel/travel.css';
import '../hotel.css';

/**
 * Fetches what the screen's first render reads, while startup still runs: the first page of the
 * search a link opens (the screen's first sort, no filters), the cities that name its title and
 * the currencies' symbols.
 */
export async function prefetchHotelSearch(client: QueryClient, params: URLSearchParams): Promise<void> {
  const stay = stayFrom(params, localDate(new Date()));
  await Promise.all([
    stay.city ? client.prefetchInfiniteQuery(hotelSearchQuery(stay.city, stayQuery(stay), { sort: FIRST_HOTEL_SORT })) : undefined,
    client.prefetchQuery(hotelHomeQuery()),
    client.prefetchQuery(currenciesQuery()),
  ]);
}

/** Every sort the server knows, with its label (a Record, so a new sort cannot be left out). */
const SORT_LABELS: Record<HotelSort, string> = {
  recommended: 'hotel.sort.recommended',
  price_asc: 'hotel.sort.price_asc',
  price_desc: 'hotel.sort.price_desc',
  stars: 'hotel.sort.stars',
};
const SORTS = Object.keys(SORT_LABELS) as HotelSort[];

/** The stay searched for, in a line, and the way back to change it. */
function StaySummary({ stay, cityName }: { stay: Stay; cityName: string }) {
  const { t, i18n } = useTranslation();
  const guests = stay.adults + stay.child_ages.length;
  return (
    <section className="stay-summary" aria-label={t('hotel.your_stay')}>
      <p className="stay-summary-text">
        <span className="stay-summary-city">{cityName}</span>{' '}
        <span>
          {formatDay(stay.check_in, i18n.language)} – {formatDay(stay.check_out, i18n.language)} · {t('hotel.nights', { count: daysBetween(stay.check_in, stay.check_out) })} ·{' '}
          {t('hotel.rooms_count', { count: stay.rooms })} · {t('hotel.guests_count', { count: guests })}
        </span>
      </p>
      <Link className="text-button" to={`/hotelhome?${stayParams(stay)}`}>
        {t('hotel.change_search')}
      </Link>
    </section>
  );
}

/** What sits under the list: loading the next page, a retry after a failure, or the end. */
function ListEnd({ hasMore, failed, retry }: { hasMore: boolean; failed: boolean; retry: () => void }) {
  const { t } = useTranslation();
  if (!hasMore) return <span>{t('hotel.no_more')}</span>;
  if (failed)
    return (
      <span>
        {t('shop.load_failed')}{' '}
        <button type="button" className="text-button" onClick={retry}>
          {t('shop.retry')}
        </button>
      </span>
    );
  return <span role="status">{t('common.loading')}</span>;
}

const useHotelList = (stay: Stay, sort: HotelSort, filter: HotelSearchFilter) => useInfiniteList(hotelSearchQuery(stay.city, stayQuery(stay), { ...filter, sort }));
type HotelPages = ReturnType<typeof useHotelList>;

/** The hotels on the map instead of the list: the pages loaded so far, and a button for the next. */
function MapResults({ stay, hotels, list, mapStyle, onMapFail }: { stay: Stay; hotels: HotelCard[]; list: HotelPages; mapStyle: string; onMapFail: () => void }) {
  const { t } = useTranslation();
  return (
    <>
      <HotelMap hotels={hotels} styleUrl={mapStyle} rooms={stay.rooms} linkTo={(hotel) => `/hoteldetails?${stayParams(stay, { id: hotel.id })}`} onFail={onMapFail} />
      {list.hasMore && (
        <p className="search-map-more">
          <span>{t('hotel.map_showing', { shown: hotels.length, count: list.total ?? hotels.length })}</span>{' '}
          {list.failed && <span>{t('shop.load_failed')} </span>}
          <button type="button" className="text-button" onClick={() => void list.loadMore().catch(() => undefined)}>
            {t('hotel.map_more')}
          </button>
        </p>
      )}
    </>
  );
}

/** The search's hotels as a list, or on the map when `mapStyle` is given. */
function Results({ stay, sort, filter, mapStyle, onMapFail }: { stay: Stay; sort: HotelSort; filter: HotelSearchFilter; mapStyle: string | null; onMapFail: () => void }) {
  const { t } = useTranslation();
  // A screen kept alive while hidden must not load pages as the screen on display scrolls.
  const active = useScreenActive();
  const list = useHotelList(stay, sort, filter);
  if (!list.goods) return list.failed ? <p className="empty-note">{t('common.load_failed')}</p> : <LoadingBlock />;
  if (list.goods.length === 0)
    return (
      <div className="empty-note" role="status" data-testid="hotel-empty">
        <p>{t('hotel.no_results')}</p>
        <p>{activeFilterCount(filter) > 0 ? t('hotel.no_results_filtered') : t('hotel.no_results_hint')}</p>
      </div>
    );
  return (
    <>
      <p className="hotel-count" role="status">
        {t('hotel.results_count', { count: list.total ?? 0 })}
      </p>
      {mapStyle ? (
        <MapResults stay={stay} hotels={list.goods} list={list} mapStyle={mapStyle} onMapFail={onMapFail} />
      ) : (
        <HotelList stay={stay} hotels={list.goods} list={list} active={active} />
      )}
    </>
  );
}

/** The hotels as cards, the next page coming as the traveller nears the end. */
function HotelList({ stay, hotels, list, active }: { stay: Stay; hotels: HotelCard[]; list: HotelPages; active: boolean }) {
  const { t } = useTranslation();
  return (
    <>
      <ul className="plain-list hotel-list" aria-label={t('hotel.results')}>
        {hotels.map((hotel, index) => (
          <HotelCardView key={hotel.id} hotel={hotel} rooms={stay.rooms} eager={index < 2} to={`/hoteldetails?${stayParams(stay, { id: hotel.id })}`} />
        ))}
      </ul>
      {active && (
        <InfiniteScroll className="hotel-list-end" hasMore={list.hasMore} loadMore={async () => void (await list.loadMore())}>
          {(more, failed, retry) => <ListEnd hasMore={more} failed={failed} retry={retry} />}
        </InfiniteScroll>
      )}
    </>
  );
}

/**
 * Hotel search (`?city=&check_in=&check_out=&rooms=&adults=&children=&child_ages=`): the city's
 * hotels with the lowest nightly price for the stay, sorted and filtered as the traveller chooses.
 */
export function HotelSearchScreen() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const stay = useMemo(() => stayFrom(params, localDate(new Date())), [params]);
  const { data: home } = useQuery(hotelHomeQuery());
  const [sort, setSort] = useState<HotelSort>(FIRST_HOTEL_SORT);
  const [filter, setFilter] = useState<HotelSearchFilter>({});
  const [filtersOpen, setFiltersOpen] = useState(false);
  const filters = activeFilterCount(filter);
  const mapStyle = useStore(mapStyleStore);
  const [mapShown, setMapShown] = useState(false);
  // A map that cannot start here (no WebGL 2, the style does not load) is not offered again on this screen.
  const [mapFailed, setMapFailed] = useState(false);
  const onMapFail = useCallback(() => setMapFailed(true), []);
  const mapOffered = mapStyle !== '' && !mapFailed;
  const cityName = home?.cities.find((city) => city.code === stay.city)?.name ?? stay.city;

  return (
    <Page title={t('hotel.search_results', { city: cityName })} backTo={`/hotelhome?${stayParams(stay)}`}>
      <StaySummary stay={stay} cityName={cityName} />
      <div className="hotel-toolbar">
        <div className="hotel-sorts" role="group" aria-label={t('shop.sort_by')}>
          {SORTS.map((option) => (
            <button key={option} type="button" aria-pressed={sort === option} className={sort === option ? 'hotel-sort is-active' : 'hotel-sort'} onClick={() => setSort(option)}>
              {t(SORT_LABELS[option])}
            </button>
          ))}
        </div>
        <button type="button" className="hotel-filter-toggle" aria-expanded={filtersOpen} aria-controls="hotel-filters" onClick={() => setFiltersOpen((open) => !open)}>
          <FilterOutline aria-hidden="true" />
          {t('shop.filters')}
          {filters > 0 && <span className="count-badge">{filters}</span>}
        </button>
        {mapOffered && stay.city && (
          <button type="button" className="hotel-filter-toggle" onClick={() => setMapShown((shown) => !shown)}>
            {mapShown ? <UnorderedListOutline aria-hidden="true" /> : <EnvironmentOutline aria-hidden="true" />}
            {mapShown ? t('hotel.list_toggle') : t('hotel.map_toggle')}
          </button>
        )}
      </div>
      <div id="hotel-filters" hidden={!filtersOpen}>
        <HotelFilters
          value={filter}
          onApply={(next) => {
            setFilter(next);
            setFiltersOpen(false);
          }}
        />
      </div>
      {mapFailed && (
        <p className="search-map-failed" role="status">
          {t('hotel.map_failed')}
        </p>
      )}
      {stay.city ? (
        <Results stay={stay} sort={sort} filter={filter} mapStyle={mapOffered && mapShown ? mapStyle : null} onMapFail={onMapFail} />
      ) : (
        <p className="empty-note">{t('hotel.city_required')}</p>
      )}
    </Page>
  );
}
