import { currencyFormat, formatWithSign } from '@roamcart/contracts';

/**
 * Prices in a calendar's day cells: a seventh of a phone's width holds about seven characters of
 * the cell's type, so a price is written in whole units with the currency's narrowest sign
 * ("$1,234", "12,345 ¥"), and abbreviated ("¥123K", "¥12万") when that is longer and the
 * abbreviation shorter. The cell shows it on one line; the full price is in the day's label.
 */
const CELL_CHARACTERS = 7;

/** Whole units with the narrowest sign, abbreviated when `compact`; null: a currency Intl does not know. */
const wholeUnits = (locale: string, currency: string, compact: boolean) => currencyFormat(locale, currency, { digits: 0, narrowSymbol: true, compact });

const signOf = (format: Intl.NumberFormat | null) => format?.formatToParts(0).find((part) => part.type === 'currency')?.value ?? '';
const isOneCharacter = (sign: string) => [...sign].length === 1;

/**
 * The sign a cell writes the currency with: the language's narrow symbol when it is one character
 * ($, €, ￥), else the currency's one-character sign where it has one (Arabic spells $ and ¥ as
 * US$ and JP¥ to tell them apart, which the chosen currency already does), else the language's
 * narrow symbol; `symbol` for a currency Intl does not know.
 */
function cellSign(currency: string, format: Intl.NumberFormat | null, symbol: string): string {
  if (!format) return symbol;
  const own = signOf(format);
  if (isOneCharacter(own)) return own;
  const root = signOf(wholeUnits('und', currency, false));
  return isOneCharacter(root) ? root : own;
}

/** An amount in whole units, in the language's layout, with the cell's currency sign. */
function write(amount: string, currency: string, locale: string, symbol: string, compact: boolean): string {
  const known = wholeUnits(locale, currency, compact);
  const format = known ?? wholeUnits(locale, 'XXX', compact);
  if (!format) throw new RangeError(`Incorrect locale information provided: ${locale}`);
  return formatWithSign(format, amount as `${number}`, cellSign(currency, known, symbol));
}

/** The characters a reader sees: bidi marks take no room. */
const visibleLength = (text: string) => [...text.replace(/[\u200e\u200f\u061c]/g, '')].length;

/** A decimal amount from the wire as short as a calendar cell needs it, in the interface language's way of writing money. */
export function formatCompactAmount(amount: string, currency: string, locale: string, symbol = currency): string {
  const whole = write(amount, currency, locale, symbol, false);
  if (visibleLength(whole) <= CELL_CHARACTERS) return whole;
  const compact = write(amount, currency, locale, symbol, true);
  return visibleLength(compact) < visibleLength(whole) ? compact : whole;
}
