import { formatMinor, parseMajor } from '@roamcart/contracts/money';

/** The decimals an amount from the wire is written with ("12.50" -> 2, "1235" -> 0). */
function digitsOf(amount: string): number {
  return amount.split('.')[1]?.length ?? 0;
}

/**
 * Adds and subtracts amounts of one currency as the server wrote them (decimal strings), exactly:
 * in integers at the finest scale among them, written back at that scale. Unreadable text counts as 0.
 */
export function sumAmounts(plus: readonly string[], minus: readonly string[] = []): string {
  const digits = Math.max(0, ...[...plus, ...minus].map(digitsOf));
  const minor = (amount: string) => parseMajor(amount, digits) ?? 0n;
  const total = plus.reduce((sum, amount) => sum + minor(amount), 0n) - minus.reduce((sum, amount) => sum + minor(amount), 0n);
  return formatMinor(total, digits);
}

/** An amount typed by the buyer, compared with one from the server: negative, 0 or positive; null when it is no amount. */
export function compareTyped(typed: string, amount: string): number | null {
  const digits = digitsOf(amount);
  const a = parseMajor(typed, digits);
  const b = parseMajor(amount, digits);
  if (a === null || b === null) return null;
  return a < b ? -1 : a > b ? 1 : 0;
}

/** Whether an amount from the wire is above zero. */
export function isPositive(amount: string): boolean {
  return (parseMajor(amount, digitsOf(amount)) ?? 0n) > 0n;
}
