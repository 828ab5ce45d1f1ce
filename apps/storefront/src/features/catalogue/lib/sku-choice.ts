import type { GoodsDetail } from '@roamcart/contracts';
import { parseMajor } from '@roamcart/contracts/money';

export type GoodsSku = GoodsDetail['skus'][number];
export type GoodsSpec = GoodsDetail['specs'][number];

/** The value id chosen for each spec, in the goods' `specs` order; null where none is chosen yet. */
export type SkuChoice = readonly (number | null)[];

/** Amounts on the wire have at most this many decimals; comparing at this scale needs no floats. */
const WIRE_DIGITS = 4;

function agrees(sku: GoodsSku, choice: SkuChoice, except = -1): boolean {
  return choice.every((valueId, index) => index === except || valueId === null || sku.spec_values[index] === valueId);
}

/** Nothing chosen, except for a spec that has only one value to choose. */
export function initialChoice(specs: readonly GoodsSpec[]): SkuChoice {
  return specs.map((spec) => (spec.values.length === 1 ? (spec.values[0]?.id ?? null) : null));
}

/** The SKUs that agree with every value chosen so far. */
export function matchingSkus(skus: readonly GoodsSku[], choice: SkuChoice): GoodsSku[] {
  return skus.filter((sku) => agrees(sku, choice));
}

/**
 * Whether choosing `valueId` for the spec at `specIndex`, the other specs staying as chosen,
 * still leads to a SKU in stock. A value that leads only to sold-out (or missing) SKUs is not.
 */
export function isValueAvailable(skus: readonly GoodsSku[], choice: SkuChoice, specIndex: number, valueId: number): boolean {
  return skus.some((sku) => sku.stock > 0 && sku.spec_values[specIndex] === valueId && agrees(sku, choice, specIndex));
}

/** Whether some SKU, in stock or sold out, has `valueId` for the spec at `specIndex` and agrees with the other specs' choice. */
function valueExists(skus: readonly GoodsSku[], choice: SkuChoice, specIndex: number, valueId: number): boolean {
  return skus.some((sku) => sku.spec_values[specIndex] === valueId && agrees(sku, choice, specIndex));
}

/**
 * Chooses a value, or clears it when it is chosen already. A choice on another spec that no SKU
 * has with the new value is cleared, so the choice never points at nothing; a sold-out SKU may be
 * chosen (to be told when it is back).
 */
export function toggleValue(skus: readonly GoodsSku[], choice: SkuChoice, specIndex: number, valueId: number): SkuChoice {
  if (choice[specIndex] === valueId) return choice.map((chosen, index) => (index === specIndex ? null : chosen));
  const next: (number | null)[] = choice.map((_, index) => (index === specIndex ? valueId : null));
  choice.forEach((chosen, index) => {
    if (index !== specIndex && chosen !== null && valueExists(skus, next, index, chosen)) next[index] = chosen;
  });
  return next;
}

/** The SKU of a complete choice (goods without specs have exactly one); null while a spec is open. */
export function chosenSku(skus: readonly GoodsSku[], choice: SkuChoice): GoodsSku | null {
  if (choice.some((valueId) => valueId === null)) return null;
  return skus.find((sku) => agrees(sku, choice)) ?? null;
}

/** Orders two decimal amounts of one currency ("12.5" and "12.50" are equal); unreadable text counts as 0. */
export function compareAmounts(a: string, b: string): number {
  const scaledA = parseMajor(a, WIRE_DIGITS) ?? 0n;
  const scaledB = parseMajor(b, WIRE_DIGITS) ?? 0n;
  return scaledA < scaledB ? -1 : scaledA > scaledB ? 1 : 0;
}

/** The lowest and highest price among `skus` (decimal strings in the caller's currency). */
export function priceRange(skus: readonly GoodsSku[]): { min: string; max: string } | null {
  const prices = skus.map((sku) => sku.price).sort(compareAmounts);
  const min = prices[0];
  const max = prices.at(-1);
  return min !== undefined && max !== undefined ? { min, max } : null;
}

/** The most units one may pick: the stock, and the purchase limit when the goods have one (0 = none). */
export function quantityMax(stock: number, purchaseLimit: number): number {
  return purchaseLimit > 0 ? Math.min(stock, purchaseLimit) : stock;
}
