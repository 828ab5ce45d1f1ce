import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import StarFill from 'antd-mobile-icons/es/StarFill';
import type { GoodsCard as GoodsCardData } from '@roamcart/contracts';
import { perLanguage } from '../../lib/per-language.ts';
import { formatRating } from '../star-rating.tsx';
import './goods-card.css';

/** Gallery images are 750x485 (SPEC §5): the box keeps that shape before the image arrives. */
export const GOODS_IMAGE_WIDTH = 750;
export const GOODS_IMAGE_HEIGHT = 485;

const soldFormat = perLanguage((lang) => new Intl.NumberFormat(lang, { notation: 'compact', maximumFractionDigits: 1 }));

/** Units sold the short way shops write them, in the language's digits: "950", "1.2K", "1.2万", "١٫٢ ألف". */
export function formatSold(sold: number, lang: string): string {
  return soldFormat(lang).format(sold);
}

/** The stars and units sold under a card's name: the average once there are reviews, the units once some sold. */
function CardStats({ goods }: { goods: GoodsCardData }) {
  const { t, i18n } = useTranslation();
  if (goods.rating === null && goods.sales_volume <= 0) return null;
  return (
    <span className="goods-card-stats" data-testid="goods-card-stats">
      {goods.rating !== null && (
        <span className="goods-card-rating" role="img" aria-label={t('review.stars_of_five', { rating: formatRating(Number(goods.rating), i18n.language) })}>
          <StarFill aria-hidden="true" />
          <span aria-hidden="true">{formatRating(Number(goods.rating), i18n.language)}</span>
        </span>
      )}
      {goods.sales_volume > 0 && <span className="goods-card-sold">{t('shop.sold', { count: goods.sales_volume, sold: formatSold(goods.sales_volume, i18n.language) })}</span>}
    </span>
  );
}

/** A market price is worth striking through only when it is above the price. */
function isMarkedDown(price: string, marketPrice: string): boolean {
  return Number(marketPrice) > Number(price);
}

/**
 * One goods in a list: image, name, rating and units sold, price in the customer's currency, and what stops a purchase.
 * The list formats prices (`useMoney().format`) once for all its cards.
 */
export function GoodsCard({ goods, formatPrice, onSale = true }: { goods: GoodsCardData; formatPrice: (amount: string) => string; onSale?: boolean }) {
  const { t } = useTranslation();
  const soldOut = goods.stock <= 0;
  return (
    <Link className="goods-card" to={`/goodsdetail?id=${goods.id}`} data-testid="goods-card">
      <span className="goods-card-media">
        <img src={goods.image} alt="" width={GOODS_IMAGE_WIDTH} height={GOODS_IMAGE_HEIGHT} loading="lazy" decoding="async" />
        {!onSale ? (
          <span className="goods-badge is-muted">{t('shop.off_sale')}</span>
        ) : soldOut ? (
          <span className="goods-badge is-muted">{t('shop.sold_out')}</span>
        ) : (
          goods.is_new && <span className="goods-badge">{t('shop.new_badge')}</span>
        )}
      </span>
      <span className="goods-card-name">{goods.name}</span>
      <CardStats goods={goods} />
      <span className="goods-card-prices">
        <bdi className="goods-price">{formatPrice(goods.price)}</bdi>
        {isMarkedDown(goods.price, goods.market_price) && (
          <s className="goods-market-price">
            <span className="visually-hidden">{t('shop.market_price')} </span>
            <bdi>{formatPrice(goods.market_price)}</bdi>
          </s>
        )}
      </span>
    </Link>
  );
}
