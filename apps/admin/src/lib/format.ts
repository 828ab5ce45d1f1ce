import dayjs from 'dayjs';

/** "2026-11-21 12:05" in the browser's time zone; empty for a missing time. */
export function formatDateTime(iso: string | null | undefined): string {
  if (!iso) return '';
  const time = dayjs(iso);
  return time.isValid() ? time.format('YYYY-MM-DD HH:mm') : '';
}
