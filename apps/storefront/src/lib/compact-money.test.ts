import { describe, expect, it } from 'vitest';
import { formatCompactAmount } from './compact-money.ts';

/** What a reader sees: the bidi marks Arabic puts around numbers take no room; the no-break spaces that keep a price on one line read as spaces. */
const seen = (text: string) => text.replace(/[\u200e\u200f\u061c]/g, '').replace(/[\u00a0\u202f]/g, ' ');

describe('prices in a calendar’s day cells', () => {
  it('writes whole units with the currency’s narrowest sign while they fit the cell', () => {
    expect(formatCompactAmount('1234.56', 'USD', 'en', '$')).toBe('$1,235');
    expect(formatCompactAmount('12345', 'JPY', 'en', 'JP¥')).toBe('¥12,345');
    expect(formatCompactAmount('1234.56', 'USD', 'zh-CN', '$')).toBe('$1,235');
    expect(formatCompactAmount('12345', 'JPY', 'ja', 'JP¥')).toBe('￥12,345');
    expect(seen(formatCompactAmount('1234.50', 'EUR', 'fr', '€'))).toBe('1 235 €');
    expect(seen(formatCompactAmount('1234.56', 'USD', 'ar', '$'))).toBe('1,235 $');
  });

  it('abbreviates a price too long for the cell', () => {
    expect(formatCompactAmount('123456', 'JPY', 'en', 'JP¥')).toBe('¥123K');
    expect(formatCompactAmount('123456', 'JPY', 'zh-CN', 'JP¥')).toBe('¥12万');
    expect(seen(formatCompactAmount('12345', 'JPY', 'fr', 'JP¥'))).toBe('12 k ¥');
  });

  it('writes a currency Intl does not know with the shop’s symbol', () => {
    expect(formatCompactAmount('123.45', 'POINTS', 'en', 'pts')).toBe('pts123');
  });

  it('never leaves a breakable space inside a price', () => {
    for (const lang of ['fr', 'es', 'ar']) expect(formatCompactAmount('12345', 'JPY', lang), lang).not.toMatch(/ /);
  });

  it('keeps the tester’s prices (en, zh-CN, ar in USD, JPY, EUR) to eight characters at most', () => {
    for (const lang of ['en', 'zh-CN', 'ar']) {
      for (const [amount, currency] of [['99.99', 'USD'], ['1234.56', 'USD'], ['12345', 'JPY'], ['98765', 'JPY'], ['1234.56', 'EUR']] as const) {
        expect(seen(formatCompactAmount(amount, currency, lang)).length, `${lang} ${currency} ${amount}`).toBeLessThanOrEqual(8);
      }
    }
  });
});
