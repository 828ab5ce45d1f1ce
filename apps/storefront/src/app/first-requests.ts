import { storefrontApi } from '@roamcart/contracts/api';
import type { Envelope, GoodsDetail, HomeContent, HotelCard, PageResult } from '@roamcart/contracts';
import { ErrorCode } from '@roamcart/contracts/errors';
import { STOREFRONT_DICTIONARY } from '../api/dictionary-input.ts';
import { askEarly } from '../api/early-answers.ts';
import { configInPage } from '../api/config-in-page.ts';
import { FIRST_HOTEL_SORT, hotelSearchInput } from '../features/hotels/api/hotel-search-input.ts';
import { routeAddress } from '../api/request-address.ts';
import { goodsIdFrom } from '../lib/goods-id.ts';
import { localDate } from '../lib/local-date.ts';
import { stayFrom, stayQuery } from '../features/hotels/lib/stay.ts';
import { chooseCurrency, chooseLocale, storedCurrency, storedLocale, urlChoice } from '../lib/preferences.ts';

/** A screen's opening data, and the picture in it that the screen paints largest. */
interface OpeningData<T> {
  url: string;
  picture: (data: T) => string | undefined;
}

function opening<T>(url: string, picture: (data: T) => string | undefined): OpeningData<unknown> {
  return { url, picture: picture as (data: unknown) => string | undefined };
}

/**
 * The screens visitors land on (Home, a shared goods, a hotel search): their chunk, the data they open with, and
 * the other answers their first render reads (categories, the currencies' symbols), which would
 * otherwise arrive after it and draw it again. routes.ts loads and prefetches the same (see
 * prefetchHome, prefetchGoodsDetail); asking here starts it before the app's code arrives.
 */
interface LandingScreen {
  load: () => Promise<unknown>;
  data: (params: URLSearchParams) => OpeningData<unknown> | null;
  alsoReads: string[];
}

const landingScreens: Record<string, () => LandingScreen> = {
  '/': () => ({
    load: () => import('../features/catalogue/screens/home-screen.tsx'),
    data: () => opening(routeAddress(storefrontApi.content.home), (home: HomeContent) => home.banners[0]?.image_url),
    alsoReads: [routeAddress(storefrontApi.catalogue.categories), routeAddress(storefrontApi.currency.list)],
  }),
  '/goodsdetail': () => ({
    load: () => import('../features/catalogue/screens/goods-detail-screen.tsx'),
    data: (params) => {
      const id = goodsIdFrom(params.get('id'));
      if (id === null) return null;
      return opening(routeAddress(storefrontApi.catalogue.detail, { id: String(id) }), (goods: GoodsDetail) => goods.images[0]);
    },
    alsoReads: [routeAddress(storefrontApi.currency.list)],
  }),
  '/hotelsearch': () => ({
    load: () => import('../features/hotels/screens/hotel-search-screen.tsx'),
    data: (params) => {
      const stay = stayFrom(params, localDate(new Date()));
      if (!stay.city) return null;
      const input = hotelSearchInput(stay.city, stayQuery(stay), { sort: FIRST_HOTEL_SORT }, 1);
      return opening(routeAddress(storefrontApi.hotels.search, input), (found: PageResult<HotelCard>) => found.list[0]?.photo ?? undefined);
    },
    // The cities name the search's title.
    alsoReads: [routeAddress(storefrontApi.currency.list), routeAddress(storefrontApi.hotels.home)],
  }),
};

function preloadPicture(href: string): void {
  document.head.append(Object.assign(document.createElement('link'), { rel: 'preload', as: 'image', href, fetchPriority: 'high' }));
}

/** The app shell paints the picture where the screen will (styles.css, .app-shell-picture), before the app's first render. */
function showInShell(href: string): void {
  document.documentElement.style.setProperty('--shell-picture', `url(${JSON.stringify(href)})`);
  document.documentElement.setAttribute('data-shell-picture', '');
}

/**
 * The first requests of a page load, made by the entry while the app's code still downloads
 * (the app then takes their answers over, see early-answers.ts): the chunk and opening data of
 * a landing screen, then its largest picture as soon as the data names it (painted by the app
 * shell until the app's first render), and on a first visit
 * the dictionary. The language and currency are chosen here as startup would choose them;
 * without the configuration in the page (the dev server) a first visit leaves all this to startup.
 */
export function askFirstRequests(hash: string): void {
  const config = configInPage();
  const firstVisit = storedLocale() === null;
  const lang = urlChoice('lang') || storedLocale() || config?.lang;
  const currency = urlChoice('currency') || storedCurrency() || config?.currency_code;
  if (!lang || !currency) return;
  chooseCurrency(currency);
  chooseLocale(lang);
  const [path = '', query = ''] = hash.replace(/^#/, '').split('?');
  const screen = landingScreens[path || '/']?.();
  if (screen) {
    void screen.load().catch(() => undefined);
    const data = screen.data(new URLSearchParams(query));
    if (data) {
      void askEarly(data.url)
        .then((answer) => answer.json() as Promise<Envelope<unknown>>)
        .then((envelope) => {
          const picture = envelope.code === ErrorCode.Success ? data.picture(envelope.data) : undefined;
          if (!picture) return;
          preloadPicture(picture);
          showInShell(picture);
        })
        // The app asks again, and tells the visitor what went wrong.
        .catch(() => undefined);
    }
  }
  if (firstVisit) {
    void askEarly(routeAddress(storefrontApi.i18n.translations, STOREFRONT_DICTIONARY, lang)).catch(() => undefined);
  }
  for (const url of screen?.alsoReads ?? []) void askEarly(url).catch(() => undefined);
}
