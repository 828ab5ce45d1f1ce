import { beforeAll, describe, expect, it } from 'vitest';
import { formatDay, formatFullDay, formatMoment, formatMonth, formatPlaceDateTime, weekdayNames } from './dates.ts';
import { localDate } from './local-date.ts';
import { i18n } from './i18n.ts';

beforeAll(async () => {
  if (!i18n.isInitialized) await i18n.init({ lng: 'en', resources: {} });
  i18n.addResourceBundle('en', 'translation', { 'travel.time_at_offset': '{{time}} (UTC{{offset}})' }, true, true);
  await i18n.changeLanguage('en');
});

describe('calendar days on the device', () => {
  it('takes today from the traveller’s own calendar', () => {
    expect(localDate(new Date(2026, 10, 23, 23, 59))).toBe('2026-11-23');
    expect(localDate(new Date(2026, 10, 23, 0, 0))).toBe('2026-11-23');
  });

  it('writes a day as that calendar day, wherever the device is', () => {
    expect(formatDay('2026-12-01', 'en')).toBe('Tue, Dec 1');
  });
});

describe('one date style per language on the travel screens', () => {
  it('writes a day with its weekday, day and short month in each language’s order', () => {
    expect(['en', 'zh-CN', 'es', 'fr', 'ja', 'ar'].map((lang) => formatDay('2026-12-01', lang))).toEqual([
      'Tue, Dec 1',
      '12月1日周二',
      'mar, 1 dic',
      'mar. 1 déc.',
      '12月1日(火)',
      'الثلاثاء، 1 ديسمبر',
    ]);
  });

  it('writes a moment in the same months and a 24-hour clock, never AM/PM', () => {
    const moment = new Date(2026, 11, 1, 18, 5).toISOString();
    // The back office's format of each language (SPEC §9), whatever the browser's own.
    expect(formatMoment(moment, 'en')).toBe('Dec 1, 2026 18:05');
    expect(formatMoment(moment, 'zh-CN')).toBe('2026年12月1日 18时05分');
    expect(formatMoment(moment, 'ar')).toBe('1 ديسمبر 2026 18:05');
    expect(formatFullDay('1990-02-03', 'zh-CN')).toBe('1990年2月3日');
    expect(formatFullDay('1990-02-03', 'en')).toBe('Feb 3, 1990');
  });

  it('writes a hotel’s deadline on the hotel’s clock with its offset, as flight times are', () => {
    expect(formatPlaceDateTime('2026-11-29T18:00:00+09:00', 'en')).toBe('Sun, Nov 29 18:00 (UTC+9)');
    // Late in New York is already the next day in UTC: the day shown is New York's.
    expect(formatPlaceDateTime('2026-11-29T23:30:00-05:00', 'en')).toBe('Sun, Nov 29 23:30 (UTC-5)');
  });

  it('heads a calendar with its month and the weekday initials from the week’s first day', () => {
    expect(formatMonth('2026-12-01', 'en')).toBe('December 2026');
    expect(weekdayNames('en', 0)).toEqual(['S', 'M', 'T', 'W', 'T', 'F', 'S']);
    expect(weekdayNames('fr', 1)).toEqual(['L', 'M', 'M', 'J', 'V', 'S', 'D']);
    expect(weekdayNames('ar', 6)).toEqual(['س', 'ح', 'ن', 'ث', 'ر', 'خ', 'ج']);
  });
});
