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

/** Top-ups, order payments and withdrawals per day and per channel from `start` to `end`. */
export const moneyReportQuery = (start: string, end: string) =>
  queryOptions({
    queryKey: ['reports', 'money', start, end],
    queryFn: () => call(adminApi.reports.money, { start, end }),
    placeholderData: keepPreviousData,
  });

/** The money report's rows as a CSV file, named after its days. */
export const exportMoneyReport = (start: string, end: string) => call(adminApi.reports.moneyExport, { start, end });

/** The sales report's rows (its days and totals) as a CSV file, named after its days. */
export const exportSalesReport = (start: string, end: string) => call(adminApi.reports.summaryExport, { start, end });
