import { describe, expect, it } from 'vitest';
import { convertFromBase, convertToBase, formatMinor, parseMajor, parseRate } from './money.ts';

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
});
