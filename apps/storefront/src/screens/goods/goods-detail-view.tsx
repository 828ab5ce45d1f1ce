import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { GoodsDetail } from '@roamcart/contracts';
import { QuantityStepper } from '../../components/quantity-stepper.tsx';
import { useMoney } from '../../components/use-money.ts';
import { BuyBar } from './buy-bar.tsx';
import { FavouriteButton } from './favourite-button.tsx';
import { GoodsGallery, PICTURE_HEIGHT, PICTURE_WIDTH } from './goods-gallery.tsx';
import { chosenSku, compareAmounts, initialChoice, matchingSkus, priceRange, quantityMax, toggleValue } from './sku-choice.ts';
import { SkuPicker } from './sku-picker.tsx';

/** Pictures in the description load only when scrolled near, like the gallery's later ones. */
const withLazyImages = (html: string) => html.replace(/<img\b(?![^>]*\sloading=)/gi, '<img loading="lazy"');

function listOf(items: string[], lang: string): string {
  return new Intl.ListFormat(lang, { style: 'short', type: 'unit' }).format(items);
}

/** The goods in full: the price, stock and picture of the options chosen so far follow each choice. */
export function GoodsDetailView({ goods }: { goods: GoodsDetail }) {
  const { t, i18n } = useTranslation();
  const money = useMoney();
  const ids = useId();
  const [choice, setChoice] = useState(() => initialChoice(goods.specs));
  const [quantity, setQuantity] = useState(1);

  const matching = useMemo(() => matchingSkus(goods.skus, choice), [goods.skus, choice]);
  const sku = chosenSku(goods.skus, choice);
  const range = priceRange(sku ? [sku] : matching.filter((candidate) => candidate.stock > 0)) ?? priceRange(matching);
  const stock = sku ? sku.stock : matching.reduce((sum, candidate) => sum + candidate.stock, 0);
  const largestStock = sku ? sku.stock : Math.max(0, ...matching.map((candidate) => candidate.stock));
  const maxQuantity = quantityMax(largestStock, goods.purchase_limit);
  const shownQuantity = Math.max(1, Math.min(quantity, maxQuantity));
  const description = useMemo(() => withLazyImages(goods.description), [goods.description]);

  const chosenValues = goods.specs.flatMap((spec, index) => spec.values.filter((value) => value.id === choice[index]).map((value) => value.value));
  const openSpecs = goods.specs.filter((_, index) => choice[index] === null).map((spec) => spec.name);
  const price = range ? (range.min === range.max ? money.format(range.min) : `${money.format(range.min)} – ${money.format(range.max)}`) : money.format(goods.price);
  const showMarketPrice = compareAmounts(goods.market_price, goods.price) > 0;

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
        {goods.subtitle && <p className="goods-subtitle">{goods.subtitle}</p>}
        <ul className="goods-facts">
          <li>{t('goods_detail.sold', { sold: goods.sales_volume })}</li>
          <li>{t(goods.shipping_source === 'merchant' ? 'goods_detail.ships_from_merchant' : 'goods_detail.ships_from_warehouse')}</li>
          {goods.purchase_limit > 0 && <li data-testid="goods-limit">{t('goods_detail.limit', { limit: goods.purchase_limit })}</li>}
        </ul>
      </section>

      <section className="goods-section" aria-labelledby={`${ids}-options`}>
        <h2 id={`${ids}-options`} className="goods-section-title">
          {t('goods_detail.options')}
        </h2>
        <div className="sku-summary">
          <img className="sku-summary-picture" src={sku?.image || goods.images[0]} width={PICTURE_WIDTH} height={PICTURE_HEIGHT} alt="" loading="lazy" decoding="async" />
          <div>
            <p className={stock > 0 ? 'sku-summary-stock' : 'sku-summary-stock is-sold-out'} data-testid="goods-stock">
              {stock > 0 ? t('goods_detail.in_stock', { stock }) : t('goods_detail.sold_out')}
            </p>
            <p className="sku-summary-choice" aria-live="polite">
              {openSpecs.length > 0 ? t('goods_detail.choose', { specs: listOf(openSpecs, i18n.language) }) : chosenValues.length > 0 && t('goods_detail.chosen', { values: listOf(chosenValues, i18n.language) })}
            </p>
          </div>
        </div>
        <SkuPicker specs={goods.specs} skus={goods.skus} choice={choice} onChoose={(specIndex, valueId) => setChoice(toggleValue(goods.skus, choice, specIndex, valueId))} />
        <QuantityStepper value={shownQuantity} max={maxQuantity} onChange={setQuantity} />
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
              <dd>{listOf(spec.values.map((value) => value.value), i18n.language)}</dd>
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
      <BuyBar sku={sku} quantity={shownQuantity} soldOut={stock === 0} />
    </>
  );
}
