import { useMemo, useState } from 'react';
import type { GoodsDetail } from '@roamcart/contracts';
import { chosenSku, initialChoice, matchingSkus, priceRange, quantityMax, toggleValue } from '../lib/sku-choice.ts';

/**
 * The options and quantity a buyer picks for one goods, and what follows from them: the SKU of a
 * complete choice, the price range and stock of what is still possible, and the quantity kept
 * within the stock and the purchase limit. Goods detail and /choosegoods pick the same way.
 */
export function useSkuSelection(goods: GoodsDetail) {
  const [choice, setChoice] = useState(() => initialChoice(goods.specs));
  const [quantity, setQuantity] = useState(1);

  const matching = useMemo(() => matchingSkus(goods.skus, choice), [goods.skus, choice]);
  const sku = chosenSku(goods.skus, choice);
  const range = priceRange(sku ? [sku] : matching.filter((candidate) => candidate.stock > 0)) ?? priceRange(matching);
  const stock = sku ? sku.stock : matching.reduce((sum, candidate) => sum + candidate.stock, 0);
  const largestStock = sku ? sku.stock : Math.max(0, ...matching.map((candidate) => candidate.stock));
  const maxQuantity = quantityMax(largestStock, goods.purchase_limit);

  return {
    choice,
    choose: (specIndex: number, valueId: number) => setChoice(toggleValue(goods.skus, choice, specIndex, valueId)),
    sku,
    range,
    stock,
    maxQuantity,
    quantity: Math.max(1, Math.min(quantity, maxQuantity)),
    setQuantity,
  };
}

export type SkuSelection = ReturnType<typeof useSkuSelection>;
