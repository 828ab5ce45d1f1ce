import { getCountries } from 'libphonenumber-js/min';
import { postcodeValidator, postcodeValidatorExistsForCountry } from 'postcode-validator';
import type { LanguageCode } from './messages.ts';
import { countryPhone, TEL_PATTERN } from './phone.ts';
import { idParam, lineText, pageResultOf, requiredText, z } from './validation.ts';

export const ADDRESS_DETAIL_MAX = 200;
export const DEFAULT_MAX_ADDRESSES = 20;
export const CHINA = 'CN';

/**
 * Countries an address may be in: the ISO 3166-1 regions that have telephone numbers.
 * Ascension (AC) and Tristan da Cunha (TA) have calling codes of their own but no ISO code.
 */
export const ADDRESS_COUNTRIES: readonly string[] = getCountries()
  .filter((code) => code !== 'AC' && code !== 'TA')
  .sort();

export function isAddressCountry(code: string): boolean {
  return ADDRESS_COUNTRIES.includes(code);
}

/** A new address's country when the customer has none yet: the interface language's region. */
const LANGUAGE_REGION: Record<LanguageCode, string> = {
  en: 'US',
  'zh-CN': 'CN',
  es: 'ES',
  fr: 'FR',
  ja: 'JP',
  ar: 'SA',
};

export function languageRegion(lang: string): string {
  return LANGUAGE_REGION[lang as LanguageCode] ?? LANGUAGE_REGION.en;
}

export type RegionKind = 'state' | 'province' | 'prefecture' | 'county' | 'region' | 'emirate';
export type PostalKind = 'zip' | 'postcode' | 'postal_code' | 'pin' | 'eircode';

/** What a country outside China calls its first-level region and postal code, and whether the region is part of the address. */
export interface AddressFormat {
  region: RegionKind;
  regionRequired: boolean;
  postal: PostalKind;
}

const GENERIC_FORMAT: AddressFormat = { region: 'region', regionRequired: false, postal: 'postal_code' };

const ADDRESS_FORMATS: Partial<Record<string, AddressFormat>> = {
  US: { region: 'state', regionRequired: true, postal: 'zip' },
  CA: { region: 'province', regionRequired: true, postal: 'postal_code' },
  AU: { region: 'state', regionRequired: true, postal: 'postcode' },
  JP: { region: 'prefecture', regionRequired: true, postal: 'postal_code' },
  BR: { region: 'state', regionRequired: true, postal: 'postal_code' },
  MX: { region: 'state', regionRequired: true, postal: 'postal_code' },
  IN: { region: 'state', regionRequired: true, postal: 'pin' },
  AR: { region: 'province', regionRequired: true, postal: 'postal_code' },
  IT: { region: 'province', regionRequired: true, postal: 'postal_code' },
  ES: { region: 'province', regionRequired: true, postal: 'postal_code' },
  AE: { region: 'emirate', regionRequired: true, postal: 'postal_code' },
  GB: { region: 'county', regionRequired: false, postal: 'postcode' },
  IE: { region: 'county', regionRequired: true, postal: 'eircode' },
  DE: { region: 'region', regionRequired: false, postal: 'postcode' },
  NL: { region: 'province', regionRequired: false, postal: 'postcode' },
};

export function addressFormat(country: string): AddressFormat {
  return ADDRESS_FORMATS[country] ?? GENERIC_FORMAT;
}

/** Whether the country has postal codes of a known shape: then the code is required and checked. */
export function hasPostalCodes(country: string): boolean {
  return postcodeValidatorExistsForCountry(country);
}

function isValidPostalCode(country: string, postalCode: string): boolean {
  return !hasPostalCodes(country) || postcodeValidator(postalCode, country);
}


/**
 * China keeps SPEC §5's rules (a six-digit region code from the picker, the mainland phone
 * rule); every other country needs a city, its region where it has one, its postal code where
 * the shape is known, and a phone valid for the country, stored in E.164.
 */
export const addressSaveBody = z
  .object({
    id: idParam.optional(),
    name: requiredText(50),
    tel: requiredText(30),
    country: z
      .string()
      .trim()
      .toUpperCase()
      .refine(isAddressCountry, { error: 'validation.country' })
      .default(CHINA),
    province: lineText(50).default(''),
    city: lineText(50).default(''),
    county: lineText(50).default(''),
    area_code: z.string().trim().default(''),
    postal_code: lineText(12).toUpperCase().default(''),
    address_detail: requiredText(ADDRESS_DETAIL_MAX, 'validation.address_detail_max'),
    is_default: z.boolean().default(false),
  })
  .superRefine((body, ctx) => {
    const fail = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });
    if (body.country === CHINA) {
      if (!TEL_PATTERN.test(body.tel)) fail('tel', 'validation.tel');
      if (!body.province) fail('province', 'validation.area_required');
      if (!body.city) fail('city', 'validation.area_required');
      if (!/^\d{6}$/.test(body.area_code)) fail('area_code', 'validation.area_required');
      return;
    }
    if (!isAddressCountry(body.country)) return;
    if (countryPhone(body.tel, body.country) === null) fail('tel', 'validation.tel');
    if (!body.city) fail('city', 'validation.required');
    if (!body.province && addressFormat(body.country).regionRequired) fail('province', 'validation.region_required');
    if (hasPostalCodes(body.country)) {
      if (!body.postal_code) fail('postal_code', 'validation.required');
      else if (!isValidPostalCode(body.country, body.postal_code)) fail('postal_code', 'validation.postal_code');
    }
  })
  .transform((body) =>
    body.country === CHINA
      ? { ...body, postal_code: '' }
      : { ...body, tel: countryPhone(body.tel, body.country) ?? body.tel, county: '', area_code: '' },
  );
export type AddressSaveBody = z.infer<typeof addressSaveBody>;

export const addressDeleteBody = z.object({ id: idParam });

export const addressRow = z.object({
  id: z.number().int(),
  name: z.string(),
  tel: z.string(),
  country: z.string(),
  province: z.string(),
  city: z.string(),
  county: z.string(),
  area_code: z.string(),
  postal_code: z.string(),
  address_detail: z.string(),
  is_default: z.boolean(),
});
export type Address = z.infer<typeof addressRow>;

/** GET /address/page: the page, the most addresses a customer may keep, and the country a new address starts in. */
export const addressBook = pageResultOf(addressRow).extend({ max: z.number().int(), default_country: z.string() });
export type AddressBook = z.infer<typeof addressBook>;
