import { describe, expect, it } from 'vitest';
import { fontChain } from './fonts.ts';
import { layoutParagraph } from './text-lines.ts';

/** Each character one unit wide: the lines and pieces without a font's metrics. */
const lines = (text: string, lang: string, direction: 'ltr' | 'rtl', maxWidth = 1000) =>
  layoutParagraph(text, { lang, direction, chain: fontChain(lang, 'regular'), maxWidth, measure: (shown) => [...shown].length }).map((line) => line.pieces.map((piece) => piece.text));

describe('laying out a paragraph', () => {
  it('draws a right-to-left line from its end: Latin runs keep their order, Arabic is left for the shaper to reverse', () => {
    expect(lines('فندق Harbour Hotel', 'ar', 'rtl')).toEqual([['Harbour Hotel', 'فندق ']]);
  });

  it('mirrors brackets at a right-to-left level, as a browser shows them', () => {
    // Visually, left to right: "(UTC) 14:00 الساعة"; the closing bracket drawn first is mirrored to "(".
    expect(lines('الساعة 14:00 (UTC)', 'ar', 'rtl')).toEqual([['(', 'UTC', ')', ' ', '14:00', 'الساعة ']]);
  });

  it('breaks Chinese between words, where there are no spaces, and Latin at spaces', () => {
    const chinese = lines('香港湾仔港湾道近地铁站出口', 'zh-CN', 'ltr', 6);
    expect(chinese.length).toBeGreaterThan(1);
    expect(chinese.every((line) => line.join('').length <= 6)).toBe(true);
    expect(chinese.map((line) => line.join('')).join('')).toBe('香港湾仔港湾道近地铁站出口');
    expect(lines('Harbour Road Wan Chai', 'en', 'ltr', 12).map((line) => line.join(''))).toEqual(['Harbour Road', 'Wan Chai']);
  });
});
