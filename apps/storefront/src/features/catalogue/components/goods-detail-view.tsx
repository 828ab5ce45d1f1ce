import { lazy, Suspense, useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { GoodsDetail } from '@roamcart/contracts';
import { WhenNear } from './when-near.tsx';
import { useMoney } from '../../../components/use-money.ts';
import { BuyBar } from './buy-bar.tsx';
import { FavouriteButton } from './favourite-button.tsx';
import { GoodsGallery } from '../../../components/goods-gallery.tsx';
import { MayAlsoLike } from '../../../components/goods/may-also-like.tsx';
import { formatRating, Stars } from '../../../components/star-rating.tsx';
import { compareAmounts } from '../lib/sku-choice.ts';
import { listText } from '../../../lib/list-text.ts';
import { selectionPrice, SkuOptions } from './sku-options.tsx';
import { useSkuSelection } from './use-sku-selection.ts';

/** The reviews and the picture viewer they open are a chunk of their own, off the goods' first load. */
const GoodsReviews = lazy(() => import('./goods-reviews.tsx').then((module) => ({ default: module.GoodsReviews })));

const reviewsPlaceholder = <div className="goods-section goods-reviews-placeholder" />;
const recommendedPlaceholder = <div className="goods-section goods-reviews-placeholder" />;

/** Scrolls to the reviews, smoothly unless the customer asked for less motion. */
function scrollToReviews(id: string): void {
  const smooth = !window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  document.getElementById(id)?.scrollIntoView({ behavior: smooth ? 'smooth' : 'auto', block: 'start' });
}

/** The average rating beside the name: stars, the number and how many reviews; a tap goes to the reviews. */
function RatingLink({ goods, reviewsId }: { goods: GoodsDetail; reviewsId: string }) {
  const { t, i18n } = useTranslation();
  if (goods.rating === null) return null;
  const rating = formatRating(Number(goods.rating), i18n.language);
  return (
    <button
      type="button"
      className="goods-rating-link"
      data-testid="goods-rating-link"
      aria-label={t('goods_detail.see_reviews', { rating, count: goods.rating_count })}
      onClick={() => scrollToReviews(reviewsId)}
    >
      <Stars rating={Number(goods.rating)} />
      <strong aria-hidden="true">{rating}</strong>
      <span aria-hidden="true">{t('goods_detail.review_count', { count: goods.rating_count })}</span>
    </button>
  );
}

/** "You may also like" for this goods, asked for once scrolled near. */
function Recommended({ goodsId }: { goodsId: number }) {
  return (
    <WhenNear placeholder={recommendedPlaceholder}>
      <MayAlsoLike about={{ goods_id: goodsId }} />
    </WhenNear>
  );
}

/** Pictures in the description load only when scrolled near, like the gallery's later ones. */
const withLazyImages = (html: string) => html.replace(/<img\b(?![^>]*\sloading=)/gi, '<img loading="lazy"');

/** The goods in full: the price, stock and picture of the options chosen so far follow each choice. */
export function GoodsDetailView({ goods }: { goods: GoodsDetail }) {
  const { t, i18n } = useTranslation();
  const money = useMoney();
  const ids = useId();
  const selection = useSkuSelection(goods);
  const { sku } = selection;
  const description = useMemo(() => withLazyImages(goods.description), [goods.description]);

  const price = selectionPrice(goods, selection, money.format);
  const showMarketPrice = compareAmounts(goods.market_price, goods.price) > 0;
  const soldOut = goods.stock === 0;

  return (
    <>
      <GoodsGallery name={goods.name} images={goods.images} videoUrl={goods.video_url} />

      <section className="goods-section goods-summary" aria-labelledby={`${ids}-name`}>
        <div className="goods-price-row">
          <p className="goods-price">
            <bdi data-testid="goods-price">{price}</bdi>
            {showMarketPrice && (
              <s className="goods-market-price">
                <span className="visually-hidden">{`${t('goods_detail.market_price')} `}</span>
                <bdi>{money.format(goods.market_price)}</bdi>
              </s>
            )}
          </p>
          <FavouriteButton goodsId={goods.id} />
        </div>
        <h2 id={`${ids}-name`} className="goods-name">
          {goods.name}
        </h2>
        <RatingLink goods={goods} reviewsId={`${ids}-reviews`} />
        {goods.subtitle && <p className="goods-subtitle">{goods.subtitle}</p>}
        <ul className="goods-facts">
          <li>{t('goods_detail.sold', { sold: goods.sales_volume })}</li>
          <li>{t(goods.shipping_source === 'merchant' ? 'goods_detail.ships_from_merchant' : 'goods_detail.ships_from_warehouse')}</li>
          {goods.purchase_limit > 0 && <li data-testid="goods-limit">{t('goods_detail.limit', { limit: goods.purchase_limit })}</li>}
        </ul>
      </section>

      {/* Nothing of it left to buy: other goods come first. */}
      {soldOut && <Recommended goodsId={goods.id} />}

      <section className="goods-section" aria-labelledby={`${ids}-options`}>
        <h2 id={`${ids}-options`} className="goods-section-title">
          {t('goods_detail.options')}
        </h2>
        <SkuOptions goods={goods} selection={selection} />
      </section>

      <section className="goods-section" aria-labelledby={`${ids}-specifications`}>
        <h2 id={`${ids}-specifications`} className="goods-section-title">
          {t('goods_detail.specifications')}
        </h2>
        <dl className="goods-specifications">
          {goods.brand && (
            <div>
              <dt>{t('goods_detail.brand')}</dt>
              <dd>{goods.brand}</dd>
            </div>
          )}
          {goods.specs.map((spec) => (
            <div key={spec.id}>
              <dt>{spec.name}</dt>
              <dd>{listText(spec.values.map((value) => value.value), i18n.language)}</dd>
            </div>
          ))}
          {sku?.code && (
            <div>
              <dt>{t('goods_detail.code')}</dt>
              <dd>
                <bdi>{sku.code}</bdi>
              </dd>
            </div>
          )}
        </dl>
      </section>

      {description && (
        <section className="goods-section" aria-labelledby={`${ids}-description`}>
          <h2 id={`${ids}-description`} className="goods-section-title">
            {t('goods_detail.description')}
          </h2>
          {/* Sanitized by the server when the back office saved it. */}
          <div className="goods-description" dangerouslySetInnerHTML={{ __html: description }} />
        </section>
      )}
      {/* Below the fold: asked for once scrolled near, not with the goods. */}
      <div id={`${ids}-reviews`} className="goods-reviews-anchor">
        <WhenNear placeholder={reviewsPlaceholder}>
          <Suspense fallback={reviewsPlaceholder}>
            <GoodsReviews goodsId={goods.id} />
          </Suspense>
        </WhenNear>
      </div>
      {!soldOut && <Recommended goodsId={goods.id} />}
      <BuyBar goodsId={goods.id} sku={sku} quantity={selection.quantity} soldOut={selection.stock === 0} />
    </>
  );
}
