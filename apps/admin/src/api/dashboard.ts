import { queryOptions } from '@tanstack/react-query';
import type { DashboardData } from '@roamcart/contracts';
import { adminApi } from './client.ts';

/** Today's counts, each with the admin page behind it. */
export const dashboardQuery = queryOptions({ queryKey: ['dashboard'], queryFn: () => adminApi.get<DashboardData>('/dashboard') });
