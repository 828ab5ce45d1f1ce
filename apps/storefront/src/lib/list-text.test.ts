import { describe, expect, it } from 'vitest';
import { listText } from './list-text.ts';

describe('listText', () => {
  it('separates values in every language, Chinese with the enumeration comma', () => {
    const values = ['Red', 'L', 'Cotton'];
    expect(listText(['红色', '大号', '棉'], 'zh-CN')).toBe('红色、大号、棉');
    expect(listText(values, 'en')).toBe('Red, L, Cotton');
    for (const lang of ['es', 'fr', 'ja', 'ar']) {
      const text = listText(values, lang);
      expect(text, lang).not.toContain('RedL');
      for (const value of values) expect(text, lang).toContain(value);
    }
  });
});
