import { describe, expect, it } from 'vitest';
import { BALANCE_LOG_TYPES, LANGUAGE_CODES, MESSAGES, POINTS_LOG_TYPES, translateMessage } from '@roamcart/contracts';
import { readAppDictionaries } from './translations.ts';

type Dictionaries = Record<string, Record<string, string>>;

function placeholders(text: string): string[] {
  return [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1] ?? '').sort();
}

const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;

/** Keys with plural forms: English writes each with `_one` and `_other` (i18next's form keys). */
function pluralBases(english: Record<string, string>): Set<string> {
  const ones = Object.keys(english).filter((key) => key.endsWith('_one')).map((key) => key.replace(PLURAL_SUFFIX, ''));
  return new Set(ones.filter((base) => `${base}_other` in english));
}

/** A key as the completeness check compares it: a plural form counts as its base key. */
function baseKeys(dictionary: Record<string, string>, plurals: Set<string>): string[] {
  const bases = Object.keys(dictionary).map((key) => {
    const base = key.replace(PLURAL_SUFFIX, '');
    return plurals.has(base) ? base : key;
  });
  return [...new Set(bases)].sort();
}

/**
 * Every seeded language is complete: same keys as English (each plural key with exactly the forms
 * the language's plural rules use), no blanks, the same placeholders; and every count is
 * written with plural forms, so no language says "1 addresses".
 */
function expectComplete(dictionaries: Dictionaries) {
  const english = dictionaries.en ?? {};
  const plurals = pluralBases(english);
  for (const lang of LANGUAGE_CODES) {
    const dictionary = dictionaries[lang];
    expect(baseKeys(dictionary ?? {}, plurals), `${lang} keys`).toEqual(baseKeys(english, plurals));
    const categories = new Intl.PluralRules(lang).resolvedOptions().pluralCategories.slice().sort();
    for (const base of plurals) {
      const forms = Object.keys(dictionary ?? {}).filter((key) => key.replace(PLURAL_SUFFIX, '') === base && PLURAL_SUFFIX.test(key));
      expect(forms.map((key) => PLURAL_SUFFIX.exec(key)?.[1]).sort(), `${lang} ${base} plural forms`).toEqual(categories);
    }
    for (const [key, text] of Object.entries(dictionary ?? {})) {
      expect(text.trim(), `${lang} ${key}`).not.toBe('');
      const base = key.replace(PLURAL_SUFFIX, '');
      const englishText = english[key] ?? english[`${base}_other`] ?? '';
      expect(placeholders(text), `${lang} ${key} placeholders`).toEqual(placeholders(englishText));
      if (placeholders(text).includes('count')) expect(plurals.has(base), `${lang} ${key} counts without plural forms`).toBe(true);
    }
  }
}

