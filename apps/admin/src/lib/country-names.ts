import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import countries from 'i18n-iso-countries';
import type { LanguageCode } from '@roamcart/contracts';

/** Each language's country names is a chunk of its own, fetched when a page first shows a country. */
const LOCALE_DATA: Record<LanguageCode, () => Promise<{ default: countries.LocaleData }>> = {
  en: () => import('i18n-iso-countries/langs/en.json'),
  'zh-CN': () => import('i18n-iso-countries/langs/zh.json'),
  es: () => import('i18n-iso-countries/langs/es.json'),
  fr: () => import('i18n-iso-countries/langs/fr.json'),
  ja: () => import('i18n-iso-countries/langs/ja.json'),
  ar: () => import('i18n-iso-countries/langs/ar.json'),
};

async function loadLocale(lang: string): Promise<string> {
  const data = (await (LOCALE_DATA[lang as LanguageCode] ?? LOCALE_DATA.en)()).default;
  countries.registerLocale(data);
  return data.locale;
}

/** A country's name in the interface language, "Saudi Arabia (SA)"; the bare code until the names arrive. */
export function useCountryName(): (code: string) => string {
  const { i18n } = useTranslation();
  const { data: locale } = useQuery({ queryKey: ['country-names', i18n.language], queryFn: () => loadLocale(i18n.language), staleTime: Infinity });
  return (code) => {
    const name = locale ? countries.getName(code, locale) : undefined;
    return name ? `${name} (${code})` : code;
  };
}
