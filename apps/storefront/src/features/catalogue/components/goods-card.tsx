import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { GoodsCard as GoodsCardData } from '@roamcart/contracts';
import '../goods.css';

/** Gallery images are 750x485 (SPEC §5): the box keeps that shape before the image arrives. */
export const GOODS_IMAGE_WIDTH = 750;
export const GOODS_IMAGE_HEIGHT = 485;

/** A market price is worth striking through only when it is above the price. */
function isMarkedDown(price: string, marketPrice: string): boolean {
  return Number(marketPrice) > Number(price);
}

/**
 * One goods in a list: image, name, price in the customer's currency, and what stops a purchase.
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
