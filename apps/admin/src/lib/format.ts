import { dateLocaleFor, formatAmount, formatDate, formatDateTime as formatDateTimeIn, utcOffsetOf } from '@roamcart/contracts';
import { i18n } from '../i18n/i18n.ts';

/** The interface language, which decides digits, separators and the order of day, month and year. */
function uiLocale(): string {
  return i18n.resolvedLanguage ?? i18n.language;
}

/** A date is one unit on screen: its spaces do not break across lines (a table column stays narrow and whole). */
function keepTogether(text: string): string {
  return text.replace(/\s/g, '\u00a0');
}

/** "Nov 21, 2026 12:05" in English, "2026年11月21日 12时05分" in Chinese (SPEC §9), in the browser's time zone; empty for a missing time. */
export function formatDateTime(iso: string | null | undefined): string {
  return keepTogether(formatDateTimeIn(iso, dateLocaleFor(uiLocale())));
}

/** The day of a time, or a calendar day such as a birthday ("2026-11-21"), in the interface language. */
export function formatDay(value: string | null | undefined): string {
  return keepTogether(formatDate(value, dateLocaleFor(uiLocale())));
}

/**
 * A time on a place's own clock, as written there (a flight's "2026-11-21T08:30:00+09:00"): its
 * day in the interface language, its wall-clock time, whatever the browser's time zone, and its
 * UTC offset as the storefront writes it ("Nov 21, 2026 08:30 (UTC+9)").
 */
export function formatPlaceDateTime(localIso: string): string {
  const offset = utcOffsetOf(localIso);
  const clock = localIso.slice(11, 16);
  const time = offset === null ? clock : i18n.t('admin.flights.time_at_offset', { time: clock, offset });
  return keepTogether(`${formatDate(localIso.slice(0, 10), dateLocaleFor(uiLocale()))} ${time}`);
}

/** A decimal amount from the API ("1234.5") in the currency's own layout for the interface language: "$1,234.50", "1 234,50 €". */
export function formatMoney(amount: string, currency: { code: string; symbol: string }): string {
  return formatAmount(amount, currency.code, uiLocale(), currency.symbol);
}

const countFormats = new Map<string, Intl.NumberFormat>();

/** A count with the interface language's grouping and digits: "12,345", "12 345". */
export function formatCount(count: number): string {
  const locale = uiLocale();
  let format = countFormats.get(locale);
  if (!format) {
    format = new Intl.NumberFormat(locale);
    countFormats.set(locale, format);
  }
  return format.format(count);
}

/**
 * How many decimals a currency's amounts have (USD 2, JPY 0), as Intl knows them; a code it does
 * not know (the shop may define its own) is taken to have two. The server checks again.
 */
export function currencyDigits(code: string): number {
  try {
    return new Intl.NumberFormat('en', { style: 'currency', currency: code }).resolvedOptions().maximumFractionDigits ?? 2;
  } catch {
    return 2;
  }
}
