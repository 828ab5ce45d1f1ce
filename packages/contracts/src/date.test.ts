import { describe, expect, it } from 'vitest';
import { dateLocaleFor, dayDifference, formatDate, formatDateTime, formatDuration, formatTime } from './date.ts';

describe('date helpers', () => {
  const moment = new Date(2026, 10, 21, 14, 5);

  it('formats dates in zh-cn and en-US', () => {
    expect(formatDate(moment, 'zh-cn')).toBe('2026年11月21日');
    expect(formatDate(moment, 'en-US')).toBe('Nov 21, 2026');
    expect(formatTime(moment, 'zh-cn')).toBe('14时05分');
    expect(formatDateTime(moment, 'en-US')).toBe('Nov 21, 2026 14:05');
    expect(formatDateTime(moment, 'zh-cn')).toBe('2026年11月21日 14时05分');
  });

  it('formats durations, with zero as 0 m', () => {
    expect(formatDuration(125)).toBe('2h 5m');
    expect(formatDuration(60)).toBe('1h');
    expect(formatDuration(45)).toBe('45m');
    expect(formatDuration(0)).toBe('0 m');
    expect(formatDuration(125, 'zh-cn')).toBe('2小时5分钟');
    expect(formatDuration(0, 'zh-cn')).toBe('0分钟');
  });

  it('tells the day difference', () => {
    expect(dayDifference(new Date(2026, 10, 21, 23), moment)).toBe('Same day');
    expect(dayDifference(new Date(2026, 10, 24), moment)).toBe('3');
    expect(dayDifference(new Date(2026, 10, 19), moment)).toBe('2 days ago');
    expect(dayDifference(new Date(2026, 10, 19), moment, 'zh-cn')).toBe('2天前');
  });

  it('returns an empty string for missing or invalid input', () => {
    expect(formatDate(undefined)).toBe('');
    expect(formatDate(null)).toBe('');
    expect(formatDate('not a date')).toBe('');
    expect(formatDateTime('')).toBe('');
    expect(formatDuration(Number.NaN)).toBe('');
    expect(dayDifference('nope', moment)).toBe('');
  });

  it('finds the date format of each interface language', () => {
    expect(['en', 'zh-CN', 'es', 'fr', 'ja', 'ar', 'de', undefined].map(dateLocaleFor)).toEqual(['en-US', 'zh-cn', 'es', 'fr', 'ja', 'ar', 'en-US', 'en-US']);
  });

  it('writes dates and times in Spanish, French, Japanese and Arabic with a 24-hour clock', () => {
    expect(formatDate(moment, 'fr')).toBe('21 nov. 2026');
    expect(formatDate(moment, 'es')).toBe('21 nov 2026');
    expect(formatDate(moment, 'ja')).toBe('2026年11月21日');
    expect(formatDate('1990-05-01', 'fr')).toBe('1 mai 1990');
    expect(formatTime(moment, 'fr')).toBe('14:05');
    expect(formatDateTime(moment, 'ja')).toBe('2026年11月21日 14:05');
    expect(formatDate(moment, 'ar')).toContain('نوفمبر');
  });

  it('writes durations and day differences in the other languages too', () => {
    expect(formatDuration(125, 'fr')).toBe('2h 5min');
    expect(dayDifference(new Date(2026, 10, 21, 23), moment, 'fr')).toBe('aujourd’hui');
    expect(dayDifference(new Date(2026, 10, 19), moment, 'es')).toBe('anteayer');
    expect(dayDifference(new Date(2026, 10, 14), moment, 'es')).toBe('hace 7 días');
  });
});
