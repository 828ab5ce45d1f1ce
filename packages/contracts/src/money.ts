/**
 * Money is integer minor units (bigint in the database, bigint or safe integer in code), in the
 * platform base currency. A currency's rate says how many of its major units one base major unit
 * buys. Conversion rounds half-up to the target's minor unit. No floats anywhere.
 */
export interface CurrencyInfo {
  code: string;
  symbol: string;
  digits: number;
  /** Decimal string, e.g. "7.2345". */
  rate: string;
}

const RATE_SCALE_DIGITS = 10;
const RATE_SCALE = 10n ** BigInt(RATE_SCALE_DIGITS);

/** "7.2345" -> 72345000000n (rate scaled by 10^10). Throws on anything that is not a plain decimal. */
export function parseRate(rate: string): bigint {
  const match = /^(\d+)(?:\.(\d{1,10}))?$/.exec(rate.trim());
  if (!match) throw new Error(`invalid rate: ${rate}`);
  const whole = BigInt(match[1] ?? '0');
  const fraction = (match[2] ?? '').padEnd(RATE_SCALE_DIGITS, '0');
  return whole * RATE_SCALE + BigInt(fraction);
}

function divideHalfUp(numerator: bigint, denominator: bigint): bigint {
  const negative = numerator < 0n !== denominator < 0n;
  const n = numerator < 0n ? -numerator : numerator;
  const d = denominator < 0n ? -denominator : denominator;
  const quotient = (n * 2n + d) / (d * 2n);
  return negative ? -quotient : quotient;
}

/** Base minor units -> target minor units. */
export function convertFromBase(amountBaseMinor: bigint, base: CurrencyInfo, target: CurrencyInfo): bigint {
  if (base.code === target.code) return amountBaseMinor;
  const numerator = amountBaseMinor * parseRate(target.rate) * 10n ** BigInt(target.digits);
  const denominator = RATE_SCALE * 10n ** BigInt(base.digits);
  return divideHalfUp(numerator, denominator);
}

/** Target minor units -> base minor units (for amounts the user types in their currency). */
export function convertToBase(amountMinor: bigint, from: CurrencyInfo, base: CurrencyInfo): bigint {
  if (base.code === from.code) return amountMinor;
  const numerator = amountMinor * RATE_SCALE * 10n ** BigInt(base.digits);
  const denominator = parseRate(from.rate) * 10n ** BigInt(from.digits);
  return divideHalfUp(numerator, denominator);
}

/** 1234n, 2 digits -> "12.34"; 1235n, 0 digits -> "1235". */
export function formatMinor(amountMinor: bigint | number, digits: number): string {
  const value = BigInt(amountMinor);
  const negative = value < 0n;
  const abs = negative ? -value : value;
  const scale = 10n ** BigInt(digits);
  const whole = (abs / scale).toString();
  const fraction = digits > 0 ? '.' + (abs % scale).toString().padStart(digits, '0') : '';
  return (negative ? '-' : '') + whole + fraction;
}

/** "12.34" -> 1234n for 2 digits. Returns null when the text has more decimals than allowed. */
export function parseMajor(text: string, digits: number): bigint | null {
  const match = /^(-)?(\d+)(?:\.(\d+))?$/.exec(text.trim());
  if (!match) return null;
  const fraction = match[3] ?? '';
  if (fraction.length > digits) return null;
  const value = BigInt(match[2] ?? '0') * 10n ** BigInt(digits) + BigInt(fraction.padEnd(digits, '0') || '0');
  return match[1] ? -value : value;
}

/**
 * A decimal amount from the wire ("1234.56") as the interface language writes money in
 * `currency`: grouping, decimal sign, and where the symbol goes ("$1,234.56", "1 234,56 €",
 * "SAR 4,629.60", "￥1,235"). The digits shown are the ones sent, never rounded again. A code
 * Intl does not know (the shop may define its own, up to 10 letters) keeps the locale's layout
 * with `symbol` in the currency's place.
 */
export function formatAmount(amount: string, currency: string, locale: string, symbol = currency): string {
  const digits = amount.split('.')[1]?.length ?? 0;
  const value = amount as `${number}`;
  const known = currencyFormat(locale, currency, { digits });
  if (known) return known.format(value);
  const unknownCurrency = currencyFormat(locale, 'XXX', { digits });
  if (!unknownCurrency) throw new RangeError(`Incorrect locale information provided: ${locale}`);
  return formatWithSign(unknownCurrency, value, symbol);
}

/** `amount` as `format` writes it, with `sign` in the currency's place. */
export function formatWithSign(format: Intl.NumberFormat, amount: `${number}`, sign: string): string {
  return format
    .formatToParts(amount)
    .map((part) => (part.type === 'currency' ? sign : part.value))
    .join('');
}

/** How a currency format writes: fixed digits; the narrowest sign ($ for US$); abbreviated (12K). */
export interface CurrencyFormatOptions {
  digits: number;
  narrowSymbol?: boolean;
  compact?: boolean;
}

/**
 * Building a number format is slow next to using one, and a goods list shows dozens of prices:
 * one format per locale, currency and options is kept. null: a currency Intl does not know.
 */
const currencyFormats = new Map<string, Intl.NumberFormat | null>();

export function currencyFormat(locale: string, currency: string, { digits, narrowSymbol = false, compact = false }: CurrencyFormatOptions): Intl.NumberFormat | null {
  const key = `${locale}|${currency}|${digits}|${narrowSymbol}|${compact}`;
  let format = currencyFormats.get(key);
  if (format === undefined) {
    try {
      format = new Intl.NumberFormat(locale, {
        style: 'currency',
        currency,
        minimumFractionDigits: digits,
        maximumFractionDigits: digits,
        ...(narrowSymbol && { currencyDisplay: 'narrowSymbol' as const }),
        ...(compact && { notation: 'compact' as const }),
      });
    } catch {
      format = null;
    }
    currencyFormats.set(key, format);
  }
  return format;
}

/** "$12.34" style text for display. */
export function formatMoney(amount: string, symbol: string): string {
  return amount.startsWith('-') ? `-${symbol}${amount.slice(1)}` : `${symbol}${amount}`;
}

/**
 * Splits `total` into parts in proportion to `weights` (all >= 0), exactly: each part is its
 * share rounded down, and the units left over go one each to the largest remainders, ties to the
 * earlier part, so the same figures always split the same way. All weights 0: all to the first.
 */
export function allocate(total: bigint, weights: readonly bigint[]): bigint[] {
  if (weights.length === 0) return [];
  const sum = weights.reduce((acc, weight) => acc + weight, 0n);
  if (sum === 0n) return weights.map((_, index) => (index === 0 ? total : 0n));
  const parts = weights.map((weight) => (total * weight) / sum);
  let left = total - parts.reduce((acc, part) => acc + part, 0n);
  const byRemainder = weights
    .map((weight, index) => ({ index, remainder: (total * weight) % sum }))
    .sort((a, b) => (a.remainder === b.remainder ? a.index - b.index : a.remainder > b.remainder ? -1 : 1));
  for (const { index } of byRemainder) {
    if (left <= 0n) break;
    parts[index]! += 1n;
    left -= 1n;
  }
  return parts;
}
