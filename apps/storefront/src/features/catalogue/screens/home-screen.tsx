import { lazy, Suspense } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import GlobalOutline from 'antd-mobile-icons/es/GlobalOutline';
import SearchOutline from 'antd-mobile-icons/es/SearchOutline';
import hotelIcon from 'lucide-static/icons/hotel.svg?raw';
import planeIcon from 'lucide-static/icons/plane.svg?raw';
import { categoriesQuery } from '../api/get-categories.ts';
import { homeQuery } from '../api/get-home.ts';
import { CategoryShortcuts } from '../components/category-shortcuts.tsx';
import { GoodsCard } from '../../../components/goods/goods-card.tsx';
import { GoodsGridSkeleton } from '../../../components/goods/goods-grid.tsx';
import { WhenNear } from '../components/when-near.tsx';
import { LineIcon } from '../../../components/line-icon.tsx';
import { useDocumentTitle } from '../../../components/use-document-title.ts';
import { useMoney } from '../../../components/use-money.ts';
import { useUserInfo } from '../../../components/use-user-info.ts';
import { isolate } from '../../../lib/bidi.ts';
import { sessionStore } from '../../../lib/session.ts';
import { useStore } from '../../../lib/use-store.ts';
import { BannerCarousel } from '../components/banner-carousel.tsx';
import '../home.css';

const NEW_ARRIVALS_SHOWN = 6;

/** The shop's name, the way to search, and the language and currency in use. */
function HomeTopBar() {
  const { t } = useTranslation();
  const money = useMoney();
  return (
    <header className="home-top">
      <div className="home-top-row">
        <h1>{t('home.title')}</h1>
        <Link className="home-top-choice" to="/language" aria-label={t('common.language')}>
          <GlobalOutline aria-hidden="true" />
        </Link>
        <Link className="home-top-choice" to="/changecurrency" aria-label={`${t('common.currency')} ${money.code}`}>
          <bdi>{money.code}</bdi>
        </Link>
      </div>
      <Link className="home-search" to="/search">
        <SearchOutline aria-hidden="true" />
        <span>{t('shop.search_placeholder')}</span>
      </Link>
    </header>
  );
}

function Notices() {
  const { t } = useTranslation();
  const { data } = useQuery(homeQuery());
  if (!data || data.notices.length === 0) return null;
  return (
    <section className="home-notices" aria-label={t('shop.notices')}>
      {data.notices.map((notice) => (
        <details key={notice.id}>
          <summary>{notice.title}</summary>
          <p>{notice.content}</p>
        </details>
      ))}
    </section>
  );
}

function Shortcuts() {
  const { t } = useTranslation();
  const { data: categories } = useQuery(categoriesQuery());
  if (!categories) return <div className="category-shortcuts is-placeholder" aria-hidden="true" />;
  return <CategoryShortcuts categories={categories} label={t('shop.categories')} />;
}

/** Travel beside shopping: the ways to book a hotel and a flight. */
function TravelEntry() {
  const { t } = useTranslation();
  return (
    <section className="home-travel" aria-labelledby="home-travel">
      <h2 id="home-travel" className="section-title">
        {t('home.travel')}
      </h2>
      <Link className="home-travel-tile" to="/hotelhome">
        <LineIcon svg={hotelIcon} className="home-travel-icon" />
        <span>
          <span className="home-travel-name">{t('hotel.title')}</span>
          <span className="home-travel-text">{t('home.hotels_text')}</span>
        </span>
      </Link>
      <Link className="home-travel-tile" to="/ticketshome">
        <LineIcon svg={planeIcon} className="home-travel-icon" />
        <span>
          <span className="home-travel-name">{t('flight.title')}</span>
          <span className="home-travel-text">{t('home.flights_text')}</span>
        </span>
      </Link>
    </section>
  );
}

function NewArrivals() {
  const { t } = useTranslation();
  const money = useMoney();
  // Home's own answer brings the first new arrivals: no request of their own.
  const { data: home, isError } = useQuery(homeQuery());
  const data = home ? { list: home.new_arrivals.slice(0, NEW_ARRIVALS_SHOWN) } : undefined;
  if (isError || data?.list.length === 0) return null;
  return (
    <section aria-labelledby="home-new">
      <div className="shop-section-head">
        <h2 id="home-new" className="section-title">
          {t('shop.new_arrivals')}
        </h2>
        <Link to="/new">{t('shop.see_all')}</Link>
      </div>
      {data ? (
        <ul className="goods-row">
          {data.list.map((goods) => (
            <li key={goods.id}>
              <GoodsCard goods={goods} formatPrice={money.format} />
            </li>
          ))}
        </ul>
      ) : (
        <GoodsGridSkeleton count={2} />
      )}
    </section>
  );
}

/** A signed-in customer is greeted by name, with the way to the account. */
function Greeting() {
  const { t } = useTranslation();
  const { data: user } = useUserInfo();
  return (
    <section className="card home-greeting" aria-labelledby="home-hello">
      <h2 id="home-hello">{user ? t('home.hello', { name: isolate(user.nickname) }) : t('common.loading')}</h2>
      <Link to="/mine">{t('home.open_account')}</Link>
    </section>
  );
}

function JoinInvitation() {
  const { t } = useTranslation();
  return (
    <section className="card" aria-labelledby="home-join">
      <h2 id="home-join">{t('home.join_title')}</h2>
      <p>{t('home.join_text')}</p>
      <div className="button-row">
        <Link className="button-link" to="/login">
          {t('auth.sign_in')}
        </Link>
        <Link className="button-link is-primary" to="/register">
          {t('auth.register')}
        </Link>
      </div>
    </section>
  );
}

/** The infinite list and its scrolling code are a chunk of their own, off Home's first load. */
const RecommendedGoods = lazy(() => import('../components/recommended-goods.tsx').then((module) => ({ default: module.RecommendedGoods })));

/** The long list is below the fold: it loads as the customer scrolls towards it. */
function Recommended() {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="home-recommended">
      <h2 id="home-recommended" className="section-title">
        {t('shop.recommended')}
      </h2>
      <WhenNear placeholder={<GoodsGridSkeleton count={2} />}>
        <Suspense fallback={<GoodsGridSkeleton count={2} />}>
          <RecommendedGoods />
        </Suspense>
      </WhenNear>
    </section>
  );
}

/** Home: the shop's front page. Banners, notices, categories, hotels, new arrivals, then goods to scroll through. */
export function HomeScreen() {
  const { t } = useTranslation();
  const { token } = useStore(sessionStore);
  useDocumentTitle(t('tab.home'));
  return (
    <>
      <HomeTopBar />
      <BannerCarousel />
      <Notices />
      <Shortcuts />
      <TravelEntry />
      <NewArrivals />
      {token ? <Greeting /> : <JoinInvitation />}
      <Recommended />
    </>
  );
}
