import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { HotelCard } from '@roamcart/contracts';
import { useMoney } from '../../../components/use-money.ts';
import type { PriceMap, PricePin } from '../lib/price-map.ts';
import { HotelCardView } from './hotel-parts.tsx';

/**
 * The search's hotels as price pins on the operator's map (MapLibre, fetched when this mounts);
 * tapping a pin shows that hotel's card, which opens it. `onFail` when the map cannot start here.
 */
export function HotelMap({ hotels, styleUrl, rooms, linkTo, onFail }: { hotels: HotelCard[]; styleUrl: string; rooms: number; linkTo: (hotel: HotelCard) => string; onFail: () => void }) {
  const { t, i18n } = useTranslation();
  const money = useMoney();
  const container = useRef<HTMLDivElement>(null);
  const [map, setMap] = useState<PriceMap | null>(null);
  const [ready, setReady] = useState(false);
  const [pickedId, setPickedId] = useState<number | null>(null);
  // The latest callback, without opening the map again when the screen renders a new one.
  const failed = useRef(onFail);
  failed.current = onFail;
  const rtl = i18n.dir() === 'rtl';

  useEffect(() => {
    let opened: PriceMap | null = null;
    let left = false;
    const fail = () => {
      if (!left) failed.current();
    };
    import('../lib/price-map.ts')
      .then(({ openPriceMap }) => {
        if (left || !container.current) return;
        opened = openPriceMap(container.current, {
          styleUrl,
          rtl,
          words: {
            'Map.Title': t('hotel.map_title'),
            'NavigationControl.ZoomIn': t('hotel.map_zoom_in'),
            'NavigationControl.ZoomOut': t('hotel.map_zoom_out'),
            'AttributionControl.ToggleAttribution': t('hotel.map_credits'),
            'AttributionControl.MapFeedback': t('hotel.map_feedback'),
          },
          onReady: () => setReady(true),
          onFail: fail,
          onPick: setPickedId,
        });
        setMap(opened);
      })
      .catch(fail);
    return () => {
      left = true;
      opened?.remove();
      setMap(null);
      setReady(false);
    };
  }, [styleUrl, rtl, t]);

  useEffect(() => {
    const pins: PricePin[] = hotels.map((hotel) => {
      const price = hotel.lowest_price === null ? null : money.format(hotel.lowest_price);
      return {
        id: hotel.id,
        latitude: hotel.latitude,
        longitude: hotel.longitude,
        label: price ?? '–',
        name: price === null ? t('hotel.map_pin_none', { name: hotel.name }) : t('hotel.map_pin', { name: hotel.name, price }),
        muted: price === null,
      };
    });
    map?.setPins(pins);
  }, [map, hotels, money, t]);

  useEffect(() => map?.select(pickedId), [map, pickedId]);

  const picked = hotels.find((hotel) => hotel.id === pickedId);
  return (
    <div className="search-map">
      <div ref={container} className="search-map-canvas" data-testid="hotel-map" />
      {!ready && (
        <p className="search-map-loading" role="status">
          {t('hotel.map_loading')}
        </p>
      )}
      {picked && (
        <ul className="plain-list search-map-card" aria-label={t('hotel.map_picked')}>
          <HotelCardView hotel={picked} rooms={rooms} to={linkTo(picked)} eager />
        </ul>
      )}
    </div>
  );
}
