import { useTranslation } from 'react-i18next';

/** A weekday's short name (ISO: 1 Monday .. 7 Sunday, as flights keep them) in the interface language. */
export function useIsoWeekdayName(): (weekday: number) => string {
  const { i18n } = useTranslation();
  const format = new Intl.DateTimeFormat(i18n.resolvedLanguage ?? i18n.language, { weekday: 'short', timeZone: 'UTC' });
  // 2023-01-02 was a Monday.
  return (weekday) => format.format(new Date(Date.UTC(2023, 0, 1 + weekday)));
}
