import { describe, expect, it } from 'vitest';
import { sameCombinations, skuMatrix, specCombinations, specValueLabel, type SkuRow } from './sku-matrix.ts';

const row = (spec_values: string[], price: string, stock: number): SkuRow => ({ spec_values, price, stock, code: '', image: '' });

describe('specCombinations', () => {
  it('gives every colour with every size, in spec order', () => {
    expect(specCombinations([['Black', 'White'], ['S', 'M']])).toEqual([
      ['Black', 'S'],
      ['Black', 'M'],
      ['White', 'S'],
      ['White', 'M'],
    ]);
  });

  it('gives goods without specs one SKU, and a spec without values none', () => {
    expect(specCombinations([])).toEqual([[]]);
    expect(specCombinations([['Red'], []])).toEqual([]);
  });

  it('leaves out blank and repeated values (the server answers 4212 for the repeat)', () => {
    expect(specCombinations([['Red', ' ', 'red ', 'Blue']])).toEqual([['Red'], ['Blue']]);
  });
});

describe('skuMatrix', () => {
  it('keeps what was typed for combinations still there and adds empty rows for new ones', () => {
    const before = [row(['Black', 'S'], '10.05', 4), row(['Black', 'M'], '11', 0)];
    expect(skuMatrix([['black', 'White'], ['S', 'M']], before)).toEqual([
      row(['black', 'S'], '10.05', 4),
      row(['black', 'M'], '11', 0),
      row(['White', 'S'], '', 0),
      row(['White', 'M'], '', 0),
    ]);
  });

  it('drops rows whose value was removed', () => {
    const before = [row(['Black'], '1', 1), row(['White'], '2', 2)];
    expect(skuMatrix([['White']], before)).toEqual([row(['White'], '2', 2)]);
  });

  it('keeps the single row of goods without specs', () => {
    expect(skuMatrix([], [row([], '5.00', 3)])).toEqual([row([], '5.00', 3)]);
  });
});

describe('specValueLabel and sameCombinations', () => {
  it('names a value by its default-language text, else the first typed', () => {
    expect(specValueLabel({ en: ' Black ', 'zh-CN': '黑色' }, 'en')).toBe('Black');
    expect(specValueLabel({ en: '', 'zh-CN': '黑色' }, 'en')).toBe('黑色');
    expect(specValueLabel(undefined, 'en')).toBe('');
  });

  it('tells whether the rows need regenerating', () => {
    expect(sameCombinations([row(['A'], '1', 1)], [row(['A'], '2', 2)])).toBe(true);
    expect(sameCombinations([row(['A'], '1', 1)], [row(['a'], '1', 1)])).toBe(false);
  });
});
