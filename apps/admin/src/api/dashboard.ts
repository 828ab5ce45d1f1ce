import { queryOptions } from '@tanstack/react-query';
import { adminApi } from '@roamcart/contracts/api';
import { call } from './client.ts';

/** Today's counts, each with the admin page behind it. */
export const dashboardQuery = queryOptions({ queryKey: ['dashboard'], queryFn: () => call(adminApi.dashboard) });

/** Sales and orders per day of the last 30 (the shop's time zone) and the goods sold most. */
export const dashboardChartsQuery = queryOptions({ queryKey: ['dashboard', 'charts'], queryFn: () => call(adminApi.dashboardCharts) });
