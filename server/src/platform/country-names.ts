import { createRequire } from 'node:module';
// The package's entry without its locales: its main one registers all 80 of them (about 3 MB of the server's memory).
import countries from 'i18n-iso-countries/index.js';
import { LANGUAGE_CODES } from '@roamcart/contracts';

const require = createRequire(import.meta.url);

/** i18n-iso-countries names its locales by the language alone ("zh" for zh-CN). */
const localeOf = (lang: string) => lang.split('-')[0]!.toLowerCase();

for (const lang of LANGUAGE_CODES) countries.registerLocale(require(`i18n-iso-countries/langs/${localeOf(lang)}.json`) as countries.LocaleData);

/** A country's name (ISO 3166-1 alpha-2) in the caller's language, else in English, else the code. */
export function countryName(code: string, lang: string): string {
  return countries.getName(code, localeOf(lang)) ?? countries.getName(code, 'en') ?? code;
}
