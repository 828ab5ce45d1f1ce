import { useTranslation } from 'react-i18next';

/** A weekday's short name (0 Sunday) in the interface language, from the browser's own calendar data. */
export function useWeekdayName(): (weekday: number) => string {
  const { i18n } = useTranslation();
  const format = new Intl.DateTimeFormat(i18n.resolvedLanguage ?? i18n.language, { weekday: 'short', timeZone: 'UTC' });
  // 2023-01-01 was a Sunday.
  return (weekday) => format.format(new Date(Date.UTC(2023, 0, 1 + weekday)));
}
