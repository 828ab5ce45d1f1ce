import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { HomeContent } from '@roamcart/contracts';
import { homeQuery } from '../api/get-home.ts';

/** Banner images are 750x485 (SPEC §5, §9). */
const BANNER_WIDTH = 750;
const BANNER_HEIGHT = 485;

type Banner = HomeContent['banners'][number];

/**
 * A banner's art, and its title and call to action written over it as text (in the reader's
 * language and direction); a banner without texts has them in its image, told by its alternative
 * text. The first image is what Home paints first, so it is fetched at once.
 */
function BannerImage({ banner, first }: { banner: Banner; first: boolean }) {
  const image = (
    <img
      src={banner.image_url}
      alt={banner.headline ? '' : banner.title}
      width={BANNER_WIDTH}
      height={BANNER_HEIGHT}
      loading={first ? 'eager' : 'lazy'}
      fetchPriority={first ? 'high' : 'auto'}
      decoding="async"
    />
  );
  if (!banner.headline) return image;
  return (
    <>
      {image}
      <span className="banner-text">
        <span className="banner-headline">{banner.headline}</span>
        {banner.cta ? <span className="banner-cta">{banner.cta}</span> : null}
      </span>
    </>
  );
}

/** The back office writes a link as an app route (`/new`, `#/new`) or a web address. */
function BannerLink({ banner, first }: { banner: Banner; first: boolean }) {
  const image = <BannerImage banner={banner} first={first} />;
  if (!banner.link) return image;
  if (/^https?:\/\//.test(banner.link)) {
    return (
      <a href={banner.link} target="_blank" rel="noopener noreferrer">
        {image}
      </a>
    );
  }
  return <Link to={banner.link.replace(/^#/, '')}>{image}</Link>;
}

/**
 * The banners side by side, swiped with the browser's own scrolling (scroll snap): no carousel
 * library in Home's chunk, and the next banner peeks in to show there is more.
 */
export function BannerCarousel() {
  const { t } = useTranslation();
  const { data, isPending } = useQuery(homeQuery());
  if (isPending) {
    return (
      <div className="banner-carousel" aria-hidden="true">
        <ul>
          <li className="banner-placeholder" />
        </ul>
      </div>
    );
  }
  if (!data || data.banners.length === 0) return null;
  return (
    <section className="banner-carousel" aria-label={t('shop.banners')}>
      {/* Focusable, so a keyboard can scroll it too. */}
      <ul tabIndex={0}>
        {data.banners.map((banner, index) => (
          <li key={banner.id}>
            <BannerLink banner={banner} first={index === 0} />
          </li>
        ))}
      </ul>
    </section>
  );
}
