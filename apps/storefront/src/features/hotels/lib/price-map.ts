import { AttributionControl, LngLatBounds, Map as MapLibreMap, Marker, NavigationControl, setWorkerUrl } from 'maplibre-gl';
import workerUrl from 'maplibre-gl/dist/maplibre-gl-worker.mjs?url';
import 'maplibre-gl/dist/maplibre-gl.css';

/*
 * The hotel map's engine, loaded only when a traveller opens the map (its own chunk, with
 * MapLibre): the operator's style under price pins. The worker is one of our built files, so the
 * page's CSP needs nothing beyond the style's origin.
 */
setWorkerUrl(workerUrl);

/** Close enough to tell a city's streets apart, however near its hotels are to one another. */
const MAX_FIT_ZOOM = 15;
const FIT_PADDING = 48;

export interface PricePin {
  id: number;
  latitude: number;
  longitude: number;
  /** What the pin shows: the price the hotel's card shows, or a dash without one. */
  label: string;
  /** The pin's accessible name: the hotel and its price. */
  name: string;
  /** No rooms for the stay: drawn quieter. */
  muted: boolean;
}

export interface PriceMapOptions {
  styleUrl: string;
  rtl: boolean;
  /** The map's own words (MapLibre's locale keys), in the interface language. */
  words: Record<string, string>;
  /** The map drew its style: pins can be seen. */
  onReady(): void;
  /** The map cannot start here (no WebGL 2, the style does not load): the caller shows the list. */
  onFail(): void;
  /** A pin was tapped (its hotel's id), or the map beside the pins (null). */
  onPick(id: number | null): void;
}

export interface PriceMap {
  /** Shows these pins in place of the ones before; the first pins set frame the map on them. */
  setPins(pins: PricePin[]): void;
  /** Marks the picked hotel's pin (null: none). */
  select(id: number | null): void;
  remove(): void;
}

function pinElement(pin: PricePin, onPick: (id: number) => void): HTMLButtonElement {
  const button = document.createElement('button');
  button.type = 'button';
  button.className = pin.muted ? 'hotel-price-pin is-muted' : 'hotel-price-pin';
  button.dataset.testid = 'hotel-map-pin';
  button.setAttribute('aria-label', pin.name);
  button.setAttribute('aria-pressed', 'false');
  // The price keeps its own direction inside a right-to-left page.
  const price = document.createElement('bdi');
  price.textContent = pin.label;
  button.append(price);
  button.addEventListener('click', () => onPick(pin.id));
  return button;
}

/** Opens the map in `container`; failures to start come to `onFail` rather than as a throw. */
export function openPriceMap(container: HTMLElement, options: PriceMapOptions): PriceMap {
  let map: MapLibreMap;
  try {
    map = new MapLibreMap({
      container,
      style: options.styleUrl,
      locale: options.words,
      attributionControl: false,
      dragRotate: false,
      pitchWithRotate: false,
      touchPitch: false,
    });
  } catch {
    // No WebGL 2 context: MapLibre throws while creating the map.
    options.onFail();
    return { setPins: () => {}, select: () => {}, remove: () => {} };
  }
  map.touchZoomRotate.disableRotation();
  const side = options.rtl ? 'left' : 'right';
  map.addControl(new NavigationControl({ showCompass: false }), `top-${side}`);
  map.addControl(new AttributionControl({ compact: true }), `bottom-${side}`);

  let styled = false;
  let loaded = false;
  let removed = false;
  let framed = false;
  let pins: PricePin[] = [];
  let picked: number | null = null;
  const markers = new Map<number, { marker: Marker; element: HTMLButtonElement }>();

  const remove = () => {
    if (removed) return;
    removed = true;
    map.remove();
  };
  const showPicked = () => {
    for (const [id, { element }] of markers) {
      const isPicked = id === picked;
      element.setAttribute('aria-pressed', String(isPicked));
      element.classList.toggle('is-picked', isPicked);
    }
  };

  const frame = () => {
    if (!loaded || framed || pins.length === 0) return;
    framed = true;
    const bounds = new LngLatBounds();
    for (const pin of pins) bounds.extend([pin.longitude, pin.latitude]);
    map.fitBounds(bounds, { padding: FIT_PADDING, maxZoom: MAX_FIT_ZOOM, animate: false });
  };

  map.on('style.load', () => {
    styled = true;
  });
  map.on('load', () => {
    loaded = true;
    frame();
    options.onReady();
  });
  // Before the style is in, an error means the map cannot show at all; later ones (tiles that
  // did not come) leave the pins on what the map could draw.
  map.on('error', () => {
    if (styled || removed) return;
    remove();
    options.onFail();
  });
  map.on('click', (event) => {
    if (event.originalEvent.target === map.getCanvas()) options.onPick(null);
  });

  return {
    setPins(next) {
      if (removed) return;
      for (const { marker } of markers.values()) marker.remove();
      markers.clear();
      pins = next;
      for (const pin of next) {
        const element = pinElement(pin, options.onPick);
        const marker = new Marker({ element, anchor: 'bottom' }).setLngLat([pin.longitude, pin.latitude]).addTo(map);
        markers.set(pin.id, { marker, element });
      }
      showPicked();
      frame();
    },
    select(id) {
      if (removed) return;
      picked = id;
      showPicked();
      // The picked pin moves into the upper half, clear of its card at the foot of the map.
      const pin = pins.find((candidate) => candidate.id === id);
      if (pin && loaded) map.easeTo({ center: [pin.longitude, pin.latitude], offset: [0, -container.clientHeight / 4] });
    },
    remove,
  };
}
