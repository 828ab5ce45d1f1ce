import dayjs, { type Dayjs } from 'dayjs';
import { useMemo } from 'react';

/**
 * The month a page shows, from its address (`month=2026-12`, so a link can open it); this month
 * when absent. One object per month: antd's pickers drop a month being typed whenever their value
 * changes identity, which a new object on every render did.
 */
export function useMonthParam(params: URLSearchParams): Dayjs {
  const text = params.get('month');
  return useMemo(() => (text && /^\d{4}-\d{2}$/.test(text) ? dayjs(`${text}-01`) : dayjs().startOf('month')), [text]);
}
