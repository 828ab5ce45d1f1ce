// The full ("max") metadata: the "min" one checks only a number's length, so it passes numbers a
// country never gives out (a German +49 999 1234567). The apps load this module in a chunk of its
// own, with the screens that take a phone, so the storefront's first load does not carry it.
import { getCountryCallingCode, parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js/max';
import { z } from './validation.ts';

/** Mainland mobile with optional 86/+86, or a number starting with 0 of 10 to 13 digits or dashes (SPEC §5). */
export const TEL_PATTERN = /^(?:(?:\+?86)?1\d{10}|0[\d-]{9,12})$/;

/**
 * A phone that a courier in `country` can call: valid by libphonenumber-js and in the country's
 * calling code (so a Canadian number serves a US address, a French one does not). Answers the
 * number in E.164, or null when it is not valid.
 */
export function countryPhone(tel: string, country: string): string | null {
  const phone = parsePhoneNumberFromString(tel, country as CountryCode);
  if (!phone?.isValid()) return null;
  return phone.countryCallingCode === getCountryCallingCode(country as CountryCode) ? phone.number : null;
}

/** The country's calling code without its +, e.g. "966" for SA. */
export function countryCallingCode(country: string): string {
  return getCountryCallingCode(country as CountryCode);
}

/** A phone outside the mainland rule: a valid international number with its + and country code, answered in E.164. */
export function internationalPhone(tel: string): string | null {
  const phone = tel.startsWith('+') ? parsePhoneNumberFromString(tel) : undefined;
  return phone?.isValid() ? phone.number : null;
}

/** The mainland rule of SPEC §5 as typed; any other number must be a valid international one, kept in E.164. */
export const phoneBody = z.object({
  mobile: z
    .string()
    .trim()
    .min(1)
    .max(30)
    .transform((mobile, ctx) => {
      if (TEL_PATTERN.test(mobile)) return mobile;
      const international = internationalPhone(mobile);
      if (international) return international;
      ctx.addIssue({ code: 'custom', message: 'validation.mobile', input: mobile });
      return z.NEVER;
    }),
});
