import dayjs from 'dayjs';

/**
 * Date helpers of SPEC §9. The spec fixes two formats, zh-cn (year/month/day characters, hour
 * and minute words) and en-US (short month, 24-hour clock); Spanish, French, Japanese and Arabic
 * are written by the platform's Intl in the same shape (short month, 24-hour clock). Missing or
 * invalid input gives an empty string.
 */
const INTL_LOCALES = ['es', 'fr', 'ja', 'ar'] as const;
type IntlLocale = (typeof INTL_LOCALES)[number];
export type DateLocale = 'zh-cn' | 'en-US' | IntlLocale;
type DateInput = string | number | Date | null | undefined;

/** The date format of an interface language; languages without their own fall back to en-US. */
export function dateLocaleFor(lang: string | null | undefined): DateLocale {
  const base = (lang ?? '').toLowerCase().split('-')[0] ?? '';
  if (base === 'zh') return 'zh-cn';
  return INTL_LOCALES.find((locale) => locale === base) ?? 'en-US';
}

function isIntlLocale(locale: DateLocale): locale is IntlLocale {
  return locale !== 'zh-cn' && locale !== 'en-US';
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
  if (isIntlLocale(locale)) return new Intl.DateTimeFormat(locale, { year: 'numeric', month: 'short', day: 'numeric' }).format(d.toDate());
  return `${EN_MONTHS[d.month()]} ${d.date()}, ${d.year()}`;
}

export function formatTime(value: DateInput, locale: DateLocale = 'en-US'): string {
  const d = parse(value);
  if (!d) return '';
  if (locale === 'zh-cn') return `${d.hour()}时${String(d.minute()).padStart(2, '0')}分`;
  if (isIntlLocale(locale)) return new Intl.DateTimeFormat(locale, { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(d.toDate());
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
  if (isIntlLocale(locale)) {
    const unit = (value: number, name: 'hour' | 'minute') => new Intl.NumberFormat(locale, { style: 'unit', unit: name, unitDisplay: 'narrow' }).format(value);
    if (total === 0) return unit(0, 'minute');
    return [hours > 0 ? unit(hours, 'hour') : '', rest > 0 ? unit(rest, 'minute') : ''].filter(Boolean).join(' ');
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
  if (isIntlLocale(locale)) {
    if (days > 0) return new Intl.NumberFormat(locale).format(days);
    return new Intl.RelativeTimeFormat(locale, { numeric: 'auto' }).format(days, 'day');
  }
  if (days === 0) return locale === 'zh-cn' ? '当天' : 'Same day';
  if (days > 0) return String(days);
  return locale === 'zh-cn' ? `${-days}天前` : `${-days} days ago`;
}

const UTC_OFFSET = /([+-])(\d{2}):?(\d{2})$/;

/**
 * The UTC offset of a place's ISO 8601 local time (a flight's 2026-12-01T08:05:00+09:00) as people
 * write it: "+9", "+5:30", "-3", "+0" (also for Z); null when it names none. Both apps show a
 * place's time on its own clock with this offset, so it is not read as the reader's clock.
 */
export function utcOffsetOf(iso: string): string | null {
  if (iso.endsWith('Z')) return '+0';
  const match = UTC_OFFSET.exec(iso);
  if (!match) return null;
  const [, sign = '+', hours = '00', minutes = '00'] = match;
  const zero = hours === '00' && minutes === '00';
  return `${zero ? '+' : sign}${Number(hours)}${minutes === '00' ? '' : `:${minutes}`}`;
}
