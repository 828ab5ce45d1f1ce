import { useTranslation } from 'react-i18next';
import type { GoodsDetail } from '@roamcart/contracts';
import { QuantityStepper } from '../../../components/quantity-stepper.tsx';
import { listText } from '../../../lib/list-text.ts';
import { PICTURE_HEIGHT, PICTURE_WIDTH } from '../../../components/goods-gallery.tsx';
import { SkuPicker } from './sku-picker.tsx';
import type { SkuSelection } from './use-sku-selection.ts';

/** The chosen SKU's picture and stock, what is still to choose, one row per spec, and the quantity. */
export function SkuOptions({ goods, selection }: { goods: GoodsDetail; selection: SkuSelection }) {
  const { t, i18n } = useTranslation();
  const { choice, sku, stock } = selection;
  const chosenValues = goods.specs.flatMap((spec, index) => spec.values.filter((value) => value.id === choice[index]).map((value) => value.value));
  const openSpecs = goods.specs.filter((_, index) => choice[index] === null).map((spec) => spec.name);
  return (
    <>
      <div className="sku-summary">
        <img className="sku-summary-picture" src={sku?.image || goods.images[0]} width={PICTURE_WIDTH} height={PICTURE_HEIGHT} alt="" loading="lazy" decoding="async" />
        <div>
          <p className={stock > 0 ? 'sku-summary-stock' : 'sku-summary-stock is-sold-out'} data-testid="goods-stock">
            {stock > 0 ? t('goods_detail.in_stock', { stock }) : t('goods_detail.sold_out')}
          </p>
          <p className="sku-summary-choice" aria-live="polite">
            {openSpecs.length > 0
              ? t('goods_detail.choose', { specs: listText(openSpecs, i18n.language) })
              : chosenValues.length > 0 && t('goods_detail.chosen', { values: listText(chosenValues, i18n.language) })}
          </p>
        </div>
      </div>
      <SkuPicker specs={goods.specs} skus={goods.skus} choice={choice} onChoose={selection.choose} />
      <QuantityStepper value={selection.quantity} max={selection.maxQuantity} onChange={selection.setQuantity} />
    </>
  );
}

/** The price of what the choice still allows: one amount, or the lowest to the highest. */
export function selectionPrice(goods: GoodsDetail, selection: SkuSelection, format: (amount: string) => string): string {
  const { range } = selection;
  if (!range) return format(goods.price);
  return range.min === range.max ? format(range.min) : `${format(range.min)} – ${format(range.max)}`;
}
