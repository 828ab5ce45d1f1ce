import dayjs from 'dayjs';

/**
 * Date helpers of SPEC §9. Two formats: zh-cn (year/month/day characters, hour and minute words)
 * and en-US for every other language. Missing or invalid input gives an empty string.
 */
export type DateLocale = 'zh-cn' | 'en-US';
type DateInput = string | number | Date | null | undefined;

export function dateLocaleFor(lang: string | null | undefined): DateLocale {
  return lang && lang.toLowerCase().startsWith('zh') ? 'zh-cn' : 'en-US';
}

function parse(value: DateInput): dayjs.Dayjs | null {
  if (value === null || value === undefined || value === '') return null;
  const parsed = dayjs(value);
  return parsed.isValid() ? parsed : null;
}

const EN_MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

export function formatDate(value: DateInput, locale: DateLocale = 'en-US'): string {
  const d = parse(value);
  if (!d) return '';
  if (locale === 'zh-cn') return `${d.year()}年${d.month() + 1}月${d.date()}日`;
  return `${EN_MONTHS[d.month()]} ${d.date()}, ${d.year()}`;
}

export function formatTime(value: DateInput, locale: DateLocale = 'en-US'): string {
  const d = parse(value);
  if (!d) return '';
  if (locale === 'zh-cn') return `${d.hour()}时${String(d.minute()).padStart(2, '0')}分`;
  return d.format('HH:mm');
}

export function formatDateTime(value: DateInput, locale: DateLocale = 'en-US'): string {
  const d = parse(value);
  if (!d) return '';
  return `${formatDate(d.toDate(), locale)} ${formatTime(d.toDate(), locale)}`;
}

/** Minutes -> "2h 5m" / "2小时5分钟"; zero -> "0 m" / "0分钟". */
export function formatDuration(minutes: number | null | undefined, locale: DateLocale = 'en-US'): string {
  if (minutes === null || minutes === undefined || !Number.isFinite(minutes) || minutes < 0) return '';
  const total = Math.round(minutes);
  const hours = Math.floor(total / 60);
  const rest = total % 60;
  if (locale === 'zh-cn') {
    if (total === 0) return '0分钟';
    return `${hours > 0 ? `${hours}小时` : ''}${rest > 0 ? `${rest}分钟` : ''}`;
  }
  if (total === 0) return '0 m';
  return [hours > 0 ? `${hours}h` : '', rest > 0 ? `${rest}m` : ''].filter(Boolean).join(' ');
}

/**
 * Calendar-day distance from `reference` to `value`: "Same day", a count of days ahead ("3"),
 * or "N days ago" for a day in the past.
 */
export function dayDifference(value: DateInput, reference: DateInput = new Date(), locale: DateLocale = 'en-US'): string {
  const target = parse(value);
  const base = parse(reference);
  if (!target || !base) return '';
  const days = target.startOf('day').diff(base.startOf('day'), 'day');
  if (days === 0) return locale === 'zh-cn' ? '当天' : 'Same day';
  if (days > 0) return String(days);
  return locale === 'zh-cn' ? `${-days}天前` : `${-days} days ago`;
}
