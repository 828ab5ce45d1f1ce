import { filledTexts, type LocalizedText } from './texts.ts';

/** One SKU row of the editor, in the shape of the save body's `skus`. */
export interface SkuRow {
  /** The default-language text of each spec's value, in spec order. */
  spec_values: string[];
  price: string;
  stock: number;
  code: string;
  image: string;
}

/** What names a spec value to the server: its default-language text, else the first one typed. */
export function specValueLabel(value: Partial<LocalizedText> | undefined, defaultLanguage: string): string {
  const texts = filledTexts(value);
  return (texts[defaultLanguage] ?? Object.values(texts)[0] ?? '').trim();
}

/** The server tells values apart by their trimmed, lower-cased text. */
const keyOf = (label: string) => label.trim().toLowerCase();
const comboKeyOf = (labels: readonly string[]) => labels.map(keyOf).join('\u0000');

/**
 * Every combination of one value per spec, in spec order (2 colours x 2 sizes: 4). Values without
 * text and repeats are left out; no spec gives the one empty combination of goods without specs,
 * and a spec without any value gives none.
 */
export function specCombinations(specs: readonly (readonly string[])[]): string[][] {
  return specs.reduce<string[][]>(
    (combos, values) => {
      const distinct = values.filter((label, index) => label.trim() !== '' && values.findIndex((other) => keyOf(other) === keyOf(label)) === index);
      return combos.flatMap((combo) => distinct.map((label) => [...combo, label.trim()]));
    },
    [[]],
  );
}

/**
 * The SKU rows for `specs`: one per combination. A row whose combination was already there keeps
 * its price, stock, code and image (so renaming a size's case or adding a colour loses nothing
 * typed); a new one starts empty.
 */
export function skuMatrix(specs: readonly (readonly string[])[], previous: readonly SkuRow[]): SkuRow[] {
  const kept = new Map(previous.map((row) => [comboKeyOf(row.spec_values), row]));
  return specCombinations(specs).map((combo) => {
    const before = kept.get(comboKeyOf(combo));
    return before ? { ...before, spec_values: combo } : { spec_values: combo, price: '', stock: 0, code: '', image: '' };
  });
}

/** Whether two lists of rows stand for the same combinations in the same order (nothing to regenerate). */
export function sameCombinations(a: readonly SkuRow[], b: readonly SkuRow[]): boolean {
  return a.length === b.length && a.every((row, index) => row.spec_values.join('\u0000') === b[index]?.spec_values.join('\u0000'));
}
