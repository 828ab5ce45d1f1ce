import { describe, expect, it } from 'vitest';
import { chosenSku, compareAmounts, initialChoice, isValueAvailable, matchingSkus, priceRange, quantityMax, toggleValue, type GoodsSku, type GoodsSpec } from './sku-choice.ts';

// Colour (red 1, blue 2, green 3) x size (S 11, M 12); blue/M is sold out, green comes only in S and is sold out.
const specs: GoodsSpec[] = [
  { id: 100, name: 'Colour', values: [{ id: 1, value: 'Red' }, { id: 2, value: 'Blue' }, { id: 3, value: 'Green' }] },
  { id: 200, name: 'Size', values: [{ id: 11, value: 'S' }, { id: 12, value: 'M' }] },
];
const sku = (id: number, values: number[], price: string, stock: number): GoodsSku => ({ id, spec_values: values, price, stock, code: `C${id}`, image: '' });
const skus = [sku(1, [1, 11], '10.00', 5), sku(2, [1, 12], '12.50', 3), sku(3, [2, 11], '9.00', 7), sku(4, [2, 12], '11.00', 0), sku(5, [3, 11], '8.00', 0)];

const available = (choice: (number | null)[]) =>
  specs.map((spec, index) => spec.values.filter((value) => isValueAvailable(skus, choice, index, value.id)).map((value) => value.value));

describe('SKU choice', () => {
  it('offers every value that some SKU in stock has while nothing is chosen, and not a value whose SKUs are all sold out', () => {
    expect(available([null, null])).toEqual([['Red', 'Blue'], ['S', 'M']]);
  });

  it('greys out a size sold out in the chosen colour, and a colour sold out in the chosen size', () => {
    expect(available([2, null])).toEqual([['Red', 'Blue'], ['S']]);
    expect(available([null, 12])).toEqual([['Red'], ['S', 'M']]);
    expect(available([1, null])).toEqual([['Red', 'Blue'], ['S', 'M']]);
  });

  it('finds the SKU once every spec has a value, and none before', () => {
    expect(chosenSku(skus, [1, null])).toBeNull();
    expect(chosenSku(skus, [1, 12])).toMatchObject({ id: 2, price: '12.50', stock: 3 });
    expect(chosenSku([sku(9, [], '4.00', 2)], [])).toMatchObject({ id: 9 });
  });

  it('chooses a value, clears it when chosen again, and clears another choice no SKU has with it', () => {
    expect(toggleValue(skus, [null, null], 0, 1)).toEqual([1, null]);
    expect(toggleValue(skus, [1, 12], 1, 12)).toEqual([1, null]);
    expect(toggleValue(skus, [1, 12], 0, 3)).toEqual([3, null]);
    expect(toggleValue(skus, [1, 11], 0, 2)).toEqual([2, 11]);
  });

  it('lets a sold-out SKU be chosen, to ask to be told when it is back', () => {
    expect(toggleValue(skus, [1, 12], 0, 2)).toEqual([2, 12]);
    expect(chosenSku(skus, [2, 12])).toMatchObject({ id: 4, stock: 0 });
  });

  it('keeps the prices of what matches the choice so far, lowest and highest, compared as decimals', () => {
    expect(priceRange(matchingSkus(skus, [null, null]))).toEqual({ min: '8.00', max: '12.50' });
    expect(priceRange(matchingSkus(skus, [1, null]))).toEqual({ min: '10.00', max: '12.50' });
    expect(priceRange([sku(1, [], '1235', 1), sku(2, [], '999', 1)])).toEqual({ min: '999', max: '1235' });
    expect(priceRange([])).toBeNull();
  });

  it('compares amounts as decimals, whatever their written precision', () => {
    expect(compareAmounts('12.5', '12.50')).toBe(0);
    expect(compareAmounts('9.99', '10')).toBe(-1);
    expect(compareAmounts('1300', '999')).toBe(1);
  });

  it('starts with the only value of a one-value spec chosen', () => {
    expect(initialChoice(specs)).toEqual([null, null]);
    expect(initialChoice([{ id: 1, name: 'Size', values: [{ id: 7, value: 'One size' }] }])).toEqual([7]);
  });

  it('lets one pick up to the stock, and no more than the purchase limit when there is one', () => {
    expect(quantityMax(30, 0)).toBe(30);
    expect(quantityMax(30, 2)).toBe(2);
    expect(quantityMax(1, 2)).toBe(1);
  });
});
