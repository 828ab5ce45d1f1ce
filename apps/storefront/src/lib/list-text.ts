import { perLanguage } from './per-language.ts';

const unitList = perLanguage((lang) => new Intl.ListFormat(lang, { type: 'unit', style: 'short' }));

/**
 * Values listed as the language writes them, without "and" ("Red, L, Cotton"; "赤 L 綿"): the
 * language's unit list, except in Chinese, whose unit list runs the values together ("红色大号棉"),
 * where the enumeration comma separates them ("红色、大号、棉").
 */
export function listText(items: readonly string[], lang: string): string {
  if (lang.toLowerCase().startsWith('zh')) return items.join('、');
  return unitList(lang).format(items);
}
