import { describe, expect, it } from 'vitest';
import { allocate, convertFromBase, convertToBase, formatAmount, formatMinor, parseMajor, parseRate } from './money.ts';

/** Intl separates with no-break spaces (U+00A0, U+202F); compare them as plain spaces. */
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

const usd = { code: 'USD', symbol: '$', digits: 2, rate: '1' };
const cny = { code: 'CNY', symbol: '¥', digits: 2, rate: '7.2' };
const jpy = { code: 'JPY', symbol: '¥', digits: 0, rate: '151.35' };

describe('money', () => {
  it('converts base minor units half-up into the target minor unit', () => {
    expect(convertFromBase(1234n, usd, cny)).toBe(8885n);
    expect(convertFromBase(1234n, usd, jpy)).toBe(1868n);
    expect(convertFromBase(1n, usd, jpy)).toBe(2n);
    expect(convertFromBase(1234n, usd, usd)).toBe(1234n);
  });

  it('converts a typed amount back to base', () => {
    expect(convertToBase(720n, cny, usd)).toBe(100n);
    expect(convertToBase(15135n, jpy, usd)).toBe(10000n);
  });

  it('formats and parses major units without floats', () => {
    expect(formatMinor(1234n, 2)).toBe('12.34');
    expect(formatMinor(5n, 2)).toBe('0.05');
    expect(formatMinor(-5n, 2)).toBe('-0.05');
    expect(formatMinor(1235n, 0)).toBe('1235');
    expect(parseMajor('12.3', 2)).toBe(1230n);
    expect(parseMajor('12.345', 2)).toBeNull();
    expect(parseMajor('abc', 2)).toBeNull();
    expect(parseRate('7.2')).toBe(72_000_000_000n);
  });

  it('writes an amount as the interface language writes money in the chosen currency', () => {
    expect(formatAmount('1234.56', 'USD', 'en')).toBe('$1,234.56');
    expect(plain(formatAmount('1234.56', 'EUR', 'fr'))).toBe('1 234,56 €');
    expect(plain(formatAmount('12.34', 'EUR', 'fr'))).toBe('12,34 €');
    expect(plain(formatAmount('4629.60', 'SAR', 'en'))).toBe('SAR 4,629.60');
    expect(formatAmount('1235', 'JPY', 'ja')).toBe('￥1,235');
    expect(formatAmount('-12.34', 'USD', 'en')).toBe('-$12.34');
  });

  it('shows the digits the server sent, beyond what a float holds, without rounding', () => {
    expect(formatAmount('12345678901234567.89', 'USD', 'en')).toBe('$12,345,678,901,234,567.89');
    expect(formatAmount('0.5', 'USD', 'en')).toBe('$0.5');
    expect(formatAmount('7', 'USD', 'en')).toBe('$7');
  });

  it('puts the shop\'s symbol where the locale puts a currency it does not know', () => {
    expect(formatAmount('1234.50', 'USDT', 'en', '₮')).toBe('₮1,234.50');
    expect(plain(formatAmount('1234.50', 'USDT', 'fr', '₮'))).toBe('1 234,50 ₮');
  });

  it('splits an amount in proportion, exactly, leftover units to the largest remainders then the earlier part', () => {
    expect(allocate(1000n, [2500n, 6000n, 1500n])).toEqual([250n, 600n, 150n]);
    expect(allocate(100n, [1n, 1n, 1n])).toEqual([34n, 33n, 33n]);
    expect(allocate(7n, [1000n, 333n, 667n])).toEqual([4n, 1n, 2n]);
    expect(allocate(5n, [0n, 0n])).toEqual([5n, 0n]);
    for (const total of [0n, 1n, 999n, 123457n]) expect(allocate(total, [17n, 3n, 80n, 1n]).reduce((a, b) => a + b, 0n)).toBe(total);
  });
});
