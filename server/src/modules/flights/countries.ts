import countries from 'i18n-iso-countries/index.js';

/** Country names in the six languages are the platform's (it registers their locales). */
export { countryName } from '../../platform/country-names.ts';

/** The alpha-2 code of an English country name as the OpenFlights data writes it; null when it is not an ISO country. */
export function countryCodeOf(englishName: string): string | null {
  return countries.getAlpha2Code(englishName, 'en') ?? null;
}