/** One apostrophe per language: French, for one, writes ’ everywhere, never mixed with '. */
function expectOneApostrophe(dictionaries: Dictionaries[]) {
  for (const lang of LANGUAGE_CODES) {
    const texts = dictionaries.flatMap((dictionary) => Object.values(dictionary[lang] ?? {}));
    const straight = texts.filter((text) => /\p{L}'\p{L}/u.test(text));
    const curly = texts.filter((text) => /\p{L}’\p{L}/u.test(text));
    expect(straight.length > 0 && curly.length > 0 ? { lang, straight, curly } : null, `${lang} mixes ' and ’`).toBeNull();
  }
}

describe('seeded translations', () => {
  it('has every server message in all six languages', () => {
    expectComplete(MESSAGES);
  });

  it('has every storefront key in all six languages', () => {
    expectComplete(readAppDictionaries('storefront'));
  });

  it('has every back-office key in all six languages', () => {
    expectComplete(readAppDictionaries('admin'));
  });

  it('names every kind of wallet and points log line in all six languages (the logs show the type, not its code)', () => {
    const storefront = readAppDictionaries('storefront');
    for (const lang of LANGUAGE_CODES) {
      const missing = [...BALANCE_LOG_TYPES, ...POINTS_LOG_TYPES].filter((type) => !storefront[lang]?.[`wallet.type_${type}`]);
      expect(missing, `${lang} wallet log types`).toEqual([]);
    }
  });

  it('writes one kind of apostrophe in each language, across server messages and both apps', () => {
    expectOneApostrophe([MESSAGES, readAppDictionaries('storefront'), readAppDictionaries('admin')]);
  });

  it('names each flight cabin alike in both apps and in every language, each its own word, none a fare brand’s', () => {
    const storefront = readAppDictionaries('storefront');
    const admin = readAppDictionaries('admin');
    for (const lang of LANGUAGE_CODES) {
      const cabins = ['economy', 'premium', 'business'].map((cabin) => storefront[lang]?.[`flight.cabin_name.${cabin}`]);
      expect(cabins, `${lang} back office`).toEqual(['economy', 'premium', 'business'].map((cabin) => admin[lang]?.[`admin.flight_fares.cabins.${cabin}`]));
      expect(new Set(cabins).size, `${lang} cabins`).toBe(3);
      const brands = ['light', 'standard', 'flex'].map((brand) => storefront[lang]?.[`flight.brand.${brand}`]);
      expect(cabins.filter((cabin) => brands.includes(cabin)), `${lang} cabins named as brands`).toEqual([]);
    }
    expect(storefront.ar?.['flight.cabin_name.business']).toBe('درجة رجال الأعمال');
  });

  it('counts on the travel screens with plural forms, never "1 stops" or "day(s)"', () => {
    const storefront = readAppDictionaries('storefront');
    const counted = (lang: string, base: string, count: number) =>
      (storefront[lang]?.[`${base}_${new Intl.PluralRules(lang).select(count)}`] ?? `${base} has no form for ${count}`).replace('{{count}}', String(count));
    expect([1, 2].map((count) => counted('en', 'flight.stops', count))).toEqual(['1 stop', '2 stops']);
    expect([1, 3].map((count) => counted('en', 'flight.seats_left', count))).toEqual(['1 seat left', '3 seats left']);
    expect([1, 2].map((count) => counted('en', 'flight.arrives_days_later', count))).toEqual(['arrives 1 day later', 'arrives 2 days later']);
    expect([1, 2].map((count) => counted('en', 'flight.adults_count', count))).toEqual(['1 adult', '2 adults']);
    expect([1, 2].map((count) => counted('fr', 'flight.children_count', count))).toEqual(['1 enfant', '2 enfants']);
    expect([1, 2, 3, 11].map((count) => counted('ar', 'flight.stops', count))).toEqual(['توقف واحد (1)', 'توقفان (2)', '3 توقفات', '11 توقفًا']);
    expect([1, 2].map((count) => counted('zh-CN', 'flight.results_count', count))).toEqual(['找到1个航班', '找到2个航班']);
    for (const lang of LANGUAGE_CODES) {
      const hedged = Object.entries(storefront[lang] ?? {}).filter(([key, text]) => /^(hotel|flight|travel)\./.test(key) && /\(e?s\)/.test(text));
      expect(hedged, `${lang} travel texts hedging a plural`).toEqual([]);
    }
  });

  it('chooses the plural form each language needs for a count', () => {
    expect(translateMessage('en', 'error.4110', { count: 1 })).toBe('You can keep at most 1 address');
    expect(translateMessage('en', 'error.4110', { count: 20 })).toBe('You can keep at most 20 addresses');
    expect(translateMessage('fr', 'error.4110', { count: 1 })).toBe('Vous pouvez garder au plus 1 adresse');
    expect(translateMessage('ar', 'error.4110', { count: 2 })).toBe('يمكنك حفظ 2 عنوانين كحد أقصى');
    expect(translateMessage('ar', 'error.4110', { count: 5 })).toBe('يمكنك حفظ 5 عناوين كحد أقصى');
    expect(translateMessage('ar', 'error.4110', { count: 20 })).toBe('يمكنك حفظ 20 عنوانًا كحد أقصى');
    expect(translateMessage('zh-CN', 'validation.too_long', { maximum: 1, count: 1 })).toBe('最多 1 个字符');
    expect(translateMessage('es', 'validation.too_short', { minimum: 6, count: 6 })).toBe('Al menos 6 caracteres');
  });
});
