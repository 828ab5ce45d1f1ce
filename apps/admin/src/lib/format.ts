import { i18n } from '../i18n/i18n.ts';

/** The interface language, which decides digits, separators and the order of day, month and year. */
function uiLocale(): string {
  return i18n.resolvedLanguage ?? i18n.language;
}

const dateTimeFormats = new Map<string, Intl.DateTimeFormat>();
const numberFormats = new Map<string, Intl.NumberFormat>();

function cached<T>(formats: Map<string, T>, key: string, make: () => T): T {
  let format = formats.get(key);
  if (!format) {
    format = make();
    formats.set(key, format);
  }
  return format;
}

/** A date is one unit on screen: its spaces do not break across lines (a table column stays narrow and whole). */
function keepTogether(text: string): string {
  return text.replace(/\s/g, '\u00a0');
}

/** "11/21/2026, 12:05 PM" in English, "2026/11/21 12:05" in Chinese, in the browser's time zone; empty for a missing time. */
export function formatDateTime(iso: string | null | undefined): string {
  if (!iso) return '';
  const time = new Date(iso);
  if (Number.isNaN(time.getTime())) return '';
  const locale = uiLocale();
  const format = cached(dateTimeFormats, `${locale} datetime`, () => new Intl.DateTimeFormat(locale, { year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit' }));
  return keepTogether(format.format(time));
}

/**
 * The day of a time ("2026-11-21T12:05:00Z", in the browser's time zone) or a calendar day
 * ("2026-11-21", a birthday, never shifted across time zones), in the interface language.
 */
export function formatDay(value: string | null | undefined): string {
  if (!value) return '';
  const calendarDay = /^\d{4}-\d{2}-\d{2}$/.test(value);
  const time = new Date(calendarDay ? `${value}T00:00:00Z` : value);
  if (Number.isNaN(time.getTime())) return '';
  const locale = uiLocale();
  const format = cached(dateTimeFormats, `${locale} day ${calendarDay}`, () =>
    new Intl.DateTimeFormat(locale, { year: 'numeric', month: '2-digit', day: '2-digit', ...(calendarDay ? { timeZone: 'UTC' } : {}) }),
  );
  return keepTogether(format.format(time));
}

/**
 * A decimal amount from the API ("1234.5") in the currency's own layout for the interface
 * language: "$1,234.50", "1 234,50 €", "￥1,235". The string is formatted as an exact decimal.
 */
export function formatMoney(amount: string, currencyCode: string): string {
  const locale = uiLocale();
  const format = cached(numberFormats, `${locale} ${currencyCode}`, () => {
    try {
      return new Intl.NumberFormat(locale, { style: 'currency', currency: currencyCode });
    } catch {
      // A code that is not ISO 4217 (an operator's own currency): the number, then the code.
      return new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
    }
  });
  const text = format.format(amount as Intl.StringNumericLiteral);
  return format.resolvedOptions().style === 'currency' ? text : `${text} ${currencyCode}`;
}

/** A count with the interface language's grouping and digits: "12,345", "12 345". */
export function formatCount(count: number): string {
  const locale = uiLocale();
  return cached(numberFormats, `${locale} count`, () => new Intl.NumberFormat(locale)).format(count);
}
