import { describe, expect, it } from 'vitest';
import { localized } from './localized.ts';

describe('localized', () => {
  it('reads the caller’s language, else the default one, else English, else any text', () => {
    const city = { ar: 'طوكيو', en: 'Tokyo', 'zh-CN': '东京' };
    expect(localized(city, 'zh-CN', 'ja')).toBe('东京');
    expect(localized(city, 'fr', 'ar')).toBe('طوكيو');
    // Neither the caller's language nor the default one: English, not the first key jsonb keeps (ar).
    expect(localized(city, 'fr', 'ja')).toBe('Tokyo');
    expect(localized({ ja: '東京' }, 'fr', 'es')).toBe('東京');
    expect(localized({}, 'fr', 'es')).toBe('');
  });
});
