import { useTranslation } from 'react-i18next';

/**
 * A weekday's short name in the interface language, from the browser's own calendar data:
 * 1 Monday .. 6 Saturday, and Sunday as 0 (as hotels keep weekdays) or 7 (ISO, as flights keep them).
 */
export function useWeekdayName(): (weekday: number) => string {
  const { i18n } = useTranslation();
  const format = new Intl.DateTimeFormat(i18n.resolvedLanguage ?? i18n.language, { weekday: 'short', timeZone: 'UTC' });
  // 2023-01-01 was a Sunday, so the (1 + weekday)th of January 2023 is that weekday for 0 to 7.
  return (weekday) => format.format(new Date(Date.UTC(2023, 0, 1 + weekday)));
}
