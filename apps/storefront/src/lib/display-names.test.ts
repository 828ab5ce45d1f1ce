import { describe, expect, it } from 'vitest';
import { displayName } from './display-names.ts';

describe('displayName', () => {
  it('names a currency and a language in the interface language', () => {
    expect(displayName('zh-CN', 'currency', 'USD', 'US Dollar')).toBe('美元');
    expect(displayName('en', 'language', 'ar', 'Arabic')).toBe('Arabic');
    expect(displayName('fr', 'language', 'ja', 'Japanese')).toBe('japonais');
  });

  it('falls back to the stored name for an unknown or malformed code', () => {
    expect(displayName('en', 'currency', 'XQQ', 'Points')).toBe('Points');
    expect(displayName('en', 'language', 'not a code!', 'Custom')).toBe('Custom');
  });
});
