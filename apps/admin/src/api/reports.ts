import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { adminApi } from '@roamcart/contracts/api';
import { call } from './client.ts';

/** Figures per day from `start` to `end` (UTC days, both included); the previous range stays shown while the next loads. */
export const reportSummaryQuery = (start: string, end: string) =>
  queryOptions({
    queryKey: ['reports', 'summary', start, end],
    queryFn: () => call(adminApi.reports.summary, { start, end }),
    placeholderData: keepPreviousData,
  });
