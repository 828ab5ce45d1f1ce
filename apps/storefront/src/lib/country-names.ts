import { queryOptions } from '@tanstack/react-query';
import countries from 'i18n-iso-countries';
import { ADDRESS_COUNTRIES, type LanguageCode } from '@roamcart/contracts';

/** Each language's country names is a chunk of its own, fetched the first time an address screen needs it. */
const LOCALE_DATA: Record<LanguageCode, () => Promise<{ default: countries.LocaleData }>> = {
  en: () => import('i18n-iso-countries/langs/en.json'),
  'zh-CN': () => import('i18n-iso-countries/langs/zh.json'),
  es: () => import('i18n-iso-countries/langs/es.json'),
  fr: () => import('i18n-iso-countries/langs/fr.json'),
  ja: () => import('i18n-iso-countries/langs/ja.json'),
  ar: () => import('i18n-iso-countries/langs/ar.json'),
};

export interface CountryNames {
  name: (code: string) => string;
  /** The address countries sorted by their name in the language. */
  sorted: { code: string; name: string }[];
}

async function loadCountryNames(lang: string): Promise<CountryNames> {
  const load = LOCALE_DATA[lang as LanguageCode] ?? LOCALE_DATA.en;
  const data = (await load()).default;
  countries.registerLocale(data);
  const name = (code: string) => countries.getName(code, data.locale) ?? code;
  const collator = new Intl.Collator(lang);
  const sorted = ADDRESS_COUNTRIES.map((code) => ({ code, name: name(code) })).sort((a, b) => collator.compare(a.name, b.name));
  return { name, sorted };
}

export const countryNamesQuery = (lang: string) =>
  queryOptions({ queryKey: ['country-names', lang], queryFn: () => loadCountryNames(lang), staleTime: Infinity });

/** Every country ISO 3166-1 knows, sorted by its name in the language (a traveller's nationality is not limited to where the shop ships). */
async function loadAllCountryNames(lang: string): Promise<{ code: string; name: string }[]> {
  const load = LOCALE_DATA[lang as LanguageCode] ?? LOCALE_DATA.en;
  const data = (await load()).default;
  countries.registerLocale(data);
  const collator = new Intl.Collator(lang);
  return Object.entries(countries.getNames(data.locale, { select: 'official' }))
    .map(([code, name]) => ({ code, name }))
    .sort((a, b) => collator.compare(a.name, b.name));
}

export const allCountryNamesQuery = (lang: string) =>
  queryOptions({ queryKey: ['country-names', 'all', lang], queryFn: () => loadAllCountryNames(lang), staleTime: Infinity });
