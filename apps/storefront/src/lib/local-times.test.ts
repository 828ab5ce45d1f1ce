import { beforeAll, describe, expect, it } from 'vitest';
import { i18n } from './i18n.ts';
import { clockOf, formatPlaceTime, utcOffsetOf } from './local-times.ts';

beforeAll(async () => {
  if (!i18n.isInitialized) await i18n.init({ lng: 'en', resources: {} });
  i18n.addResourceBundle('en', 'translation', { 'travel.time_at_offset': '{{time}} (UTC{{offset}})' }, true, true);
  i18n.addResourceBundle('zh-CN', 'translation', { 'travel.time_at_offset': '{{time}}（UTC{{offset}}）' }, true, true);
  await i18n.changeLanguage('en');
});

describe('times of a place', () => {
  it('reads the place’s own clock, not the reader’s', () => {
    expect(clockOf('2026-12-01T22:30:00+09:00')).toBe('22:30');
  });

  it('writes the offset in hours, with minutes only when it has them', () => {
    expect(utcOffsetOf('2026-12-01T08:05:00+09:00')).toBe('+9');
    expect(utcOffsetOf('2026-12-01T08:05:00+05:30')).toBe('+5:30');
    expect(utcOffsetOf('2026-12-01T08:05:00-03:00')).toBe('-3');
    expect(utcOffsetOf('2026-12-01T08:05:00+00:00')).toBe('+0');
    expect(utcOffsetOf('2026-12-01T08:05:00Z')).toBe('+0');
    expect(utcOffsetOf('2026-12-01T08:05:00')).toBeNull();
  });

  it('shows every flight time with its offset, in the interface language’s words', async () => {
    expect(formatPlaceTime('2026-12-01T08:05:00+09:00')).toBe('08:05 (UTC+9)');
    expect(formatPlaceTime('2026-12-01T23:40:00-04:00')).toBe('23:40 (UTC-4)');
    await i18n.changeLanguage('zh-CN');
    expect(formatPlaceTime('2026-12-01T08:05:00+09:00')).toBe('08:05（UTC+9）');
    await i18n.changeLanguage('en');
  });
});
